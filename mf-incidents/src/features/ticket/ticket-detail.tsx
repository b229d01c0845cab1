/**
 * One ticket as the desk or its requester sees it: its facts, the SLA's time left or
 * overdue, the transitions the server allows the caller now (buttons from `actions`),
 * assignment (to oneself or back to the queue), the conversation (public replies, and
 * internal notes for the desk), its attachments and its history. Every change answers
 * with the ticket as it now is, which replaces the one shown.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Skeleton, Space } from '@itam/shared/antd';
import { Input, Radio } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { selectCurrentUser, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { Panel, Paragraph, Text, Title } from '@itam/shared/ui';
import {
  assignTicket,
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
import { feedbackHref } from './ticket-links';
import { PriorityEditor } from './priority-editor';
import { PriorityTag, SlaText, StatusTag, useDateTime } from './ticket-labels';

export interface TicketDetailProps {
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
  const [changed, setChanged] = useState<Ticket | null>(null);
  const ticket = changed && changed._id === ticketId ? changed : loaded.data;
  if (loaded.error && !ticket)
    return (
      <Alert
        type="error"
        showIcon
        title={loaded.error}
        action={<Button onClick={loaded.reload}>{t('common.retry')}</Button>}
      />
    );
  if (!ticket) return <Skeleton active paragraph={{ rows: 8 }} aria-label={t('common.loading')} />;
  return (
    <TicketView
      ticket={ticket}
      mount={mount}
      onChanged={(next) => {
        setChanged(next);
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
      {ticket.attachments.length ? (
        <Panel title={t('detail.attachments')}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {ticket.attachments.map((f) => (
              <li key={f._id}>
                <a href={`/api${f.url}`} target="_blank" rel="noreferrer">
                  {f.fileName}
                </a>{' '}
                <Text type="secondary">
                  {t('attachments.size', { size: Math.max(1, Math.round(f.size / 1024)) })}
                  {f.internal ? ` · ${t('conversation.internal')}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
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

function Conversation({
  ticket,
  agent,
  closed,
  onSend,
  sending,
}: {
  ticket: Ticket;
  agent: boolean;
  closed: boolean;
  onSend: (body: string, visibility: 'public' | 'internal') => Promise<void>;
  sending: boolean;
}) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<'public' | 'internal'>('public');
  const [empty, setEmpty] = useState(false);
  return (
    <Panel title={t('conversation.title')}>
      {ticket.messages.length ? (
        <ol
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('conversation.title')}
        >
          {ticket.messages.map((m) => (
            <li
              key={m._id}
              style={{
                padding: 8,
                marginBottom: 8,
                borderRadius: 6,
                background: m.visibility === 'internal' ? '#fffbe6' : '#f5f5f5',
              }}
            >
              <Text strong>{m.author?.name ?? t('history.system')}</Text>{' '}
              <Text type="secondary">
                {when(m.createdAt)}
                {m.visibility === 'internal' ? ` · ${t('conversation.internal')}` : ''}
              </Text>
              <Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.body}</Paragraph>
            </li>
          ))}
        </ol>
      ) : (
        <Text type="secondary">{t('conversation.empty')}</Text>
      )}
      {closed ? (
        <Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('conversation.closed')}
        </Paragraph>
      ) : (
        <form
          style={{ marginTop: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) {
              setEmpty(true);
              return;
            }
            setEmpty(false);
            void onSend(body.trim(), visibility).then(() => setBody(''));
          }}
        >
          {agent ? (
            <Radio.Group
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as 'public' | 'internal')}
              aria-label={t('conversation.visibility')}
              style={{ marginBottom: 8 }}
            >
              <Radio value="public">{t('conversation.public')}</Radio>
              <Radio value="internal">{t('conversation.internalNote')}</Radio>
            </Radio.Group>
          ) : null}
          <Input.TextArea
            aria-label={t('conversation.message')}
            value={body}
            maxLength={10_000}
            rows={3}
            status={empty ? 'error' : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {empty ? (
            <Text type="danger" role="alert">
              {t('conversation.required')}
            </Text>
          ) : null}
          <div style={{ marginTop: 8 }}>
            <Button htmlType="submit" type="primary" loading={sending}>
              {visibility === 'internal' ? t('conversation.addNote') : t('conversation.send')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}

export default TicketDetail;
