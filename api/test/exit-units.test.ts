/** Unit tests of an exit's state: the signatures due, who may sign when, and what is overdue. */
import {
  addDays,
  authoritySignRefusal,
  departmentSignRefusal,
  dueSignatures,
  isTaskOverdue,
  itemRefusal,
  outstandingOf,
  statusOf,
  type ExitParts,
} from '../src/modules/exits/state';
import { leaverAssignmentRefusal } from '../src/modules/exits/holdings.service';

const head = { it: 'u-it', finance: 'u-fin', hr: 'u-hr' };
const signed = new Date('2026-01-05T10:00:00Z');

function parts(overrides: Partial<ExitParts> = {}): ExitParts {
  return {
    tasks: [
      { key: 'it', headUserId: head.it, signedAt: null },
      { key: 'finance', headUserId: head.finance, signedAt: null },
      { key: 'hr', headUserId: head.hr, signedAt: null },
    ],
    items: [{ outcome: 'pending' }, { outcome: 'returned' }],
    authoritySigned: false,
    ...overrides,
  };
}

const member = (userId: string) => ({ userId, isAdmin: false });
const admin = { userId: 'u-admin', isAdmin: true };

describe('exit state', () => {
  it('lists the departments still to sign, in order', () => {
    const p = parts();
    expect(dueSignatures(p.tasks)).toEqual(['it', 'finance', 'hr']);
    p.tasks = p.tasks.map((t) => (t.key === 'finance' ? { ...t, signedAt: signed } : t));
    expect(dueSignatures(p.tasks)).toEqual(['it', 'hr']);
  });

  it("lets only the department's head or an administrator sign its part", () => {
    const p = parts({ items: [{ outcome: 'returned' }] });
    expect(departmentSignRefusal(p, 'finance', member(head.finance))).toEqual({ ok: true });
    expect(departmentSignRefusal(p, 'finance', admin)).toEqual({ ok: true });
    expect(departmentSignRefusal(p, 'finance', member(head.hr))).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(departmentSignRefusal(p, 'nope', admin)).toMatchObject({ ok: false, status: 409 });
  });

  it('refuses a second signature and a signature after the authority', () => {
    const p = parts({
      tasks: [{ key: 'finance', headUserId: head.finance, signedAt: signed }],
    });
    expect(departmentSignRefusal(p, 'finance', member(head.finance))).toMatchObject({
      ok: false,
      status: 409,
    });
    const done = parts({ authoritySigned: true, items: [] });
    expect(departmentSignRefusal(done, 'hr', admin)).toMatchObject({ ok: false, status: 409 });
  });

  it('lets IT sign only when every item is accounted for', () => {
    expect(departmentSignRefusal(parts(), 'it', member(head.it))).toMatchObject({
      ok: false,
      status: 409,
      field: 'items',
    });
    const recovered = parts({
      items: [{ outcome: 'returned' }, { outcome: 'transferred' }, { outcome: 'missing' }],
    });
    expect(departmentSignRefusal(recovered, 'it', member(head.it))).toEqual({ ok: true });
  });

  it('lets the authority sign once, after every department', () => {
    const p = parts();
    expect(authoritySignRefusal(p)).toMatchObject({ ok: false, status: 409, field: 'departments' });
    p.tasks = p.tasks.map((t) => (t.key === 'hr' ? t : { ...t, signedAt: signed }));
    expect(authoritySignRefusal(p)).toMatchObject({ ok: false, status: 409 });
    expect(statusOf(p)).toBe('started');
    p.tasks = p.tasks.map((t) => ({ ...t, signedAt: signed }));
    expect(authoritySignRefusal(p)).toEqual({ ok: true });
    expect(statusOf(p)).toBe('cleared');
    p.authoritySigned = true;
    expect(authoritySignRefusal(p)).toMatchObject({ ok: false, status: 409 });
    expect(statusOf(p)).toBe('completed');
  });

  it('records an item outcome only once and only before IT signs', () => {
    expect(itemRefusal(parts(), { outcome: 'pending' })).toEqual({ ok: true });
    expect(itemRefusal(parts(), { outcome: 'returned' })).toMatchObject({ ok: false, status: 409 });
    const itSigned = parts({
      tasks: [{ key: 'it', headUserId: head.it, signedAt: signed }],
    });
    expect(itemRefusal(itSigned, { outcome: 'pending' })).toMatchObject({ ok: false, status: 409 });
  });

  it('calls a part overdue from two days before the last working day', () => {
    const open = { key: 'hr', headUserId: null, signedAt: null };
    expect(addDays('2026-03-01', -2)).toBe('2026-02-27');
    expect(isTaskOverdue(open, '2026-03-01', '2026-02-26')).toBe(false);
    expect(isTaskOverdue(open, '2026-03-01', '2026-02-27')).toBe(true);
    expect(isTaskOverdue(open, '2026-03-01', '2026-03-05')).toBe(true);
    expect(isTaskOverdue({ ...open, signedAt: signed }, '2026-03-01', '2026-03-05')).toBe(false);
  });

  it('sums up what is outstanding', () => {
    const p = parts();
    p.tasks = p.tasks.map((t) => (t.key === 'finance' ? { ...t, signedAt: signed } : t));
    expect(outstandingOf(p, '2026-03-01', '2026-02-28')).toEqual({
      departments: ['it', 'hr'],
      overdue: ['it', 'hr'],
      items: 1,
      authority: false,
    });
    const cleared = parts({ tasks: [{ key: 'hr', headUserId: null, signedAt: signed }] });
    expect(outstandingOf(cleared, '2026-03-01', '2026-01-01')).toMatchObject({
      departments: [],
      overdue: [],
      authority: true,
    });
  });
});

describe('leaverAssignmentRefusal', () => {
  it('refuses an item the exit recovered, then anything once IT signed; else admits it', () => {
    for (const outcome of ['returned', 'transferred', 'missing', 'damaged'] as const)
      for (const recoverySigned of [false, true])
        expect(leaverAssignmentRefusal({ recoverySigned, itemOutcome: outcome })).toBe(
          'EXIT_ITEM_RECOVERED',
        );
    expect(leaverAssignmentRefusal({ recoverySigned: true, itemOutcome: null })).toBe(
      'EXIT_RECOVERY_SIGNED',
    );
    expect(leaverAssignmentRefusal({ recoverySigned: false, itemOutcome: null })).toBeNull();
    expect(leaverAssignmentRefusal({ recoverySigned: false, itemOutcome: 'pending' })).toBeNull();
  });
});
