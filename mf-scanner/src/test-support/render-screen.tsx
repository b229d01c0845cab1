/**
 * Renders a screen of this remote with the remote installed in a fresh store, a signed-in
 * auditor and the given policies; a fresh in-memory IndexedDB for the scan queue (jsdom
 * has neither IndexedDB nor structuredClone, which it needs).
 */
import type { CompanyModule, Policies } from '@itam/shared/contracts';
import { remoteScreenRenderer } from '@itam/shared/testing';
import { IDBFactory } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';
import remoteModule from '../module';
import { resetScanQueue } from '../queue/use-scan-queue';

export { setupUser } from '@itam/shared/testing';

export const ME = '20000000-0000-4000-8000-000000000001';

/** Looks assets up and counts branches; changes no asset. */
export const AUDITOR_POLICIES: Policies = {
  on_asset: { asset: ['view'], audit: ['view', 'create'] },
};

/** Reads assets only. */
export const VIEWER_POLICIES: Policies = { on_asset: { asset: ['view'] } };

export const renderScreen = remoteScreenRenderer(remoteModule, {
  user: { _id: ME, firstName: 'Asha', lastName: 'Auditor', email: 'auditor@demo.test' },
  companyRoles: ['asset-management'] as CompanyModule[],
});

/** A fresh, empty device store for the scan queue (call in beforeEach). */
export async function freshDeviceStore(): Promise<void> {
  await resetScanQueue();
  const g = globalThis as { structuredClone?: unknown; indexedDB?: unknown };
  g.structuredClone ??= (value: unknown) => deserialize(serialize(value));
  g.indexedDB = new IDBFactory();
}
