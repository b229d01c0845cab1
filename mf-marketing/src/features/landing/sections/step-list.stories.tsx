import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StepList } from './step-list';

/** Numbered steps as an ordered list. */
const meta = {
  title: 'Landing/StepList',
  component: StepList,
  args: {
    id: 'story-steps',
    title: 'Up and running in a day',
    steps: [
      {
        title: 'Register your company',
        text: 'Choose your modules and create the administrator account.',
      },
      { title: 'Choose a plan', text: 'Monthly or yearly billing for each module, paid online.' },
      { title: 'Add your assets', text: 'By hand, in bulk, or reported by the agent.' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Soft: Story = {
  args: { soft: true, lead: 'With a lead paragraph on the soft band.' },
};

export const ManySteps: Story = {
  args: {
    steps: Array.from({ length: 8 }, (_, i) => ({
      title: `Stage ${i + 1}`,
      text: 'One stage of the asset lifecycle.',
    })),
  },
};
