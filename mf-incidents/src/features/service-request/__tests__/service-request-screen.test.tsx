import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import {
  fail,
  FAKE_REQUEST_TYPES,
  fakeDetail,
  installFakeApi,
  type FakeApi,
} from '../../../test-support/fixtures';
import { REQUESTER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import ServiceRequestScreen from '../service-request-screen';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('GET', '/incidents/request-types', () => ({
    type: 'success',
    types: FAKE_REQUEST_TYPES,
  }));
});

describe('/service-request', () => {
  it('renders the chosen type’s own fields and sends their values', async () => {
    const user = setupUser();
    api.on('POST', '/incidents/requests', () => ({
      type: 'success',
      ticket: fakeDetail(4, { number: 'SR-000004', kind: 'service_request' }),
    }));
    renderScreen(<ServiceRequestScreen />, { policies: REQUESTER_POLICIES });
    await user.click(await screen.findByRole('radio', { name: /Software install/ }));
    expect(screen.getByRole('textbox', { name: /Software/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Licence' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Needed by' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Seats' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Software is required.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Software/ }), 'Figma');
    await user.type(screen.getByRole('spinbutton', { name: 'Seats' }), '2');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request SR-000004 sent')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({
      requestTypeId: FAKE_REQUEST_TYPES[0]!._id,
      description: '',
      fields: { software: 'Figma', seats: 2 },
    });
  });

  it('shows the server’s refusal of a field under that field', async () => {
    const user = setupUser();
    api.on('POST', '/incidents/requests', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid fields.system',
        issues: [{ field: 'fields.system', message: 'Too long' }],
      }),
    );
    renderScreen(<ServiceRequestScreen />, { policies: REQUESTER_POLICIES });
    await user.click(await screen.findByRole('radio', { name: /New access/ }));
    await user.type(screen.getByRole('textbox', { name: /System/ }), 'SAP');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
  });

  it('says so when the company offers no request types', async () => {
    api.on('GET', '/incidents/request-types', () => ({ type: 'success', types: [] }));
    renderScreen(<ServiceRequestScreen />, { policies: REQUESTER_POLICIES });
    expect(
      await screen.findByText('Your company offers no request types yet.'),
    ).toBeInTheDocument();
  });
});
