/**
 * The service desk's access: its two company modules (the incidents screens are
 * incident-management's; service requests and their catalogue are it-services'), its
 * permissions (group `on_incident`) and who a caller is to a ticket.
 */
import { isAllowed, perm, type Policies } from '@itam/shared/contracts';
import type { Entitlement } from '../../auth/guard';
import { moduleAccess, type Caller } from '../../platform/access';

export const INCIDENT_MODULE: Entitlement = 'incident-management';
export const SERVICES_MODULE: Entitlement = 'it-services';
export const incidentAccess = moduleAccess(INCIDENT_MODULE);
export const servicesAccess = moduleAccess(SERVICES_MODULE);
/** A company module's route access (`access(P.ticketView)`). */
export type DeskAccess = typeof incidentAccess;

export const INCIDENT_PERMISSIONS = {
  ticketCreate: perm('on_incident', 'ticket', 'create'),
  ticketView: perm('on_incident', 'ticket', 'view'),
  ticketEdit: perm('on_incident', 'ticket', 'edit'),
  queueView: perm('on_incident', 'ticket_queue', 'view'),
  assign: perm('on_incident', 'ticket_assign', 'edit'),
  close: perm('on_incident', 'ticket_close', 'edit'),
  matrixView: perm('on_incident', 'priority_matrix', 'view'),
  matrixEdit: perm('on_incident', 'priority_matrix', 'edit'),
  reportsView: perm('on_incident', 'incident_reports', 'view'),
} as const;

const P = INCIDENT_PERMISSIONS;

/** What the caller may do on tickets: an agent sees the whole queue, a requester their own tickets. */
export interface DeskRole {
  agent: boolean;
  canEdit: boolean;
  canAssign: boolean;
  canClose: boolean;
}

export function deskRoleOf(policies: Policies): DeskRole {
  return {
    agent: isAllowed(policies, P.queueView),
    canEdit: isAllowed(policies, P.ticketEdit),
    canAssign: isAllowed(policies, P.assign),
    canClose: isAllowed(policies, P.close),
  };
}

/** The caller as the desk sees them: their company, their user and their desk role. */
export interface DeskActor extends DeskRole {
  companyId: string;
  userId: string;
}

export const deskActorOf = (caller: Caller): DeskActor => ({
  companyId: caller.companyId,
  userId: caller.userId,
  ...deskRoleOf(caller.policies),
});

/** The policies of the seeded "IT agent" role. */
export const AGENT_POLICIES: Policies = {
  on_incident: {
    ticket: ['create', 'view', 'edit'],
    ticket_queue: ['view'],
    ticket_assign: ['edit'],
    ticket_close: ['edit'],
    priority_matrix: ['view'],
    incident_reports: ['view'],
  },
  on_asset: { asset: ['view'] },
};

/** The policies of the seeded "Staff" role: raise tickets and follow their own. */
export const STAFF_POLICIES: Policies = {
  on_incident: { ticket: ['create', 'view'] },
};
