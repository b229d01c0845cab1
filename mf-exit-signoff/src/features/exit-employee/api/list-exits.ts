/** GET /api/exits: a page of the company's exits, latest last working day first. */
import { EXIT_PATHS, type ExitListResponse, type ExitPage } from '@itam/shared/contracts/exits';
import { type ExitListQuery, listParams } from '../../../api/exits-api';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    listExits: build.query<ExitPage, ExitListQuery>({
      query: (filter) => ({ url: EXIT_PATHS.exits, params: listParams(filter) }),
      transformResponse: ({ type: _type, ...page }: Ok<ExitListResponse>) => page,
      providesTags: (page) => [
        'ExitList',
        ...(page?.exits ?? []).map((e) => ({ type: 'Exit' as const, id: e._id })),
      ],
    }),
  }),
});

export const { useListExitsQuery } = endpoint;
/** The injected api, for writes that update the kept lists. */
export const listExitsApi = endpoint;
