/** PUT /incidents/settings/matrix: the whole urgency × impact matrix. The answer, as saved, replaces the kept one. */
import { incidentsApi } from '../../../common/incidents-server-api';
import { getMatrixApi } from './get-matrix';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    saveMatrix: build.mutation<number[][], number[][]>({
      query: (value) => ({
        url: '/incidents/settings/matrix',
        method: 'PUT',
        body: { matrix: value },
      }),
      transformResponse: (answer: { matrix: number[][] }) => answer.matrix,
      async onQueryStarted(_value, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getMatrixApi.util.upsertQueryData('getMatrix', undefined, data));
        } catch {
          // The editor shows the refusal from the write's own answer.
        }
      },
    }),
  }),
});

export const { useSaveMatrixMutation } = endpoint;
