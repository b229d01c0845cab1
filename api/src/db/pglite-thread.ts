/**
 * PGlite in a worker thread of its own (pglite-worker.ts), spoken to by messages.
 *
 * PGlite is PostgreSQL compiled to WebAssembly: a statement runs synchronously on
 * the thread that owns the instance, and its promises resolve as microtasks. On the
 * server's main thread, queued requests then ran back to back without returning to
 * the event loop: under 200 concurrent clients each turn of the loop took ~200 ms,
 * new connections were accepted a few a second and waited up to 10 s for a first
 * byte (api/README.md, Performance). Here the main thread only sends a statement
 * and gets its rows back as a message, so it keeps accepting connections, parsing
 * requests and answering while the database works on the other core.
 *
 * The driver (pglite-dialect.ts) still hands out this one connection behind its
 * mutex, so transactions never interleave. Notifications the thread receives are
 * posted before the answer of the statement that caused them, so a change made
 * through this process is delivered before the writing query resolves (change-feed.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGliteClient, RowsResult } from './pglite-dialect';

export interface ThreadOptions {
  /** Data directory; null: in memory. */
  dataDir: string | null;
  /** In memory only: start from this tarball of a data directory (PGlite's dumpDataDir). */
  loadDataDir?: string;
  /** LISTEN on these channels before any other statement. */
  channels: string[];
}

/** A PostgreSQL error as fields (code, constraint, detail, ...): structured clone keeps only an Error's message. */
export type SerializedError = Record<string, string | number> & { message: string };

export type ThreadRequest =
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'close' };

export type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'notification'; channel: string; payload: string }
  | { kind: 'result'; id: number; value: RowsResult | RowsResult[] | null }
  | { kind: 'error'; id: number; error: SerializedError };

type Request = ThreadRequest extends infer R
  ? R extends ThreadRequest
    ? Omit<R, 'id'>
    : never
  : never;

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, message: err.message };
}

function deserializeError(fields: SerializedError): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * The worker's file: the bundle's beside dist/main.cjs (with the process's own Node
 * options), or the source through tsx's require hook.
 */
function workerEntry(): { file: string; execArgv?: string[] } {
  const built = path.join(__dirname, 'pglite-worker.cjs');
  if (fs.existsSync(built)) return { file: built };
  return {
    file: path.join(__dirname, 'pglite-worker.ts'),
    execArgv: ['--require', require.resolve('tsx/cjs')],
  };
}

export class PGliteThread implements PGliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(err: Error): void }
  >();
  #nextId = 1;
  #closed = false;

  private constructor(
    worker: Worker,
    private readonly onNotification: (channel: string, payload: string) => void,
  ) {
    this.#worker = worker;
  }

  /** Starts the thread and resolves once its database is open and listening. */
  static open(
    options: ThreadOptions,
    onNotification: (channel: string, payload: string) => void,
  ): Promise<PGliteThread> {
    const { file, execArgv } = workerEntry();
    const worker = new Worker(file, { workerData: options, execArgv });
    const thread = new PGliteThread(worker, onNotification);
    return new Promise((resolve, reject) => {
      const starting = {
        message: (message: ThreadMessage) => {
          if (message.kind === 'ready') return started();
          void worker.terminate();
          failed(
            message.kind === 'failed'
              ? deserializeError(message.error)
              : new Error(`PGlite thread: unexpected ${message.kind} before ready`),
          );
        },
        error: (err: Error) => failed(err),
        exit: (code: number) => failed(new Error(`PGlite thread exited (${code}) while opening`)),
      };
      const listen = (on: boolean) => {
        for (const [event, handler] of Object.entries(starting)) {
          if (on) worker.on(event, handler);
          else worker.off(event, handler);
        }
      };
      const failed = (err: Error) => {
        listen(false);
        thread.#stopped(err);
        reject(err);
      };
      const started = () => {
        listen(false);
        worker.on('message', (m: ThreadMessage) => thread.#receive(m));
        worker.on('error', (err) => thread.#stopped(err));
        worker.on('exit', (code) => thread.#stopped(new Error(`PGlite thread exited (${code})`)));
        // Idle, the thread does not keep the process alive (like a CLI's forgotten close()).
        worker.unref();
        resolve(thread);
      };
      listen(true);
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  async exec(sql: string): Promise<RowsResult[]> {
    return (await this.#call({ op: 'exec', sql })) as RowsResult[];
  }

  async query(sql: string, params: unknown[]): Promise<RowsResult> {
    return (await this.#call({ op: 'query', sql, params })) as RowsResult;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #call(request: Request): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  #receive(message: ThreadMessage): void {
    if (message.kind === 'notification') {
      this.onNotification(message.channel, message.payload);
      return;
    }
    if (message.kind !== 'result' && message.kind !== 'error') return;
    const waiter = this.#pending.get(message.id);
    if (!waiter) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.kind === 'result') waiter.resolve(message.value);
    else waiter.reject(deserializeError(message.error));
  }

  /** The thread is gone (crashed, exited, terminated): every waiting statement fails. */
  #stopped(err: Error): void {
    this.#closed = true;
    for (const waiter of this.#pending.values()) waiter.reject(err);
    this.#pending.clear();
  }
}
