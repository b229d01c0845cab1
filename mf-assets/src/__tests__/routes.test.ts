import { isRouteAllowed, isRouteEnabled, type Policies } from '@itam/shared/contracts';
import { ASSETS_ROUTES } from '../routes';

const entry = (key: string) => ASSETS_ROUTES.find((r) => r.key === key)!;
/** A staff role: tickets and the shop, no asset permission at all. */
const STAFF: Policies = {
  on_incident: { ticket: ['create', 'view'] },
  on_shop: { shop_order: ['create', 'view'] },
};

describe('the asset routes', () => {
  it('open /assets and its menu entry to every role of a company with the register', () => {
    const assets = entry('assets');
    expect(isRouteEnabled(['asset-management'], assets)).toBe(true);
    expect(isRouteEnabled(['it-products'], assets)).toBe(false);
    expect(isRouteAllowed(STAFF, assets)).toBe(true);
    expect(isRouteAllowed({}, assets)).toBe(true);
    expect(assets.nav).toBeDefined();
  });

  it('keep the register’s other screens to roles with asset view', () => {
    for (const key of ['assetEdit', 'inStock'])
      expect(isRouteAllowed(STAFF, entry(key))).toBe(false);
    expect(isRouteAllowed({ on_asset: { asset: ['view'] } }, entry('inStock'))).toBe(true);
  });
});
