import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import type { Policies } from '@itam/shared/contracts';
import {
  fail,
  FAKE_LINK,
  FAKE_QUESTIONNAIRE,
  fakeInvitation,
  fakeVendor,
  installFakeApi,
  QUESTIONNAIRE_ID,
  vendorId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_VENDOR_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import { checkVendorFields } from '../vendor-fields';
import VendorRegistrationScreen from '../vendor-registration-screen';

jest.setTimeout(40_000);

const NEW_ID = '71000000-0000-4000-8000-000000000002';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/vendors/questionnaires/default', () => ({
      type: 'success',
      questionnaire: FAKE_QUESTIONNAIRE,
    }))
    .on('POST', '/vendors', (r) => ({ type: 'success', vendor: fakeVendor(9, r.body as object) }))
    .on('PUT', `/vendors/${vendorId(9)}`, (r) => ({
      type: 'success',
      vendor: fakeVendor(9, r.body as object),
    }))
    .on('POST', '/vendors/questionnaires', (r) => ({
      type: 'success',
      questionnaire: {
        ...FAKE_QUESTIONNAIRE,
        ...(r.body as object),
        _id: NEW_ID,
        isDefault: false,
      },
    }))
    .on('POST', `/vendors/${vendorId(9)}/invitations`, () => ({
      type: 'success',
      invitation: fakeInvitation(),
      link: FAKE_LINK,
    }));
});
afterEach(() => api.restore());

type User = ReturnType<typeof setupUser>;
const box = (name: string) => screen.getByRole('textbox', { name });

async function fillVendor(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Vendor name' }), 'Acme Cloud');
  await user.type(box('Vendor type'), 'SaaS');
  await user.type(box('Email'), 'Security@Acme.example');
  await user.type(box('Website'), 'https://acme.example');
}

const posts = (url: string) => api.requests.filter((r) => r.method === 'POST' && r.url === url);

