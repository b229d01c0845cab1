import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { never, withDeskApi } from '../../test-support/story-api';
import ServiceRequestScreen from './service-request-screen';

/** `/service-request`: the request catalogue; each type's fields come from its definition. */
const meta = {
  title: 'Incidents/ServiceRequestScreen',
  component: ServiceRequestScreen,
  parameters: { app: { route: '/service-request' } },
  beforeEach: withDeskApi(),
} satisfies Meta<typeof ServiceRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {};
export const Loading: Story = {
  beforeEach: withDeskApi((api) => api.on('GET', '/incidents/request-types', never)),
};
export const NoTypes: Story = {
  beforeEach: withDeskApi((api) =>
    api.on('GET', '/incidents/request-types', () => ({ type: 'success', types: [] })),
  ),
};
