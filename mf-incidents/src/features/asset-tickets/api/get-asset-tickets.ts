/**
 * GET /incidents/assets/:id/tickets: the service desk's tickets about an asset, open ones
 * counted (a requester sees only their own). Also read inside the assets remote's asset
 * detail (its Tickets tab): the same kit store holds it.
 */
import { assetTicketsPath, type AssetTicketsResponse } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

/** The tickets and how many are open (the asset itself is shown by the screen already). */
export type AssetTicketList = Omit<AssetTicketsResponse, 'type'>;

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetTickets: build.query<AssetTicketList, string>({
      query: (assetId) => ({ url: assetTicketsPath(assetId) }),
      transformResponse: ({ type: _type, ...rest }: AssetTicketsResponse) => rest,
      providesTags: (_answer, _error, assetId) => [{ type: 'AssetTickets', id: assetId }],
    }),
  }),
});

export const { useGetAssetTicketsQuery } = endpoint;
