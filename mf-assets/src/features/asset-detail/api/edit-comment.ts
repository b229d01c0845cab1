/** PUT /assets/:id/comments/:commentId */
import { ASSET_API_PATHS, type AssetCommentResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { CommentList } from './asset-detail-api';
import { detailWriteTags } from './detail-writes';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    editComment: build.mutation<
      CommentList[number],
      { id: string; commentId: string; text: string }
    >({
      query: ({ id, commentId, text }) => ({
        url: ASSET_API_PATHS.comment(id, commentId),
        method: 'PUT',
        body: { text },
      }),
      transformResponse: (answer: Ok<AssetCommentResponse>) => answer.comment,
      invalidatesTags: (_comment, _error, { id }) => detailWriteTags('Comment', id),
    }),
  }),
});

export const { useEditCommentMutation } = endpoint;
