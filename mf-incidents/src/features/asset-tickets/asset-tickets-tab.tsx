/**
 * The asset detail's Tickets tab, which this remote contributes to `asset-detail.tabs`
 * (module.tsx): the service desk's tickets about the asset (newest first, open ones
 * counted), each linking to the ticket in the desk's queue. Shown when the company has
 * incident management and the role may view tickets (a requester sees their own only).
 */
import { ticketPath, type TicketSummary } from '@itam/shared/contracts';
import { Skeleton, Tag } from '@itam/shared/antd';
import { Table } from '@itam/shared/antd-data';
import { Typography } from '@itam/shared/antd-display';
import { LoadError, ScrollRegion } from '@itam/shared/ui';
import { formatDate, useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { answerOf } from '../../common/incidents-server-api';
import { useGetAssetTicketsQuery } from './api/get-asset-tickets';

/** A ticket's priority, marked when its service level was missed. */
function PriorityCell({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation('incidents');
  return (
    <>
      {t('assetTickets.priorityLevel', { level: ticket.priority })}
      {ticket.sla.breached && (
        // Red, not the error status: its text on its background is under 4.5:1 (axe).
        <Tag color="red" style={{ marginInlineStart: 8 }}>
          {t('assetTickets.breached')}
        </Tag>
      )}
    </>
  );
}

export function TicketsTab({ assetId }: { assetId: string }) {
  const { t, i18n } = useTranslation('incidents');
  const list = answerOf(useGetAssetTicketsQuery(assetId), { current: true });
  if (list.error) {
    return <LoadError title={t('assetTickets.loadFailed')} onRetry={list.retry} />;
  }
  if (!list.data) return <Skeleton active />;
  return (
    <>
      <Typography.Paragraph>
        {t('assetTickets.open', { count: list.data.openTickets })}
      </Typography.Paragraph>
      <ScrollRegion label={t('assetTickets.tableLabel')}>
        <Table<TicketSummary>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={list.data.tickets}
          locale={{ emptyText: t('assetTickets.empty') }}
          columns={[
            {
              key: 'number',
              title: t('assetTickets.number'),
              render: (_, ticket) => <Link to={ticketPath(ticket._id)}>{ticket.number}</Link>,
            },
            { key: 'title', title: t('assetTickets.title'), dataIndex: 'title' },
            {
              key: 'status',
              title: t('assetTickets.status'),
              render: (_, ticket) => t(`assetTickets.statuses.${ticket.status}`),
            },
            {
              key: 'priority',
              title: t('assetTickets.priority'),
              render: (_, ticket) => <PriorityCell ticket={ticket} />,
            },
            {
              key: 'requester',
              title: t('assetTickets.requester'),
              render: (_, ticket) => ticket.requester?.name ?? '—',
            },
            {
              key: 'created',
              title: t('assetTickets.created'),
              render: (_, ticket) => formatDate(ticket.createdAt, i18n.language),
            },
          ]}
        />
      </ScrollRegion>
    </>
  );
}

export default TicketsTab;
