/**
 * A session's lists as tabs: missing, found, unexpected (with unknown tags) and every scan
 * of every auditor. Each scanned row says who scanned it and when (the company's time
 * zone, as the asset card's device scans); this device's scans the server has not
 * answered show as waiting; its own scans may be undone (./session-rows.ts joins both).
 */
import { Button, Flex, Tag } from '@itam/shared/antd';
import { Tabs } from '@itam/shared/antd-data';
import type { AuditSessionDetail } from '@itam/shared/contracts';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { EmptyState } from '@itam/shared/ui';
import { useMemo, type ReactNode } from 'react';
import type { QueuedOp } from '../../queue/scan-queue';
import { sessionRows, type ListRow } from './session-rows';

export function SessionTabs({
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
  const rows = useMemo(() => sessionRows(session, ops), [session, ops]);
  const list = (items: ListRow[], empty: string, extra?: (row: ListRow) => ReactNode) =>
    items.length ? (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((row) => (
          <Row key={row.key} row={row} extra={extra?.(row)} />
        ))}
      </ul>
    ) : (
      <EmptyState compact description={empty} />
    );
  const undo = (row: ListRow) =>
    row.undone ? (
      <Tag>{t('lists.undone')}</Tag>
    ) : row.op && canUndo ? (
      <Button
        size="small"
        onClick={() => onUndo(row.op!.clientScanId)}
        aria-label={t('lists.undoNamed', { tag: row.tag ?? row.title })}
      >
        {t('lists.undo')}
      </Button>
    ) : null;
  return (
    <Tabs
      style={{ marginTop: 12 }}
      items={[
        {
          key: 'missing',
          label: t('lists.missing', { count: rows.missing.length }),
          children: list(rows.missing, t('lists.noneMissing')),
        },
        {
          key: 'found',
          label: t('lists.found', { count: rows.found.length }),
          children: list(rows.found, t('lists.noneFound')),
        },
        {
          key: 'unexpected',
          label: t('lists.unexpected', { count: rows.unexpected.length }),
          children: list(rows.unexpected, t('lists.noneUnexpected'), (row) =>
            row.office ? <Tag>{row.office}</Tag> : null,
          ),
        },
        {
          key: 'scans',
          label: t('lists.scans', { count: rows.scans.length }),
          children: list(rows.scans, t('lists.noScans'), undo),
        },
      ]}
    />
  );
}

function Row({ row, extra }: { row: ListRow; extra?: ReactNode }) {
  const { t, i18n } = useTranslation('scanner');
  const when = row.at ? formatDateTime(row.at, i18n.language) : null;
  const detail = row.waiting
    ? t('lists.waitingSince', { when })
    : when
      ? row.by
        ? t('lists.scannedBy', { name: row.by, when })
        : t('lists.scannedAt', { when })
      : null;
  return (
    <li
      style={{ padding: '6px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }}
      data-testid="list-row"
    >
      <Flex justify="space-between" align="center" gap={8}>
        <span>
          {row.unknown ? t('lists.unknownTag') : row.title}
          {row.tag ? <span style={{ opacity: 0.7 }}> · {row.tag}</span> : null}
          {detail ? <span style={{ display: 'block', fontSize: 12 }}>{detail}</span> : null}
        </span>
        <Flex gap={4} align="center">
          {row.waiting ? <Tag>{t('lists.waiting')}</Tag> : null}
          {extra}
        </Flex>
      </Flex>
    </li>
  );
}
