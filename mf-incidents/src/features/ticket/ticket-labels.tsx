/**
 * How a ticket's status, priority and service level read on every screen (one place):
 * coloured tags with translated names, and the SLA's time left or overdue.
 */
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { ReadableTag } from '@itam/shared/ui';
import type { TicketDetail, TicketStatus, TicketSummary } from '@itam/shared/contracts/incidents';

const STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'blue',
  assigned: 'geekblue',
  in_progress: 'blue',
  waiting_on_requester: 'gold',
  resolved: 'green',
  closed: 'default',
};

export function StatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('incidents');
  return <ReadableTag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</ReadableTag>;
}

const PRIORITY_COLORS = ['default', 'default', 'blue', 'orange', 'volcano', 'red'];

export function PriorityTag({ priority }: { priority: number }) {
  const { t } = useTranslation('incidents');
  return (
    <ReadableTag color={PRIORITY_COLORS[priority] ?? 'default'}>
      {t(`priority.${priority}`)}
    </ReadableTag>
  );
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
      <ReadableTag color={sla.breached ? 'red' : 'green'}>
        {sla.breached ? t('sla.missed') : t('sla.met')}
      </ReadableTag>
    );
  if (resolution) {
    const left = resolution.remainingMinutes;
    const text =
      left < 0 || resolution.breached
        ? t('sla.overdueBy', { time: duration(left) })
        : t('sla.left', { time: duration(left) });
    return (
      <ReadableTag color={left < 0 || resolution.breached ? 'red' : sla.paused ? 'gold' : 'blue'}>
        {text}
        {sla.paused ? ` · ${t('sla.paused')}` : ''}
      </ReadableTag>
    );
  }
  if (sla.breached) return <ReadableTag color="red">{t('sla.overdue')}</ReadableTag>;
  if (sla.paused) return <ReadableTag color="gold">{t('sla.paused')}</ReadableTag>;
  if (!sla.resolutionDueAt) return <span>—</span>;
  const due = formatDateTime(sla.resolutionDueAt, i18n.language);
  return <ReadableTag color="blue">{t('sla.dueAt', { time: due })}</ReadableTag>;
}

/** A moment as the company writes it: its time zone and clock, the user's language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => formatDateTime(iso, i18n.language);
}
