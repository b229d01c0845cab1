/** GET /api/company/employees/dropdown: the people an asset may be assigned to. */
import { ASSET_API_PATHS, type EmployeesDropdownResponse } from '@itam/shared/contracts';
import { scannerApi, type Ok } from '../../../common/scanner-api';

export type EmployeeOption = Ok<EmployeesDropdownResponse>['employees'][number];

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerEmployees: build.query<EmployeeOption[], void>({
      query: () => ({ url: ASSET_API_PATHS.employeesDropdown }),
      transformResponse: (answer: Ok<EmployeesDropdownResponse>) => answer.employees,
      providesTags: ['Employee'],
    }),
  }),
});

export const { useScannerEmployeesQuery } = endpoint;
