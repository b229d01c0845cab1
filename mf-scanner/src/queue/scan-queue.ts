/**
 * The offline scan queue of an audit session (issue 21): the session's expected list and
 * every scan are kept on the device in IndexedDB, so scanning goes on without a network
 * and a reload or a closed tab loses nothing. Each scan gets its client scan id when it is
 * read; sync sends the waiting ones in the order they were read, in batches, and marks
 * them with the server's answer. A batch whose answer was lost is sent again with the same
 * ids, and the server counts each id once: a retry never double counts. Closing is refused
 * while anything waits. Conflicts (an expected asset the register has elsewhere now) are
 * kept with their scan for the screen to show. The first write asks the browser to keep
 * the site's storage under pressure (persist-storage.ts), so it does not evict the queue.
 */
import {
  AUDIT_SCAN_BATCH_MAX,
  tagKey,
  tagOfCode,
  type AuditCondition,
  type AuditScanBatchResponse,
  type AuditScanInput,
  type AuditScanOutcome,
  type AuditSessionDetail,
  type AssetState,
} from '@itam/shared/contracts';
import { inTransaction, openDatabase, requestResult } from './idb';
import { askPersistentStorage } from './persist-storage';

/** What the queue needs from the server (api-transport.ts is the real one). */
export interface ScanTransport {
  sendScans(sessionId: string, scans: AuditScanInput[]): Promise<AuditScanBatchResponse>;
  undoScan(sessionId: string, clientScanId: string): Promise<void>;
  closeSession(sessionId: string, confirmMoves: boolean): Promise<AuditSessionDetail>;
}

/** An expected asset as the device keeps it (state and office: absent from rows kept before). */
export interface KeptAsset {
  _id: string;
  name: string;
  tag: string | null;
  state?: AssetState;
  /** The name of its office as the register had it when the session was read. */
  office?: string | null;
}

/**
 * What the device knows of one asset without the server (the card offline): the asset as
 * the newest kept word has it (a synced scan's answer, else an audit's expected list),
 * the kept audits that list or scanned it, and this device's scans of it in them.
 */
export interface KnownAsset {
  asset: KeptAsset;
  sessions: Pick<KeptSession, 'sessionId' | 'branch' | 'area' | 'status'>[];
  /** Not undone, in the order they were read (each names its session). */
  scans: QueuedOp[];
}

export interface KeptSession {
  sessionId: string;
  branch: AuditSessionDetail['branch'];
  area: string | null;
  status: AuditSessionDetail['status'];
  expected: KeptAsset[];
}

/** waiting: not yet answered by the server; synced: answered; refused: the server will not take it. */
export type OpState = 'waiting' | 'synced' | 'refused';

export interface QueuedOp {
  seq: number;
  sessionId: string;
  kind: 'scan' | 'undo';
  clientScanId: string;
  state: OpState;
  /** kind 'scan': what was read. */
  scan?: AuditScanInput;
  /** kind 'scan': whether the kept expected list has the tag (before the server says). */
  expected?: boolean;
  undone?: boolean;
  outcome?: AuditScanOutcome;
  error?: string;
}

export interface SyncResult {
  sent: number;
  waiting: number;
  conflicts: QueuedOp[];
  /** Why the sync stopped early: offline (try again later) or refused (e.g. the session closed). */
  stopped: { reason: 'offline' | 'refused'; message: string } | null;
}

/** Closing was asked while scans wait to be sent. */
export class ScansWaitingError extends Error {
  override readonly name = 'ScansWaitingError';
  constructor(readonly waiting: number) {
    super(`${waiting} scans are waiting to be sent`);
  }
}

export interface ScanQueueOptions {
  transport: ScanTransport;
  indexedDB?: IDBFactory;
  dbName?: string;
  batchSize?: number;
  now?: () => Date;
}

const DB_VERSION = 1;

/** The device's id (the prefix of its scan ids) and the last number it gave. */
interface DeviceRow {
  key: 'device';
  deviceId: string;
  counter: number;
}
const OPS = 'ops';
const SESSIONS = 'sessions';
const META = 'meta';

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};
/** No answer, a server failure, a timeout or "slow down": try again later. */
const isTransient = (status: number) =>
  status === 0 || status >= 500 || [408, 429].includes(status);
