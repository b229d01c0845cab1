import { MEMBER, renderShell, VISITOR } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@itam/shared/antd';
import { loginFailed } from '../session.slice';

describe('session screens', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the server's text of a failed login in the LOGIN_ERROR notification for 7000 ms", async () => {
    const error = jest.fn();
    const real = App.useApp;
    jest
      .spyOn(App, 'useApp')
      .mockImplementation(() => ({ ...real(), notification: { ...real().notification, error } }));
    const { store } = renderShell({ route: '/login', session: VISITOR });
    act(() => {
      store.dispatch(loginFailed('Invalid email or password'));
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({
          key: 'LOGIN_ERROR',
          description: 'Invalid email or password',
          duration: 7,
        }),
      ),
    );
  });

  it('names the browser tab after the login page', async () => {
    renderShell({ route: '/login', session: VISITOR });
    await screen.findByLabelText('Email');
    await waitFor(() => expect(document.title).toBe('Log in · ITAM'));
  });

  it("shows the server's text at the /login form as well as in the notification", async () => {
    const { store } = renderShell({ route: '/login', session: VISITOR });
    await screen.findByLabelText('Email');
    act(() => {
      store.dispatch(loginFailed('Invalid email or password'));
    });
    const atForm = await screen.findByTestId('login-page-error');
    expect(atForm).toHaveAttribute('role', 'alert');
    expect(atForm).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(2));
  });

  it('states the remaining wait of a throttled login on /login and disables Log in', async () => {
    const { store } = renderShell({ route: '/login', session: VISITOR });
    await screen.findByLabelText('Email');
    act(() => {
      store.dispatch(loginFailed('Too many failed sign-in attempts. Try again in 42 seconds.', 42));
    });
    expect(await screen.findByTestId('login-page-error')).toHaveTextContent(
      /^Too many attempts\. Try again in (42|41) seconds\.$/,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it("shows the server's text and the wait in the login dialog too", async () => {
    const user = userEvent.setup();
    const { store } = renderShell({ route: '/pricing', session: VISITOR });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Email');
    act(() => {
      store.dispatch(loginFailed('Invalid email or password'));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    act(() => {
      store.dispatch(loginFailed('Too many failed sign-in attempts.', 600));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 10 minutes.',
    );
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it("opens the login dialog from the public header's 'Log in' and submits it", async () => {
    const user = userEvent.setup();
    const { store } = renderShell({ route: '/pricing', session: VISITOR });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await screen.findByText('Log in to your account');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Log in to your account');
    expect(screen.getAllByRole('button', { name: 'Log in' })).toHaveLength(1);
    await user.click(screen.getByLabelText('Email'));
    await user.paste('asha@example.test');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().session.loginPending).toBe(true));
  });

  it('logs out from the user menu and leaves for /', async () => {
    const user = userEvent.setup();
    const { store, router } = renderShell({ route: '/assets', session: MEMBER });
    expect(await screen.findByTestId('user-first-name')).toHaveTextContent('Asha');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(store.getState().session.isLoggedIn).toBe(true); // the saga (not run here) ends the session
  });
});
