import { ROUTES, type CatalogueDevice } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatRupees } from '../../ui/format';
import { QuantityInput } from './quantity-input';

export const devicePath = (id: string) =>
  ROUTES.onboardingDeviceSelectionItem.replace(':id', encodeURIComponent(id));

const KEY_SPECS = ['processor', 'memory', 'storage', 'display', 'connection'];

/** A catalogue device with its main specifications, price and the units chosen. */
export function DeviceCard({
  device,
  quantity,
  onQuantity,
}: {
  device: CatalogueDevice;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  const { t, i18n } = useTranslation('marketing');
  const name = `${device.brand} ${device.name}`;
  const specs = KEY_SPECS.filter((key) => device.specs[key]).slice(0, 3);
  return (
    <li className="mk-card" data-device={device.id}>
      <span className="mk-eyebrow">{t(`onboarding.categories.${device.category}`)}</span>
      <h3>{name}</h3>
      <ul className="mk-list">
        {specs.map((key) => (
          <li key={key}>
            {t(`onboarding.specs.${key}`)}: {device.specs[key]}
          </li>
        ))}
      </ul>
      <p>{t('onboarding.indicative', { amount: formatRupees(device.unitPaise, i18n.language) })}</p>
      <QuantityInput
        id={`qty-${device.id}`}
        label={t('onboarding.units', { name })}
        value={quantity}
        onChange={onQuantity}
      />
      <Link
        className="mk-card-link"
        to={devicePath(device.id)}
        aria-label={t('onboarding.details', { name })}
      >
        {t('onboarding.specsTitle')}
      </Link>
    </li>
  );
}
