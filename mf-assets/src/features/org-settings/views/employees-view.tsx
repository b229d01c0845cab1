/**
 * Employees: the list with search, status and paging (the server pages it, so 10,000
 * employees read as fast as 10), each one's assets, create, edit, deactivate, the CSV
 * export and the import dialog.
 */
import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { downloadBlob } from '@itam/shared/api';
import { ORG_PERMISSIONS, type Employee } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select, Table } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { ConfirmDeleteButton, EmptyState, FilterBar, ScrollRegion } from '@itam/shared/ui';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { EmployeeImportDialog } from '../../employee-import/employee-import-dialog';
import { exportEmployees, deactivateEmployee } from '../api/employees-api';
import { useGetEmployeesQuery } from '../api/get-employees';
import { EmployeeAssets } from './employee-assets';
import { EmployeeDialog } from './employee-dialog';
import { LoadFailed, messageOf } from './view-parts';

type Status = 'active' | 'inactive' | 'all';
type Dialog =
  | { kind: 'edit'; employee: Employee | null }
  | { kind: 'assets'; employee: Employee }
  | { kind: 'import' }
  | null;

/** Edit, and Deactivate (confirmed) for an active employee, as the role may. */
function RowActions({ employee, onEdit }: { employee: Employee; onEdit: () => void }) {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ORG_PERMISSIONS.employeeEdit);
  const canDelete = useIsAllowed(ORG_PERMISSIONS.employeeDelete);
  const invalidate = useInvalidate();
  return (
    <Flex gap={8}>
      {canEdit ? (
        <Button
          icon={<EditOutlined aria-hidden />}
          aria-label={t('org.editNamed', { name: employee.name })}
          onClick={onEdit}
        />
      ) : null}
      {canDelete && employee.active ? (
        <ConfirmDeleteButton
          iconOnly
          itemName={employee.name}
          label={t('org.employees.deactivate')}
          description={t('org.employees.deactivateNote')}
          onConfirm={async () => {
            await deactivateEmployee(employee._id);
            invalidate(['Employee']);
          }}
        />
      ) : null}
    </Flex>
  );
}

/** Search by text, and the status (active by default). */
function EmployeeFilters({
  search,
  status,
  onSearch,
  onStatus,
}: {
  search: string;
  status: Status;
  onSearch: (search: string) => void;
  onStatus: (status: Status) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Input.Search
        aria-label={t('org.employees.search')}
        placeholder={t('org.employees.search')}
        allowClear
        defaultValue={search}
        onSearch={(value) => onSearch(value.trim())}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select<Status>
        aria-label={t('org.employees.status')}
        value={status}
        onChange={onStatus}
        options={(['active', 'inactive', 'all'] as const).map((value) => ({
          value,
          label: t(`org.employees.statuses.${value}`),
        }))}
        style={{ width: 150 }}
      />
    </>
  );
}

/** The employees' columns: code, name, department, branch, manager, assets, edit, deactivate. */
function useEmployeeColumns(onDialog: (dialog: Dialog) => void): TableColumnsType<Employee> {
  const { t } = useTranslation('assets');
  return [
    { key: 'code', title: t('org.employees.code'), dataIndex: 'code' },
    { key: 'name', title: t('org.employees.name'), dataIndex: 'name' },
    {
      key: 'department',
      title: t('org.employees.department'),
      render: (_: unknown, e: Employee) => e.department?.name ?? '—',
    },
    {
      key: 'branch',
      title: t('org.employees.branch'),
      render: (_: unknown, e: Employee) => e.branch?.name ?? '—',
    },
    {
      key: 'manager',
      title: t('org.employees.manager'),
      render: (_: unknown, e: Employee) => e.manager?.name ?? '—',
    },
    {
      key: 'assets',
      title: t('org.employees.assets'),
      align: 'right',
      render: (_: unknown, e: Employee) => (
        <Button
          type="link"
          aria-label={t('org.employees.assetCountOf', {
            count: e.assetCount,
            name: e.name,
          })}
          onClick={() => onDialog({ kind: 'assets', employee: e })}
        >
          {e.assetCount}
        </Button>
      ),
    },
    {
      key: 'actions',
      title: t('org.actions'),
      render: (_: unknown, e: Employee) => (
        <RowActions employee={e} onEdit={() => onDialog({ kind: 'edit', employee: e })} />
      ),
    },
  ];
}

