import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { ContactForm } from './contact-form';
import { FormSection } from './form-section';

/** Contact and contact-us: plain accessible inputs checked with the API's own rules. */
const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { kind: 'contact-us', id: 'story-contact' },
  render: (args) => (
    <div className="mk">
      <FormSection id={args.id ?? 'story-contact'} title="Send us a message" soft={false}>
        <ContactForm {...args} />
      </FormSection>
    </div>
  ),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EWastePickup: Story = { args: { topic: 'e-waste', id: 'story-e-waste' } };

/** Sent empty: every required field says what it needs, and focus moves to the first. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};
