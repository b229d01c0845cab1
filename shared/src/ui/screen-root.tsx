import { useEffect, type ReactNode } from 'react';
import { SCREEN_SHOWN_EVENT } from '../contracts/landing';
import type { RemoteId } from '../contracts/remote-module';

/**
 * Root of every remote screen; the stable test hooks `data-testid="screen"` and
 * `data-remote`. Announces that a screen has rendered: the pre-rendered landing waits for
 * it before it hands the page to the app, so the visitor never sees a loading state.
 */
export function ScreenRoot({ remoteId, children }: { remoteId: RemoteId; children: ReactNode }) {
  useEffect(() => {
    window.dispatchEvent(new Event(SCREEN_SHOWN_EVENT));
  }, []);
  return (
    <section data-testid="screen" data-remote={remoteId}>
      {children}
    </section>
  );
}
