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
import type { TableColumnsType } from 'antd';
import { Alert, Button, Flex, Space } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { queryText, useUrlListState } from '@itam/shared/list-state';
import { Link, useSearchParams } from '@itam/shared/router';
import { selectCurrentUser, useAppSelector, useIsAllowed } from '@itam/shared/store';
import {
  PageHeader,
  DataTable,
  FilterBar,
  LoadError,
  EmptyState,
  ScreenRoot,
  ScrollRegion,
  Text,
} from '@itam/shared/ui';
import {
  bulkAssign,
  listTickets,
  TICKET_SORTS,
  TICKET_STATUSES,
  type TicketStatus,
  type TicketSummary,
} from '../../api/incidents-api';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useApiData } from '../../common/use-api-data';
import { TicketDetail } from '../ticket/ticket-detail';
import { AgentSelect, useAgents } from '../ticket/agent-select';
import { AssetFilter } from './asset-filter';
import { useConfirmAssign } from './use-confirm-assign';
import { PriorityTag, SlaText, StatusTag, useDateTime } from '../ticket/ticket-labels';
import { ticketNumberOf } from '../ticket/ticket-links';
import {
  assigneeOf,
  QUEUE_DEFAULTS,
  QUEUE_PAGE_SIZES,
  QUEUE_URL,
  ticketHref,
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

/** The current query with some parameters set or (null) removed, commas kept readable. */
function queryWith(current: URLSearchParams, change: Record<string, string | null>): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change))
    if (value === null) params.delete(key);
    else params.set(key, value);
  return queryText(params);
}

