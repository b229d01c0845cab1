/**
 * `/exit-responses`: every exit of the company for reporting: the employee (opening the
 * exit in full), department, last working day, status with the overdue mark, what is still
 * outstanding (departments to sign, items to account for, the authority) and the exit
 * interview's answers (a row opens to show them). Status, department and month filters,
 * page and page size live in the URL (the kit's useUrlListState). A second tab
 * (`?tab=departments`) holds the company's list of exit departments (department-settings.tsx).
 */
import type { TableColumnsType } from 'antd';
import { Flex } from '@itam/shared/antd';
import { Select, Tabs } from '@itam/shared/antd-data';
import { formatDate, todayIso, useTranslation } from '@itam/shared/i18n';
import {
  urlField as f,
  urlListSchema,
  useUrlListState,
  type UrlListValues,
} from '@itam/shared/list-state';
import { Link, useSearchParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  DataTable,
  EmptyState,
  FilterBar,
  LoadError,
  PageHeader,
  ScreenRoot,
  ScrollRegion,
  Text,
} from '@itam/shared/ui';
import { EXIT_LIST_STATUSES, type ExitSummary } from '../../api/exits-api';
import { departmentName } from '../../common/department-name';
import { ExitStatusTag, OverdueTag } from '../../common/exit-tags';
import { exitEmployeeHref } from '../../common/links';
import { EXIT_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/exits-server-api';
import { useListExitsQuery } from '../exit-employee/api/list-exits';
import { useListCompanyDepartmentsQuery } from './api/list-company-departments';
import { InterviewAnswersView } from '../exit-employee/interview-form';
import { DepartmentSettingsPanel } from './department-settings';

export const RESPONSE_PAGE_SIZES = [10, 25, 50, 100] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const RESPONSES_URL = urlListSchema({
  status: f.oneOf(EXIT_LIST_STATUSES),
  department: f.id(),
  month: f.text(7),
  page: f.int(1, 100_000),
  size: f.oneOfNumbers(RESPONSE_PAGE_SIZES),
});

export const RESPONSES_DEFAULTS = {
  status: null as (typeof EXIT_LIST_STATUSES)[number] | null,
  department: null as string | null,
  month: '',
  page: 1,
  size: 25 as (typeof RESPONSE_PAGE_SIZES)[number],
};

type ResponsesUrl = UrlListValues<typeof RESPONSES_URL, typeof RESPONSES_DEFAULTS>;

/** The months offered: 24 back and 6 ahead of this one, latest first ('YYYY-MM'). */
export function monthChoices(today = todayIso()): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = 6; i >= -24; i--) {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

function monthLabel(month: string, language: string) {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

export function ExitResponsesScreen() {
  const { t } = useTranslation('exit-signoff');
  const canRead = useIsAllowed(EXIT_PERMISSIONS.responses);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'departments' ? 'departments' : 'responses';
  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader
        title={t('screens.exitResponses.title')}
        description={t('screens.exitResponses.description')}
      />
      {canRead ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'departments' ? { tab: key } : {})}
          items={[
            { key: 'responses', label: t('responses.tab'), children: <ResponsesTable /> },
            {
              key: 'departments',
              label: t('departments.tab'),
              children: <DepartmentSettingsPanel />,
            },
          ]}
          destroyOnHidden
        />
      ) : (
        <EmptyState title={t('responses.notAllowed')} />
      )}
    </ScreenRoot>
  );
}

function Outstanding({ exit }: { exit: ExitSummary }) {
  const { t } = useTranslation('exit-signoff');
  if (exit.status === 'completed') return <Text type="secondary">{t('responses.nothing')}</Text>;
  const names = exit.departments
    .filter((d) => exit.outstanding.departments.includes(d.key))
    .map((d) => {
      const name = departmentName(t, d);
      return d.overdue ? t('responses.overduePart', { name }) : name;
    });
  return (
    <Flex vertical>
      {names.length ? <span>{t('responses.toSign', { names: names.join(', ') })}</span> : null}
      {exit.outstanding.items ? (
        <span>{t('responses.items', { count: exit.outstanding.items })}</span>
      ) : null}
      {exit.outstanding.authority && !names.length ? <span>{t('responses.authority')}</span> : null}
    </Flex>
  );
}

