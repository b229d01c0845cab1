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
import { errorMessageOf, useIsAllowed } from '@itam/shared/store';
import { PageHeader, AssetStateTag, LoadError, ReadableTag, ScreenRoot } from '@itam/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useNavigate, useParams } from '@itam/shared/router';
import { ExtensionView, useExtensions, useExtensionTabs } from '@itam/shared/remote';
import { formatDate } from '../../common/format';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { PrintLabelsButton, useCanPrintLabels } from '../../common/print-labels-button';
import { ActivityTab } from '../asset-detail/activity-tab';
import { AssignmentsTab } from '../asset-detail/assignments-tab';
import { AuditsTab } from '../asset-detail/audits-tab';
import { CommentsTab } from '../asset-detail/comments-tab';
import { DepreciationTab } from '../asset-detail/depreciation-tab';
import { ImagesTab } from '../asset-detail/images-tab';
import { LifecycleActions } from '../asset-lifecycle/lifecycle-actions';
import { AssetForm } from './asset-form';
import { formValuesOf } from './asset-form-values';
import { useGetAssetQuery } from './api/get-asset';
import { useUpdateAssetMutation } from './api/update-asset';

function useDetailTabs(asset: AssetDetail) {
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
      children: <AssignmentsTab assetId={id} />,
    },
    allowed.activity && {
      key: 'activity',
      label: t('tabs.activity'),
      children: <ActivityTab assetId={id} />,
    },
    allowed.audits && {
      key: 'audits',
      label: t('tabs.audits'),
      children: <AuditsTab assetId={id} />,
    },
    allowed.depreciation && {
      key: 'depreciation',
      label: t('tabs.depreciation'),
      children: <DepreciationTab assetId={id} />,
    },
    allowed.images && {
      key: 'images',
      label: t('tabs.images'),
      children: <ImagesTab assetId={id} />,
    },
    allowed.comments && {
      key: 'comments',
      label: t('tabs.comments'),
      children: <CommentsTab assetId={id} />,
    },
  ].filter((tab): tab is { key: string; label: string; children: React.JSX.Element } =>
    Boolean(tab),
  );
  return [...own, ...contributed];
}

/** Who holds the asset for whom: a shop order's unit, or a joiner's asset. */
function ReservationNote({
  reservation,
}: {
  reservation: NonNullable<AssetDetail['reservation']>;
}) {
  const { t, i18n } = useTranslation('assets');
  return (
    <Typography.Text data-testid="asset-reservation">
      <ReadableTag color="gold">{t('reservation.tag')}</ReadableTag>{' '}
      {reservation.kind === 'shop'
        ? t('reservation.shop', {
            number: reservation.orderNumber,
            name: reservation.employee.name,
          })
        : t('reservation.onboarding', {
            name: reservation.employee.name,
            date: formatDate(reservation.joiningDate, i18n.language),
          })}
    </Typography.Text>
  );
}

/** The header's facts: state, employee, tag, reservation, the remotes' badges, disposal. */
function AssetFacts({ asset }: { asset: AssetDetail }) {
  const { t } = useTranslation('assets');
  const badges = useExtensions('asset-detail.badges');
  return (
    <Space wrap>
      <AssetStateTag state={asset.state} />
      {asset.employee ? (
        <Typography.Text>{t('detail.assignedTo', { name: asset.employee.name })}</Typography.Text>
      ) : null}
      {asset.tag ? <Typography.Text type="secondary">{asset.tag}</Typography.Text> : null}
      {asset.reservation ? <ReservationNote reservation={asset.reservation} /> : null}
      {badges.map((badge) => (
        <ExtensionView key={badge.key} extension={badge} props={{ assetId: asset._id, asset }} />
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
  );
}

/** Print label (an asset with a tag, for a role that may) and the life-cycle actions. */
function HeaderActions({
  asset,
  onDone,
}: {
  asset: AssetDetail;
  onDone: (next: AssetDetail) => void;
}) {
  const { t } = useTranslation('assets');
  const canPrint = useCanPrintLabels();
  return (
    <Space wrap align="start">
      {canPrint && asset.tag ? (
        <PrintLabelsButton assetIds={[asset._id]} label={t('detail.printLabel')} primary={false} />
      ) : null}
      <LifecycleActions asset={asset} onDone={onDone} />
    </Space>
  );
}

/** The asset as the cache holds it: a write's answer replaces it, and the tabs follow by tags. */
function AssetPage({ asset }: { asset: AssetDetail }) {
  const { t } = useTranslation('assets');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.edit);
  const [updateAsset] = useUpdateAssetMutation();
  const tabs = useDetailTabs(asset);
  const values = useMemo(() => formValuesOf(asset), [asset]);

  const save = async (input: AssetInput) => {
    await updateAsset({ id: asset._id, body: input }).unwrap();
    void message.success(t('form.saved'));
  };
  const changed = (next: AssetDetail) => {
    void message.success(t('stateChange.done', { state: t(`states.${next.state}`) }));
  };

  return (
    <>
      <PageHeader
        title={asset.name}
        description={<AssetFacts asset={asset} />}
        extra={<HeaderActions asset={asset} onDone={changed} />}
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
  const answer = useGetAssetQuery(assetId);
  const notFound =
    isApiError(answer.error) && (answer.error.status === 404 || answer.error.status === 400);
  const loadError = errorMessageOf(answer.error);

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
      ) : loadError ? (
        <>
          <PageHeader title={t('screens.assetEdit.title')} />
          <LoadError
            title={t('detail.loadFailed')}
            description={loadError}
            onRetry={() => void answer.refetch()}
          />
        </>
      ) : answer.data ? (
        <AssetPage key={answer.data._id} asset={answer.data} />
      ) : (
        <>
          <PageHeader title={t('screens.assetEdit.title')} description={t('common.loading')} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      )}
    </ScreenRoot>
  );
}
