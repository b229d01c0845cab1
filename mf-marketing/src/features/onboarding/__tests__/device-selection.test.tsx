import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { MARKETING_ERRORS } from '@itam/shared/contracts';
import { screen } from '@testing-library/react';
import { FAKE_DEVICES, fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderPage, setupUser } from '../../../test-support/render-page';
import DeviceDetailScreen from '../device-detail-screen';
import DeviceSelectionScreen from '../device-selection-screen';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/itam/open-api/devices', () => ({ type: 'success', devices: FAKE_DEVICES }))
    .on('GET', '/itam/open-api/devices/latitude-3540', () => ({
      type: 'success',
      device: FAKE_DEVICES[0],
    }))
    .on('GET', '/itam/open-api/devices/gone', () =>
      fail(404, { type: 'error', error: 'Device not found' }),
    );
});
afterEach(() => api.restore());

const routes = [
  { path: '/onboarding/device-selection', element: <DeviceSelectionScreen /> },
  { path: '/onboarding/device-selection/:id', element: <DeviceDetailScreen /> },
];

async function fillContact(user: ReturnType<typeof setupUser>) {
  await user.type(screen.getByLabelText('Full name'), 'Kiran Das');
  await user.type(screen.getByLabelText('Work email'), 'kiran@acme.test');
  await user.type(screen.getByLabelText('Phone'), '9876501234');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme Tools');
  await user.type(screen.getByLabelText('Number of new joiners'), '12');
}

describe('onboarding device selection', () => {
  it('asks for at least one device before sending', async () => {
    const user = setupUser();
    renderPage(null, { route: '/onboarding/device-selection', routes });
    await screen.findByRole('heading', { name: 'Dell Latitude 3540' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(screen.getByText('Choose at least one device.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('keeps the units chosen on a device page and sends them with the quote request', async () => {
    api.on('POST', '/itam/open-api/leads', () => ({
      type: 'success',
      reference: 'LD-261121-DEV234',
    }));
    const user = setupUser();
    const { router } = renderPage(null, {
      route: '/onboarding/device-selection/latitude-3540',
      routes,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dell Latitude 3540' }),
    ).toBeInTheDocument();
    expect(screen.getByText('16 GB DDR4')).toBeInTheDocument();
    const units = screen.getByRole('spinbutton', { name: 'Units of Dell Latitude 3540' });
    await user.clear(units);
    await user.type(units, '12');
    await user.click(screen.getByRole('link', { name: 'Go to your selection' }));
    expect(router.state.location.pathname).toBe('/onboarding/device-selection');
    expect(await screen.findByText('Dell Latitude 3540: 12')).toBeInTheDocument();
    expect(screen.getByText('Indicative total: ₹8,26,800')).toBeInTheDocument();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByTestId('form-success')).toHaveTextContent('LD-261121-DEV234');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      kind: 'device-selection',
      joiners: 12,
      devices: [{ deviceId: 'latitude-3540', quantity: 12 }],
    });
  });

  it('shows the server refusing a device no longer sold', async () => {
    api.on('POST', '/itam/open-api/leads', () =>
      fail(400, {
        type: 'error',
        error: 'x',
        issues: [{ field: 'devices.0.deviceId', message: MARKETING_ERRORS.unknownDevice }],
      }),
    );
    const user = setupUser();
    renderPage(null, { route: '/onboarding/device-selection', routes });
    const units = await screen.findByRole('spinbutton', {
      name: 'Units of Logitech MK295 silent keyboard and mouse',
    });
    await user.type(units, '3');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(
      await screen.findByText(
        'This device is no longer in the catalogue. Remove it and choose another.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when a device is not in the catalogue', async () => {
    renderPage(null, { route: '/onboarding/device-selection/gone', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device is not in our catalogue.',
    );
    expect(screen.getByRole('link', { name: 'Back to all devices' })).toHaveAttribute(
      'href',
      '/onboarding/device-selection',
    );
  });
});