/** The batch positions a 400's issues name (`scans.<i>.<field>`). */
function refusedIndexes(error: unknown): Set<number> {
  const issues = (error as { issues?: unknown } | null)?.issues;
  const out = new Set<number>();
  if (Array.isArray(issues))
    for (const issue of issues) {
      const match = /^scans\.(\d+)(\.|$)/.exec(String((issue as { field?: unknown }).field));
      if (match) out.add(Number(match[1]));
    }
  return out;
}
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function randomId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

export class ScanQueue {
  private readonly listeners = new Set<() => void>();
  private running: Promise<SyncResult> | null = null;

  private constructor(
    private readonly db: IDBDatabase,
    private readonly options: Required<Omit<ScanQueueOptions, 'indexedDB' | 'dbName'>>,
  ) {}

  static async open(options: ScanQueueOptions): Promise<ScanQueue> {
    const factory = options.indexedDB ?? globalThis.indexedDB;
    const db = await openDatabase(factory, options.dbName ?? 'itam-scanner', DB_VERSION, (d) => {
      const ops = d.createObjectStore(OPS, { keyPath: 'seq', autoIncrement: true });
      ops.createIndex('session', 'sessionId');
      d.createObjectStore(SESSIONS, { keyPath: 'sessionId' });
      d.createObjectStore(META, { keyPath: 'key' });
    });
    // The device's id prefixes its scan ids: two devices never make the same one.
    await inTransaction(db, [META], 'readwrite', async (tx) => {
      const meta = tx.objectStore(META);
      const found = (await requestResult(meta.get('device'))) as DeviceRow | undefined;
      const row: DeviceRow = { key: 'device', deviceId: randomId(), counter: 0 };
      if (!found) meta.put(row);
    });
    return new ScanQueue(db, {
      transport: options.transport,
      batchSize: Math.min(options.batchSize ?? 200, AUDIT_SCAN_BATCH_MAX),
      now: options.now ?? (() => new Date()),
    });
  }

  /** Calls `listener` after every change (a scan, a sync step, an undo); returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Keeps the session and its expected list on the device (start, and each time it is read). */
  async keepSession(session: AuditSessionDetail): Promise<void> {
    void askPersistentStorage();
    const kept: KeptSession = {
      sessionId: session._id,
      branch: session.branch,
      area: session.area,
      status: session.status,
      expected: session.expected.map((e) => ({
        _id: e.asset._id,
        name: e.asset.name,
        tag: e.asset.tag,
        state: e.asset.state,
        office: e.asset.office?.name ?? null,
      })),
    };
    await inTransaction(this.db, [SESSIONS], 'readwrite', async (tx) => {
      tx.objectStore(SESSIONS).put(kept);
    });
    this.changed();
  }

  async session(sessionId: string): Promise<KeptSession | null> {
    return inTransaction(this.db, [SESSIONS], 'readonly', async (tx) => {
      const row = await requestResult(tx.objectStore(SESSIONS).get(sessionId));
      return (row as KeptSession | undefined) ?? null;
    });
  }

  /** What the device knows of the asset `assetId` (null: nothing, it is on no kept audit). */
  async knownAsset(assetId: string): Promise<KnownAsset | null> {
    const [sessions, ops] = await inTransaction(
      this.db,
      [SESSIONS, OPS],
      'readonly',
      async (tx) =>
        [
          (await requestResult(tx.objectStore(SESSIONS).getAll())) as KeptSession[],
          (await requestResult(tx.objectStore(OPS).getAll())) as QueuedOp[],
        ] as const,
    );
    let asset: KeptAsset | null = null;
    const listed = new Set<string>();
    for (const session of sessions) {
      const kept = session.expected.find((a) => a._id === assetId);
      if (kept) {
        asset ??= kept;
        listed.add(session.sessionId);
      }
    }
    // The server's answer to a scan is newer than the list read at the session's start.
    const answered = ops.filter((op) => op.kind === 'scan' && op.outcome?.asset?._id === assetId);
    const newest = answered.at(-1)?.outcome?.asset;
    if (newest)
      asset = {
        _id: newest._id,
        name: newest.name,
        tag: newest.tag,
        state: newest.state,
        office: newest.office?.name ?? null,
      };
    if (!asset) return null;
    const tag = asset.tag;
    const scans = ops.filter(
      (op) =>
        op.kind === 'scan' &&
        !op.undone &&
        (op.outcome
          ? op.outcome.asset?._id === assetId
          : tag !== null && tagKey(tagOfCode(op.scan?.code ?? '')) === tagKey(tag)),
    );
    for (const op of scans) listed.add(op.sessionId);
    return {
      asset,
      sessions: sessions
        .filter((s) => listed.has(s.sessionId))
        .map(({ sessionId, branch, area, status }) => ({ sessionId, branch, area, status })),
      scans,
    };
  }

