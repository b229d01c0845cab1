import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import type { InterviewAnswers } from '../../../api/exits-api';
import {
  fail,
  fakeDepartment,
  fakeExit,
  installFakeApi,
  LEAVER,
  ownExitOf,
  SUCCESSOR,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_EXIT_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import ExitEmployeeScreen from '../../exit-employee/exit-employee-screen';

jest.setTimeout(40_000);

const mine = ownExitOf(fakeExit(1));
const answered = (answers: InterviewAnswers) => ({
  ...mine,
  interview: { answers, answeredAt: '2026-11-24T09:00:00.000Z' },
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('GET', '/exits/mine', () => ({ type: 'success', exit: mine }));
});
afterEach(async () => {
  api.restore();
  await act(() => getI18n().changeLanguage('en'));
});

const render = (employeeId = LEAVER._id) =>
  renderScreen(<ExitEmployeeScreen />, {
    route: `/exit-employees/${employeeId}`,
    path: '/exit-employees/:employeeId',
    policies: NO_EXIT_POLICIES,
  });

async function answer(user: ReturnType<typeof setupUser>) {
  const form = await screen.findByRole('form', { name: 'Exit interview' });
  await user.type(within(form).getByRole('textbox', { name: /Why are you leaving/ }), 'Growth');
  for (const [group, choice] of [
    [/rate working here/, '4'],
    [/recommend us/, 'Yes'],
    [/come back/, 'No'],
  ] as const)
    await user.click(
      within(within(form).getByRole('group', { name: group })).getByRole('radio', {
        name: choice,
      }),
    );
  await user.click(within(form).getByRole('button', { name: 'Save the answers' }));
  return form;
}

describe('/exit-employees/:employeeId, the leaving employee’s own', () => {
  it('shows their own exit without any exit permission: dates, what to return, each department; not someone else’s', async () => {
    const first = render();
    expect(await screen.findByRole('heading', { name: 'Your exit', level: 1 })).toBeVisible();
    const held = screen.getByRole('list', { name: 'What you hold and must return' });
    expect(within(held).getByText('Dell Latitude 5440 (LAP-0001)')).toBeVisible();
    expect(within(held).getAllByText('Pending return')).toHaveLength(2);
    const departments = screen.getByRole('list', { name: 'Departments' });
    expect(within(departments).getByText('IT: waiting to sign')).toBeVisible();
    // Only their own exit is read: not the exits list, which needs exit view.
    expect(api.requests.map((r) => r.url)).toEqual(['/exits/mine']);
    expect(screen.queryByText('Your role may not read exits.')).toBeNull();
    first.unmount();
    render(SUCCESSOR._id);
    expect(await screen.findByText('Your role may not read exits.')).toBeVisible();
    expect(screen.queryByText('Your exit')).toBeNull();
  });

  it("names the default departments in the reader's language and the company's own as named", async () => {
    const own = ownExitOf(
      fakeExit(1, {
        departments: [
          fakeDepartment('it'),
          fakeDepartment('hr', { signedAt: '2026-11-25T10:00:00.000Z' }),
          fakeDepartment('legal', { name: 'Legal & Compliance' }),
        ],
      }),
    );
    api.on('GET', '/exits/mine', () => ({ type: 'success', exit: own }));
    render();
    await screen.findByRole('list', { name: 'Departments' });
    await act(() => getI18n().changeLanguage('hi'));
    const departments = screen.getByRole('list', { name: 'विभाग' });
    expect(within(departments).getByText('आईटी: हस्ताक्षर की प्रतीक्षा')).toBeVisible();
    expect(within(departments).getByText(/^मानव संसाधन: .* को हस्ताक्षर किए$/)).toBeVisible();
    expect(within(departments).getByText('Legal & Compliance: हस्ताक्षर की प्रतीक्षा')).toBeVisible();
  });

  it('takes their answers once, then shows them read-only', async () => {
    const user = setupUser();
    api.on('PUT', `/exits/mine/${mine._id}/interview`, (r) => ({
      type: 'success',
      exit: answered((r.body as { answers: InterviewAnswers }).answers),
    }));
    render();
    await answer(user);
    expect(await screen.findByText(/^You sent your answers on/)).toBeVisible();
    expect(screen.getByText('4 of 5')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Exit interview' })).toBeNull();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: `/exits/mine/${mine._id}/interview`,
      body: {
        answers: {
          reasonForLeaving: 'Growth',
          rating: 4,
          wouldRecommend: true,
          wouldReturn: false,
          comments: null,
        },
      },
    });
  });

  it('shows the server’s refusals: at the question, or why it was not taken', async () => {
    const user = setupUser();
    api.on('PUT', `/exits/mine/${mine._id}/interview`, () =>
      fail(400, {
        type: 'error',
        error: 'Invalid answers.reasonForLeaving',
        issues: [{ field: 'answers.reasonForLeaving', message: 'Answer this question' }],
      }),
    );
    render();
    const form = await answer(user);
    expect(await within(form).findByText('Answer this question')).toBeVisible();
    api.on('PUT', `/exits/mine/${mine._id}/interview`, () =>
      fail(409, { type: 'error', error: 'Your answers were already sent: they cannot be changed' }),
    );
    await user.click(await within(form).findByRole('button', { name: 'Save the answers' }));
    expect(
      await within(form).findByText('Your answers were already sent: they cannot be changed'),
    ).toBeVisible();
  });

  it('shows an answered interview read-only', async () => {
    api.on('GET', '/exits/mine', () => ({
      type: 'success',
      exit: answered({
        reasonForLeaving: 'Growth',
        rating: 5,
        wouldRecommend: true,
        wouldReturn: true,
      }),
    }));
    render();
    expect(await screen.findByText('5 of 5')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Exit interview' })).toBeNull();
  });
});
