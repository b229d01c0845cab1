/** POST /api/assets/:id/unassign */
import { ASSET_API_PATHS } from '@itam/shared/contracts';
import { assetTags, scannerApi } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerUnassignAsset: build.mutation<void, { id: string; body: { date: string } }>({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.unassign(id), method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : assetTags(id)),
    }),
  }),
});

export const { useScannerUnassignAssetMutation } = endpoint;
