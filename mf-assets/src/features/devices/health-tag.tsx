/**
 * How a computer's health reads on every diagnostics screen (one place): the kit's readable
 * coloured tag with its translated level.
 */
import type { AgentComputerHealth, AgentHealthReason } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { ReadableTag } from '@itam/shared/ui';

export const HEALTH_COLORS: Record<AgentComputerHealth, string> = {
  good: 'green',
  warning: 'orange',
  critical: 'red',
  unknown: 'default',
};

export function HealthTag({ health }: { health: AgentComputerHealth }) {
  const { t } = useTranslation('assets');
  return <ReadableTag color={HEALTH_COLORS[health]}>{t(`devices.health.${health}`)}</ReadableTag>;
}

/** One measure that set a computer's level, in words. */
export function useReasonText() {
  const { t } = useTranslation('assets');
  return (reason: AgentHealthReason) =>
    t(`devices.reasons.${reason.key}`, { value: reason.value, mount: reason.mount ?? '' });
}
