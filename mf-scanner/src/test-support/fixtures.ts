/** Audit sessions and assets as the API answers them, for the scanner's tests and stories. */
import type {
  AssetDetail,
  AuditAssetRef,
  AuditSessionDetail,
  AuditSessionSummary,
  ScannerResolveResponse,
} from '@itam/shared/contracts';

export const SESSION_ID = 'a0d17000-0000-4000-8000-000000000001';
/** A closed session of the stories, with its follow-ups. */
export const CLOSED_SESSION_ID = 'a0d17000-0000-4000-8000-000000000003';
export const BRANCH = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  branchId: 'BR-01',
  name: 'Pune HQ',
};
export const OTHER_BRANCH = {
  _id: 'b0000000-0000-4000-8000-000000000002',
  branchId: 'BR-02',
  name: 'Mumbai Store',
};

export function assetRef(n: number, office = BRANCH): AuditAssetRef {
  return {
    _id: `a55e7000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Laptop ${n}`,
    tag: `DC-${String(n).padStart(4, '0')}`,
    state: 'IN_INVENTORY',
    office,
  };
}

export const USER = { _id: '20000000-0000-4000-8000-000000000001', name: 'Asha Auditor' };

/** A session at Pune HQ expecting Laptops 1-3, `found` of them found, plus what is given. */
export function fakeSession(
  found: number[] = [],
  over: Partial<AuditSessionDetail> = {},
): AuditSessionDetail {
  const expected = [1, 2, 3].map((n) => ({
    asset: assetRef(n),
    atStart: { name: `Laptop ${n}`, tag: assetRef(n).tag, state: 'IN_INVENTORY' as const },
    found: found.includes(n) ? { scannedAt: '2026-11-24T09:00:00.000Z', scannedBy: USER } : null,
  }));
  const unexpected = over.unexpected ?? [];
  const unknown = over.unknown ?? [];
  return {
    _id: SESSION_ID,
    branch: BRANCH,
    area: 'Floor 2',
    filter: {},
    status: 'open',
    openedAt: '2026-11-24T08:00:00.000Z',
    openedBy: USER,
    closedAt: null,
    closedBy: null,
    movesConfirmed: null,
    counts: {
      expected: 3,
      found: found.length,
      missing: 3 - found.length,
      unexpected: unexpected.length,
      unknown: unknown.length,
    },
    expected,
    unexpected,
    unknown,
    scans: [],
    followUps: [],
    ...over,
  };
}

export function fakeSummary(over: Partial<AuditSessionSummary> = {}): AuditSessionSummary {
  const {
    expected: _e,
    unexpected: _u,
    unknown: _k,
    scans: _s,
    followUps: _f,
    ...summary
  } = fakeSession([1]);
  return { ...summary, ...over };
}

export function resolved(n: number): { type: 'success'; asset: ScannerResolveResponse['asset'] } {
  return { type: 'success', asset: { ...assetRef(n), employee: null } };
}

/** An assigned laptop at Pune HQ, as GET /assets/:id answers it. */
export const STORY_ASSET: AssetDetail = {
  _id: assetRef(7)._id,
  name: 'ThinkPad T14',
  serialNumber: 'SN-7',
  tag: 'DC-0007',
  state: 'ASSIGNED',
  assetType: { _id: 't1', name: 'Laptop' },
  make: 'Lenovo',
  model: 'T14',
  dateOfPurchase: null,
  invoiceId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  dateOfAssign: '2026-02-01',
  price: null,
  warrantyRemaining: null,
  imei: null,
  vendor: null,
  officeId: BRANCH,
  employee: { _id: 'e1', id: 'EMP-12', name: 'Ravi Kumar' },
  description: null,
  warrantyEndDate: null,
  depreciation: null,
  comments: [],
  assignment: null,
  disposal: null,
  updatedAt: '2026-02-01T00:00:00.000Z',
};
