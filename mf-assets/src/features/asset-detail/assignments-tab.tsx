/** An asset's assignment history: who had it, from when to when. */
import { Skeleton } from '@itam/shared/antd';
import { Table } from '@itam/shared/antd-data';
import { LoadError, ScrollRegion } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { formatDate } from '../../common/format';
import type { AssetAssignmentList } from '../asset-form/api/asset-api';
import { useGetAssignmentsQuery } from '../asset-form/api/get-assignments';

export function AssignmentsTab({ assetId }: { assetId: string }) {
  const { t, i18n } = useTranslation('assets');
  const list = useGetAssignmentsQuery(assetId);
  if (list.error) {
    return <LoadError title={t('assignments.loadFailed')} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <Skeleton active />;
  return (
    <ScrollRegion label={t('assignments.tableLabel')}>
      <Table<AssetAssignmentList[number]>
        rowKey="_id"
        size="small"
        pagination={false}
        dataSource={list.data}
        locale={{ emptyText: t('assignments.empty') }}
        columns={[
          {
            key: 'employee',
            title: t('assignments.employee'),
            render: (_, a) => `${a.employee.name} (${a.employee.id})`,
          },
          {
            key: 'from',
            title: t('assignments.from'),
            render: (_, a) => formatDate(a.assignedOn, i18n.language),
          },
          {
            key: 'to',
            title: t('assignments.to'),
            render: (_, a) =>
              a.returnedOn ? formatDate(a.returnedOn, i18n.language) : t('assignments.current'),
          },
          { key: 'by', title: t('assignments.by'), render: (_, a) => a.assignedBy?.name ?? '—' },
          {
            key: 'note',
            title: t('assignments.note'),
            render: (_, a) => [a.note, a.returnNote].filter(Boolean).join(' / ') || '—',
          },
        ]}
      />
    </ScrollRegion>
  );
}
