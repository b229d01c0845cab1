import { MEMBER, renderShell, VISITOR } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
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

  it('shows the notification text on screen', async () => {
    const { store } = renderShell({ route: '/login', session: VISITOR });
    act(() => {
      store.dispatch(loginFailed('Invalid email or password'));
    });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
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
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(store.getState().session.isLoggedIn).toBe(true); // the saga (not run here) ends the session
  });
});
