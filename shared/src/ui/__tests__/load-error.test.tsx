import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '../load-error';

describe('LoadError', () => {
  it('announces what failed and why, and asks again from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(
      <LoadError
        title="The audits could not be loaded"
        description="Timed out"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The audits could not be loaded');
    expect(alert).toHaveTextContent('Timed out');
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no empty reason', () => {
    renderWithProviders(<LoadError title="Network error" description="" onRetry={() => {}} />);
    expect(document.querySelector('.ant-alert-description')).toBeNull();
  });
});
