/**
 * The Content-Security-Policy of every response. Scripts only from this origin, the
 * origins remotes.json names and the configured support chat, plus the inline scripts of
 * the built HTML pages by their SHA-256 hashes, and WebAssembly compiled from those
 * ('wasm-unsafe-eval', for the scanner's code reader; never eval); styles from this origin, the pages' inline
 * styles by their hashes and the `<style>` elements the app creates at run time (antd's
 * and the kit's) by a per-response nonce; connections to this origin, those remotes and
 * the configured telemetry hosts only (POSTHOG_HOST, the Sentry DSN's host, the chat's),
 * and with FILE_STORE=s3 the bucket the browser PUTs uploaded files to.
 *
 * A page-level `window.__ITAM_CONFIG__.telemetry` (or `apiBase`) that points at a host the
 * server was not configured with is refused by the browser: configure it on the server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CSP_NONCE_META,
  DEFAULT_POSTHOG_HOST,
  isSupportChatProvider,
  SUPPORT_CHAT_CSP,
  type CspFetchDirective,
  type CspSources,
} from '@itam/shared/contracts';

declare module 'fastify' {
  interface FastifyReply {
    /** The inline content of the HTML page this reply sends; null for anything else. */
    cspPage: PageSources | null;
  }
}

export const CSP_HEADER = 'content-security-policy';

/** What an HTML page runs inline, as CSP hash sources, and the nonce of its run-time styles. */
export interface PageSources {
  /** `'sha256-…'` of each inline `<script>`. */
  scripts: string[];
  /** `'sha256-…'` of each `<style>` element. */
  styles: string[];
  /** `'sha256-…'` of each `style="…"` attribute (allowed with 'unsafe-hashes'). */
  styleAttributes: string[];
  nonce?: string;
}

type Directive = CspFetchDirective | 'default-src' | 'object-src' | 'base-uri' | 'form-action';

const SELF = "'self'";
const WASM = "'wasm-unsafe-eval'";

/**
 * The policy of this origin alone; services and remotes add to it. A fetch directive not
 * listed falls back to default-src; one a service adds to starts from default-src's list.
 */
const BASE: Partial<Record<Directive, readonly string[]>> = {
  'default-src': [SELF],
  // 'wasm-unsafe-eval' lets a page compile WebAssembly it loaded from an allowed origin (the
  // scanner's code reader, ZXing, where the browser has no BarcodeDetector); not eval().
  'script-src': [SELF, WASM],
  'style-src': [SELF],
  // blob: and data: for image previews and the favicon; data: fonts inlined by libraries.
  'img-src': [SELF, 'data:', 'blob:'],
  'font-src': [SELF, 'data:'],
  'connect-src': [SELF],
  'object-src': ["'none'"],
  'base-uri': [SELF],
  // The test gateway's forms post here; Razorpay's checkout is a link, not a form.
  'form-action': [SELF],
};

/** Directives without fallback, always sent after the fetch directives. */
const TAIL = "frame-ancestors 'none'";

/**
 * `scheme://host[:port]` of an http(s) or ws(s) URL, or null. Only plain host names and
 * IP addresses: whatever ends up in the header cannot add a directive of its own.
 */
export function sourceOrigin(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return null;
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null;
  return `${url.protocol}//${url.host}`;
}

/** What the browser may load for the telemetry the server serves in GET /api/config. */
export function telemetrySources(telemetry: Record<string, unknown>): CspSources {
  const connect: string[] = [];
  if (telemetry.posthogKey) {
    const host = sourceOrigin(telemetry.posthogHost) ?? sourceOrigin(DEFAULT_POSTHOG_HOST);
    if (host) connect.push(host);
  }
  const sentry = telemetry.sentryDsn ? sourceOrigin(telemetry.sentryDsn) : null;
  if (sentry) connect.push(sentry);
  const chat = telemetry.supportChatProvider;
  const chatSources: CspSources =
    isSupportChatProvider(chat) && telemetry.supportChatId ? SUPPORT_CHAT_CSP[chat] : {};
  return mergeSources(chatSources, { 'connect-src': connect });
}

/** The origins other than this one that remotes.json loads remotes from. */
export function remoteOrigins(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const here = 'http://this-origin.invalid';
  const origins = new Set<string>();
  for (const remote of Object.values(manifest as Record<string, unknown>)) {
    const entry = (remote as { entry?: unknown } | null)?.entry;
    const origin = sourceOrigin(entry, here);
    if (origin && origin !== here) origins.add(origin);
  }
  return [...origins];
}

function mergeSources(...all: CspSources[]): CspSources {
  const out: Partial<Record<CspFetchDirective, string[]>> = {};
  for (const sources of all) {
    for (const [directive, list] of Object.entries(sources) as [CspFetchDirective, string[]][]) {
      out[directive] = [...new Set([...(out[directive] ?? []), ...list])];
    }
  }
  return out;
}

