import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FAKE_VENDORS, fail, fakeVendor, fakeVendorPage } from '../../test-support/fixtures';
import { never, withVendorsApi } from '../../test-support/story-api';
import VendorListScreen from './vendor-list-screen';

/** `/vendor-list`: the company's vendors in every status, with search, filters and paging. */
const meta = {
  title: 'Vendors/VendorListScreen',
  component: VendorListScreen,
  parameters: { app: { route: '/vendor-list' } },
  beforeEach: withVendorsApi(),
} satisfies Meta<typeof VendorListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor in each status. */
export const Default: Story = {};
/** A vendor registered without a questionnaire: not invited yet, with a link to send one. */
export const NotInvitedYet: Story = {
  beforeEach: withVendorsApi((api) =>
    api.on('GET', '/vendors', () => ({
      type: 'success',
      ...fakeVendorPage([
        fakeVendor(7, { vendorName: 'Quiet Supplies', status: 'registered' }),
        ...FAKE_VENDORS,
      ]),
    })),
  ),
};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withVendorsApi((api) => api.on('GET', '/vendors', never)),
};
/** No vendor yet. */
export const Empty: Story = {
  beforeEach: withVendorsApi((api) =>
    api.on('GET', '/vendors', () => ({ type: 'success', ...fakeVendorPage([], 0) })),
  ),
};
/** The list could not be loaded. */
export const LoadFailed: Story = {
  beforeEach: withVendorsApi((api) =>
    api.on('GET', '/vendors', () =>
      fail(400, { type: 'error', error: 'The server refused the filters' }),
    ),
  ),
};
/** A role that may not see vendors. */
export const NotAllowed: Story = { globals: { role: 'none' } };
