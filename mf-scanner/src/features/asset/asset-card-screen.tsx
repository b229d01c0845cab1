/**
 * `/scanner/asset/:id`: the scanned asset as a phone card: its photo, name, tag, state,
 * holder, location and last audit, then the quick actions the role may use
 * (./quick-actions.tsx). The asset register's own routes; another company's asset or a
 * wrong id is "not found".
 */
import { Alert, Flex } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { AssetStateTag, LoadError, LoadingScreen, ScreenRoot, useApiData } from '@itam/shared/ui';
import { getAsset, getAudits, getImages } from '../../api/scanner-api';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { useOfflineWorker } from '../../offline/offline-worker';
import { QuickActions } from './quick-actions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AssetCardScreen() {
  useOfflineWorker();
  const { t } = useTranslation('scanner');
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const canAudits = useIsAllowed(SCANNER_PERMISSIONS.auditView);
  const canImages = useIsAllowed(SCANNER_PERMISSIONS.imageView);
  const asset = useApiData(valid ? () => getAsset(id) : null, [id]);
  const audits = useApiData(valid && canAudits ? () => getAudits(id) : null, [id, canAudits]);
  const images = useApiData(valid && canImages ? () => getImages(id) : null, [id, canImages]);
  const notFound =
    !valid || (isApiError(asset.rawError) && [400, 404].includes(asset.rawError.status));
  const back = <Link to="/scanner/qr-reader">{t('card.back')}</Link>;

  let body;
  if (notFound)
    body = <Alert type="warning" showIcon title={t('card.notFound')} description={back} />;
  else if (asset.error)
    body = (
      <LoadError title={t('card.loadFailed')} description={asset.error} onRetry={asset.reload} />
    );
  else if (!asset.data) body = <LoadingScreen />;
  else {
    const a = asset.data;
    const photo = images.data?.[0];
    const last = audits.data?.[0];
    const row = (label: string, value: React.ReactNode) => (
      <div style={{ display: 'contents' }}>
        <dt style={{ opacity: 0.7 }}>{label}</dt>
        <dd style={{ margin: 0 }}>{value}</dd>
      </div>
    );
    body = (
      <>
        <Card
          cover={
            photo ? (
              <img
                src={photo.url}
                alt={t('card.photoOf', { name: a.name })}
                style={{ maxHeight: 240, objectFit: 'cover' }}
              />
            ) : undefined
          }
        >
          <Flex justify="space-between" align="start" gap={8}>
            <h1 style={{ fontSize: 20, margin: 0 }}>{a.name}</h1>
            <AssetStateTag state={a.state} />
          </Flex>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              gap: '6px 12px',
              margin: '12px 0 0',
            }}
          >
            {row(t('card.tag'), a.tag ?? t('card.none'))}
            {row(
              t('card.holder'),
              a.employee ? `${a.employee.name} (${a.employee.id})` : t('card.none'),
            )}
            {row(t('card.location'), a.officeId?.name ?? t('card.none'))}
            {row(t('card.type'), a.assetType?.name ?? t('card.none'))}
            {canAudits
              ? row(
                  t('card.lastAudit'),
                  last
                    ? t('card.audit', {
                        date: last.date,
                        condition: t(`conditions.${last.condition}`),
                        by: last.auditorName,
                      })
                    : audits.loading
                      ? '…'
                      : t('card.never'),
                )
              : null}
          </dl>
        </Card>
        <QuickActions
          asset={a}
          onChanged={() => {
            asset.reload();
            audits.reload();
            images.reload();
          }}
        />
        <div style={{ marginTop: 16 }}>{back}</div>
      </>
    );
  }
  return (
    <ScreenRoot remoteId="scanner">
      <main style={{ maxWidth: 560, margin: '0 auto', padding: '12px 12px 32px' }}>{body}</main>
    </ScreenRoot>
  );
}

export default AssetCardScreen;
