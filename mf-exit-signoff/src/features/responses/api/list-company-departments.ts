/** GET /api/company/departments: the company's departments, for the responses' filter. */
import { ORG_API_PATHS, type DepartmentsResponse } from '@itam/shared/contracts';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    listCompanyDepartments: build.query<Ok<DepartmentsResponse>['departments'], void>({
      query: () => ({ url: ORG_API_PATHS.departments }),
      transformResponse: (answer: Ok<DepartmentsResponse>) => answer.departments,
    }),
  }),
});

export const { useListCompanyDepartmentsQuery } = endpoint;
