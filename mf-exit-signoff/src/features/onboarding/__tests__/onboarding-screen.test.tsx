import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  assetId,
  fail,
  FAKE_EMPLOYEES,
  fakeOnboarding,
  installFakeApi,
  SUCCESSOR,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_EXIT_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import OnboardingScreen from '../onboarding-screen';

jest.setTimeout(40_000);

const stock = (n: number, name: string, tag: string) => ({
  _id: assetId(n),
  name,
  tag,
  serialNumber: null,
  model: null,
  assetType: null,
});
const STOCK = [stock(50, 'MacBook Air', 'LAP-0050'), stock(51, 'Pixel 8', 'MOB-0051')];

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/onboardings', () => ({
      type: 'success',
      onboardings: [fakeOnboarding(1), fakeOnboarding(2, { due: true, joiningDate: '2026-11-20' })],
      total: 2,
      pageNumber: 0,
      limit: 50,
    }))
    .on('GET', '/company/employees/dropdown', () => ({
      type: 'success',
      employees: FAKE_EMPLOYEES,
    }))
    .on('GET', '/assets/available', () => ({ type: 'success', assets: STOCK }));
});
afterEach(() => api.restore());

async function fill(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('combobox', { name: /Joiner/ }));
  await user.click(await screen.findByTitle('Priya Nair (EMP-0002)'));
  const day = await screen.findByRole('textbox', { name: /Joining date/ });
  await user.click(day);
  await user.type(day, '2099-01-05{Enter}');
  await user.click(screen.getByRole('combobox', { name: /Assets in stock/ }));
  await user.click(await screen.findByTitle('MacBook Air (LAP-0050)'));
}

describe('/pre-employee-onboarding', () => {
  it('reserves in-stock assets for the joining date', async () => {
    const user = setupUser();
    api.on('POST', '/onboardings', () => ({
      type: 'success',
      onboarding: fakeOnboarding(3, {
        employee: { _id: SUCCESSOR._id, id: SUCCESSOR.id, name: SUCCESSOR.name },
      }),
    }));
    renderScreen(<OnboardingScreen />, { route: '/pre-employee-onboarding' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('1 asset reserved for Priya Nair')).toBeVisible();
    // Offered: in stock and reserved for no one (the server's available list).
    expect(api.requests.find((r) => r.url === '/assets/available')).toBeDefined();
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      employeeId: SUCCESSOR._id,
      joiningDate: '2099-01-05',
      assetIds: [assetId(50)],
    });
    // The list is read again with the new onboarding.
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.url === '/onboardings' && r.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('asks for every field, and shows a reserved asset refused by the server (409)', async () => {
    const user = setupUser();
    api.on('POST', '/onboardings', () =>
      fail(409, {
        type: 'error',
        error: 'Already reserved',
        issues: [{ field: 'assetIds.0', message: 'MacBook Air is reserved for another joiner' }],
      }),
    );
    renderScreen(<OnboardingScreen />, { route: '/pre-employee-onboarding' });
    await user.click(await screen.findByRole('button', { name: 'Reserve' }));
    expect(screen.getByText('Choose the joiner.')).toBeVisible();
    expect(screen.getByText('Enter the joining date.')).toBeVisible();
    expect(screen.getByText('Choose at least one asset.')).toBeVisible();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('MacBook Air is reserved for another joiner')).toBeVisible();
  });

  it('lists the onboardings and hands the assets over on day one', async () => {
    const user = setupUser();
    api.on('POST', `/onboardings/${fakeOnboarding(2)._id}/start`, () => ({
      type: 'success',
      onboarding: fakeOnboarding(2, { status: 'started' }),
    }));
    renderScreen(<OnboardingScreen />, { route: '/pre-employee-onboarding' });
    const first = (await screen.findByRole('heading', { name: 'Joiner 1 (EMP-31)' })).closest(
      'li',
    )!;
    expect(within(first).getByText('Reserved')).toBeVisible();
    expect(within(first).getByText('Assets: MacBook Air (LAP-041)')).toBeVisible();
    expect(within(first).queryByRole('button', { name: 'Hand over the assets' })).toBeNull();
    const due = screen.getByRole('heading', { name: 'Joiner 2 (EMP-32)' }).closest('li')!;
    expect(within(due).getByText('Day one has come')).toBeVisible();
    await user.click(within(due).getByRole('button', { name: 'Hand over the assets' }));
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.url === `/onboardings/${fakeOnboarding(2)._id}/start`),
      ).toBe(true),
    );
  });

  it('tells a role that may not prepare onboardings', () => {
    renderScreen(<OnboardingScreen />, { policies: NO_EXIT_POLICIES });
    expect(screen.getByText('Your role may not prepare onboardings.')).toBeVisible();
  });
});
