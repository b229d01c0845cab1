/** PUT /incidents/settings/sla: every priority's service levels. The answer, as saved, replaces the kept one. */
import type { SlaTargetRow } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';
import { getSlaTargetsApi } from './get-sla-targets';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    saveSlaTargets: build.mutation<SlaTargetRow[], SlaTargetRow[]>({
      query: (value) => ({
        url: '/incidents/settings/sla',
        method: 'PUT',
        body: { targets: value },
      }),
      transformResponse: (answer: { targets: SlaTargetRow[] }) => answer.targets,
      async onQueryStarted(_value, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Open tickets' clocks change with it: every ticket and list reads again when shown.
          dispatch(endpoint.util.invalidateTags(['Ticket', 'TicketList', 'AssetTickets']));
          dispatch(getSlaTargetsApi.util.upsertQueryData('getSlaTargets', undefined, data));
        } catch {
          // The editor shows the refusal from the write's own answer.
        }
      },
    }),
  }),
});

export const { useSaveSlaTargetsMutation } = endpoint;
