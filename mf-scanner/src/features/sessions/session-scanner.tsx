/**
 * `/scanner/qr-reader?session=<id>`: counting a branch. Every code read (camera, a USB
 * scanner or typed) goes into the device's queue first (IndexedDB: nothing is lost
 * offline or on a reload), its verdict shows at once, and the queue is sent whenever
 * the browser is online. The session's counts and lists are the server's, read again
 * after each sync; the count of scans still waiting shows while any wait. Undo takes a
 * mis-scan back; closing is refused while scans wait, may move the unexpected assets
 * here (asset edit) and shows found, missing and unexpected; the report is a CSV or PDF.
 */
import { Alert, Button, Flex, Statistic, Tag } from '@itam/shared/antd';
import { Checkbox, Tabs } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { Modal } from '@itam/shared/antd-overlay';
import { tagOfCode, type AuditSessionDetail } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, LoadError, PageHeader, useApiData } from '@itam/shared/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadReport, getSession } from '../../api/scanner-api';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { useOnline } from '../../common/use-online';
import { ScansWaitingError, type QueuedOp } from '../../queue/scan-queue';
import { useSessionQueue } from '../../queue/use-scan-queue';
import { CameraView } from '../reader/camera-view';
import { CodeEntry } from '../reader/code-entry';
import { ScanFeedback } from './scan-feedback';

export function SessionScanner({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('scanner');
  const canScan = useIsAllowed(SCANNER_PERMISSIONS.auditCreate);
  const online = useOnline();
  const { queue, ops, waiting, error: queueError } = useSessionQueue(sessionId);
  const detail = useApiData(() => getSession(sessionId), [sessionId]);
  const [closed, setClosed] = useState<AuditSessionDetail | null>(null);
  const [last, setLast] = useState<{ clientScanId: string; repeat: boolean } | null>(null);
  const [kept, setKept] = useState<{ branch: string; area: string | null } | null>(null);
  const reloadDetail = useRef(detail.reload);
  useEffect(() => {
    reloadDetail.current = detail.reload;
  });

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
    if (result.sent > 0 && !result.stopped) reloadDetail.current();
  }, [queue, sessionId]);

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
      const tag = tagOfCode(code);
      const before = await queue.scans(sessionId);
      // A tag this device has counted already (the camera sees a label for as long as it
      // is held there): said so, not queued again; the server would count it once anyway.
      const earlier = before.find(
        (op) => !op.undone && op.state !== 'refused' && tagOfCode(op.scan?.code ?? '') === tag,
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

  const session = closed ?? detail.data;
  const isClosed = session?.status === 'closed';
  const lastOp = last
    ? ops.find((op) => op.clientScanId === last.clientScanId && op.kind === 'scan')
    : null;
  const branchName = session?.branch.name ?? kept?.branch ?? '';
  const area = session ? session.area : (kept?.area ?? null);

  if (queueError)
    return <Alert type="error" showIcon title={t('session.noStorage')} description={queueError} />;
  if (detail.error && !kept && !closed)
    return (
      <>
        <LoadError
          title={t('session.loadFailed')}
          description={detail.error}
          onRetry={detail.reload}
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
        <SessionCounts session={session} />
      ) : detail.loading ? null : (
        <Alert type="info" showIcon title={t('session.countsOffline')} style={{ marginTop: 12 }} />
      )}
      {session ? (
        <SessionLists
          session={session}
          ops={ops}
          canUndo={canScan && !isClosed}
          onUndo={(id) => void undo(id)}
        />
      ) : null}
      {session && !isClosed && canScan ? (
        <CloseSession
          session={session}
          waiting={waiting}
          onClose={async (confirmMoves) => {
            if (!queue) return;
            const done = await queue.close(sessionId, confirmMoves);
            setClosed(done);
          }}
        />
      ) : null}
      {session ? <ReportButtons sessionId={sessionId} /> : null}
    </>
  );
}

function SessionCounts({ session }: { session: AuditSessionDetail }) {
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
    </Card>
  );
}

function SessionLists({
  session,
  ops,
  canUndo,
  onUndo,
}: {
  session: AuditSessionDetail;
  ops: QueuedOp[];
  canUndo: boolean;
  onUndo: (clientScanId: string) => void;
}) {
  const { t } = useTranslation('scanner');
  const missing = session.expected.filter((e) => !e.found);
  const found = session.expected.filter((e) => e.found);
  const scans = useMemo(() => ops.filter((op) => op.kind === 'scan').reverse(), [ops]);
  const row = (key: string, title: string, tag: string | null, extra?: React.ReactNode) => (
    <li key={key} style={{ padding: '6px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }}>
      <Flex justify="space-between" align="center" gap={8}>
        <span>
          {title}
          {tag ? <span style={{ opacity: 0.7 }}> · {tag}</span> : null}
        </span>
        {extra}
      </Flex>
    </li>
  );
  const list = (items: React.ReactNode[], empty: string) =>
    items.length ? (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>{items}</ul>
    ) : (
      <EmptyState compact description={empty} />
    );
  return (
    <Tabs
      style={{ marginTop: 12 }}
      items={[
        {
          key: 'missing',
          label: t('lists.missing', { count: missing.length }),
          children: list(
            missing.map((e) => row(e.asset._id, e.asset.name, e.asset.tag)),
            t('lists.noneMissing'),
          ),
        },
        {
          key: 'found',
          label: t('lists.found', { count: found.length }),
          children: list(
            found.map((e) => row(e.asset._id, e.asset.name, e.asset.tag)),
            t('lists.noneFound'),
          ),
        },
        {
          key: 'unexpected',
          label: t('lists.unexpected', {
            count: session.unexpected.length + session.unknown.length,
          }),
          children: list(
            [
              ...session.unexpected.map((u) =>
                row(
                  u.asset._id,
                  u.asset.name,
                  u.asset.tag,
                  u.asset.office ? <Tag>{u.asset.office.name}</Tag> : null,
                ),
              ),
              ...session.unknown.map((u) => row(`unknown-${u.tag}`, t('lists.unknownTag'), u.tag)),
            ],
            t('lists.noneUnexpected'),
          ),
        },
        {
          key: 'scans',
          label: t('lists.scans', { count: scans.length }),
          children: list(
            scans.map((op) =>
              row(
                op.clientScanId,
                op.outcome?.asset?.name ?? tagOfCode(op.scan?.code ?? ''),
                op.outcome?.asset ? op.outcome.tag : null,
                op.undone ? (
                  <Tag>{t('lists.undone')}</Tag>
                ) : canUndo ? (
                  <Button
                    size="small"
                    onClick={() => onUndo(op.clientScanId)}
                    aria-label={t('lists.undoNamed', { tag: tagOfCode(op.scan?.code ?? '') })}
                  >
                    {t('lists.undo')}
                  </Button>
                ) : null,
              ),
            ),
            t('lists.noScans'),
          ),
        },
      ]}
    />
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
