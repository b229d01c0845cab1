import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDeleteButton } from '../confirm-delete-button';

const trigger = () => screen.getByRole('button', { name: 'Delete Dell Latitude 5420' });

async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  trigger().focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  // Cancel has the initial focus: Enter right after opening never deletes.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  return dialog;
}

describe('ConfirmDeleteButton', () => {
  it('asks before deleting and deletes from the keyboard', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithProviders(
      <ConfirmDeleteButton itemName="Dell Latitude 5420" onConfirm={onConfirm} />,
    );
    const dialog = await openByKeyboard(user);
    expect(dialog).toHaveTextContent('Delete Dell Latitude 5420?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels with Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithProviders(
      <ConfirmDeleteButton itemName="Dell Latitude 5420" onConfirm={onConfirm} />,
    );
    await openByKeyboard(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn().mockRejectedValue(new Error('The asset is assigned'));
    renderWithProviders(
      <ConfirmDeleteButton itemName="Dell Latitude 5420" onConfirm={onConfirm} />,
    );
    const dialog = await openByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete: The asset is assigned',
    );
    expect(dialog).toBeInTheDocument();
  });

  it('names an icon-only button after the item and can be disabled', () => {
    renderWithProviders(
      <>
        <ConfirmDeleteButton iconOnly itemName="Dell Latitude 5420" onConfirm={jest.fn()} />
        <ConfirmDeleteButton disabled onConfirm={jest.fn()} />
      </>,
    );
    expect(trigger()).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
