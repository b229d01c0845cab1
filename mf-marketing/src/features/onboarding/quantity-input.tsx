import { MAX_DEVICE_QUANTITY } from '@itam/shared/contracts';

const clamp = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_DEVICE_QUANTITY, Math.max(0, Math.trunc(value))) : 0;

/** A number of units, 0 to the order maximum, with its accessible name. */
export function QuantityInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="mk-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="mk-qty"
        type="number"
        min={0}
        max={MAX_DEVICE_QUANTITY}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
      />
    </div>
  );
}
