/** POST /api/assets/:id/state (not ASSIGNED: assigning names the employee). */
import { ASSET_API_PATHS, type AssetState } from '@itam/shared/contracts';
import { assetTags, scannerApi } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerChangeState: build.mutation<
      void,
      { id: string; body: { state: AssetState; note?: string } }
    >({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.state(id), method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : assetTags(id)),
    }),
  }),
});

export const { useScannerChangeStateMutation } = endpoint;
