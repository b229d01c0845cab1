/** POST /assets/:id/depreciation */
import { ASSET_API_PATHS, type DepreciationSettingsInput } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import type { Depreciation } from './asset-detail-api';
import { detailWriteTags } from './detail-writes';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    saveDepreciation: build.mutation<Depreciation, { id: string; body: DepreciationSettingsInput }>(
      {
        query: ({ id, body }) => ({ url: ASSET_API_PATHS.depreciation(id), method: 'POST', body }),
        invalidatesTags: (_answer, _error, { id }) => detailWriteTags('Depreciation', id),
      },
    ),
  }),
});

export const { useSaveDepreciationMutation } = endpoint;
