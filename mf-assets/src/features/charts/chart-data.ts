/** Shared bits of the SVG charts: the data shape, a palette with AA contrast on white, the text alternative. */
export interface ChartDatum {
  label: string;
  value: number;
  /** Colour of this datum; the palette's by default. */
  color?: string;
  /** Where the datum leads (the list of exactly those items); the chart makes it a link. */
  href?: string;
}

/** Distinct, colour-blind-friendly hues (Okabe–Ito, darkened where needed for contrast). */
export const CHART_PALETTE = [
  '#0a6f72',
  '#d55e00',
  '#0072b2',
  '#cc79a7',
  '#009e73',
  '#8a6d00',
  '#56b4e9',
  '#666666',
  '#6a3d9a',
  '#b15928',
];

export function colorOf(datum: ChartDatum, index: number): string {
  return datum.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
}

/** Hides content visually but keeps it for screen readers (the chart's data table). */
export const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A round upper bound for an axis: 1, 2, 5 × 10^n at or above `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** Arc path of a donut slice from angle a0 to a1 (radians, 0 = 12 o'clock). */
export function arcPath(
  cx: number,
  cy: number,
  r: number,
  inner: number,
  a0: number,
  a1: number,
): string {
  // A full circle cannot be one arc: stop just short of it.
  const end = a1 - a0 >= Math.PI * 2 ? a0 + Math.PI * 2 - 0.0001 : a1;
  const point = (radius: number, a: number) =>
    [cx + radius * Math.sin(a), cy - radius * Math.cos(a)] as const;
  const [x0, y0] = point(r, a0);
  const [x1, y1] = point(r, end);
  const [x2, y2] = point(inner, end);
  const [x3, y3] = point(inner, a0);
  const large = end - a0 > Math.PI ? 1 : 0;
  const f = (n: number) => n.toFixed(2);
  return `M${f(x0)} ${f(y0)}A${r} ${r} 0 ${large} 1 ${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}A${inner} ${inner} 0 ${large} 0 ${f(x3)} ${f(y3)}Z`;
}
