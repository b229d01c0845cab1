/**
 * One ticket as the desk or its requester sees it: its facts, the SLA's time left or
 * overdue, the transitions the server allows the caller now (buttons from `actions`),
 * assignment (to oneself, to any of the company's agents, or back to the queue), the
 * conversation (public replies, and internal notes for the desk), its attachments and its
 * history. Every change answers with the ticket as it now is, which replaces the one shown.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Skeleton, Space } from '@itam/shared/antd';
import { Result } from '@itam/shared/antd-display';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { selectCurrentUser, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { Panel, Paragraph, Title, LoadError, Text } from '@itam/shared/ui';
import {
  assignTicket,
  downloadAttachment,
  getTicket,
  postMessage,
  transitionTicket,
  updateTicket,
  type TicketAction,
  type TicketBase,
  type TicketDetail as Ticket,
} from '../../api/incidents-api';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useApiData } from '../../common/use-api-data';
import { feedbackHref, ticketNumberOf } from './ticket-links';
import { PriorityEditor } from './priority-editor';
import { AgentSelect, useAgents } from './agent-select';
import { AttachFiles } from './attach-files';
import { Conversation } from './conversation';
import { PriorityTag, SlaText, StatusTag, useDateTime } from './ticket-labels';

export interface TicketDetailProps {
  /** Its id, or its number (`INC-000123`); an unknown one says it was not found. */
  ticketId: string;
  /** Which mount reads it: the desk's (`tickets`) or it-services' (`requests`). */
  mount?: TicketBase;
  /** Told after any change (a list beside it reloads). */
  onChanged?: (ticket: Ticket) => void;
}

const PRIMARY: readonly TicketAction[] = ['start', 'resolve', 'resume'];

export function TicketDetail({ ticketId, mount = 'tickets', onChanged }: TicketDetailProps) {
  const { t } = useTranslation('incidents');
  const loaded = useApiData(() => getTicket(ticketId, mount), [ticketId, mount]);
  // The ticket as the last change answered, for the reference (id or number) it was opened by.
  const [changed, setChanged] = useState<{ ref: string; ticket: Ticket } | null>(null);
  const ticket = changed?.ref === ticketId ? changed.ticket : loaded.data;
  if (loaded.error && !ticket && isApiError(loaded.rawError) && loaded.rawError.status === 404) {
    const number = ticketNumberOf(ticketId);
    return (
      <Result
        status="info"
        title={number ? t('detail.numberNotFound', { number }) : t('detail.notFound')}
      />
    );
  }
  if (loaded.error && !ticket) return <LoadError title={loaded.error} onRetry={loaded.reload} />;
  if (!ticket) return <Skeleton active paragraph={{ rows: 8 }} aria-label={t('common.loading')} />;
  return (
    <TicketView
      ticket={ticket}
      mount={mount}
      onChanged={(next) => {
        setChanged({ ref: ticketId, ticket: next });
        onChanged?.(next);
      }}
    />
  );
}

