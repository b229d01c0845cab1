/**
 * What became of the last scan, at once: before the server answers, whether this
 * device's copy of the expected list has the tag (and that it waits to be sent); after,
 * the server's word: found, unexpected (the register has it elsewhere), unknown tag, a
 * repeat of an asset counted already, or found but moved since the session started.
 */
import { Alert } from '@itam/shared/antd';
import { tagOfCode } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import type { QueuedOp } from '../../queue/scan-queue';

export type ScanVerdict =
  | 'waiting-expected'
  | 'waiting-unlisted'
  | 'found'
  | 'unexpected'
  | 'unknown'
  | 'repeat'
  | 'conflict'
  | 'refused'
  | 'undone';

/** The verdict of `op`; `repeat` when this device had scanned the tag before it (not undone). */
export function verdictOf(op: QueuedOp, repeat: boolean): ScanVerdict {
  if (op.undone) return 'undone';
  if (op.state === 'refused') return 'refused';
  if (op.state === 'waiting') return op.expected ? 'waiting-expected' : 'waiting-unlisted';
  if (repeat) return 'repeat';
  const outcome = op.outcome;
  if (outcome?.conflict) return 'conflict';
  return outcome?.result ?? 'found';
}

const TYPES: Record<ScanVerdict, 'success' | 'info' | 'warning' | 'error'> = {
  'waiting-expected': 'info',
  'waiting-unlisted': 'warning',
  found: 'success',
  unexpected: 'warning',
  unknown: 'error',
  repeat: 'info',
  conflict: 'warning',
  refused: 'error',
  undone: 'info',
};

export function ScanFeedback({ op, repeat }: { op: QueuedOp; repeat: boolean }) {
  const { t } = useTranslation('scanner');
  const verdict = verdictOf(op, repeat);
  const tag = op.outcome?.tag ?? tagOfCode(op.scan?.code ?? '');
  const name = op.outcome?.asset?.name ?? '';
  return (
    <Alert
      role="status"
      aria-live="polite"
      type={TYPES[verdict]}
      showIcon
      title={t(`verdict.${verdict}.title`, { tag, name })}
      description={t(`verdict.${verdict}.text`, {
        tag,
        name,
        office: op.outcome?.conflict?.office?.name ?? '',
        error: op.error ?? '',
      })}
      style={{ marginTop: 12 }}
    />
  );
}
