import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** A route the role may not use. Root: `data-testid="forbidden"`. */
export function ForbiddenScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="forbidden"
      status="403"
      title={t('forbidden.title')}
      description={t('forbidden.description')}
    />
  );
}
