/**
 * How a computer's health reads on every diagnostics screen (one place): the kit's readable
 * coloured tag with its translated level.
 */
import type { AgentComputerHealth } from '@itam/shared/contracts';
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
