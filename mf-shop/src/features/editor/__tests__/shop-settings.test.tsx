import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@itam/shared/router';
import {
  fail,
  FAKE_CATEGORIES,
  FAKE_SETTINGS,
  FAKE_SETTINGS_USERS,
  fakeProductPage,
  installFakeApi,
  type FakeApi,
  type FakeRequest,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser, STAFF_POLICIES } from '../../../test-support/render-screen';
import CatalogueEditorScreen from '../catalogue-editor-screen';

jest.setTimeout(120_000);

const [AGENT] = FAKE_SETTINGS_USERS;
const SETTINGS = FAKE_SETTINGS;

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/shop/categories', () => ({ type: 'success', categories: FAKE_CATEGORIES }))
    .on('GET', '/shop/products', () => ({ type: 'success', ...fakeProductPage() }))
    .on('GET', '/shop/settings', () => ({ type: 'success', settings: SETTINGS }))
    .on('GET', '/shop/settings/users', () => ({
      type: 'success',
      users: FAKE_SETTINGS_USERS,
    }));
});
afterEach(() => api.restore());

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const writes = () => api.requests.filter((r: FakeRequest) => r.method !== 'GET');

describe('/product?tab=settings', () => {
  it('opens from its tab, kept in the URL, with the limit in rupees and the approvers named', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <CatalogueEditorScreen />
        <Where />
      </>,
      { route: '/product' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Shop settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('tab=settings');
    expect(await screen.findByRole('spinbutton', { name: /^Price limit/ })).toHaveValue(
      '150000.00',
    );
    expect(
      screen.getByRole('combobox', { name: /^IT approver/ }).closest('.ant-select'),
    ).toHaveTextContent('Imran Head');
    expect(
      screen.getByRole('combobox', { name: /^Finance approver/ }).closest('.ant-select'),
    ).toHaveTextContent('Farah Finance');
    expect(screen.queryByRole('button', { name: 'New product' })).not.toBeInTheDocument();
  });

  it('saves the limit in paise and the approvers chosen, and says so', async () => {
    const user = setupUser();
    api.on('PUT', '/shop/settings', (request) => ({
      type: 'success',
      settings: {
        ...SETTINGS,
        ...(request.body as object),
        itApprover: { _id: AGENT!._id, name: AGENT!.name },
        financeApprover: null,
      },
    }));
    renderScreen(<CatalogueEditorScreen />, { route: '/product?tab=settings' });
    const limit = await screen.findByRole('spinbutton', { name: /^Price limit/ });
    await user.clear(limit);
    await user.type(limit, '200000.5');
    await user.click(screen.getByRole('combobox', { name: /^IT approver/ }));
    await user.click(await screen.findByTitle('Arjun Agent (agent@demo.test)'));
    const finance = screen.getByRole('combobox', { name: /^Finance approver/ });
    await user.click(finance.closest('.ant-select')!.querySelector('.ant-select-clear')!);
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));

    expect(await screen.findByText('Shop settings saved.')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).toEqual({
      priceLimitPaise: 20000050,
      itApproverUserId: AGENT!._id,
      financeApproverUserId: null,
    });
  });

  it('checks the limit, then shows the server’s refusal at the approver it names', async () => {
    const user = setupUser();
    api.on('PUT', '/shop/settings', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid financeApproverUserId: No such user in your company',
        issues: [{ field: 'financeApproverUserId', message: 'No such user in your company' }],
        code: 'SHOP_UNKNOWN_USER',
      }),
    );
    renderScreen(<CatalogueEditorScreen />, { route: '/product?tab=settings' });
    const limit = await screen.findByRole('spinbutton', { name: /^Price limit/ });
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(limit).toHaveAccessibleDescription(/Give the price limit in rupees, 0 or more\./);
    expect(writes()).toHaveLength(0);

    await user.type(limit, '100000');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: /^Finance approver/ }),
      ).toHaveAccessibleDescription(/This user is not in your company\./),
    );
    expect(writes()[0]!.body).toMatchObject({ priceLimitPaise: 10000000 });
    expect(screen.queryByText('Shop settings saved.')).not.toBeInTheDocument();
  });

  it('offers only users whose role may approve, and names a refused one at its field', async () => {
    const user = setupUser();
    api.on('PUT', '/shop/settings', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid itApproverUserId: This user’s role may not approve shop orders',
        issues: [{ field: 'itApproverUserId', message: 'may not approve' }],
        code: 'SHOP_APPROVER_CANNOT_APPROVE',
      }),
    );
    renderScreen(<CatalogueEditorScreen />, { route: '/product?tab=settings' });
    const it = await screen.findByRole('combobox', { name: /^IT approver/ });
    expect(it).toHaveAccessibleDescription(
      /Only people whose role may approve shop orders are offered\./,
    );
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() =>
      expect(it).toHaveAccessibleDescription(
        /This user's role may not approve shop orders: choose someone whose role may\./,
      ),
    );
  });

  it('shows the settings read-only to the shop’s readers who may not edit them', async () => {
    renderScreen(<CatalogueEditorScreen />, {
      route: '/product?tab=settings',
      policies: STAFF_POLICIES,
    });
    expect(
      await screen.findByText("Only the catalogue's editors may change these settings."),
    ).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
    expect(screen.getByText('Imran Head')).toBeInTheDocument();
    expect(screen.getByText('Farah Finance')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the settings' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url === '/shop/settings/users')).toBe(false);
  });
});
