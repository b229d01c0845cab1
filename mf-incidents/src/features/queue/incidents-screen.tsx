/**
 * `/incidents`: the agents' queue. Filters (status, priority, assignee, breach, asset),
 * search by title or number (a whole number, `INC-000123`, opens that ticket), sort, page
 * and size live in the URL; rows can be selected
 * and assigned in bulk (to oneself, to any of the company's agents, or back to the queue;
 * several at once only once asked, with their count). A row's number opens the
 * ticket's detail at `/incidents?ticket=<id>` (the conversation, history, SLA,
 * transitions and assignment); its back link returns to the same page of the queue.
 */
import { useState } from 'react';
import { Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { Link, useSearchParams } from '@itam/shared/router';
import { selectCurrentUser, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { PageHeader, LoadError, EmptyState, ScreenRoot } from '@itam/shared/ui';
import { answerOf } from '../../common/incidents-server-api';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { TicketDetail } from '../ticket/ticket-detail';
import { useAgents } from '../ticket/agent-select';
import { useListTicketsQuery } from './api/list-tickets';
import { BulkAssignBar } from './bulk-assign-bar';
import { activeFilters, QueueFilters } from './queue-filters';
import { QueueTable } from './queue-table';
import {
  assigneeOf,
  QUEUE_DEFAULTS,
  QUEUE_URL,
  queryWith,
  ticketRefOf,
  type QueueUrl,
} from './queue-url';

export function IncidentsScreen() {
  const { t } = useTranslation('incidents');
  const [url, setUrl] = useUrlListState(QUEUE_URL, QUEUE_DEFAULTS);
  const canView = useIsAllowed(INCIDENT_PERMISSIONS.ticketView);
  const [params] = useSearchParams();
  const ticket = ticketRefOf(url);
  return (
    <ScreenRoot remoteId="incidents">
      <PageHeader
        title={t('screens.incidents.title')}
        description={t('screens.incidents.description')}
      />
      {!canView ? (
        <EmptyState title={t('common.notAllowed')} />
      ) : ticket ? (
        <Flex vertical gap={12}>
          <Link to={`?${queryWith(params, { ticket: null })}`}>{t('queue.back')}</Link>
          <TicketDetail ticketId={ticket} />
        </Flex>
      ) : (
        <Queue url={url} setUrl={setUrl} />
      )}
    </ScreenRoot>
  );
}

/** The page of the queue the URL names, read again after any ticket's change. */
function useQueuePage(url: QueueUrl) {
  return answerOf(
    useListTicketsQuery({
      query: {
        status: url.status,
        priority: url.priority.map(Number),
        assigneeId: assigneeOf(url) ?? undefined,
        breached: url.breached === null ? undefined : url.breached === 'true',
        assetId: url.asset ?? undefined,
        search: url.search,
        sort: url.sort,
        limit: url.size,
        pageNumber: url.page - 1,
      },
    }),
  );
}

function Queue({
  url,
  setUrl,
}: {
  url: QueueUrl;
  setUrl: (change: Partial<QueueUrl>, options?: { history?: 'push' | 'replace' }) => void;
}) {
  const me = useAppSelector(selectCurrentUser)?._id ?? null;
  const { agents, loading: agentsLoading } = useAgents();
  const [selected, setSelected] = useState<string[]>([]);
  const page = useQueuePage(url);
  const filter = (change: Partial<QueueUrl>) => {
    setSelected([]);
    setUrl({ ...change, page: 1 });
  };
  const people = { agents, agentsLoading, me };
  return (
    <Flex vertical gap={12}>
      <QueueFilters url={url} setUrl={setUrl} filter={filter} loading={page.loading} {...people} />
      <BulkAssignBar selected={selected} setSelected={setSelected} {...people} />
      {page.error ? (
        <LoadError title={page.error} onRetry={page.retry} />
      ) : (
        <QueueTable
          url={url}
          setUrl={setUrl}
          page={page.data}
          loading={page.loading}
          filtered={activeFilters(url) > 0}
          selected={selected}
          setSelected={setSelected}
        />
      )}
    </Flex>
  );
}

export default IncidentsScreen;
