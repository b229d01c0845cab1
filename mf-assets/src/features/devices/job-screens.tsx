/**
 * The diagnostic jobs' screens: `/diagnostics/running` (jobs in flight with their progress,
 * read again every few seconds while any is in flight and the page is visible),
 * `/diagnostics/results` (finished jobs with what failed and why) and `/jobs-info` (every
 * job, filtered by status, computer and days of creation). Filters and page in the URL.
 */
import { AGENT_JOB_STATUSES } from '@itam/shared/schemas';
import { Flex } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { DateInput, FilterBar, LoadError, PageHeader, ScreenRoot, Text } from '@itam/shared/ui';
import { useState } from 'react';
import { answerOf } from '../../common/assets-api';
import { activityFilters, backwardsRange } from '../activity/activity-url';
import { useListComputersQuery } from './api/list-computers';
import { useListJobsQuery } from './api/list-jobs';
import { DiagnosticsLinks } from './diagnostics-links';
import { JobTable } from './job-table';
import {
  JOB_PAGE_DEFAULTS,
  JOB_PAGE_URL,
  JOBS_INFO_DEFAULTS,
  JOBS_INFO_URL,
  JOBS_PAGE_SIZE,
  type JobsInfoUrl,
} from './jobs-url';
import { usePoll } from './use-poll';

function StateJobs({ state }: { state: 'in-flight' | 'done' }) {
  const { t } = useTranslation('assets');
  const [url, setUrl] = useUrlListState(JOB_PAGE_URL, JOB_PAGE_DEFAULTS);
  const jobs = answerOf(
    useListJobsQuery({ state, pageNumber: url.page - 1, limit: JOBS_PAGE_SIZE }),
  );
  const inFlight = state === 'in-flight' && (jobs.data?.items.length ?? 0) > 0;
  // Polled through the same cached read: every screen showing these jobs follows.
  usePoll(inFlight, jobs.retry);
  if (jobs.error && !jobs.data)
    return <LoadError title={t('jobs.loadFailed')} description={jobs.error} onRetry={jobs.retry} />;
  return (
    <JobTable
      jobs={jobs.data?.items ?? []}
      // A refresh keeps the rows on screen; only the first read shows loading.
      loading={jobs.loading && !jobs.data}
      show={state === 'in-flight' ? 'progress' : 'outcome'}
      emptyText={state === 'in-flight' ? t('jobs.noneRunning') : t('jobs.noneDone')}
      pagination={{
        current: url.page,
        pageSize: JOBS_PAGE_SIZE,
        total: jobs.data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => t('jobs.total', { count: total }),
      }}
      onPageChange={(page) => setUrl({ page })}
    />
  );
}

export function DiagnosticsRunningScreen() {
  const { t } = useTranslation('assets');
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.diagnosticsRunning.title')}
        description={t('screens.diagnosticsRunning.description')}
        extra={<DiagnosticsLinks />}
      />
      <StateJobs state="in-flight" />
    </ScreenRoot>
  );
}

export function DiagnosticsResultsScreen() {
  const { t } = useTranslation('assets');
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.diagnosticsResults.title')}
        description={t('screens.diagnosticsResults.description')}
        extra={<DiagnosticsLinks />}
      />
      <StateJobs state="done" />
    </ScreenRoot>
  );
}

/** A searchable picker of the company's computers, by host name. */
function ComputerSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState('');
  const computers = answerOf(useListComputersQuery({ search, pageNumber: 0, limit: 20 }));
  return (
    <Select<string | null>
      aria-label={t('jobs.columns.computer')}
      placeholder={t('jobs.columns.computer')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={computers.loading}
      style={{ minWidth: 220 }}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      notFoundContent={computers.error ?? t('jobs.noComputers')}
      options={(computers.data?.items ?? []).map((c) => ({ value: c._id, label: c.hostname }))}
    />
  );
}

/** Status, computer and days of creation. */
function JobFilters({
  url,
  onFilter,
}: {
  url: JobsInfoUrl;
  onFilter: (change: Partial<JobsInfoUrl>) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Select
        aria-label={t('jobs.columns.status')}
        placeholder={t('jobs.columns.status')}
        allowClear
        style={{ minWidth: 160 }}
        value={url.status}
        options={AGENT_JOB_STATUSES.map((s) => ({ value: s, label: t(`jobs.status.${s}`) }))}
        onChange={(value) => onFilter({ status: value ?? null })}
      />
      <ComputerSelect value={url.computerId} onChange={(computerId) => onFilter({ computerId })} />
      <DateInput
        aria-label={t('jobs.from')}
        placeholder={t('jobs.from')}
        value={url.from}
        onChange={(value) => onFilter({ from: value || null })}
      />
      <DateInput
        aria-label={t('jobs.to')}
        placeholder={t('jobs.to')}
        value={url.to}
        onChange={(value) => onFilter({ to: value || null })}
      />
    </>
  );
}

export function JobsInfoScreen() {
  const { t } = useTranslation('assets');
  const [url, setUrl] = useUrlListState(JOBS_INFO_URL, JOBS_INFO_DEFAULTS);
  const days = activityFilters({ actorId: null, action: [], from: url.from, to: url.to });
  const jobs = answerOf(
    useListJobsQuery({
      status: url.status,
      computerId: url.computerId,
      from: days.from,
      to: days.to,
      pageNumber: url.page - 1,
      limit: JOBS_PAGE_SIZE,
    }),
  );
  const filter = (change: Partial<JobsInfoUrl>) => setUrl({ ...change, page: 1 });
  const active = [url.status, url.computerId, url.from, url.to].filter(Boolean).length;
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.jobsInfo.title')}
        description={t('screens.jobsInfo.description')}
        extra={<DiagnosticsLinks />}
      />
      <Flex vertical gap={12}>
        <FilterBar
          label={t('jobs.filters')}
          activeCount={active}
          loading={jobs.loading}
          onReset={() => filter({ status: null, computerId: null, from: null, to: null })}
        >
          <JobFilters url={url} onFilter={filter} />
        </FilterBar>
        {backwardsRange(url) ? <Text type="danger">{t('activity.filters.badRange')}</Text> : null}
        {jobs.error ? (
          <LoadError title={t('jobs.loadFailed')} description={jobs.error} onRetry={jobs.retry} />
        ) : (
          <JobTable
            jobs={jobs.data?.items ?? []}
            loading={jobs.loading}
            show="all"
            emptyText={active ? t('jobs.emptyFiltered') : t('jobs.empty')}
            pagination={{
              current: url.page,
              pageSize: JOBS_PAGE_SIZE,
              total: jobs.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('jobs.total', { count: total }),
            }}
            onPageChange={(page) => setUrl({ page })}
          />
        )}
      </Flex>
    </ScreenRoot>
  );
}
