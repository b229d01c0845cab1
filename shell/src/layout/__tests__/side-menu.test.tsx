import { MEMBER, renderShell } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { allPolicies, perm, type Policies } from '@itam/shared/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildNavGroups } from '../build-nav';

const keys = (access: Parameters<typeof buildNavGroups>[0]) =>
  buildNavGroups(access).flatMap((group) => group.entries.map((entry) => entry.path));

describe('side menu (permission and module gating)', () => {
  it('lists every entry for every module and permission, grouped by remote', () => {
    const groups = buildNavGroups({ companyRoles: MEMBER.companyRoles!, policies: allPolicies() });
    expect(groups.map((g) => g.remoteId)).toEqual([
      'assets',
      'vendors',
      'incidents',
      'exit-signoff',
      'shop',
      'scanner',
    ]);
    expect(keys({ companyRoles: MEMBER.companyRoles!, policies: allPolicies() })).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/assets',
        '/archieve-list',
        '/vendor-list',
        '/incidents',
        '/service-request',
      ]),
    );
  });

  it('leaves out modules the company has not enabled', () => {
    // The organisation's settings come with any module (the API's 'subscription').
    const paths = keys({ companyRoles: ['incident-management'], policies: allPolicies() });
    expect(paths).toEqual([
      '/company-branches',
      '/account-settings',
      '/incidents',
      '/incident-management',
      '/create-ticket',
    ]);
  });

  it("offers the organisation's settings to a company of any module, by permission", () => {
    for (const module of ['incident-management', 'it-products', 'saas-products'] as const) {
      const paths = keys({ companyRoles: [module], policies: allPolicies() });
      expect([module, paths]).toEqual([
        module,
        expect.arrayContaining(['/company-branches', '/account-settings']),
      ]);
      // None of asset management's own screens.
      expect(paths.filter((p) => ['/dashboard', '/assets', '/devices'].includes(p))).toEqual([]);
    }
    const admin: Policies = { on_organsiation: { admin_setup: ['view', 'create'] } };
    expect(keys({ companyRoles: ['incident-management'], policies: admin })).toEqual([
      '/account-settings',
    ]);
    expect(keys({ companyRoles: ['incident-management'], policies: {} })).toEqual([]);
  });

  it('leaves out entries the role may not use, keeps those without a permission', () => {
    const viewer: Policies = { on_asset: { asset: ['view'] } };
    const paths = keys({ companyRoles: ['asset-management'], policies: viewer });
    expect(paths).toContain('/assets');
    expect(paths).toContain('/dashboard');
    expect(paths).not.toContain('/archieve-list');
    expect(paths).not.toContain('/company-branches');
    expect(paths).not.toContain('/account-settings');
    const withArchive = keys({
      companyRoles: ['asset-management'],
      policies: { on_asset: { asset: ['view'], archive_lit: ['view'] } },
    });
    expect(withArchive).toContain('/archieve-list');
    expect(perm('on_asset', 'archive_lit', 'view')).toEqual({
      group: 'on_asset',
      object: 'archive_lit',
      action: 'view',
    });
  });

  it('renders the permitted entries as links and preloads a remote on hover', async () => {
    const user = userEvent.setup();
    const { loader } = renderShell({
      route: '/dashboard',
      session: {
        ...MEMBER,
        companyRoles: ['asset-management', 'incident-management'],
        policies: { on_asset: { asset: ['view'] }, on_incident: { ticket: ['view'] } },
      },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/assets');
    expect(within(menu).queryByRole('link', { name: 'Archive' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Vendors' })).toBeNull();
    await user.hover(within(menu).getByRole('link', { name: 'Incidents' }));
    expect(loader.load).toHaveBeenCalledWith('incidents', expect.objectContaining({ attempt: 0 }));
  });
});
