/** GET /activity/actors: the company's users, for the log's "who" filter. */
import {
  ASSET_API_PATHS,
  type ActivityActorsResponse,
  type PersonRef,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityActors: build.query<PersonRef[], void>({
      query: () => ({ url: ASSET_API_PATHS.activityActors }),
      transformResponse: (answer: Ok<ActivityActorsResponse>) => answer.actors,
      providesTags: ['User'],
    }),
  }),
});

export const { useGetActivityActorsQuery } = endpoint;