/** The policy for given extra sources, and for an HTML page its inline content. */
export function buildPolicy(extra: CspSources, page?: PageSources | null): string {
  const directives = new Map<string, string[]>(
    Object.entries(BASE).map(([name, list]) => [name, [...list]]),
  );
  const add = (name: Directive, sources: readonly string[]) => {
    const list = directives.get(name) ?? [...BASE['default-src']!];
    directives.set(name, [...list, ...sources]);
  };
  for (const [name, sources] of Object.entries(extra) as [CspFetchDirective, string[]][])
    if (sources.length) add(name, sources);
  if (page) {
    add('script-src', page.scripts);
    // Next to a nonce or a hash a browser ignores 'unsafe-inline': add none when a
    // service (the support chat) needs inline styles.
    if (!directives.get('style-src')!.includes("'unsafe-inline'")) {
      add('style-src', page.nonce ? [`'nonce-${page.nonce}'`, ...page.styles] : page.styles);
      if (page.styleAttributes.length)
        add('style-src', ["'unsafe-hashes'", ...page.styleAttributes]);
    }
  }
  const parts = [...directives].map(([name, list]) => `${name} ${[...new Set(list)].join(' ')}`);
  return [...parts, TAIL].join('; ');
}

/** A CSP hash source of a script or style text, as the browser hashes it (UTF-8). */
export function hashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** 128 random bits, base64: a fresh one for every HTML response. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

const RAW_TEXT = /<(script|style)\b((?:"[^"]*"|'[^']*'|[^'">])*)>([\s\S]*?)<\/\1\s*>/gi;
const TAG = /<[a-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>/gi;
const STYLE_ATTR = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character references in an attribute value, as the HTML parser resolves them. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (ref, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? ref;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}

/** The HTML parser turns CR LF and lone CR into LF before anything else. */
const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * The inline scripts, `<style>` elements and `style` attributes of a trusted HTML page
 * (the build's own files: never a page that carries user input), as hash sources.
 */
export function inlineSourcesOf(html: string): PageSources {
  const text = normalizeNewlines(html);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const [, tag, attrs, body] of text.matchAll(RAW_TEXT)) {
    if (tag!.toLowerCase() === 'style') styles.add(hashSource(body!));
    else if (!/\ssrc\s*=/i.test(attrs!)) scripts.add(hashSource(body!));
  }
  for (const [tag] of text.replace(RAW_TEXT, '').matchAll(TAG)) {
    for (const [, dq, sq, bare] of tag.matchAll(STYLE_ATTR))
      styleAttributes.add(hashSource(decodeAttribute(dq ?? sq ?? bare ?? '')));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** The page with its style nonce for the browser code (first thing in `<head>`). */
export function withNonceMeta(html: string, nonce: string): string {
  const meta = `<meta property="${CSP_NONCE_META}" nonce="${nonce}">`;
  const anchor =
    /<head\b(?:"[^"]*"|'[^']*'|[^'">])*>/i.exec(html) ?? /^\s*<!doctype[^>]*>/i.exec(html);
  if (!anchor) return meta + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

export interface CspOptions {
  /** The telemetry GET /api/config serves (the environment's and PUBLIC_CONFIG's). */
  telemetry: Record<string, unknown>;
  /** The served web root (its remotes.json), or null when no web apps are served. */
  webRoot: string | null;
  /** Where the browser sends uploaded files itself (the bucket's origin when FILE_STORE=s3). */
  uploadOrigins?: readonly string[];
}

/**
 * The policy of this server. remotes.json is read at start and again, when it changed,
 * before each HTML page, so pointing a remote elsewhere applies without a restart, like
 * every other file of the web root.
 */
export class ContentSecurityPolicy {
  private readonly services: CspSources;
  private remotesStamp = '';
  private remotes: string[] = [];
  private base = '';

  constructor(private readonly options: CspOptions) {
    this.services = mergeSources(telemetrySources(options.telemetry), {
      'connect-src': (options.uploadOrigins ?? []).flatMap((o) => sourceOrigin(o) ?? []),
    });
    this.refreshRemotes();
    this.base = buildPolicy(this.extra());
  }

  /** The header for a response: an HTML page's (with its inline sources) or the base policy. */
  header(page?: PageSources | null): string {
    if (!page) return this.base;
    if (this.refreshRemotes()) this.base = buildPolicy(this.extra());
    return buildPolicy(this.extra(), page);
  }

  private extra(): CspSources {
    const remotes = this.remotes;
    return mergeSources(this.services, {
      'script-src': remotes,
      'connect-src': remotes,
      'img-src': remotes,
      'font-src': remotes,
    });
  }

  /** Re-reads remotes.json if it changed; true when the origins did. */
  private refreshRemotes(): boolean {
    if (!this.options.webRoot) return false;
    const file = path.join(this.options.webRoot, 'remotes.json');
    let stamp = 'missing';
    try {
      const stat = fs.statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No remotes.json: every remote is served from here.
    }
    if (stamp === this.remotesStamp) return false;
    this.remotesStamp = stamp;
    let origins: string[] = [];
    try {
      origins = stamp === 'missing' ? [] : remoteOrigins(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // Unreadable or not JSON: the shell cannot use it either; nothing to allow.
    }
    const changed = origins.join(' ') !== this.remotes.join(' ');
    this.remotes = origins;
    return changed;
  }
}

/** The CSP header on every response; a route sending an HTML page sets `reply.cspPage`. */
export function registerContentSecurityPolicy(
  app: FastifyInstance,
  csp: ContentSecurityPolicy,
): void {
  app.decorateReply('cspPage', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(CSP_HEADER, csp.header(reply.cspPage));
    return payload;
  });
}
