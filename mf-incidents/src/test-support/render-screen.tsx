/** Renders a screen of this remote with the remote installed in a fresh store, a signed-in agent and the given policies. */
import type { CompanyModule, Policies } from '@itam/shared/contracts';
import { remoteScreenRenderer } from '@itam/shared/testing';
import remoteModule from '../module';

export { setupUser } from '@itam/shared/testing';

export const ME = '20000000-0000-4000-8000-000000000001';

/** A requester: raises and follows their own tickets. */
export const REQUESTER_POLICIES: Policies = { on_incident: { ticket: ['create', 'view'] } };

/** The company's modules: both of the desk's by default. */
export const renderScreen = remoteScreenRenderer(remoteModule, {
  user: { _id: ME, firstName: 'Asha', lastName: 'Agent', email: 'agent@demo.test' },
  companyRoles: ['incident-management', 'it-services'] as CompanyModule[],
});
