/** POST /api/assets/:id/assign */
import { ASSET_API_PATHS } from '@itam/shared/contracts';
import { assetTags, scannerApi } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerAssignAsset: build.mutation<
      void,
      { id: string; body: { employeeId: string; date: string } }
    >({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.assign(id), method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : assetTags(id)),
    }),
  }),
});

export const { useScannerAssignAssetMutation } = endpoint;
