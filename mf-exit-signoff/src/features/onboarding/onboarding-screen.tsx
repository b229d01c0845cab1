/**
 * `/pre-employee-onboarding`: the reverse of an exit. A joiner's onboarding reserves
 * in-stock assets for the joining date (they stay in stock until then); on day one whoever
 * welcomes the joiner hands them over, which assigns every reserved asset (an explicit
 * call, per the API). The company's onboardings are listed with their checklist, assets and
 * whether day one has come.
 */
import { Flex, Skeleton } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, LoadError, PageHeader, ScreenRoot } from '@itam/shared/ui';
import { EXIT_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/exits-server-api';
import { useListOnboardingsQuery } from './api/list-onboardings';
import { Onboardings } from './onboarding-list';
import { ReserveForm } from './reserve-form';

export function OnboardingScreen() {
  const { t } = useTranslation('exit-signoff');
  const canStart = useIsAllowed(EXIT_PERMISSIONS.start);
  const list = answerOf(useListOnboardingsQuery({ limit: 50 }, { skip: !canStart }), {
    current: true,
  });
  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader
        title={t('screens.preEmployeeOnboarding.title')}
        description={t('screens.preEmployeeOnboarding.description')}
      />
      {canStart ? (
        <Flex vertical gap={16}>
          <ReserveForm />
          {list.error ? (
            <LoadError
              title={t('onboarding.loadFailed')}
              description={list.error}
              onRetry={list.retry}
            />
          ) : list.loading && !list.data ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : (
            <Onboardings items={list.data?.onboardings ?? []} />
          )}
        </Flex>
      ) : (
        <EmptyState title={t('onboarding.notAllowed')} />
      )}
    </ScreenRoot>
  );
}

export default OnboardingScreen;
