/**
 * The service desk's tickets about this asset (newest first, open ones counted), each
 * linking to the ticket in the desk's queue. Read through the shared contract
 * (`@itam/shared/contracts` incidents-api): the incidents remote is never imported. Shown
 * when the company has incident management and the role may view tickets (a requester
 * sees their own only).
 */
import { http } from '@itam/shared/api';
import {
  assetTicketsPath,
  ticketPath,
  type AssetTicketsResponse,
  type TicketSummary,
} from '@itam/shared/contracts';
import { Skeleton, Tag } from '@itam/shared/antd';
import { Table } from '@itam/shared/antd-data';
import { Typography } from '@itam/shared/antd-display';
import { LoadError, ScrollRegion } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatDate } from '../../common/format';
import { useApiData } from '../../common/use-api-data';

export function getAssetTickets(assetId: string): Promise<AssetTicketsResponse> {
  return http.get<AssetTicketsResponse>(assetTicketsPath(assetId));
}

export function TicketsTab({ assetId }: { assetId: string }) {
  const { t, i18n } = useTranslation('assets');
  const list = useApiData(() => getAssetTickets(assetId), [assetId]);
  if (list.error) {
    return <LoadError title={t('tickets.loadFailed')} onRetry={list.reload} />;
  }
  if (!list.data) return <Skeleton active />;
  return (
    <>
      <Typography.Paragraph>
        {t('tickets.open', { count: list.data.openTickets })}
      </Typography.Paragraph>
      <ScrollRegion label={t('tickets.tableLabel')}>
        <Table<TicketSummary>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={list.data.tickets}
          locale={{ emptyText: t('tickets.empty') }}
          columns={[
            {
              key: 'number',
              title: t('tickets.number'),
              render: (_, ticket) => <Link to={ticketPath(ticket._id)}>{ticket.number}</Link>,
            },
            { key: 'title', title: t('tickets.title'), dataIndex: 'title' },
            {
              key: 'status',
              title: t('tickets.status'),
              render: (_, ticket) => t(`tickets.statuses.${ticket.status}`),
            },
            {
              key: 'priority',
              title: t('tickets.priority'),
              render: (_, ticket) => (
                <>
                  {t('tickets.priorityLevel', { level: ticket.priority })}
                  {ticket.sla.breached && (
                    // Red, not the error status: its text on its background is under 4.5:1 (axe).
                    <Tag color="red" style={{ marginInlineStart: 8 }}>
                      {t('tickets.breached')}
                    </Tag>
                  )}
                </>
              ),
            },
            {
              key: 'requester',
              title: t('tickets.requester'),
              render: (_, ticket) => ticket.requester?.name ?? '—',
            },
            {
              key: 'created',
              title: t('tickets.created'),
              render: (_, ticket) => formatDate(ticket.createdAt, i18n.language),
            },
          ]}
        />
      </ScrollRegion>
    </>
  );
}
