/** GET /incidents/assets: the caller's own assets first, then any matching tag, serial or name. */
import type { PickableAsset } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    searchAssets: build.query<PickableAsset[], string>({
      query: (search) => ({
        url: '/incidents/assets',
        params: search.trim() ? { search: search.trim() } : {},
      }),
      transformResponse: (answer: { assets: PickableAsset[] }) => answer.assets,
      providesTags: ['PickableAsset'],
    }),
  }),
});

export const { useSearchAssetsQuery } = endpoint;
