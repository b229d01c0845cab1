/**
 * `/assets/edit/:assetId`: the asset's form, its life-cycle actions (state, assignment,
 * disposal) and its detail tabs, each tab only when the role's policies allow it
 * (activity.view, audit.view, depreciation.view, image.view, comment.view). After its own
 * tabs come the remotes' contributions to `asset-detail.tabs` (the service desk's
 * tickets, the agent's computer), and in its header those to `asset-detail.badges` (the
 * vendor's standing): each with its module and permission, each in its own boundary.
 */
import { isApiError } from '@itam/shared/api';
import type { AssetDetail, AssetInput } from '@itam/shared/contracts';
import { App, Flex, Skeleton, Space } from '@itam/shared/antd';
import { Card, Result, Typography } from '@itam/shared/antd-display';
import { Tabs } from '@itam/shared/antd-data';
import { ArrowLeftOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, AssetStateTag, LoadError, ReadableTag, ScreenRoot } from '@itam/shared/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useNavigate, useParams } from '@itam/shared/router';
import { ExtensionView, useExtensions, useExtensionTabs } from '@itam/shared/remote';
import { formatDate } from '../../common/format';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { PrintLabelsButton, useCanPrintLabels } from '../../common/print-labels-button';
import { useApiData } from '../../common/use-api-data';
import { getAssetActivity } from '../asset-detail/api/asset-detail-api';
import { AssignmentsTab } from '../asset-detail/assignments-tab';
import { AuditsTab } from '../asset-detail/audits-tab';
import { CommentsTab } from '../asset-detail/comments-tab';
import { DepreciationTab } from '../asset-detail/depreciation-tab';
import { ImagesTab } from '../asset-detail/images-tab';
import { PagedActivity } from '../activity/paged-activity';
import { LifecycleActions } from '../asset-lifecycle/lifecycle-actions';
import { AssetForm } from './asset-form';
import { formValuesOf } from './asset-form-values';
import { getAsset, updateAsset } from './api/asset-api';

function useDetailTabs(asset: AssetDetail, version: number, bump: () => void) {
  const { t } = useTranslation('assets');
  const allowed = {
    activity: useIsAllowed(ASSET_PERMISSIONS.activityView),
    audits: useIsAllowed(ASSET_PERMISSIONS.auditView),
    depreciation: useIsAllowed(ASSET_PERMISSIONS.depreciationView),
    images: useIsAllowed(ASSET_PERMISSIONS.imageView),
    comments: useIsAllowed(ASSET_PERMISSIONS.commentView),
  };
  const id = asset._id;
  const contributed = useExtensionTabs(
    'asset-detail.tabs',
    { assetId: id, asset },
    <Skeleton active />,
  );
  const own = [
    {
      key: 'assignments',
      label: t('tabs.assignments'),
      children: <AssignmentsTab assetId={id} reloadKey={version} />,
    },
    allowed.activity && {
      key: 'activity',
      label: t('tabs.activity'),
      children: (
        <PagedActivity
          load={(page, limit) => getAssetActivity(id, page, limit)}
          reloadKey={`${id}:${version}`}
        />
      ),
    },
    allowed.audits && {
      key: 'audits',
      label: t('tabs.audits'),
      children: <AuditsTab assetId={id} onChanged={bump} />,
    },
    allowed.depreciation && {
      key: 'depreciation',
      label: t('tabs.depreciation'),
      children: <DepreciationTab assetId={id} onChanged={bump} />,
    },
    allowed.images && {
      key: 'images',
      label: t('tabs.images'),
      children: <ImagesTab assetId={id} onChanged={bump} />,
    },
    allowed.comments && {
      key: 'comments',
      label: t('tabs.comments'),
      children: <CommentsTab assetId={id} onChanged={bump} />,
    },
  ].filter((tab): tab is { key: string; label: string; children: React.JSX.Element } =>
    Boolean(tab),
  );
  return [...own, ...contributed];
}

