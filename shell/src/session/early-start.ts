/**
 * What the start-up chunk (index.ts) starts for a signed-in visitor before the app's code
 * has arrived, so the first screen does not wait for one step after another:
 *
 * - the session check and the server's config, then the role (its path needs the
 *   config's product slug): the answers wait on a global for the kit's HTTP client
 *   (shared/src/api/early-requests.ts), which hands them to the app's own calls;
 * - once `remotes.json` is read and the session check has named the company's modules,
 *   the first screen of the address, if the company has its module: its files as
 *   preloads (the remote's entry, its screen's chunks and the shell's files they take)
 *   and its first GET requests (early-screen.ts).
 *
 * It holds none of the kit (the start-up chunk may not): the few names it shares with the
 * kit are checked by its test. A visitor without a stored token gets none of this.
 */
import type { EarlyAnswer, EarlyRequest, EarlyRequestsGlobal } from '@itam/shared/api';
import type { RemoteManifest, RemoteManifestEntry, RouteEntry } from '@itam/shared/contracts';

/** The kit's names (contracts/constants.ts, contracts/api.ts, api/marker.ts). */
export const EARLY_NAMES = {
  tokenKey: 'jwtToken',
  verifyToken: '/auth/verify-token',
  config: '/config',
  roles: (product: string) => `/${product}/roles/get`,
  defaultProduct: 'itam',
  /** The branches every signed-in page reads (the session saga, once the role is in). */
  locations: '/company/locations/dropdown',
  /** The subscription states under which protected screens show (LICENSE_OPEN_CODES). */
  openLicenses: ['NOT_REQUIRED', 'LICENSE_EXIST'],
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Requested-With': 'itam-web',
  },
} as const;

type ConfigGlobal = { __ITAM_CONFIG__?: { apiBase?: string } };

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(EARLY_NAMES.tokenKey) ?? null;
  } catch {
    return null;
  }
}

async function answerOf(response: Promise<Response>): Promise<EarlyAnswer> {
  try {
    const res = await response;
    const text = await res.text();
    let data: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        data = JSON.parse(text);
      } catch {
        // Not JSON after all: the client sees the text, as axios would have.
      }
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => (headers[name] = value));
    return { status: res.status, statusText: res.statusText, headers, data };
  } catch {
    return { status: 0, statusText: '', headers: {}, data: undefined };
  }
}

/** Where early requests go and the token they carry, once startEarlySession has run. */
let context: { base: string; authorization: string; early: Record<string, EarlyRequest> } | null =
  null;

/**
 * Sends `method path` (path under the API base, with its query) with the stored token and
 * leaves its answer for the kit's client; null before startEarlySession found a token.
 */
export function sendEarly(method: 'GET' | 'POST', path: string): EarlyRequest | null {
  if (!context) return null;
  const { base, authorization, early } = context;
  const request: EarlyRequest = {
    authorization,
    answer: answerOf(
      fetch(`${base}${path}`, {
        method,
        credentials: 'include',
        headers: { ...EARLY_NAMES.headers, Authorization: authorization },
        ...(method === 'POST' && { body: '{}' }),
      }),
    ),
  };
  early[`${method} ${path}`] = request;
  return request;
}

/**
 * Starts the session check, the config and then the role; returns the session check (null
 * without a stored token).
 */
export function startEarlySession(): EarlyRequest | null {
  const token = storedToken();
  context = null;
  if (!token) return null;
  const early: Record<string, EarlyRequest> = {};
  (globalThis as EarlyRequestsGlobal).__ITAM_EARLY__ = early;
  context = {
    base: (globalThis as ConfigGlobal).__ITAM_CONFIG__?.apiBase ?? '/api',
    authorization: `Bearer ${token}`,
    early,
  };
  const session = sendEarly('POST', EARLY_NAMES.verifyToken);
  void sendEarly('GET', EARLY_NAMES.config)?.answer.then((config) => {
    const slug = (config.data as { productSlug?: unknown } | undefined)?.productSlug;
    const product = typeof slug === 'string' && slug ? slug : EARLY_NAMES.defaultProduct;
    if (config.status === 200) sendEarly('GET', EARLY_NAMES.roles(encodeURIComponent(product)));
  });
  return session;
}

/** The company's modules in a session check's answer; none unless it succeeded. */
export function companyModulesOf(answer: EarlyAnswer): string[] {
  const data = answer.data as { type?: unknown; company?: { roles?: unknown } } | undefined;
  if (answer.status !== 200 || data?.type !== 'success') return [];
  const roles = data.company?.roles;
  return Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string')
    : [];
}

/** True when a successful session check says the subscription opens protected screens. */
export function licenseOpenIn(answer: EarlyAnswer): boolean {
  const code = (answer.data as { licenseCode?: unknown } | undefined)?.licenseCode;
  return answer.status === 200 && (EARLY_NAMES.openLicenses as readonly unknown[]).includes(code);
}

/** `/assets/edit/:assetId` → a pattern matching `/assets/edit/<one segment>`. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The remote's entry and the route serving `pathname`, as remoteEntryFor finds them. */
export interface ServedRoute {
  entry: RemoteManifestEntry;
  route: RouteEntry;
}

/**
 * The route serving `pathname` to a signed-in visitor of a company with `modules`, and its
 * remote's entry, if a remote serves it (a route of a module the company lacks: none, since
 * the remote of a module a company has not bought is never downloaded).
 */
export function servedRoute(
  manifest: unknown,
  pathname: string,
  modules: readonly string[],
): ServedRoute | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  for (const entry of Object.values(manifest as RemoteManifest)) {
    const routes = Array.isArray(entry?.routes) ? entry.routes : [];
    const route = routes.find(
      (route) =>
        route.owner !== 'shell' &&
        route.tables.some((table) => table !== 'not-logged-in') &&
        // One of `anyModule` (a screen two modules share), else `module` (isRouteEnabled's
        // rule, written out: this start-up chunk imports no contracts code).
        (route.anyModule?.length
          ? route.anyModule.some((m) => modules.includes(m))
          : !route.module || modules.includes(route.module)) &&
        pathPattern(route.path).test(pathname),
    );
    if (entry && route && typeof entry.entry === 'string') return { entry, route };
  }
  return null;
}

/** The entry of the remote serving `pathname` (servedRoute's), or null. */
export function remoteEntryFor(
  manifest: unknown,
  pathname: string,
  modules: readonly string[],
): string | null {
  return servedRoute(manifest, pathname, modules)?.entry.entry ?? null;
}

/** Asks the browser to download the remote entry serving this address now. */
export function preloadRemoteEntry(
  manifest: unknown,
  pathname: string,
  modules: readonly string[],
): void {
  const href = remoteEntryFor(manifest, pathname, modules);
  if (href) preloadScripts([href]);
}

/**
 * `<link rel="preload" as="script">` for each address of this origin (a path, not `//`):
 * downloads only; the federation runtime and webpack's loader run them when needed.
 */
export function preloadScripts(hrefs: readonly string[]): void {
  // index.html already hints the start's files (start-preload.ts): one hint per file.
  const hinted = new Set(
    [...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of new Set(hrefs)) {
    if (!/^\/(?!\/)/.test(href) || hinted.has(href)) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    document.head.appendChild(link);
  }
}
