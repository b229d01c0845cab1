import type { ReactNode } from 'react';
import type { RemoteId } from '../contracts/remote-module';

/** Root of every remote screen; the stable test hooks `data-testid="screen"` and `data-remote`. */
export function ScreenRoot({ remoteId, children }: { remoteId: RemoteId; children: ReactNode }) {
  return (
    <section data-testid="screen" data-remote={remoteId}>
      {children}
    </section>
  );
}
