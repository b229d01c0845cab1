/** GET /company/tag-rules */
import { ORG_API_PATHS, type TagRulesResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getTagRules: build.query<Ok<TagRulesResponse>['tagRules'], void>({
      query: () => ({ url: ORG_API_PATHS.tagRules }),
      transformResponse: (answer: Ok<TagRulesResponse>) => answer.tagRules,
      providesTags: ['TagRule'],
    }),
  }),
});

export const { useGetTagRulesQuery } = endpoint;
