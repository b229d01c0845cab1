/**
 * What a session's lists show: the server's word (every auditor's scans, each found or
 * unexpected asset with who scanned it first and when) joined with this device's queue
 * (its scans the server has not answered yet show as waiting: an expected tag among the
 * found, any other tag among the unexpected, until the session is read again).
 */
import { tagKey, tagOfCode, type AuditSessionDetail } from '@itam/shared/contracts';
import type { QueuedOp } from '../../queue/scan-queue';

export interface ListRow {
  key: string;
  title: string;
  tag: string | null;
  /** Who scanned it (null: unknown, or this device's scan the server has not answered). */
  by: string | null;
  /** When it was scanned (the device's clock); null for a missing asset. */
  at: string | null;
  /** This device's scan, not answered by the server yet. */
  waiting: boolean;
  /** An unexpected asset's branch in the register. */
  office?: string | null;
  /** A tag no asset of the company has (the title is the screen's to give). */
  unknown?: boolean;
  /** This device's scan of the row (the scans tab: it may be undone here). */
  op?: QueuedOp;
  undone?: boolean;
}

export interface SessionRows {
  missing: ListRow[];
  found: ListRow[];
  unexpected: ListRow[];
  scans: ListRow[];
}

const tagOfOp = (op: QueuedOp) => tagOfCode(op.scan?.code ?? '');
/** Tags ignore case: a waiting scan of `dc-1` is the expected DC-1. */
const keyOfOp = (op: QueuedOp) => tagKey(tagOfOp(op));
const newestFirst = (a: ListRow, b: ListRow) => (b.at ?? '').localeCompare(a.at ?? '');

function waitingRow(op: QueuedOp, title: string, tag: string | null): ListRow {
  return {
    key: `waiting-${op.clientScanId}`,
    title,
    tag,
    by: null,
    at: op.scan?.scannedAt ?? null,
    waiting: true,
  };
}

export function sessionRows(session: AuditSessionDetail, ops: readonly QueuedOp[]): SessionRows {
  const scanOps = ops.filter((op) => op.kind === 'scan');
  const waiting = scanOps.filter((op) => op.state === 'waiting' && !op.undone);
  const expectedByTag = new Map(
    session.expected.filter((e) => e.asset.tag !== null).map((e) => [tagKey(e.asset.tag!), e]),
  );
  const listedTags = new Set([
    ...session.unexpected.flatMap((u) => (u.asset.tag ? [tagKey(u.asset.tag)] : [])),
    ...session.unknown.map((u) => tagKey(u.tag)),
  ]);
  // This device's waiting scans, each asset or tag once, where the server has none yet.
  const waitingFound = new Map<string, QueuedOp>();
  const waitingOther = new Map<string, QueuedOp>();
  for (const op of waiting) {
    const key = keyOfOp(op);
    const expected = expectedByTag.get(key);
    if (expected) {
      if (!expected.found && !waitingFound.has(expected.asset._id))
        waitingFound.set(expected.asset._id, op);
    } else if (!listedTags.has(key) && !waitingOther.has(key)) waitingOther.set(key, op);
  }

  const missing = session.expected
    .filter((e) => !e.found && !waitingFound.has(e.asset._id))
    .map((e) => ({
      key: e.asset._id,
      title: e.asset.name,
      tag: e.asset.tag,
      by: null,
      at: null,
      waiting: false,
    }));
  const found = [
    ...session.expected
      .filter((e) => waitingFound.has(e.asset._id))
      .map((e) => waitingRow(waitingFound.get(e.asset._id)!, e.asset.name, e.asset.tag)),
    ...session.expected.flatMap((e) =>
      e.found
        ? [
            {
              key: e.asset._id,
              title: e.asset.name,
              tag: e.asset.tag,
              by: e.found.scannedBy?.name ?? null,
              at: e.found.scannedAt,
              waiting: false,
            },
          ]
        : [],
    ),
  ];
  const unexpected = [
    ...[...waitingOther.values()].map((op) => waitingRow(op, tagOfOp(op), null)),
    ...session.unexpected.map((u) => ({
      key: u.asset._id,
      title: u.asset.name,
      tag: u.asset.tag,
      by: u.scannedBy?.name ?? null,
      at: u.scannedAt,
      waiting: false,
      office: u.asset.office?.name ?? null,
    })),
    ...session.unknown.map((u) => ({
      key: `unknown-${u.tag}`,
      title: '',
      unknown: true,
      tag: u.tag,
      by: u.scannedBy?.name ?? null,
      at: u.scannedAt,
      waiting: false,
    })),
  ];
  return { missing, found, unexpected, scans: scanRows(session, scanOps) };
}

/** Every scan of the session, newest first: the server's (any auditor's) and this device's not there yet. */
function scanRows(session: AuditSessionDetail, scanOps: readonly QueuedOp[]): ListRow[] {
  const mine = new Map(scanOps.map((op) => [op.clientScanId, op]));
  const onServer = new Set(session.scans.map((s) => s.clientScanId));
  const server = session.scans.map((s): ListRow => {
    const op = mine.get(s.clientScanId);
    return {
      key: s.clientScanId,
      title: s.asset?.name ?? s.tag ?? s.code,
      tag: s.asset ? s.tag : null,
      by: s.scannedBy?.name ?? null,
      at: s.scannedAt,
      waiting: false,
      ...(op ? { op } : {}),
      undone: s.undoneAt !== null || Boolean(op?.undone),
    };
  });
  const local = scanOps
    .filter((op) => !onServer.has(op.clientScanId))
    .map((op): ListRow => ({
      key: op.clientScanId,
      title: op.outcome?.asset?.name ?? tagOfOp(op),
      tag: op.outcome?.asset ? op.outcome.tag : null,
      by: null,
      at: op.scan?.scannedAt ?? null,
      waiting: op.state === 'waiting' && !op.undone,
      op,
      undone: Boolean(op.undone),
    }));
  return [...server, ...local].sort(newestFirst);
}
