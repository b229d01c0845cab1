/**
 * @jest-environment node
 *
 * (IndexedDB values are copied with structuredClone, which jsdom lacks; the queue uses
 * no DOM.)
 *
 * The offline scan queue against an in-memory IndexedDB (fake-indexeddb) and a fake server
 * that keeps the API's rules (a client scan id is stored once; an expected asset moved
 * since the start is a conflict; a closed session refuses scans): scans are kept and
 * survive a reopen, go in the order they were read, a lost answer is replayed without
 * double counting, conflicts are surfaced, closing is refused while anything waits.
 */
import { IDBFactory } from 'fake-indexeddb';
import type {
  AuditScanBatchResponse,
  AuditScanInput,
  AuditScanOutcome,
  AuditSessionDetail,
} from '@itam/shared/contracts';
import { tagOfCode } from '@itam/shared/contracts';
import { ScanQueue, ScansWaitingError, type ScanTransport } from '../scan-queue';

const SESSION = 'c0ffee00-0000-4000-8000-000000000001';

/** The server's side of the session, in memory. */
class FakeServer implements ScanTransport {
  readonly stored = new Map<string, AuditScanInput>();
  readonly calls: string[][] = [];
  readonly undone: string[] = [];
  expectedTags = new Set(['T-1', 'T-2', 'T-3']);
  movedTags = new Set<string>();
  offline = false;
  /** The next send is stored, then its answer is lost on the way back. */
  loseNextAnswer = false;
  closed = false;
  refuseCode: string | null = null;
  /** The asset a tag's answer names (none by default). */
  assetOf: (tag: string) => AuditScanOutcome['asset'] = () => null;

  async sendScans(_session: string, scans: AuditScanInput[]): Promise<AuditScanBatchResponse> {
    if (this.offline) throw Object.assign(new Error('Network Error'), { status: 0 });
    if (this.closed) throw Object.assign(new Error('The audit session is closed'), { status: 409 });
    const bad = scans.findIndex((s) => s.code === this.refuseCode);
    if (bad >= 0)
      throw Object.assign(new Error('Invalid code'), {
        status: 400,
        issues: [{ field: `scans.${bad}.code`, message: 'The code carries no tag' }],
      });
    this.calls.push(scans.map((s) => s.clientScanId));
    const results = scans.map((s) => {
      const duplicate = this.stored.has(s.clientScanId);
      if (!duplicate) this.stored.set(s.clientScanId, s);
      const tag = tagOfCode(s.code);
      const found = this.expectedTags.has(tag);
      return {
        clientScanId: s.clientScanId,
        status: duplicate ? ('duplicate' as const) : ('recorded' as const),
        result: found ? ('found' as const) : ('unknown' as const),
        tag,
        asset: this.assetOf(tag),
        conflict:
          found && this.movedTags.has(tag) ? { reason: 'moved' as const, office: null } : null,
      };
    });
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw Object.assign(new Error('timeout'), { status: 0 });
    }
    return { type: 'success', results, counts: this.counts() };
  }

  async undoScan(_session: string, clientScanId: string): Promise<void> {
    if (this.offline) throw Object.assign(new Error('Network Error'), { status: 0 });
    this.undone.push(clientScanId);
  }

  async closeSession(): Promise<AuditSessionDetail> {
    this.closed = true;
    return { ...session(), status: 'closed' };
  }

  /** Distinct expected tags found: what the session counts. */
  counts() {
    const live = [...this.stored.values()].filter((s) => !this.undone.includes(s.clientScanId));
    const found = new Set(
      live.map((s) => tagOfCode(s.code)).filter((t) => this.expectedTags.has(t)),
    );
    return { expected: 3, found: found.size, missing: 3 - found.size, unexpected: 0, unknown: 0 };
  }
}

function session(): AuditSessionDetail {
  const asset = (n: number) => ({
    asset: {
      _id: `a${n}`,
      name: `Laptop ${n}`,
      tag: `T-${n}`,
      state: 'IN_INVENTORY' as const,
      office: null,
    },
    atStart: { name: `Laptop ${n}`, tag: `T-${n}`, state: 'IN_INVENTORY' as const },
    found: null,
  });
  return {
    _id: SESSION,
    branch: { _id: 'b1', branchId: 'BR-1', name: 'Head office' },
    area: null,
    filter: {},
    status: 'open',
    openedAt: '2026-01-01T00:00:00.000Z',
    openedBy: null,
    closedAt: null,
    closedBy: null,
    movesConfirmed: null,
    counts: { expected: 3, found: 0, missing: 3, unexpected: 0, unknown: 0 },
    expected: [asset(1), asset(2), asset(3)],
    unexpected: [],
    unknown: [],
    scans: [],
    followUps: [],
  };
}

