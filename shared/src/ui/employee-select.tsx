/**
 * The searchable employee picker of every module (an asset's holder, a leaver, a successor,
 * a joiner, the employee a shop order is for): GET /company/employees/dropdown?search, the
 * typing debounced, "Name (code)" choices. `initial` shows a stored value's name before any
 * search; `exclude` leaves one employee out (the leaver when picking a successor). Works
 * inside FormField (id, aria-* and the error status pass through).
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { expectSuccess, http } from '../api';
import { Select } from '../antd/data';
import { ASSET_API_PATHS, type EmployeesDropdownResponse } from '../contracts';
import { useTranslation } from '../i18n';

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

const SEARCH_DELAY_MS = 250;

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
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<EmployeeOption[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        searchEmployees(search).then(
          (employees) => {
            if (!live) return;
            setOptions(
              initial && !employees.some((e) => e._id === initial._id)
                ? [initial, ...employees]
                : employees,
            );
            setFailed(false);
            setLoading(false);
          },
          (error: unknown) => {
            if (!live) return;
            console.error('[kit] employees could not be loaded', error);
            setFailed(true);
            setLoading(false);
          },
        );
      },
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, initial]);

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
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      placeholder={t('employeeSelect.placeholder')}
      notFoundContent={
        failed
          ? t('employeeSelect.failed')
          : loading
            ? t('employeeSelect.loading')
            : t('employeeSelect.none')
      }
      options={shown.map((employee) => ({
        value: employee._id,
        label: `${employee.name} (${employee.id})`,
      }))}
    />
  );
}

export default EmployeeSelect;