describe('/vendor-registration', () => {
  it('registers the vendor, sends the standard questionnaire unchanged and shows the link to copy', async () => {
    const user = setupUser();
    renderScreen(<VendorRegistrationScreen />);
    await fillVendor(user);
    await user.click(screen.getByRole('button', { name: 'Register and send the questionnaire' }));
    expect(
      await screen.findByText('Acme Cloud is registered and its questionnaire is ready'),
    ).toBeInTheDocument();
    expect(posts('/vendors')[0]!.body).toEqual({
      vendorName: 'Acme Cloud',
      vendorType: 'SaaS',
      pointOfContact: null,
      email: 'Security@Acme.example',
      contactNumber: null,
      website: 'https://acme.example',
    });
    // Unchanged: the standard questionnaire itself is sent, nothing new is stored.
    expect(posts('/vendors/questionnaires')).toHaveLength(0);
    expect(posts(`/vendors/${vendorId(9)}/invitations`)[0]!.body).toEqual({
      questionnaireId: QUESTIONNAIRE_ID,
    });
    expect(screen.getByRole('textbox', { name: 'The vendor’s link' })).toHaveValue(FAKE_LINK);
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await navigator.clipboard.readText()).toBe(FAKE_LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('the link back to the list is a 24 px touch target beside the button (WCAG 2.2 target size)', async () => {
    const user = setupUser();
    renderScreen(<VendorRegistrationScreen />);
    await fillVendor(user);
    await user.click(screen.getByRole('button', { name: 'Register only' }));
    const link = await screen.findByRole('link', { name: 'Go to the vendor list' });
    // A plain text link is 22 px tall: at 390 px it sits within 24 px of the button (axe).
    expect(link).toHaveStyle({ display: 'inline-flex', minHeight: '24px' });
  });

  it('a questionnaire changed here is stored as its own and sent; the standard one is left alone', async () => {
    const user = setupUser();
    renderScreen(<VendorRegistrationScreen />);
    await fillVendor(user);
    await user.click(screen.getByRole('button', { name: 'Remove section 2' }));
    await user.click(screen.getByRole('button', { name: 'Register and send the questionnaire' }));
    await screen.findByText('Acme Cloud is registered and its questionnaire is ready');
    const [stored] = posts('/vendors/questionnaires');
    expect(stored!.body).toMatchObject({
      name: 'Questionnaire for Acme Cloud',
      isDefault: false,
      sections: [{ id: 'sec-security' }],
    });
    expect(posts(`/vendors/${vendorId(9)}/invitations`)[0]!.body).toEqual({
      questionnaireId: NEW_ID,
    });
    expect(api.requests.some((r) => r.method === 'PUT' && r.url.includes('questionnaires'))).toBe(
      false,
    );
  });

  it('names each wrong field, sends nothing, and focuses the first', async () => {
    const user = setupUser();
    renderScreen(<VendorRegistrationScreen />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(box('Contact number'), 'call me');
    await user.type(box('Website'), 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Register and send the questionnaire' }));
    expect(await screen.findByText('Enter the vendor’s name')).toBeInTheDocument();
    expect(screen.getByText('Enter the vendor’s type, e.g. Hardware or SaaS')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid email address, e.g. name@example.com'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a phone number: digits, spaces, ( ) - and a leading +'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a full web address, e.g. https://example.com'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box('Vendor name')).toHaveFocus());
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('a blank question flags the builder and keeps the vendor unregistered', async () => {
    const user = setupUser();
    renderScreen(<VendorRegistrationScreen />);
    await fillVendor(user);
    await user.clear(screen.getAllByRole('textbox', { name: 'Question' })[2]!);
    await user.click(screen.getByRole('button', { name: 'Register and send the questionnaire' }));
    expect(await screen.findByText('Say which file the vendor should upload')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: 'Question' })[2]).toHaveFocus(),
    );
    expect(posts('/vendors')).toHaveLength(0);
  });

  it('the server’s 400 lands under its field; a later failure keeps the vendor and the retry updates it', async () => {
    api.on('POST', '/vendors', () =>
      fail(400, {
        type: 'error',
        error: 'A vendor with this name exists',
        issues: [{ field: 'vendorName', message: 'A vendor with this name exists' }],
      }),
    );
    const user = setupUser();
    renderScreen(<VendorRegistrationScreen />);
    await fillVendor(user);
    await user.click(screen.getByRole('button', { name: 'Register and send the questionnaire' }));
    expect(
      await screen.findAllByText('A vendor with this name exists', { selector: 'div' }),
    ).not.toHaveLength(0);
    expect(box('Vendor name')).toHaveAttribute('aria-invalid', 'true');

    // The name is free now; the invitation fails once (rate limit), then goes.
    api.on('POST', '/vendors', (r) => ({
      type: 'success',
      vendor: fakeVendor(9, r.body as object),
    }));
    let refused = false;
    api.on('POST', `/vendors/${vendorId(9)}/invitations`, () => {
      if (refused) return { type: 'success', invitation: fakeInvitation(), link: FAKE_LINK };
      refused = true;
      return fail(503, { type: 'error', error: 'Try again later' });
    });
    await user.type(box('Vendor name'), ' Ltd');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Register and send the questionnaire' }));
    expect(
      await screen.findByText(/Acme Cloud Ltd is registered, but the questionnaire was not sent/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register and send the questionnaire' }));
    await screen.findByText('Acme Cloud Ltd is registered and its questionnaire is ready');
    jest.restoreAllMocks();
    expect(posts('/vendors').length).toBe(2); // the refused one and the registration
    expect(
      api.requests.filter((r) => r.method === 'PUT' && r.url === `/vendors/${vendorId(9)}`),
    ).toHaveLength(1);
  });

  it('registers without sending; a role without the questionnaire edit permission sends the standard one read-only', async () => {
    const policies: Policies = {
      on_vendor: { vendor: ['create', 'view'], vendor_questionnaire: ['view'] },
    };
    const user = setupUser();
    renderScreen(<VendorRegistrationScreen />, { policies });
    await fillVendor(user);
    expect(screen.getAllByRole('textbox', { name: 'Section name' })[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add a section/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register only' }));
    expect(await screen.findByText('Acme Cloud is registered')).toBeInTheDocument();
    expect(posts(`/vendors/${vendorId(9)}/invitations`)).toHaveLength(0);
  });

  it('a role that may not register vendors is told so', () => {
    renderScreen(<VendorRegistrationScreen />, { policies: NO_VENDOR_POLICIES });
    expect(screen.getByText('You do not have permission to register vendors.')).toBeInTheDocument();
  });
});

describe('the vendor fields’ checks (the server’s rules)', () => {
  const ok = {
    vendorName: 'Acme',
    vendorType: 'SaaS',
    pointOfContact: '',
    email: 'a@b.co',
    contactNumber: '',
    website: '',
  };
  it('takes blank optional fields and well-formed ones', () => {
    expect(checkVendorFields(ok)).toEqual({});
    expect(
      checkVendorFields({
        ...ok,
        contactNumber: '+91 (80) 1234-5678',
        website: 'http://a.example',
      }),
    ).toEqual({});
  });
  it('names the field of each mistake', () => {
    expect(
      checkVendorFields({
        vendorName: ' ',
        vendorType: '',
        pointOfContact: 'x'.repeat(201),
        email: 'a@b',
        contactNumber: '12',
        website: 'ftp://a.example',
      }),
    ).toEqual({
      vendorName: 'vendorNameRequired',
      vendorType: 'vendorTypeRequired',
      pointOfContact: 'tooLong',
      email: 'emailInvalid',
      contactNumber: 'contactNumberInvalid',
      website: 'websiteInvalid',
    });
  });
});
