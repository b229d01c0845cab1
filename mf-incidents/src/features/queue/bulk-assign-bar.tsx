/**
 * The queue's bulk assignment: the selected tickets to oneself, to an agent or back to the
 * queue (several at once only once asked); the tickets refused are counted. The write
 * invalidates the lists, so the queue reads its page again.
 */
import { useState } from 'react';
import { Alert, Button, Space } from '@itam/shared/antd';
import type { Agent } from '@itam/shared/contracts/incidents';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { Text } from '@itam/shared/ui';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { AgentSelect } from '../ticket/agent-select';
import { useBulkAssignMutation } from './api/bulk-assign';
import { useConfirmAssign } from './use-confirm-assign';

interface BulkState {
  busy: boolean;
  error: string | null;
  done: string | null;
}

function useBulkAssign(selected: string[], setSelected: (ids: string[]) => void) {
  const { t } = useTranslation('incidents');
  const [bulkAssign] = useBulkAssignMutation();
  const [bulk, setBulk] = useState<BulkState>({ busy: false, error: null, done: null });
  async function assign(assigneeId: string | null) {
    setBulk({ busy: true, error: null, done: null });
    try {
      const result = await bulkAssign({ ids: selected, assigneeId }).unwrap();
      setBulk({
        busy: false,
        error: result.refused.length
          ? t('queue.bulkRefused', { count: result.refused.length })
          : null,
        done: t('queue.bulkDone', { count: result.updated.length }),
      });
      setSelected([]);
    } catch (failure) {
      setBulk({
        busy: false,
        error: failure instanceof Error ? failure.message : String(failure),
        done: null,
      });
    }
  }
  return { bulk, assign };
}

export interface BulkAssignBarProps {
  selected: string[];
  setSelected: (ids: string[]) => void;
  agents: Agent[];
  agentsLoading: boolean;
  me: string | null;
}

export function BulkAssignBar({
  selected,
  setSelected,
  agents,
  agentsLoading,
  me,
}: BulkAssignBarProps) {
  const { t } = useTranslation('incidents');
  const canAssign = useIsAllowed(INCIDENT_PERMISSIONS.assign);
  const { bulk, assign } = useBulkAssign(selected, setSelected);
  const confirmAssign = useConfirmAssign(agents, me);
  const assignSelected = (assigneeId: string | null) =>
    confirmAssign(selected.length, assigneeId, () => assign(assigneeId));
  return (
    <>
      {canAssign && selected.length ? (
        <Space wrap role="group" aria-label={t('queue.bulkLabel')}>
          <Text>{t('queue.selected', { count: selected.length })}</Text>
          {me ? (
            <Button type="primary" loading={bulk.busy} onClick={() => assignSelected(me)}>
              {t('actions.assignToMe')}
            </Button>
          ) : null}
          <AgentSelect
            label={t('actions.assignTo')}
            agents={agents}
            loading={agentsLoading}
            disabled={bulk.busy}
            value={null}
            onChange={(value) => (value ? assignSelected(value) : undefined)}
          />
          <Button disabled={bulk.busy} onClick={() => assignSelected(null)}>
            {t('actions.unassign')}
          </Button>
          <Button type="link" onClick={() => setSelected([])}>
            {t('queue.clearSelection')}
          </Button>
        </Space>
      ) : null}
      {bulk.done ? <Alert type="success" showIcon title={bulk.done} /> : null}
      {bulk.error ? <Alert type="warning" showIcon title={bulk.error} role="alert" /> : null}
    </>
  );
}
