/**
 * How an exit's status, an item's outcome and the overdue mark read on every screen (one
 * place): coloured tags with their translated names, at AA contrast through the kit's
 * ReadableTag.
 */
import { useTranslation } from '@itam/shared/i18n';
import { ReadableTag } from '@itam/shared/ui';
import type { ExitStatus, ItemOutcome } from '../api/exits-api';

const STATUS_COLORS: Record<ExitStatus, string> = {
  started: 'blue',
  cleared: 'gold',
  completed: 'green',
};

export function ExitStatusTag({ status }: { status: ExitStatus }) {
  const { t } = useTranslation('exit-signoff');
  return <ReadableTag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</ReadableTag>;
}

const OUTCOME_COLORS: Record<ItemOutcome, string> = {
  pending: 'default',
  returned: 'green',
  transferred: 'blue',
  missing: 'red',
  damaged: 'orange',
};

export function OutcomeTag({ outcome }: { outcome: ItemOutcome }) {
  const { t } = useTranslation('exit-signoff');
  return <ReadableTag color={OUTCOME_COLORS[outcome]}>{t(`outcome.${outcome}`)}</ReadableTag>;
}

export function OverdueTag() {
  const { t } = useTranslation('exit-signoff');
  return <ReadableTag color="red">{t('common.overdue')}</ReadableTag>;
}
