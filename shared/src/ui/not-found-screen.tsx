import { Button } from '../antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusScreen } from './status-screen';

/** Any path no route table lists. Root: `data-testid="not-found"`. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <StatusScreen
      testId="not-found"
      status="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
