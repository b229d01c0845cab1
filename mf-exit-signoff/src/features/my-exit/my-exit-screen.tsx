/**
 * `/my-exit`, the leaving employee's way into their own exit (any signed-in user of a
 * company with the exit screens; no menu entry: HR sends its address, own-exit-link.tsx):
 * with an exit it opens /exit-employees/<their employee id>, whose self view shows it
 * (my-exit-view.tsx); without one it says so.
 */
import { Skeleton } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Navigate } from '@itam/shared/router';
import { EmptyState, LoadError, PageHeader, ScreenRoot } from '@itam/shared/ui';
import { exitEmployeeHref } from '../../common/links';
import { answerOf } from '../../common/exits-server-api';
import { useGetOwnExitQuery } from './api/get-own-exit';

export function MyExitScreen() {
  const { t } = useTranslation('exit-signoff');
  const own = answerOf(useGetOwnExitQuery(), { current: true });
  if (own.data) return <Navigate replace to={exitEmployeeHref(own.data.employee._id)} />;
  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader title={t('screens.myExit.title')} description={t('screens.myExit.description')} />
      {own.error ? (
        <LoadError title={t('myExit.loadFailed')} description={own.error} onRetry={own.retry} />
      ) : own.loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <EmptyState title={t('myExit.none')} />
      )}
    </ScreenRoot>
  );
}

export default MyExitScreen;
