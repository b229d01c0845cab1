/** GET /company/departments */
import { ORG_API_PATHS, type DepartmentsResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getDepartments: build.query<Ok<DepartmentsResponse>['departments'], void>({
      query: () => ({ url: ORG_API_PATHS.departments }),
      transformResponse: (answer: Ok<DepartmentsResponse>) => answer.departments,
      providesTags: ['Department'],
    }),
  }),
});

export const { useGetDepartmentsQuery } = endpoint;
