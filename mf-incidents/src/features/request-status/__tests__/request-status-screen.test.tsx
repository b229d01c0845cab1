import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import {
  fail,
  fakeDetail,
  fakeTicket,
  installFakeApi,
  ticketId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { REQUESTER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import RequestStatusScreen from '../request-status-screen';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

const mine =
  (tickets = [fakeTicket(3, { status: 'waiting_on_requester' })]) =>
  () => ({
    type: 'success',
    tickets,
    total: tickets.length,
    nextCursor: null,
  });

describe('/request-status', () => {
  it('lists the requester’s own tickets and links each to its conversation', async () => {
    api.on('GET', '/incidents/tickets', mine());
    renderScreen(<RequestStatusScreen />, {
      policies: REQUESTER_POLICIES,
      route: '/request-status',
      path: '/request-status',
    });
    expect(await screen.findByRole('link', { name: 'INC-000003' })).toHaveAttribute(
      'href',
      `/request-status?ticket=${ticketId(3)}`,
    );
    expect(screen.getByText('Waiting on requester')).toBeInTheDocument();
    expect(api.requests[0]!.params).toEqual({ scope: 'mine', sort: 'newest', limit: '10' });
  });

  it('reads service requests only when the company has IT services alone', async () => {
    api.on('GET', '/incidents/requests', mine([]));
    renderScreen(<RequestStatusScreen />, {
      policies: REQUESTER_POLICIES,
      companyRoles: ['it-services'],
      route: '/request-status',
      path: '/request-status',
    });
    expect(await screen.findByText('You have not raised any ticket yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raise a ticket' })).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toEqual(['/incidents/requests']);
  });

  it('shows the error with a retry', async () => {
    const user = setupUser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    api.on('GET', '/incidents/tickets', () =>
      broken ? fail(503, { type: 'error', error: 'Try again later' }) : mine()(),
    );
    renderScreen(<RequestStatusScreen />, {
      policies: REQUESTER_POLICIES,
      route: '/request-status',
      path: '/request-status',
    });
    expect(
      await screen.findByText(
        'The server is unavailable for the moment (busy or being updated). Nothing was changed: try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'INC-000003' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('lets the requester answer a question, without internal notes or desk actions', async () => {
    const user = setupUser();
    const waiting = fakeDetail(3, {
      status: 'waiting_on_requester',
      actions: [],
      sla: { ...fakeDetail(3).sla, paused: true },
    });
    api
      .on('GET', `/incidents/tickets/${ticketId(3)}`, () => ({ type: 'success', ticket: waiting }))
      .on('POST', `/incidents/tickets/${ticketId(3)}/messages`, () => ({
        type: 'success',
        ticket: { ...waiting, status: 'in_progress', sla: { ...waiting.sla, paused: false } },
      }));
    renderScreen(<RequestStatusScreen />, {
      policies: REQUESTER_POLICIES,
      route: `/request-status?ticket=${ticketId(3)}`,
      path: '/request-status',
    });
    expect(await screen.findByText('15 h 0 min left · Paused')).toBeInTheDocument();
    expect(
      screen.queryByRole('radio', { name: 'Internal note (desk only)' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change priority' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'It is the charger.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ body: 'It is the charger.', visibility: 'public' });
  });

  it('offers the survey of a resolved ticket', async () => {
    api.on('GET', `/incidents/tickets/${ticketId(3)}`, () => ({
      type: 'success',
      ticket: fakeDetail(3, {
        status: 'resolved',
        actions: ['close', 'reopen'],
        survey: { status: 'pending', expiresAt: '2026-12-04T09:00:00.000Z', rating: null },
      }),
    }));
    renderScreen(<RequestStatusScreen />, {
      policies: REQUESTER_POLICIES,
      route: `/request-status?ticket=${ticketId(3)}`,
      path: '/request-status',
    });
    expect(await screen.findByRole('link', { name: 'Give feedback' })).toHaveAttribute(
      'href',
      `/feedback?ticket=${ticketId(3)}`,
    );
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });
});
