/** `/activity-info`: the company's activity log, newest first, paged (GET /activity). */
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { useIsAllowed } from '@itam/shared/store';
import { Alert } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { getCompanyActivity } from '../asset-detail/api/asset-detail-api';
import { PagedActivity } from './paged-activity';

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
          <PagedActivity load={getCompanyActivity} showAsset />
        ) : (
          <Alert type="info" showIcon title={t('activity.companyNotAllowed')} />
        )}
      </Card>
    </ScreenRoot>
  );
}
