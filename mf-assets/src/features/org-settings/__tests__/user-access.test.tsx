/** Component tests of who may sign in: deactivating and reactivating users, revoking invitations. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyUser, Invitation } from '@itam/shared/contracts';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { confirmDialog, renderScreen, setupUser } from '../../../test-support/render-screen';
import AccountSettingsScreen from '../account-settings-screen';
import AcceptInviteScreen from '../accept-invite-screen';
import { ROLES } from '../../../test-support/org-fixtures';

jest.setTimeout(60_000);

const role = { _id: ROLES[1]!._id, roleName: ROLES[1]!.roleName };
const RAVI: CompanyUser = {
  _id: 'u-ravi',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@demo.test',
  active: true,
  role,
};
const PENDING: Invitation = {
  _id: 'i-nisha',
  email: 'nisha@demo.test',
  firstName: 'Nisha',
  lastName: '',
  role,
  createdAt: '2026-02-01T10:00:00.000Z',
  expiresAt: '2099-02-08T10:00:00.000Z',
  acceptedAt: null,
  revokedAt: null,
};

let api: FakeApi;
let users: CompanyUser[];
let invitations: Invitation[];
beforeEach(() => {
  users = [RAVI];
  invitations = [PENDING];
  api = installFakeApi()
    .on('GET', '/company/roles', () => ({ type: 'success', roles: ROLES }))
    .on('GET', '/company/users', () => ({ type: 'success', users }))
    .on('GET', '/company/invitations', () => ({ type: 'success', invitations }))
    .on('POST', '/company/users/u-ravi/deactivate', () => {
      users = [{ ...RAVI, active: false }];
      return { type: 'success' };
    })
    .on('POST', '/company/users/u-ravi/reactivate', () =>
      fail(409, { type: 'error', error: 'This user is active already' }),
    )
    .on('POST', '/company/invitations/i-nisha/revoke', () => {
      invitations = [{ ...PENDING, revokedAt: '2026-02-02T10:00:00.000Z' }];
      return { type: 'success' };
    });
});

const adminSetup = () =>
  renderScreen(<AccountSettingsScreen />, {
    route: '/account-settings/admin_setup',
    path: '/account-settings/:view',
  });

const posts = (url: string) => api.requests.filter((r) => r.method === 'POST' && r.url === url);

describe('users', () => {
  it('deactivates a user after confirmation, then offers to reactivate them', async () => {
    const user = setupUser();
    adminSetup();
    const row = (await screen.findByText('ravi@demo.test')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Deactivate ravi@demo.test' }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Deactivate Ravi Kumar?');
    expect(dialog).toHaveTextContent('every session of theirs ends at once');
    expect(posts('/company/users/u-ravi/deactivate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(posts('/company/users/u-ravi/deactivate')).toHaveLength(1));
    const after = await screen.findByRole('button', { name: 'Reactivate ravi@demo.test' });
    expect(within(after.closest('tr')!).getByText('Deactivated')).toBeInTheDocument();
    // A refusal by the server is shown.
    await user.click(after);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('This user is active already')).toBeInTheDocument();
  });

  it('offers no deactivation to a role that may only look', async () => {
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/admin_setup',
      path: '/account-settings/:view',
      policies: { on_organsiation: { admin_setup: ['view'] } },
    });
    await screen.findByText('ravi@demo.test');
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });
});

describe('invitations', () => {
  it('revokes a pending invitation after confirmation', async () => {
    const user = setupUser();
    adminSetup();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of nisha@demo.test' }),
    );
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Its link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(posts('/company/invitations/i-nisha/revoke')).toHaveLength(1));
    expect(await screen.findByText(/^Revoked/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke the invitation of nisha@demo.test' }),
    ).not.toBeInTheDocument();
  });

  it('tells the holder of a revoked link that it was revoked', async () => {
    const token = 'r'.repeat(43);
    api.on('GET', `/invitations/${token}`, () =>
      fail(410, { type: 'error', error: 'This invitation was revoked', code: 'LINK_REVOKED' }),
    );
    renderScreen(<AcceptInviteScreen />, {
      route: `/accept-invite/${token}`,
      path: '/accept-invite/:token',
    });
    expect(
      await screen.findByText(/This invitation was revoked by your company’s administrator/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
