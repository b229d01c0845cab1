/** The diagnostics screens, linked from each one's header. */
import { ROUTES } from '@itam/shared/contracts';
import { Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { NavLink } from '@itam/shared/router';

const SCREENS = ['diagnostics', 'diagnosticsRunning', 'diagnosticsResults', 'jobsInfo'] as const;

export function DiagnosticsLinks() {
  const { t } = useTranslation('assets');
  return (
    <nav aria-label={t('diagnostics.screens')}>
      <Flex gap={16} wrap>
        {SCREENS.map((screen) => (
          <NavLink key={screen} to={ROUTES[screen]} end>
            {t(`screens.${screen}.title`)}
          </NavLink>
        ))}
      </Flex>
    </nav>
  );
}
