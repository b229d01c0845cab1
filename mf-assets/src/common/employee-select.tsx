/** A searchable employee picker (GET /company/employees/dropdown?search), typing debounced. */
import { Select } from '@itam/shared/antd-data';
import { useEffect, useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { getEmployeesDropdown, type EmployeeOption } from './dropdowns-api';

export interface EmployeeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The current employee, so a stored value shows its name before any search. */
  initial?: EmployeeOption | null;
  disabled?: boolean;
  'aria-label'?: string;
}

const SEARCH_DELAY_MS = 250;

export function EmployeeSelect({
  id,
  value,
  onChange,
  initial,
  disabled,
  ...rest
}: EmployeeSelectProps) {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<EmployeeOption[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        getEmployeesDropdown(search).then(
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
            console.error('[assets] employees could not be loaded', error);
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

  return (
    <Select<string | null>
      id={id}
      aria-label={rest['aria-label']}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      placeholder={t('form.placeholders.employee')}
      notFoundContent={
        failed ? t('form.employeesFailed') : loading ? t('common.loading') : t('form.noEmployees')
      }
      options={options.map((employee) => ({
        value: employee._id,
        label: `${employee.name} (${employee.id})`,
      }))}
    />
  );
}
