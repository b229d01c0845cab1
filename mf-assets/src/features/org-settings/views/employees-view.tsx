/**
 * Employees: the list with search, status and paging (the server pages it, so 10,000
 * employees read as fast as 10), each one's assets, create, edit, deactivate, the CSV
 * export and the import dialog.
 */
import { useState } from 'react';
import { downloadBlob } from '@itam/shared/api';
import { ORG_PERMISSIONS, type Employee } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select, Table } from '@itam/shared/antd-data';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { ConfirmDeleteButton, EmptyState, FilterBar, ScrollRegion } from '@itam/shared/ui';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { EmployeeImportDialog } from '../../employee-import/employee-import-dialog';
import { exportEmployees, deactivateEmployee } from '../api/employees-api';
import { useGetEmployeeQuery } from '../api/get-employee';
import { useGetEmployeesQuery } from '../api/get-employees';
import { EmployeeDialog } from './employee-dialog';
import { LoadFailed, messageOf } from './view-parts';

type Status = 'active' | 'inactive' | 'all';

function EmployeeAssets({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const detail = answerOf(useGetEmployeeQuery(employee._id));
  return (
    <Modal
      open
      title={t('org.employees.assetsOf', { name: employee.name })}
      onCancel={onClose}
      footer={null}
    >
      {detail.error ? <LoadFailed error={detail.error} onRetry={detail.retry} /> : null}
      <ScrollRegion label={t('org.employees.assetsOf', { name: employee.name })}>
        <Table
          rowKey="_id"
          size="small"
          loading={detail.loading}
          pagination={false}
          dataSource={detail.data?.assets ?? []}
          locale={{ emptyText: <EmptyState compact title={t('org.employees.noAssets')} /> }}
          columns={[
            { key: 'tag', title: t('org.labels.tag'), dataIndex: 'tag' },
            { key: 'name', title: t('org.labels.name'), dataIndex: 'name' },
            {
              key: 'state',
              title: t('org.employees.state'),
              dataIndex: 'state',
              render: (s: string) => t(`states.${s}`, { defaultValue: s }),
            },
          ]}
        />
      </ScrollRegion>
    </Modal>
  );
}

export default function EmployeesView() {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ORG_PERMISSIONS.employeeCreate);
  const canEdit = useIsAllowed(ORG_PERMISSIONS.employeeEdit);
  const canDelete = useIsAllowed(ORG_PERMISSIONS.employeeDelete);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('active');
  const [page, setPage] = useState({ pageNumber: 0, limit: 10 });
  const [dialog, setDialog] = useState<
    | { kind: 'edit'; employee: Employee | null }
    | { kind: 'assets'; employee: Employee }
    | { kind: 'import' }
    | null
  >(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = answerOf(useGetEmployeesQuery({ ...page, status, ...(search ? { search } : {}) }));
  const invalidate = useInvalidate();
  const download = async () => {
    setExportError(null);
    try {
      downloadBlob(await exportEmployees(status), 'employees.csv');
    } catch (failure) {
      setExportError(messageOf(failure));
    }
  };
  const filters = (search ? 1 : 0) + (status !== 'active' ? 1 : 0);
  return (
    <>
      <FilterBar
        label={t('org.employees.filterLabel')}
        activeCount={filters}
        loading={list.loading}
        onReset={() => {
          setSearch('');
          setStatus('active');
          setPage((p) => ({ ...p, pageNumber: 0 }));
        }}
        extra={
          <>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()}>
              {t('org.employees.export')}
            </Button>
            {canCreate && canEdit ? (
              <Button
                icon={<UploadOutlined aria-hidden />}
                onClick={() => setDialog({ kind: 'import' })}
              >
                {t('org.employees.import')}
              </Button>
            ) : null}
            {canCreate ? (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setDialog({ kind: 'edit', employee: null })}
              >
                {t('org.employees.add')}
              </Button>
            ) : null}
          </>
        }
      >
        <Input.Search
          aria-label={t('org.employees.search')}
          placeholder={t('org.employees.search')}
          allowClear
          defaultValue={search}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage((p) => ({ ...p, pageNumber: 0 }));
          }}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <Select<Status>
          aria-label={t('org.employees.status')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage((p) => ({ ...p, pageNumber: 0 }));
          }}
          options={(['active', 'inactive', 'all'] as const).map((value) => ({
            value,
            label: t(`org.employees.statuses.${value}`),
          }))}
          style={{ width: 150 }}
        />
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
            columns={[
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
                    onClick={() => setDialog({ kind: 'assets', employee: e })}
                  >
                    {e.assetCount}
                  </Button>
                ),
              },
              {
                key: 'actions',
                title: t('org.actions'),
                render: (_: unknown, e: Employee) => (
                  <Flex gap={8}>
                    {canEdit ? (
                      <Button
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t('org.editNamed', { name: e.name })}
                        onClick={() => setDialog({ kind: 'edit', employee: e })}
                      />
                    ) : null}
                    {canDelete && e.active ? (
                      <ConfirmDeleteButton
                        iconOnly
                        itemName={e.name}
                        label={t('org.employees.deactivate')}
                        description={t('org.employees.deactivateNote')}
                        onConfirm={async () => {
                          await deactivateEmployee(e._id);
                          invalidate(['Employee']);
                        }}
                      />
                    ) : null}
                  </Flex>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
      {dialog?.kind === 'edit' ? (
        <EmployeeDialog employee={dialog.employee} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'assets' ? (
        <EmployeeAssets employee={dialog.employee} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'import' ? <EmployeeImportDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
