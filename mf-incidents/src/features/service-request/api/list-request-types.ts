/** GET /incidents/request-types: the company's catalogue of service request types. */
import type { RequestType } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    listRequestTypes: build.query<RequestType[], void>({
      query: () => ({ url: '/incidents/request-types' }),
      transformResponse: (answer: { types: RequestType[] }) => answer.types,
      providesTags: ['RequestType'],
    }),
  }),
});

export const { useListRequestTypesQuery } = endpoint;
