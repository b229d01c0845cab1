/**
 * `/scanner/qr-reader`: the phone's scanner. The camera reads QR codes, Code 128 and
 * DataMatrix; a USB or Bluetooth scanner types into the tag field; typing is the last
 * resort. Outside a session a code (a tag link or a bare tag) opens its asset's card
 * (/scanner/asset/:id); with `?session=<id>` the reader counts that audit session
 * (../sessions/session-scanner.tsx), and a reload keeps it. Once idle it loads the asset
 * card's code, so that the card opens offline too (../../offline/offline-worker.ts).
 */
import { Alert } from '@itam/shared/antd';
import { isApiError } from '@itam/shared/api';
import { tagOfCode } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useNavigate, useSearchParams } from '@itam/shared/router';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { useRef, useState } from 'react';
import { resolveCode } from '../../api/scanner-api';
import { useOfflineWorker, usePrefetchForOffline } from '../../offline/offline-worker';
import { SessionChooser } from '../sessions/session-chooser';
import { SessionScanner } from '../sessions/session-scanner';
import { CameraView } from './camera-view';
import { CodeEntry } from './code-entry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_PARAM = 'session';

/** The screens a code read here opens: loaded ahead, for offline. */
export const SCREENS_OPENED_FROM_HERE = [() => import('../asset/asset-card-screen')] as const;

export function QrReaderScreen() {
  useOfflineWorker();
  usePrefetchForOffline(SCREENS_OPENED_FROM_HERE);
  const { t } = useTranslation('scanner');
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(SESSION_PARAM);
  return (
    <ScreenRoot remoteId="scanner">
      <main style={{ maxWidth: 560, margin: '0 auto', padding: '12px 12px 32px' }}>
        {sessionId === null ? (
          <AssetLookup onSession={(id) => setParams({ [SESSION_PARAM]: id })} />
        ) : UUID.test(sessionId) ? (
          <SessionScanner key={sessionId} sessionId={sessionId} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={t('session.badId')}
            description={<Link to="/scanner/qr-reader">{t('session.leave')}</Link>}
          />
        )}
      </main>
    </ScreenRoot>
  );
}

function AssetLookup({ onSession }: { onSession: (sessionId: string) => void }) {
  const { t } = useTranslation('scanner');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const lookUp = async (code: string) => {
    if (busy.current) return;
    const tag = tagOfCode(code);
    if (!tag) {
      setProblem(t('reader.noTag'));
      return;
    }
    busy.current = true;
    setPending(true);
    setProblem(null);
    try {
      const asset = await resolveCode(code);
      navigate(`/scanner/asset/${asset._id}`);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setProblem(
        status === 404
          ? t('reader.notFound', { tag })
          : status === 400
            ? t('reader.noTag')
            : status === 0
              ? t('reader.offline')
              : error instanceof Error
                ? error.message
                : String(error),
      );
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <PageHeader title={t('reader.title')} description={t('reader.description')} />
      <CameraView onCode={(code) => void lookUp(code)} paused={pending} />
      <CodeEntry onCode={(code) => void lookUp(code)} />
      {problem ? (
        <Alert role="alert" type="warning" showIcon title={problem} style={{ marginTop: 12 }} />
      ) : null}
      <SessionChooser onChosen={onSession} />
    </>
  );
}

export default QrReaderScreen;
