/** Renders a screen of this remote with the remote installed in a fresh store, a signed-in user and the given policies. */
import type { CompanyModule, Policies } from '@itam/shared/contracts';
import { remoteScreenRenderer } from '@itam/shared/testing';
import remoteModule from '../module';
import { ME } from './fixtures';

export { setupUser } from '@itam/shared/testing';

export { ME } from './fixtures';

/** The seeded "Department head" role: read exits and sign their own part. */
export const HEAD_POLICIES: Policies = {
  on_exit: { exit: ['view'], exit_department_sign: ['edit'] },
  on_organsiation: { employee_setup: ['view'] },
  on_asset: { asset: ['view'] },
};

/** Reads exits, changes nothing. */
export const VIEWER_POLICIES: Policies = { on_exit: { exit: ['view'] } };

/** No exit permission at all. */
export const NO_EXIT_POLICIES: Policies = { on_asset: { asset: ['view'] } };

/** The company's modules: asset-management by default. */
export const renderScreen = remoteScreenRenderer(remoteModule, {
  user: { _id: ME, firstName: 'Ishaan', lastName: 'Head', email: 'it-head@demo.test' },
  companyRoles: ['asset-management'] as CompanyModule[],
});
