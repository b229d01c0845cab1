import '../../testing';
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';

function Actions() {
  const { message, notification, modal } = App.useApp();
  return (
    <>
      <button onClick={() => void notification.error({ title: 'Login failed', duration: 0 })}>
        notify
      </button>
      <button onClick={() => void message.success('Saved')}>message</button>
      <button onClick={() => void modal.confirm({ title: 'Delete 3 assets?', content: 'Really?' })}>
        confirm
      </button>
    </>
  );
}

describe('kit App (antd feedback APIs loaded on first use)', () => {
  it('renders children in antd App’s base text style, without loading the holder', () => {
    const { container } = render(
      <App>
        <p>content</p>
      </App>,
    );
    const root = container.querySelector('.ant-app');
    expect(root).toContainElement(screen.getByText('content'));
    expect(root).toHaveStyle({ fontSize: '14px' });
    // Nothing was asked for: no antd toast or dialog container yet.
    expect(document.querySelector('.ant-notification, .ant-message, .ant-modal')).toBeNull();
  });

  it('shows a notification, a message and a confirm dialog once asked', async () => {
    const user = userEvent.setup();
    render(
      <App notification={{ placement: 'topRight' }}>
        <Actions />
      </App>,
    );
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.ant-notification-topRight')).not.toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'message' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(
      await screen.findByText('Delete 3 assets?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Really?')).toBeInTheDocument();
  });

  it('outside any App, falls back to antd’s static methods', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });
});
