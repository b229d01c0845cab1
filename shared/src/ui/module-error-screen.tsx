import { ReloadOutlined } from '../antd/icons';
import { Button } from '../antd';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

export interface ModuleErrorScreenProps {
  /** Translated name of the module that failed. */
  moduleName: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A remote that is down, 404s, times out or throws. Root: `data-testid="module-error"`. */
export function ModuleErrorScreen({ moduleName, onRetry, retrying = false }: ModuleErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="module-error"
      status="error"
      title={t('moduleError.title')}
      description={t('moduleError.description', { module: moduleName })}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          {t('moduleError.retry')}
        </Button>
      }
    />
  );
}
