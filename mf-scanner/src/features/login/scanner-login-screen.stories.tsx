import type { Meta, StoryObj } from '@storybook/react-webpack5';
import ScannerLoginScreen from './scanner-login-screen';

/** `/scanner/login`: the scanner's sign-in on a phone. */
const meta = {
  title: 'Scanner/ScannerLoginScreen',
  component: ScannerLoginScreen,
  parameters: {
    app: { route: '/scanner/login', session: { isLoggedIn: false } },
  },
} satisfies Meta<typeof ScannerLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const Refused: Story = {
  parameters: {
    app: {
      route: '/scanner/login',
      session: { isLoggedIn: false, loginError: 'Invalid email or password' },
    },
  },
};
