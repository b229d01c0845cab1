import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { cartWith, withShopApi } from '../../test-support/story-api';
import ConfirmOrderScreen from './confirm-order-screen';

/** `/confirm-order`: the review before placing the order. */
const meta = {
  title: 'Shop/ConfirmOrderScreen',
  component: ConfirmOrderScreen,
  parameters: { app: { route: '/confirm-order' } },
  beforeEach: withShopApi(),
} satisfies Meta<typeof ConfirmOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For oneself, with the reason saved with the cart. */
export const Default: Story = {};
/** On behalf of another employee. */
export const OnBehalf: Story = {
  beforeEach: withShopApi(
    cartWith({
      employee: { _id: '86000000-0000-4000-8000-000000000002', id: 'EMP-0002', name: 'Anita Rao' },
      businessReason: 'Her laptop broke',
    }),
  ),
};
/** No reason given on the cart yet. */
export const NoReason: Story = {
  beforeEach: withShopApi(cartWith({ employee: null, businessReason: '' })),
};
