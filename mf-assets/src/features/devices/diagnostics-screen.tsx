/**
 * `/diagnostics`: the entry to diagnostics. The company's computers by health level (each
 * opening /devices filtered), the computers needing attention (critical, then warning, with
 * the measures that set them), and running diagnostics now on the computers chosen
 * (`agent_computer_report`), which then opens /diagnostics/running (several computers at
 * once only once asked, with their count); the health thresholds (changed with the same
 * permission).
 */
import type { TableColumnsType } from 'antd';
import type { AgentComputer, AgentComputerHealth, AgentComputerList } from '@itam/shared/contracts';
import { ROUTES } from '@itam/shared/contracts';
import { Alert, App, Button, Flex, Statistic } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { formatDateTime, formatNumber, useTranslation } from '@itam/shared/i18n';
import { Link, useNavigate } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  DataTable,
  EmptyState,
  LoadError,
  PageHeader,
  ScreenRoot,
  ScrollRegion,
  Text,
} from '@itam/shared/ui';
import { useState } from 'react';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { answerOf, useInvalidate, type Answer } from '../../common/assets-api';
import { COMPUTER_HEALTHS, runDiagnostics } from './api/devices-api';
import { useListComputersQuery } from './api/list-computers';
import { DiagnosticsLinks } from './diagnostics-links';
import { HealthTag, useReasonText } from './health-tag';
import { ThresholdsEditor } from './thresholds-editor';

const ATTENTION_LIMIT = 10;
const PICK_PAGE_SIZE = 25;

function HealthOverview() {
  const { t, i18n } = useTranslation('assets');
  const counts = answerOf(useListComputersQuery({ pageNumber: 0, limit: 1 }));
  if (counts.error)
    return (
      <LoadError
        title={t('devices.loadFailed')}
        description={counts.error}
        onRetry={counts.retry}
      />
    );
  return (
    <Flex gap={12} wrap role="list" aria-label={t('diagnostics.overview')}>
      {COMPUTER_HEALTHS.map((health) => (
        <Card key={health} size="small" role="listitem" style={{ minWidth: 150, flex: 1 }}>
          <Link to={`${ROUTES.devices}?health=${health}`}>
            <Statistic
              title={t(`devices.health.${health}`)}
              value={counts.data ? formatNumber(counts.data.byHealth[health], i18n.language) : '—'}
              loading={counts.loading}
            />
          </Link>
        </Card>
      ))}
    </Flex>
  );
}

