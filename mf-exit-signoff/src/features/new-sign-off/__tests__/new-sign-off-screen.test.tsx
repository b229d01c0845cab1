import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fail,
  FAKE_EMPLOYEES,
  fakeExit,
  fakeItem,
  installFakeApi,
  LEAVER,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_EXIT_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import NewSignOffScreen from '../new-sign-off-screen';

jest.setTimeout(40_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('GET', '/company/employees/dropdown', () => ({
    type: 'success',
    employees: FAKE_EMPLOYEES,
  }));
});
afterEach(() => api.restore());

async function fill(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('combobox', { name: /Leaving employee/ }));
  await user.click(await screen.findByTitle('Rohan Mehta (EMP-0001)'));
  const day = await screen.findByRole('textbox', { name: /Last working day/ });
  await user.click(day);
  await user.type(day, '2099-12-15{Enter}');
  await user.type(screen.getByRole('textbox', { name: /Reason for leaving/ }), 'Higher studies');
}

describe('/new-sign-off', () => {
  it('asks for the employee, the last working day and the reason before sending anything', async () => {
    const user = setupUser();
    renderScreen(<NewSignOffScreen />, { route: '/new-sign-off' });
    await user.click(screen.getByRole('button', { name: 'Start exit' }));
    expect(screen.getByText('Choose the leaving employee.')).toBeInTheDocument();
    expect(screen.getByText('Enter the last working day.')).toBeInTheDocument();
    expect(screen.getByText('Enter the reason.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('starts the exit and lists what the employee holds, as the API answers', async () => {
    const user = setupUser();
    const exit = fakeExit(1, {
      items: [fakeItem(1), fakeItem(2)],
      openTickets: [
        { _id: 't1', number: 'INC-000007', title: 'Fan is loud', status: 'in_progress' },
      ],
    });
    api.on('POST', '/exits', () => ({ type: 'success', exit }));
    renderScreen(<NewSignOffScreen />, { route: '/new-sign-off' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Start exit' }));
    expect(await screen.findByText('Exit started for Rohan Mehta')).toBeInTheDocument();
    expect(
      screen.getByText('2 assets are now pending return; each department has its part to sign.'),
    ).toBeInTheDocument();
    const held = await screen.findByRole('region', { name: 'Assets held' });
    expect(await within(held).findByText('Dell Latitude 5440')).toBeInTheDocument();
    expect(within(held).getByText('MOB-0002')).toBeInTheDocument();
    expect(within(held).getAllByText('Pending return')).toHaveLength(2);
    expect(screen.getByText('INC-000007: Fan is loud (In progress)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the exit' })).toHaveAttribute(
      'href',
      `/exit-employees/${LEAVER._id}`,
    );
    // The employee's own link, for HR to send on (no mail server).
    const own = screen.getByRole('region', { name: "The employee's own link" });
    expect(
      within(own).getByText(/^Send this link to Rohan Mehta for their exit interview/),
    ).toBeVisible();
    expect(
      within(own).getByRole('textbox', { name: "Link to the employee's own exit" }),
    ).toHaveValue(`${window.location.origin}/my-exit`);
    expect(within(own).getByRole('button', { name: 'Copy link' })).toBeVisible();
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/exits')!;
    expect(post.body).toEqual({
      employeeId: LEAVER._id,
      lastWorkingDay: '2099-12-15',
      reason: 'Higher studies',
    });
  });

  it('says so under the employee when an exit is already in progress (409)', async () => {
    const user = setupUser();
    api.on('POST', '/exits', () =>
      fail(409, {
        type: 'error',
        error: 'An exit is in progress',
        issues: [{ field: 'employeeId', message: 'An exit is in progress' }],
      }),
    );
    renderScreen(<NewSignOffScreen />, { route: '/new-sign-off' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Start exit' }));
    expect(
      await screen.findByText('This employee already has an exit in progress.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Leaving employee/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });

  it('tells a role without the start permission', () => {
    renderScreen(<NewSignOffScreen />, { route: '/new-sign-off', policies: NO_EXIT_POLICIES });
    expect(screen.getByText('Your role may not start exits.')).toBeInTheDocument();
  });
});
