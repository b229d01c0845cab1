/**
 * The ticket lifecycle: New → Assigned → In progress → Waiting on requester → Resolved →
 * Closed, with Reopen. A change of status is an action; each action is allowed from some
 * statuses only (anything else answers 409) and leads to one status. The SLA clock runs
 * while a ticket is open, pauses while it waits on its requester and stops once resolved.
 * Assigning is not an action here: it moves a New ticket to Assigned (see assignStatus).
 */
import {
  TICKET_ACTIONS,
  TICKET_STATUSES,
  type TicketAction,
  type TicketStatus,
} from '@itam/shared/contracts/incidents';

export { TICKET_ACTIONS, TICKET_STATUSES, type TicketAction, type TicketStatus };

interface ActionRule {
  from: readonly TicketStatus[];
  /** The status it leads to; reopen goes back to Assigned when someone holds the ticket. */
  to: TicketStatus;
}

export const TRANSITIONS: Readonly<Record<TicketAction, ActionRule>> = {
  start: { from: ['new', 'assigned'], to: 'in_progress' },
  wait: { from: ['assigned', 'in_progress'], to: 'waiting_on_requester' },
  resume: { from: ['waiting_on_requester'], to: 'in_progress' },
  resolve: { from: ['new', 'assigned', 'in_progress', 'waiting_on_requester'], to: 'resolved' },
  close: { from: ['resolved'], to: 'closed' },
  reopen: { from: ['resolved'], to: 'new' },
};

/** The status an action leads to from `from`, or null when the lifecycle does not allow it. */
export function nextStatus(
  from: TicketStatus,
  action: TicketAction,
  hasAssignee: boolean,
): TicketStatus | null {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(from)) return null;
  if (action === 'reopen') return hasAssignee ? 'assigned' : 'new';
  return rule.to;
}

/** The actions allowed from a status (what the screens offer). */
export function actionsFrom(status: TicketStatus): TicketAction[] {
  return TICKET_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(status));
}

/** Assigning a New ticket makes it Assigned; any other status stays as it is. */
export const assignStatus = (status: TicketStatus): TicketStatus =>
  status === 'new' ? 'assigned' : status;

export type ClockState = 'running' | 'paused' | 'stopped';

export function clockStateOf(status: TicketStatus): ClockState {
  if (status === 'waiting_on_requester') return 'paused';
  if (status === 'resolved' || status === 'closed') return 'stopped';
  return 'running';
}

export const isOpen = (status: TicketStatus): boolean => clockStateOf(status) !== 'stopped';
