/**
 * The built web apps at `/`. Entry files that name other files (index.html,
 * remoteEntry.js, remotes.json) must be revalidated on every load so a redeploy
 * shows at once; everything else is content-hashed and cached for a year.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const REVALIDATE = new Set(['remoteEntry.js', 'remotes.json', 'index.html']);

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
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

export async function registerStatic(
  app: FastifyInstance,
  webRoot: string,
  { landing }: StaticOptions,
): Promise<void> {
  const landingFile = path.join(webRoot, LANDING_FILE);
  // `/` for a browser: the landing if it is there (looked up per request, like every
  // file, so a redeploy applies at once), else the app's index.html.
  app.get('/', (request, reply) => {
    const html = (request.headers.accept ?? '').includes('text/html');
    if (landing && html && fs.existsSync(landingFile))
      return reply.code(200).header('cache-control', 'no-cache').sendFile(LANDING_FILE);
    return sendSpaIndex(reply);
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    // wildcard: files are looked up per request, so replacing a remote's files
    // deploys it without a restart.
    wildcard: true,
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}

/** A browser navigation to a client-side route: GET, not /api, no extension, wants HTML. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (path.posix.extname(pathname) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
}
