/** Renders a screen of this remote with the remote installed in a fresh store, a signed-in user and the given policies. */
import type { CompanyModule, Policies } from '@itam/shared/contracts';
import { remoteScreenRenderer } from '@itam/shared/testing';
import remoteModule from '../module';

export { setupUser } from '@itam/shared/testing';

export const ME = '20000000-0000-4000-8000-000000000001';

/** A member of staff: orders and approves (their reports' orders), no fulfilment or catalogue. */
export const STAFF_POLICIES: Policies = {
  on_shop: { shop_order: ['create', 'view'], shop_approval: ['edit'] },
};

/** Reads the catalogue and own orders only. */
export const VIEWER_POLICIES: Policies = { on_shop: { shop_order: ['view'] } };

/** The company's modules: it-products by default. */
export const renderScreen = remoteScreenRenderer(remoteModule, {
  user: { _id: ME, firstName: 'Ravi', lastName: 'Kumar', email: 'employee@demo.test' },
  companyRoles: ['it-products'] as CompanyModule[],
});
