/**
 * GET /incidents/tickets/:id, or GET /incidents/tickets/by-number/:number for a number
 * (`INC-000123`; 404 naming it); under /incidents/requests for it-services.
 */
import type { TicketDetail, TicketResponse } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi, TICKET_LISTS, type Ok } from '../../../common/incidents-server-api';

export interface GetTicketArg {
  /** Its id, or its number. */
  ref: string;
  mount: TicketBase;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getTicket: build.query<TicketDetail, GetTicketArg>({
      query: ({ ref, mount }) => ({
        url: GUID.test(ref)
          ? `/incidents/${mount}/${ref}`
          : `/incidents/${mount}/by-number/${encodeURIComponent(ref)}`,
      }),
      transformResponse: (answer: Ok<TicketResponse>) => answer.ticket,
      providesTags: (ticket) => (ticket ? [{ type: 'Ticket', id: ticket._id }] : []),
    }),
  }),
});

export const { useGetTicketQuery } = endpoint;
/** The injected api, for writes that put their answer in the cache. */
export const getTicketApi = endpoint;

interface WriteLifecycle<T> {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: T }>;
}

/** Changes every kept copy of ticket `id` (opened by its id or by its number). */
export function changeKeptTicket(
  { dispatch, getState }: Pick<WriteLifecycle<unknown>, 'dispatch' | 'getState'>,
  id: string,
  change: (ticket: TicketDetail) => TicketDetail,
): void {
  const state = getState() as Parameters<typeof endpoint.util.selectInvalidatedBy>[0];
  for (const kept of endpoint.util.selectInvalidatedBy(state, [{ type: 'Ticket', id }]))
    if (kept.endpointName === 'getTicket')
      dispatch(
        endpoint.util.updateQueryData('getTicket', kept.originalArgs as GetTicketArg, (ticket) =>
          change(ticket),
        ),
      );
}

/**
 * A change's answer is the ticket as it is now: it replaces every kept copy without a
 * request; the lists and counts showing it read again when next shown.
 */
export async function keepWrittenTicket(
  _arg: unknown,
  lifecycle: WriteLifecycle<TicketDetail>,
): Promise<void> {
  let ticket: TicketDetail;
  try {
    ticket = (await lifecycle.queryFulfilled).data;
  } catch {
    return; // The screen shows the failure from the write's own answer.
  }
  changeKeptTicket(lifecycle, ticket._id, () => ticket);
  lifecycle.dispatch(endpoint.util.invalidateTags(TICKET_LISTS));
}
