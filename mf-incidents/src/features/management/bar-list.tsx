/**
 * Horizontal bars with their labels and values written out (readable without colour),
 * plain HTML and CSS like the asset dashboard's charts; each row may link to the queue
 * filtered to it. A list: screen readers read label and value per row.
 */
import { Link } from '@itam/shared/router';
import { Text } from '@itam/shared/ui';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  color?: string;
  href?: string;
}

export function BarList({
  title,
  data,
  emptyText,
}: {
  title: string;
  data: readonly BarDatum[];
  emptyText: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  if (!data.some((d) => d.value > 0)) return <Text type="secondary">{emptyText}</Text>;
  return (
    <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data.map((d) => {
        const label = (
          <span style={{ display: 'inline-block', minWidth: 140 }}>
            {d.label}: <strong>{d.value}</strong>
          </span>
        );
        return (
          <li key={d.key} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 28 }}>
            {d.href ? <Link to={d.href}>{label}</Link> : label}
            <span
              aria-hidden
              style={{
                height: 12,
                borderRadius: 3,
                width: `${(d.value / max) * 60}%`,
                minWidth: d.value ? 4 : 0,
                background: d.color ?? '#1677ff',
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
