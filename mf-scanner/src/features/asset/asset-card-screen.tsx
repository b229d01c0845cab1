/**
 * `/scanner/asset/:id`: the scanned asset as a phone card: its photo, name, tag, state,
 * holder, location and last audit, then the quick actions the role may use
 * (./quick-actions.tsx). The asset register's own routes; another company's asset or a
 * wrong id is "not found". Offline (no answer from the server) it shows what the device
 * knows of the asset from the audits kept on it (../../queue: name, tag, state, location
 * and this device's scans of it), says so, and the actions wait for the server; it reads
 * the asset again when the browser is back online. Its reads are the kit's cached
 * server data (./api): a quick action's write invalidates them, so the card refreshes.
 */
import { Alert, Flex } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { isApiError } from '@itam/shared/api';
import type { AssetState } from '@itam/shared/contracts';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Link, useParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { AssetStateTag, LoadError, LoadingScreen, ScreenRoot } from '@itam/shared/ui';
import { useEffect, useRef } from 'react';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/scanner-api';
import { useOnline } from '../../common/use-online';
import { useOfflineWorker } from '../../offline/offline-worker';
import type { KnownAsset } from '../../queue/scan-queue';
import { useKnownAsset } from '../../queue/use-scan-queue';
import { useScannerAssetQuery } from './api/get-asset';
import { useScannerAssetAuditsQuery } from './api/get-asset-audits';
import { useScannerAssetImagesQuery } from './api/get-asset-images';
import { QuickActions } from './quick-actions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AssetCardScreen() {
  useOfflineWorker();
  const { t } = useTranslation('scanner');
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const canAudits = useIsAllowed(SCANNER_PERMISSIONS.auditView);
  const canImages = useIsAllowed(SCANNER_PERMISSIONS.imageView);
  const asset = answerOf(useScannerAssetQuery(id, { skip: !valid }));
  const withAudits = valid && canAudits;
  const audits = answerOf(useScannerAssetAuditsQuery(id, { skip: !withAudits }));
  const withImages = valid && canImages;
  const images = answerOf(useScannerAssetImagesQuery(id, { skip: !withImages }));
  const notFound =
    !valid || (isApiError(asset.rawError) && [400, 404].includes(asset.rawError.status));
  const online = useOnline();
  // No answer from the server (status 0): the device's word stands in for it.
  const noAnswer = !!asset.error && (!isApiError(asset.rawError) || asset.rawError.status === 0);
  const offline = !online || noAnswer;
  const device = useKnownAsset(id, valid && noAnswer);
  const back = <Link to="/scanner/qr-reader">{t('card.back')}</Link>;

  // Back online: read the asset again (the first render's load is the online one).
  const wasOnline = useRef(online);
  const reload = useRef(() => {});
  useEffect(() => {
    reload.current = () => {
      asset.retry();
      audits.retry();
      images.retry();
    };
  });
  useEffect(() => {
    if (online && !wasOnline.current) reload.current();
    wasOnline.current = online;
  }, [online]);

  const offlineNotice = offline ? (
    <Alert
      role="status"
      type="info"
      showIcon
      title={t('card.offline')}
      style={{ marginBottom: 12 }}
    />
  ) : null;

  let body;
  if (notFound)
    body = <Alert type="warning" showIcon title={t('card.notFound')} description={back} />;
  else if (noAnswer && !device.read) body = <LoadingScreen />;
  else if (noAnswer && device.known)
    body = (
      <>
        {offlineNotice}
        <DeviceCard known={device.known} />
        <QuickActions
          asset={null}
          known={{
            _id: device.known.asset._id,
            ...(device.known.asset.state && { state: device.known.asset.state }),
          }}
          offline
        />
        <div style={{ marginTop: 16 }}>{back}</div>
      </>
    );
  else if (noAnswer)
    body = (
      <>
        <LoadError
          title={t('card.offlineUnknown')}
          description={t('card.offlineUnknownHelp')}
          onRetry={asset.retry}
        />
        <div style={{ marginTop: 16 }}>{back}</div>
      </>
    );
  else if (asset.error)
    body = (
      <LoadError title={t('card.loadFailed')} description={asset.error} onRetry={asset.retry} />
    );
  else if (!asset.data) body = <LoadingScreen />;
  else {
    const a = asset.data;
    const photo = images.data?.[0];
    const last = audits.data?.[0];
    body = (
      <>
        {offlineNotice}
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
          <CardFacts name={a.name} state={a.state}>
            <Row label={t('card.tag')}>{a.tag ?? t('card.none')}</Row>
            <Row label={t('card.holder')}>
              {a.employee ? `${a.employee.name} (${a.employee.id})` : t('card.none')}
            </Row>
            <Row label={t('card.location')}>{a.officeId?.name ?? t('card.none')}</Row>
            <Row label={t('card.type')}>{a.assetType?.name ?? t('card.none')}</Row>
            {canAudits ? (
              <Row label={t('card.lastAudit')}>
                {last
                  ? t('card.audit', {
                      date: last.date,
                      condition: t(`conditions.${last.condition}`),
                      by: last.auditorName,
                    })
                  : audits.loading
                    ? '…'
                    : t('card.never')}
              </Row>
            ) : null}
          </CardFacts>
        </Card>
        <QuickActions asset={a} offline={offline} />
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

/** The card's heading (the asset's name and state) over its list of labelled values. */
function CardFacts({
  name,
  state,
  children,
}: {
  name: string;
  state?: AssetState | null;
  children: React.ReactNode;
}) {
  return (
    <>
      <Flex justify="space-between" align="start" gap={8}>
        <h1 style={{ fontSize: 20, margin: 0 }}>{name}</h1>
        {state ? <AssetStateTag state={state} /> : null}
      </Flex>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '6px 12px',
          margin: '12px 0 0',
        }}
      >
        {children}
      </dl>
    </>
  );
}

/** A label and its value in the card's list. */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <dt style={{ opacity: 0.7 }}>{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

/** The asset as the audits kept on this device know it, and this device's scans of it. */
function DeviceCard({ known }: { known: KnownAsset }) {
  const { t, i18n } = useTranslation('scanner');
  const { asset, sessions, scans } = known;
  const branchOf = (sessionId: string) =>
    sessions.find((s) => s.sessionId === sessionId)?.branch.name ?? '';
  return (
    <Card>
      <CardFacts name={asset.name} state={asset.state}>
        <Row label={t('card.tag')}>{asset.tag ?? t('card.none')}</Row>
        {asset.office !== undefined ? (
          <Row label={t('card.location')}>{asset.office ?? t('card.none')}</Row>
        ) : null}
        <Row label={t('card.audits')}>
          {sessions
            .map((s) =>
              s.area
                ? t('card.auditOfArea', { branch: s.branch.name, area: s.area })
                : t('card.auditOf', { branch: s.branch.name }),
            )
            .join('; ')}
        </Row>
      </CardFacts>
      <h2 style={{ fontSize: 16, margin: '16px 0 4px' }}>{t('card.deviceScans')}</h2>
      {scans.length ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {scans.map((op) => (
            <li key={op.clientScanId}>
              {t(`card.scan.${op.state}`, {
                when: formatDateTime(op.scan?.scannedAt, i18n.language),
                branch: branchOf(op.sessionId),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>{t('card.noDeviceScans')}</p>
      )}
    </Card>
  );
}

export default AssetCardScreen;
