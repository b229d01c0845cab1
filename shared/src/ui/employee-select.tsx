/**
 * The searchable employee picker of every module (an asset's holder, a leaver, a successor,
 * a joiner, the employee a shop order is for): GET /company/employees/dropdown?search, the
 * typing debounced, "Name (code)" choices. `initial` shows a stored value's name before any
 * search; `exclude` leaves one employee out (the leaver when picking a successor). Works
 * inside FormField (id, aria-* and the error status pass through).
 */
import type { CSSProperties } from 'react';
import { expectSuccess, http } from '../api';
import { Select } from '../antd/data';
import { ASSET_API_PATHS, type EmployeesDropdownResponse } from '../contracts';
import { useTranslation } from '../i18n';
import { useSearchedOptions } from './use-searched-options';

export type EmployeeOption = Extract<
  EmployeesDropdownResponse,
  { type: 'success' }
>['employees'][number];

export interface EmployeeSelectProps {
  id?: string;
  value?: string | null;
  /** The chosen id, and the employee when it is among the loaded choices. */
  onChange?: (value: string | null, employee: EmployeeOption | null) => void;
  /** The current employee, so a stored value shows its name before any search. */
  initial?: EmployeeOption | null;
  /** Left out of the choices. */
  exclude?: string;
  disabled?: boolean;
  status?: 'error';
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** GET /company/employees/dropdown?search: 50 at most, by name or code. */
export async function searchEmployees(search = ''): Promise<EmployeeOption[]> {
  const params = search.trim() ? { search: search.trim() } : undefined;
  return expectSuccess(
    await http.get<EmployeesDropdownResponse>(ASSET_API_PATHS.employeesDropdown, { params }),
  ).employees;
}

export function EmployeeSelect({
  id,
  value,
  onChange,
  initial,
  exclude,
  disabled,
  status,
  style,
  ...aria
}: EmployeeSelectProps) {
  const { t } = useTranslation('common');
  const searched = useSearchedOptions(searchEmployees);
  // The current employee stays a choice (named) whatever the search found.
  const options =
    initial && !searched.options.some((e) => e._id === initial._id)
      ? [initial, ...searched.options]
      : searched.options;

  const shown = exclude ? options.filter((o) => o._id !== exclude) : options;
  return (
    <Select<string | null>
      id={id}
      {...aria}
      status={status}
      style={style ?? { width: '100%' }}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null, shown.find((o) => o._id === next) ?? null)}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: searched.onSearch }}
      loading={searched.loading}
      placeholder={t('employeeSelect.placeholder')}
      notFoundContent={searched.notFoundContent({
        failed: t('employeeSelect.failed'),
        loading: t('employeeSelect.loading'),
        none: t('employeeSelect.none'),
      })}
      options={shown.map((employee) => ({
        value: employee._id,
        label: `${employee.name} (${employee.id})`,
      }))}
    />
  );
}

export default EmployeeSelect;
