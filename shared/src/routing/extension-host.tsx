/**
 * Where a host screen's extension points get the modules of the remotes that may
 * contribute: the shell provides an `ExtensionHost` over its remote runtime (it loads, on
 * request, the remotes the company has and the user may use; a remote the company does not
 * have is never fetched, and one that fails to load contributes nothing). A remote's
 * standalone dev host and the component tests provide a static host of the modules at hand.
 * Without a provider a point has no contributions. A singleton entry's (`/routing`): the
 * shell's provider and a remote's hook must share this context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteModule } from '../contracts/remote-module';

export interface ExtensionHost {
  /** The loaded modules that may contribute (the same array while nothing changed). */
  modules(): readonly RemoteModule[];
  /** Starts loading the remotes that may contribute (each once; a failed one stays out). */
  request(): void;
  subscribe(listener: () => void): () => void;
}

/** A host of modules already loaded (a dev host, a test). */
export function staticExtensionHost(modules: readonly RemoteModule[]): ExtensionHost {
  const list: readonly RemoteModule[] = [...modules];
  return {
    modules: () => list,
    request: () => undefined,
    subscribe: () => () => undefined,
  };
}

const ExtensionHostContext = createContext<ExtensionHost>(staticExtensionHost([]));

export function ExtensionHostProvider({
  host,
  children,
}: {
  host: ExtensionHost;
  children: ReactNode;
}) {
  return <ExtensionHostContext.Provider value={host}>{children}</ExtensionHostContext.Provider>;
}

export function useExtensionHost(): ExtensionHost {
  return useContext(ExtensionHostContext);
}
