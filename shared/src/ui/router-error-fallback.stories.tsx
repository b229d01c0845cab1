import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RouterErrorFallback } from './router-error-fallback';

/** The router's error element: 'Unexpected Application Error!' and the detail of what the route threw. */
const meta = {
  title: 'Status/RouterErrorFallback',
  component: RouterErrorFallback,
  parameters: {
    app: { routeError: new Error('Cannot read properties of undefined (reading "map")') },
  },
} satisfies Meta<typeof RouterErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen threw while rendering. */
export const ThrownError: Story = {};

/** A route answered with an error response (e.g. a loader's 404). */
export const ErrorResponse: Story = {
  parameters: {
    app: {
      routeError: {
        status: 404,
        statusText: 'Not Found',
        internal: true,
        data: 'No route matches URL "/assets/x"',
      },
    },
  },
};

export const LongText: Story = {
  parameters: {
    app: {
      routeError: new Error(
        'Loading chunk 481 failed after 120000 ms (https://cdn.example.com/remotes/assets/481.3f9a2c1b.js): the remote may have been redeployed while this page was open; reload to get the new version',
      ),
    },
  },
};
