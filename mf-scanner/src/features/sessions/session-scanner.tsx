/**
 * `/scanner/qr-reader?session=<id>`: counting a branch. Every code read (camera, a USB
 * scanner or typed) goes into the device's queue first (IndexedDB: nothing is lost
 * offline or on a reload), its verdict shows at once, and the queue is sent whenever
 * the browser is online. The session's counts and lists are the server's, read again
 * after each sync (or on Refresh): every auditor's scans with who and when, this device's
 * waiting ones as waiting (./session-tabs.tsx); the count of scans still waiting shows
 * while any wait. Undo takes a mis-scan back; closing is refused while scans wait, may
 * move the unexpected assets here (asset edit) and shows found, missing and unexpected; a
 * closed audit lists its follow-ups to resolve (./follow-ups.tsx); the report is a CSV or PDF.
 */
import { Alert, Button, Flex, Statistic, Tag } from '@itam/shared/antd';
import { Checkbox } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { Modal } from '@itam/shared/antd-overlay';
import { tagKey, tagOfCode, type AuditSessionDetail } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { useAppDispatch, useIsAllowed } from '@itam/shared/store';
import { LoadError, PageHeader } from '@itam/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { downloadReport } from '../../api/scanner-api';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { answerOf, useInvalidate } from '../../common/scanner-api';
import { useOnline } from '../../common/use-online';
import { ScansWaitingError } from '../../queue/scan-queue';
import { useSessionQueue } from '../../queue/use-scan-queue';
import { keepSessionAnswer, useScannerSessionQuery } from './api/get-session';
import { CameraView } from '../reader/camera-view';
import { CodeEntry } from '../reader/code-entry';
import { FollowUps } from './follow-ups';
import { ScanFeedback } from './scan-feedback';
import { SessionTabs } from './session-tabs';

