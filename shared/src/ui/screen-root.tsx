import { useEffect, type ReactNode } from 'react';
import { SCREEN_SHOWN_EVENT } from '../contracts/landing';
import type { RemoteId } from '../contracts/remote-module';

/**
 * Announces that a screen (or, while its code loads, its page header) has rendered: the
 * page the server sent (the pre-rendered landing, or the signed-in frame it drew) waits
 * for it before it hands itself over to the app, so the visitor never sees a loading state
 * in between.
 */
export function useScreenShown(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(SCREEN_SHOWN_EVENT));
  }, []);
}

/**
 * Root of every remote screen; the stable test hooks `data-testid="screen"` and
 * `data-remote`. Announces that a screen has rendered (useScreenShown).
 */
export function ScreenRoot({ remoteId, children }: { remoteId: RemoteId; children: ReactNode }) {
  useScreenShown();
  return (
    <section data-testid="screen" data-remote={remoteId}>
      {children}
    </section>
  );
}
