/** `/company-branches`: the branches view as a page of its own (the menu's entry). */
import { Suspense } from 'react';
import { Skeleton } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { SETTINGS_VIEW_COMPONENTS } from './settings-views';

const BranchesView = SETTINGS_VIEW_COMPONENTS.company_branches;

export default function CompanyBranchesScreen() {
  const { t } = useTranslation('assets');
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.companyBranches.title')}
        description={t('screens.companyBranches.description')}
      />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <BranchesView />
      </Suspense>
    </ScreenRoot>
  );
}
