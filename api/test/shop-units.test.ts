/** Unit tests of a shop order's approval chain and its states. */
import {
  chainApproved,
  currentStep,
  decisionRefusal,
  needsFinance,
  planChain,
  type ChainRules,
  type StepState,
} from '../src/modules/shop/approval';
import { isClosed, itemRefusal, nextStatus } from '../src/modules/shop/state';

const LIMIT = 10_000_000;
const rules = (overrides: Partial<ChainRules> = {}): ChainRules => ({
  manager: { userId: 'u-manager' },
  itApproverUserId: 'u-it',
  financeApproverUserId: 'u-finance',
  priceLimitPaise: LIMIT,
  ...overrides,
});
const member = (userId: string) => ({ userId, isAdmin: false });
const admin = { userId: 'u-admin', isAdmin: true };
/** An order Rohan placed for himself, in a company of one administrator. */
const parties = {
  requesterUserId: 'u-employee',
  employeeUserId: 'u-employee',
  adminUserIds: ['u-admin'],
};

describe('planChain', () => {
  it('is the manager, then IT, without Finance at or below the price limit', () => {
    const steps = planChain(
      { totalPaise: LIMIT, requesterUserId: 'u-employee', employeeUserId: 'u-employee' },
      rules(),
    );
    expect(steps).toEqual([
      { kind: 'manager', approverUserId: 'u-manager', decision: 'pending' },
      { kind: 'it', approverUserId: 'u-it', decision: 'pending' },
    ]);
  });

  it('adds Finance above the price limit', () => {
    const steps = planChain(
      { totalPaise: LIMIT + 1, requesterUserId: 'u-employee', employeeUserId: 'u-employee' },
      rules(),
    );
    expect(steps.map((s) => s.kind)).toEqual(['manager', 'it', 'finance']);
    expect(steps[2]).toEqual({ kind: 'finance', approverUserId: 'u-finance', decision: 'pending' });
    expect(needsFinance(1, 0)).toBe(true);
    expect(needsFinance(0, 0)).toBe(false);
  });

  it('has no manager step for an employee without a manager, and leaves unnamed approvers to administrators', () => {
    const steps = planChain(
      { totalPaise: 5, requesterUserId: 'u-employee', employeeUserId: 'u-employee' },
      rules({ manager: null, itApproverUserId: null }),
    );
    expect(steps).toEqual([{ kind: 'it', approverUserId: null, decision: 'pending' }]);
  });

  it('keeps the step of a manager without an account, for an administrator', () => {
    const [step] = planChain(
      { totalPaise: 5, requesterUserId: 'u-x', employeeUserId: 'u-employee' },
      rules({ manager: { userId: null } }),
    );
    expect(step).toEqual({ kind: 'manager', approverUserId: null, decision: 'pending' });
  });

  it('on behalf of someone: the beneficiary’s manager approves, and a manager ordering for their report has approved by placing', () => {
    const forReport = planChain(
      { totalPaise: 5, requesterUserId: 'u-manager', employeeUserId: 'u-employee' },
      rules(),
    );
    expect(forReport[0]).toEqual({
      kind: 'manager',
      approverUserId: 'u-manager',
      decision: 'approved',
    });
    expect(currentStep(forReport)?.kind).toBe('it');
    const byColleague = planChain(
      { totalPaise: 5, requesterUserId: 'u-colleague', employeeUserId: 'u-employee' },
      rules(),
    );
    expect(byColleague[0]!.decision).toBe('pending');
  });
});

