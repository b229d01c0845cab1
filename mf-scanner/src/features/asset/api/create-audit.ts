/** POST /api/assets/:id/audits: an audit of the asset now. */
import { ASSET_API_PATHS, type AssetAuditInput } from '@itam/shared/contracts';
import { assetTags, scannerApi } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerCreateAudit: build.mutation<void, { id: string; body: AssetAuditInput }>({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.audits(id), method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : assetTags(id)),
    }),
  }),
});

export const { useScannerCreateAuditMutation } = endpoint;
