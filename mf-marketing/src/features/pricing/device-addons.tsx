import { MAX_DEVICE_QUANTITY, type CatalogueDevice } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { formatRupees } from '../../ui/format';

export interface DeviceAddonsProps {
  devices: CatalogueDevice[];
  quantities: Record<string, number>;
  onChange: (deviceId: string, quantity: number) => void;
}

const clamp = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_DEVICE_QUANTITY, Math.max(0, Math.trunc(value))) : 0;

/** Optional devices for new joiners, ordered with the plan (a disclosure, closed at first). */
export function DeviceAddons({ devices, quantities, onChange }: DeviceAddonsProps) {
  const { t, i18n } = useTranslation('marketing');
  if (devices.length === 0) return null;
  return (
    <details
      className="mk-card"
      style={{ marginTop: 24 }}
      open={Object.keys(quantities).length > 0 || undefined}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{t('pricing.devices.title')}</summary>
      <p className="mk-muted">{t('pricing.devices.lead')}</p>
      <div className="mk-table-wrap">
        <table className="mk-table">
          <thead>
            <tr>
              <th scope="col">{t('pricing.devices.device')}</th>
              <th scope="col">{t('pricing.devices.price')}</th>
              <th scope="col">{t('pricing.devices.quantityHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {devices.map((device) => (
              <tr key={device.id}>
                <th scope="row" style={{ fontWeight: 400 }}>
                  {device.brand} {device.name}
                </th>
                <td>{formatRupees(device.unitPaise, i18n.language)}</td>
                <td>
                  <input
                    className="mk-qty"
                    type="number"
                    min={0}
                    max={MAX_DEVICE_QUANTITY}
                    inputMode="numeric"
                    value={quantities[device.id] ?? 0}
                    aria-label={t('pricing.devices.quantity', {
                      name: `${device.brand} ${device.name}`,
                    })}
                    onChange={(event) => onChange(device.id, clamp(Number(event.target.value)))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
