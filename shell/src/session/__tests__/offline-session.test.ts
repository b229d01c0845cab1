/**
 * The scanner starts offline (issue 21): a session check that could not reach the server
 * on a /scanner/ screen starts with the last session the server confirmed there, and
 * checks again once online; a refusal (401, 403) never does.
 */
import '@itam/shared/testing';
import * as api from '@itam/shared/api';
import { ApiError } from '@itam/shared/api';
import { allPolicies, JWT_TOKEN_KEY, type SessionState } from '@itam/shared/contracts';
import { waitFor } from '@testing-library/react';
import type { Task } from 'redux-saga';
import { createShellStore } from '../../app/create-shell-store';
import { LAST_SESSION_KEY, readLastSession } from '../offline-session';
import { sessionSaga } from '../session.saga';
import { logoutRequested } from '../session.slice';

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
    logo: null,
    timeZone: 'Europe/London',
    currency: 'GBP',
    clock: '12h' as const,
  },
  licenseCode: 'LICENSE_EXIST' as const,
};
const roles = {
  type: 'success' as const,
  roleInfo: { roleName: 'Auditor', policies: allPolicies() },
  accessLevel: 'admin',
};

/** The sagas started by a test, stopped after it (they listen to the window's events). */
const running: Task[] = [];

function start() {
  const store = createShellStore();
  running.push(store.runSaga(sessionSaga, 'session'));
  const session = () => store.getState().session as SessionState;
  return { store, session };
}

/** Signs in online on `path` and lets the session be kept; the saga is stopped after. */
async function signedInOnlineAt(path: string): Promise<void> {
  window.history.pushState({}, '', path);
  localStorage.setItem(JWT_TOKEN_KEY, 'valid');
  mocked.verifyToken.mockResolvedValue(verified);
  const { session } = start();
  await waitFor(() => expect(session().rolesStatus).toBe('loaded'));
  await waitFor(() => expect(mocked.getLocationsDropdown).toHaveBeenCalled());
  running.pop()!.cancel();
}

describe('the last known session on the scanner', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
    mocked.getProductSlug.mockResolvedValue('itam');
    mocked.getRoles.mockResolvedValue(roles);
    mocked.getLocationsDropdown.mockResolvedValue({ type: 'success', locations: [] });
    mocked.logout.mockResolvedValue();
  });
  afterEach(() => {
    running.splice(0).forEach((task) => task.cancel());
    window.history.pushState({}, '', '/');
  });

  it('keeps only the user, company, modules and permissions, never the token', async () => {
    await signedInOnlineAt('/scanner/qr-reader');
    const kept = localStorage.getItem(LAST_SESSION_KEY)!;
    expect(kept).not.toContain('valid');
    expect(readLastSession()).toEqual({
      verified: {
        user,
        companyRoles: ['asset-management'],
        companyLogo: null,
        companyName: 'Acme',
        companyTimeZone: 'Europe/London',
        companyCurrency: 'GBP',
        companyClock: '12h',
        licenseCode: 'LICENSE_EXIST',
      },
      roles: { roleName: 'Auditor', policies: allPolicies() },
    });
  });

  it('reads a session kept before companies chose a clock with the 24-hour one', async () => {
    await signedInOnlineAt('/scanner/qr-reader');
    const kept = JSON.parse(localStorage.getItem(LAST_SESSION_KEY)!);
    delete kept.verified.companyClock;
    localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(kept));
    expect(readLastSession()?.verified.companyClock).toBe('24h');
  });

  it('keeps nothing for the screens that do not work offline', async () => {
    await signedInOnlineAt('/assets');
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
  });

  it('starts with it when the check finds no network, then checks again once online', async () => {
    await signedInOnlineAt('/scanner/qr-reader');
    mocked.verifyToken.mockReset().mockRejectedValue(new ApiError(0, 'Network Error'));
    mocked.getRoles.mockReset().mockRejectedValue(new ApiError(0, 'Network Error'));
    const { session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(true));
    expect(session()).toMatchObject({
      user,
      companyRoles: ['asset-management'],
      rolesStatus: 'loaded',
      roleName: 'Auditor',
      policies: allPolicies(),
    });
    expect(localStorage.getItem(JWT_TOKEN_KEY)).toBe('valid');

    // Back online, the server still has no answer: it goes on, and tries at the next.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(mocked.verifyToken).toHaveBeenCalledTimes(2));
    expect(session().isLoggedIn).toBe(true);

    // The server answers: the session is refreshed and the role read again.
    mocked.verifyToken.mockResolvedValue({
      ...verified,
      company: { ...verified.company, name: 'Acme Ltd' },
    });
    mocked.getRoles.mockResolvedValue(roles);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(session().companyName).toBe('Acme Ltd'));
    await waitFor(() => expect(mocked.getRoles).toHaveBeenCalledTimes(2));
    expect(session().isLoggedIn).toBe(true);
  });

  it('signs out when the check back online is refused (401), and forgets the session', async () => {
    await signedInOnlineAt('/scanner/qr-reader');
    mocked.verifyToken.mockReset().mockRejectedValue(new ApiError(0, 'Network Error'));
    const { session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(true));
    mocked.verifyToken.mockRejectedValue(new ApiError(401, 'Invalid token'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    expect(localStorage.getItem(JWT_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
  });

  it.each([401, 403])(
    'never starts with it when the server refuses the token (%i)',
    async (status) => {
      await signedInOnlineAt('/scanner/qr-reader');
      mocked.verifyToken.mockReset().mockRejectedValue(new ApiError(status, 'Refused'));
      const { session } = start();
      await waitFor(() => expect(session().isLoggedIn).toBe(false));
      expect(localStorage.getItem(JWT_TOKEN_KEY)).toBeNull();
      expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
    },
  );

  it('does not start with it off the scanner, nor without one kept', async () => {
    await signedInOnlineAt('/scanner/qr-reader');
    mocked.verifyToken.mockReset().mockRejectedValue(new ApiError(0, 'Network Error'));
    window.history.pushState({}, '', '/assets');
    const { session } = start();
    await waitFor(() => expect(session().isLoggedIn).toBe(false));

    localStorage.removeItem(LAST_SESSION_KEY);
    window.history.pushState({}, '', '/scanner/qr-reader');
    const second = start();
    await waitFor(() => expect(second.session().isLoggedIn).toBe(false));
  });

  it('forgets it on logout', async () => {
    await signedInOnlineAt('/scanner/qr-reader');
    const { store, session } = start();
    await waitFor(() => expect(session().rolesStatus).toBe('loaded'));
    store.dispatch(logoutRequested());
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
  });
});
