/** GET /company/tags/resolve?tag=: the asset a printed tag names. */
import { ORG_API_PATHS, type TagResolveResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    resolveTag: build.query<Ok<TagResolveResponse>['asset'], string>({
      query: (tag) => ({ url: ORG_API_PATHS.tagResolve, params: { tag } }),
      transformResponse: (answer: Ok<TagResolveResponse>) => answer.asset,
      providesTags: (_asset, _error, tag) => [{ type: 'AssetList', id: tag }],
    }),
  }),
});

export const { useResolveTagQuery } = endpoint;
