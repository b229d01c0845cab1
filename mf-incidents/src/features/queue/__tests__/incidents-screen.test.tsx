import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fail,
  FAKE_AGENTS,
  fakeDetail,
  fakeTicket,
  installFakeApi,
  ticketId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { setFormatContext } from '@itam/shared/i18n';
import { ME, renderScreen, setupUser } from '../../../test-support/render-screen';
import IncidentsScreen from '../incidents-screen';

jest.setTimeout(30_000);

let api: FakeApi;
const LAPTOP = {
  _id: '40000000-0000-4000-8000-000000000001',
  name: 'Dell Latitude 5440',
  tag: 'LAP-0001',
  serialNumber: 'SN-1',
  state: 'ASSIGNED',
  make: null,
  model: null,
  mine: false,
  openTickets: 2,
};

beforeEach(() => {
  api = installFakeApi().on('GET', '/incidents/assets', () => ({
    type: 'success',
    assets: [LAPTOP],
  }));
});

const RAVI = FAKE_AGENTS[1]!;

/** Opens the antd select named `name` and picks the option titled `title`. */
async function pick(user: ReturnType<typeof setupUser>, name: string, title: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`,
    );
    if (!found) throw new Error(`no open option ${title}`);
    return found;
  });
  await user.click(option);
}

const page = (tickets = [fakeTicket(1), fakeTicket(2, { status: 'in_progress' })]) => ({
  type: 'success',
  tickets,
  total: tickets.length,
  nextCursor: null,
});

/**
 * The open antd confirm dialog, by its class: in tests antd gives every generated id the
 * same value, so its aria-labelledby does not name it.
 */
const confirmDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!dialog) throw new Error('no confirm dialog');
    return dialog;
  });

describe('/incidents: the agents’ queue', () => {
  it('asks the server for the URL’s filters, sort and page and shows the rows', async () => {
    api.on('GET', '/incidents/tickets', () => page());
    renderScreen(<IncidentsScreen />, {
      route:
        '/incidents?status=new,assigned&priority=5,4&assignee=none&breached=true&sort=due&page=3&size=10',
      path: '/incidents',
    });
    expect(await screen.findByRole('link', { name: 'INC-000001' })).toHaveAttribute(
      'href',
      `/incidents?ticket=${ticketId(1)}`,
    );
    const request = api.requests.find((r) => r.url === '/incidents/tickets')!;
    expect(request.params).toEqual({
      status: 'new,assigned',
      priority: '5,4',
      assigneeId: 'none',
      breached: 'true',
      sort: 'due',
      limit: '10',
      pageNumber: '2',
    });
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  it("writes when each ticket was raised in the company's time zone, on its clock", async () => {
    api.on('GET', '/incidents/tickets', () => page([fakeTicket(1)]));
    // Raised 09:00 UTC: 14:30 in India.
    const { unmount } = renderScreen(<IncidentsScreen />, {
      route: '/incidents',
      path: '/incidents',
    });
    expect(await screen.findByText('20 Nov 2026, 14:30')).toBeInTheDocument();
    unmount();
    setFormatContext({ clock: '12h' });
    try {
      renderScreen(<IncidentsScreen />, { route: '/incidents', path: '/incidents' });
      expect(await screen.findByText('20 Nov 2026, 2:30 pm')).toBeInTheDocument();
    } finally {
      setFormatContext({ clock: '24h' });
    }
  });

  it('filters by an asset found by its tag, back to the first page', async () => {
    const user = setupUser();
    api.on('GET', '/incidents/tickets', () => page());
    renderScreen(<IncidentsScreen />, { route: '/incidents?page=2', path: '/incidents' });
    await screen.findByRole('link', { name: 'INC-000001' });
    await user.click(screen.getByRole('combobox', { name: 'Asset' }));
    await user.type(screen.getByRole('combobox', { name: 'Asset' }), 'LAP');
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.url === '/incidents/assets' && r.params.search === 'LAP'),
      ).toBe(true),
    );
    await user.click(await screen.findByTitle('LAP-0001 Dell Latitude 5440'));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.url === '/incidents/tickets').at(-1)!.params).toEqual({
        assetId: LAPTOP._id,
        sort: 'newest',
        limit: '25',
      }),
    );
  });

  it('says when no ticket matches the filters', async () => {
    api.on('GET', '/incidents/tickets', () => page([]));
    renderScreen(<IncidentsScreen />, { route: '/incidents?status=closed', path: '/incidents' });
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads again', async () => {
    const user = setupUser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    api.on('GET', '/incidents/tickets', () =>
      broken ? fail(500, { type: 'error', error: 'Database down' }) : page(),
    );
    renderScreen(<IncidentsScreen />, { route: '/incidents', path: '/incidents' });
    expect(
      await screen.findByText(
        'Something went wrong on the server. Try again; if it happens again, tell your administrator what you were doing.',
      ),
    ).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'INC-000001' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('assigns the selected tickets to the agent in one request', async () => {
    const user = setupUser();
    api.on('GET', '/incidents/tickets', () => page());
    api.on('POST', '/incidents/tickets/assign', (r) => ({
      type: 'success',
      updated: (r.body as { ids: string[] }).ids,
      notFound: [],
      refused: [],
    }));
    renderScreen(<IncidentsScreen />, { route: '/incidents', path: '/incidents' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select INC-000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select INC-000002' }));
    const bar = screen.getByRole('group', { name: 'Selected tickets' });
    expect(within(bar).getByText('2 tickets selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Assign to me' }));
    // Several tickets at once: asked first, with their count.
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Assign 2 tickets to yourself?');
    expect(api.requests.some((r) => r.url === '/incidents/tickets/assign')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Assign 2 tickets' }));
    expect(await screen.findByText('2 tickets updated.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/incidents/tickets/assign')!.body).toEqual({
      ids: [ticketId(1), ticketId(2)],
      assigneeId: ME,
    });
  });
});

describe('/incidents: the company’s agents', () => {
  beforeEach(() => {
    api.on('GET', '/incidents/agents', () => ({ type: 'success', agents: FAKE_AGENTS }));
  });

  it('filters the queue by any agent of the company, from the agents list', async () => {
    const user = setupUser();
    api.on('GET', '/incidents/tickets', () => page());
    renderScreen(<IncidentsScreen />, { route: '/incidents', path: '/incidents' });
    await screen.findByRole('link', { name: 'INC-000001' });
    await waitFor(() => expect(api.requests.some((r) => r.url === '/incidents/agents')).toBe(true));
    await pick(user, 'Assignee', 'Ravi Kumar');
    await waitFor(() =>
      expect(api.requests.filter((r) => r.url === '/incidents/tickets').at(-1)!.params).toEqual({
        assigneeId: RAVI._id,
        sort: 'newest',
        limit: '25',
      }),
    );
  });

  it('asks before returning several tickets to the queue, and a cancel changes none', async () => {
    const user = setupUser();
    api.on('GET', '/incidents/tickets', () => page());
    renderScreen(<IncidentsScreen />, { route: '/incidents', path: '/incidents' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select INC-000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select INC-000002' }));
    const bar = screen.getByRole('group', { name: 'Selected tickets' });
    await user.click(within(bar).getByRole('button', { name: 'Unassign' }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Return 2 tickets to the queue, unassigned?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(api.requests.some((r) => r.url === '/incidents/tickets/assign')).toBe(false);
    expect(within(bar).getByText('2 tickets selected')).toBeInTheDocument();
  });

  it('assigns the selected tickets to an agent picked from the list', async () => {
    const user = setupUser();
    api.on('GET', '/incidents/tickets', () => page());
    api.on('POST', '/incidents/tickets/assign', (r) => ({
      type: 'success',
      updated: (r.body as { ids: string[] }).ids,
      notFound: [],
      refused: [],
    }));
    renderScreen(<IncidentsScreen />, { route: '/incidents', path: '/incidents' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select INC-000001' }));
    await pick(user, 'Assign to an agent', 'Ravi Kumar');
    expect(await screen.findByText('1 ticket updated.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/incidents/tickets/assign')!.body).toEqual({
      ids: [ticketId(1)],
      assigneeId: RAVI._id,
    });
  });

  it('assigns one ticket from its detail to an agent picked from the list', async () => {
    const user = setupUser();
    api
      .on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
        type: 'success',
        ticket: fakeDetail(7),
      }))
      .on('POST', `/incidents/tickets/${ticketId(7)}/assign`, () => ({
        type: 'success',
        ticket: fakeDetail(7, { status: 'assigned', assignee: { _id: RAVI._id, name: RAVI.name } }),
      }));
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    await screen.findByText('It started this morning.');
    await waitFor(() => expect(api.requests.some((r) => r.url === '/incidents/agents')).toBe(true));
    await pick(user, 'Assign to an agent', 'Ravi Kumar');
    expect(await screen.findByRole('button', { name: 'Unassign' })).toBeInTheDocument();
    expect(
      api.requests.find((r) => r.url === `/incidents/tickets/${ticketId(7)}/assign`)!.body,
    ).toEqual({ assigneeId: RAVI._id });
  });
});

describe('/incidents: a ticket by its number', () => {
  it('opens the ticket whose number is typed in the search, as the server finds it', async () => {
    const user = setupUser();
    api.on('GET', '/incidents/tickets', () => page());
    api.on('GET', '/incidents/tickets/by-number/INC-000123', () => ({
      type: 'success',
      ticket: fakeDetail(123),
    }));
    renderScreen(<IncidentsScreen />, { route: '/incidents?status=new', path: '/incidents' });
    await screen.findByRole('link', { name: 'INC-000001' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search title or number' }),
      'inc-123{Enter}',
    );
    expect(
      await screen.findByRole('heading', { name: 'INC-000123 · Laptop will not boot 123' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the queue' })).toHaveAttribute(
      'href',
      '/incidents?status=new',
    );
    // The number opened the ticket: the queue was not searched for it.
    expect(
      api.requests.filter((r) => r.url === '/incidents/tickets').map((r) => r.params.search),
    ).toEqual([undefined]);
  });

  it('shows each change to a ticket opened by its number', async () => {
    const user = setupUser();
    api
      .on('GET', '/incidents/tickets/by-number/INC-000007', () => ({
        type: 'success',
        ticket: fakeDetail(7),
      }))
      .on('POST', `/incidents/tickets/${ticketId(7)}/transition`, () => ({
        type: 'success',
        ticket: fakeDetail(7, { status: 'in_progress', actions: ['wait', 'resolve'] }),
      }));
    renderScreen(<IncidentsScreen />, {
      route: '/incidents?ticket=INC-000007',
      path: '/incidents',
    });
    await user.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(await screen.findByRole('button', { name: 'Wait on requester' })).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  it('says an unknown number in the address was not found', async () => {
    api.on('GET', '/incidents/tickets/by-number/INC-000999', () =>
      fail(404, { type: 'error', error: 'No ticket INC-000999 was found' }),
    );
    renderScreen(<IncidentsScreen />, {
      route: '/incidents?ticket=INC-000999',
      path: '/incidents',
    });
    expect(await screen.findByText('No ticket INC-000999 was found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the queue' })).toHaveAttribute(
      'href',
      '/incidents',
    );
  });
});

describe('/incidents?ticket=<id>: a ticket’s detail', () => {
  it('shows the conversation, the SLA time left, and only the transitions the server allows', async () => {
    api.on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
      type: 'success',
      ticket: fakeDetail(7),
    }));
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}&status=new`,
      path: '/incidents',
    });
    expect(await screen.findByText('It started this morning.')).toBeInTheDocument();
    expect(screen.getByText('15 h 0 min left')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Ticket actions' });
    expect(within(actions).getByRole('button', { name: 'Start work' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the queue' })).toHaveAttribute(
      'href',
      '/incidents?status=new',
    );
  });

  it('moves the ticket through a transition and shows what the server answers', async () => {
    const user = setupUser();
    api.on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
      type: 'success',
      ticket: fakeDetail(7),
    }));
    api.on('POST', `/incidents/tickets/${ticketId(7)}/transition`, () => ({
      type: 'success',
      ticket: fakeDetail(7, { status: 'in_progress', actions: ['wait', 'resolve'] }),
    }));
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    await user.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(await screen.findByRole('button', { name: 'Wait on requester' })).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ action: 'start' });
  });

  it('shows a refused transition’s message (409) and keeps the ticket', async () => {
    const user = setupUser();
    api.on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
      type: 'success',
      ticket: fakeDetail(7),
    }));
    api.on('POST', `/incidents/tickets/${ticketId(7)}/transition`, () =>
      fail(409, {
        type: 'error',
        error: 'A ticket that is resolved cannot start (it can: close, reopen)',
        code: 'INVALID_TRANSITION',
      }),
    );
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    await user.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A ticket that is resolved cannot start',
    );
    expect(screen.getByText('It started this morning.')).toBeInTheDocument();
  });

  it('adds an internal note, and refuses an empty message without asking the server', async () => {
    const user = setupUser();
    api.on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
      type: 'success',
      ticket: fakeDetail(7),
    }));
    api.on('POST', `/incidents/tickets/${ticketId(7)}/messages`, (r) => ({
      type: 'success',
      ticket: fakeDetail(7, {
        messages: [
          ...fakeDetail(7).messages,
          {
            _id: 'm2',
            author: { _id: ME, name: 'Asha Agent' },
            visibility: 'internal',
            body: (r.body as { body: string }).body,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    }));
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Write a message first.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Internal note (desk only)' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Check the BIOS battery');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Check the BIOS battery')).toBeInTheDocument();
    const posts = api.requests.filter((r) => r.url.endsWith('/messages'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ body: 'Check the BIOS battery', visibility: 'internal' });
  });

  it('keeps a refused reply in the box, with the reason, to send again', async () => {
    const user = setupUser();
    api
      .on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
        type: 'success',
        ticket: fakeDetail(7),
      }))
      .on('POST', `/incidents/tickets/${ticketId(7)}/messages`, () =>
        fail(409, { type: 'error', error: 'A closed ticket takes no more replies' }),
      );
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Please restart it twice');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('A closed ticket takes no more replies')).toBeInTheDocument();
    expect(box).toHaveValue('Please restart it twice');
  });

  it('changes the urgency, and shows the priority the server gives', async () => {
    const user = setupUser();
    api
      .on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
        type: 'success',
        ticket: fakeDetail(7),
      }))
      .on('PATCH', `/incidents/tickets/${ticketId(7)}`, () => ({
        type: 'success',
        ticket: fakeDetail(7, { urgency: 5, priority: 4 }),
      }));
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    const editor = await screen.findByRole('group', { name: 'Change priority' });
    expect(within(editor).getByRole('button', { name: 'Change priority' })).toBeDisabled();
    await user.click(within(editor).getByRole('combobox', { name: 'Urgency' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="5 · Very high"]',
      );
      if (!found) throw new Error('no open option');
      return found;
    });
    await user.click(option);
    await user.click(within(editor).getByRole('button', { name: 'Change priority' }));
    expect(await screen.findByText('High')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ urgency: 5, impact: 3 });
  });

  it('attaches a file to the ticket at once, and refuses one of the wrong type naming it', async () => {
    const user = setupUser({ applyAccept: false });
    api
      .on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
        type: 'success',
        ticket: fakeDetail(7),
      }))
      .on('POST', `/incidents/tickets/${ticketId(7)}/attachments`, (r) => ({
        type: 'success',
        attachment: {
          _id: 'f1',
          fileName: r.params.fileName,
          contentType: 'image/png',
          size: 2048,
          internal: false,
          createdAt: '2026-11-20T10:00:00.000Z',
          url: `/api/incidents/tickets/${ticketId(7)}/attachments/f1`,
        },
      }));
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    expect(await screen.findByText('No files attached.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Attach files'), [
      new File([new Uint8Array(2048)], 'screen.png', { type: 'image/png' }),
      new File([new Uint8Array(8)], 'tool.exe', { type: 'application/x-msdownload' }),
    ]);
    expect(await screen.findByRole('button', { name: 'screen.png' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'tool.exe: This type of file is not accepted',
    );
    const uploads = api.requests.filter((r) => r.url.endsWith('/attachments'));
    expect(uploads.map((r) => r.params)).toEqual([{ fileName: 'screen.png' }]);
  });

  it('downloads an attachment through the API client (the bearer token), under its name', async () => {
    const user = setupUser();
    const attachment = {
      _id: 'f1',
      fileName: 'screen.png',
      contentType: 'image/png',
      size: 2048,
      internal: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      url: `/api/incidents/tickets/${ticketId(7)}/attachments/f1`,
    };
    api
      .on('GET', `/incidents/tickets/${ticketId(7)}`, () => ({
        type: 'success',
        ticket: fakeDetail(7, { attachments: [attachment] }),
      }))
      .on('GET', `/incidents/tickets/${ticketId(7)}/attachments/f1`, () => 'PNG');
    const created = jest.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('screen.png');
      expect(this.href).toBe('blob:file');
    });
    renderScreen(<IncidentsScreen />, {
      route: `/incidents?ticket=${ticketId(7)}`,
      path: '/incidents',
    });
    await user.click(await screen.findByRole('button', { name: 'screen.png' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(created).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });
});
