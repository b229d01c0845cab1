/**
 * Horizontal bars with their labels and values written out: readable without colour, and
 * a hidden data table as the text alternative. Plain HTML and CSS (no chart library in
 * the bundle: the `/dashboard` page-weight budget), so it reflows to any width. With an
 * `href` on its data the chart is a list of links instead (each row at least 28 px high,
 * named by the label and value it shows): the dashboard's bars open the asset list filtered
 * to them.
 */
import { useId } from 'react';
import { Link } from '@itam/shared/router';
import { ChartTable } from './chart-table';
import { colorOf, niceMax, VISUALLY_HIDDEN, type ChartDatum } from './chart-data';

export interface BarChartProps {
  /** Title of the chart (also the accessible name). */
  title: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  format?: (value: number) => string;
  /** Shown instead of the chart when there is no datum. */
  emptyText: string;
  /** Widest the chart grows, in CSS px. */
  width?: number;
}

const ROW: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 28,
  fontSize: 12,
  color: '#333',
  textDecoration: 'none',
};

function BarRow({
  datum,
  index,
  max,
  format,
}: {
  datum: ChartDatum;
  index: number;
  max: number;
  format: (value: number) => string;
}) {
  const share = datum.value > 0 ? Math.max(1, (datum.value / max) * 100) : 0;
  const content = (
    <>
      <span
        title={datum.label}
        style={{
          flex: '0 0 35%',
          maxWidth: 140,
          textAlign: 'end',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {datum.label}
      </span>
      <span style={{ flex: 1, height: 18, background: '#f0f0f0', borderRadius: 3 }}>
        <span
          data-bar
          style={{
            display: 'block',
            width: `${share}%`,
            height: '100%',
            background: colorOf(datum, index),
            borderRadius: 3,
          }}
        />
      </span>
      <span style={{ flex: '0 0 64px' }}>{format(datum.value)}</span>
    </>
  );
  if (!datum.href) return <div style={ROW}>{content}</div>;
  return (
    // Named by what it shows (WCAG 2.5.3, label in name), in the list the chart's title names.
    <Link to={datum.href} style={ROW}>
      {content}
    </Link>
  );
}

export function BarChart({
  title,
  data,
  labelHeader,
  valueHeader,
  format = String,
  emptyText,
  width = 480,
}: BarChartProps) {
  const titleId = useId();
  if (!data.length) return <p>{emptyText}</p>;
  const max = niceMax(Math.max(...data.map((d) => d.value)));
  const linked = data.some((d) => d.href);
  const rows = data.map((datum, index) => (
    <BarRow key={datum.label} datum={datum} index={index} max={max} format={format} />
  ));
  return (
    <figure style={{ margin: 0, position: 'relative', maxWidth: width }}>
      <span id={titleId} style={VISUALLY_HIDDEN}>
        {title}
      </span>
      {linked ? (
        // Links, each named by its label and value: the list is the chart's text.
        <ul aria-labelledby={titleId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <li key={row.key}>{row}</li>
          ))}
        </ul>
      ) : (
        <>
          <div role="img" aria-labelledby={titleId}>
            {rows}
          </div>
          <ChartTable
            caption={title}
            data={data}
            labelHeader={labelHeader}
            valueHeader={valueHeader}
            format={format}
          />
        </>
      )}
    </figure>
  );
}
