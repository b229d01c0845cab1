import { MEMBER, renderShell } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { LICENSE_CODES, LICENSE_UNKNOWN, type ClientLicenseCode } from '@itam/shared/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscriptionStatus } from '../subscription-gate';

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
});
