/** A ticket's panels: its facts (and the desk's priority editor), its attachments, its history. */
import { Button } from '@itam/shared/antd';
import type { TicketDetail as Ticket } from '@itam/shared/contracts/incidents';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { Panel, Paragraph, Text } from '@itam/shared/ui';
import { downloadAttachment, type TicketBase } from '../../api/incidents-api';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { AttachFiles } from './attach-files';
import { PriorityEditor } from './priority-editor';
import { useDateTime } from './ticket-labels';
import { messageOf, type TicketChanges } from './use-ticket-changes';

const VALUE = { margin: 0 } as const;

export function FactsPanel({ ticket, changes }: { ticket: Ticket; changes: TicketChanges }) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  const canEdit = useIsAllowed(INCIDENT_PERMISSIONS.ticketEdit);
  return (
    <Panel title={t('detail.facts')}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <FieldRow label={t('detail.requester')} value={ticket.requester?.name ?? '—'} />
        <FieldRow
          label={t('detail.assignee')}
          value={ticket.assignee?.name ?? t('detail.unassigned')}
        />
        <FieldRow
          label={t('detail.asset')}
          value={
            ticket.asset
              ? `${ticket.asset.tag ?? ''} ${ticket.asset.name}`.trim() +
                (ticket.asset.state ? ` (${ticket.asset.state})` : '')
              : '—'
          }
        />
        <FieldRow
          label={t('detail.urgencyImpact')}
          value={t('detail.urgencyImpactValue', { urgency: ticket.urgency, impact: ticket.impact })}
        />
        {ticket.requestType ? (
          <FieldRow label={t('detail.requestType')} value={ticket.requestType.name} />
        ) : null}
        {Object.entries(ticket.requestFields ?? {}).map(([key, value]) => (
          <FieldRow key={key} label={key} value={String(value)} />
        ))}
        <FieldRow label={t('detail.created')} value={when(ticket.createdAt)} />
      </dl>
      {canEdit && ticket.status !== 'resolved' && ticket.status !== 'closed' ? (
        <PriorityEditor
          key={`${ticket.urgency}-${ticket.impact}`}
          ticket={ticket}
          busy={changes.busy === 'priority'}
          onSave={(change) => void changes.update(change)}
        />
      ) : null}
      {ticket.description ? (
        <Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {ticket.description}
        </Paragraph>
      ) : null}
    </Panel>
  );
}

export function AttachmentsPanel({
  ticket,
  mount,
  onFailure,
}: {
  ticket: Ticket;
  mount: TicketBase;
  /** A download that failed, by its sentence. */
  onFailure: (message: string) => void;
}) {
  const { t } = useTranslation('incidents');
  return (
    <Panel title={t('detail.attachments')}>
      {ticket.attachments.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {ticket.attachments.map((f) => (
            <li key={f._id}>
              <Button
                type="link"
                style={{ padding: 0 }}
                onClick={() =>
                  void downloadAttachment(f).catch((failure: unknown) =>
                    onFailure(messageOf(failure)),
                  )
                }
              >
                {f.fileName}
              </Button>{' '}
              <Text type="secondary">
                {t('attachments.size', { size: Math.max(1, Math.round(f.size / 1024)) })}
                {f.internal ? ` · ${t('conversation.internal')}` : ''}
              </Text>
            </li>
          ))}
        </ul>
      ) : (
        <Text type="secondary">{t('attachments.none')}</Text>
      )}
      {ticket.status === 'closed' ? null : (
        <AttachFiles ticketId={ticket._id} count={ticket.attachments.length} mount={mount} />
      )}
    </Panel>
  );
}

export function HistoryPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  return (
    <Panel title={t('detail.history')}>
      {ticket.history.length ? (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {ticket.history.map((h) => (
            <li key={h._id}>
              <Text type="secondary">{when(h.at)}</Text> ·{' '}
              {t(`history.${h.action}`, { defaultValue: h.action })} ·{' '}
              {h.actor?.name ?? t('history.system')}
              {statusChange(h.after) ? ` → ${t(`status.${statusChange(h.after)}`)}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <Text type="secondary">{t('detail.noHistory')}</Text>
      )}
    </Panel>
  );
}

function FieldRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={VALUE}>{value}</dd>
    </>
  );
}

function statusChange(after: unknown): string | null {
  if (after && typeof after === 'object' && 'status' in after) {
    const status = (after as { status: unknown }).status;
    return typeof status === 'string' ? status : null;
  }
  return null;
}
