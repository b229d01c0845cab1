import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TOKEN, withAnswerApi } from '../../test-support/answer-fixtures';
import VendorFormScreen from './vendor-form-screen';

/** `/vendor-form/:token`: a staff member answers a vendor's questionnaire on its behalf. */
const meta = {
  title: 'Vendors/VendorFormScreen',
  component: VendorFormScreen,
  parameters: { app: { route: `/vendor-form/${TOKEN}`, path: '/vendor-form/:token' } },
  beforeEach: withAnswerApi(),
} satisfies Meta<typeof VendorFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnBehalf: Story = {};
/** A role that may not create or edit vendors. */
export const NotAllowed: Story = {
  parameters: {
    app: {
      route: `/vendor-form/${TOKEN}`,
      path: '/vendor-form/:token',
      session: { policies: { on_vendor: { vendor: ['view'] } } },
    },
  },
};
