/** GET /api/exits/departments: the company's exit departments, their defaults and signers. */
import {
  DEPARTMENT_PATHS,
  type DepartmentSettings,
  type DepartmentSettingsResponse,
} from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    getDepartmentSettings: build.query<DepartmentSettings, void>({
      query: () => ({ url: DEPARTMENT_PATHS.departments }),
      transformResponse: ({ type: _type, ...settings }: Ok<DepartmentSettingsResponse>) => settings,
    }),
  }),
});

export const { useGetDepartmentSettingsQuery } = endpoint;
/** The injected api, for the save that puts its answer in the cache. */
export const getDepartmentSettingsApi = endpoint;
