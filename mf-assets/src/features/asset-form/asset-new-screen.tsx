/** `/assets/new`: the asset form; after the save, the new asset's page (or the list). */
import type { AssetInput } from '@itam/shared/contracts';
import { App } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { AssetForm } from './asset-form';
import { EMPTY_ASSET_FORM } from './asset-form-values';
import { createAsset } from './api/asset-api';

export default function AssetNewScreen() {
  const { t } = useTranslation('assets');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canOpen = useIsAllowed(ASSET_PERMISSIONS.view);

  const save = async (input: AssetInput) => {
    const asset = await createAsset(input);
    void message.success(t('form.created', { name: asset.name }));
    navigate(canOpen ? `/assets/edit/${asset._id}` : '/assets');
  };

  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.assetNew.title')}
        description={t('screens.assetNew.description')}
      />
      <Card>
        <AssetForm
          mode="create"
          initialValues={EMPTY_ASSET_FORM}
          onSubmit={save}
          onCancel={() => navigate('/assets')}
        />
      </Card>
    </ScreenRoot>
  );
}
