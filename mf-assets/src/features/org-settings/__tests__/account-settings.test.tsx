/** The settings frame: the side list by permission, and the views a role may not see or that do not exist. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { Policies } from '@itam/shared/contracts';
import { screen, within } from '@testing-library/react';
import { installFakeApi } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render-screen';
import AccountSettingsScreen from '../account-settings-screen';
import { CreatePoScreen, TagSetupScreen } from '../sub-page-screens';
import { BRANCHES, PROFILE } from '../../../test-support/org-fixtures';

jest.setTimeout(40_000);

beforeEach(() => {
  installFakeApi()
    .on('GET', '/account/profile', () => ({ type: 'success', profile: PROFILE }))
    .on('GET', '/company/branches', () => ({ type: 'success', branches: BRANCHES }));
});

const BRANCH_MANAGER = {
  on_organsiation: {
    presonal_information: ['view' as const],
    company_branches: ['view' as const, 'edit' as const],
  },
};

function open(
  path: string,
  policies?: Policies,
  ui = <AccountSettingsScreen />,
  route = '/account-settings/:view',
) {
  return renderScreen(ui, { policies, route: path, path: route });
}

describe('account settings', () => {
  it('lists every view to the admin, and only the allowed ones to a branch manager', async () => {
    open('/account-settings/company_branches');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Personal information',
      'Company information',
      'Branches',
      'Employees',
      'Asset types',
      'Asset tag setup',
      'Purchase orders',
      'Admin setup',
      'Activity',
      'Diagnostics agent',
    ]);
    expect(within(nav).getByRole('link', { name: 'Branches' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('cell', { name: 'BLR-1' })).toBeInTheDocument();
  });

  it('shows a branch manager only their views; another view is forbidden, an unknown one not found', async () => {
    const first = open('/account-settings/company_branches', BRANCH_MANAGER);
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Personal information', 'Branches']);
    // Edit but neither create nor delete.
    expect(await screen.findByRole('button', { name: 'Edit Pune' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Pune' })).not.toBeInTheDocument();
    first.unmount();
    const second = open('/account-settings/admin_setup', BRANCH_MANAGER);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    second.unmount();
    open('/account-settings/no_such_view');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('offers a company without asset management every view but the diagnostics agent', async () => {
    // The organisation's data needs a live subscription only (the API's 'subscription'); the
    // agent's download and enrolment are asset management's (GET /agent/download).
    const first = renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/company_branches',
      path: '/account-settings/:view',
      companyRoles: ['incident-management'],
    });
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Personal information',
      'Company information',
      'Branches',
      'Employees',
      'Asset types',
      'Asset tag setup',
      'Purchase orders',
      'Admin setup',
      'Activity',
    ]);
    expect(await screen.findByRole('cell', { name: 'BLR-1' })).toBeInTheDocument();
    first.unmount();
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/download_agent',
      path: '/account-settings/:view',
      companyRoles: ['incident-management'],
    });
    expect(await screen.findByTestId('module-not-enabled')).toBeInTheDocument();
  });

  it('lets the view shrink to a phone’s width: 320 px before it wraps under the list, never a minimum', async () => {
    open('/account-settings/company_branches');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    // The view beside the list: a minimum of 320 px pushed it past a 320 px window's padding.
    const view = nav.nextElementSibling as HTMLElement;
    expect(view).toContainElement(await screen.findByRole('cell', { name: 'BLR-1' }));
    expect(view.style.flexBasis).toBe('320px');
    expect(view.style.minWidth).toBe('0');
  });

  it('opens the first allowed view at /account-settings', async () => {
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings',
      path: '/account-settings/:view?',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Priya');
  });

  it('serves tag-setup under asset_tag_setup only and create-po under purchase_order only', async () => {
    const tags = open(
      '/account-settings/purchase_order/tag-setup',
      undefined,
      <TagSetupScreen />,
      '/account-settings/:view/tag-setup',
    );
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    tags.unmount();
    open(
      '/account-settings/asset_tag_setup/create-po',
      undefined,
      <CreatePoScreen />,
      '/account-settings/:view/create-po',
    );
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
