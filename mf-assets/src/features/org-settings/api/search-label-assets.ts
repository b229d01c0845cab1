/** GET /assets?pageNumber=0&limit=20&search=: the first assets matching, for the label sheet. */
import {
  ASSET_API_PATHS,
  type AssetListItem,
  type GetAssetsResponse,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

export type LabelAsset = Pick<AssetListItem, '_id' | 'name' | 'tag'>;

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    searchLabelAssets: build.query<LabelAsset[], string>({
      query: (search) => ({
        url: ASSET_API_PATHS.list,
        params: { pageNumber: 0, limit: 20, ...(search ? { search } : {}) },
      }),
      transformResponse: (answer: Ok<GetAssetsResponse>) => answer.assets,
      providesTags: ['AssetList'],
    }),
  }),
});

export const { useSearchLabelAssetsQuery } = endpoint;
