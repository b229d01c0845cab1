/** GET /assets/:id/comments */
import { ASSET_API_PATHS, type AssetCommentsResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { CommentList } from './asset-detail-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.query<CommentList, string>({
      query: (id) => ({ url: ASSET_API_PATHS.comments(id) }),
      transformResponse: (answer: Ok<AssetCommentsResponse>) => answer.comments,
      providesTags: (_list, _error, id) => [{ type: 'Comment', id }],
    }),
  }),
});

export const { useGetCommentsQuery } = endpoint;
