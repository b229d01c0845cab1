/**
 * @jest-environment node
 *
 * (IndexedDB values are copied with structuredClone, which jsdom lacks.)
 *
 * The queue asks the browser once to keep its storage (navigator.storage.persist, stubbed
 * here) when an audit is first kept or a scan first stored, never again on that page; not
 * when the storage is persistent already; and nothing breaks where the API is missing or
 * refuses.
 */
import { IDBFactory } from 'fake-indexeddb';
import type { AuditSessionDetail } from '@itam/shared/contracts';
import { askPersistentStorage, resetPersistentStorageAsk } from '../persist-storage';
import { ScanQueue, type ScanTransport } from '../scan-queue';

const SESSION = 'c0ffee00-0000-4000-8000-000000000002';

const transport: ScanTransport = {
  sendScans: () => Promise.reject(new Error('not in this test')),
  undoScan: () => Promise.reject(new Error('not in this test')),
  closeSession: () => Promise.reject(new Error('not in this test')),
};

const session = (): AuditSessionDetail => ({
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
  counts: { expected: 0, found: 0, missing: 0, unexpected: 0, unknown: 0 },
  expected: [],
  unexpected: [],
  unknown: [],
  scans: [],
  followUps: [],
});

/** Puts a navigator with this storage on the global object (node has none). */
function stubStorage(storage: unknown): void {
  Object.defineProperty(globalThis, 'navigator', {
    value: storage === undefined ? {} : { storage },
    configurable: true,
    writable: true,
  });
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

beforeEach(() => resetPersistentStorageAsk());
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
  else delete (globalThis as { navigator?: unknown }).navigator;
});

const open = () =>
  ScanQueue.open({ transport, indexedDB: new IDBFactory(), dbName: 'persist-test' });

it('asks once, when an audit is first kept, however much is stored after', async () => {
  const storage = { persisted: jest.fn(async () => false), persist: jest.fn(async () => true) };
  stubStorage(storage);
  const queue = await open();
  expect(storage.persist).not.toHaveBeenCalled();
  await queue.keepSession(session());
  await queue.scan(SESSION, 'T-1');
  await queue.scan(SESSION, 'T-2');
  await queue.keepSession(session());
  expect(storage.persist).toHaveBeenCalledTimes(1);
  await expect(askPersistentStorage()).resolves.toBe(true);
  await queue.dispose();
});

it('asks when a scan is the first thing stored', async () => {
  const storage = { persist: jest.fn(async () => false) };
  stubStorage(storage);
  const queue = await open();
  await queue.scan(SESSION, 'T-1');
  expect(storage.persist).toHaveBeenCalledTimes(1);
  // The browser said no: the scan is kept all the same, and it is not asked again.
  expect(await queue.scans(SESSION)).toHaveLength(1);
  await queue.scan(SESSION, 'T-2');
  expect(storage.persist).toHaveBeenCalledTimes(1);
  await queue.dispose();
});

it('does not ask again when the storage is persistent already', async () => {
  const storage = { persisted: jest.fn(async () => true), persist: jest.fn(async () => true) };
  stubStorage(storage);
  await expect(askPersistentStorage()).resolves.toBe(true);
  expect(storage.persist).not.toHaveBeenCalled();
});

it('does nothing where the API is missing, and survives one that throws', async () => {
  stubStorage(undefined);
  const queue = await open();
  await queue.keepSession(session());
  await queue.scan(SESSION, 'T-1');
  await expect(askPersistentStorage()).resolves.toBe(false);
  await queue.dispose();

  resetPersistentStorageAsk();
  stubStorage({ persist: () => Promise.reject(new Error('SecurityError')) });
  await expect(askPersistentStorage()).resolves.toBe(false);
});
