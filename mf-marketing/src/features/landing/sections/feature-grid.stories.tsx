import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FeatureGrid } from './feature-grid';

const items = [
  {
    icon: 'qr',
    title: 'QR tags and scanning',
    text: 'Print asset tags with your own prefix and scan them with a phone.',
  },
  {
    icon: 'agent',
    title: 'Agent-reported computers',
    text: 'Installed programs, memory, location and disk health.',
  },
  {
    icon: 'exit',
    title: 'Employee exit sign-off',
    text: 'Every device comes back before the last day.',
  },
  {
    icon: 'audit',
    title: 'Audits and depreciation',
    text: 'Condition notes and book value for every asset.',
  },
];

/** A titled grid of short feature cards (icons are inline SVG; an unknown icon name shows none). */
const meta = {
  title: 'Landing/FeatureGrid',
  component: FeatureGrid,
  args: { id: 'story-features', title: 'Built for the way IT teams actually work', items },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Soft: Story = {
  args: { soft: true, lead: 'The same cards on the soft background band.' },
};

export const NoIcons: Story = {
  args: { items: items.map(({ title, text }) => ({ title, text })) },
};

export const Empty: Story = { args: { items: [] } };

export const LongText: Story = {
  args: {
    items: [
      {
        icon: 'shield',
        title: 'Warranty and purchase orders tracked on every single asset in the register',
        text: 'A long description wraps inside the card. '.repeat(8),
      },
    ],
  },
};
