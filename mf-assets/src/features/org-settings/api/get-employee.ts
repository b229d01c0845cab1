/** GET /company/employees/:id */
import { ORG_API_PATHS, type EmployeeResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployee: build.query<Ok<EmployeeResponse>['employee'], string>({
      query: (id) => ({ url: ORG_API_PATHS.employee(id) }),
      transformResponse: (answer: Ok<EmployeeResponse>) => answer.employee,
      providesTags: (_employee, _error, id) => [{ type: 'Employee', id }],
    }),
  }),
});

export const { useGetEmployeeQuery } = endpoint;