export function SessionScanner({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('scanner');
  const canScan = useIsAllowed(SCANNER_PERMISSIONS.auditCreate);
  const online = useOnline();
  const { queue, ops, waiting, error: queueError } = useSessionQueue(sessionId);
  const detail = answerOf(useScannerSessionQuery(sessionId));
  const invalidate = useInvalidate();
  const dispatch = useAppDispatch();
  const [last, setLast] = useState<{ clientScanId: string; repeat: boolean } | null>(null);
  const [kept, setKept] = useState<{ branch: string; area: string | null } | null>(null);

  // The session as read is kept on the device, so an offline reload still knows it.
  useEffect(() => {
    if (queue && detail.data) void queue.keepSession(detail.data);
  }, [queue, detail.data]);
  useEffect(() => {
    if (!queue) return;
    void queue.session(sessionId).then((s) => {
      if (s) setKept({ branch: s.branch.name, area: s.area });
    });
  }, [queue, sessionId]);

  const sync = useCallback(async () => {
    if (!queue) return;
    const result = await queue.sync(sessionId);
    // Synced scans change the session's counts: every screen showing it reads it again.
    if (result.sent > 0 && !result.stopped)
      invalidate([{ type: 'AuditSession', id: sessionId }, 'AuditSessionList']);
  }, [queue, sessionId, invalidate]);

  // Sync on opening, whenever the browser is back online, and every 20 s while scans wait.
  useEffect(() => {
    if (!queue) return;
    void sync();
    const onOnline = () => void sync();
    globalThis.addEventListener('online', onOnline);
    return () => globalThis.removeEventListener('online', onOnline);
  }, [queue, sync]);
  useEffect(() => {
    if (!waiting || !online) return;
    const timer = setInterval(() => void sync(), 20_000);
    return () => clearInterval(timer);
  }, [waiting, online, sync]);

  const scan = useCallback(
    async (code: string) => {
      if (!queue) return;
      const key = tagKey(tagOfCode(code));
      const before = await queue.scans(sessionId);
      // A tag this device has counted already (the camera sees a label for as long as it
      // is held there): said so, not queued again; the server would count it once anyway.
      const earlier = before.find(
        (op) =>
          !op.undone && op.state !== 'refused' && tagKey(tagOfCode(op.scan?.code ?? '')) === key,
      );
      if (earlier) {
        setLast({ clientScanId: earlier.clientScanId, repeat: true });
        globalThis.navigator?.vibrate?.([60, 60, 60]);
        return;
      }
      const op = await queue.scan(sessionId, code);
      setLast({ clientScanId: op.clientScanId, repeat: false });
      globalThis.navigator?.vibrate?.(op.expected ? 80 : [60, 60, 60]);
      void sync();
    },
    [queue, sessionId, sync],
  );

  const undo = async (clientScanId: string) => {
    if (!queue) return;
    await queue.undo(sessionId, clientScanId);
    void sync();
  };

  const session = detail.data;
  const isClosed = session?.status === 'closed';
  const lastOp = last
    ? ops.find((op) => op.clientScanId === last.clientScanId && op.kind === 'scan')
    : null;
  const branchName = session?.branch.name ?? kept?.branch ?? '';
  const area = session ? session.area : (kept?.area ?? null);

  if (queueError)
    return <Alert type="error" showIcon title={t('session.noStorage')} description={queueError} />;
  if (detail.error && !kept)
    return (
      <>
        <LoadError
          title={t('session.loadFailed')}
          description={detail.error}
          onRetry={detail.retry}
        />
        <Link to="/scanner/qr-reader">{t('session.leave')}</Link>
      </>
    );

  return (
    <>
      <PageHeader
        title={branchName ? t('session.title', { branch: branchName }) : t('session.titlePlain')}
        description={area ?? undefined}
        extra={<Link to="/scanner/qr-reader">{t('session.leave')}</Link>}
      />
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        {isClosed ? <Tag>{t('session.closed')}</Tag> : <Tag>{t('session.open')}</Tag>}
        {!online ? <Tag>{t('session.offline')}</Tag> : null}
        <Tag data-testid="waiting-count">{t('session.waiting', { count: waiting })}</Tag>
      </Flex>
      {!isClosed && canScan ? (
        <>
          <CameraView onCode={(code) => void scan(code)} />
          <CodeEntry onCode={(code) => void scan(code)} disabled={!queue} />
          {lastOp ? <ScanFeedback op={lastOp} repeat={last!.repeat} /> : null}
        </>
      ) : null}
      {session ? (
        <SessionCounts session={session} onRefresh={detail.retry} refreshing={detail.loading} />
      ) : detail.loading ? null : (
        <Alert type="info" showIcon title={t('session.countsOffline')} style={{ marginTop: 12 }} />
      )}
      {session ? (
        <SessionTabs
          session={session}
          ops={ops}
          canUndo={canScan && !isClosed}
          onUndo={(id) => void undo(id)}
        />
      ) : null}
      {session && isClosed ? <FollowUps session={session} /> : null}
      {session && !isClosed && canScan ? (
        <CloseSession
          session={session}
          waiting={waiting}
          onClose={async (confirmMoves) => {
            if (!queue) return;
            // The closed session, as the server answered, is the session's read now.
            dispatch(keepSessionAnswer(await queue.close(sessionId, confirmMoves)));
            invalidate(['AuditSessionList']);
          }}
        />
      ) : null}
      {session ? <ReportButtons sessionId={sessionId} /> : null}
    </>
  );
}

function SessionCounts({
  session,
  onRefresh,
  refreshing,
}: {
  session: AuditSessionDetail;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('scanner');
  const c = session.counts;
  const items = [
    ['expected', c.expected],
    ['found', c.found],
    ['missing', c.missing],
    ['unexpected', c.unexpected + c.unknown],
  ] as const;
  return (
    <Card size="small" style={{ marginTop: 12 }}>
      <Flex justify="space-between" gap={8} wrap data-testid="session-counts">
        {items.map(([key, value]) => (
          <div key={key} data-testid={`count-${key}`}>
            <Statistic title={t(`counts.${key}`)} value={value} />
          </div>
        ))}
      </Flex>
      <Button size="small" onClick={onRefresh} loading={refreshing} style={{ marginTop: 8 }}>
        {t('session.refresh')}
      </Button>
    </Card>
  );
}

function CloseSession({
  session,
  waiting,
  onClose,
}: {
  session: AuditSessionDetail;
  waiting: number;
  onClose: (confirmMoves: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('scanner');
  const canMove = useIsAllowed(SCANNER_PERMISSIONS.assetEdit);
  const [open, setOpen] = useState(false);
  const [moves, setMoves] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const movable = session.unexpected.filter((u) => u.asset.state !== 'DISPOSED');
  const close = async () => {
    setPending(true);
    setError(null);
    try {
      await onClose(canMove && moves);
      setOpen(false);
    } catch (failure) {
      setError(
        failure instanceof ScansWaitingError
          ? t('close.waiting', { count: failure.waiting })
          : failure instanceof Error
            ? failure.message
            : String(failure),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button danger block style={{ marginTop: 16 }} onClick={() => setOpen(true)}>
        {t('close.button')}
      </Button>
      <Modal
        open={open}
        title={t('close.title')}
        okText={t('close.confirm')}
        cancelText={t('close.cancel')}
        confirmLoading={pending}
        okButtonProps={{ disabled: waiting > 0 }}
        onOk={() => void close()}
        onCancel={() => setOpen(false)}
      >
        {waiting > 0 ? (
          <Alert type="warning" showIcon title={t('close.waiting', { count: waiting })} />
        ) : null}
        <p>
          {t('close.summary', {
            found: session.counts.found,
            missing: session.counts.missing,
            unexpected: session.counts.unexpected,
          })}
        </p>
        <p>{t('close.followUps')}</p>
        {canMove && movable.length ? (
          <Checkbox checked={moves} onChange={(event) => setMoves(event.target.checked)}>
            {t('close.moves', { count: movable.length, branch: session.branch.name })}
          </Checkbox>
        ) : null}
        {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}
      </Modal>
    </>
  );
}

function ReportButtons({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('scanner');
  const canView = useIsAllowed(SCANNER_PERMISSIONS.auditView);
  const [error, setError] = useState<string | null>(null);
  if (!canView) return null;
  const get = (format: 'csv' | 'pdf') =>
    downloadReport(sessionId, format).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  return (
    <section aria-label={t('report.title')} style={{ marginTop: 16 }}>
      <Flex gap={8}>
        <Button onClick={() => void get('csv')}>{t('report.csv')}</Button>
        <Button onClick={() => void get('pdf')}>{t('report.pdf')}</Button>
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={t('report.failed')}
          description={error}
          style={{ marginTop: 8 }}
        />
      ) : null}
    </section>
  );
}