function Queue({
  url,
  setUrl,
}: {
  url: QueueUrl;
  setUrl: (change: Partial<QueueUrl>, options?: { history?: 'push' | 'replace' }) => void;
}) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  const canAssign = useIsAllowed(INCIDENT_PERMISSIONS.assign);
  const me = useAppSelector(selectCurrentUser)?._id ?? null;
  const [params] = useSearchParams();
  const { agents, loading: agentsLoading } = useAgents();
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState<{ busy: boolean; error: string | null; done: string | null }>({
    busy: false,
    error: null,
    done: null,
  });
  const page = useApiData(
    () =>
      listTickets({
        status: url.status,
        priority: url.priority.map(Number),
        assigneeId: assigneeOf(url) ?? undefined,
        breached: url.breached === null ? undefined : url.breached === 'true',
        assetId: url.asset ?? undefined,
        search: url.search,
        sort: url.sort,
        limit: url.size,
        pageNumber: url.page - 1,
      }),
    [
      url.status,
      url.priority,
      url.assignee,
      url.breached,
      url.asset,
      url.search,
      url.sort,
      url.page,
      url.size,
    ],
  );
  const filter = (change: Partial<QueueUrl>) => {
    setSelected([]);
    setUrl({ ...change, page: 1 });
  };
  const active =
    (url.status.length ? 1 : 0) +
    (url.priority.length ? 1 : 0) +
    (assigneeOf(url) ? 1 : 0) +
    (url.breached ? 1 : 0) +
    (url.asset ? 1 : 0) +
    (url.search ? 1 : 0);

  const confirmAssign = useConfirmAssign(agents, me);
  const assignSelected = (assigneeId: string | null) =>
    confirmAssign(selected.length, assigneeId, () => assign(assigneeId));

  async function assign(assigneeId: string | null) {
    setBulk({ busy: true, error: null, done: null });
    try {
      const result = await bulkAssign(selected, assigneeId);
      setBulk({
        busy: false,
        error: result.refused.length
          ? t('queue.bulkRefused', { count: result.refused.length })
          : null,
        done: t('queue.bulkDone', { count: result.updated.length }),
      });
      setSelected([]);
      page.reload();
    } catch (failure) {
      setBulk({
        busy: false,
        error: failure instanceof Error ? failure.message : String(failure),
        done: null,
      });
    }
  }

  const columns: TableColumnsType<TicketSummary> = [
    {
      key: 'number',
      title: t('queue.columns.number'),
      width: 130,
      render: (_, row) => <Link to={ticketHref(row._id)}>{row.number}</Link>,
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
      width: 170,
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
    {
      key: 'assignee',
      title: t('queue.columns.assignee'),
      width: 160,
      render: (_, row) =>
        row.assignee?.name ?? <Text type="secondary">{t('detail.unassigned')}</Text>,
    },
    {
      key: 'asset',
      title: t('queue.columns.asset'),
      width: 160,
      render: (_, row) =>
        row.asset ? (
          <Link
            to={`?${queryWith(params, { asset: row.asset._id, page: null, ticket: null })}`}
            title={t('queue.filterByAsset')}
          >
            {row.asset.tag ?? row.asset.name}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'created',
      title: t('queue.columns.created'),
      width: 170,
      render: (_, row) => when(row.createdAt),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <FilterBar
        label={t('queue.filters')}
        activeCount={active}
        onReset={() =>
          filter({
            search: '',
            status: [],
            priority: [],
            assignee: '',
            breached: null,
            asset: null,
          })
        }
        loading={page.loading}
      >
        <Input.Search
          aria-label={t('queue.search')}
          placeholder={t('queue.search')}
          defaultValue={url.search}
          allowClear
          style={{ width: 220 }}
          // A ticket's number (`INC-000123`) opens that ticket; other text filters by title.
          onSearch={(value) => {
            const number = ticketNumberOf(value);
            if (number) setUrl({ ticket: number }, { history: 'push' });
            else filter({ search: value });
          }}
        />
        <Select
          aria-label={t('queue.columns.status')}
          mode="multiple"
          allowClear
          placeholder={t('queue.columns.status')}
          style={{ minWidth: 180 }}
          value={url.status}
          options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(value: TicketStatus[]) => filter({ status: value })}
        />
        <Select
          aria-label={t('queue.columns.priority')}
          mode="multiple"
          allowClear
          placeholder={t('queue.columns.priority')}
          style={{ minWidth: 150 }}
          value={url.priority}
          options={(['5', '4', '3', '2', '1'] as const).map((p) => ({
            value: p,
            label: t(`priority.${p}`),
          }))}
          onChange={(value: ('1' | '2' | '3' | '4' | '5')[]) => filter({ priority: value })}
        />
        <AgentSelect
          label={t('queue.columns.assignee')}
          agents={agents}
          loading={agentsLoading}
          allowClear
          style={{ width: 200 }}
          value={assigneeOf(url)}
          extra={[
            { value: 'me', label: t('queue.assignedToMe') },
            { value: 'none', label: t('detail.unassigned') },
          ]}
          exclude={me}
          onChange={(value) => filter({ assignee: value ?? '' })}
        />
        <Select
          aria-label={t('queue.breach')}
          allowClear
          placeholder={t('queue.breach')}
          style={{ width: 170 }}
          value={url.breached ?? undefined}
          options={[
            { value: 'true', label: t('queue.breached') },
            { value: 'false', label: t('queue.notBreached') },
          ]}
          onChange={(value?: 'true' | 'false') => filter({ breached: value ?? null })}
        />
        <AssetFilter value={url.asset} onChange={(asset) => filter({ asset })} />
        <Select
          aria-label={t('queue.sort')}
          style={{ width: 190 }}
          value={url.sort}
          options={TICKET_SORTS.map((s) => ({ value: s, label: t(`queue.sorts.${s}`) }))}
          onChange={(value) => setUrl({ sort: value, page: 1 })}
        />
      </FilterBar>
      {canAssign && selected.length ? (
        <Space wrap role="group" aria-label={t('queue.bulkLabel')}>
          <Text>{t('queue.selected', { count: selected.length })}</Text>
          {me ? (
            <Button type="primary" loading={bulk.busy} onClick={() => assignSelected(me)}>
              {t('actions.assignToMe')}
            </Button>
          ) : null}
          <AgentSelect
            label={t('actions.assignTo')}
            agents={agents}
            loading={agentsLoading}
            disabled={bulk.busy}
            value={null}
            onChange={(value) => (value ? assignSelected(value) : undefined)}
          />
          <Button disabled={bulk.busy} onClick={() => assignSelected(null)}>
            {t('actions.unassign')}
          </Button>
          <Button type="link" onClick={() => setSelected([])}>
            {t('queue.clearSelection')}
          </Button>
        </Space>
      ) : null}
      {bulk.done ? <Alert type="success" showIcon title={bulk.done} /> : null}
      {bulk.error ? <Alert type="warning" showIcon title={bulk.error} role="alert" /> : null}
      {page.error ? (
        <LoadError title={page.error} onRetry={page.reload} />
      ) : (
        // A scroll region, not the table's own sideways scroll: that one measures columns in
        // a hidden row holding a copy of the select-all box (axe: aria-hidden-focus).
        <ScrollRegion label={t('queue.tableLabel')}>
          <DataTable<TicketSummary>
            rowKey="_id"
            style={{ minWidth: 1450 }}
            columns={columns}
            dataSource={page.data?.tickets ?? []}
            loading={page.loading}
            locale={{
              emptyText: page.loading ? (
                ' '
              ) : (
                <EmptyState compact title={active ? t('queue.emptyFiltered') : t('queue.empty')} />
              ),
            }}
            rowSelection={
              canAssign
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(String)),
                    getCheckboxProps: (row) => ({
                      disabled: row.status === 'closed',
                      'aria-label': t('queue.selectRow', { number: row.number }),
                    }),
                  }
                : undefined
            }
            pagination={{
              current: url.page,
              pageSize: url.size,
              total: page.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: QUEUE_PAGE_SIZES.map(String),
              showTotal: (total) => t('queue.total', { count: total }),
            }}
            onChange={(pagination) => {
              setSelected([]);
              const size = (pagination.pageSize ?? url.size) as QueueUrl['size'];
              setUrl({ page: size === url.size ? (pagination.current ?? 1) : 1, size });
            }}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}

export default IncidentsScreen;
