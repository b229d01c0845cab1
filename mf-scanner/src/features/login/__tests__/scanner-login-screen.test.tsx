import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { INITIAL_SESSION_STATE } from '@itam/shared/contracts';
import { createAppStore } from '@itam/shared/store';
import { installRemoteModule } from '@itam/shared/remote';
import { renderWithProviders, setupUser, withDetachedStyles } from '@itam/shared/testing';
import remoteModule from '../../../module';
import ScannerLoginScreen from '../scanner-login-screen';

const VISITOR = { ...INITIAL_SESSION_STATE, isLoggedIn: false, initialLoading: false };

function renderLogin(session = VISITOR) {
  const actions: { type: string; payload?: unknown }[] = [];
  const store = createAppStore({
    reducers: {
      session: (state = session, action: { type: string; payload?: unknown }) => {
        actions.push(action);
        return state;
      },
    },
    preloadedState: { session },
  });
  installRemoteModule(remoteModule, store);
  renderWithProviders(withDetachedStyles(<ScannerLoginScreen />), {
    store,
    route: '/scanner/login',
  });
  return { actions };
}

describe('/scanner/login', () => {
  it('asks the session to log in with the email and password typed', async () => {
    const { actions } = renderLogin();
    const user = setupUser();
    expect(await screen.findByRole('heading', { name: 'Sign in to scan' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), 'auditor@demo.test');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(actions).toContainEqual({
      type: 'session/loginRequested',
      payload: { email: 'auditor@demo.test', password: 'secret-pass' },
    });
  });

  it("shows the server's refusal above the fields", async () => {
    renderLogin({ ...VISITOR, loginError: 'Invalid email or password' });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('shows no form once signed in (the shell sends the user on)', async () => {
    renderLogin({ ...VISITOR, isLoggedIn: true });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
