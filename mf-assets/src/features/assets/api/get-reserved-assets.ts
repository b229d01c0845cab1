/** GET /assets/reserved: the in-stock assets set aside for someone, with who holds each. */
import { ASSET_API_PATHS } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import type { ReservedAssets } from './assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getReservedAssets: build.query<ReservedAssets, void>({
      query: () => ({ url: ASSET_API_PATHS.reserved }),
      providesTags: ['AssetList'],
    }),
  }),
});

export const { useGetReservedAssetsQuery } = endpoint;
