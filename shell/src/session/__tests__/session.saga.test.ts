import '@itam/shared/testing';
import * as api from '@itam/shared/api';
import { ApiError } from '@itam/shared/api';
import {
  allPolicies,
  INITIAL_SESSION_STATE,
  JWT_TOKEN_KEY,
  type SessionState,
} from '@itam/shared/contracts';
import { getFormatContext, setFormatContext, setLanguage } from '@itam/shared/i18n';
import { waitFor } from '@testing-library/react';
import { companyDetailsChanged } from '@itam/shared/store';
import { createShellStore } from '../../app/create-shell-store';
import { sessionSaga } from '../session.saga';
import {
  entitlementRefused,
  loginModalOpened,
  loginRequested,
  logoutRequested,
  sessionExpired,
} from '../session.slice';

jest.mock('@itam/shared/api', () => ({
  ...jest.requireActual('@itam/shared/api'),
  verifyToken: jest.fn(),
  login: jest.fn(),
  logout: jest.fn(),
  getRoles: jest.fn(),
  getLocationsDropdown: jest.fn(),
  getProductSlug: jest.fn(),
}));

const mocked = api as jest.Mocked<typeof api>;
const user = { _id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.test' };
const verified = {
  type: 'success' as const,
  user,
  company: {
    _id: 'c1',
    name: 'Acme',
    roles: ['asset-management' as const],
    logo: 'https://cdn.test/logo.png',
    timeZone: 'Europe/London',
    currency: 'GBP',
    clock: '12h' as const,
  },
  licenseCode: 'LICENSE_EXIST' as const,
};
const roles = {
  type: 'success' as const,
  roleInfo: { roleName: 'Admin', policies: allPolicies() },
  accessLevel: 'admin',
};
const locations = [{ _id: 'l1', branchId: 'B1', name: 'HQ', city: 'Pune' }];

function start() {
  const store = createShellStore();
  store.runSaga(sessionSaga, 'session');
  const session = () => store.getState().session as SessionState;
  return { store, session };
}

describe('session saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
    mocked.getProductSlug.mockResolvedValue('itam');
    mocked.getRoles.mockResolvedValue(roles);
    mocked.getLocationsDropdown.mockResolvedValue({ type: 'success', locations });
    mocked.logout.mockResolvedValue();
  });

  it('checks the session again after a refusal for the subscription or modules', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(verified);
    const { store, session } = start();
    await waitFor(() => expect(session().locations).toEqual(locations));
    mocked.verifyToken.mockResolvedValue({
      ...verified,
      company: { ...verified.company, roles: ['incident-management'] },
      licenseCode: 'LICENSE_EXPIRED',
    });
    // Several calls refused at once: one check.
    store.dispatch(entitlementRefused());
    store.dispatch(entitlementRefused());
    await waitFor(() => expect(session().licenseCode).toBe('LICENSE_EXPIRED'));
    expect(session()).toMatchObject({
      isLoggedIn: true,
      companyRoles: ['incident-management'],
      roleName: 'Admin',
      rolesStatus: 'loaded',
    });
    expect(mocked.verifyToken).toHaveBeenCalledTimes(2);
  });

  it('checks the session again when a screen saved the company, so the header follows', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(verified);
    const { store, session } = start();
    await waitFor(() => expect(session().locations).toEqual(locations));
    mocked.verifyToken.mockResolvedValue({
      ...verified,
      company: { ...verified.company, name: 'Acme India', logo: '/api/company-files/new' },
    });
    store.dispatch(companyDetailsChanged());
    await waitFor(() => expect(session().companyLogo).toBe('/api/company-files/new'));
    expect(session()).toMatchObject({ isLoggedIn: true, companyName: 'Acme India' });
    expect(mocked.verifyToken).toHaveBeenCalledTimes(2);
  });

  it('asks for no branches when the company has no live subscription', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue({ ...verified, licenseCode: 'LICENSE_EXPIRED' });
    const { session } = start();
    await waitFor(() => expect(session().rolesStatus).toBe('loaded'));
    expect(mocked.getLocationsDropdown).not.toHaveBeenCalled();
  });

  it('verifies the stored token on start, then loads roles and locations', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(verified);
    const { session } = start();
    expect(session()).toMatchObject({ isLoggedIn: null, initialLoading: true, licenseCode: 'NA' });
    await waitFor(() => expect(session().locations).toEqual(locations));
    expect(session()).toMatchObject({
      isLoggedIn: true,
      initialLoading: false,
      user,
      companyRoles: ['asset-management'],
      companyLogo: 'https://cdn.test/logo.png',
      companyName: 'Acme',
      companyTimeZone: 'Europe/London',
      companyCurrency: 'GBP',
      companyClock: '12h',
      licenseCode: 'LICENSE_EXIST',
      roleName: 'Admin',
      policies: allPolicies(),
      rolesStatus: 'loaded',
    });
    expect(mocked.getRoles).toHaveBeenCalledWith('itam');
    // Every screen's days, times and money follow the company.
    expect(getFormatContext()).toEqual({
      timeZone: 'Europe/London',
      currency: 'GBP',
      clock: '12h',
    });
    setFormatContext({ timeZone: 'Asia/Kolkata', currency: 'INR', clock: '24h' });
  });

  it('logs out and drops a token the server refuses', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'expired');
    mocked.verifyToken.mockRejectedValue(new ApiError(401, 'Invalid token'));
    const { session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    expect(session().initialLoading).toBe(false);
    expect(localStorage.getItem(JWT_TOKEN_KEY)).toBeNull();
    // The role was asked for beside the check; its answer is not kept.
    expect(session().rolesStatus).toBe('idle');
    expect(session().roleName).toBe(INITIAL_SESSION_STATE.roleName);
  });

  it('asks for the role while the token is being checked', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    let answer: (value: typeof verified) => void = () => undefined;
    mocked.verifyToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { session } = start();
    await waitFor(() => expect(mocked.getRoles).toHaveBeenCalledWith('itam'));
    expect(session().rolesStatus).toBe('idle');
    answer(verified);
    await waitFor(() => expect(session().rolesStatus).toBe('loaded'));
  });

  it('logs out but keeps the token when the server could not be reached', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'maybe-valid');
    mocked.verifyToken.mockRejectedValue(new ApiError(0, 'Network Error'));
    const { session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    expect(localStorage.getItem(JWT_TOKEN_KEY)).toBe('maybe-valid');
  });

  it("takes 'NOT_REQUIRED' when the answer has no licenseCode", async () => {
    const { licenseCode: _omitted, ...withoutLicence } = verified;
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(withoutLicence as typeof verified);
    const { session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(true));
    expect(session().licenseCode).toBe('NOT_REQUIRED');
  });

  it('still loads locations when the roles call fails, and marks the roles failed', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(verified);
    mocked.getRoles.mockRejectedValue(new ApiError(500, 'boom'));
    const { session } = start();
    await waitFor(() => expect(session().locations).toEqual(locations));
    expect(session()).toMatchObject({ rolesStatus: 'failed', policies: {}, roleName: null });
  });

  it('without a stored token, makes no verify call and leaves the visitor logged out', async () => {
    const { session } = start();
    await waitFor(() =>
      expect(session()).toMatchObject({ isLoggedIn: false, initialLoading: false }),
    );
    expect(mocked.verifyToken).not.toHaveBeenCalled();
  });

  it('logs in: POST login, token stored, verify, roles, locations; the dialog closes', async () => {
    const { store, session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    mocked.login.mockResolvedValue({ type: 'success', token: 'fresh' });
    mocked.verifyToken.mockResolvedValue(verified);
    store.dispatch(loginModalOpened());
    store.dispatch(loginRequested({ email: 'asha@example.test', password: 'pw' }));
    expect(session().loginPending).toBe(true);
    await waitFor(() => expect(session().rolesStatus).toBe('loaded'));
    expect(mocked.login).toHaveBeenCalledWith({ email: 'asha@example.test', password: 'pw' });
    expect(localStorage.getItem(JWT_TOKEN_KEY)).toBe('fresh');
    expect(session()).toMatchObject({
      isLoggedIn: true,
      loginPending: false,
      loginModalVisible: false,
      user,
    });
    await waitFor(() => expect(session().locations).toEqual(locations));
  });

  it("keeps the server's text of a failed login", async () => {
    mocked.verifyToken.mockRejectedValue(new ApiError(401, 'No token'));
    const { store, session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    mocked.login.mockRejectedValue(new ApiError(401, 'Email or password is incorrect'));
    store.dispatch(loginRequested({ email: 'asha@example.test', password: 'wrong' }));
    await waitFor(() => expect(session().loginError).toBe('Email or password is incorrect'));
    expect(session()).toMatchObject({ isLoggedIn: false, loginPending: false });
    expect(localStorage.getItem(JWT_TOKEN_KEY)).toBeNull();
  });

  it('says in the language of the page that a deactivated account may not sign in', async () => {
    const { store, session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    mocked.login.mockRejectedValue(
      new ApiError(403, 'Your account has been deactivated.', [], 'ACCOUNT_DEACTIVATED'),
    );
    store.dispatch(loginRequested({ email: 'asha@example.test', password: 'right' }));
    await waitFor(() =>
      expect(session().loginError).toBe(
        'Your account has been deactivated. Ask your company’s administrator to reactivate it.',
      ),
    );
    await setLanguage('hi');
    store.dispatch(loginRequested({ email: 'asha@example.test', password: 'right' }));
    await waitFor(() => expect(session().loginError).toMatch(/निष्क्रिय/));
    await setLanguage('en');
  });

  it('keeps the wait of a throttled login (429) as the moment it ends', async () => {
    const { store, session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    const text = 'Too many failed sign-in attempts. Try again in 42 seconds.';
    mocked.login.mockRejectedValue(new ApiError(429, text, [], undefined, 42));
    const before = Date.now();
    store.dispatch(loginRequested({ email: 'asha@example.test', password: 'pw' }));
    await waitFor(() => expect(session().loginError).toBe(text));
    expect(session().loginRetryAt).toBeGreaterThanOrEqual(before + 42_000);
    expect(session().loginRetryAt).toBeLessThanOrEqual(Date.now() + 42_000);
    // The next try starts without a wait.
    mocked.login.mockRejectedValue(new ApiError(401, 'Invalid email or password'));
    store.dispatch(loginRequested({ email: 'asha@example.test', password: 'pw' }));
    await waitFor(() => expect(session().loginError).toBe('Invalid email or password'));
    expect(session().loginRetryAt).toBeNull();
  });

  it('logs out: POST /auth/logout, token and state cleared', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(verified);
    const { store, session } = start();
    await waitFor(() => expect(session().rolesStatus).toBe('loaded'));
    store.dispatch(logoutRequested());
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    expect(mocked.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(JWT_TOKEN_KEY)).toBeNull();
    expect(session()).toMatchObject({
      user: null,
      companyRoles: [],
      policies: {},
      licenseCode: 'NA',
      locations: [],
    });
  });

  it('ends the session when a call answers 401 while logged in', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(verified);
    const { store, session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(true));
    store.dispatch(sessionExpired());
    await waitFor(() => expect(localStorage.getItem(JWT_TOKEN_KEY)).toBeNull());
    expect(session()).toMatchObject({ isLoggedIn: false, user: null });
  });
});
