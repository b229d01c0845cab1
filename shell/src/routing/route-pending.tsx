/**
 * What a protected route shows until its screen can: the screen's own page header (route
 * data `heading`, whose strings came with `remotes.json`) above the loading spinner, so
 * the visitor reads where they are while the remote's code is on its way; the screen
 * then draws the same header in the same place. A route without a heading shows the
 * spinner alone.
 */
import type { RouteHeading } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { LoadingScreen, PageHeader } from '@itam/shared/ui';

export function RoutePending({ heading }: { heading?: RouteHeading }) {
  const { t } = useTranslation('common');
  if (!heading) return <LoadingScreen />;
  const title = t(heading.titleKey, { defaultValue: '' });
  if (!title) return <LoadingScreen />;
  const description = heading.descriptionKey ? t(heading.descriptionKey, { defaultValue: '' }) : '';
  return (
    <section data-testid="screen-pending">
      <PageHeader title={title} description={description || undefined} />
      <LoadingScreen />
    </section>
  );
}
