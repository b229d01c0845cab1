/** POST /assets/:id/comments */
import { ASSET_API_PATHS, type AssetCommentResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { CommentList } from './asset-detail-api';
import { detailWriteTags } from './detail-writes';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    addComment: build.mutation<CommentList[number], { id: string; text: string }>({
      query: ({ id, text }) => ({
        url: ASSET_API_PATHS.comments(id),
        method: 'POST',
        body: { text },
      }),
      transformResponse: (answer: Ok<AssetCommentResponse>) => answer.comment,
      invalidatesTags: (_comment, _error, { id }) => detailWriteTags('Comment', id),
    }),
  }),
});

export const { useAddCommentMutation } = endpoint;