function ResponsesTable() {
  const { t, i18n } = useTranslation('exit-signoff');
  const [url, setUrl] = useUrlListState(RESPONSES_URL, RESPONSES_DEFAULTS);
  const month = MONTH.test(url.month) ? url.month : '';
  const departments = answerOf(useListCompanyDepartmentsQuery(), { current: true });
  const read = useListExitsQuery({
    status: url.status,
    departmentId: url.department,
    month: month || null,
    limit: url.size,
    pageNumber: url.page - 1,
  });
  // The table keeps the last page's rows while the next one loads.
  const page = answerOf(read);
  const filter = (change: Partial<ResponsesUrl>) => setUrl({ ...change, page: 1 });
  const active = (url.status ? 1 : 0) + (url.department ? 1 : 0) + (month ? 1 : 0);
  const language = i18n.language;

  const columns: TableColumnsType<ExitSummary> = [
    {
      key: 'employee',
      title: t('responses.columns.employee'),
      width: 220,
      render: (_, row) => (
        <Flex vertical>
          <Link to={exitEmployeeHref(row.employee._id)}>{row.employee.name}</Link>
          <Text type="secondary">{row.employee.id}</Text>
        </Flex>
      ),
    },
    {
      key: 'department',
      title: t('responses.columns.department'),
      width: 150,
      render: (_, row) => row.employee.department?.name ?? '—',
    },
    {
      key: 'lastWorkingDay',
      title: t('responses.columns.lastWorkingDay'),
      width: 150,
      render: (_, row) => formatDate(row.lastWorkingDay, language),
    },
    {
      key: 'status',
      title: t('responses.columns.status'),
      width: 200,
      render: (_, row) => (
        <Flex gap={4} wrap>
          <ExitStatusTag status={row.status} />
          {row.overdue ? <OverdueTag /> : null}
        </Flex>
      ),
    },
    {
      key: 'outstanding',
      title: t('responses.columns.outstanding'),
      width: 260,
      render: (_, row) => <Outstanding exit={row} />,
    },
    {
      key: 'interview',
      title: t('responses.columns.interview'),
      width: 160,
      render: (_, row) =>
        row.interview
          ? t('interview.ratingOf', { rating: row.interview.answers.rating })
          : t('responses.noInterview'),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <FilterBar
        label={t('responses.filters')}
        activeCount={active}
        onReset={() => filter({ status: null, department: null, month: '' })}
        loading={page.loading}
      >
        <Select
          aria-label={t('responses.columns.status')}
          allowClear
          placeholder={t('responses.columns.status')}
          style={{ minWidth: 200 }}
          value={url.status}
          options={EXIT_LIST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(value) => filter({ status: value ?? null })}
        />
        {departments.data ? (
          <Select
            aria-label={t('responses.columns.department')}
            allowClear
            placeholder={t('responses.columns.department')}
            style={{ minWidth: 200 }}
            value={url.department}
            options={departments.data.map((d) => ({ value: d._id, label: d.name }))}
            onChange={(value) => filter({ department: value ?? null })}
          />
        ) : null}
        <Select
          aria-label={t('responses.month')}
          allowClear
          placeholder={t('responses.month')}
          style={{ minWidth: 200 }}
          value={month || null}
          options={monthChoices().map((m) => ({ value: m, label: monthLabel(m, language) }))}
          onChange={(value) => filter({ month: value ?? '' })}
        />
      </FilterBar>
      {page.error ? (
        <LoadError
          title={t('responses.loadFailed')}
          description={page.error}
          onRetry={page.retry}
        />
      ) : (
        <ScrollRegion label={t('responses.tableLabel')}>
          <DataTable<ExitSummary>
            rowKey="_id"
            style={{ minWidth: 1140 }}
            columns={columns}
            dataSource={page.data?.exits ?? []}
            loading={page.loading}
            expandable={{
              rowExpandable: (row) => row.interview !== null,
              expandedRowRender: (row) =>
                row.interview ? <InterviewAnswersView answers={row.interview.answers} /> : null,
            }}
            locale={{
              emptyText: page.loading ? (
                ' '
              ) : (
                <EmptyState
                  compact
                  title={active ? t('responses.emptyFiltered') : t('responses.empty')}
                />
              ),
            }}
            pagination={{
              current: url.page,
              pageSize: url.size,
              total: page.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: RESPONSE_PAGE_SIZES.map(String),
              showTotal: (total) => t('responses.total', { count: total }),
            }}
            onChange={(pagination) => {
              const size = (pagination.pageSize ?? url.size) as ResponsesUrl['size'];
              setUrl({ page: size === url.size ? (pagination.current ?? 1) : 1, size });
            }}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}

export default ExitResponsesScreen;
