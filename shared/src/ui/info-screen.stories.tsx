import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { InfoScreen } from './info-screen';

/** The placeholder a remote shows for a screen not built yet: its translated title and purpose. */
const meta = {
  title: 'Layout/InfoScreen',
  component: InfoScreen,
  args: { remoteId: 'vendors', namespace: 'vendors', screenKey: 'vendorList' },
} satisfies Meta<typeof InfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OtherRemote: Story = {
  args: { remoteId: 'vendors', namespace: 'vendors', screenKey: 'vendorRegistration' },
};
