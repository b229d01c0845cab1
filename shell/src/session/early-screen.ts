/**
 * The first screen of a signed-in visit, asked for by the start-up chunk (index.ts) once
 * `remotes.json` and the session check have answered, while the app's own code is still on
 * its way: without this, the screen's files and its data wait until the framework has
 * downloaded and run and the route has rendered (about three round trips on a phone).
 *
 * - Its files, downloaded only (`<link rel="preload" as="script">`; running code early
 *   raised the blocking time, docs/performance.md): the remote's entry, its `./module` and
 *   the screen's chunks (`preload` of the remote's entry in remotes.json, from its build)
 *   and the shell's files providing the shared modules those consume (named by the page,
 *   SHARED_FILES_META, from the shell's build; shared/src/federation/screen-files.ts).
 * - Its first GET requests (the route's `firstRequests`), only when the address has no
 *   query: a query may choose another page or filter, so the screen then asks itself. The
 *   kit's client takes each answer for the same call with the same token.
 *
 * Only for a route of a module the company has (servedRoute): a company never downloads
 * a module it lacks. Like early-start.ts, it holds none of the kit.
 */
import type { EarlyAnswer } from '@itam/shared/api';
import type { RemotePreload, RemotePreloadPart } from '@itam/shared/contracts';
import {
  companyModulesOf,
  EARLY_NAMES,
  licenseOpenIn,
  preloadScripts,
  sendEarly,
  servedRoute,
  type ServedRoute,
} from './early-start';

/** The meta element naming the shell's files of each shared module (the shell's build). */
export const SHARED_FILES_META = 'itam-shared-files';

/** The meta's content: the shell's files, and each share key's indexes into them. */
export interface PageSharedFiles {
  files: string[];
  shared: Record<string, number[]>;
}

/** The shell's files of each shared module as the page names them; null without. */
export function pageSharedFiles(doc: Document = document): PageSharedFiles | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${SHARED_FILES_META}"]`)?.content;
  if (!content) return null;
  try {
    const read = JSON.parse(content) as Partial<PageSharedFiles>;
    return Array.isArray(read.files) && read.shared && typeof read.shared === 'object'
      ? { files: read.files, shared: read.shared }
      : null;
  } catch {
    return null;
  }
}

const pick = (list: readonly string[], indexes: unknown): string[] =>
  Array.isArray(indexes)
    ? indexes
        .map((at) => list[at as number])
        .filter((name): name is string => typeof name === 'string')
    : [];

/**
 * The files of the served route's screen: the remote's entry, its module's and the
 * screen's files (beside the entry), then the shell's files of the shared modules they
 * consume. Addresses of this origin only.
 */
export function screenFiles(served: ServedRoute, shell: PageSharedFiles | null): string[] {
  const { entry, route } = served;
  const preload: Partial<RemotePreload> = entry.preload ?? {};
  const files = Array.isArray(preload.files) ? preload.files : [];
  const shared = Array.isArray(preload.shared) ? preload.shared : [];
  const parts = [preload.module, preload.screens?.[route.key]].filter(
    (part): part is RemotePreloadPart => Boolean(part),
  );
  const base = new URL(entry.entry, location.href);
  const own = parts.flatMap((part) => pick(files, part.files)).map((file) => new URL(file, base));
  const keys = parts.flatMap((part) => pick(shared, part.shared));
  const shells = shell ? keys.flatMap((key) => pick(shell.files, shell.shared[key])) : [];
  return [
    ...[base, ...own].filter((url) => url.origin === location.origin).map((url) => url.pathname),
    ...shells,
  ];
}

/**
 * Once the session check has answered (`session`): for a company whose subscription is
 * open, the branches every signed-in page reads, and the files of the screen serving
 * `pathname` with its first GETs (with no `search`); nothing of a route whose module the
 * company lacks.
 */
export function startFirstScreen(
  manifest: unknown,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  session: EarlyAnswer,
): void {
  const modules = companyModulesOf(session);
  if (!modules.length || !licenseOpenIn(session)) return;
  sendEarly('GET', EARLY_NAMES.locations);
  const served = servedRoute(manifest, pathname, modules);
  if (!served) return;
  if (!search)
    for (const path of served.route.firstRequests ?? [])
      if (typeof path === 'string' && path.startsWith('/')) sendEarly('GET', path);
  preloadScripts(screenFiles(served, pageSharedFiles()));
}
