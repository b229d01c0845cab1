/** GET /incidents/settings/matrix: rows by urgency (1..5), columns by impact (1..5): the priority each pair gives. */
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getMatrix: build.query<number[][], void>({
      query: () => ({ url: '/incidents/settings/matrix' }),
      transformResponse: (answer: { matrix: number[][] }) => answer.matrix,
      providesTags: ['DeskMatrix'],
    }),
  }),
});

export const { useGetMatrixQuery } = endpoint;
/** The injected api, for the write that puts its answer in the cache. */
export const getMatrixApi = endpoint;
