/**
 * The built web apps at `/`. Entry files that name other files (index.html,
 * remoteEntry.js, remotes.json) and the service workers (scanner-sw.js, app-sw.js) must be
 * revalidated on every load so a redeploy shows at once; everything else is
 * content-hashed and cached for a year.
 * The HTML pages of the web root's top level go out with their Content-Security-Policy
 * (the hashes of their inline script and styles, a fresh style nonce); source maps stay
 * private (the build writes them outside the web root; a stray one is refused too).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http-errors';
import { inlineSourcesOf, newNonce, withNonceMeta, type PageSources } from '../security/csp';

/** The scanner's service worker: a fixed name, checked for a new build on every load. */
export const SCANNER_WORKER_FILE = 'scanner-sw.js';
/** The signed-in app's service worker (shell/src/offline/app-sw.ts), checked the same way. */
export const APP_WORKER_FILE = 'app-sw.js';

const REVALIDATE = new Set([
  'remoteEntry.js',
  'remotes.json',
  'index.html',
  SCANNER_WORKER_FILE,
  APP_WORKER_FILE,
]);

export function cacheControlFor(filePath: string): string {
  // A brotli copy (`remoteEntry.js.br`) is cached as the file it stands for.
  const base = path.basename(filePath).replace(/\.br$/, '');
  return REVALIDATE.has(base) || base.endsWith('.html')
    ? 'no-cache'
    : 'public, max-age=31536000, immutable';
}

export function webRootExists(webRoot: string): boolean {
  try {
    return fs.statSync(path.join(webRoot, 'index.html')).isFile();
  } catch {
    return false;
  }
}

/** The pre-rendered landing page of `/` (scripts/build-landing.tsx), when the build made one. */
export const LANDING_FILE = 'landing.html';

export interface StaticOptions {
  /**
   * Serve the pre-rendered landing for `/`. Off when a telemetry service is configured:
   * page views, error reporting and the support chat need the app running from the start.
   */
  landing: boolean;
}

/** An HTML page of the web root as last read, with the CSP sources of its inline content. */
interface Page {
  stamp: string;
  html: string;
  sources: PageSources;
}

/** The top-level HTML pages, re-read when a file changed (a redeploy applies at once). */
class HtmlPages {
  private readonly pages = new Map<string, Page>();

  constructor(private readonly webRoot: string) {}

  read(file: string): Page | null {
    const full = path.join(this.webRoot, file);
    let stamp: string;
    try {
      const stat = fs.statSync(full);
      if (!stat.isFile()) return null;
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const known = this.pages.get(file);
    if (known?.stamp === stamp) return known;
    const html = fs.readFileSync(full, 'utf8');
    const page = { stamp, html, sources: inlineSourcesOf(html) };
    this.pages.set(file, page);
    return page;
  }
}

/** A page with a nonce of its own; no validators, since the body differs every time. */
function sendPage(reply: FastifyReply, page: Page): FastifyReply {
  const nonce = newNonce();
  reply.cspPage = { ...page.sources, nonce };
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(withNonceMeta(page.html, nonce));
}

/** What the rest of the server sends from the web root. */
export interface StaticSite {
  /** The app's index.html (client-side routes). */
  sendIndex(reply: FastifyReply): FastifyReply;
}

export async function registerStatic(
  app: FastifyInstance,
  webRoot: string,
  { landing }: StaticOptions,
): Promise<StaticSite> {
  const pages = new HtmlPages(webRoot);
  const sendNamed = (reply: FastifyReply, file: string) => {
    const page = pages.read(file);
    return page ? sendPage(reply, page) : reply.code(404).send(errorBody('Not found'));
  };
  const site: StaticSite = { sendIndex: (reply) => sendNamed(reply, 'index.html') };
  // `/` for a browser: the landing if it is there (looked up per request, like every
  // file, so a redeploy applies at once), else the app's index.html.
  app.get('/', async (request, reply) => {
    const html = (request.headers.accept ?? '').includes('text/html');
    const page = landing && html ? pages.read(LANDING_FILE) : null;
    return page ? sendPage(reply, page) : site.sendIndex(reply);
  });
  app.get<{ Params: { page: string } }>('/:page.html', async (request, reply) =>
    /^[\w-]+$/.test(request.params.page)
      ? sendNamed(reply, `${request.params.page}.html`)
      : reply.callNotFound(),
  );
  await app.register(fastifyStatic, {
    root: webRoot,
    // wildcard: files are looked up per request, so replacing a remote's files
    // deploys it without a restart.
    wildcard: true,
    index: false,
    redirect: false,
    cacheControl: false,
    // The build's brotli copies (`<file>.br`, scripts/lib/precompress.ts), to browsers that
    // accept them; other files are compressed as they are sent.
    preCompressed: true,
    dotfiles: 'ignore',
    allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  return site;
}

/** A browser navigation to a client-side route: GET, not /api, no extension, wants HTML. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (path.posix.extname(pathname) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}
