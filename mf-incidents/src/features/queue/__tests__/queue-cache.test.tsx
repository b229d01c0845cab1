/**
 * The server-data layer on the service desk's screens (issue 32): the queue reached again
 * in the same session shows the kept page without asking the server, and a change to a
 * ticket refreshes every screen that shows it (here one opened by its id and one by its
 * number), with nothing passed between them.
 */
import { LeaveAndReturn } from '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import {
  fakeDetail,
  fakeTicket,
  installFakeApi,
  ticketId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { TicketDetail } from '../../ticket/ticket-detail';
import IncidentsScreen from '../incidents-screen';

jest.setTimeout(40_000);

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/incidents/assets', () => ({ type: 'success', assets: [] }))
    .on('GET', '/incidents/tickets', () => ({
      type: 'success',
      tickets: [fakeTicket(1)],
      total: 1,
      nextCursor: null,
    }))
    .on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
      type: 'success',
      ticket: fakeDetail(7),
    }))
    .on('GET', '/incidents/tickets/by-number/INC-000007', () => ({
      type: 'success',
      ticket: fakeDetail(7),
    }))
    .on('POST', `/incidents/tickets/${ticketId(7)}/transition`, () => ({
      type: 'success',
      ticket: fakeDetail(7, { status: 'in_progress', actions: ['wait', 'resolve'] }),
    }));
});
afterEach(() => api.restore());

const gets = (url: string) => api.gets(url);

describe('the service desk’s cached reads', () => {
  it('shows the queue reached a second time from the cache, with one request', async () => {
    const user = setupUser();
    renderScreen(
      <LeaveAndReturn>
        <IncidentsScreen />
      </LeaveAndReturn>,
      { route: '/incidents', path: '/incidents' },
    );
    expect(await screen.findByRole('link', { name: 'INC-000001' })).toBeVisible();
    expect(gets('/incidents/tickets')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Another screen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));

    // At once, from the kept page: no second request.
    expect(screen.getByRole('link', { name: 'INC-000001' })).toBeVisible();
    expect(gets('/incidents/tickets')).toHaveLength(1);
  });

  it('refreshes another screen showing the ticket after a change, with no callback between them', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <section aria-label="by id">
          <TicketDetail ticketId={ticketId(7)} />
        </section>
        <section aria-label="by number">
          <TicketDetail ticketId="INC-000007" />
        </section>
      </>,
      { route: '/incidents', path: '/incidents' },
    );
    const first = screen.getByRole('region', { name: 'by id' });
    const second = screen.getByRole('region', { name: 'by number' });
    expect(await within(second).findByRole('button', { name: 'Start work' })).toBeVisible();
    await user.click(await within(first).findByRole('button', { name: 'Start work' }));

    expect(
      await within(first).findByRole('button', { name: 'Wait on requester' }),
    ).toBeInTheDocument();
    // The second copy, which knows nothing of the first, shows the change too.
    expect(
      await within(second).findByRole('button', { name: 'Wait on requester' }),
    ).toBeInTheDocument();
    expect(within(second).getByText('In progress')).toBeInTheDocument();
    // From the change's answer: the ticket is not read again.
    expect(gets(`/incidents/tickets/${ticketId(7)}`)).toHaveLength(1);
    expect(gets('/incidents/tickets/by-number/INC-000007')).toHaveLength(1);
  });
});
