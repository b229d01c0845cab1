/**
 * The worker thread that owns PGlite (started by pglite-thread.ts; bundled as
 * dist/pglite-worker.cjs). It opens the database, LISTENs on the given channels
 * before any other statement, then answers each request message on the same port.
 * A notification is posted from PGlite's listener, which PGlite calls (as a
 * microtask) while the statement that caused it is still being answered, so the
 * notification precedes that statement's result on the port.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { RowsResult } from './pglite-dialect';
import {
  serializeError,
  type ThreadMessage,
  type ThreadOptions,
  type ThreadRequest,
} from './pglite-thread';
import { TYPE_PARSERS } from './type-parsers';

const rowsOf = ({ rows, affectedRows }: RowsResult): RowsResult => ({ rows, affectedRows });

async function answer(pglite: PGlite, request: ThreadRequest): Promise<ThreadMessage> {
  try {
    switch (request.op) {
      case 'exec': {
        const results = await pglite.exec(request.sql, { rowMode: 'object' });
        return { kind: 'result', id: request.id, value: results.map(rowsOf) };
      }
      case 'query': {
        const result = await pglite.query(request.sql, request.params, { rowMode: 'object' });
        return { kind: 'result', id: request.id, value: rowsOf(result) };
      }
      case 'close':
        if (!pglite.closed) await pglite.close();
        return { kind: 'result', id: request.id, value: null };
    }
  } catch (err) {
    return { kind: 'error', id: request.id, error: serializeError(err) };
  }
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs as a worker thread');
  const options = workerData as ThreadOptions;
  const post = (message: ThreadMessage) => port.postMessage(message);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir
        ? { loadDataDir: new Blob([await fs.promises.readFile(options.loadDataDir)]) }
        : {}),
      extensions: { pg_trgm },
      parsers: TYPE_PARSERS,
    });
    for (const channel of options.channels) {
      await pglite.listen(channel, (payload) => post({ kind: 'notification', channel, payload }));
    }
  } catch (err) {
    post({ kind: 'failed', error: serializeError(err) });
    return;
  }
  port.on('message', (request: ThreadRequest) => {
    void answer(pglite, request).then(post);
  });
  post({ kind: 'ready' });
}

void main();
