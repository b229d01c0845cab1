/** Exit and onboarding fixtures for component tests and stories; the fake API itself is the kit's. */
import type {
  DepartmentNameKey,
  DepartmentSettings,
  EmployeeOption,
  Exit,
  ExitDepartment,
  ExitItem,
  ExitPage,
  ExitSummary,
  Onboarding,
  OwnExit,
} from '../api/exits-api';

export { fail, installFakeApi, type FakeApi, type FakeRequest } from '@itam/shared/fake-api';

/**
 * The signed-in user of the screen tests and stories. Kept here, not in render-screen.tsx:
 * stories import these fixtures, and the test renderer pulls in jest-only Node modules.
 */
export const ME = '20000000-0000-4000-8000-000000000001';

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const exitId = (n: number) => id('80000000', n);
export const employeeId = (n: number) => id('81000000', n);
export const itemId = (n: number) => id('82000000', n);
export const assetId = (n: number) => id('83000000', n);
export const departmentId = (n: number) => id('84000000', n);
export const onboardingId = (n: number) => id('85000000', n);

export const LEAVER: EmployeeOption = { _id: employeeId(1), id: 'EMP-0001', name: 'Rohan Mehta' };
export const SUCCESSOR: EmployeeOption = { _id: employeeId(2), id: 'EMP-0002', name: 'Priya Nair' };
export const FAKE_EMPLOYEES: EmployeeOption[] = [LEAVER, SUCCESSOR];

export const DEPARTMENTS = [
  { _id: departmentId(1), name: 'Engineering' },
  { _id: departmentId(2), name: 'Sales' },
];

const HEAD = { _id: ME, name: 'Ishaan Head' };
const FINANCE_HEAD = { _id: '20000000-0000-4000-8000-000000000002', name: 'Kavya Finance' };

export function fakeDepartment(
  key: string,
  overrides: Partial<ExitDepartment> = {},
): ExitDepartment {
  const names: Record<string, string> = {
    it: 'IT',
    finance: 'Finance',
    hr: 'HR',
    administration: 'Administration',
  };
  const checklists: Record<string, { key: string; label: string }[]> = {
    it: [
      { key: 'assets_recovered', label: 'Every asset returned or transferred' },
      { key: 'accounts_closed', label: 'Accounts and access closed' },
    ],
    finance: [{ key: 'dues_settled', label: 'Dues settled' }],
    hr: [{ key: 'exit_interview', label: 'Exit interview done' }],
    administration: [{ key: 'id_card', label: 'ID and access cards returned' }],
  };
  const signed = overrides.signedAt !== undefined && overrides.signedAt !== null;
  return {
    key,
    name: names[key] ?? key,
    // A default under its default name: the browser shows it in the reader's language.
    nameKey: names[key] ? (key as DepartmentNameKey) : null,
    head: key === 'it' ? HEAD : key === 'finance' ? FINANCE_HEAD : null,
    canSign: key === 'it' && !signed,
    signedAt: null,
    overdue: false,
    checklist: (checklists[key] ?? []).map((c) => ({ ...c, done: signed })),
    signedBy: null,
    comment: null,
    ...overrides,
  };
}

export function fakeItem(n: number, overrides: Partial<ExitItem> = {}): ExitItem {
  const assets = [
    { name: 'Dell Latitude 5440', tag: 'LAP-0001' },
    { name: 'iPhone 15', tag: 'MOB-0002' },
    { name: 'Dell 24 monitor', tag: 'MON-0003' },
  ];
  const asset = assets[(n - 1) % assets.length]!;
  return {
    _id: itemId(n),
    asset: {
      _id: assetId(n),
      name: asset.name,
      tag: asset.tag,
      state: 'ASSIGNED',
      holder: { _id: LEAVER._id, name: LEAVER.name },
    },
    outcome: 'pending',
    condition: null,
    dataWiped: null,
    scannedTag: null,
    successor: null,
    chargeAmount: null,
    incident: null,
    note: null,
    recordedAt: null,
    recordedBy: null,
    ...overrides,
  };
}

export function fakeExit(n: number, overrides: Partial<Exit> = {}): Exit {
  const departments = overrides.departments ?? [
    fakeDepartment('it'),
    fakeDepartment('finance'),
    fakeDepartment('hr'),
  ];
  const items = overrides.items ?? [fakeItem(1), fakeItem(2)];
  return {
    _id: exitId(n),
    employee: {
      _id: n === 1 ? LEAVER._id : employeeId(10 + n),
      id: n === 1 ? LEAVER.id : `EMP-${String(10 + n).padStart(4, '0')}`,
      name: n === 1 ? LEAVER.name : `Leaver ${n}`,
      email: null,
      department: DEPARTMENTS[0]!,
    },
    lastWorkingDay: '2026-12-15',
    reason: 'Relocating to another city',
    status: 'started',
    startedAt: '2026-11-20T09:00:00.000Z',
    completedAt: null,
    outstanding: {
      departments: departments.filter((d) => !d.signedAt).map((d) => d.key),
      overdue: departments.filter((d) => d.overdue).map((d) => d.key),
      items: items.filter((i) => i.outcome === 'pending').length,
      authority: true,
    },
    overdue: departments.some((d) => d.overdue),
    itemCount: items.length,
    interview: null,
    hasCertificate: false,
    openTickets: [],
    authority: null,
    timeline: [
      {
        at: '2026-11-20T09:00:00.000Z',
        event: 'started',
        by: { _id: 'hr', name: 'Farah Sheikh' },
        detail: { items: items.length, openTickets: 0 },
      },
    ],
    ...overrides,
    departments,
    items,
  };
}

