/**
 * `/account-settings/:view/tag-setup` (the tag rule editor, under `asset_tag_setup`) and
 * `/account-settings/:view/create-po` (a new purchase order, under `purchase_order`): each
 * page belongs to one view; under any other view its address is not found.
 */
import { Suspense, lazy } from 'react';
import { ORG_PERMISSIONS, type SettingsView } from '@itam/shared/contracts';
import { Skeleton } from '@itam/shared/antd';
import { useIsAllowed } from '@itam/shared/store';
import { ForbiddenScreen, NotFoundScreen } from '@itam/shared/ui';
import { SettingsFrame, useSettingsView } from './account-settings-screen';
import { TagRuleEditor } from './tag-rule-editor';

const CreatePurchaseOrder = lazy(() => import('./views/create-po-form'));

function SubPage({
  owner,
  allowed,
  children,
}: {
  owner: SettingsView;
  allowed: boolean;
  children: React.ReactNode;
}) {
  const checked = useSettingsView();
  if ('screen' in checked) return <>{checked.screen}</>;
  if (checked.view !== owner) return <NotFoundScreen />;
  if (!allowed) return <ForbiddenScreen />;
  return (
    <SettingsFrame view={checked.view}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{children}</Suspense>
    </SettingsFrame>
  );
}

export function TagSetupScreen() {
  const allowed = useIsAllowed(ORG_PERMISSIONS.tagEdit);
  return (
    <SubPage owner="asset_tag_setup" allowed={allowed}>
      <TagRuleEditor />
    </SubPage>
  );
}

export function CreatePoScreen() {
  const allowed = useIsAllowed(ORG_PERMISSIONS.orderCreate);
  return (
    <SubPage owner="purchase_order" allowed={allowed}>
      <CreatePurchaseOrder />
    </SubPage>
  );
}
