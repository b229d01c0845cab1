/**
 * How an exit's status, an item's outcome and the overdue mark read on every screen (one
 * place): coloured tags with their translated names. antd's preset tags write shade 7 on
 * shade 1, under WCAG AA's 4.5:1 for gold, orange and green: their text takes a darker
 * shade of the same colour, as the vendors' and the service desk's tags do.
 */
import type { ReactNode } from 'react';
import { Tag, theme } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import type { ExitStatus, ItemOutcome } from '../api/exits-api';

const DARKER_TEXT: Record<string, string> = {
  gold: 'gold9',
  orange: 'orange8',
  green: 'green8',
};

function ReadableTag({ color, children }: { color: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const shade = DARKER_TEXT[color];
  const text = shade ? (token as unknown as Record<string, string>)[shade] : undefined;
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}

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
