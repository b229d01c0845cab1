import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CLOSED_SESSION_ID, SESSION_ID } from '../../test-support/fixtures';
import { withScannerApi } from '../../test-support/story-api';
import QrReaderScreen from './qr-reader-screen';

/** `/scanner/qr-reader`: the camera, the tag field and the audits (a phone first). */
const meta = {
  title: 'Scanner/QrReaderScreen',
  component: QrReaderScreen,
  parameters: { app: { route: '/scanner/qr-reader' } },
} satisfies Meta<typeof QrReaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reader: Story = { beforeEach: withScannerApi() };

export const CameraRefused: Story = {
  beforeEach: withScannerApi({ refuse: 'NotAllowedError' }),
};

export const NoCamera: Story = {
  beforeEach: withScannerApi({ refuse: 'NotFoundError' }),
};

export const TorchAndTwoCameras: Story = {
  beforeEach: withScannerApi({ devices: ['Back camera', 'Front camera'], torch: true }),
};

/** Counting a branch: the session's counts and lists, the tag field, closing, the report. */
export const InSession: Story = {
  parameters: { app: { route: `/scanner/qr-reader?session=${SESSION_ID}` } },
  beforeEach: withScannerApi(),
};

/** A closed audit read again: its lists, its report and its follow-ups to resolve. */
export const ClosedSession: Story = {
  parameters: { app: { route: `/scanner/qr-reader?session=${CLOSED_SESSION_ID}` } },
  beforeEach: withScannerApi(),
};