/** An exit whose every department signed: the authority's turn. */
export function clearedExit(n = 2): Exit {
  return fakeExit(n, {
    status: 'cleared',
    departments: ['it', 'finance', 'hr'].map((key) =>
      fakeDepartment(key, {
        signedAt: '2026-11-22T10:00:00.000Z',
        signedBy: { _id: 'x', name: `${key} head` },
        canSign: false,
      }),
    ),
    items: [
      fakeItem(1, {
        outcome: 'returned',
        condition: 'good',
        dataWiped: true,
        asset: { ...fakeItem(1).asset, state: 'IN_INVENTORY', holder: null },
        recordedAt: '2026-11-21T10:00:00.000Z',
      }),
    ],
  });
}

/** A summary of an exit, as the list answers it. */
export function summaryOf(exit: Exit): ExitSummary {
  const {
    items: _items,
    openTickets: _tickets,
    authority: _authority,
    timeline: _timeline,
    ...rest
  } = exit;
  return {
    ...rest,
    departments: exit.departments.map(
      ({ key, name, nameKey, head, canSign, signedAt, overdue }) => ({
        key,
        name,
        nameKey,
        head,
        canSign,
        signedAt,
        overdue,
      }),
    ),
  };
}

export function fakeExitPage(exits: Exit[], total = exits.length): ExitPage {
  return { exits: exits.map(summaryOf), total, pageNumber: 0, limit: 25 };
}

/** The leaving employee's own view of exit `n` (GET /exits/mine). */
export function ownExitOf(exit: Exit): OwnExit {
  return {
    _id: exit._id,
    employee: { _id: exit.employee._id, id: exit.employee.id, name: exit.employee.name },
    lastWorkingDay: exit.lastWorkingDay,
    status: exit.status,
    startedAt: exit.startedAt,
    completedAt: exit.completedAt,
    departments: exit.departments.map(({ key, name, nameKey, signedAt, overdue }) => ({
      key,
      name,
      nameKey,
      signedAt,
      overdue,
    })),
    items: exit.items.map((i) => ({
      _id: i._id,
      asset: { name: i.asset.name, tag: i.asset.tag },
      outcome: i.outcome,
      recordedAt: i.recordedAt,
    })),
    interview: exit.interview,
  };
}

/** The users an editor picks a department's signer from. */
export const SIGNERS = [
  { _id: ME, name: 'Ishaan Head', email: 'it-head@demo.test' },
  {
    _id: '20000000-0000-4000-8000-000000000002',
    name: 'Kavya Finance',
    email: 'finance@demo.test',
  },
];

/** The company's exit departments (GET /exits/departments): IT, Finance and the manager. */
export function fakeDepartmentSettings(
  overrides: Partial<DepartmentSettings> = {},
): DepartmentSettings {
  const keys: DepartmentNameKey[] = ['it', 'finance', 'hr', 'administration', 'manager'];
  const defaults = keys.map((key) => ({
    key,
    name: key === 'it' || key === 'hr' ? key.toUpperCase() : key[0]!.toUpperCase() + key.slice(1),
    nameKey: key,
    headUserId: null,
    head: null,
    checklist: [],
  }));
  return {
    departments: [
      {
        key: 'it',
        name: 'IT',
        nameKey: 'it',
        headUserId: ME,
        head: { _id: ME, name: 'Ishaan Head' },
        checklist: [{ key: 'assets_recovered', label: 'Every asset returned or transferred' }],
      },
      {
        key: 'finance',
        name: 'Finance',
        nameKey: 'finance',
        headUserId: null,
        head: null,
        checklist: [],
      },
      {
        key: 'manager',
        name: 'Manager',
        nameKey: 'manager',
        headUserId: null,
        head: null,
        checklist: [],
      },
    ],
    isDefault: false,
    defaults,
    canEdit: true,
    signers: SIGNERS,
    ...overrides,
  };
}

export function fakeOnboarding(n: number, overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    _id: onboardingId(n),
    employee: { _id: employeeId(30 + n), id: `EMP-${30 + n}`, name: `Joiner ${n}` },
    joiningDate: '2026-12-01',
    checklist: [
      { key: 'accounts', label: 'Accounts created' },
      { key: 'assets', label: 'Assets ready' },
    ],
    status: 'reserved',
    due: false,
    startedAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    assets: [
      {
        _id: assetId(40 + n),
        name: 'MacBook Air',
        tag: `LAP-04${n}`,
        state: 'IN_INVENTORY',
        assignedAt: null,
      },
    ],
    ...overrides,
  };
}
