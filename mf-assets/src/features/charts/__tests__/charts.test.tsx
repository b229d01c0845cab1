import { render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import { BarChart } from '../bar-chart';
import { arcPath, niceMax } from '../chart-data';
import { DonutChart } from '../donut-chart';

const data = [
  { label: 'Assigned', value: 30 },
  { label: 'In Inventory', value: 10 },
];

describe('SVG charts', () => {
  it('draws bars with an accessible name and a data table as the text alternative', () => {
    render(
      <BarChart
        title="Assets by state"
        data={data}
        labelHeader="State"
        valueHeader="Assets"
        emptyText="No data"
      />,
    );
    expect(screen.getByRole('img', { name: 'Assets by state' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Assets by state' });
    expect(
      within(table).getByRole('rowheader', { name: 'Assigned' }).nextSibling,
    ).toHaveTextContent('30');
    const bars = document.querySelectorAll('rect[fill="#0a6f72"]');
    expect(bars).toHaveLength(1);
    // 30 of an axis of 50: 60 % of the track.
    expect(Number(bars[0]!.getAttribute('width'))).toBeCloseTo((30 / 50) * (480 - 140 - 64));
  });

  it('draws a donut with the total and each share in the legend', () => {
    render(
      <DonutChart
        title="By state"
        data={data}
        labelHeader="State"
        valueHeader="Assets"
        totalLabel="assets"
        emptyText="No data"
      />,
    );
    expect(screen.getByRole('img', { name: 'By state' })).toHaveTextContent('40');
    expect(screen.getByText('(75%)')).toBeInTheDocument();
    expect(document.querySelectorAll('path')).toHaveLength(2);
  });

  it('says so when there is nothing to draw', () => {
    render(
      <DonutChart
        title="t"
        data={[{ label: 'x', value: 0 }]}
        labelHeader=""
        valueHeader=""
        totalLabel=""
        emptyText="Nothing yet"
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('computes round axes and closed arcs', () => {
    expect([niceMax(0), niceMax(7), niceMax(30), niceMax(101)]).toEqual([1, 10, 50, 200]);
    expect(arcPath(50, 50, 50, 30, 0, Math.PI)).toMatch(
      /^M50\.00 0\.00A50 50 0 0 1 50\.00 100\.00L50\.00 80\.00A30 30 0 0 0 50\.00 20\.00Z$/,
    );
  });
});
