import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Hero } from './hero';

/** The first block of a landing page: h1, pitch, actions and the product drawing (inline SVG, sized). */
const meta = {
  title: 'Landing/Hero',
  component: Hero,
  args: {
    eyebrow: 'IT asset management',
    title: 'Know every device your company owns, who has it and what it needs next',
    lead: 'ITAM keeps one register of your laptops, phones, licences and accessories, from the purchase order to disposal.',
    actions: [
      { to: '/get-started', label: 'Get started', primary: true },
      { to: '/pricing', label: 'See pricing' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutIllustration: Story = { args: { art: null } };

export const NoActions: Story = { args: { actions: [], eyebrow: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Every stage of an asset’s life, from the purchase order through assignment, audits, repairs, recovery and depreciation to certified disposal',
    lead: 'A long pitch wraps inside the column and pushes the actions down without overlapping the illustration. '.repeat(
      4,
    ),
  },
};
