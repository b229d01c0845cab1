/**
 * uploadWithTicket in the browser (jsdom's XMLHttpRequest, CORS included) against a real
 * HTTP server on the loopback address that stands where the bucket and the API's confirm
 * address are: the PUT goes where the ticket says with its headers and no token, then the
 * confirm POST, whose answer is returned; a refused PUT is an ApiError and nothing is confirmed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JWT_TOKEN_KEY } from '../../contracts';
import { uploadWithTicket } from '../upload-to-presigned-url';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-methods', 'PUT, POST');
      res.setHeader('access-control-allow-headers', 'content-type');
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'OPTIONS')
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.method === 'OPTIONS') res.end();
      else if (req.url?.startsWith('/refuse')) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: 'Signature does not match' }));
      } else if (req.method === 'POST') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'success', image: { _id: 'img-1' } }));
      } else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  localStorage.setItem(JWT_TOKEN_KEY, 'secret-token');
});

it('PUTs the file where the ticket says with its headers, then confirms and answers', async () => {
  const file = new Blob(['the bytes of an image'], { type: 'image/png' });
  const progress: number[] = [];
  const answer = await uploadWithTicket(
    {
      upload: {
        method: 'PUT',
        url: `${origin}/bucket/incoming/c/f?X-Amz-Signature=abc`,
        headers: { 'Content-Type': 'image/png' },
      },
      confirmUrl: `${origin}/api/uploads/token-1`,
    },
    file,
    { onProgress: (fraction) => progress.push(fraction) },
  );
  expect(answer).toEqual({ type: 'success', image: { _id: 'img-1' } });
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
    'PUT /bucket/incoming/c/f?X-Amz-Signature=abc',
    'POST /api/uploads/token-1',
  ]);
  expect(seen[0]!.headers['content-type']).toBe('image/png');
  expect(seen[0]!.body).toBe('the bytes of an image');
  for (const request of seen) expect(JSON.stringify(request.headers)).not.toContain('secret-token');
});

it('throws an ApiError for a refused PUT and does not confirm', async () => {
  const file = new Blob(['x'], { type: 'image/png' });
  await expect(
    uploadWithTicket(
      {
        upload: {
          method: 'PUT',
          url: `${origin}/refuse`,
          headers: { 'Content-Type': 'image/png' },
        },
        confirmUrl: `${origin}/api/uploads/token-2`,
      },
      file,
    ),
  ).rejects.toMatchObject({ status: 403 });
  expect(seen.map((s) => s.method)).toEqual(['PUT']);
});
