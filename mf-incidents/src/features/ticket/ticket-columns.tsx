/**
 * The columns every ticket table opens with (number, title, status, priority, SLA), so the
 * queue and a requester's own tickets read the same; each screen adds the columns only it
 * shows after these.
 */
import type { TableColumnsType } from 'antd';
import type { TicketSummary } from '@itam/shared/contracts/incidents';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { PriorityTag, SlaText, StatusTag } from './ticket-labels';

export interface TicketColumnsOptions {
  /** Where a ticket's number links to (the queue's detail, or the requester's page). */
  href: (ticketId: string) => string;
  /** The status column's width: its tag, with the room the screen's other columns leave. */
  statusWidth?: number;
}

export function useTicketColumns({
  href,
  statusWidth = 170,
}: TicketColumnsOptions): TableColumnsType<TicketSummary> {
  const { t } = useTranslation('incidents');
  return [
    {
      key: 'number',
      title: t('queue.columns.number'),
      width: 130,
      render: (_, row) => <Link to={href(row._id)}>{row.number}</Link>,
    },
    // The title takes the room the fixed columns leave, never less than this.
    {
      key: 'title',
      title: t('queue.columns.title'),
      dataIndex: 'title',
      ellipsis: true,
      width: 260,
    },
    {
      key: 'status',
      title: t('queue.columns.status'),
      width: statusWidth,
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      key: 'priority',
      title: t('queue.columns.priority'),
      width: 120,
      render: (_, row) => <PriorityTag priority={row.priority} />,
    },
    {
      key: 'sla',
      title: t('queue.columns.sla'),
      width: 200,
      render: (_, row) => <SlaText ticket={row} />,
    },
  ];
}
