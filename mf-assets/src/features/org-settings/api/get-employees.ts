/** GET /company/employees?pageNumber&limit&search&status */
import { ORG_API_PATHS, type EmployeeListQuery } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import type { EmployeesPage } from './employees-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployees: build.query<EmployeesPage, EmployeeListQuery>({
      query: (params) => ({ url: ORG_API_PATHS.employees, params }),
      providesTags: [{ type: 'Employee', id: 'LIST' }],
    }),
  }),
});

export const { useGetEmployeesQuery } = endpoint;
