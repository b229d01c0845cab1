/**
 * The shell's side of the extension points (`@itam/shared/remote` useExtensions): the
 * remotes that may contribute to a host screen are those the company has and the user may
 * use (they own a protected route the company's modules enable and the role's policies
 * allow); on a host's request the runtime loads them, each once. For one point, only
 * those whose entry of `remotes.json` lists it (`contributes`, written by their build;
 * a remote built before the list may contribute to any). A remote the company does not
 * have is never fetched; one that fails to load contributes nothing (only its parts are
 * missing) and is not asked again until something else retries it.
 */
import {
  type ExtensionPointId,
  isRemoteId,
  isRouteAllowed,
  isRouteEnabled,
  PROTECTED,
  type Policies,
  type RemoteId,
  type RemoteManifestEntry,
  type RemoteModule,
  type RouteEntry,
} from '@itam/shared/contracts';
import type { PointExtensionHost } from '@itam/shared/routing';
import type { RemoteRuntime } from './remote-runtime';

/** The remotes with a protected route the company's modules enable and the role allows. */
export function usableRemotes(
  registry: readonly RouteEntry[],
  companyRoles: readonly string[],
  policies: Policies | null | undefined,
): RemoteId[] {
  const ids = new Set<RemoteId>();
  for (const entry of registry) {
    if (!isRemoteId(entry.owner) || ids.has(entry.owner) || !entry.tables.includes(PROTECTED))
      continue;
    if (isRouteEnabled(companyRoles, entry) && isRouteAllowed(policies, entry))
      ids.add(entry.owner);
  }
  return [...ids];
}

/** Whether a remote's manifest entry says it contributes to `point` (no list: it may). */
export function contributesTo(
  entry: RemoteManifestEntry | undefined,
  point: ExtensionPointId,
): boolean {
  return entry !== undefined && (entry.contributes?.includes(point) ?? true);
}

/**
 * An ExtensionHost over the runtime; `candidates` are the remotes that may contribute now,
 * `contributes` whether one contributes to a point (by default: every candidate may).
 */
export function createExtensionHost(
  runtime: RemoteRuntime,
  candidates: () => readonly RemoteId[],
  contributes: (id: RemoteId, point: ExtensionPointId) => boolean = () => true,
): PointExtensionHost {
  let last: readonly RemoteModule[] = [];
  return {
    modules() {
      const next = candidates().flatMap((id) => {
        const state = runtime.getState(id);
        return state.status === 'ready' ? [state.module] : [];
      });
      const same = next.length === last.length && next.every((module, i) => module === last[i]);
      if (!same) last = next;
      return last;
    },
    request() {
      for (const id of candidates()) runtime.ensure(id);
    },
    requestPoint(point) {
      for (const id of candidates()) if (contributes(id, point)) runtime.ensure(id);
    },
    subscribe(listener) {
      const stop = runtime.subscribe(listener);
      return () => void stop();
    },
  };
}
