/**
 * Assigning several tickets at once asks first, naming their count and who takes them
 * (yourself, an agent, or back to the queue); a single ticket is assigned at once.
 */
import { App } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import type { Agent } from '@itam/shared/contracts/incidents';

export function useConfirmAssign(agents: readonly Agent[], me: string | null) {
  const { t } = useTranslation('incidents');
  const { modal } = App.useApp();
  return (count: number, assigneeId: string | null, assign: () => Promise<void>): void => {
    if (count < 2) {
      void assign();
      return;
    }
    const who = assigneeId === null ? 'queue' : assigneeId === me ? 'me' : 'agent';
    const name = agents.find((agent) => agent._id === assigneeId)?.name ?? '';
    modal.confirm({
      title: t(`queue.confirmAssign.${who}`, { count, name }),
      okText: t(
        assigneeId === null ? 'queue.confirmAssign.unassign' : 'queue.confirmAssign.assign',
        {
          count,
        },
      ),
      cancelText: t('queue.confirmAssign.cancel'),
      onOk: assign,
    });
  };
}
