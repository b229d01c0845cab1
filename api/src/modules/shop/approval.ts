/**
 * The approval chain of a shop order, as pure functions (no database): which steps an order
 * gets from the company's rules, who approves each, the current step, and whether a caller
 * may decide it now. The order's read model (order-read.ts) reads the same rules from here.
 *
 * The chain, in order:
 * - manager: the manager of the employee the order is for (so an order on someone's behalf
 *   goes to their manager, not the requester's); none when the employee has no manager. When
 *   the requester is that manager, their placing the order is their approval (the step is
 *   recorded approved at once).
 * - it: always; the company's IT approver (none named: any administrator).
 * - finance: only when the order's total is above the company's price limit (equal is not
 *   above); the company's Finance approver (none named: any administrator).
 * Any rejection ends the chain and the order.
 *
 * Nobody decides their own order: the order's parties (its requester and the employee it is
 * for, by their account) never decide a step. A step whose approver is a party goes to the
 * company's administrators instead (it is planned with no named approver, and a step named
 * before this rule is read the same way), and an administrator who is a party does not decide
 * it either, unless the company has no other administrator (then nobody else ever could).
 * The one exception is the manager's step of an order a manager places for their report:
 * placing it is their decision (the order is not for them, and IT still decides).
 * A step whose named approver cannot decide any more (deactivated, or their role lost the
 * approval) goes to the administrators too, so no order waits for ever.
 */
import type { StepDecision, StepKind } from '../../db/schema-shop';
import type { Refusal } from './state';

export interface ChainRules {
  /** The employee's manager: null when they have none; userId null when the manager has no account. */
  manager: { userId: string | null } | null;
  itApproverUserId: string | null;
  financeApproverUserId: string | null;
  /** Paise; the order needs Finance above it. */
  priceLimitPaise: number;
}

export interface ChainOrder {
  totalPaise: number;
  requesterUserId: string;
  /** The account of the employee the order is for (by email), or null. */
  employeeUserId: string | null;
}

export interface PlannedStep {
  kind: StepKind;
  approverUserId: string | null;
  /** approved: decided on placing (the requester is the step's approver, the manager). */
  decision: 'pending' | 'approved';
}

export function needsFinance(totalPaise: number, priceLimitPaise: number): boolean {
  return totalPaise > priceLimitPaise;
}

export function planChain(order: ChainOrder, rules: ChainRules): PlannedStep[] {
  const parties = { requesterUserId: order.requesterUserId, employeeUserId: order.employeeUserId };
  // A party named as a step's approver: the step goes to the administrators.
  const approver = (userId: string | null) => (isParty(userId, parties) ? null : userId);
  const steps: PlannedStep[] = [];
  if (rules.manager) {
    const managerId = rules.manager.userId;
    const placedByManager = managerId !== null && managerId === order.requesterUserId;
    steps.push({
      kind: 'manager',
      approverUserId: placedByManager ? managerId : approver(managerId),
      decision: placedByManager ? 'approved' : 'pending',
    });
  }
  steps.push({ kind: 'it', approverUserId: approver(rules.itApproverUserId), decision: 'pending' });
  if (needsFinance(order.totalPaise, rules.priceLimitPaise))
    steps.push({
      kind: 'finance',
      approverUserId: approver(rules.financeApproverUserId),
      decision: 'pending',
    });
  return steps;
}

export interface StepState {
  kind: StepKind;
  approverUserId: string | null;
  decision: StepDecision;
}

/** The first pending step, or null when none is (every step approved, or one rejected). */
export function currentStep<T extends StepState>(steps: readonly T[]): T | null {
  if (steps.some((s) => s.decision === 'rejected')) return null;
  return steps.find((s) => s.decision === 'pending') ?? null;
}

/** Every step approved (an empty chain is approved). */
export function chainApproved(steps: readonly StepState[]): boolean {
  return steps.every((s) => s.decision === 'approved');
}

/** The people of an order who never decide it, and the company's administrators. */
export interface OrderParties {
  requesterUserId: string | null;
  /** The account of the employee the order is for, or null. */
  employeeUserId: string | null;
  /** The company's active administrators (who decide a step that falls to them). */
  adminUserIds: readonly string[];
  /**
   * Approvers named on the order who cannot decide now (deactivated, or their role may no
   * longer approve): their steps fall to the administrators too. Absent: none.
   */
  unableUserIds?: readonly string[];
}

/** Is the user the order's requester or the employee it is for? */
export function isParty(
  userId: string | null,
  parties: Pick<OrderParties, 'requesterUserId' | 'employeeUserId'>,
): boolean {
  return (
    userId !== null && (userId === parties.requesterUserId || userId === parties.employeeUserId)
  );
}

/** Does the step go to the administrators: no approver named, a party, or one who cannot? */
export const fallsToAdmins = (step: StepState, parties: OrderParties): boolean =>
  step.approverUserId === null ||
  isParty(step.approverUserId, parties) ||
  (parties.unableUserIds ?? []).includes(step.approverUserId);

/**
 * May this caller decide the step? Its named approver, unless a party; else an administrator
 * who is not a party, or (the company has no other) the administrator who is.
 */
export function isStepApprover(
  step: StepState,
  caller: { userId: string; isAdmin: boolean },
  parties: OrderParties,
): boolean {
  if (!fallsToAdmins(step, parties)) return step.approverUserId === caller.userId;
  if (!caller.isAdmin) return false;
  if (!isParty(caller.userId, parties)) return true;
  return !parties.adminUserIds.some((id) => !isParty(id, parties));
}

/**
 * May this caller approve or reject the order now? 409 when no step is pending (the order
 * is decided); 403 when the current step is not theirs, even if a later one is
 * (SHOP_SELF_APPROVAL when the caller is a party of the order).
 */
export function decisionRefusal(
  steps: readonly StepState[],
  caller: { userId: string; isAdmin: boolean },
  parties: OrderParties,
): Refusal {
  const step = currentStep(steps);
  if (!step)
    return {
      ok: false,
      status: 409,
      reason: 'This order is not awaiting approval',
      code: 'SHOP_NOT_AWAITING_APPROVAL',
    };
  if (isStepApprover(step, caller, parties)) return { ok: true };
  if (isParty(caller.userId, parties))
    return {
      ok: false,
      status: 403,
      reason: 'You placed this order or it is for you: someone else decides it',
      code: 'SHOP_SELF_APPROVAL',
    };
  return {
    ok: false,
    status: 403,
    reason: `This order is at the ${step.kind} step, which is not yours to decide`,
    code: 'SHOP_NOT_YOUR_STEP',
  };
}
