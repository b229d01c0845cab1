/**
 * The in-process server of the API benches (`fastify.inject`: routing, guard, validation,
 * SQL, JSON, no network) on an open database, and a seeded account's bearer header.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_LIMITS, type DatabaseConfig } from '../src/config';
import type { openDatabase } from '../src/db';
import { DEMO_PASSWORD } from '../src/seed/companies';

/** The app of bench `name` (its data folder under the temp dir) on `database`, opened as `db`. */
export function benchApp(
  name: string,
  database: DatabaseConfig,
  db: Awaited<ReturnType<typeof openDatabase>>,
): Promise<FastifyInstance> {
  return buildApp(
    {
      host: '127.0.0.1',
      port: 0,
      productSlug: 'itam',
      corsOrigins: [],
      webRoot: path.join(os.tmpdir(), 'itam-no-web-root'),
      dataDir: path.join(os.tmpdir(), `itam-bench-${name}`),
      database,
      jwtSecret: 'bench-secret-bench-secret-bench-secret-0123456789',
      jwtTtlSeconds: 3600,
      bodyLimit: 1024 * 1024,
      logLevel: 'silent',
      trustProxy: false,
      limits: { ...DEFAULT_LIMITS },
      publicConfig: {},
      listMemos: { search: true, pageCheckpoints: true },
    },
    { database: db },
  );
}

/** The bearer header of a seeded account (password Demo@12345). */
export async function bearerOf(
  app: FastifyInstance,
  email: string,
): Promise<{ authorization: string }> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login?requestType=verifyPassword',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.statusCode}`);
  return { authorization: `Bearer ${login.json().token as string}` };
}
