import { MEMBER, renderShell } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { LICENSE_CODES, LICENSE_UNKNOWN, type ClientLicenseCode } from '@itam/shared/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import { resetProductSlug } from '@itam/shared/api';
import { sessionSaga } from '../../session/session.saga';
import { subscriptionStatus } from '../subscription-gate';

const LAPSED = {
  licenseCode: 'LICENSE_EXPIRED',
  modules: ['asset-management', 'it-services'],
  start: '2025-10-01',
  end: '2026-09-30',
  billingCycle: 'yearly',
  canPurchase: false,
  purchasers: [{ name: 'Asha Rao', email: 'asha@example.test' }],
};

let api: FakeApi;
beforeEach(() => {
  resetProductSlug();
  api = installFakeApi().on('GET', '/itam/subscription', () => ({
    type: 'success',
    subscription: LAPSED,
  }));
});
afterEach(() => api.restore());

describe('subscription gate', () => {
  it.each<[ClientLicenseCode, string]>([
    [LICENSE_UNKNOWN, 'pending'],
    ['NOT_REQUIRED', 'open'],
    ['LICENSE_EXIST', 'open'],
    ['LICENSE_REQUIRED', 'required'],
    ['LICENSE_EXPIRED', 'expired'],
  ])('%s is %s', (code, status) => {
    expect(subscriptionStatus(code)).toBe(status);
  });

  it('covers every licence code of the contract', () => {
    for (const code of LICENSE_CODES) expect(subscriptionStatus(code)).not.toBe('pending');
  });

  it("shows the spinner while the licence is 'NA'", () => {
    const { loader } = renderShell({ route: '/assets', session: { ...MEMBER, licenseCode: 'NA' } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it.each(['NOT_REQUIRED', 'LICENSE_EXIST'] as const)(
    'shows protected screens under %s',
    async (licenseCode) => {
      renderShell({ route: '/assets', session: { ...MEMBER, licenseCode } });
      expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'assets');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it.each([
    ['LICENSE_REQUIRED', 'Please Purchase Subscription to continue.'],
    ['LICENSE_EXPIRED', 'Subscription is expired please purchase subscription to continue.'],
  ] as const)(
    'shows the non-closable dialog under %s, Subscribe leads to /pricing',
    async (licenseCode, text) => {
      const user = userEvent.setup();
      const { loader, router } = renderShell({
        route: '/assets',
        session: { ...MEMBER, licenseCode },
      });
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Subscription Required');
      expect(dialog).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(loader.load).not.toHaveBeenCalledWith('assets', expect.anything());
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
      await act(async () => undefined);
      expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'marketing');
    },
  );

  it('says which plan lapsed and when, whom to ask, and lets the user log out', async () => {
    const user = userEvent.setup();
    api.on('POST', '/auth/logout', () => ({ type: 'success' }));
    const { store } = renderShell({
      route: '/assets',
      session: { ...MEMBER, licenseCode: 'LICENSE_EXPIRED' },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent(
      'Your Asset management and IT services plan (yearly) ended on 30 September 2026.',
    );
    expect(screen.getByTestId('subscription-ask')).toHaveTextContent(
      'Only an administrator can buy a subscription. Ask Asha Rao (asha@example.test).',
    );
    expect(dialog).toHaveTextContent('Subscription is expired please purchase subscription');
    store.runSaga(sessionSaga, 'session-test');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().session.isLoggedIn).toBe(false));
  });

  it('says that no plan was bought yet', async () => {
    api.on('GET', '/itam/subscription', () => ({
      type: 'success',
      subscription: {
        ...LAPSED,
        licenseCode: 'LICENSE_REQUIRED',
        modules: [],
        start: null,
        end: null,
        billingCycle: null,
        canPurchase: true,
        purchasers: [],
      },
    }));
    renderShell({ route: '/assets', session: { ...MEMBER, licenseCode: 'LICENSE_REQUIRED' } });
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent(
      'Your company has not bought a plan yet.',
    );
    expect(screen.queryByTestId('subscription-ask')).toBeNull();
  });

  it("lets the company's administrator download its data, saying so when it fails", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let answer: unknown = fail(503);
    api.on('GET', '/company/data-export', () => answer);
    renderShell({ route: '/assets', session: { ...MEMBER, licenseCode: 'LICENSE_EXPIRED' } });
    const exportPart = await screen.findByTestId('subscription-export');
    const button = within(exportPart).getByRole('button', { name: 'Download your data' });
    await user.click(button);
    expect(await within(exportPart).findByRole('alert')).toHaveTextContent(
      'The download did not finish.',
    );
    answer = new Blob(['xlsx']);
    await user.click(button);
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^company-data-.*\.xlsx$/)]));
    expect(within(exportPart).queryByRole('alert')).toBeNull();
    click.mockRestore();
  });

  it('offers no download to a user who is not an administrator', async () => {
    renderShell({
      route: '/assets',
      session: { ...MEMBER, licenseCode: 'LICENSE_EXPIRED', policies: {} },
    });
    await screen.findByTestId('subscription-plan');
    expect(screen.queryByTestId('subscription-export')).toBeNull();
  });
});
