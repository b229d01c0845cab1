import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import { useLocation } from '@itam/shared/router';
import {
  clearedExit,
  DEPARTMENTS,
  departmentId,
  fakeDepartment,
  fakeExit,
  fakeExitPage,
  installFakeApi,
  LEAVER,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_EXIT_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import ExitResponsesScreen, { monthChoices } from '../exit-responses-screen';

jest.setTimeout(40_000);

const late = fakeExit(1, {
  departments: [
    fakeDepartment('it', { overdue: true }),
    fakeDepartment('finance', { signedAt: '2026-11-21T10:00:00.000Z' }),
  ],
});
const done = {
  ...clearedExit(3),
  status: 'completed' as const,
  interview: {
    answers: {
      reasonForLeaving: 'Growth',
      rating: 4,
      wouldRecommend: true,
      wouldReturn: false,
      comments: null,
    },
    answeredAt: '2026-11-22T10:00:00.000Z',
  },
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([late, done], 31) }))
    .on('GET', '/company/departments', () => ({ type: 'success', departments: DEPARTMENTS }));
});
afterEach(async () => {
  api.restore();
  await act(() => getI18n().changeLanguage('en'));
});

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const lastList = () => api.requests.filter((r) => r.url === '/exits').at(-1)!;

describe('/exit-responses', () => {
  it('lists every exit with its status, what is outstanding, the overdue mark and the interview', async () => {
    const user = setupUser();
    renderScreen(<ExitResponsesScreen />, { route: '/exit-responses' });
    const link = await screen.findByRole('link', { name: LEAVER.name });
    expect(link).toHaveAttribute('href', `/exit-employees/${LEAVER._id}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('In progress')).toBeVisible();
    expect(within(row).getByText('Overdue')).toBeVisible();
    expect(within(row).getByText('To sign: IT (overdue)')).toBeVisible();
    expect(within(row).getByText('2 assets to account for')).toBeVisible();
    expect(within(row).getByText('Not answered')).toBeVisible();
    const completed = screen.getByRole('link', { name: 'Leaver 3' }).closest('tr')!;
    expect(within(completed).getByText('Completed')).toBeVisible();
    expect(within(completed).getByText('Nothing')).toBeVisible();
    expect(within(completed).getByText('4 of 5')).toBeVisible();
    expect(screen.getByText('31 exits')).toBeVisible();
    expect(lastList().params).toEqual({ limit: '25' });

    await user.click(within(completed).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Growth')).toBeVisible();
    expect(screen.getByText('Would you come back?').closest('div')).toHaveTextContent('No');
  });

  it("names the default departments in the reader's language and the company's own as named", async () => {
    const mixed = fakeExit(1, {
      departments: [
        fakeDepartment('it', { overdue: true }),
        fakeDepartment('legal', { name: 'Legal & Compliance' }),
      ],
    });
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([mixed]) }));
    renderScreen(<ExitResponsesScreen />, { route: '/exit-responses' });
    const row = (await screen.findByRole('link', { name: LEAVER.name })).closest('tr')!;
    await act(() => getI18n().changeLanguage('hi'));
    expect(
      within(row).getByText('हस्ताक्षर बाकी: आईटी (समय सीमा पार), Legal & Compliance'),
    ).toBeVisible();
  });

  it('keeps status, department, month and page in the URL and asks the API for them', async () => {
    const user = setupUser();
    const month = monthChoices()[6]!; // this month
    renderScreen(
      <>
        <ExitResponsesScreen />
        <Where />
      </>,
      {
        route: `/exit-responses?status=overdue&department=${departmentId(2)}&month=${month}&page=2&size=10`,
      },
    );
    await screen.findByRole('link', { name: LEAVER.name });
    expect(lastList().params).toEqual({
      status: 'overdue',
      departmentId: departmentId(2),
      month,
      limit: '10',
      pageNumber: '1',
    });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Awaiting authority'));
    await waitFor(() => expect(lastList().params).toMatchObject({ status: 'cleared' }));
    expect(lastList().params).not.toHaveProperty('pageNumber');
    expect(screen.getByTestId('where')).toHaveTextContent('status=cleared');
  });

  it('ignores a month that is not one in the URL', async () => {
    renderScreen(<ExitResponsesScreen />, { route: '/exit-responses?month=2026-13' });
    await screen.findByRole('link', { name: LEAVER.name });
    expect(lastList().params).toEqual({ limit: '25' });
  });

  it('offers months around today, latest first', () => {
    const months = monthChoices('2026-11-24');
    expect(months[0]).toBe('2027-05');
    expect(months[6]).toBe('2026-11');
    expect(months.at(-1)).toBe('2024-11');
  });

  it('tells a role that may not read the responses', () => {
    renderScreen(<ExitResponsesScreen />, { policies: NO_EXIT_POLICIES });
    expect(screen.getByText('Your role may not read the exit responses.')).toBeVisible();
  });
});
