/** GET /api/exits/mine: the signed-in user's exit (in progress first, else the latest), or null. */
import { OWN_EXIT_PATHS, type OwnExit, type OwnExitResponse } from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnExit: build.query<OwnExit | null, void>({
      query: () => ({ url: OWN_EXIT_PATHS.mine }),
      transformResponse: (answer: Ok<OwnExitResponse>) => answer.exit,
      providesTags: ['OwnExit'],
    }),
  }),
});

export const { useGetOwnExitQuery } = endpoint;
/** The injected api, for writes that put their answer in the cache. */
export const getOwnExitApi = endpoint;
