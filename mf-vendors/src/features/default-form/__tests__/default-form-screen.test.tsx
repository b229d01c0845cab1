import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import {
  fail,
  FAKE_QUESTIONNAIRE,
  installFakeApi,
  QUESTIONNAIRE_ID,
  type FakeApi,
} from '../../../test-support/fixtures';
import {
  NO_VENDOR_POLICIES,
  READER_POLICIES,
  renderScreen,
  setupUser,
} from '../../../test-support/render-screen';
import DefaultFormScreen from '../default-form-screen';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/vendors/questionnaires/default', () => ({
      type: 'success',
      questionnaire: FAKE_QUESTIONNAIRE,
    }))
    .on('PUT', `/vendors/questionnaires/${QUESTIONNAIRE_ID}`, (r) => ({
      type: 'success',
      questionnaire: { ...FAKE_QUESTIONNAIRE, ...(r.body as object), version: 4 },
    }));
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('/default-form', () => {
  it('loads the standard questionnaire and saves it back whole, as the API takes it', async () => {
    const user = setupUser();
    renderScreen(<DefaultFormScreen />);
    const name = await screen.findByRole('textbox', { name: 'Questionnaire name' });
    expect(name).toHaveValue('Standard vendor questionnaire');
    expect(
      screen
        .getAllByRole('textbox', { name: 'Section name' })
        .map((e) => (e as HTMLInputElement).value),
    ).toEqual(['Security', 'Evidence']);
    await user.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save the standard questionnaire' }));
    expect(
      await screen.findByText('Saved: version 4 of the standard questionnaire.'),
    ).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'Standard vendor questionnaire',
      description: 'Sent to every new vendor.',
      isDefault: true,
      sections: [
        {
          id: 'sec-evidence',
          qtype: 'section',
          name: 'Evidence',
          description: '',
          questions: [
            {
              id: 'q-iso',
              qtype: 'file-question',
              question: 'Upload your ISO 27001 certificate',
              required: true,
              points: 10,
            },
          ],
        },
        {
          id: 'sec-security',
          qtype: 'section',
          name: 'Security',
          description: 'How you keep our data safe.',
          questions: [
            {
              id: 'q-encrypt',
              qtype: 'multiple-choice',
              question: 'Do you encrypt data at rest?',
              required: true,
              points: 0,
              choices: [
                { id: 'c-yes', text: 'Yes', points: 10 },
                { id: 'c-no', text: 'No', points: 0 },
              ],
            },
            {
              id: 'q-algorithm',
              qtype: 'question-answer',
              question: 'Which algorithm do you use?',
              required: false,
              points: 5,
              showWhen: { questionId: 'q-encrypt', choiceId: 'c-yes' },
            },
          ],
        },
      ],
    });
  });

  it('without a standard questionnaire starts an empty one and creates it as the standard', async () => {
    api
      .on('GET', '/vendors/questionnaires/default', () =>
        fail(404, { type: 'error', error: 'No standard questionnaire' }),
      )
      .on('POST', '/vendors/questionnaires', (r) => ({
        type: 'success',
        questionnaire: { ...FAKE_QUESTIONNAIRE, ...(r.body as object), version: 1 },
      }));
    const user = setupUser();
    renderScreen(<DefaultFormScreen />);
    expect(await screen.findByText(/no standard questionnaire yet/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'General');
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Who owns security?');
    await user.click(screen.getByRole('button', { name: 'Save the standard questionnaire' }));
    expect(
      await screen.findByText('Saved: version 1 of the standard questionnaire.'),
    ).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      isDefault: true,
      sections: [{ name: 'General', questions: [{ question: 'Who owns security?' }] }],
    });
  });

  it('a failed save flags the blank fields, sends nothing and focuses the first error', async () => {
    const user = setupUser();
    renderScreen(<DefaultFormScreen />);
    const first = (await screen.findAllByRole('textbox', { name: 'Section name' }))[0]!;
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save the standard questionnaire' }));
    expect(await screen.findByText('Enter the section’s name')).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(first, 'Security');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('the server’s 400 flags the question it names and shows its message', async () => {
    api.on('PUT', `/vendors/questionnaires/${QUESTIONNAIRE_ID}`, () =>
      fail(400, {
        type: 'error',
        error: 'Name an earlier multiple-choice question',
        issues: [
          {
            field: 'sections.0.questions.1.showWhen.questionId',
            message: 'Name an earlier multiple-choice question',
          },
        ],
      }),
    );
    const user = setupUser();
    renderScreen(<DefaultFormScreen />);
    await screen.findByRole('textbox', { name: 'Questionnaire name' });
    await user.click(screen.getByRole('button', { name: 'Save the standard questionnaire' }));
    expect(await screen.findByText('Check this question: it was not accepted')).toBeInTheDocument();
    const flagged = screen.getAllByRole('textbox', { name: 'Question' })[1]!;
    expect(flagged).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(flagged).toHaveFocus());
  });

  it('a reader sees it read-only; a role without vendor permissions is told so', async () => {
    const view = renderScreen(<DefaultFormScreen />, { policies: READER_POLICIES });
    expect(await screen.findByText(/may read the standard questionnaire/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Questionnaire name' })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Save the standard questionnaire' }),
    ).not.toBeInTheDocument();
    view.unmount();
    renderScreen(<DefaultFormScreen />, { policies: NO_VENDOR_POLICIES });
    expect(screen.getByText('You do not have permission to see this page.')).toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET', '/vendors/questionnaires/default', () => fail(500));
    renderScreen(<DefaultFormScreen />);
    expect(
      await screen.findByText('The standard questionnaire could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
