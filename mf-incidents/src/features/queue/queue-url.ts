/**
 * The agents' queue in the URL: filters (status, priority, assignee, breach, asset),
 * search, sort, page (from 1), page size, and the open ticket (`ticket`: its id, or its
 * number as typed, `/incidents?ticket=INC-000123`): a ticket's detail is a link,
 * `/incidents?ticket=<id>`, and back returns to the queue.
 */
import {
  queryText,
  urlField as f,
  urlListSchema,
  type UrlListValues,
} from '@itam/shared/list-state';
import { TICKET_SORTS, TICKET_STATUSES, type TicketSort } from '@itam/shared/contracts/incidents';
import { ticketNumberOf } from '../ticket/ticket-links';

export const QUEUE_PAGE_SIZES = [10, 25, 50, 100] as const;

export const QUEUE_URL = urlListSchema({
  search: f.text(100),
  status: f.list(f.oneOf(TICKET_STATUSES), TICKET_STATUSES.length),
  priority: f.list(f.oneOf(['1', '2', '3', '4', '5']), 5),
  /** The API's assigneeId: an agent's id, `me` or `none` (read through `assigneeOf`). */
  assignee: f.text(36),
  breached: f.oneOf(['true', 'false']),
  asset: f.id(),
  sort: f.oneOf(TICKET_SORTS),
  page: f.int(1, 100_000),
  size: f.oneOfNumbers(QUEUE_PAGE_SIZES),
  /** A ticket's id or number (read through `ticketRefOf`). */
  ticket: f.text(40),
});

export const QUEUE_DEFAULTS = {
  search: '',
  status: [],
  priority: [],
  assignee: '',
  breached: null,
  asset: null,
  sort: 'newest' as TicketSort,
  page: 1,
  size: 25 as (typeof QUEUE_PAGE_SIZES)[number],
  ticket: '',
};

export type QueueUrl = UrlListValues<typeof QUEUE_URL, typeof QUEUE_DEFAULTS>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The assignee filter: an agent's id, `me` or `none`; anything else is no filter. */
export function assigneeOf(url: Pick<QueueUrl, 'assignee'>): string | null {
  const value = url.assignee.trim();
  return value === 'me' || value === 'none' || GUID.test(value) ? value : null;
}

/** The open ticket: its id, or its number as the desk writes it (`INC-000123`); else none. */
export function ticketRefOf(url: Pick<QueueUrl, 'ticket'>): string | null {
  const value = url.ticket.trim();
  if (GUID.test(value)) return value.toLowerCase();
  return ticketNumberOf(value);
}

/** The link to one ticket's detail in the queue. */
export const ticketHref = (id: string) => `/incidents?ticket=${id}`;

/** The current query with some parameters set or (null) removed, commas kept readable. */
export function queryWith(current: URLSearchParams, change: Record<string, string | null>): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change))
    if (value === null) params.delete(key);
    else params.set(key, value);
  return queryText(params);
}
