/** GET /assets/:id/audits */
import { ASSET_API_PATHS, type AssetAuditsResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { AuditList } from './asset-detail-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getAudits: build.query<AuditList, string>({
      query: (id) => ({ url: ASSET_API_PATHS.audits(id) }),
      transformResponse: (answer: Ok<AssetAuditsResponse>) => answer.audits,
      providesTags: (_list, _error, id) => [{ type: 'Audit', id }],
    }),
  }),
});

export const { useGetAuditsQuery } = endpoint;