let factory: IDBFactory;
let server: FakeServer;
const open = (batchSize = 200) =>
  ScanQueue.open({ transport: server, indexedDB: factory, dbName: 'scanner-test', batchSize });

beforeEach(() => {
  factory = new IDBFactory();
  server = new FakeServer();
});

it('keeps the expected list and the scans on the device across a reopen', async () => {
  const queue = await open();
  await queue.keepSession(session());
  const first = await queue.scan(SESSION, 'https://x.test/url_redirect?tag=T-1');
  const second = await queue.scan(SESSION, 'NOT-OURS');
  expect(first.expected).toBe(true);
  expect(second.expected).toBe(false);
  expect(first.clientScanId).not.toBe(second.clientScanId);
  await queue.dispose();

  // A reload: a new queue on the same database.
  const again = await open();
  expect((await again.session(SESSION))?.expected.map((a) => a.tag)).toEqual(['T-1', 'T-2', 'T-3']);
  expect(await again.waitingCount(SESSION)).toBe(2);
  const third = await again.scan(SESSION, 'T-2');
  expect(new Set([first.clientScanId, second.clientScanId, third.clientScanId]).size).toBe(3);
  expect((await again.scans(SESSION)).map((s) => s.scan?.code)).toEqual([
    'https://x.test/url_redirect?tag=T-1',
    'NOT-OURS',
    'T-2',
  ]);
  await again.dispose();
});

it('sends the waiting scans in the order they were read, in batches', async () => {
  const queue = await open(2);
  const ids: string[] = [];
  for (const code of ['T-1', 'T-2', 'X-9', 'T-3', 'T-1'])
    ids.push((await queue.scan(SESSION, code)).clientScanId);
  const result = await queue.sync(SESSION);
  expect(server.calls).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
  expect(result).toMatchObject({ sent: 5, waiting: 0, stopped: null });
  expect(await queue.waitingCount()).toBe(0);
  expect((await queue.scans(SESSION)).every((s) => s.state === 'synced' && s.outcome)).toBe(true);
  await queue.dispose();
});

it('keeps scanning offline and syncs everything once back online', async () => {
  const queue = await open();
  server.offline = true;
  await queue.scan(SESSION, 'T-1');
  await queue.scan(SESSION, 'T-2');
  const offline = await queue.sync(SESSION);
  expect(offline.stopped?.reason).toBe('offline');
  expect(offline.waiting).toBe(2);
  server.offline = false;
  await queue.scan(SESSION, 'T-3');
  const online = await queue.sync(SESSION);
  expect(online).toMatchObject({ sent: 3, waiting: 0, stopped: null });
  expect(server.counts().found).toBe(3);
  await queue.dispose();
});

it('replays a batch whose answer was lost without counting it twice', async () => {
  const queue = await open();
  await queue.scan(SESSION, 'T-1');
  await queue.scan(SESSION, 'T-2');
  server.loseNextAnswer = true;
  const lost = await queue.sync(SESSION);
  expect(lost.stopped?.reason).toBe('offline');
  expect(await queue.waitingCount(SESSION)).toBe(2);
  expect(server.stored.size).toBe(2);

  const replay = await queue.sync(SESSION);
  expect(replay).toMatchObject({ sent: 2, waiting: 0 });
  expect(server.calls[1]).toEqual(server.calls[0]);
  expect(server.stored.size).toBe(2);
  expect(server.counts().found).toBe(2);
  expect((await queue.scans(SESSION)).map((s) => s.outcome?.status)).toEqual([
    'duplicate',
    'duplicate',
  ]);
  await queue.dispose();
});

it('sends each scan once when two syncs are asked at the same time', async () => {
  const queue = await open();
  await queue.scan(SESSION, 'T-1');
  await queue.scan(SESSION, 'T-2');
  await Promise.all([queue.sync(SESSION), queue.sync(SESSION)]);
  expect(server.calls.flat()).toHaveLength(2);
  await queue.dispose();
});

it('surfaces a conflict when an expected asset moved meanwhile', async () => {
  const queue = await open();
  server.movedTags.add('T-2');
  await queue.scan(SESSION, 'T-1');
  const moved = await queue.scan(SESSION, 'T-2');
  const result = await queue.sync(SESSION);
  expect(result.conflicts.map((c) => c.clientScanId)).toEqual([moved.clientScanId]);
  expect((await queue.conflicts(SESSION)).map((c) => c.clientScanId)).toEqual([moved.clientScanId]);
  await queue.dispose();
});

it('refuses to close while scans wait, and closes once they are sent', async () => {
  const queue = await open();
  await queue.keepSession(session());
  server.offline = true;
  await queue.scan(SESSION, 'T-1');
  await queue.sync(SESSION);
  await expect(queue.close(SESSION, false)).rejects.toEqual(new ScansWaitingError(1));
  expect(server.closed).toBe(false);
  server.offline = false;
  await queue.sync(SESSION);
  await expect(queue.close(SESSION, true)).resolves.toMatchObject({ status: 'closed' });
  expect((await queue.session(SESSION))?.status).toBe('closed');
  await queue.dispose();
});

