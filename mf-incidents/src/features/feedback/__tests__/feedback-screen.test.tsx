import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import {
  fail,
  fakeTicket,
  installFakeApi,
  ticketId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { REQUESTER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import FeedbackScreen from '../feedback-screen';

jest.setTimeout(30_000);

const ID = ticketId(8);
const SURVEY = {
  ticketId: ID,
  number: 'INC-000008',
  title: 'Laptop will not boot',
  expiresAt: '2026-12-04T09:00:00.000Z',
  answeredAt: null,
  rating: null,
  comment: null,
  answers: [],
  questions: [
    { _id: '60000000-0000-4000-8000-000000000001', text: 'Was the agent helpful?', kind: 'rating' },
    { _id: '60000000-0000-4000-8000-000000000002', text: 'What could be better?', kind: 'text' },
  ],
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => jest.restoreAllMocks());

const open = () =>
  renderScreen(<FeedbackScreen />, {
    policies: REQUESTER_POLICIES,
    route: `/feedback?ticket=${ID}`,
    path: '/feedback',
  });

/** The label of a field of the form, by its text. */
const labelOf = (text: string) => screen.getByText(text, { selector: 'label' });

describe('/feedback', () => {
  it('marks what must be answered, a rating, and only that', async () => {
    api.on('GET', `/incidents/tickets/${ID}/survey`, () => ({ type: 'success', survey: SURVEY }));
    open();
    expect(await screen.findByText('Questions marked * need an answer.')).toBeInTheDocument();
    expect(within(labelOf('Overall, how satisfied are you?')).getByTitle('required')).toBeTruthy();
    expect(within(labelOf('Was the agent helpful?')).getByTitle('required')).toBeTruthy();
    expect(within(labelOf('What could be better?')).queryByTitle('required')).toBeNull();
    expect(within(labelOf('Comment')).queryByTitle('required')).toBeNull();
  });

  it('asks for every rating question’s answer before sending, beside the question', async () => {
    const user = setupUser();
    api
      .on('GET', `/incidents/tickets/${ID}/survey`, () => ({ type: 'success', survey: SURVEY }))
      .on('POST', `/incidents/tickets/${ID}/survey`, () => ({ type: 'success' }));
    open();
    const overall = await screen.findByRole('group', { name: 'Overall, how satisfied are you?' });
    await user.click(overall.querySelectorAll<HTMLElement>('[role="radio"]')[3]!);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const helpful = screen.getByRole('group', { name: 'Was the agent helpful?' });
    expect(helpful).toHaveAccessibleDescription('Choose a rating from 1 to 5.');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(helpful.querySelectorAll<HTMLElement>('[role="radio"]')[2]!);
    expect(helpful).not.toHaveAccessibleDescription('Choose a rating from 1 to 5.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({
      rating: 4,
      answers: [{ questionId: SURVEY.questions[0]!._id, rating: 3 }],
    });
  });

  it('asks for the overall rating first, then sends it with the questions’ answers', async () => {
    const user = setupUser();
    api
      .on('GET', `/incidents/tickets/${ID}/survey`, () => ({ type: 'success', survey: SURVEY }))
      .on('POST', `/incidents/tickets/${ID}/survey`, () => ({ type: 'success' }));
    open();
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    // Both the overall rating and the rating question ask for their answer.
    expect(screen.getAllByText('Choose a rating from 1 to 5.')).toHaveLength(2);
    const [overall, helpful] = [
      screen.getByRole('group', { name: 'Overall, how satisfied are you?' }),
      screen.getByRole('group', { name: 'Was the agent helpful?' }),
    ];
    await user.click(overall.querySelectorAll<HTMLElement>('[role="radio"]')[3]!);
    await user.click(helpful.querySelectorAll<HTMLElement>('[role="radio"]')[4]!);
    await user.type(
      screen.getByRole('textbox', { name: 'What could be better?' }),
      'Faster replies',
    );
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({
      rating: 4,
      answers: [
        { questionId: SURVEY.questions[0]!._id, rating: 5 },
        { questionId: SURVEY.questions[1]!._id, answer: 'Faster replies' },
      ],
    });
  });

  it('says an expired survey (410) has expired', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET', `/incidents/tickets/${ID}/survey`, () =>
      fail(410, { type: 'error', error: 'This survey has expired', code: 'SURVEY_EXPIRED' }),
    );
    open();
    expect(
      await screen.findByText('This survey has expired: it was open for 14 days.'),
    ).toBeInTheDocument();
  });

  it('says a ticket without a survey for this person (404) has none', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET', `/incidents/tickets/${ID}/survey`, () =>
      fail(404, { type: 'error', error: 'No survey' }),
    );
    open();
    expect(await screen.findByText('This ticket has no survey for you.')).toBeInTheDocument();
  });

  it('lists the person’s resolved tickets, each linking to its survey', async () => {
    api.on('GET', '/incidents/tickets', () => ({
      type: 'success',
      tickets: [fakeTicket(8, { status: 'resolved' })],
      total: 1,
      nextCursor: null,
    }));
    renderScreen(<FeedbackScreen />, {
      policies: REQUESTER_POLICIES,
      route: '/feedback',
      path: '/feedback',
    });
    expect(await screen.findByRole('link', { name: 'Rate INC-000008' })).toHaveAttribute(
      'href',
      `/feedback?ticket=${ID}`,
    );
    expect(api.requests[0]!.params).toMatchObject({ scope: 'mine', status: 'resolved' });
  });

  it('lets the requester of a company with it-services only rate a service request', async () => {
    const user = setupUser();
    const request = { ...SURVEY, number: 'SR-000008', title: 'New access to SAP' };
    api
      .on('GET', '/incidents/requests', () => ({
        type: 'success',
        tickets: [
          fakeTicket(8, { status: 'resolved', kind: 'service_request', number: 'SR-000008' }),
        ],
        total: 1,
        nextCursor: null,
      }))
      .on('GET', `/incidents/requests/${ID}/survey`, () => ({ type: 'success', survey: request }))
      .on('POST', `/incidents/requests/${ID}/survey`, () => ({ type: 'success' }));
    renderScreen(<FeedbackScreen />, {
      policies: REQUESTER_POLICIES,
      companyRoles: ['it-services'],
      route: '/feedback',
      path: '/feedback',
    });
    await user.click(await screen.findByRole('link', { name: 'Rate SR-000008' }));
    expect(await screen.findByText('SR-000008 · New access to SAP')).toBeInTheDocument();
    const overall = screen.getByRole('group', { name: 'Overall, how satisfied are you?' });
    await user.click(overall.querySelectorAll<HTMLElement>('[role="radio"]')[4]!);
    const helpful = screen.getByRole('group', { name: 'Was the agent helpful?' });
    await user.click(helpful.querySelectorAll<HTMLElement>('[role="radio"]')[4]!);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    // Every read and write went to it-services' mount: the company has no incident desk.
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /incidents/requests',
      `GET /incidents/requests/${ID}/survey`,
      `POST /incidents/requests/${ID}/survey`,
    ]);
  });
});
