import { VISUALLY_HIDDEN, type ChartDatum } from './chart-data';

/** The chart's data as a table for screen readers (its text alternative). */
export function ChartTable({
  caption,
  data,
  labelHeader,
  valueHeader,
  format,
}: {
  caption: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  format: (value: number) => string;
}) {
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.label}>
            <th scope="row">{datum.label}</th>
            <td>{format(datum.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
