import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import {
  fail,
  fakeDetail,
  fakeTicket,
  installFakeApi,
  type FakeApi,
} from '../../../test-support/fixtures';
import { REQUESTER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import CreateTicketScreen from '../create-ticket-screen';

jest.setTimeout(30_000);

const LAPTOP = {
  _id: '40000000-0000-4000-8000-000000000001',
  name: 'Dell Latitude 5440',
  tag: 'LAP-0001',
  serialNumber: 'SN-1',
  state: 'ASSIGNED',
  make: 'Dell',
  model: 'Latitude 5440',
  mine: true,
  openTickets: 1,
};
const MONITOR = {
  ...LAPTOP,
  _id: '40000000-0000-4000-8000-000000000002',
  name: 'Monitor',
  tag: 'MON-0002',
  mine: false,
  openTickets: 0,
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/incidents/assets', (r) => ({
      type: 'success',
      assets: r.params.search ? [LAPTOP, MONITOR] : [LAPTOP],
    }))
    .on('GET', `/incidents/assets/${LAPTOP._id}/tickets`, () => ({
      type: 'success',
      asset: { ...LAPTOP, updatedAt: '2026-11-01T00:00:00.000Z' },
      openTickets: 1,
      tickets: [fakeTicket(5, { title: 'Fan is loud', status: 'in_progress' })],
    }));
});

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('/create-ticket', () => {
  it('offers the requester’s own assets first and shows the chosen one’s state and open tickets', async () => {
    const user = setupUser();
    renderScreen(<CreateTicketScreen />, { policies: REQUESTER_POLICIES });
    await user.click(screen.getByRole('combobox', { name: 'Asset it concerns' }));
    expect(await screen.findByText('Your assets')).toBeInTheDocument();
    await user.click(await screen.findByTitle('LAP-0001 Dell Latitude 5440 (SN-1)'));
    expect(await screen.findByText('1 ticket is already open on this asset.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'INC-000005' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/incidents/assets')!.params).toEqual({});
  });

  it('refuses a file of the wrong type or too large, naming it, and keeps the good one', async () => {
    const user = setupUser({ applyAccept: false });
    renderScreen(<CreateTicketScreen />, { policies: REQUESTER_POLICIES });
    await user.upload(screen.getByLabelText('Screenshots or files'), [
      file('screen.png', 'image/png', 2048),
      file('setup.exe', 'application/x-msdownload', 10),
      file('huge.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('setup.exe: This type of file is not accepted');
    expect(alert).toHaveTextContent('huge.pdf: The file is larger than 10 MB.');
    const chosen = screen.getByRole('list', { name: 'Files to attach' });
    expect(within(chosen).getByText('screen.png')).toBeInTheDocument();
    expect(within(chosen).queryByText('setup.exe')).not.toBeInTheDocument();
  });

  it('asks for a title before sending anything', async () => {
    const user = setupUser();
    renderScreen(<CreateTicketScreen />, { policies: REQUESTER_POLICIES });
    await user.click(screen.getByRole('button', { name: 'Raise ticket' }));
    expect(screen.getByText('Say in a few words what is wrong.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('raises the ticket on the asset, uploads the screenshot and links to the ticket', async () => {
    const user = setupUser();
    api
      .on('POST', '/incidents/tickets', () => ({ type: 'success', ticket: fakeDetail(9) }))
      .on('POST', `/incidents/tickets/${fakeDetail(9)._id}/attachments`, () => ({
        type: 'success',
        attachment: {},
      }));
    renderScreen(<CreateTicketScreen />, { policies: REQUESTER_POLICIES });
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), 'Laptop will not boot');
    await user.click(screen.getByRole('combobox', { name: 'Asset it concerns' }));
    await user.click(await screen.findByTitle('LAP-0001 Dell Latitude 5440 (SN-1)'));
    await user.upload(
      screen.getByLabelText('Screenshots or files'),
      file('screen.png', 'image/png', 100),
    );
    await user.click(screen.getByRole('button', { name: 'Raise ticket' }));
    expect(await screen.findByText('Ticket INC-000009 raised')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow this ticket' })).toHaveAttribute(
      'href',
      `/request-status?ticket=${fakeDetail(9)._id}`,
    );
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/incidents/tickets')!;
    expect(post.body).toEqual({
      title: 'Laptop will not boot',
      description: '',
      urgency: 3,
      impact: 3,
      assetId: LAPTOP._id,
    });
    const upload = api.requests.find((r) => r.url.endsWith('/attachments'))!;
    expect(upload.params).toEqual({ fileName: 'screen.png' });
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = setupUser();
    api.on('POST', '/incidents/tickets', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid body',
        issues: [{ field: 'assetId', message: 'No asset of your company has this id' }],
      }),
    );
    renderScreen(<CreateTicketScreen />, { policies: REQUESTER_POLICIES });
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Raise ticket' }));
    expect(await screen.findByText('No asset of your company has this id')).toBeInTheDocument();
  });
});
