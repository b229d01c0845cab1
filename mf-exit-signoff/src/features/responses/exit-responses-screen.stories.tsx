import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail, fakeDepartmentSettings, fakeExitPage } from '../../test-support/fixtures';
import { never, withExitsApi } from '../../test-support/story-api';
import ExitResponsesScreen from './exit-responses-screen';

/** `/exit-responses`: every exit with its status, outstanding parts and interview. */
const meta = {
  title: 'Exit signoff/ExitResponsesScreen',
  component: ExitResponsesScreen,
  parameters: { app: { route: '/exit-responses' } },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof ExitResponsesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An exit in progress and one awaiting the authority. */
export const Default: Story = {};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withExitsApi((api) => api.on('GET', '/exits', never)),
};
/** No exit matches the filters. */
export const EmptyFiltered: Story = {
  parameters: { app: { route: '/exit-responses?status=overdue' } },
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([]) })),
  ),
};
/** The list could not be loaded. */
export const LoadFailed: Story = {
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits', () => fail(400, { type: 'error', error: 'The server refused' })),
  ),
};
/** A role that may not read the responses. */
export const NotAllowed: Story = { globals: { role: 'none' } };
/** The Departments tab: the company's list of departments that sign each new exit, editable. */
export const Departments: Story = {
  parameters: { app: { route: '/exit-responses?tab=departments' } },
};
/** The Departments tab for a role that may read the list but not change it. */
export const DepartmentsReadOnly: Story = {
  parameters: { app: { route: '/exit-responses?tab=departments' } },
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits/departments', () => ({
      type: 'success',
      ...fakeDepartmentSettings({ canEdit: false, signers: [] }),
    })),
  ),
};
/** The Departments tab while the list loads. */
export const DepartmentsLoading: Story = {
  parameters: { app: { route: '/exit-responses?tab=departments' } },
  beforeEach: withExitsApi((api) => api.on('GET', '/exits/departments', never)),
};
