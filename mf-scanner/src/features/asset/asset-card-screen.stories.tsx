import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { STORY_ASSET } from '../../test-support/fixtures';
import { withScannerApi } from '../../test-support/story-api';
import AssetCardScreen from './asset-card-screen';

/** `/scanner/asset/:id`: the scanned asset's phone card with its quick actions. */
const meta = {
  title: 'Scanner/AssetCardScreen',
  component: AssetCardScreen,
  parameters: {
    app: { route: `/scanner/asset/${STORY_ASSET._id}`, path: '/scanner/asset/:id' },
  },
} satisfies Meta<typeof AssetCardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = { beforeEach: withScannerApi() };

export const NotFound: Story = {
  parameters: {
    app: {
      route: '/scanner/asset/a55e7000-0000-4000-8000-000000000999',
      path: '/scanner/asset/:id',
    },
  },
  beforeEach: withScannerApi(),
};
