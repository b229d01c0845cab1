/** Renders a screen of this remote with the remote installed in a fresh store, a signed-in admin and the given policies. */
import type { CompanyModule, Policies } from '@itam/shared/contracts';
import { remoteScreenRenderer } from '@itam/shared/testing';
import remoteModule from '../module';

export { setupUser } from '@itam/shared/testing';

export const ME = '20000000-0000-4000-8000-000000000001';

/** Reads vendors and questionnaires, changes nothing. */
export const READER_POLICIES: Policies = {
  on_vendor: { vendor: ['view'], vendor_questionnaire: ['view'] },
};

/** No vendor permission at all. */
export const NO_VENDOR_POLICIES: Policies = { on_asset: { asset: ['view'] } };

/** The company's modules: saas-products by default. */
export const renderScreen = remoteScreenRenderer(remoteModule, {
  user: { _id: ME, firstName: 'Asha', lastName: 'Admin', email: 'admin@demo.test' },
  companyRoles: ['saas-products'] as CompanyModule[],
});
