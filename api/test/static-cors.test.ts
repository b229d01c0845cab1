import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestDatabase, expectErrorBody, testConfig, type TestDatabase } from './helpers';

let testDb: TestDatabase;
let webRoot: string;
let app: FastifyInstance;
const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>ITAM</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webRoot, 'remoteEntry.js'), 'var remote = {};');
  fs.writeFileSync(path.join(webRoot, 'remotes.json'), '{"assets":"/mf-assets/remoteEntry.js"}');
  fs.writeFileSync(path.join(webRoot, 'about.html'), '<p>about</p>');
  fs.writeFileSync(
    path.join(webRoot, 'scanner-sw.js'),
    'self.addEventListener("fetch", () => {});',
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'main.3f9a1c.js'), bundle);
  testDb = await createTestDatabase();
  app = await buildApp(
    testConfig({ webRoot, database: testDb.config, corsOrigins: ['https://admin.example.com'] }),
    {
      database: testDb.database,
    },
  );
});
afterAll(async () => {
  fs.rmSync(webRoot, { recursive: true, force: true });
  await app?.close();
  await testDb?.drop();
});

describe('serving the web build', () => {
  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    ['/remoteEntry.js', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/about.html', 'no-cache'],
    ['/assets/main.3f9a1c.js', 'public, max-age=31536000, immutable'],
  ])('serves %s with cache-control %s', async (url, cacheControl) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves the scanner's service worker to be checked on every load, as a script of this origin", async () => {
    const res = await app.inject({ url: '/scanner-sw.js' });
    expect(res.statusCode).toBe(200);
    // A year's caching would keep a phone on an old worker (and its old files) for a year.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
    // Its scope (/scanner/) is under its path: no Service-Worker-Allowed; the CSP lets
    // this origin's workers run (worker-src falls back to script-src 'self').
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toMatch(/worker-src/);
    expect(csp).toMatch(/script-src 'self'/);
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    for (const url of ['/assets/edit/123', '/dashboard', '/account-settings/profile?tab=2']) {
      const res = await app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('does not fall back for files, non-HTML requests or /api', async () => {
    expectErrorBody(
      await app.inject({ url: '/assets/missing.4b2.js', headers: { accept: 'text/html' } }),
      404,
    );
    expectErrorBody(
      await app.inject({ url: '/dashboard', headers: { accept: 'application/json' } }),
      404,
    );
    expectErrorBody(
      await app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } }),
      404,
    );
    expectErrorBody(
      await app.inject({ method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } }),
      404,
    );
  });

  it('does not serve files outside the web root', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).not.toBe(200);
    }
  });

  it('compresses JS with brotli or gzip as the client accepts', async () => {
    const br = await app.inject({
      url: '/assets/main.3f9a1c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gz = await app.inject({
      url: '/assets/main.3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bundle);
  });

  it("sends the build's brotli copy of a file as that file, cached as that file", async () => {
    // Written at build time at quality 11 (scripts/lib/precompress.ts): not what the
    // server's own quality-5 compression would send, so the copy is what came.
    const copy = zlib.brotliCompressSync(Buffer.from(bundle), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    fs.writeFileSync(path.join(webRoot, 'assets', 'main.3f9a1c.js.br'), copy);
    fs.writeFileSync(
      path.join(webRoot, 'remoteEntry.js.br'),
      zlib.brotliCompressSync('var remote = {};'),
    );
    try {
      const res = await app.inject({
        url: '/assets/main.3f9a1c.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(copy)).toBe(true);
      // A file named to be checked on every load stays so when its copy is sent.
      const entry = await app.inject({
        url: '/remoteEntry.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(entry.headers['content-encoding']).toBe('br');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(entry.rawPayload).toString()).toBe('var remote = {};');
      // A client that takes no brotli gets the file itself, compressed as it is sent.
      const gz = await app.inject({
        url: '/assets/main.3f9a1c.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    } finally {
      fs.rmSync(path.join(webRoot, 'assets', 'main.3f9a1c.js.br'));
      fs.rmSync(path.join(webRoot, 'remoteEntry.js.br'));
    }
  });
});

describe('the pre-rendered landing at /', () => {
  const landingHtml = '<!doctype html><title>Landing</title><div id="itam-static"></div>';
  beforeAll(() => fs.writeFileSync(path.join(webRoot, 'landing.html'), landingHtml));
  afterAll(() => fs.rmSync(path.join(webRoot, 'landing.html')));

  it('serves it for a browser at /, without caching; other paths and non-HTML requests get the app', async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    // With the page's style nonce (see csp.test.ts) written in.
    expect(home.body.replace(/<meta property="csp-nonce" nonce="[^"]+">/, '')).toBe(landingHtml);
    const pricing = await app.inject({ url: '/pricing', headers: { accept: 'text/html' } });
    expect(pricing.body).toContain('<div id="root">');
    const plain = await app.inject({ url: '/', headers: { accept: '*/*' } });
    expect(plain.body).toContain('<div id="root">');
  });

  it('serves the app instead when a telemetry service is configured (it needs the app at once)', async () => {
    const testDb2 = await createTestDatabase();
    const withTelemetry = await buildApp(
      testConfig({
        webRoot,
        database: testDb2.config,
        telemetry: { sentryDsn: 'https://key@errors.example.test/1' },
      }),
      { database: testDb2.database },
    );
    try {
      const home = await withTelemetry.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root">');
    } finally {
      await withTelemetry.close();
      await testDb2.drop();
    }
  });
});

describe('CORS', () => {
  it('allows only the listed origins, with credentials', async () => {
    const allowed = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://admin.example.com' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflights for listed origins', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/assets/get-assets',
      headers: {
        origin: 'https://admin.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com');
  });

  it('sends no CORS headers at all by default (same-origin only)', async () => {
    const plain = await buildApp(testConfig({ database: testDb.config }), {
      database: testDb.database,
    });
    try {
      const res = await plain.inject({
        url: '/api/health',
        headers: { origin: 'https://admin.example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      // Without a web root there is nothing at / either.
      expectErrorBody(await plain.inject({ url: '/', headers: { accept: 'text/html' } }), 404);
    } finally {
      await plain.close();
    }
  });
});
