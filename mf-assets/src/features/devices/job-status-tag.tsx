/** How a diagnostic job's status reads on every screen (one place). */
import type { AgentJobStatus } from '@itam/shared/schemas';
import { useTranslation } from '@itam/shared/i18n';
import { ReadableTag } from '@itam/shared/ui';

export const JOB_STATUS_COLORS: Record<AgentJobStatus, string> = {
  queued: 'default',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

export function JobStatusTag({ status }: { status: AgentJobStatus }) {
  const { t } = useTranslation('assets');
  return <ReadableTag color={JOB_STATUS_COLORS[status]}>{t(`jobs.status.${status}`)}</ReadableTag>;
}
