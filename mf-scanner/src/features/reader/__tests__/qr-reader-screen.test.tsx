/**
 * /scanner/qr-reader outside a session, with a fake camera stream and a BarcodeDetector
 * stub: a code the camera reads or a scanner types opens its asset; refused or missing
 * cameras are told plainly and the tag field stays; torch and camera choice when there.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { configure, screen, waitFor } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import {
  installBarcodeDetector,
  installFakeCamera,
  type FakeCamera,
  type FakeDetector,
} from '../../../test-support/fake-camera';
import { assetRef, resolved } from '../../../test-support/fixtures';
import {
  AUDITOR_POLICIES,
  freshDeviceStore,
  renderScreen,
  setupUser,
  VIEWER_POLICIES,
} from '../../../test-support/render-screen';
import QrReaderScreen from '../qr-reader-screen';

// A scan goes through the camera loop, IndexedDB and the fake server: on a loaded machine
// that can pass testing-library's default second.
configure({ asyncUtilTimeout: 8000 });
let api: FakeApi;
let camera: FakeCamera | null;
let detector: FakeDetector;

beforeEach(async () => {
  await freshDeviceStore();
  api = installFakeApi()
    .on('GET', '/scanner/resolve', (r) =>
      String(r.params.code).includes('DC-0001')
        ? resolved(1)
        : fail(404, { type: 'error', error: 'No asset has this tag' }),
    )
    .on('GET', '/company/locations/dropdown', () => ({ type: 'success', locations: [] }))
    .on('GET', '/audit-sessions', () => ({
      type: 'success',
      sessions: [],
      total: 0,
      pageNumber: 0,
      limit: 25,
    }));
  detector = installBarcodeDetector();
  camera = null;
});

afterEach(() => {
  api.restore();
  camera?.restore();
  detector.restore();
});

const render = (policies = VIEWER_POLICIES) =>
  renderScreen(<QrReaderScreen />, { route: '/scanner/qr-reader', policies });

describe('/scanner/qr-reader', () => {
  it('opens the asset of a tag link the camera reads (rear camera asked first)', async () => {
    camera = installFakeCamera();
    const { router } = render();
    await waitFor(() => expect(camera!.requests).toHaveLength(1));
    expect(camera.requests[0]).toEqual({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
    detector.show('https://itam.example/url_redirect?tag=DC-0001');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/scanner/asset/${assetRef(1)._id}`),
    );
    expect(api.requests.find((r) => r.url === '/scanner/resolve')?.params).toEqual({
      code: 'https://itam.example/url_redirect?tag=DC-0001',
    });
  });

  it('takes a tag a USB scanner types with Enter, and says when no asset has it', async () => {
    camera = installFakeCamera();
    render();
    const user = setupUser();
    await user.type(await screen.findByLabelText('Tag or tag link'), 'DC-9999{Enter}');
    expect(
      await screen.findByText('No asset of your company has the tag DC-9999.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tag or tag link')).toHaveValue('');
  });

  it('tells when the camera permission is refused, and keeps the tag field', async () => {
    camera = installFakeCamera({ refuse: 'NotAllowedError' });
    render();
    expect(await screen.findByText('The camera is not allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tag or tag link')).toBeInTheDocument();
  });

  it('tells when there is no camera, or no camera API', async () => {
    camera = installFakeCamera({ refuse: 'NotFoundError' });
    const first = render();
    expect(await screen.findByText('This device has no camera')).toBeInTheDocument();
    first.unmount();
    camera.restore();
    camera = installFakeCamera({ unsupported: true });
    render();
    expect(await screen.findByText('The camera cannot be used here')).toBeInTheDocument();
  });

  it('offers the torch and a choice of camera when the device has them', async () => {
    camera = installFakeCamera({ devices: ['Back camera', 'Front camera'], torch: true });
    render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Torch on' }));
    expect(camera.applied).toEqual([{ advanced: [{ torch: true }] }]);
    expect(await screen.findByRole('button', { name: 'Torch off' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Camera' })).toBeInTheDocument();
  });

  it('shows audits only to a role with audit permissions', async () => {
    camera = installFakeCamera();
    render();
    await screen.findByLabelText('Tag or tag link');
    expect(screen.queryByText('Audit a branch')).toBeNull();
    render(AUDITOR_POLICIES);
    expect(await screen.findByText('Audit a branch')).toBeInTheDocument();
    expect(await screen.findByText('No audit is open.')).toBeInTheDocument();
  });
});