function AssetPage({ initial }: { initial: AssetDetail }) {
  const { t, i18n } = useTranslation('assets');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.edit);
  const canPrint = useCanPrintLabels();
  const [asset, setAsset] = useState(initial);
  // Bumped by every change, so the activity log and the history reload.
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  const tabs = useDetailTabs(asset, version, bump);
  const values = useMemo(() => formValuesOf(asset), [asset]);
  const badges = useExtensions('asset-detail.badges');

  const save = async (input: AssetInput) => {
    setAsset(await updateAsset(asset._id, input));
    bump();
    void message.success(t('form.saved'));
  };
  const changed = (next: AssetDetail) => {
    setAsset(next);
    bump();
    void message.success(t('stateChange.done', { state: t(`states.${next.state}`) }));
  };

  return (
    <>
      <PageHeader
        title={asset.name}
        description={
          <Space wrap>
            <AssetStateTag state={asset.state} />
            {asset.employee ? (
              <Typography.Text>
                {t('detail.assignedTo', { name: asset.employee.name })}
              </Typography.Text>
            ) : null}
            {asset.tag ? <Typography.Text type="secondary">{asset.tag}</Typography.Text> : null}
            {asset.reservation ? (
              <Typography.Text data-testid="asset-reservation">
                <ReadableTag color="gold">{t('reservation.tag')}</ReadableTag>{' '}
                {asset.reservation.kind === 'shop'
                  ? t('reservation.shop', {
                      number: asset.reservation.orderNumber,
                      name: asset.reservation.employee.name,
                    })
                  : t('reservation.onboarding', {
                      name: asset.reservation.employee.name,
                      date: formatDate(asset.reservation.joiningDate, i18n.language),
                    })}
              </Typography.Text>
            ) : null}
            {badges.map((badge) => (
              <ExtensionView
                key={badge.key}
                extension={badge}
                props={{ assetId: asset._id, asset }}
              />
            ))}
            {asset.disposal ? (
              <Typography.Text type="secondary">
                {t('detail.disposed', {
                  method: t(`dispose.methods.${asset.disposal.method}`),
                  certificate: asset.disposal.certificateNumber,
                })}
              </Typography.Text>
            ) : null}
          </Space>
        }
        extra={
          <Space wrap align="start">
            {canPrint && asset.tag ? (
              <PrintLabelsButton
                assetIds={[asset._id]}
                label={t('detail.printLabel')}
                primary={false}
              />
            ) : null}
            <LifecycleActions asset={asset} onChanged={changed} />
          </Space>
        }
      />
      <Tabs
        items={[
          {
            key: 'details',
            label: t('tabs.details'),
            children: (
              <Card>
                <AssetForm
                  key={`${asset._id}:${asset.updatedAt}:${asset.state}`}
                  mode="edit"
                  initialValues={values}
                  initialEmployee={asset.employee}
                  readOnly={!canEdit || asset.state === 'DISPOSED'}
                  onSubmit={save}
                  onCancel={() => navigate('/assets')}
                />
              </Card>
            ),
          },
          ...tabs,
        ]}
      />
    </>
  );
}

export default function AssetEditScreen() {
  const { t } = useTranslation('assets');
  const { assetId = '' } = useParams();
  const answer = useApiData(() => getAsset(assetId), [assetId]);
  const notFound =
    isApiError(answer.rawError) &&
    (answer.rawError.status === 404 || answer.rawError.status === 400);

  return (
    <ScreenRoot remoteId="assets">
      <Flex style={{ marginBottom: 8 }}>
        <Link to="/assets">
          <ArrowLeftOutlined aria-hidden /> {t('detail.backToList')}
        </Link>
      </Flex>
      {notFound ? (
        <Result
          status="404"
          title={
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {t('detail.notFound')}
            </Typography.Title>
          }
          subTitle={t('detail.notFoundHelp')}
          extra={<Link to="/assets">{t('detail.backToList')}</Link>}
        />
      ) : answer.error ? (
        <>
          <PageHeader title={t('screens.assetEdit.title')} />
          <LoadError
            title={t('detail.loadFailed')}
            description={answer.error}
            onRetry={answer.reload}
          />
        </>
      ) : answer.data ? (
        <AssetPage key={answer.data._id} initial={answer.data} />
      ) : (
        <>
          <PageHeader title={t('screens.assetEdit.title')} description={t('common.loading')} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      )}
    </ScreenRoot>
  );
}
