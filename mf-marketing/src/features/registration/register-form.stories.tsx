import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormSection } from '../leads/form-section';
import { RegisterForm } from './register-form';

/** Company registration: company and modules, then the administrator's account. */
const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  args: { id: 'story-register' },
  parameters: { app: { session: { isLoggedIn: false, user: null } } },
  render: (args) => (
    <div className="mk">
      <FormSection id="story-register" title="Create your company account" soft={false}>
        <RegisterForm {...args} />
      </FormSection>
    </div>
  ),
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** As /register-init hands it over. */
export const Prefilled: Story = {
  args: {
    prefill: {
      companyName: 'Brightwave Labs',
      email: 'meera@brightwave.test',
      modules: ['asset-management', 'incident-management'],
    },
  },
};
