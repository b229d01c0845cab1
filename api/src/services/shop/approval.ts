/**
 * The approval chain of a shop order, as pure functions (no database): which steps an order
 * gets from the company's rules, who approves each, the current step, and whether a caller
 * may decide it now. The routes (routes/shop) read the same rules from here.
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
  const steps: PlannedStep[] = [];
  if (rules.manager) {
    const approverUserId = rules.manager.userId;
    steps.push({
      kind: 'manager',
      approverUserId,
      decision:
        approverUserId !== null && approverUserId === order.requesterUserId
          ? 'approved'
          : 'pending',
    });
  }
  steps.push({ kind: 'it', approverUserId: rules.itApproverUserId, decision: 'pending' });
  if (needsFinance(order.totalPaise, rules.priceLimitPaise))
    steps.push({
      kind: 'finance',
      approverUserId: rules.financeApproverUserId,
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

/** May this caller decide the step? Its named approver, or any administrator when none is named. */
export function isStepApprover(
  step: StepState,
  caller: { userId: string; isAdmin: boolean },
): boolean {
  return step.approverUserId === null ? caller.isAdmin : step.approverUserId === caller.userId;
}

/**
 * May this caller approve or reject the order now? 409 when no step is pending (the order
 * is decided); 403 when the current step is not theirs, even if a later one is.
 */
export function decisionRefusal(
  steps: readonly StepState[],
  caller: { userId: string; isAdmin: boolean },
): Refusal {
  const step = currentStep(steps);
  if (!step)
    return {
      ok: false,
      status: 409,
      reason: 'This order is not awaiting approval',
      code: 'SHOP_NOT_AWAITING_APPROVAL',
    };
  if (!isStepApprover(step, caller))
    return {
      ok: false,
      status: 403,
      reason: `This order is at the ${step.kind} step, which is not yours to decide`,
      code: 'SHOP_NOT_YOUR_STEP',
    };
  return { ok: true };
}
