/** Renders a page of this remote with the remote installed in a fresh store, as a visitor or a member. */
import {
  INITIAL_SESSION_STATE,
  allPolicies,
  type CompanyModule,
  type SessionState,
} from '@itam/shared/contracts';
import { installRemoteModule } from '@itam/shared/remote';
import { createAppStore } from '@itam/shared/store';
import { renderWithProviders } from '@itam/shared/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { RouteObject } from '@itam/shared/router';
import remoteModule from '../module';

export interface RenderPageOptions {
  loggedIn?: boolean;
  companyModules?: CompanyModule[];
  route?: string;
  path?: string;
  routes?: RouteObject[];
}

export function sessionFor(loggedIn: boolean, companyModules: CompanyModule[] = []): SessionState {
  return loggedIn
    ? {
        ...INITIAL_SESSION_STATE,
        isLoggedIn: true,
        initialLoading: false,
        user: { _id: 'u1', firstName: 'Sara', lastName: 'Khan', email: 'sara@newco.test' },
        companyRoles: companyModules,
        licenseCode: 'LICENSE_REQUIRED',
        policies: allPolicies(),
        rolesStatus: 'loaded',
      }
    : { ...INITIAL_SESSION_STATE, isLoggedIn: false, initialLoading: false };
}

export function renderPage(ui: ReactElement | null, options: RenderPageOptions = {}) {
  const session = sessionFor(options.loggedIn ?? false, options.companyModules);
  const store = createAppStore({
    reducers: { session: (state = session) => state },
    preloadedState: { session },
  });
  installRemoteModule(remoteModule, store);
  return renderWithProviders(ui, {
    store,
    route: options.route,
    path: options.path,
    routes: options.routes,
  });
}

export const setupUser = () => userEvent.setup({ delay: null });
