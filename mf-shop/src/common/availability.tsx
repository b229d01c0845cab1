/** A product's live availability: in stock now (how many), or to be bought with its expected delivery. */
import { useTranslation } from '@itam/shared/i18n';
import { ReadableTag } from '@itam/shared/ui';
import type { Availability } from '@itam/shared/contracts/shop';

export function AvailabilityTag({ availability }: { availability: Availability }) {
  const { t } = useTranslation('shop');
  if (availability.inStock === null)
    return <ReadableTag color="green">{t('availability.licence')}</ReadableTag>;
  if (availability.inStock > 0)
    return (
      <ReadableTag color="green">
        {t('availability.inStock', { count: availability.inStock })}
      </ReadableTag>
    );
  return (
    <ReadableTag color="gold">
      {t('availability.delivery', { count: availability.expectedDeliveryDays ?? 0 })}
    </ReadableTag>
  );
}
