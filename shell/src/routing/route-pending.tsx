/**
 * What a protected route shows until its screen can: the screen's own page header (route
 * data `heading`, whose strings came with `remotes.json`) above the loading spinner, so
 * the visitor reads where they are while the remote's code is on its way; the screen
 * then draws the same header in the same place. A route without a heading (or whose
 * heading is for roles with a permission this one lacks, or is not known yet) shows the
 * spinner alone. (Protected routes only: the header's text styles come with antd's
 * theme, which public pages never load.)
 */
import { isAllowed, type RouteHeading } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { selectPolicies, selectRolesStatus, useAppSelector } from '@itam/shared/store';
import { LoadingScreen, PageHeader } from '@itam/shared/ui';

function useShownHeading(heading: RouteHeading | undefined): RouteHeading | null {
  const policies = useAppSelector(selectPolicies);
  const rolesStatus = useAppSelector(selectRolesStatus);
  if (!heading) return null;
  if (!heading.permission) return heading;
  return rolesStatus === 'loaded' && isAllowed(policies, heading.permission) ? heading : null;
}

export function RoutePending({ heading }: { heading?: RouteHeading }) {
  const { t } = useTranslation('common');
  const shown = useShownHeading(heading);
  const title = shown ? t(shown.titleKey, { defaultValue: '' }) : '';
  if (!shown || !title) return <LoadingScreen />;
  const description = shown.descriptionKey ? t(shown.descriptionKey, { defaultValue: '' }) : '';
  return (
    <section data-testid="screen-pending">
      <PageHeader title={title} description={description || undefined} />
      <LoadingScreen />
    </section>
  );
}
