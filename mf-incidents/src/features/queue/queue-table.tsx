/**
 * The queue's table: a ticket per row (its number opens it, its asset filters by it), the
 * page and its size from the URL, and rows the desk may select for a bulk assignment.
 */
import type { TableColumnsType } from 'antd';
import type { TicketSummary } from '@itam/shared/contracts/incidents';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useSearchParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { DataTable, EmptyState, ScrollRegion, Text } from '@itam/shared/ui';
import type { TicketPage } from '../../api/incidents-api';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useTicketColumns } from '../ticket/ticket-columns';
import { useDateTime } from '../ticket/ticket-labels';
import { QUEUE_PAGE_SIZES, queryWith, ticketHref, type QueueUrl } from './queue-url';

export interface QueueTableProps {
  url: QueueUrl;
  setUrl: (change: Partial<QueueUrl>) => void;
  page: TicketPage | null;
  loading: boolean;
  /** Whether any filter is set (the empty table says so). */
  filtered: boolean;
  selected: string[];
  setSelected: (ids: string[]) => void;
}

/** A row's asset: the queue filtered by it. */
function AssetLink({ asset }: { asset: NonNullable<TicketSummary['asset']> }) {
  const { t } = useTranslation('incidents');
  const [params] = useSearchParams();
  return (
    <Link
      to={`?${queryWith(params, { asset: asset._id, page: null, ticket: null })}`}
      title={t('queue.filterByAsset')}
    >
      {asset.tag ?? asset.name}
    </Link>
  );
}

function useColumns(): TableColumnsType<TicketSummary> {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  return [
    ...useTicketColumns({ href: ticketHref }),
    {
      key: 'assignee',
      title: t('queue.columns.assignee'),
      width: 160,
      render: (_, row) =>
        row.assignee?.name ?? <Text type="secondary">{t('detail.unassigned')}</Text>,
    },
    {
      key: 'asset',
      title: t('queue.columns.asset'),
      width: 160,
      render: (_, row) => (row.asset ? <AssetLink asset={row.asset} /> : '—'),
    },
    {
      key: 'created',
      title: t('queue.columns.created'),
      width: 170,
      render: (_, row) => when(row.createdAt),
    },
  ];
}

export function QueueTable({
  url,
  setUrl,
  page,
  loading,
  filtered,
  selected,
  setSelected,
}: QueueTableProps) {
  const { t } = useTranslation('incidents');
  const canAssign = useIsAllowed(INCIDENT_PERMISSIONS.assign);
  const columns = useColumns();
  return (
    <ScrollRegion label={t('queue.tableLabel')}>
      <DataTable<TicketSummary>
        rowKey="_id"
        style={{ minWidth: 1450 }}
        columns={columns}
        dataSource={page?.tickets ?? []}
        loading={loading}
        locale={{
          emptyText: loading ? (
            ' '
          ) : (
            <EmptyState compact title={filtered ? t('queue.emptyFiltered') : t('queue.empty')} />
          ),
        }}
        rowSelection={
          canAssign
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) => ({
                  disabled: row.status === 'closed',
                  'aria-label': t('queue.selectRow', { number: row.number }),
                }),
              }
            : undefined
        }
        pagination={{
          current: url.page,
          pageSize: url.size,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: QUEUE_PAGE_SIZES.map(String),
          showTotal: (total) => t('queue.total', { count: total }),
        }}
        onChange={(pagination) => {
          setSelected([]);
          const size = (pagination.pageSize ?? url.size) as QueueUrl['size'];
          setUrl({ page: size === url.size ? (pagination.current ?? 1) : 1, size });
        }}
      />
    </ScrollRegion>
  );
}
