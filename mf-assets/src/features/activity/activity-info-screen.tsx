/**
 * `/activity-info`: the company's activity log, newest first, as sentences, filtered on
 * the server by who, what and when; the filters and the page live in the URL (a filtered
 * log can be bookmarked, back and forward walk through it).
 */
import { ASSET_ACTIVITY_ACTIONS } from '@itam/shared/contracts';
import { Alert } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { useUrlListState } from '@itam/shared/list-state';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useGetCompanyActivityQuery } from '../asset-detail/api/get-company-activity';
import { ActivityFilterBar } from './activity-filter-bar';
import { ACTIVITY_URL, ACTIVITY_URL_DEFAULTS, activityFilters } from './activity-url';
import { ACTIVITY_PAGE_SIZE, LOG_QUERY_OPTIONS, PagedActivity } from './paged-activity';

function CompanyActivity() {
  const { t } = useTranslation('assets');
  const [url, setUrl] = useUrlListState(ACTIVITY_URL, ACTIVITY_URL_DEFAULTS);
  const filters = useMemo(() => activityFilters(url), [url]);
  const answer = useGetCompanyActivityQuery(
    {
      pageNumber: url.page - 1,
      limit: ACTIVITY_PAGE_SIZE,
      filters,
    },
    LOG_QUERY_OPTIONS,
  );
  const filtered = Boolean(filters.actorId || filters.action?.length || filters.from || filters.to);
  return (
    <>
      <ActivityFilterBar
        url={url}
        onChange={(change) => setUrl({ ...change, page: 1 })}
        actions={ASSET_ACTIVITY_ACTIONS}
        actionLabel={(action) => t(`activity.actions.${action}`)}
      />
      <PagedActivity
        answer={answer}
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
