/**
 * @jest-environment jsdom
 *
 * The hashes in an HTML page's Content-Security-Policy are those of the inline scripts,
 * `<style>` elements and `style` attributes the page really has, as an HTML parser reads
 * them (jsdom here; Chromium in e2e/tests/csp.spec.ts), and the page's nonce meta is the
 * header's style nonce. A tiny web root stands in for the build.
 */
/// <reference lib="dom" />
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearImmediate, setImmediate } from 'node:timers';
import Fastify, { type FastifyInstance } from 'fastify';
import { CSP_NONCE_META } from '@itam/shared/contracts';
import { registerStatic } from '../src/platform/static';
import {
  ContentSecurityPolicy,
  inlineSourcesOf,
  registerContentSecurityPolicy,
  withNonceMeta,
} from '../src/security/csp';

/** Like the built landing: head styles, React's escaped style attributes, an inline loader. */
const LANDING = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/>',
  '<meta name="description" content="a > b, &quot;quoted&quot;"/>',
  '<title>ITAM</title><style>html,\r\n body { margin: 0; }</style>',
  '<style data-precedence="default" data-href="itam-marketing">.mk{color:#06282a}</style>',
  '</head><body>',
  '<div id="itam-static"><a href="/" style="display:inline-flex;color:rgba(0,0,0,.88)">ITAM</a>',
  '<select style="font:inherit;font-family:&quot;Noto Sans&quot;, &#x27;x&#x27;;min-width:110px">',
  "<option>English</option></select><ul STYLE='list-style:none;padding:0'><li>one</li></ul>",
  '</div><div id="root" hidden></div>',
  '<script>(function (w, d, c) { if (1 < 2) d.body.dataset.x = "</div>"; })',
  '(window, document, {"scripts":["/main.1.js"],"beacon":"\\u003c/script>"});\r\n</script>',
  '<script src="/visit.2.js"></script><SCRIPT type="module">\nimport("/x.js");\n</SCRIPT>',
  '</body></html>',
].join('');

let webRoot: string;
let app: FastifyInstance;

// jsdom's globals leave out setImmediate, which Fastify's inject needs.
Object.assign(globalThis, { setImmediate, clearImmediate });

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-csp-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>ITAM</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webRoot, 'landing.html'), LANDING);
  app = Fastify();
  registerContentSecurityPolicy(app, new ContentSecurityPolicy({ telemetry: {}, webRoot }));
  await registerStatic(app, webRoot, { landing: true });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(header: string, name: string): string[] {
  const found = header.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

/** What a browser would run or apply inline, hashed, by parsing the page. */
function inlineContentOf(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...doc.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '');
  const styles = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '');
  const attributes = [...doc.querySelectorAll('[style]')].map((e) => e.getAttribute('style')!);
  return { doc, scripts, styles, attributes };
}

describe('the CSP hashes of an HTML page', () => {
  it('allows exactly the inline scripts, styles and style attributes the parsed page has', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-security-policy']);
    const page = inlineContentOf(res.body);
    expect(page.scripts).toHaveLength(2);
    expect(page.styles).toHaveLength(2);
    expect(page.attributes).toHaveLength(3);

    const scriptSrc = directive(header, 'script-src');
    expect(scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", ...page.scripts.map(sha256)]);
    const styleSrc = directive(header, 'style-src');
    const nonce = (
      page.doc.querySelector(`meta[property="${CSP_NONCE_META}"]`) as HTMLElement
    ).getAttribute('nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(styleSrc).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      ...page.styles.map(sha256),
      "'unsafe-hashes'",
      ...page.attributes.map(sha256),
    ]);
    expect(header).not.toContain("'unsafe-inline'");
  });

  it('puts the nonce meta first in <head>, keeping the page in standards mode', () => {
    for (const html of [
      LANDING,
      '<!DOCTYPE html><title>no head</title><p>x</p>',
      '<!doctype html>\n<html><head lang="en"><title>t</title></head></html>',
    ]) {
      const doc = new DOMParser().parseFromString(withNonceMeta(html, 'bm9uY2U='), 'text/html');
      expect(doc.compatMode).toBe('CSS1Compat');
      const first = doc.head.firstElementChild!;
      expect(first.getAttribute('property')).toBe(CSP_NONCE_META);
      expect(first.getAttribute('nonce')).toBe('bm9uY2U=');
    }
  });

  it('hashes nothing for a page without inline content', () => {
    expect(inlineSourcesOf('<!doctype html><script src="/a.js"></script><p>x</p>')).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
    });
  });
});
