import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MarketingPage } from './marketing-page';

/**
 * The public site's own chrome under the shell's top bar: the site strip and the footer.
 * The footer shows only the pages the visitor's route table lists (SPEC.md section 2).
 */
const meta = {
  title: 'Chrome/MarketingPage',
  component: MarketingPage,
  args: {
    screenKey: 'faqs',
    children: (
      <div className="mk-container mk-section">
        <h1>Page content</h1>
        <p>The page renders between the site strip and the footer.</p>
      </div>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};

export const Visitor: Story = {
  parameters: { app: { session: { isLoggedIn: false, user: null } } },
};

export const CurrentPageMarked: Story = {
  parameters: { app: { route: '/pricing' } },
  args: { screenKey: 'pricing' },
};
