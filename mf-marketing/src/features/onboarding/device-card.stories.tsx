import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FAKE_DEVICES } from '../../test-support/fake-api';
import { DeviceCard } from './device-card';
import './onboarding-content';

/** A catalogue device for new joiners: main specifications, indicative price, units chosen. */
const meta = {
  title: 'Onboarding/DeviceCard',
  component: DeviceCard,
  args: { device: FAKE_DEVICES[0]!, quantity: 0, onQuantity: fn() },
  render: (args) => (
    <ul className="mk mk-grid" style={{ listStyle: 'none', padding: 0, maxWidth: 320 }}>
      <DeviceCard {...args} />
    </ul>
  ),
} satisfies Meta<typeof DeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Laptop: Story = {};

export const Chosen: Story = { args: { quantity: 12 } };

export const Accessory: Story = { args: { device: FAKE_DEVICES[1]! } };
