import { fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import { createMemoryRouter, RouterProvider } from '@itam/shared/router';
import { BarChart } from '../bar-chart';
import { arcPath, niceMax } from '../chart-data';
import { DonutChart } from '../donut-chart';

const data = [
  { label: 'Assigned', value: 30 },
  { label: 'In Inventory', value: 10 },
];

/** The charts live under the app's router (links, a slice's click). */
function renderRouted(ui: React.ReactElement) {
  return render(<RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />);
}

describe('charts', () => {
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
    const bars = document.querySelectorAll<HTMLElement>('[data-bar]');
    expect(bars).toHaveLength(2);
    // 30 of an axis of 50: 60 % of the track.
    expect(bars[0]!.style.width).toBe('60%');
    expect(bars[0]!.style.background).toBe('rgb(10, 111, 114)');
  });

  it('draws a donut with the total and each share in the legend', () => {
    renderRouted(
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

  it('makes each bar and each slice a link to its own list', () => {
    const linked = [
      { label: 'Assigned', value: 30, href: '/assets?states=ASSIGNED' },
      { label: 'In Inventory', value: 10, href: '/assets?states=IN_INVENTORY' },
    ];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <BarChart
                title="By state"
                data={linked}
                labelHeader="State"
                valueHeader="assets"
                emptyText="No data"
              />
              <DonutChart
                title="Shares"
                data={linked}
                labelHeader="State"
                valueHeader="assets"
                totalLabel="assets"
                emptyText="No data"
              />
            </>
          ),
        },
        { path: '/assets', element: <p>The list</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const bars = within(screen.getByRole('list', { name: 'By state' }));
    // Each link is named by the text it shows (WCAG 2.5.3: the visible label in the name).
    expect(bars.getByRole('link', { name: /^Assigned\s*30$/ })).toHaveAttribute(
      'href',
      '/assets?states=ASSIGNED',
    );
    const legend = within(screen.getByRole('list', { name: 'Shares' }));
    expect(legend.getByRole('link', { name: /^In Inventory\s*10\s*\(25%\)$/ })).toHaveAttribute(
      'href',
      '/assets?states=IN_INVENTORY',
    );
    // A click on a slice follows its link.
    fireEvent.click(document.querySelectorAll('path')[1]!);
    expect(router.state.location.search).toBe('?states=IN_INVENTORY');
    expect(screen.getByText('The list')).toBeInTheDocument();
  });

  it('says so when there is nothing to draw', () => {
    renderRouted(
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
