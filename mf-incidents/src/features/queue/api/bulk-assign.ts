/** POST /incidents/tickets/assign: several tickets to one agent (or back to the queue). */
import type { BulkAssignResult } from '@itam/shared/contracts/incidents';
import { incidentsApi, TICKET_LISTS } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    bulkAssign: build.mutation<
      BulkAssignResult,
      { ids: readonly string[]; assigneeId: string | null }
    >({
      query: ({ ids, assigneeId }) => ({
        url: '/incidents/tickets/assign',
        method: 'POST',
        body: { ids, assigneeId },
      }),
      transformResponse: ({ type: _type, ...result }: BulkAssignResult & { type: 'success' }) =>
        result,
      invalidatesTags: (result, error) =>
        error || !result
          ? []
          : [...TICKET_LISTS, ...result.updated.map((id) => ({ type: 'Ticket' as const, id }))],
    }),
  }),
});

export const { useBulkAssignMutation } = endpoint;
