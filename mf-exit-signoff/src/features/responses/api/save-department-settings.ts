/** PUT /api/exits/departments: 400 `departments.<i>.key|name|headUserId`; new exits only. */
import {
  DEPARTMENT_PATHS,
  type DepartmentSettings,
  type DepartmentSettingsResponse,
  type DepartmentTemplate,
} from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';
import { getDepartmentSettingsApi } from './get-department-settings';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    saveDepartmentSettings: build.mutation<DepartmentSettings, DepartmentTemplate[]>({
      query: (departments) => ({
        url: DEPARTMENT_PATHS.departments,
        method: 'PUT',
        body: { departments },
      }),
      transformResponse: ({ type: _type, ...settings }: Ok<DepartmentSettingsResponse>) => settings,
      // The answer is the settings as they are now: every screen showing them reads it.
      async onQueryStarted(_departments, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getDepartmentSettingsApi.util.upsertQueryData('getDepartmentSettings', undefined, data),
          );
        } catch {
          // The editor shows the failure from the write's own answer.
        }
      },
    }),
  }),
});

export const { useSaveDepartmentSettingsMutation } = endpoint;
