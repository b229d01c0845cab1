import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DRAFT_ANSWERS,
  EVIDENCE,
  fail,
  installFakeApi,
  linkForm,
  TOKEN,
  type FakeApi,
} from '../../../test-support/answer-fixtures';
import { NO_VENDOR_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import VendorResponseScreen from '../vendor-response-screen';

jest.setTimeout(40_000);

const LINK = `/vendor-response/${TOKEN}`;
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('PUT', `${LINK}/answers`, () => ({ type: 'success', saved: 1 }))
    .on('POST', `${LINK}/submit`, () => ({ type: 'success' }));
});
afterEach(() => jest.restoreAllMocks());

const withForm = (form = linkForm()) => api.on('GET', LINK, () => ({ type: 'success', form }));
// The vendor has no account: the screen needs no permission at all.
const open = () =>
  renderScreen(<VendorResponseScreen />, {
    policies: NO_VENDOR_POLICIES,
    route: LINK,
    path: '/vendor-response/:token',
  });
const puts = () => api.requests.filter((r) => r.method === 'PUT');

describe('/vendor-response/:token', () => {
  it('says until when the link works, in the day format of every screen', async () => {
    withForm();
    open();
    expect(await screen.findByText(/This link works until 8 Dec 2026\./)).toBeInTheDocument();
  });

  it('resumes from the saved draft, showing a question only when its rule is met', async () => {
    const user = setupUser();
    withForm(linkForm({ answers: DRAFT_ANSWERS }));
    open();
    expect(
      await screen.findByRole('textbox', { name: 'Describe your security policy' }),
    ).toHaveValue('We encrypt at rest.');
    expect(screen.getByRole('checkbox', { name: 'ISO 27001' })).toBeChecked();
    expect(screen.getByText('Upload your ISO 27001 certificate')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'ISO 27001' }));
    expect(screen.queryByText('Upload your ISO 27001 certificate')).not.toBeInTheDocument();
  });

  it('saves a burst of typing as one draft and says it is saved', async () => {
    const user = setupUser();
    withForm();
    open();
    await user.type(
      await screen.findByRole('textbox', { name: 'Anything else we should know?' }),
      'Fine',
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual({ answers: [{ questionId: 'q-notes', answer: 'Fine' }] });
  });

  it('names each required question left unanswered and sends nothing', async () => {
    const user = setupUser();
    withForm();
    open();
    await user.click(await screen.findByRole('button', { name: 'Send answers' }));
    expect(screen.getAllByText('This question needs an answer.')).toHaveLength(2);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('checks evidence for type and size before uploading, then uploads it per question', async () => {
    const user = setupUser({ applyAccept: false });
    withForm(linkForm({ answers: DRAFT_ANSWERS }));
    api.on('POST', `${LINK}/files`, () => ({
      type: 'success',
      file: { ...EVIDENCE, questionId: 'q-certificate' },
    }));
    open();
    const input = await screen.findByLabelText(/Upload your ISO 27001 certificate/);
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('notes.txt: only PNG, JPEG or PDF files can be attached'),
    ).toBeInTheDocument();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByText('big.pdf: the file is over 5 MB')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.endsWith('/files'))).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.4'], 'iso.pdf', { type: 'application/pdf' }));
    const list = await screen.findByRole('list', { name: 'Files attached' });
    expect(within(list).getByText(/iso-certificate\.pdf/)).toBeInTheDocument();
    const upload = api.requests.find((r) => r.url.endsWith('/files'))!;
    expect(upload.params).toEqual({ questionId: 'q-certificate', fileName: 'iso.pdf' });
  });

  it('sends the answers and confirms in place', async () => {
    const user = setupUser();
    withForm(
      linkForm({
        answers: [
          ...DRAFT_ANSWERS,
          { questionId: 'q-certificate', round: 1, answer: null, choices: [], files: [EVIDENCE] },
        ],
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Answers sent')).toBeInTheDocument();
    expect(screen.getByText(/Demo Corp will review your answers/)).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', url: `${LINK}/submit` });
  });

  it('shows the server’s refusal on the question it names', async () => {
    const user = setupUser();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    withForm(
      linkForm({
        answers: [
          ...DRAFT_ANSWERS,
          { questionId: 'q-certificate', round: 1, answer: null, choices: [], files: [EVIDENCE] },
        ],
      }),
    );
    api.on('POST', `${LINK}/submit`, () =>
      fail(400, {
        type: 'error',
        error: 'Answer every required question first (1 left)',
        issues: [{ field: 'answers.q-certificate', message: 'This question needs an answer' }],
      }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Send answers' }));
    expect(
      await screen.findByText('Answer every required question first (1 left)'),
    ).toBeInTheDocument();
    expect(screen.getByText('This question needs an answer.')).toBeInTheDocument();
  });

  it('asks only the queried questions in a later round, with the reviewer’s comment, and saves the carried-over answer', async () => {
    const user = setupUser();
    withForm(
      linkForm({
        round: 2,
        questionIds: ['q-policy'],
        queries: [{ questionId: 'q-policy', comment: 'And in transit?' }],
        answers: DRAFT_ANSWERS,
      }),
    );
    open();
    expect(await screen.findByText('The reviewer asks: And in transit?')).toBeInTheDocument();
    expect(screen.queryByText('Which certifications do you hold?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Answers sent')).toBeInTheDocument();
    expect(puts()[0]!.body).toEqual({
      answers: [{ questionId: 'q-policy', answer: 'We encrypt at rest.' }],
    });
  });

  it.each([
    [404, 'LINK_UNKNOWN', 'This link does not work'],
    [410, 'LINK_EXPIRED', 'This link has expired'],
    [410, 'LINK_REVOKED', 'This link was withdrawn'],
    [409, 'LINK_USED', 'These answers were sent'],
    [403, 'LINK_UNAVAILABLE', 'This link cannot be used at the moment'],
  ])('gives a %i %s link its own page', async (status, code, title) => {
    api.on('GET', LINK, () => fail(status, { type: 'error', error: code, code }));
    open();
    expect(await screen.findByText(title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send answers' })).toBeNull());
  });
});
