/**
 * `/activity-info`: the company's activity log, newest first, as sentences, filtered on
 * the server by who, what and when; the filters and the page live in the URL (a filtered
 * log can be bookmarked, back and forward walk through it).
 */
import { ASSET_ACTIVITY_ACTIONS, type AssetActivityAction } from '@itam/shared/contracts';
import { Alert } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { useUrlListState } from '@itam/shared/list-state';
import { useIsAllowed } from '@itam/shared/store';
import { DateInput, FilterBar, PageHeader, ScreenRoot, Text } from '@itam/shared/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useApiData } from '../../common/use-api-data';
import { getActivityActors, getCompanyActivity } from '../asset-detail/api/asset-detail-api';
import {
  ACTIVITY_URL,
  ACTIVITY_URL_DEFAULTS,
  activityFilters,
  backwardsRange,
  type ActivityUrl,
} from './activity-url';
import { PagedActivity } from './paged-activity';

function ActivityFilterBar({
  url,
  onChange,
}: {
  url: ActivityUrl;
  onChange: (change: Partial<ActivityUrl>) => void;
}) {
  const { t } = useTranslation('assets');
  const actors = useApiData(getActivityActors, []);
  const active = [url.actorId, url.action.length, url.from, url.to].filter(Boolean).length;
  return (
    <FilterBar
      label={t('activity.filters.label')}
      activeCount={active}
      onReset={() => onChange({ actorId: null, action: [], from: null, to: null })}
    >
      <Select<string | null>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('activity.filters.who')}
        placeholder={t('activity.filters.anyone')}
        value={url.actorId}
        onChange={(actorId) => onChange({ actorId: actorId ?? null })}
        options={(actors.data ?? []).map((actor) => ({ value: actor._id, label: actor.name }))}
        loading={actors.loading}
        notFoundContent={actors.error ? t('activity.filters.actorsFailed') : undefined}
        style={{ minWidth: 180 }}
      />
      <Select<AssetActivityAction[]>
        mode="multiple"
        allowClear
        aria-label={t('activity.filters.what')}
        placeholder={t('activity.filters.anyAction')}
        value={url.action}
        onChange={(action) => onChange({ action })}
        options={ASSET_ACTIVITY_ACTIONS.map((action) => ({
          value: action,
          label: t(`activity.actions.${action}`),
        }))}
        maxTagCount="responsive"
        style={{ minWidth: 200 }}
      />
      <DateInput
        aria-label={t('activity.filters.from')}
        value={url.from}
        max={url.to ?? undefined}
        onChange={(from) => onChange({ from: from || null })}
      />
      <DateInput
        aria-label={t('activity.filters.to')}
        value={url.to}
        min={url.from ?? undefined}
        onChange={(to) => onChange({ to: to || null })}
      />
      {backwardsRange(url) ? <Text type="danger">{t('activity.filters.badRange')}</Text> : null}
    </FilterBar>
  );
}

function CompanyActivity() {
  const { t } = useTranslation('assets');
  const [url, setUrl] = useUrlListState(ACTIVITY_URL, ACTIVITY_URL_DEFAULTS);
  const filters = useMemo(() => activityFilters(url), [url]);
  const load = useCallback(
    (pageNumber: number, limit: number) => getCompanyActivity(pageNumber, limit, filters),
    [filters],
  );
  const filtered = Boolean(filters.actorId || filters.action?.length || filters.from || filters.to);
  return (
    <>
      <ActivityFilterBar url={url} onChange={(change) => setUrl({ ...change, page: 1 })} />
      <PagedActivity
        load={load}
        reloadKey={JSON.stringify(filters)}
        showAsset
        page={url.page}
        onPageChange={(page) => setUrl({ page })}
        emptyText={filtered ? t('activity.emptyFiltered') : undefined}
      />
    </>
  );
}

export default function ActivityInfoScreen() {
  const { t } = useTranslation('assets');
  // The route needs on_asset.activity.view; the company log also needs the organisation's.
  const allowed = useIsAllowed(ASSET_PERMISSIONS.companyActivityView);
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.activityInfo.title')}
        description={t('screens.activityInfo.description')}
      />
      <Card>
        {allowed ? (
          <CompanyActivity />
        ) : (
          <Alert type="info" showIcon title={t('activity.companyNotAllowed')} />
        )}
      </Card>
    </ScreenRoot>
  );
}
