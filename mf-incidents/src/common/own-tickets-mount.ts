/** Where the caller's own tickets are read: the desk's mount (every kind) or it-services' alone. */
import { selectCompanyRoles, useAppSelector } from '@itam/shared/store';
import type { TicketBase } from '../api/incidents-api';

/** Which mount the company's modules let it read: every kind, or service requests only. */
export function useOwnTicketsMount(): TicketBase {
  const roles = useAppSelector(selectCompanyRoles);
  return roles.includes('incident-management') ? 'tickets' : 'requests';
}
