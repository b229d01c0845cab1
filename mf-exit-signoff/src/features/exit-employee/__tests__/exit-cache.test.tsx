/**
 * The server-data layer on the exit screens (issue 32): an exit reached again in the same
 * session shows the kept answer without asking the server, and a write refreshes every
 * screen that shows the written exit, with nothing passed between them.
 */
import { LeaveAndReturn } from '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { Exit } from '../../../api/exits-api';
import {
  fakeExit,
  fakeExitPage,
  installFakeApi,
  LEAVER,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import ExitEmployeeScreen from '../exit-employee-screen';

jest.setTimeout(40_000);

const ROUTE = { route: `/exit-employees/${LEAVER._id}`, path: '/exit-employees/:employeeId' };

let api: FakeApi;
/** The exit as the server holds it. */
let exit: Exit;

beforeEach(() => {
  exit = fakeExit(1);
  api = installFakeApi()
    .on('GET', '/exits/mine', () => ({ type: 'success', exit: null }))
    .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([exit]) }))
    .on('GET', `/exits/${exit._id}`, () => ({ type: 'success', exit }))
    .on('PUT', `/exits/${exit._id}/interview`, (r) => {
      exit = {
        ...exit,
        interview: {
          answers: (r.body as { answers: NonNullable<Exit['interview']>['answers'] }).answers,
          answeredAt: '2026-11-24T09:00:00.000Z',
        },
      };
      return { type: 'success', exit };
    });
});
afterEach(() => api.restore());

const gets = (url: string) => api.gets(url);

describe('the exit screens’ cached reads', () => {
  it('shows an exit reached a second time from the cache, without asking the server again', async () => {
    const user = setupUser();
    renderScreen(
      <LeaveAndReturn>
        <ExitEmployeeScreen />
      </LeaveAndReturn>,
      ROUTE,
    );
    expect(await screen.findByRole('button', { name: 'Record the answers' })).toBeVisible();
    expect(gets(`/exits/${exit._id}`)).toHaveLength(1);
    expect(gets('/exits')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Another screen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));

    // At once, from the kept answers: no loading state, and no second request.
    expect(screen.getByRole('button', { name: 'Record the answers' })).toBeVisible();
    expect(gets(`/exits/${exit._id}`)).toHaveLength(1);
    expect(gets('/exits')).toHaveLength(1);
  });

  it('refreshes another screen showing the exit after a write, with no callback between them', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <section aria-label="first">
          <ExitEmployeeScreen />
        </section>
        <section aria-label="second">
          <ExitEmployeeScreen />
        </section>
      </>,
      ROUTE,
    );
    const first = screen.getByRole('region', { name: 'first' });
    const second = screen.getByRole('region', { name: 'second' });
    await user.click(await within(first).findByRole('button', { name: 'Record the answers' }));
    const form = within(first).getByRole('form', { name: 'Exit interview' });
    await user.type(within(form).getByRole('textbox', { name: /Why are you leaving/ }), 'Growth');
    const choose = async (group: RegExp, name: string) =>
      user.click(
        within(within(form).getByRole('group', { name: group })).getByRole('radio', { name }),
      );
    await choose(/rate working here/, '4');
    await choose(/recommend us/, 'Yes');
    await choose(/come back/, 'No');
    await user.click(within(form).getByRole('button', { name: 'Save the answers' }));

    expect(await within(first).findByText('4 of 5')).toBeVisible();
    // The second screen, which knows nothing of the form, shows the answers too.
    expect(await within(second).findByText('4 of 5')).toBeVisible();
    // From the write's answer: the exit is not read again.
    expect(gets(`/exits/${exit._id}`)).toHaveLength(1);
  });
});