it('sends an undo after its scan, in order, and stops when the session is closed', async () => {
  const queue = await open();
  const scan = await queue.scan(SESSION, 'T-1');
  await queue.undo(SESSION, scan.clientScanId);
  await queue.scan(SESSION, 'T-2');
  expect(await queue.waitingCount(SESSION)).toBe(3);
  await queue.sync(SESSION);
  expect(server.undone).toEqual([scan.clientScanId]);
  expect(server.calls).toEqual([[scan.clientScanId], [expect.any(String)]]);
  expect(server.counts().found).toBe(1);

  server.closed = true;
  await queue.scan(SESSION, 'T-3');
  const refused = await queue.sync(SESSION);
  expect(refused.stopped).toMatchObject({ reason: 'refused' });
  expect(refused.waiting).toBe(1);
  await queue.dispose();
});

it('sets aside only the scan a 400 names and sends the rest', async () => {
  const queue = await open();
  server.refuseCode = 'BAD';
  await queue.scan(SESSION, 'T-1');
  const bad = await queue.scan(SESSION, 'BAD');
  await queue.scan(SESSION, 'T-2');
  const result = await queue.sync(SESSION);
  expect(result).toMatchObject({ sent: 2, waiting: 0, stopped: null });
  const states = (await queue.scans(SESSION)).map((s) => [
    s.clientScanId === bad.clientScanId,
    s.state,
  ]);
  expect(states).toEqual([
    [false, 'synced'],
    [true, 'refused'],
    [false, 'synced'],
  ]);
  await queue.dispose();
});

it('gives distinct scan ids in two tabs of one device', async () => {
  const tabA = await open();
  const tabB = await open();
  const ids = [
    (await tabA.scan(SESSION, 'T-1')).clientScanId,
    (await tabB.scan(SESSION, 'T-2')).clientScanId,
    (await tabA.scan(SESSION, 'T-3')).clientScanId,
  ];
  expect(new Set(ids).size).toBe(3);
  await tabB.sync(SESSION);
  expect(server.stored.size).toBe(3);
  tabA.dispose();
  tabB.dispose();
});

it('keeps an undo made while its scan was on the way', async () => {
  const queue = await open();
  server.movedTags.add('T-1');
  const scan = await queue.scan(SESSION, 'T-1');
  const send = server.sendScans.bind(server);
  server.sendScans = async (session, scans) => {
    await queue.undo(SESSION, scan.clientScanId);
    return send(session, scans);
  };
  const result = await queue.sync(SESSION);
  const [stored] = await queue.scans(SESSION);
  expect(stored).toMatchObject({ state: 'synced', undone: true });
  expect(result.conflicts).toEqual([]);
  expect(await queue.conflicts(SESSION)).toEqual([]);
  expect(server.undone).toEqual([scan.clientScanId]);
  await queue.dispose();
});

it("knows an asset from a kept audit: its list entry, the server's newer answer, this device's scans", async () => {
  const queue = await open();
  await queue.keepSession(session());
  const waiting = await queue.scan(SESSION, 'T-2');
  const undone = await queue.scan(SESSION, 'T-2');
  await queue.undo(SESSION, undone.clientScanId);
  server.offline = true;
  await queue.sync(SESSION);
  expect(await queue.knownAsset('a2')).toEqual({
    asset: { _id: 'a2', name: 'Laptop 2', tag: 'T-2', state: 'IN_INVENTORY', office: null },
    sessions: [{ sessionId: SESSION, branch: session().branch, area: null, status: 'open' }],
    scans: [expect.objectContaining({ clientScanId: waiting.clientScanId, state: 'waiting' })],
  });
  expect(await queue.knownAsset('a1')).toEqual(expect.objectContaining({ scans: [] }));
  expect(await queue.knownAsset('nowhere')).toBeNull();

  // Once sent, the server's answer (the asset renamed and moved since the start) is newer.
  server.offline = false;
  server.assetOf = (tag) =>
    tag === 'T-2'
      ? {
          _id: 'a2',
          name: 'Laptop 2 (new)',
          tag: 'T-2',
          state: 'IN_REPAIR',
          office: { _id: 'o2', branchId: 'BR-2', name: 'Depot' },
        }
      : null;
  await queue.sync(SESSION);
  const known = await queue.knownAsset('a2');
  expect(known?.asset).toEqual({
    _id: 'a2',
    name: 'Laptop 2 (new)',
    tag: 'T-2',
    state: 'IN_REPAIR',
    office: 'Depot',
  });
  expect(known?.scans.map((op) => [op.clientScanId, op.state])).toEqual([
    [waiting.clientScanId, 'synced'],
  ]);
  await queue.dispose();
});
