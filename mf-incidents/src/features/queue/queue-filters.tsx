/** The queue's filters, search and sort, each kept in the URL (a new filter: page 1). */
import { Input, Select } from '@itam/shared/antd-data';
import {
  TICKET_SORTS,
  TICKET_STATUSES,
  type Agent,
  type TicketStatus,
} from '@itam/shared/contracts/incidents';
import { useTranslation } from '@itam/shared/i18n';
import { FilterBar } from '@itam/shared/ui';
import { AgentSelect } from '../ticket/agent-select';
import { ticketNumberOf } from '../ticket/ticket-links';
import { AssetFilter } from './asset-filter';
import { assigneeOf, type QueueUrl } from './queue-url';

export interface QueueFiltersProps {
  url: QueueUrl;
  setUrl: (change: Partial<QueueUrl>, options?: { history?: 'push' | 'replace' }) => void;
  /** A filter's change: the selection is dropped and the first page shown. */
  filter: (change: Partial<QueueUrl>) => void;
  agents: Agent[];
  agentsLoading: boolean;
  me: string | null;
  loading: boolean;
}

/** How many filters are set. */
export function activeFilters(url: QueueUrl): number {
  return (
    (url.status.length ? 1 : 0) +
    (url.priority.length ? 1 : 0) +
    (assigneeOf(url) ? 1 : 0) +
    (url.breached ? 1 : 0) +
    (url.asset ? 1 : 0) +
    (url.search ? 1 : 0)
  );
}

export function QueueFilters(props: QueueFiltersProps) {
  const { url, setUrl, filter, agents, agentsLoading, me, loading } = props;
  const { t } = useTranslation('incidents');
  return (
    <FilterBar
      label={t('queue.filters')}
      activeCount={activeFilters(url)}
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
      loading={loading}
    >
      <TicketFilters url={url} setUrl={setUrl} filter={filter} />
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
  );
}

/** The search (a ticket's number opens it), and the status and priority filters. */
function TicketFilters({
  url,
  setUrl,
  filter,
}: Pick<QueueFiltersProps, 'url' | 'setUrl' | 'filter'>) {
  const { t } = useTranslation('incidents');
  return (
    <>
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
    </>
  );
}
