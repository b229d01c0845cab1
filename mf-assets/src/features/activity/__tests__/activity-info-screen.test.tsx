/** `/activity-info`: filters by who, what and when, asked of the server, held in the URL. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import type { AssetActivity } from '@itam/shared/contracts';
import { installFakeApi, type FakeApi, type FakeRequest } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import ActivityInfoScreen from '../activity-info-screen';

const ASHA = '30000000-0000-4000-8000-000000000001';
const TOTAL = 45;

function rows(request: FakeRequest) {
  const pageNumber = Number(request.params.pageNumber);
  const activities: AssetActivity[] = Array.from({ length: 20 }, (_, i) => ({
    _id: `r${pageNumber}-${i}`,
    action: 'create',
    entityType: 'asset',
    entityId: `a${i}`,
    asset: { _id: `a${i}`, name: `Laptop ${pageNumber * 20 + i + 1}`, tag: null, deleted: false },
    actor: { _id: ASHA, name: 'Asha Rao' },
    at: '2026-02-03T10:15:00.000Z',
    before: null,
    after: null,
  })).slice(0, Math.max(0, TOTAL - pageNumber * 20));
  // Nothing was disposed of.
  if (request.params.action === 'dispose') return { type: 'success', activities: [], total: 0 };
  return { type: 'success', activities, total: TOTAL };
}

let api: FakeApi;
const logRequests = () => api.requests.filter((r) => r.url === '/activity');

beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/activity', rows)
    .on('GET', '/activity/actors', () => ({
      type: 'success',
      actors: [{ _id: ASHA, name: 'Asha Rao' }],
    }));
});

describe('/activity-info', () => {
  it('asks the server for the URL’s who, what, when and page (a bookmark or a reload)', async () => {
    renderScreen(<ActivityInfoScreen />, {
      route: `/activity-info?actorId=${ASHA}&action=assign,dispose&from=2026-02-01&to=2026-02-03&page=2`,
    });
    expect(await screen.findByText('Laptop 21')).toBeInTheDocument();
    expect(logRequests()).toHaveLength(1);
    expect(logRequests()[0]!.params).toEqual({
      pageNumber: 1,
      limit: 20,
      actorId: ASHA,
      action: 'assign,dispose',
      // The days in the company's time zone (India): from the start of the 1st to the end of the 3rd.
      from: '2026-01-31T18:30:00.000Z',
      to: '2026-02-03T18:30:00.000Z',
    });
    // The kit's date input shows the days as the product writes them.
    expect(await screen.findByRole('textbox', { name: 'From' })).toHaveValue('1 Feb 2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('3 Feb 2026');
    expect(screen.getByText('4 filters applied')).toBeInTheDocument();
  });

  it('ignores bad values, and a range that ends before it starts', async () => {
    renderScreen(<ActivityInfoScreen />, {
      route: '/activity-info?actorId=1&action=explode&from=2026-02-05&to=2026-02-01&page=0',
    });
    expect(await screen.findByText('Laptop 1')).toBeInTheDocument();
    expect(logRequests()[0]!.params).toEqual({
      pageNumber: 0,
      limit: 20,
      from: '2026-02-04T18:30:00.000Z',
    });
    expect(
      screen.getByText('The end date is before the start date, so it is ignored.'),
    ).toBeInTheDocument();
  });

  it('pushes filter and page changes, so back returns to the previous log', async () => {
    const user = setupUser();
    const { router } = renderScreen(<ActivityInfoScreen />, { route: '/activity-info' });
    await screen.findByText('Laptop 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Laptop 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByTitle('Disposed'));
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
    // A new filter starts again at the first page.
    expect(router.state.location.search).toBe('?action=dispose');
    expect(logRequests().at(-1)!.params).toEqual({ pageNumber: 0, limit: 20, action: 'dispose' });

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Laptop 21')).toBeInTheDocument();
    await waitFor(() => expect(logRequests().at(-1)!.params).toEqual({ pageNumber: 1, limit: 20 }));
  });

  it('offers the company’s people as who', async () => {
    const user = setupUser();
    const { router } = renderScreen(<ActivityInfoScreen />, { route: '/activity-info' });
    await screen.findByText('Laptop 1');
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByTitle('Asha Rao'));
    await waitFor(() => expect(router.state.location.search).toBe(`?actorId=${ASHA}`));
    await waitFor(() =>
      expect(logRequests().at(-1)!.params).toEqual({ pageNumber: 0, limit: 20, actorId: ASHA }),
    );
  });
});
