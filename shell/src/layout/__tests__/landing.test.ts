/**
 * Where a signed-in user lands (after login, after accepting an invitation) and which
 * menu entries they see: only screens their company's modules and role allow.
 */
import '@itam/shared/testing';
import {
  allPolicies,
  COMPANY_MODULES,
  perm,
  type CompanyModule,
  type Policies,
} from '@itam/shared/contracts';
import { buildNavGroups, landingPath, type NavAccess } from '../build-nav';

const ALL: readonly CompanyModule[] = COMPANY_MODULES;
const access = (policies: Policies, companyRoles: readonly CompanyModule[] = ALL): NavAccess => ({
  companyRoles,
  policies,
});
const menu = (a: NavAccess) => buildNavGroups(a).flatMap((g) => g.entries.map((e) => e.path));

describe('the landing screen', () => {
  it('is the dashboard only for a role that may see asset figures', () => {
    expect(landingPath(access(allPolicies()))).toBe('/dashboard');
    expect(landingPath(access({ on_asset: { asset: ['view'] } }))).toBe('/dashboard');
    // A staff member without asset view: never the dashboard that would refuse them.
    expect(landingPath(access({}))).not.toBe('/dashboard');
  });

  it('prefers a screen of what the role does over the screens every role has', () => {
    // The service desk agent: their queue, not "assets assigned to you".
    const agent = { on_incident: { ticket: ['view', 'create'] } } as Policies;
    expect(landingPath(access(agent))).toBe('/incidents');
    // The shop's employee: the shop.
    const orderer = { on_shop: { shop_order: ['create'] } } as Policies;
    expect(landingPath(access(orderer))).toBe('/products/shop');
    // A department head: their sign-offs.
    const head = { on_exit: { exit_department_sign: ['edit'] } } as Policies;
    expect(landingPath(access(head))).toBe('/department-sign-off');
  });

  it('follows an explicit order: dashboard, then the menu order of the permitted screens', () => {
    const both = {
      on_incident: { ticket: ['view'] },
      on_shop: { shop_order: ['create'] },
    } as Policies;
    expect(landingPath(access(both))).toBe('/incidents');
    expect(landingPath(access({ ...both, on_asset: { asset: ['view'] } }))).toBe('/dashboard');
  });

  it('falls back to a screen every role has, then to the given path', () => {
    expect(landingPath(access({}, ['asset-management']))).toBe('/assets');
    expect(landingPath(access({}, []), '/nowhere')).toBe('/nowhere');
    expect(landingPath(access({}, ['incident-management']), '/fallback')).toBe('/fallback');
  });

  it("prefers a module's screen over the organisation's settings every company has", () => {
    // The service desk's admin also administers the organisation: their desk first.
    expect(landingPath(access(allPolicies(), ['incident-management']))).toBe('/incidents');
    expect(landingPath(access(allPolicies(), ['it-products']))).toBe('/products/shop');
    // A role that only administers the organisation lands on its settings.
    const admin = { on_organsiation: { admin_setup: ['view'] } } as Policies;
    expect(landingPath(access(admin, ['incident-management']))).toBe('/account-settings');
    const branches = { on_organsiation: { company_branches: ['view'] } } as Policies;
    expect(landingPath(access(branches, ['asset-management']))).toBe('/company-branches');
  });

  it('is a screen of a module the company has', () => {
    expect(landingPath(access(allPolicies(), ['incident-management']))).toBe('/incidents');
    expect(landingPath(access(allPolicies(), ['it-products']))).toBe('/products/shop');
  });
});

describe('the menu', () => {
  it('shows a staff member without permissions only the screens every role may open', () => {
    expect(menu(access({}))).toEqual(['/assets']);
  });

  it('shows a screen once the role has its permission', () => {
    const view = perm('on_vendor', 'vendor', 'view');
    const paths = menu(access({ on_vendor: { vendor: [view.action] } }));
    expect(paths).toContain('/vendor-list');
    expect(paths).not.toContain('/vendor-registration');
    expect(paths).not.toContain('/dashboard');
    expect(menu(access({ on_incident: { ticket: ['create'] } }))).toEqual([
      '/assets',
      '/create-ticket',
      '/service-request',
    ]);
  });
});
