/**
 * The Content-Security-Policy on every kind of response (HTML pages, the landing, assets,
 * API JSON, errors, 404s, the test gateway's page), what configured services and remotes
 * add to it, and source maps that are never served.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { createTestDatabase, freshAddress, testConfig, type TestDatabase } from './helpers';

const LOADER = '(function(){document.body.dataset.started="1"})();';
/** WebAssembly compilation (the scanner's ZXing reader), not eval. */
const WASM = "'wasm-unsafe-eval'";
const LANDING =
  '<!doctype html><html><head><title>Landing</title><style>body{margin:0}</style></head>' +
  '<body><div id="itam-static"><ul style="list-style:none;padding:0"></ul></div>' +
  `<div id="root" hidden></div><script>${LOADER}</script></body></html>`;
const INDEX =
  '<!doctype html><html><head><title>ITAM</title><style>html{margin:0}</style></head>' +
  '<body><div id="root"></div><script defer src="/main.1a2b.js"></script></body></html>';
const MANIFEST = { assets: { name: 'mf_assets', entry: '/remotes/assets/remoteEntry.js' } };

let webRoot: string;
const open: { app: FastifyInstance; db: TestDatabase }[] = [];

async function startApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const db = await createTestDatabase();
  const app = await buildApp(testConfig({ webRoot, database: db.config, ...overrides }), {
    database: db.database,
  });
  open.push({ app, db });
  return app;
}

beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-csp-web-'));
  fs.mkdirSync(path.join(webRoot, 'remotes/assets'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webRoot, 'landing.html'), LANDING);
  fs.writeFileSync(path.join(webRoot, 'main.1a2b.js'), 'console.log(1);');
  fs.writeFileSync(path.join(webRoot, 'main.1a2b.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(webRoot, 'remotes/assets/remoteEntry.js'), 'var mf_assets;');
  fs.writeFileSync(path.join(webRoot, 'remotes/assets/remoteEntry.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(webRoot, 'remotes.json'), JSON.stringify(MANIFEST));
});
afterAll(async () => {
  for (const { app, db } of open) {
    await app.close();
    await db.drop();
  }
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The header as directive name → sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every response's policy holds, whatever it is. */
function expectStrictBase(policy: Map<string, string[]>): void {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')?.slice(0, 2)).toEqual(["'self'", WASM]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
}

const html = { accept: 'text/html' };

describe('the Content-Security-Policy of every response', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });

  it('API JSON, an error, a 404 and an asset get the base policy: no inline script or style', async () => {
    const responses = [
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/assets/get-assets' }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login?requestType=verifyPassword',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
        remoteAddress: freshAddress(),
      }),
      await app.inject({ url: '/api/nope' }),
      await app.inject({ url: '/missing.4b2.js', headers: html }),
      await app.inject({ url: '/main.1a2b.js' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 400, 404, 404, 200]);
    for (const res of responses) {
      const policy = policyOf(res);
      expectStrictBase(policy);
      expect(policy.get('script-src')).toEqual(["'self'", WASM]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
    }
  });

  it('the app page (index.html and client-side routes): its inline style by hash, a fresh nonce per response', async () => {
    const nonces = new Set<string>();
    for (const url of ['/index.html', '/dashboard', '/assets/edit/7']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const policy = policyOf(res);
      expectStrictBase(policy);
      expect(policy.get('script-src')).toEqual(["'self'", WASM]);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      expect(policy.get('style-src')).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
        sha256('html{margin:0}'),
      ]);
      expect(res.body.replace(/<meta property="csp-nonce" nonce="[^"]+">/, '')).toBe(INDEX);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  it('the pre-rendered landing: its inline loader by hash, its style attributes with unsafe-hashes', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<script>${LOADER}</script>`);
    const policy = policyOf(res);
    expectStrictBase(policy);
    expect(policy.get('script-src')).toEqual(["'self'", WASM, sha256(LOADER)]);
    const nonce = /nonce="([^"]+)"/.exec(res.body)![1];
    expect(policy.get('style-src')).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      sha256('body{margin:0}'),
      "'unsafe-hashes'",
      sha256('list-style:none;padding:0'),
    ]);
  });

  it("the test gateway's page: its stylesheet by hash", async () => {
    const res = await app.inject({
      url: '/api/itam/open-api/test-gateway/test_order_000000000000000000000000',
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const css = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    const policy = policyOf(res);
    expectStrictBase(policy);
    expect(policy.get('script-src')).toEqual(["'self'", WASM]);
    expect(policy.get('style-src')).toEqual(["'self'", sha256(css)]);
  });

  it('serves no source map, at any path or spelling', async () => {
    for (const url of [
      '/main.1a2b.js.map',
      '/remotes/assets/remoteEntry.js.map',
      '/main.1a2b.js.MAP',
      '/main.1a2b.js%2emap',
    ]) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"version":3');
      expectStrictBase(policyOf(res));
    }
    // The files next to them are served.
    expect((await app.inject({ url: '/remotes/assets/remoteEntry.js' })).statusCode).toBe(200);
  });
});

