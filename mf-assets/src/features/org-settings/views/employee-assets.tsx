/** An employee's assets in a dialog: tag, name and state of each. */
import type { Employee } from '@itam/shared/contracts';
import { Table } from '@itam/shared/antd-data';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { EmptyState, ScrollRegion } from '@itam/shared/ui';
import { answerOf } from '../../../common/assets-api';
import { useGetEmployeeQuery } from '../api/get-employee';
import { LoadFailed } from './view-parts';

export function EmployeeAssets({ employee, onClose }: { employee: Employee; onClose: () => void }) {
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
