/**
 * `/assets`: every asset of the company (see AssetListView), and 'New asset' for roles that
 * may create. A role without asset view sees the assets assigned to the user instead, read
 * only: the API answers it only those, and the list offers no change to a role without it.
 */
import { Button } from '@itam/shared/antd';
import { PlusOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { AssetListView } from './asset-list-view';

export default function AssetListScreen() {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const canView = useIsAllowed(ASSET_PERMISSIONS.view);
  const canCreate = useIsAllowed(ASSET_PERMISSIONS.create);
  if (!canView) {
    return (
      <ScreenRoot remoteId="assets">
        <PageHeader title={t('list.mine.title')} description={t('list.mine.description')} />
        <AssetListView scope="mine" emptyText={t('list.mine.empty')} />
      </ScreenRoot>
    );
  }
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.assets.title')}
        description={t('screens.assets.description')}
        extra={
          canCreate ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate('/assets/new')}
            >
              {t('list.newAsset')}
            </Button>
          ) : null
        }
      />
      <AssetListView scope="all" />
    </ScreenRoot>
  );
}