describe('deciding a step', () => {
  const chain = (...decisions: StepState['decision'][]): StepState[] =>
    (['manager', 'it', 'finance'] as const).slice(0, decisions.length).map((kind, i) => ({
      kind,
      approverUserId: kind === 'finance' ? null : `u-${kind}`,
      decision: decisions[i]!,
    }));

  it('lets only the current step’s approver decide (403 for a later step’s)', () => {
    const steps = chain('pending', 'pending', 'pending');
    expect(decisionRefusal(steps, member('u-manager'), parties)).toEqual({ ok: true });
    expect(decisionRefusal(steps, member('u-it'), parties)).toMatchObject({
      ok: false,
      status: 403,
      code: 'SHOP_NOT_YOUR_STEP',
    });
    expect(decisionRefusal(steps, admin, parties)).toMatchObject({ ok: false, status: 403 });
    const atIt = chain('approved', 'pending', 'pending');
    expect(decisionRefusal(atIt, member('u-manager'), parties)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(decisionRefusal(atIt, member('u-it'), parties)).toEqual({ ok: true });
  });

  it('leaves a step with no named approver to administrators', () => {
    const atFinance = chain('approved', 'approved', 'pending');
    expect(decisionRefusal(atFinance, admin, parties)).toEqual({ ok: true });
    expect(decisionRefusal(atFinance, member('u-it'), parties)).toMatchObject({ status: 403 });
  });

  it('ends the chain at a rejection (409 after it), and approves it when every step has', () => {
    const rejected = chain('approved', 'rejected', 'pending');
    expect(currentStep(rejected)).toBeNull();
    expect(chainApproved(rejected)).toBe(false);
    expect(decisionRefusal(rejected, member('u-it'), parties)).toMatchObject({ status: 409 });
    const done = chain('approved', 'approved');
    expect(currentStep(done)).toBeNull();
    expect(chainApproved(done)).toBe(true);
    expect(decisionRefusal(done, member('u-it'), parties)).toMatchObject({ status: 409 });
  });
});

describe('nobody decides their own order', () => {
  it('plans a step whose approver is the requester or the employee for administrators', () => {
    const byIt = planChain(
      { totalPaise: LIMIT + 1, requesterUserId: 'u-it', employeeUserId: 'u-employee' },
      rules(),
    );
    expect(byIt.map((s) => [s.kind, s.approverUserId])).toEqual([
      ['manager', 'u-manager'],
      ['it', null],
      ['finance', 'u-finance'],
    ]);
    const forFinance = planChain(
      { totalPaise: LIMIT + 1, requesterUserId: 'u-employee', employeeUserId: 'u-finance' },
      rules(),
    );
    expect(forFinance[2]).toEqual({ kind: 'finance', approverUserId: null, decision: 'pending' });
  });

  const at = (approverUserId: string | null): StepState[] => [
    { kind: 'it', approverUserId, decision: 'pending' },
  ];
  const byIt = { requesterUserId: 'u-it', employeeUserId: 'u-employee', adminUserIds: ['u-admin'] };

  it('refuses the party named on a step (SHOP_SELF_APPROVAL), leaving it to administrators', () => {
    expect(decisionRefusal(at('u-it'), member('u-it'), byIt)).toMatchObject({
      status: 403,
      code: 'SHOP_SELF_APPROVAL',
    });
    expect(decisionRefusal(at('u-it'), member('u-employee'), byIt)).toMatchObject({
      code: 'SHOP_SELF_APPROVAL',
    });
    expect(decisionRefusal(at('u-it'), admin, byIt)).toEqual({ ok: true });
    expect(decisionRefusal(at('u-it'), member('u-other'), byIt)).toMatchObject({
      code: 'SHOP_NOT_YOUR_STEP',
    });
  });

  it('leaves the step of an approver who cannot decide any more to administrators', () => {
    const gone = { ...byIt, requesterUserId: 'u-employee', unableUserIds: ['u-it'] };
    expect(decisionRefusal(at('u-it'), member('u-it'), gone)).toMatchObject({
      code: 'SHOP_NOT_YOUR_STEP',
    });
    expect(decisionRefusal(at('u-it'), admin, gone)).toEqual({ ok: true });
  });

  it('lets an administrator who is a party decide only when there is no other', () => {
    const byAdmin = { requesterUserId: 'u-admin', employeeUserId: null, adminUserIds: ['u-admin'] };
    expect(decisionRefusal(at(null), admin, byAdmin)).toEqual({ ok: true });
    const twoAdmins = { ...byAdmin, adminUserIds: ['u-admin', 'u-admin-2'] };
    expect(decisionRefusal(at(null), admin, twoAdmins)).toMatchObject({
      code: 'SHOP_SELF_APPROVAL',
    });
    expect(decisionRefusal(at(null), { userId: 'u-admin-2', isAdmin: true }, twoAdmins)).toEqual({
      ok: true,
    });
  });
});

describe('order states', () => {
  it('goes placed → awaiting approval → approved → fulfilling → complete', () => {
    expect(nextStatus('placed', { type: 'submit', chainApproved: false })).toEqual({
      ok: true,
      to: 'awaiting-approval',
    });
    expect(nextStatus('awaiting-approval', { type: 'approve-step', chainApproved: false })).toEqual(
      { ok: true, to: 'awaiting-approval' },
    );
    expect(nextStatus('awaiting-approval', { type: 'approve-step', chainApproved: true })).toEqual({
      ok: true,
      to: 'approved',
    });
    expect(nextStatus('approved', { type: 'fulfil' })).toEqual({ ok: true, to: 'fulfilling' });
    expect(nextStatus('fulfilling', { type: 'fulfil' })).toEqual({ ok: true, to: 'fulfilling' });
    expect(
      nextStatus('fulfilling', { type: 'complete', items: ['handed-over', 'handed-over'] }),
    ).toEqual({ ok: true, to: 'complete' });
    expect(isClosed('complete')).toBe(true);
  });

  it('is approved at once when placing leaves no step pending', () => {
    expect(nextStatus('placed', { type: 'submit', chainApproved: true })).toEqual({
      ok: true,
      to: 'approved',
    });
  });

  it('completes only when every item is handed over (409 naming items otherwise)', () => {
    expect(
      nextStatus('fulfilling', { type: 'complete', items: ['handed-over', 'ordered'] }),
    ).toEqual({
      ok: false,
      status: 409,
      reason: '1 item(s) are still to be handed over',
      code: 'SHOP_ITEMS_NOT_HANDED_OVER',
      field: 'items',
    });
    expect(nextStatus('awaiting-approval', { type: 'complete', items: [] })).toMatchObject({
      ok: false,
      status: 409,
    });
    // A unit on a purchase order is not handed over: the order stays in fulfilment.
    expect(
      nextStatus('fulfilling', { type: 'complete', items: ['handed-over', 'ordered', 'reserved'] }),
    ).toMatchObject({ ok: false, code: 'SHOP_ITEMS_NOT_HANDED_OVER', reason: /^2 item/ });
  });

  it('is complete once, and asking again of a complete order changes nothing', () => {
    const done = { type: 'complete', items: ['handed-over'] } as const;
    expect(nextStatus('complete', done)).toEqual({ ok: true, to: 'complete' });
    expect(nextStatus('complete', { type: 'fulfil' })).toMatchObject({
      ok: false,
      code: 'SHOP_ORDER_COMPLETE',
    });
    for (const closed of ['rejected', 'cancelled'] as const)
      expect(nextStatus(closed, done)).toMatchObject({ ok: false, code: 'SHOP_NOT_FULFILLING' });
  });

  it('is rejected only while awaiting approval, and nothing follows a rejection', () => {
    expect(nextStatus('awaiting-approval', { type: 'reject' })).toEqual({
      ok: true,
      to: 'rejected',
    });
    expect(nextStatus('approved', { type: 'reject' })).toMatchObject({ ok: false, status: 409 });
    for (const event of [
      { type: 'approve-step', chainApproved: true },
      { type: 'fulfil' },
      { type: 'cancel', handedOver: 0 },
    ] as const)
      expect(nextStatus('rejected', event)).toMatchObject({ ok: false, status: 409 });
    expect(isClosed('rejected')).toBe(true);
  });

  it('is cancelled until a unit is handed over, not after', () => {
    const cancel = { type: 'cancel', handedOver: 0 } as const;
    expect(nextStatus('awaiting-approval', cancel)).toEqual({ ok: true, to: 'cancelled' });
    expect(nextStatus('approved', cancel)).toEqual({ ok: true, to: 'cancelled' });
    expect(nextStatus('fulfilling', cancel)).toEqual({ ok: true, to: 'cancelled' });
    expect(nextStatus('fulfilling', { type: 'cancel', handedOver: 1 })).toMatchObject({
      ok: false,
      status: 409,
      field: 'items',
    });
    expect(nextStatus('complete', cancel)).toMatchObject({ ok: false, status: 409 });
    expect(nextStatus('rejected', cancel)).toMatchObject({ ok: false, status: 409 });
    expect(nextStatus('cancelled', { type: 'fulfil' })).toMatchObject({ ok: false, status: 409 });
  });
});

describe('fulfilling an item', () => {
  it('reserves an open or ordered item once, and hands over only a reserved one', () => {
    expect(itemRefusal('open', 'reserve', true)).toEqual({ ok: true });
    expect(itemRefusal('ordered', 'reserve', true)).toEqual({ ok: true });
    expect(itemRefusal('reserved', 'reserve', true)).toMatchObject({
      status: 409,
      field: 'status',
      code: 'SHOP_ITEM_RESERVED',
    });
    expect(itemRefusal('open', 'purchase-order', true)).toEqual({ ok: true });
    expect(itemRefusal('ordered', 'purchase-order', true)).toMatchObject({ status: 409 });
    expect(itemRefusal('open', 'hand-over', true)).toMatchObject({ status: 409 });
    expect(itemRefusal('reserved', 'hand-over', true)).toEqual({ ok: true });
    expect(itemRefusal('handed-over', 'hand-over', true)).toMatchObject({ status: 409 });
  });

  it('hands a licence over without an asset, and never reserves one for it', () => {
    expect(itemRefusal('open', 'hand-over', false)).toEqual({ ok: true });
    expect(itemRefusal('open', 'reserve', false)).toMatchObject({ status: 409 });
    expect(itemRefusal('open', 'purchase-order', false)).toMatchObject({ status: 409 });
  });
});
