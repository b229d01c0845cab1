/** /url_redirect, /dashboard-old, /company-branches and the one-time link pages (invitation, password reset). */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { fail, installFakeApi } from '../../../test-support/fake-api';
import { STORY_DASHBOARD } from '../../../test-support/story-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import AcceptInviteScreen, { ResetPasswordScreen } from '../accept-invite-screen';
import CompanyBranchesScreen from '../company-branches-screen';
import DashboardOldScreen from '../dashboard-old-screen';
import UrlRedirectScreen from '../url-redirect-screen';
import { BRANCHES } from '../../../test-support/org-fixtures';

jest.mock('../start-session', () => ({ startSignedIn: jest.fn() }));
const { startSignedIn } = jest.requireMock<{ startSignedIn: jest.Mock }>('../start-session');

jest.setTimeout(40_000);
const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  installFakeApi()
    .on('GET', '/company/tags/resolve', (r) =>
      r.params.tag === 'DC-000061'
        ? { type: 'success', asset: { _id: 'asset-61', name: 'ThinkPad', tag: 'DC-000061' } }
        : fail(404, { type: 'error', error: 'No asset of your company has this tag' }),
    )
    .on('GET', '/assets/dashboard', () => ({ type: 'success', ...STORY_DASHBOARD }))
    .on('GET', '/company/branches', () => ({ type: 'success', branches: BRANCHES }))
    .on('GET', `/invitations/${TOKEN}`, () => ({
      type: 'success',
      invitation: { email: 'nisha@demo.test', firstName: 'Nisha', companyName: 'Demo Corp' },
    }))
    .on('GET', `/invitations/${'b'.repeat(43)}`, () =>
      fail(404, { type: 'error', error: 'This invitation link is not valid' }),
    )
    .on('GET', `/auth/password-reset/${TOKEN}`, () => ({
      type: 'success',
      reset: { email: 'r***@demo.test' },
    }))
    .on('POST', `/auth/password-reset/${TOKEN}`, (r) =>
      (r.body as { password: string }).password === 'Late!Pass1'
        ? fail(410, { type: 'error', error: 'expired', code: 'LINK_EXPIRED' })
        : { type: 'success' },
    )
    .on('GET', `/auth/password-reset/${'c'.repeat(43)}`, () =>
      fail(410, {
        type: 'error',
        error: 'This password reset link was used already',
        code: 'LINK_USED',
      }),
    )
    .on('POST', `/invitations/${TOKEN}/accept`, () => ({
      type: 'success',
      token: 'session-token',
    }));
});

describe('/url_redirect', () => {
  it('opens the asset of a known tag', async () => {
    const { router } = renderScreen(<UrlRedirectScreen />, {
      route: '/url_redirect?tag=DC-000061',
      path: '*',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/edit/asset-61'));
  });

  it('says an unknown tag is not the company’s and offers search', async () => {
    renderScreen(<UrlRedirectScreen />, {
      route: '/url_redirect?tag=OL-000001',
      path: '/url_redirect',
    });
    expect(
      await screen.findByText('No asset of your company has the tag OL-000001'),
    ).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search assets' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search assets' })).toHaveValue('OL-000001');
  });
});

describe('/dashboard-old', () => {
  it('shows the dashboard’s counts as plain tables', async () => {
    renderScreen(<DashboardOldScreen />);
    const byState = await screen.findByRole('table', { name: 'By state' });
    expect(byState).toHaveTextContent('In Inventory');
    expect(screen.getByRole('table', { name: 'Assets' })).toHaveTextContent('2,000');
    expect(screen.getByRole('table', { name: 'Warranties ending' })).toHaveTextContent('30 days12');
  });
});

describe('/company-branches', () => {
  it('is the branches view as a page', async () => {
    renderScreen(<CompanyBranchesScreen />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company branches' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'PUN-1' })).toBeInTheDocument();
  });
});

describe('/accept-invite/:token', () => {
  it('lets the invitee set a password and stores the new session', async () => {
    const user = setupUser();
    renderScreen(<AcceptInviteScreen />, {
      route: `/accept-invite/${TOKEN}`,
      path: '/accept-invite/:token',
    });
    expect(
      await screen.findByText('Welcome, Nisha! You are joining Demo Corp as nisha@demo.test.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('session-token'));
  });

  it('says a used or expired link is not valid', async () => {
    renderScreen(<AcceptInviteScreen />, {
      route: `/accept-invite/${'b'.repeat(43)}`,
      path: '/accept-invite/:token',
    });
    expect(await screen.findByText(/This invitation link is not valid/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('/reset-password/:token', () => {
  const at = (token: string) =>
    renderScreen(<ResetPasswordScreen />, {
      route: `/reset-password/${token}`,
      path: '/reset-password/:token',
    });

  it('sets a new password with the strength hint, then points to the login', async () => {
    startSignedIn.mockClear();
    const user = setupUser();
    at(TOKEN);
    expect(await screen.findByText('Set a new password for r***@demo.test.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'At least 8 characters with a lower-case and an upper-case letter, a digit and a symbol.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'R3set!Password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'R3set!Password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set.');
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(startSignedIn).not.toHaveBeenCalled();
  });

  it('says why a link does not work, translated from its code', async () => {
    at('c'.repeat(43));
    expect(
      await screen.findByText('This password reset link was used already: it works only once.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says so when the link expires while the form is open', async () => {
    const user = setupUser();
    at(TOKEN);
    await user.type(await screen.findByLabelText('New password'), 'Late!Pass1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Late!Pass1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This password reset link has expired: it works for one hour.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