  /** Every op of the session, in the order it was made. */
  async ops(sessionId: string): Promise<QueuedOp[]> {
    return inTransaction(this.db, [OPS], 'readonly', async (tx) => {
      const index = tx.objectStore(OPS).index('session');
      return (await requestResult(index.getAll(sessionId))) as QueuedOp[];
    });
  }

  /** The session's scans in the order they were read. */
  async scans(sessionId: string): Promise<QueuedOp[]> {
    return (await this.ops(sessionId)).filter((op) => op.kind === 'scan');
  }

  /** Scans and undos not yet answered by the server (of one session, or all). */
  async waitingCount(sessionId?: string): Promise<number> {
    const all = await inTransaction(this.db, [OPS], 'readonly', async (tx) =>
      sessionId
        ? ((await requestResult(
            tx.objectStore(OPS).index('session').getAll(sessionId),
          )) as QueuedOp[])
        : ((await requestResult(tx.objectStore(OPS).getAll())) as QueuedOp[]),
    );
    return all.filter((op) => op.state === 'waiting').length;
  }

  /** Scans the server answered with a conflict (the asset moved since the session started). */
  async conflicts(sessionId: string): Promise<QueuedOp[]> {
    return (await this.scans(sessionId)).filter((op) => op.outcome?.conflict && !op.undone);
  }

  /** Records a scan on the device (no network needed) with a new client scan id. */
  async scan(
    sessionId: string,
    code: string,
    extra: { condition?: AuditCondition | null; note?: string | null } = {},
  ): Promise<QueuedOp> {
    void askPersistentStorage();
    const kept = await this.session(sessionId);
    const key = tagKey(tagOfCode(code));
    const scannedAt = this.options.now().toISOString();
    const expected = kept?.expected.some((a) => a.tag !== null && tagKey(a.tag) === key) ?? false;
    // The counter is read and bumped in the transaction that stores the scan: two tabs of
    // one device take turns there, so they never make the same id.
    const op = await inTransaction(this.db, [OPS, META], 'readwrite', async (tx) => {
      const meta = tx.objectStore(META);
      const device = (await requestResult(meta.get('device'))) as DeviceRow;
      const counter = device.counter + 1;
      meta.put({ ...device, counter });
      const clientScanId = `${device.deviceId}-${counter}`;
      const row: Omit<QueuedOp, 'seq'> = {
        sessionId,
        kind: 'scan',
        clientScanId,
        state: 'waiting',
        scan: {
          clientScanId,
          code,
          scannedAt,
          condition: extra.condition ?? null,
          note: extra.note ?? null,
        },
        expected,
      };
      const seq = (await requestResult(tx.objectStore(OPS).add(row))) as number;
      return { ...row, seq };
    });
    this.changed();
    return op;
  }

  /** Takes a scan back: marked undone here at once, the server told in order. */
  async undo(sessionId: string, clientScanId: string): Promise<void> {
    await inTransaction(this.db, [OPS], 'readwrite', async (tx) => {
      const store = tx.objectStore(OPS);
      const ops = (await requestResult(store.index('session').getAll(sessionId))) as QueuedOp[];
      const scan = ops.find((op) => op.kind === 'scan' && op.clientScanId === clientScanId);
      if (!scan) throw new Error(`No scan ${clientScanId} in this session`);
      if (scan.undone) return;
      store.put({ ...scan, undone: true });
      store.add({ sessionId, kind: 'undo', clientScanId, state: 'waiting' });
    });
    this.changed();
  }

