/** A searchable employee picker (GET /company/employees/dropdown?search), typing debounced. */
import { Select } from '@itam/shared/antd-data';
import { useEffect, useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { searchEmployees, type EmployeeOption } from '../api/shop-api';

export interface EmployeeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null, employee: EmployeeOption | null) => void;
  /** Left out of the choices (the caller, when ordering for someone else). */
  exclude?: string;
  disabled?: boolean;
  status?: 'error';
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

const SEARCH_DELAY_MS = 250;

export function EmployeeSelect({
  id,
  value,
  onChange,
  exclude,
  disabled,
  status,
  ...aria
}: EmployeeSelectProps) {
  const { t } = useTranslation('shop');
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<EmployeeOption[]>([]);
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
            setOptions(employees);
            setFailed(false);
            setLoading(false);
          },
          (error: unknown) => {
            if (!live) return;
            console.error('[shop] employees could not be loaded', error);
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
  }, [search]);

  const shown = exclude ? options.filter((o) => o._id !== exclude) : options;
  return (
    <Select<string | null>
      id={id}
      {...aria}
      status={status}
      style={{ width: '100%', maxWidth: 420 }}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null, shown.find((o) => o._id === next) ?? null)}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      placeholder={t('employee.placeholder')}
      notFoundContent={
        failed ? t('employee.failed') : loading ? t('common.loading') : t('employee.none')
      }
      options={shown.map((employee) => ({
        value: employee._id,
        label: `${employee.name} (${employee.id})`,
      }))}
    />
  );
}