function TicketView({
  ticket,
  mount,
  onChanged,
}: {
  ticket: Ticket;
  mount: TicketBase;
  onChanged: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  const canEdit = useIsAllowed(INCIDENT_PERMISSIONS.ticketEdit);
  const canAssign = useIsAllowed(INCIDENT_PERMISSIONS.assign);
  const me = useAppSelector(selectCurrentUser)?._id ?? null;
  const { agents, loading: agentsLoading } = useAgents();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(key: string, change: () => Promise<Ticket>) {
    setBusy(key);
    setError(null);
    try {
      onChanged(await change());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  }

  const closedForGood = ticket.status === 'closed';
  return (
    <Flex vertical gap={16}>
      <div>
        <Title level={2} style={{ fontSize: 20, marginBottom: 4 }}>
          {ticket.number} · {ticket.title}
        </Title>
        <Space wrap size={[8, 4]}>
          <StatusTag status={ticket.status} />
          <PriorityTag priority={ticket.priority} />
          <SlaText ticket={ticket} />
        </Space>
      </div>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      {ticket.survey?.status === 'pending' ? (
        <Alert
          type="info"
          showIcon
          title={t('detail.surveyPending', { date: when(ticket.survey.expiresAt) })}
          action={<Link to={feedbackHref(ticket._id)}>{t('detail.surveyOpen')}</Link>}
        />
      ) : ticket.survey?.status === 'answered' ? (
        <Alert
          type="success"
          showIcon
          title={t('detail.surveyAnswered', { rating: ticket.survey.rating ?? '—' })}
        />
      ) : null}
      <Panel title={t('detail.facts')}>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
          <dt>{t('detail.requester')}</dt>
          <dd style={{ margin: 0 }}>{ticket.requester?.name ?? '—'}</dd>
          <dt>{t('detail.assignee')}</dt>
          <dd style={{ margin: 0 }}>{ticket.assignee?.name ?? t('detail.unassigned')}</dd>
          <dt>{t('detail.asset')}</dt>
          <dd style={{ margin: 0 }}>
            {ticket.asset
              ? `${ticket.asset.tag ?? ''} ${ticket.asset.name}`.trim() +
                (ticket.asset.state ? ` (${ticket.asset.state})` : '')
              : '—'}
          </dd>
          <dt>{t('detail.urgencyImpact')}</dt>
          <dd style={{ margin: 0 }}>
            {t('detail.urgencyImpactValue', { urgency: ticket.urgency, impact: ticket.impact })}
          </dd>
          {ticket.requestType ? (
            <>
              <dt>{t('detail.requestType')}</dt>
              <dd style={{ margin: 0 }}>{ticket.requestType.name}</dd>
            </>
          ) : null}
          {Object.entries(ticket.requestFields ?? {}).map(([key, value]) => (
            <FieldRow key={key} label={key} value={String(value)} />
          ))}
          <dt>{t('detail.created')}</dt>
          <dd style={{ margin: 0 }}>{when(ticket.createdAt)}</dd>
        </dl>
        {canEdit && ticket.status !== 'resolved' && ticket.status !== 'closed' ? (
          <PriorityEditor
            key={`${ticket.urgency}-${ticket.impact}`}
            ticket={ticket}
            busy={busy === 'priority'}
            onSave={(change) => void run('priority', () => updateTicket(ticket._id, change, mount))}
          />
        ) : null}
        {ticket.description ? (
          <Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {ticket.description}
          </Paragraph>
        ) : null}
      </Panel>
      {ticket.actions.length || (canAssign && !closedForGood) ? (
        <Space wrap aria-label={t('detail.actionsLabel')} role="group">
          {ticket.actions.map((action) => (
            <Button
              key={action}
              type={PRIMARY.includes(action) ? 'primary' : 'default'}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() =>
                run(action, () => transitionTicket(ticket._id, action, undefined, mount))
              }
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          {canAssign && !closedForGood && me && ticket.assignee?._id !== me ? (
            <Button
              loading={busy === 'assignMe'}
              disabled={busy !== null && busy !== 'assignMe'}
              onClick={() => run('assignMe', () => assignTicket(ticket._id, me, mount))}
            >
              {t('actions.assignToMe')}
            </Button>
          ) : null}
          {canAssign && !closedForGood ? (
            <AgentSelect
              label={t('actions.assignTo')}
              agents={agents}
              loading={agentsLoading || busy === 'assign'}
              disabled={busy !== null && busy !== 'assign'}
              value={ticket.assignee?._id ?? null}
              valueLabel={ticket.assignee?.name}
              onChange={(value) =>
                value && value !== ticket.assignee?._id
                  ? void run('assign', () => assignTicket(ticket._id, value, mount))
                  : undefined
              }
            />
          ) : null}
          {canAssign && !closedForGood && ticket.assignee ? (
            <Button
              loading={busy === 'unassign'}
              disabled={busy !== null && busy !== 'unassign'}
              onClick={() => run('unassign', () => assignTicket(ticket._id, null, mount))}
            >
              {t('actions.unassign')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      <Conversation
        ticket={ticket}
        agent={canEdit}
        closed={closedForGood}
        onSend={(body, visibility) =>
          run('message', () => postMessage(ticket._id, body, visibility, mount))
        }
        sending={busy === 'message'}
      />
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
                      setError(failure instanceof Error ? failure.message : String(failure)),
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
        {closedForGood ? null : (
          <AttachFiles
            ticketId={ticket._id}
            count={ticket.attachments.length}
            mount={mount}
            onAttached={(attachment) =>
              onChanged({ ...ticket, attachments: [...ticket.attachments, attachment] })
            }
          />
        )}
      </Panel>
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
    </Flex>
  );
}

function FieldRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
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

export default TicketDetail;
