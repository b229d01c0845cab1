/**
 * `/devices`: the company's computers that report through the agent, with host, operating
 * system, agent version, last seen, health level (and the measures that set it) and the
 * linked asset. Search, health filter and page live in the URL; each level's count shows
 * beside it. A role with `download_agent` may revoke a computer's agent (confirmed); the
 * review queue below lists the reports that matched no asset or several.
 */
import type { AgentComputer, AgentComputerList } from '@itam/shared/contracts';
import { Alert, App, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { errorMessageOf } from '@itam/shared/store';
import {
  DataTable,
  EmptyState,
  FilterBar,
  LoadError,
  PageHeader,
  ScreenRoot,
  ScrollRegion,
} from '@itam/shared/ui';
import { useState } from 'react';
import { useInvalidate } from '../../common/assets-api';
import { COMPUTER_HEALTHS, revokeComputer } from './api/devices-api';
import { useListComputersQuery } from './api/list-computers';
import {
  DEVICES_PAGE_SIZE,
  DEVICES_URL,
  DEVICES_URL_DEFAULTS,
  type DevicesUrl,
} from './devices-url';
import { useComputerColumns } from './computer-columns';
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

/** Revoke a computer's agent, once confirmed; a failure is told through `onError`. */
function useRevoke(onError: (error: string | null) => void) {
  const { t } = useTranslation('assets');
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  return (computer: AgentComputer) =>
    modal.confirm({
      title: t('devices.revokeTitle', { host: computer.hostname }),
      content: t('devices.revokeBody'),
      okText: t('devices.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await revokeComputer(computer._id);
          onError(null);
          invalidate(['AgentComputer']);
        } catch (cause) {
          onError(cause instanceof Error ? cause.message : String(cause));
        }
      },
    });
}

/** Search, and the health level with each level's count. */
function ComputerFilters({
  url,
  counts,
  onFilter,
}: {
  url: DevicesUrl;
  counts: AgentComputerList['byHealth'] | undefined;
  onFilter: (change: Partial<DevicesUrl>) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Input.Search
        key={`search-${url.search}`}
        aria-label={t('devices.search')}
        placeholder={t('devices.search')}
        defaultValue={url.search}
        allowClear
        style={{ width: 260 }}
        onSearch={(value) => onFilter({ search: value })}
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
        onChange={(value) => onFilter({ health: value ?? null })}
      />
    </>
  );
}

/** Why a revoke failed, until dismissed. */
function ActionError({ error, onDismiss }: { error: string; onDismiss: () => void }) {
  const { t } = useTranslation('assets');
  return (
    <Alert
      type="error"
      showIcon
      title={error}
      closable={{ onClose: onDismiss, 'aria-label': t('common.dismiss') }}
    />
  );
}

/** No computers (none match the filters, or none report yet). */
function NoComputers({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('assets');
  return <EmptyState compact title={filtered ? t('devices.emptyFiltered') : t('devices.empty')} />;
}

function ComputerTable() {
  const { t } = useTranslation('assets');
  const [url, setUrl] = useUrlListState(DEVICES_URL, DEVICES_URL_DEFAULTS);
  const [actionError, setActionError] = useState<string | null>(null);
  const page = useListComputersQuery({
    search: url.search,
    health: url.health,
    pageNumber: url.page - 1,
    limit: DEVICES_PAGE_SIZE,
  });
  const loadError = errorMessageOf(page.error);
  const filter = (change: Partial<DevicesUrl>) => setUrl({ ...change, page: 1 });
  const active = (url.search ? 1 : 0) + (url.health ? 1 : 0);

  const revoke = useRevoke(setActionError);
  const columns = useComputerColumns(revoke);

  return (
    <Flex vertical gap={12}>
      <FilterBar
        label={t('devices.filters')}
        activeCount={active}
        onReset={() => filter({ search: '', health: null })}
        loading={page.isFetching}
      >
        <ComputerFilters url={url} counts={page.data?.byHealth} onFilter={filter} />
      </FilterBar>
      {actionError ? (
        <ActionError error={actionError} onDismiss={() => setActionError(null)} />
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
              emptyText: page.isFetching ? ' ' : <NoComputers filtered={active > 0} />,
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
