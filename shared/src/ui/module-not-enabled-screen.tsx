import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** A path of a company module the company has not enabled. Root: `data-testid="module-not-enabled"`. */
export function ModuleNotEnabledScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="module-not-enabled"
      status="warning"
      title={t('moduleNotEnabled.title')}
      description={t('moduleNotEnabled.description')}
    />
  );
}
