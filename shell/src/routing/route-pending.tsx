/**
 * What a protected route shows until its screen can: the screen's own page header (route
 * data `heading`, whose strings came with `remotes.json`) above the loading spinner, so
 * the visitor reads where they are while the remote's code is on its way; the screen
 * then draws the same header in the same place. A route without a heading (or whose
 * heading is for roles with a permission this one lacks, or is not known yet) shows the
 * spinner alone. (Protected routes only: the header's text styles come with antd's
 * theme, which public pages never load.)
 */
import { shownHeading, type RouteHeading } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { selectPolicies, selectRolesStatus, useAppSelector } from '@itam/shared/store';
import { LoadingScreen, PageHeader, useScreenShown } from '@itam/shared/ui';

export function RoutePending({ heading }: { heading?: RouteHeading }) {
  const { t } = useTranslation('common');
  const policies = useAppSelector(selectPolicies);
  const rolesStatus = useAppSelector(selectRolesStatus);
  const shown = shownHeading(heading, policies, rolesStatus === 'loaded');
  const title = shown ? t(shown.titleKey, { defaultValue: '' }) : '';
  if (!shown || !title) return <LoadingScreen />;
  return (
    <PendingHeader
      title={title}
      description={shown.descriptionKey ? t(shown.descriptionKey, { defaultValue: '' }) : ''}
    />
  );
}

/** The page header over the spinner: where the visitor is, shown (the page may take over). */
function PendingHeader({ title, description }: { title: string; description: string }) {
  useScreenShown();
  return (
    <section data-testid="screen-pending">
      <PageHeader title={title} description={description || undefined} />
      <LoadingScreen />
    </section>
  );
}
