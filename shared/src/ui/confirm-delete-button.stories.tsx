import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { getI18n } from '../i18n';
import { ConfirmDeleteButton } from './confirm-delete-button';

/** Delete with a confirmation dialog; keyboard: Enter opens, Tab moves, Escape cancels. */
const meta = {
  title: 'Actions/ConfirmDeleteButton',
  component: ConfirmDeleteButton,
  args: { onConfirm: fn(), itemName: 'Dell Latitude 5420' },
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
} satisfies Meta<typeof ConfirmDeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Texts in the story's language, so the play functions run in English and in Hindi. */
const t = (key: string, options: { name?: string } = {}) =>
  getI18n().t(`common:confirmDelete.${key}`, options);

async function openDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button'));
  return screen.findByRole('dialog');
}

export const Default: Story = {};

export const Unnamed: Story = { args: { itemName: undefined } };

export const IconOnly: Story = { args: { iconOnly: true, size: 'small' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    itemName:
      'Lenovo ThinkPad X1 Carbon Gen 11 (asset tag BLR-IT-2023-000481, assigned to the design team)',
    description:
      'The asset, its 14 audit records, its images and its whole activity history are removed for every branch. Reports generated before today keep showing it.',
  },
};

/** The dialog, open: Cancel has the focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByText(t('title', { name: 'Dell Latitude 5420' }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(t('cancel')));
  },
};

/** Delete is on its way: the button spins and the dialog cannot be dismissed. */
export const Deleting: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirm') }));
    await expect(within(dialog).getByRole('button', { name: t('cancel') })).toHaveProperty(
      'disabled',
      true,
    );
  },
};

/** The delete failed: the dialog stays open with the reason. */
export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('The asset is assigned to an employee'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirm') }));
    await expect(await within(dialog).findByRole('alert')).toBeTruthy();
  },
};
