/** GET /api/exits/:id: one exit with its departments, items, interview and timeline. */
import { type Exit, type ExitResponse } from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';
import { listExitsApi } from './list-exits';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    getExit: build.query<Exit, string>({
      query: (id) => ({ url: `/exits/${id}` }),
      transformResponse: (answer: Ok<ExitResponse>) => answer.exit,
      providesTags: (_exit, _error, id) => [{ type: 'Exit', id }],
    }),
  }),
});

export const { useGetExitQuery } = endpoint;
/** The injected api, for writes that put their answer in the cache. */
export const getExitApi = endpoint;

/** A list's summary of an exit, brought up to date from the exit in full. */
function summaryFrom<S extends object>(summary: S, exit: Exit): S {
  const fields = exit as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(summary).map((key) => [key, fields[key]])) as S;
}

/**
 * The write's answer is the exit as it is now: it replaces the kept exit and its summary in
 * every kept list, without a request.
 */
export async function keepWrittenExit(
  _arg: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: Exit }>;
  },
): Promise<void> {
  let exit: Exit;
  try {
    exit = (await queryFulfilled).data;
  } catch {
    return; // The screen shows the failure from the write's own answer.
  }
  dispatch(getExitApi.util.upsertQueryData('getExit', exit._id, exit));
  const state = getState() as Parameters<typeof listExitsApi.util.selectInvalidatedBy>[0];
  for (const kept of listExitsApi.util.selectInvalidatedBy(state, [{ type: 'Exit', id: exit._id }]))
    if (kept.endpointName === 'listExits')
      dispatch(
        listExitsApi.util.updateQueryData('listExits', kept.originalArgs as never, (page) => {
          page.exits = page.exits.map((e) => (e._id === exit._id ? summaryFrom(e, exit) : e));
        }),
      );
}