function NeedingAttention() {
  const { t, i18n } = useTranslation('assets');
  const reasonText = useReasonText();
  const args = (health: AgentComputerHealth) => ({ health, pageNumber: 0, limit: ATTENTION_LIMIT });
  const critical = answerOf(useListComputersQuery(args('critical')));
  const warning = answerOf(useListComputersQuery(args('warning')));
  const error = critical.error ?? warning.error;
  const items = [...(critical.data?.items ?? []), ...(warning.data?.items ?? [])].slice(
    0,
    ATTENTION_LIMIT,
  );
  return (
    <Card size="small" title={t('diagnostics.attention')}>
      {error ? (
        <LoadError
          title={t('devices.loadFailed')}
          description={error}
          onRetry={() => {
            critical.retry();
            warning.retry();
          }}
        />
      ) : critical.data && warning.data && items.length === 0 ? (
        <EmptyState compact title={t('diagnostics.allGood')} />
      ) : (
        <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((computer) => (
            <li key={computer._id}>
              <Flex gap={8} wrap align="center">
                <HealthTag health={computer.health} />
                <Text strong>{computer.hostname}</Text>
                {computer.asset ? (
                  <Link to={`/assets/edit/${computer.asset._id}`}>
                    {computer.asset.name ?? '—'}
                  </Link>
                ) : null}
                <Text type="secondary">
                  {computer.healthReasons.map(reasonText).join('; ')}
                  {computer.lastSeenAt
                    ? ` · ${t('diagnostics.lastSeen', { at: formatDateTime(computer.lastSeenAt, i18n.language) })}`
                    : ''}
                </Text>
              </Flex>
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** Run diagnostics on the computers chosen (several only once confirmed), then follow them. */
function useRun(selected: string[]) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalidate = useInvalidate();
  const { modal } = App.useApp();
  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      await runDiagnostics(selected);
      invalidate(['AgentJob']);
      navigate(ROUTES.diagnosticsRunning);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setRunning(false);
    }
  };
  // One computer runs at once; several are asked about first, with their count.
  const askAndRun = () => {
    const count = selected.length;
    if (count < 2) return void run();
    modal.confirm({
      title: t('diagnostics.confirmTitle', { count }),
      content: t('diagnostics.confirmBody', { count }),
      okText: t('diagnostics.run', { count }),
      cancelText: t('common.cancel'),
      onOk: run,
    });
  };
  return { running, error, askAndRun };
}

/** The columns to choose computers by: host, health, operating system, asset. */
function usePickColumns(): TableColumnsType<AgentComputer> {
  const { t } = useTranslation('assets');
  return [
    { key: 'host', title: t('devices.columns.host'), dataIndex: 'hostname', width: 200 },
    {
      key: 'health',
      title: t('devices.columns.health'),
      width: 140,
      render: (_, row) => <HealthTag health={row.health} />,
    },
    { key: 'os', title: t('devices.columns.os'), width: 180, render: (_, row) => row.os ?? '—' },
    {
      key: 'asset',
      title: t('devices.columns.asset'),
      width: 200,
      render: (_, row) => row.asset?.name ?? '—',
    },
  ];
}

/** The computers to choose from, page by page (the choice is kept across pages). */
function PickTable({
  computers,
  selected,
  onSelect,
  page,
  onPage,
}: {
  computers: Answer<AgentComputerList>;
  selected: string[];
  onSelect: (ids: string[]) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('assets');
  const columns = usePickColumns();
  return (
    <ScrollRegion label={t('devices.tableLabel')}>
      <DataTable<AgentComputer>
        rowKey="_id"
        style={{ minWidth: 760 }}
        columns={columns}
        dataSource={computers.data?.items ?? []}
        loading={computers.loading}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onSelect(keys.map(String)),
          getCheckboxProps: (row) => ({
            disabled: row.revoked,
            'aria-label': t('diagnostics.select', { host: row.hostname }),
          }),
        }}
        locale={{
          emptyText: computers.loading ? ' ' : <EmptyState compact title={t('devices.empty')} />,
        }}
        pagination={{
          current: page,
          pageSize: PICK_PAGE_SIZE,
          total: computers.data?.total ?? 0,
          showSizeChanger: false,
        }}
        onChange={(next) => onPage(next.current ?? 1)}
      />
    </ScrollRegion>
  );
}

/** Why diagnostics did not start. */
function RunFailed({ error }: { error: string }) {
  const { t } = useTranslation('assets');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('diagnostics.runFailed')}
      description={error}
    />
  );
}

function RunDiagnostics() {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const { running, error, askAndRun } = useRun(selected);
  const computers = answerOf(
    useListComputersQuery({ search, pageNumber: page - 1, limit: PICK_PAGE_SIZE }),
  );
  return (
    <Card size="small" title={t('diagnostics.runTitle')}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Input.Search
            aria-label={t('devices.search')}
            placeholder={t('devices.search')}
            allowClear
            style={{ width: 260 }}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={running}
            onClick={askAndRun}
          >
            {t('diagnostics.run', { count: selected.length })}
          </Button>
        </Flex>
        {error ? <RunFailed error={error} /> : null}
        {computers.error ? (
          <LoadError
            title={t('devices.loadFailed')}
            description={computers.error}
            onRetry={computers.retry}
          />
        ) : (
          <PickTable
            computers={computers}
            selected={selected}
            onSelect={setSelected}
            page={page}
            onPage={setPage}
          />
        )}
      </Flex>
    </Card>
  );
}

export default function DiagnosticsScreen() {
  const { t } = useTranslation('assets');
  const canRun = useIsAllowed(ASSET_PERMISSIONS.runDiagnostics);
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.diagnostics.title')}
        description={t('screens.diagnostics.description')}
        extra={<DiagnosticsLinks />}
      />
      <Flex vertical gap={16}>
        <HealthOverview />
        <NeedingAttention />
        {canRun ? <RunDiagnostics /> : null}
        <ThresholdsEditor />
      </Flex>
    </ScreenRoot>
  );
}
