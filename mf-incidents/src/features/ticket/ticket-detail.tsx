/**
 * One ticket as the desk or its requester sees it: its facts, the SLA's time left or
 * overdue, the transitions the server allows the caller now (buttons from `actions`),
 * assignment (to oneself, to any of the company's agents, or back to the queue), the
 * conversation (public replies, and internal notes for the desk), its attachments and its
 * history. Every change answers with the ticket as it now is, which replaces the kept one
 * (every screen showing it follows; the lists read again when next shown).
 */
import { Alert, Button, Flex, Skeleton, Space } from '@itam/shared/antd';
import { Result } from '@itam/shared/antd-display';
import { isApiError } from '@itam/shared/api';
import type { TicketAction, TicketDetail as Ticket } from '@itam/shared/contracts/incidents';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { selectCurrentUser, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { Title, LoadError } from '@itam/shared/ui';
import type { TicketBase } from '../../api/incidents-api';
import { answerOf } from '../../common/incidents-server-api';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useGetTicketQuery } from './api/get-ticket';
import { feedbackHref, ticketNumberOf } from './ticket-links';
import { AgentSelect, useAgents } from './agent-select';
import { Conversation } from './conversation';
import { AttachmentsPanel, FactsPanel, HistoryPanel } from './ticket-panels';
import { PriorityTag, SlaText, StatusTag, useDateTime } from './ticket-labels';
import { useTicketChanges, type TicketChanges } from './use-ticket-changes';

export interface TicketDetailProps {
  /** Its id, or its number (`INC-000123`); an unknown one says it was not found. */
  ticketId: string;
  /** Which mount reads it: the desk's (`tickets`) or it-services' (`requests`). */
  mount?: TicketBase;
}

const PRIMARY: readonly TicketAction[] = ['start', 'resolve', 'resume'];

export function TicketDetail({ ticketId, mount = 'tickets' }: TicketDetailProps) {
  const { t } = useTranslation('incidents');
  const loaded = answerOf(useGetTicketQuery({ ref: ticketId, mount }), { current: true });
  const ticket = loaded.data;
  if (loaded.error && !ticket && isApiError(loaded.rawError) && loaded.rawError.status === 404) {
    const number = ticketNumberOf(ticketId);
    return (
      <Result
        status="info"
        title={number ? t('detail.numberNotFound', { number }) : t('detail.notFound')}
      />
    );
  }
  if (loaded.error && !ticket) return <LoadError title={loaded.error} onRetry={loaded.retry} />;
  if (!ticket) return <Skeleton active paragraph={{ rows: 8 }} aria-label={t('common.loading')} />;
  return <TicketView ticket={ticket} mount={mount} />;
}

function TicketView({ ticket, mount }: { ticket: Ticket; mount: TicketBase }) {
  const canEdit = useIsAllowed(INCIDENT_PERMISSIONS.ticketEdit);
  const changes = useTicketChanges(ticket._id, mount);
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
      {changes.error ? <Alert type="error" showIcon title={changes.error} role="alert" /> : null}
      <SurveyNote ticket={ticket} />
      <FactsPanel ticket={ticket} changes={changes} />
      <TicketActions ticket={ticket} changes={changes} />
      <Conversation
        ticket={ticket}
        agent={canEdit}
        closed={closedForGood}
        onSend={changes.send}
        sending={changes.busy === 'message'}
      />
      <AttachmentsPanel ticket={ticket} mount={mount} onFailure={changes.setError} />
      <HistoryPanel ticket={ticket} />
    </Flex>
  );
}

/** A resolved ticket's survey: the way to it while pending, its rating once answered. */
function SurveyNote({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  if (ticket.survey?.status === 'pending')
    return (
      <Alert
        type="info"
        showIcon
        title={t('detail.surveyPending', { date: when(ticket.survey.expiresAt) })}
        action={<Link to={feedbackHref(ticket._id)}>{t('detail.surveyOpen')}</Link>}
      />
    );
  if (ticket.survey?.status === 'answered')
    return (
      <Alert
        type="success"
        showIcon
        title={t('detail.surveyAnswered', { rating: ticket.survey.rating ?? '—' })}
      />
    );
  return null;
}

/** The transitions the server allows now, and assignment for the desk. */
function TicketActions({ ticket, changes }: { ticket: Ticket; changes: TicketChanges }) {
  const { t } = useTranslation('incidents');
  const canAssign = useIsAllowed(INCIDENT_PERMISSIONS.assign);
  const me = useAppSelector(selectCurrentUser)?._id ?? null;
  const { agents, loading: agentsLoading } = useAgents();
  const { busy } = changes;
  const closedForGood = ticket.status === 'closed';
  const assigning = canAssign && !closedForGood;
  if (!ticket.actions.length && !assigning) return null;
  const others = (key: string) => busy !== null && busy !== key;
  return (
    <Space wrap aria-label={t('detail.actionsLabel')} role="group">
      {ticket.actions.map((action) => (
        <Button
          key={action}
          type={PRIMARY.includes(action) ? 'primary' : 'default'}
          loading={busy === action}
          disabled={others(action)}
          onClick={() => void changes.transition(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      {assigning && me && ticket.assignee?._id !== me ? (
        <Button
          loading={busy === 'assignMe'}
          disabled={others('assignMe')}
          onClick={() => void changes.assign('assignMe', me)}
        >
          {t('actions.assignToMe')}
        </Button>
      ) : null}
      {assigning ? (
        <AgentSelect
          label={t('actions.assignTo')}
          agents={agents}
          loading={agentsLoading || busy === 'assign'}
          disabled={others('assign')}
          value={ticket.assignee?._id ?? null}
          valueLabel={ticket.assignee?.name}
          onChange={(value) =>
            value && value !== ticket.assignee?._id
              ? void changes.assign('assign', value)
              : undefined
          }
        />
      ) : null}
      {assigning && ticket.assignee ? (
        <Button
          loading={busy === 'unassign'}
          disabled={others('unassign')}
          onClick={() => void changes.assign('unassign', null)}
        >
          {t('actions.unassign')}
        </Button>
      ) : null}
    </Space>
  );
}

export default TicketDetail;
