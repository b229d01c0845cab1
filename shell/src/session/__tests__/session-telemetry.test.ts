import '@itam/shared/testing';
import * as api from '@itam/shared/api';
import { ApiError } from '@itam/shared/api';
import { JWT_TOKEN_KEY, type SessionState } from '@itam/shared/contracts';
import * as telemetry from '@itam/shared/telemetry';
import { waitFor } from '@testing-library/react';
import { createShellStore } from '../../app/create-shell-store';
import { sessionSaga } from '../session.saga';
import { loginRequested, logoutRequested, sessionExpired } from '../session.slice';

jest.mock('@itam/shared/api', () => ({
  ...jest.requireActual('@itam/shared/api'),
  verifyToken: jest.fn(),
  login: jest.fn(),
  logout: jest.fn(),
  getRoles: jest.fn(),
  getLocationsDropdown: jest.fn(),
  getProductSlug: jest.fn(),
}));
jest.mock('@itam/shared/telemetry', () => ({
  ...jest.requireActual('@itam/shared/telemetry'),
  identifyUser: jest.fn(),
  forgetUser: jest.fn(),
}));

const mocked = api as jest.Mocked<typeof api>;
const tracked = telemetry as jest.Mocked<typeof telemetry>;
const user = { _id: 'u-7f3a', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.test' };
const verified = {
  type: 'success' as const,
  user,
  company: { _id: 'c1', name: 'Acme', roles: ['asset-management' as const], logo: null },
  licenseCode: 'LICENSE_EXIST' as const,
};

function start() {
  const store = createShellStore();
  store.runSaga(sessionSaga, 'session');
  return { store, session: () => store.getState().session as SessionState };
}

describe('session → telemetry identity', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
    mocked.getProductSlug.mockResolvedValue('itam');
    mocked.getRoles.mockRejectedValue(new ApiError(500, 'not needed'));
    mocked.getLocationsDropdown.mockResolvedValue({ type: 'success', locations: [] });
    mocked.logout.mockResolvedValue();
  });

  it('identifies after login by the opaque id, with name and email for the support chat; forgets on logout', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'stale');
    mocked.verifyToken.mockRejectedValueOnce(new ApiError(401, 'Token expired'));
    const { store, session } = start();
    await waitFor(() => expect(tracked.forgetUser).toHaveBeenCalledTimes(1));
    expect(tracked.identifyUser).not.toHaveBeenCalled();
    mocked.login.mockResolvedValue({ type: 'success', token: 'fresh' });
    mocked.verifyToken.mockResolvedValue(verified);
    store.dispatch(loginRequested({ email: 'asha@example.test', password: 'pw' }));
    await waitFor(() => expect(tracked.identifyUser).toHaveBeenCalledTimes(1));
    expect(tracked.identifyUser).toHaveBeenCalledWith({
      id: 'u-7f3a',
      name: 'Asha Rao',
      email: 'asha@example.test',
    });
    store.dispatch(logoutRequested());
    await waitFor(() => expect(session().isLoggedIn).toBe(false));
    expect(tracked.forgetUser).toHaveBeenCalledTimes(2);
  });

  it('identifies a stored session on start and forgets it when it expires', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'valid');
    mocked.verifyToken.mockResolvedValue(verified);
    const { store } = start();
    await waitFor(() =>
      expect(tracked.identifyUser).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-7f3a' })),
    );
    expect(tracked.forgetUser).not.toHaveBeenCalled();
    store.dispatch(sessionExpired());
    expect(tracked.forgetUser).toHaveBeenCalledTimes(1);
  });
});
