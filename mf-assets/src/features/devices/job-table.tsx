/**
 * Diagnostic jobs as a table, the one view of /diagnostics/running (progress and step),
 * /diagnostics/results and /jobs-info (what failed and why): the computer and its asset, the
 * status, the progress or the outcome, and when.
 */
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { AgentJob } from '@itam/shared/contracts';
import { Flex } from '@itam/shared/antd';
import { Progress } from '@itam/shared/antd-display';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { DataTable, EmptyState, ScrollRegion, Text } from '@itam/shared/ui';
import { JobStatusTag } from './job-status-tag';

export interface JobTableProps {
  jobs: readonly AgentJob[];
  loading: boolean;
  /** `progress` for jobs in flight, `outcome` for finished ones; `all` shows both. */
  show: 'progress' | 'outcome' | 'all';
  emptyText: string;
  pagination: TablePaginationConfig | false;
  onPageChange?: (page: number) => void;
}

/** The steps a job goes through on the computer (the agent's names). */
const STEPS = new Set(['collecting', 'reporting', 'checking']);

/**
 * Why a job failed, for a person: where it stopped (the step it had reached) and what to
 * do, then the agent's or the server's own words as details.
 */
export function JobFailure({ job }: { job: Pick<AgentJob, 'step' | 'error'> }) {
  const { t } = useTranslation('assets');
  const where = job.step && STEPS.has(job.step) ? job.step : 'unknown';
  return (
    <>
      <Text type="danger">{t(`jobs.failure.${where}`)}</Text>
      <Text>{t('jobs.failure.whatToDo')}</Text>
      {job.error ? (
        <Text type="secondary">{t('jobs.failure.details', { error: job.error })}</Text>
      ) : null}
    </>
  );
}

/** What a finished job found wrong: the failed and warning checks, and the agent's reason. */
export function JobOutcome({ job }: { job: AgentJob }) {
  const { t } = useTranslation('assets');
  if (job.status === 'queued' || job.status === 'running') return <>—</>;
  const problems = (job.result?.checks ?? []).filter((check) => check.status !== 'pass');
  if (job.status !== 'failed' && problems.length === 0) return <Text>{t('jobs.allPassed')}</Text>;
  return (
    <Flex vertical gap={2}>
      {job.status === 'failed' ? <JobFailure job={job} /> : null}
      {problems.map((check) => (
        <Text key={check.key} type={check.status === 'fail' ? 'danger' : undefined}>
          {t('jobs.check', {
            check: t(`jobs.checks.${check.key}`, { defaultValue: check.key }),
            status: t(`jobs.checkStatus.${check.status}`),
            detail: check.detail,
          })}
        </Text>
      ))}
    </Flex>
  );
}

/** A job in flight: its progress and step (or that it waits); a finished one shows none. */
function JobProgress({ job }: { job: AgentJob }) {
  const { t } = useTranslation('assets');
  if (job.status !== 'running' && job.status !== 'queued') return <>—</>;
  return (
    <Flex vertical gap={2}>
      <Progress
        percent={job.progress}
        size="small"
        aria-label={t('jobs.progressOf', { host: job.computer.hostname })}
      />
      <Text type="secondary">
        {job.step
          ? t(`jobs.steps.${job.step}`, { defaultValue: job.step })
          : job.status === 'queued'
            ? t('jobs.waiting')
            : ''}
      </Text>
    </Flex>
  );
}

/** The columns: computer and asset, status, progress and/or outcome, when made and finished. */
function useJobColumns(show: JobTableProps['show']): TableColumnsType<AgentJob> {
  const { t, i18n } = useTranslation('assets');
  const language = i18n.language;
  const columns: TableColumnsType<AgentJob> = [
    {
      key: 'computer',
      title: t('jobs.columns.computer'),
      width: 200,
      render: (_, job) => (
        <Flex vertical>
          <Text strong>{job.computer.hostname}</Text>
          {job.asset ? (
            <Link to={`/assets/edit/${job.asset._id}`}>{job.asset.name ?? '—'}</Link>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('jobs.columns.status'),
      width: 120,
      render: (_, job) => <JobStatusTag status={job.status} />,
    },
    ...(show !== 'outcome'
      ? [
          {
            key: 'progress',
            title: t('jobs.columns.progress'),
            width: 220,
            render: (_: unknown, job: AgentJob) => <JobProgress job={job} />,
          },
        ]
      : []),
    ...(show !== 'progress'
      ? [
          {
            key: 'outcome',
            title: t('jobs.columns.outcome'),
            width: 320,
            render: (_: unknown, job: AgentJob) => <JobOutcome job={job} />,
          },
        ]
      : []),
    {
      key: 'createdAt',
      title: t('jobs.columns.created'),
      width: 170,
      render: (_, job) => (job.createdAt ? formatDateTime(job.createdAt, language) : '—'),
    },
    {
      key: 'finishedAt',
      title: t('jobs.columns.finished'),
      width: 170,
      render: (_, job) => (job.finishedAt ? formatDateTime(job.finishedAt, language) : '—'),
    },
  ];
  return columns;
}

export function JobTable({
  jobs,
  loading,
  show,
  emptyText,
  pagination,
  onPageChange,
}: JobTableProps) {
  const { t } = useTranslation('assets');
  const columns = useJobColumns(show);
  return (
    <ScrollRegion label={t('jobs.tableLabel')}>
      <DataTable<AgentJob>
        rowKey="_id"
        style={{ minWidth: 900 }}
        columns={columns}
        dataSource={[...jobs]}
        loading={loading}
        locale={{ emptyText: loading ? ' ' : <EmptyState compact title={emptyText} /> }}
        pagination={pagination}
        onChange={(next) => onPageChange?.(next.current ?? 1)}
      />
    </ScrollRegion>
  );
}