  /**
   * Writes what the server said of these ops: their state, outcome and error only, over
   * the ops as stored now (an undo made while their batch was on its way stays); the ops
   * as written.
   */
  private async update(ops: QueuedOp[]): Promise<QueuedOp[]> {
    const written = await inTransaction(this.db, [OPS], 'readwrite', async (tx) => {
      const store = tx.objectStore(OPS);
      const out: QueuedOp[] = [];
      for (const op of ops) {
        const current = ((await requestResult(store.get(op.seq))) as QueuedOp | undefined) ?? op;
        const next = { ...current, state: op.state, outcome: op.outcome, error: op.error };
        store.put(next);
        out.push(next);
      }
      return out;
    });
    this.changed();
    return written;
  }

  /** Sends the session's waiting scans and undos in order; one sync at a time. */
  sync(sessionId: string): Promise<SyncResult> {
    if (this.running) return this.running.catch(() => undefined).then(() => this.sync(sessionId));
    this.running = this.drain(sessionId).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(sessionId: string): Promise<SyncResult> {
    let sent = 0;
    const conflicts: QueuedOp[] = [];
    const stop = async (error: unknown, head: QueuedOp[]): Promise<SyncResult> => {
      const status = statusOf(error);
      if (!isTransient(status) && status !== 409) {
        // A refusal of these ops themselves (400, 404): keep them out of the way, with why
        // (only the scans a 400 names, when it names some).
        const named = refusedIndexes(error);
        const refused = named.size ? head.filter((_, i) => named.has(i)) : head;
        await this.update(
          refused.map((op) => ({ ...op, state: 'refused', error: messageOf(error) })),
        );
        return this.drain(sessionId).then((rest) => ({
          ...rest,
          sent: rest.sent + sent,
          conflicts: [...conflicts, ...rest.conflicts],
        }));
      }
      return {
        sent,
        waiting: await this.waitingCount(sessionId),
        conflicts,
        stopped: { reason: isTransient(status) ? 'offline' : 'refused', message: messageOf(error) },
      };
    };
    for (;;) {
      const waiting = (await this.ops(sessionId)).filter((op) => op.state === 'waiting');
      const first = waiting[0];
      if (!first) return { sent, waiting: 0, conflicts, stopped: null };
      if (first.kind === 'undo') {
        try {
          await this.options.transport.undoScan(sessionId, first.clientScanId);
        } catch (error) {
          // The server never had the scan: nothing to take back there.
          if (statusOf(error) !== 404) return stop(error, [first]);
        }
        await this.update([{ ...first, state: 'synced' }]);
        sent += 1;
        continue;
      }
      const end = waiting.findIndex((op) => op.kind !== 'scan');
      const batch = waiting.slice(0, end < 0 ? undefined : end).slice(0, this.options.batchSize);
      let answer: AuditScanBatchResponse;
      try {
        answer = await this.options.transport.sendScans(
          sessionId,
          batch.map((op) => op.scan!),
        );
      } catch (error) {
        return stop(error, batch);
      }
      const outcomes = new Map(answer.results.map((r) => [r.clientScanId, r]));
      const done = batch.map((op) => ({
        ...op,
        state: 'synced' as const,
        outcome: outcomes.get(op.clientScanId),
      }));
      const written = await this.update(done);
      sent += written.length;
      conflicts.push(...written.filter((op) => op.outcome?.conflict && !op.undone));
    }
  }

  /** Closes the session on the server: refused while any scan of it waits on the device. */
  async close(sessionId: string, confirmMoves: boolean): Promise<AuditSessionDetail> {
    const waiting = await this.waitingCount(sessionId);
    if (waiting > 0) throw new ScansWaitingError(waiting);
    const closed = await this.options.transport.closeSession(sessionId, confirmMoves);
    await this.keepSession(closed);
    return closed;
  }

  /** Syncs whenever the browser says it is back online; returns the unsubscribe. */
  syncWhenOnline(sessionId: string, target: EventTarget = globalThis as unknown as EventTarget) {
    const handler = () => void this.sync(sessionId);
    target.addEventListener('online', handler);
    return () => target.removeEventListener('online', handler);
  }

  /**
   * Lets go of the database (a test, or a tab leaving the scanner), once a sync in flight has
   * finished: closing under it would fail its next write.
   */
  async dispose(): Promise<void> {
    await this.running?.catch(() => undefined);
    this.db.close();
  }
}
