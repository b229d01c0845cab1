import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderPage, setupUser } from '../../../test-support/render-page';
import { ContactForm } from '../contact-form';
import { FormSection } from '../form-section';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const renderForm = () =>
  renderPage(
    <FormSection id="contact-form" title="Send us a message">
      <ContactForm kind="contact-us" id="contact-form" />
    </FormSection>,
  );

async function fillValid(user: ReturnType<typeof setupUser>) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Work email'), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'sales');
  await user.type(screen.getByLabelText('Message'), 'We track 400 laptops in spreadsheets.');
}

describe('contact form', () => {
  it('names every missing field, sends nothing, and moves focus to the first one', async () => {
    const user = setupUser();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('This field is required.');
    await waitFor(() => expect(name).toHaveFocus());
    // Optional fields are not in error.
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.requests).toEqual([]);
  });

  it('explains a bad email and a short message with the server rules', async () => {
    const user = setupUser();
    renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Work email'));
    await user.type(screen.getByLabelText('Work email'), 'asha@');
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
      /Enter a valid email address/,
    );
    expect(screen.getByText('Enter at least 10 characters.')).toBeInTheDocument();
    // Correcting a field clears its message.
    await user.type(screen.getByLabelText('Work email'), 'example.com');
    expect(screen.getByLabelText('Work email')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the lead and shows its reference', async () => {
    api.on('POST', '/itam/open-api/leads', () => ({
      type: 'success',
      reference: 'LD-261121-ABCDEF',
    }));
    const user = setupUser();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('form-success')).toHaveTextContent(
      'Your reference is LD-261121-ABCDEF.',
    );
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/itam/open-api/leads',
      body: {
        kind: 'contact-us',
        name: 'Asha Verma',
        email: 'asha@example.com',
        topic: 'sales',
        message: 'We track 400 laptops in spreadsheets.',
      },
    });
  });

  it('keeps what was typed when the server refuses, with its reasons on the fields', async () => {
    api.on('POST', '/itam/open-api/leads', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid email: Enter a valid email address',
        issues: [{ field: 'email', message: 'Enter a valid email address' }],
      }),
    );
    const user = setupUser();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Enter a valid email address, like/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Message')).toHaveValue('We track 400 laptops in spreadsheets.');
  });

  it.each([
    [429, 'Too many attempts from your network. Please wait a minute and try again.'],
    [0, 'We could not reach the server. Check your connection and try again.'],
    [500, 'We could not send your details. Please try again.'],
  ])('says what went wrong on a %s and lets the visitor retry', async (status, message) => {
    let calls = 0;
    api.on('POST', '/itam/open-api/leads', () =>
      ++calls === 1 ? fail(status) : { type: 'success', reference: 'LD-261121-ZZZZZZ' },
    );
    const user = setupUser();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Work email')).toHaveValue('asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('form-success')).toHaveTextContent('LD-261121-ZZZZZZ');
  });
});
