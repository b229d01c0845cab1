/** GET /api/assets/:id/audits: newest first (the card shows the last one). */
import { ASSET_API_PATHS, type AssetAudit, type AssetAuditsResponse } from '@itam/shared/contracts';
import { scannerApi, type Ok } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerAssetAudits: build.query<AssetAudit[], string>({
      query: (id) => ({ url: ASSET_API_PATHS.audits(id) }),
      transformResponse: (answer: Ok<AssetAuditsResponse>) => answer.audits,
      providesTags: (_audits, _error, id) => [{ type: 'Audit', id }],
    }),
  }),
});

export const { useScannerAssetAuditsQuery } = endpoint;
