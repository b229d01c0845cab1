/**
 * `/request-status`: the signed-in person's own tickets and requests (scope `mine`, also
 * for an agent), newest first, with status, priority and SLA; page and size in the URL.
 * `/request-status?ticket=<id>` opens one: its conversation (they reply; a reply to a
 * ticket waiting on them starts its clock again), the actions the server allows them
 * (close or reopen a resolved one) and, once resolved, the way to its survey. A company
 * with incident management reads every kind; one with IT services only, its requests.
 */
import type { TableColumnsType } from 'antd';
import { Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { urlField as f, urlListSchema, useUrlListState } from '@itam/shared/list-state';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, DataTable, LoadError, EmptyState, ScreenRoot } from '@itam/shared/ui';
import type { TicketSummary } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../api/incidents-api';
import { answerOf } from '../../common/incidents-server-api';
import { useOwnTicketsMount } from '../../common/own-tickets-mount';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useListTicketsQuery } from '../queue/api/list-tickets';
import { TicketDetail } from '../ticket/ticket-detail';
import { requestStatusHref } from '../ticket/ticket-links';
import { useTicketColumns } from '../ticket/ticket-columns';
import { useDateTime } from '../ticket/ticket-labels';

const PAGE_SIZES = [10, 25, 50] as const;
const URL = urlListSchema({
  page: f.int(1, 100_000),
  size: f.oneOfNumbers(PAGE_SIZES),
  ticket: f.id(),
});
const DEFAULTS = { page: 1, size: 10 as (typeof PAGE_SIZES)[number], ticket: null };

export function RequestStatusScreen() {
  const { t } = useTranslation('incidents');
  const canView = useIsAllowed(INCIDENT_PERMISSIONS.ticketView);
  const mount = useOwnTicketsMount();
  const [url, setUrl] = useUrlListState(URL, DEFAULTS);
  return (
    <ScreenRoot remoteId="incidents">
      <PageHeader
        title={t('screens.requestStatus.title')}
        description={t('screens.requestStatus.description')}
      />
      {!canView ? (
        <EmptyState title={t('common.notAllowed')} />
      ) : url.ticket ? (
        <Flex vertical gap={12}>
          <Link to={url.page > 1 ? `?page=${url.page}` : '/request-status'}>{t('mine.back')}</Link>
          <TicketDetail ticketId={url.ticket} mount={mount} />
        </Flex>
      ) : (
        <OwnTickets
          mount={mount}
          page={url.page}
          size={url.size}
          onPage={(page, size) => setUrl({ page, size })}
        />
      )}
    </ScreenRoot>
  );
}

/** A requester's tickets: the ticket columns, then when each last changed. */
function useColumns(): TableColumnsType<TicketSummary> {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  return [
    ...useTicketColumns({ href: requestStatusHref, statusWidth: 190 }),
    {
      key: 'updated',
      title: t('mine.updated'),
      width: 170,
      render: (_, row) => when(row.updatedAt),
    },
  ];
}

function OwnTickets({
  mount,
  page,
  size,
  onPage,
}: {
  mount: TicketBase;
  page: number;
  size: (typeof PAGE_SIZES)[number];
  onPage: (page: number, size: (typeof PAGE_SIZES)[number]) => void;
}) {
  const { t } = useTranslation('incidents');
  const list = answerOf(
    useListTicketsQuery({
      query: { scope: 'mine', sort: 'newest', limit: size, pageNumber: page - 1 },
      mount,
    }),
  );
  const columns = useColumns();
  if (list.error) return <LoadError title={list.error} onRetry={list.retry} />;
  return (
    <DataTable<TicketSummary>
      rowKey="_id"
      columns={columns}
      dataSource={list.data?.tickets ?? []}
      loading={list.loading}
      locale={{
        emptyText: list.loading ? (
          ' '
        ) : (
          <EmptyState
            compact
            title={t('mine.empty')}
            action={<Link to="/create-ticket">{t('mine.raise')}</Link>}
          />
        ),
      }}
      pagination={{
        current: page,
        pageSize: size,
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => t('queue.total', { count: total }),
      }}
      onChange={(p) => {
        const nextSize = (p.pageSize ?? size) as (typeof PAGE_SIZES)[number];
        onPage(nextSize === size ? (p.current ?? 1) : 1, nextSize);
      }}
      scroll={{ x: 1100 }}
    />
  );
}

export default RequestStatusScreen;
