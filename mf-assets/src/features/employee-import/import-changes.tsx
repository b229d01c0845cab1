/**
 * What a clean check would change in existing employees: one table row per changed field
 * (the employee, the field, its value now and after the import), ten to a page; and, when
 * some rows change an email a login is tied to, the explicit choice to change those too
 * (off until chosen: without it those employees keep their email).
 */
import { useId } from 'react';
import type { TableColumnsType } from 'antd';
import type {
  EmployeeImportChange,
  EmployeeImportResult,
  EmployeeImportUpdate,
} from '@itam/shared/contracts';
import { Alert, Flex, Tag } from '@itam/shared/antd';
import { Checkbox, Table } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';

interface ChangeRow extends EmployeeImportChange {
  key: string;
  row: number;
  employee: EmployeeImportUpdate['employee'];
  loginEmail: boolean;
}

const PAGE_SIZE = 10;

function rowsOf(updates: readonly EmployeeImportUpdate[]): ChangeRow[] {
  return updates.flatMap((u) =>
    u.changes.map((c) => ({
      ...c,
      key: `${u.row}-${c.field}`,
      row: u.row,
      employee: u.employee,
      loginEmail: u.loginEmail && c.field === 'email',
    })),
  );
}

function Value({ field, value }: { field: EmployeeImportChange['field']; value: string | null }) {
  const { t } = useTranslation('assets');
  if (value === null) return <em>{t('org.import.changes.empty')}</em>;
  if (field === 'active') return <>{t(`org.employees.statuses.${value}`)}</>;
  return <>{value}</>;
}

/** The table's columns: the row, the employee, the field, its value before and after. */
function useChangeColumns(): TableColumnsType<ChangeRow> {
  const { t } = useTranslation('assets');
  return [
    { key: 'row', title: t('org.import.row'), dataIndex: 'row', width: 64 },
    {
      key: 'employee',
      title: t('org.import.changes.employee'),
      render: (_: unknown, r: ChangeRow) => `${r.employee.code} · ${r.employee.name}`,
    },
    {
      key: 'field',
      title: t('org.import.field'),
      render: (_: unknown, r: ChangeRow) =>
        r.field === 'active' ? t('org.employees.status') : t(`org.import.fields.${r.field}`),
    },
    {
      key: 'before',
      title: t('org.import.changes.before'),
      render: (_: unknown, r: ChangeRow) => <Value field={r.field} value={r.before} />,
    },
    {
      key: 'after',
      title: t('org.import.changes.after'),
      render: (_: unknown, r: ChangeRow) => (
        <Flex gap={6} wrap align="center">
          <Value field={r.field} value={r.after} />
          {r.loginEmail ? <Tag color="warning">{t('org.import.changes.login')}</Tag> : null}
        </Flex>
      ),
    },
  ];
}

/** The explicit choice to change the emails logins are tied to too. */
function LoginEmailsChoice({
  count,
  checked,
  onChange,
  disabled,
}: {
  count: number;
  checked: boolean;
  onChange: (change: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('assets');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('org.import.loginEmails.title', { count })}
      description={
        <Flex vertical gap={8}>
          <span>{t('org.import.loginEmails.description')}</span>
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          >
            {t('org.import.loginEmails.choice', { count })}
          </Checkbox>
        </Flex>
      }
    />
  );
}

export interface ImportChangesProps {
  result: Pick<EmployeeImportResult, 'updateRows' | 'loginEmailChanges'>;
  changeLoginEmails: boolean;
  onChangeLoginEmails: (change: boolean) => void;
  disabled?: boolean;
}

export function ImportChanges({
  result,
  changeLoginEmails,
  onChangeLoginEmails,
  disabled,
}: ImportChangesProps) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  const columns = useChangeColumns();
  const rows = rowsOf(result.updateRows);
  if (!rows.length) return null;
  const count = result.loginEmailChanges;
  return (
    <Flex vertical gap={8}>
      <section aria-labelledby={titleId}>
        <h3 id={titleId} style={{ fontSize: 15, margin: '0 0 8px' }}>
          {t('org.import.changes.title', { count: result.updateRows.length })}
        </h3>
        <Table<ChangeRow>
          rowKey="key"
          size="small"
          scroll={{ x: 'max-content' }}
          pagination={
            rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false
          }
          dataSource={rows}
          columns={columns}
        />
      </section>
      {count > 0 ? (
        <LoginEmailsChoice
          count={count}
          checked={changeLoginEmails}
          onChange={onChangeLoginEmails}
          disabled={disabled}
        />
      ) : null}
    </Flex>
  );
}
