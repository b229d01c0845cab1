/**
 * The desk changes a ticket's urgency and impact; the server gives it the matrix's
 * priority and moves its service levels without losing the time already spent. Only
 * while the ticket is open (a resolved one keeps its priority).
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { LEVELS, type Level, type TicketDetail } from '@itam/shared/contracts/incidents';

export function PriorityEditor({
  ticket,
  busy,
  onSave,
}: {
  ticket: TicketDetail;
  busy: boolean;
  onSave: (change: { urgency: Level; impact: Level }) => void;
}) {
  const { t } = useTranslation('incidents');
  const [urgency, setUrgency] = useState(ticket.urgency as Level);
  const [impact, setImpact] = useState(ticket.impact as Level);
  const changed = urgency !== ticket.urgency || impact !== ticket.impact;
  const options = LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }));
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t('detail.changePriority')}>
      <Select
        aria-label={t('create.urgency')}
        style={{ width: 170 }}
        value={urgency}
        options={options}
        onChange={(v: Level) => setUrgency(v)}
      />
      <Select
        aria-label={t('create.impact')}
        style={{ width: 170 }}
        value={impact}
        options={options}
        onChange={(v: Level) => setImpact(v)}
      />
      <Button disabled={!changed} loading={busy} onClick={() => onSave({ urgency, impact })}>
        {t('detail.changePriority')}
      </Button>
    </Flex>
  );
}
