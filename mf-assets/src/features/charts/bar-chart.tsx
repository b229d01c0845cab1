/**
 * Horizontal bars with their labels and values written out: readable without colour, and
 * a hidden data table as the text alternative. Plain SVG: no chart library in the bundle
 * (the `/dashboard` page-weight budget).
 */
import { useId } from 'react';
import { ChartTable } from './chart-table';
import { colorOf, niceMax, type ChartDatum } from './chart-data';

export interface BarChartProps {
  /** Title of the chart (also the accessible name). */
  title: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  format?: (value: number) => string;
  /** Shown instead of the chart when there is no datum. */
  emptyText: string;
  width?: number;
}

const BAR = 18;
const GAP = 10;
const LABEL_WIDTH = 140;
const VALUE_WIDTH = 64;

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
  const track = width - LABEL_WIDTH - VALUE_WIDTH;
  const height = data.length * (BAR + GAP);
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width, display: 'block' }}
      >
        <title id={titleId}>{title}</title>
        {data.map((datum, index) => {
          const y = index * (BAR + GAP);
          const length = Math.max(datum.value > 0 ? 2 : 0, (datum.value / max) * track);
          return (
            <g key={datum.label} aria-hidden>
              <text
                x={LABEL_WIDTH - 8}
                y={y + BAR / 2}
                dominantBaseline="middle"
                textAnchor="end"
                fontSize={12}
                fill="#333"
              >
                {datum.label.length > 20 ? `${datum.label.slice(0, 19)}…` : datum.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={track} height={BAR} fill="#f0f0f0" rx={3} />
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={length}
                height={BAR}
                fill={colorOf(datum, index)}
                rx={3}
              />
              <text
                x={LABEL_WIDTH + track + 8}
                y={y + BAR / 2}
                dominantBaseline="middle"
                fontSize={12}
                fill="#333"
              >
                {format(datum.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption={title}
        data={data}
        labelHeader={labelHeader}
        valueHeader={valueHeader}
        format={format}
      />
    </figure>
  );
}
