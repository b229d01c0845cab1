/**
 * How a ticket's status, priority and service level read on every screen (one place):
 * coloured tags with translated names, and the SLA's time left or overdue.
 */
import { Tag } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import type { TicketDetail, TicketStatus, TicketSummary } from '../../api/incidents-api';

const STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'blue',
  assigned: 'geekblue',
  in_progress: 'processing',
  waiting_on_requester: 'gold',
  resolved: 'green',
  closed: 'default',
};

export function StatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('incidents');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

const PRIORITY_COLORS = ['default', 'default', 'blue', 'orange', 'volcano', 'red'];

export function PriorityTag({ priority }: { priority: number }) {
  const { t } = useTranslation('incidents');
  return <Tag color={PRIORITY_COLORS[priority] ?? 'default'}>{t(`priority.${priority}`)}</Tag>;
}

/** "3 h 20 min" from working minutes. */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation('incidents');
  return (minutes) => {
    const m = Math.max(0, Math.round(Math.abs(minutes)));
    const hours = Math.floor(m / 60);
    return hours
      ? t('sla.hoursMinutes', { hours, minutes: m % 60 })
      : t('sla.minutes', { minutes: m });
  };
}

/**
 * The resolution target's state: met, paused, overdue by, or time left (working time from
 * the server's clock on a detail; the due time on a list row).
 */
export function SlaText({ ticket }: { ticket: TicketSummary | TicketDetail }) {
  const { t, i18n } = useTranslation('incidents');
  const duration = useDuration();
  const { sla } = ticket;
  const resolution = 'resolution' in sla ? sla.resolution : undefined;
  if (sla.resolvedAt || ticket.status === 'resolved' || ticket.status === 'closed')
    return (
      <Tag color={sla.breached ? 'red' : 'green'}>
        {sla.breached ? t('sla.missed') : t('sla.met')}
      </Tag>
    );
  if (resolution) {
    const left = resolution.remainingMinutes;
    const text =
      left < 0 || resolution.breached
        ? t('sla.overdueBy', { time: duration(left) })
        : t('sla.left', { time: duration(left) });
    return (
      <Tag color={left < 0 || resolution.breached ? 'red' : sla.paused ? 'gold' : 'blue'}>
        {text}
        {sla.paused ? ` · ${t('sla.paused')}` : ''}
      </Tag>
    );
  }
  if (sla.breached) return <Tag color="red">{t('sla.overdue')}</Tag>;
  if (sla.paused) return <Tag color="gold">{t('sla.paused')}</Tag>;
  if (!sla.resolutionDueAt) return <span>—</span>;
  const due = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(sla.resolutionDueAt));
  return <Tag color="blue">{t('sla.dueAt', { time: due })}</Tag>;
}

export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}
