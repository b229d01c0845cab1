/**
 * How a ticket's status, priority and service level read on every screen (one place):
 * coloured tags with translated names, and the SLA's time left or overdue.
 */
import { Tag, theme } from '@itam/shared/antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import type { TicketDetail, TicketStatus, TicketSummary } from '../../api/incidents-api';

/**
 * antd's preset tags write shade 7 on shade 1, under WCAG AA's 4.5:1 for gold, orange,
 * volcano and green: their text takes a darker shade of the same colour (axe checks each
 * in the journeys), as the asset state tags do. Blue, geekblue and red pass as they are.
 */
const DARKER_TEXT: Record<string, string> = {
  gold: 'gold9',
  orange: 'orange8',
  volcano: 'volcano8',
  green: 'green8',
};

function DeskTag({ color, children }: { color: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const shade = DARKER_TEXT[color];
  const text = shade ? (token as unknown as Record<string, string>)[shade] : undefined;
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}

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
  return <DeskTag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</DeskTag>;
}

const PRIORITY_COLORS = ['default', 'default', 'blue', 'orange', 'volcano', 'red'];

export function PriorityTag({ priority }: { priority: number }) {
  const { t } = useTranslation('incidents');
  return (
    <DeskTag color={PRIORITY_COLORS[priority] ?? 'default'}>{t(`priority.${priority}`)}</DeskTag>
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
      <DeskTag color={sla.breached ? 'red' : 'green'}>
        {sla.breached ? t('sla.missed') : t('sla.met')}
      </DeskTag>
    );
  if (resolution) {
    const left = resolution.remainingMinutes;
    const text =
      left < 0 || resolution.breached
        ? t('sla.overdueBy', { time: duration(left) })
        : t('sla.left', { time: duration(left) });
    return (
      <DeskTag color={left < 0 || resolution.breached ? 'red' : sla.paused ? 'gold' : 'blue'}>
        {text}
        {sla.paused ? ` · ${t('sla.paused')}` : ''}
      </DeskTag>
    );
  }
  if (sla.breached) return <DeskTag color="red">{t('sla.overdue')}</DeskTag>;
  if (sla.paused) return <DeskTag color="gold">{t('sla.paused')}</DeskTag>;
  if (!sla.resolutionDueAt) return <span>—</span>;
  const due = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(sla.resolutionDueAt));
  return <DeskTag color="blue">{t('sla.dueAt', { time: due })}</DeskTag>;
}

export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}
