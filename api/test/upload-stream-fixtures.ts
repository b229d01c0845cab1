/**
 * Set-up of the streamed upload suite (issue 33): a world on local disk or on a real
 * S3-protocol server, listening on a port (a body can be sent in part, over real HTTP),
 * its file store's keys, a ticket of the demo employee and a vendor's link with a file
 * question.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openFileStore, type FileStore } from '../src/platform/file-store';
import { bearer, login } from './helpers';
import { startTestBucket, type TestBucket } from './s3-server';
import { evidenceLink, vendorWorld, type VendorWorld } from './vendor-fixtures';

export interface StreamWorld {
  world: VendorWorld;
  store: FileStore;
  port: number;
  employee: string;
  close(): Promise<void>;
}

export async function streamWorld(backend: 'local' | 's3'): Promise<StreamWorld> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-streamed-'));
  const bucket: TestBucket | null = backend === 's3' ? await startTestBucket() : null;
  const fileStore = bucket?.config;
  const world = await vendorWorld({ uploadsDir, ...(fileStore ? { fileStore } : {}) });
  await world.env.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = world.env.app.server.address() as AddressInfo;
  const store = openFileStore({
    dataDir: uploadsDir,
    uploadsDir,
    ...(fileStore ? { fileStore } : {}),
  });
  return {
    world,
    store,
    port,
    employee: await login(world.env.app, 'employee@demo.test'),
    async close() {
      await world.env.close();
      await store.close();
      await bucket?.stop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Every key in the store, placed or staged. */
export async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys.sort();
}

export interface Answer {
  status: number;
  body: unknown;
}

const answerOf = (res: http.IncomingMessage): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('error', reject);
    res.on('end', () =>
      resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
    );
  });

/**
 * Sends the headers (a Content-Length) and only the first bytes of the body, then waits:
 * an answer that comes is one given without the rest of the body; none in time rejects.
 */
export function postPart(
  port: number,
  url: string,
  headers: Record<string, string | number>,
  first: Buffer,
  waitMs = 5000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: url, headers });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error('No answer before the whole body was sent'));
    }, waitMs);
    request.on('response', (res) =>
      answerOf(res).then((answer) => {
        clearTimeout(timer);
        request.destroy();
        resolve(answer);
      }, reject),
    );
    // The server may close the connection once it answered: not this test's failure.
    request.on('error', () => undefined);
    request.write(first);
  });
}

/** Sends the body in chunks of no announced length (Transfer-Encoding: chunked). */
export function postChunked(
  port: number,
  url: string,
  headers: Record<string, string>,
  chunks: Buffer[],
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: url, headers });
    request.on('response', (res) => answerOf(res).then(resolve, reject));
    request.on('error', reject);
    const next = (i: number): void => {
      if (i === chunks.length) return void request.end();
      if (request.write(chunks[i]!)) next(i + 1);
      else request.once('drain', () => next(i + 1));
    };
    next(0);
  });
}

/** Starts a body, then hangs up half way. */
export function abandon(
  port: number,
  url: string,
  headers: Record<string, string | number>,
  first: Buffer,
) {
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: url, headers });
  request.on('error', () => undefined);
  request.write(first, () => setTimeout(() => request.destroy(), 100));
}

/** A ticket raised by the demo employee on their own asset. */
export async function raiseTicket(world: StreamWorld): Promise<string> {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    world.world.env.app.inject({
      method,
      url: `/api/incidents${url}`,
      headers: bearer(world.employee),
      ...(payload ? { payload } : {}),
    });
  const assets = (await call('GET', '/assets')).json().assets as { _id: string; mine: boolean }[];
  const body = {
    title: 'Screen flickers',
    description: 'Since the update',
    urgency: 3,
    impact: 3,
    assetId: assets.find((a) => a.mine)!._id,
  };
  const res = await call('POST', '/tickets', body);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().ticket._id as string;
}

/** A vendor's link to a form with a file question (q2) and a text one (q1): its token. */
export async function vendorLink({ world }: StreamWorld): Promise<string> {
  return (await evidenceLink(world.admin)).token;
}
