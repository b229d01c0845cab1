/**
 * A donut with the total in its middle and a legend listing every slice's label, value and
 * share, so nothing depends on telling colours apart; a hidden data table is the text
 * alternative. Plain SVG (no chart library). With an `href` on its data each legend entry
 * is a link (named "label: value unit (share)", at least 24 px high) and a click on a
 * slice follows it too: the dashboard's slices open the asset list filtered to them.
 */
import { useId } from 'react';
import { Link, useNavigate } from '@itam/shared/router';
import { ChartTable } from './chart-table';
import { arcPath, colorOf, type ChartDatum } from './chart-data';

export interface DonutChartProps {
  title: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  /** Text under the total in the middle ('assets'). */
  totalLabel: string;
  emptyText: string;
  format?: (value: number) => string;
  size?: number;
}

interface Slice {
  datum: ChartDatum;
  index: number;
  start: number;
  end: number;
}

/**
 * Every slice's colour, label, value and share; each a link when the slice has an
 * `href` (then the list is named by the chart's title, else hidden: the table speaks).
 */
/** The ring of slices (a click on a linked one follows it) around the total. */
function DonutRing({
  title,
  slices,
  size,
  total,
  totalLabel,
}: {
  title: string;
  slices: readonly Slice[];
  size: number;
  total: string;
  totalLabel: string;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const r = size / 2;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
    >
      <title id={titleId}>{title}</title>
      {slices
        .filter((s) => s.datum.value > 0)
        .map((s) => (
          <path
            key={s.datum.label}
            d={arcPath(r, r, r, r * 0.6, s.start, s.end)}
            fill={colorOf(s.datum, s.index)}
            aria-hidden
            // The pointer's shortcut to the legend's link (which keyboards and readers use).
            onClick={s.datum.href ? () => navigate(s.datum.href!) : undefined}
            style={s.datum.href ? { cursor: 'pointer' } : undefined}
          />
        ))}
      <text
        x={r}
        y={r - 4}
        textAnchor="middle"
        fontSize={22}
        fontWeight={600}
        fill="#222"
        aria-hidden
      >
        {total}
      </text>
      <text x={r} y={r + 16} textAnchor="middle" fontSize={12} fill="#555" aria-hidden>
        {totalLabel}
      </text>
    </svg>
  );
}

function DonutLegend({
  title,
  slices,
  total,
  linked,
  format,
}: {
  title: string;
  slices: readonly Slice[];
  total: number;
  linked: boolean;
  format: (value: number) => string;
}) {
  return (
    <ul
      aria-hidden={linked ? undefined : true}
      aria-label={linked ? title : undefined}
      style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: 13 }}
    >
      {slices.map((s) => {
        const share = `(${Math.round((s.datum.value / total) * 100)}%)`;
        const entry = (
          <>
            <span
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                background: colorOf(s.datum, s.index),
                display: 'inline-block',
              }}
            />
            <span>{s.datum.label}</span>
            <strong>{format(s.datum.value)}</strong>
            <span style={{ color: '#555' }}>{share}</span>
          </>
        );
        const style = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 24 };
        return (
          <li key={s.datum.label} style={{ lineHeight: '22px' }}>
            {s.datum.href ? (
              // Named by what it shows (WCAG 2.5.3, label in name), in the list the chart's title names.
              <Link to={s.datum.href} style={{ ...style, color: 'inherit' }}>
                {entry}
              </Link>
            ) : (
              <span style={style}>{entry}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DonutChart({
  title,
  data,
  labelHeader,
  valueHeader,
  totalLabel,
  emptyText,
  format = String,
  size = 180,
}: DonutChartProps) {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  if (!total) return <p>{emptyText}</p>;
  const linked = data.some((d) => d.href);
  const turn = (value: number) => (value / total) * Math.PI * 2;
  const slices: Slice[] = data.map((datum, index) => {
    const start = turn(data.slice(0, index).reduce((sum, d) => sum + d.value, 0));
    return { datum, index, start, end: start + turn(datum.value) };
  });
  return (
    <figure
      style={{
        margin: 0,
        display: 'flex',
        gap: 24,
        alignItems: 'center',
        flexWrap: 'wrap',
        position: 'relative',
      }}
    >
      <DonutRing
        title={title}
        slices={slices}
        size={size}
        total={format(total)}
        totalLabel={totalLabel}
      />
      <DonutLegend title={title} slices={slices} total={total} linked={linked} format={format} />
      {linked ? null : (
        <ChartTable
          caption={title}
          data={data}
          labelHeader={labelHeader}
          valueHeader={valueHeader}
          format={format}
        />
      )}
    </figure>
  );
}