/** Export (CSV), Import and Add employee, as the role may. */
function ListActions({
  canCreate,
  canImport,
  onExport,
  onDialog,
}: {
  canCreate: boolean;
  canImport: boolean;
  onExport: () => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={onExport}>
        {t('org.employees.export')}
      </Button>
      {canImport ? (
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => onDialog({ kind: 'import' })}>
          {t('org.employees.import')}
        </Button>
      ) : null}
      {canCreate ? (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onDialog({ kind: 'edit', employee: null })}
        >
          {t('org.employees.add')}
        </Button>
      ) : null}
    </>
  );
}

/** Search, status and page; a new search or status starts at the first page. */
function useEmployeeFilters() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('active');
  const [page, setPage] = useState({ pageNumber: 0, limit: 10 });
  const firstPage = () => setPage((p) => ({ ...p, pageNumber: 0 }));
  return {
    search,
    status,
    page,
    setPage,
    filters: (search ? 1 : 0) + (status !== 'active' ? 1 : 0),
    onSearch: (value: string) => {
      setSearch(value);
      firstPage();
    },
    onStatus: (value: Status) => {
      setStatus(value);
      firstPage();
    },
    reset: () => {
      setSearch('');
      setStatus('active');
      firstPage();
    },
  };
}

/** The CSV export of the employees of a status, and why it failed. */
function useExport(status: Status) {
  const [exportError, setExportError] = useState<string | null>(null);
  const download = async () => {
    setExportError(null);
    try {
      downloadBlob(await exportEmployees(status), 'employees.csv');
    } catch (failure) {
      setExportError(messageOf(failure));
    }
  };
  return { exportError, download };
}

/** The dialog open: an employee's edit, their assets, or the import. */
function OpenDialog({ dialog, onClose }: { dialog: Dialog; onClose: () => void }) {
  if (dialog?.kind === 'edit')
    return <EmployeeDialog employee={dialog.employee} onClose={onClose} />;
  if (dialog?.kind === 'assets')
    return <EmployeeAssets employee={dialog.employee} onClose={onClose} />;
  if (dialog?.kind === 'import') return <EmployeeImportDialog onClose={onClose} />;
  return null;
}

export default function EmployeesView() {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ORG_PERMISSIONS.employeeCreate);
  const canEdit = useIsAllowed(ORG_PERMISSIONS.employeeEdit);
  const { search, status, page, setPage, filters, onSearch, onStatus, reset } =
    useEmployeeFilters();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { exportError, download } = useExport(status);
  const list = answerOf(useGetEmployeesQuery({ ...page, status, ...(search ? { search } : {}) }));
  const columns = useEmployeeColumns(setDialog);
  return (
    <>
      <FilterBar
        label={t('org.employees.filterLabel')}
        activeCount={filters}
        loading={list.loading}
        onReset={reset}
        extra={
          <ListActions
            canCreate={canCreate}
            canImport={canCreate && canEdit}
            onExport={() => void download()}
            onDialog={setDialog}
          />
        }
      >
        <EmployeeFilters search={search} status={status} onSearch={onSearch} onStatus={onStatus} />
      </FilterBar>
      {exportError ? <LoadFailed error={exportError} onRetry={() => void download()} /> : null}
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.retry} />
      ) : (
        <ScrollRegion label={t('org.views.employee_setup')}>
          <Table<Employee>
            rowKey="_id"
            loading={list.loading}
            dataSource={list.data?.employees ?? []}
            locale={{ emptyText: <EmptyState compact title={t('org.employees.empty')} /> }}
            pagination={{
              current: page.pageNumber + 1,
              pageSize: page.limit,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 25, 50, 100],
              showTotal: (total) => t('org.employees.total', { count: total }),
              onChange: (current, pageSize) =>
                setPage({ pageNumber: pageSize === page.limit ? current - 1 : 0, limit: pageSize }),
            }}
            columns={columns}
          />
        </ScrollRegion>
      )}
      <OpenDialog dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
