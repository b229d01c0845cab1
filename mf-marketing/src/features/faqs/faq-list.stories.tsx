import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { FaqList } from './faq-list';

/** Questions as native disclosure widgets (keyboard: Tab to a question, Enter or Space to open). */
const meta = {
  title: 'Pages/FaqList',
  component: FaqList,
  args: {
    items: [
      { q: 'How is ITAM priced?', a: 'Per company and per module, not per device or user.' },
      {
        q: 'Does the subscription renew automatically?',
        a: 'No. Paying for the next period extends it from its current end date.',
      },
    ],
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const question = within(canvasElement).getByText('How is ITAM priced?');
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
  },
};

export const Empty: Story = { args: { items: [] } };