describe('what configuration adds to the policy', () => {
  afterEach(() => fs.writeFileSync(path.join(webRoot, 'remotes.json'), JSON.stringify(MANIFEST)));

  it.each([
    [
      'MinIO by its endpoint',
      { endpoint: 'https://minio.example.test:9000', forcePathStyle: true },
      'https://minio.example.test:9000',
    ],
    [
      'AWS S3 of the region',
      { forcePathStyle: false },
      'https://itam-files.s3.eu-west-1.amazonaws.com',
    ],
  ])(
    'with FILE_STORE=s3 the bucket the browser PUTs uploads to (%s)',
    async (_name, where, origin) => {
      const credentials = { accessKeyId: 'key', secretAccessKey: 'secret' };
      const fileStore = {
        kind: 's3' as const,
        bucket: 'itam-files',
        region: 'eu-west-1',
        credentials,
        ...where,
      };
      const app = await startApp({ fileStore });
      for (const url of ['/dashboard', '/api/health']) {
        const policy = policyOf(await app.inject({ url, headers: html }));
        expect(policy.get('connect-src')).toEqual(["'self'", origin]);
        expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      }
    },
  );

  it('the configured telemetry hosts only, and the support chat with the inline styles it needs', async () => {
    const app = await startApp({
      telemetry: {
        posthogKey: 'phc_key',
        posthogHost: 'https://eu.i.posthog.com',
        sentryDsn: 'https://public@o42.ingest.sentry.io/7',
        supportChatProvider: 'crisp',
        supportChatId: 'site-1',
      },
    });
    const res = await app.inject({ url: '/dashboard', headers: html });
    const policy = policyOf(res);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://eu.i.posthog.com',
        'https://o42.ingest.sentry.io',
        'wss://client.relay.crisp.chat',
      ]),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      WASM,
      'https://client.crisp.chat',
      'https://settings.crisp.chat',
    ]);
    // The chat's inline styles: 'unsafe-inline', with no nonce or hash that would void it.
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://client.crisp.chat',
    ]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:', 'https://client.crisp.chat']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // API answers carry the same hosts.
    expect(policyOf(await app.inject({ url: '/api/health' })).get('connect-src')).toEqual(
      policy.get('connect-src'),
    );
  });

  it('PUBLIC_CONFIG telemetry hosts count too; a value that is not a plain origin adds nothing', async () => {
    const app = await startApp({
      publicConfig: {
        telemetry: {
          posthogKey: 'phc_key',
          posthogHost: "https://x.test; script-src 'unsafe-inline'",
          sentryDsn: 'https://key@errors.example.test:8443/3',
        },
      },
    });
    const policy = policyOf(await app.inject({ url: '/api/health' }));
    // posthog falls back to its default host, as the browser's settings do.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://us.i.posthog.com',
      'https://errors.example.test:8443',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'", WASM]);
  });

  it('remotes.json origins other than this one, re-read when the file changes', async () => {
    const app = await startApp();
    const before = policyOf(await app.inject({ url: '/dashboard', headers: html }));
    expect(before.get('script-src')).toEqual(["'self'", WASM]);
    fs.writeFileSync(
      path.join(webRoot, 'remotes.json'),
      JSON.stringify({
        ...MANIFEST,
        vendors: { name: 'mf_vendors', entry: 'https://cdn.example.test/vendors/remoteEntry.js' },
        shop: { name: 'mf_shop', entry: 'https://cdn.example.test:9443/shop/remoteEntry.js' },
      }),
    );
    const after = policyOf(await app.inject({ url: '/dashboard', headers: html }));
    for (const directive of ['script-src', 'connect-src', 'img-src', 'font-src'])
      expect(after.get(directive)).toEqual(
        expect.arrayContaining(['https://cdn.example.test', 'https://cdn.example.test:9443']),
      );
    expect(after.get('default-src')).toEqual(["'self'"]);
  });
});
