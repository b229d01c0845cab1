/**
 * `/devices`: the company's computers that report through the agent, with host, operating
 * system, agent version, last seen, health level (and the measures that set it) and the
 * linked asset. Search, health filter and page live in the URL; each level's count shows
 * beside it. A role with `download_agent` may revoke a computer's agent (confirmed); the
 * review queue below lists the reports that matched no asset or several.
 */
import type { TableColumnsType } from 'antd';
import type { AgentComputer } from '@itam/shared/contracts';
import { Alert, App, Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { Link } from '@itam/shared/router';
import { errorMessageOf, useIsAllowed } from '@itam/shared/store';
import {
  DataTable,
  EmptyState,
  FilterBar,
  LoadError,
  PageHeader,
  ReadableTag,
  ScreenRoot,
  ScrollRegion,
  Text,
} from '@itam/shared/ui';
import { useState } from 'react';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useInvalidate } from '../../common/assets-api';
import { COMPUTER_HEALTHS, revokeComputer } from './api/devices-api';
import { useListComputersQuery } from './api/list-computers';
import {
  DEVICES_PAGE_SIZE,
  DEVICES_URL,
  DEVICES_URL_DEFAULTS,
  type DevicesUrl,
} from './devices-url';
import { HealthTag, useReasonText } from './health-tag';
import { ReviewQueue } from './review-queue';

export default function DevicesScreen() {
  const { t } = useTranslation('assets');
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.devices.title')}
        description={t('screens.devices.description')}
      />
      <Flex vertical gap={16}>
        <ComputerTable />
        <ReviewQueue />
      </Flex>
    </ScreenRoot>
  );
}

function ComputerTable() {
  const { t, i18n } = useTranslation('assets');
  const { modal } = App.useApp();
  const canRevoke = useIsAllowed(ASSET_PERMISSIONS.downloadAgent);
  const reasonText = useReasonText();
  const [url, setUrl] = useUrlListState(DEVICES_URL, DEVICES_URL_DEFAULTS);
  const [actionError, setActionError] = useState<string | null>(null);
  const invalidate = useInvalidate();
  const page = useListComputersQuery({
    search: url.search,
    health: url.health,
    pageNumber: url.page - 1,
    limit: DEVICES_PAGE_SIZE,
  });
  const loadError = errorMessageOf(page.error);
  const filter = (change: Partial<DevicesUrl>) => setUrl({ ...change, page: 1 });
  const active = (url.search ? 1 : 0) + (url.health ? 1 : 0);
  const counts = page.data?.byHealth;
  const language = i18n.language;

  const revoke = (computer: AgentComputer) =>
    modal.confirm({
      title: t('devices.revokeTitle', { host: computer.hostname }),
      content: t('devices.revokeBody'),
      okText: t('devices.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await revokeComputer(computer._id);
          setActionError(null);
          invalidate(['AgentComputer']);
        } catch (cause) {
          setActionError(cause instanceof Error ? cause.message : String(cause));
        }
      },
    });

  const columns: TableColumnsType<AgentComputer> = [
    {
      key: 'hostname',
      title: t('devices.columns.host'),
      width: 200,
      render: (_, row) => (
        <Flex vertical>
          <Text strong>{row.hostname}</Text>
          {row.serial ? <Text type="secondary">{row.serial}</Text> : null}
        </Flex>
      ),
    },
    { key: 'os', title: t('devices.columns.os'), width: 180, render: (_, row) => row.os ?? '—' },
    {
      key: 'agentVersion',
      title: t('devices.columns.agent'),
      width: 100,
      render: (_, row) => row.agentVersion ?? '—',
    },
    {
      key: 'lastSeen',
      title: t('devices.columns.lastSeen'),
      width: 170,
      render: (_, row) =>
        row.lastSeenAt ? formatDateTime(row.lastSeenAt, language) : t('devices.never'),
    },
    {
      key: 'health',
      title: t('devices.columns.health'),
      width: 220,
      render: (_, row) => (
        <Flex vertical gap={2} align="start">
          <Flex gap={4} wrap>
            <HealthTag health={row.health} />
            {row.revoked ? <ReadableTag color="default">{t('devices.revoked')}</ReadableTag> : null}
          </Flex>
          {row.healthReasons.map((reason) => (
            <Text key={`${reason.key}-${reason.mount ?? ''}`} type="secondary">
              {reasonText(reason)}
            </Text>
          ))}
        </Flex>
      ),
    },
    {
      key: 'asset',
      title: t('devices.columns.asset'),
      width: 200,
      render: (_, row) =>
        row.asset ? (
          <Link to={`/assets/edit/${row.asset._id}`}>
            {[row.asset.name ?? '—', row.asset.tag].filter(Boolean).join(' · ')}
          </Link>
        ) : row.inReview ? (
          <Text type="secondary">{t('devices.inReview')}</Text>
        ) : (
          '—'
        ),
    },
    ...(canRevoke
      ? [
          {
            key: 'actions',
            title: t('devices.columns.actions'),
            width: 110,
            render: (_: unknown, row: AgentComputer) =>
              row.revoked ? null : (
                <Button
                  danger
                  size="small"
                  onClick={() => revoke(row)}
                  aria-label={t('devices.revokeNamed', { host: row.hostname })}
                >
                  {t('devices.revoke')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <FilterBar
        label={t('devices.filters')}
        activeCount={active}
        onReset={() => filter({ search: '', health: null })}
        loading={page.isFetching}
      >
        <Input.Search
          key={`search-${url.search}`}
          aria-label={t('devices.search')}
          placeholder={t('devices.search')}
          defaultValue={url.search}
          allowClear
          style={{ width: 260 }}
          onSearch={(value) => filter({ search: value })}
        />
        <Select
          aria-label={t('devices.columns.health')}
          allowClear
          placeholder={t('devices.columns.health')}
          style={{ minWidth: 200 }}
          value={url.health}
          options={COMPUTER_HEALTHS.map((h) => ({
            value: h,
            label: counts
              ? t('devices.healthCount', { level: t(`devices.health.${h}`), count: counts[h] })
              : t(`devices.health.${h}`),
          }))}
          onChange={(value) => filter({ health: value ?? null })}
        />
      </FilterBar>
      {actionError ? (
        <Alert
          type="error"
          showIcon
          title={actionError}
          closable={{ onClose: () => setActionError(null), 'aria-label': t('common.dismiss') }}
        />
      ) : null}
      {loadError ? (
        <LoadError
          title={t('devices.loadFailed')}
          description={loadError}
          onRetry={() => void page.refetch()}
        />
      ) : (
        <ScrollRegion label={t('devices.tableLabel')}>
          <DataTable<AgentComputer>
            rowKey="_id"
            style={{ minWidth: 1080 }}
            columns={columns}
            dataSource={page.data?.items ?? []}
            loading={page.isFetching}
            locale={{
              emptyText: page.isFetching ? (
                ' '
              ) : (
                <EmptyState
                  compact
                  title={active ? t('devices.emptyFiltered') : t('devices.empty')}
                />
              ),
            }}
            pagination={{
              current: url.page,
              pageSize: DEVICES_PAGE_SIZE,
              total: page.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('devices.total', { count: total }),
            }}
            onChange={(pagination) => setUrl({ page: pagination.current ?? 1 })}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}
