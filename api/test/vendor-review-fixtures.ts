/**
 * A vendor brought to review: registered, sent a three-question questionnaire, answered
 * and submitted through its link (the tests of reviews and of their decisions share it).
 */
import type { LightMyRequestResponse } from 'fastify';
import { type Client } from './asset-fixtures';
import { freshAddress } from './helpers';
import type { VendorWorld } from './vendor-fixtures';

export const reviewSections = [
  {
    id: 's1',
    qtype: 'section',
    name: 'Security',
    questions: [
      {
        id: 'q1',
        qtype: 'multiple-choice',
        question: 'ISO 27001?',
        required: true,
        choices: [
          { id: 'c1', text: 'Yes', points: 10 },
          { id: 'c2', text: 'No', points: 0 },
        ],
      },
      {
        id: 'q2',
        qtype: 'question-answer',
        question: 'Certificate number?',
        required: true,
        points: 5,
        showWhen: { questionId: 'q1', choiceId: 'c1' },
      },
      { id: 'q3', qtype: 'question-answer', question: 'Support hours?', required: true, points: 5 },
    ],
  },
];

export interface Reviewing {
  /** A new vendor sent the questionnaire: its id and its link's token. */
  sendLink(client?: Client): Promise<{ vendorId: string; token: string }>;
  /** Sends the vendor a new copy of the questionnaire (a new round); the link's token. */
  sendAgain(vendorId: string, client?: Client): Promise<string>;
  /** A call of the vendor's link, from an address of its own. */
  asVendor(
    method: 'GET' | 'PUT' | 'POST',
    token: string,
    path?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Answers every question and submits the round. */
  answerAll(token: string): Promise<void>;
}

export function reviewing(world: () => VendorWorld, prefix = 'Reviewed'): Reviewing {
  let serial = 0;
  const questionnaires = new Map<Client, string>();

  async function questionnaireOf(client: Client): Promise<string> {
    const known = questionnaires.get(client);
    if (known) return known;
    serial += 1;
    const created = (
      await client.post('/vendors/questionnaires', {
        name: `${prefix} form ${serial}`,
        sections: reviewSections,
      })
    ).json().questionnaire;
    questionnaires.set(client, created._id);
    return created._id as string;
  }

  async function sendAgain(vendorId: string, client: Client = world().admin): Promise<string> {
    const sent = await client.post(`/vendors/${vendorId}/invitations`, {
      questionnaireId: await questionnaireOf(client),
    });
    expect(sent.statusCode).toBe(201);
    return (sent.json().link as string).split('/vendor-response/')[1]!;
  }

  async function sendLink(client: Client = world().admin) {
    serial += 1;
    const vendor = (
      await client.post('/vendors', {
        vendorName: `${prefix} ${serial}`,
        vendorType: 'SaaS',
        email: `${prefix.toLowerCase()}${serial}@vendor.example`,
      })
    ).json().vendor;
    return { vendorId: vendor._id as string, token: await sendAgain(vendor._id, client) };
  }

  const asVendor: Reviewing['asVendor'] = (method, token, path = '', payload) =>
    world().env.app.inject({
      method,
      url: `/api/vendor-response/${token}${path}`,
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function answerAll(token: string) {
    const saved = await asVendor('PUT', token, '/answers', {
      answers: [
        { questionId: 'q1', choices: ['c1'] },
        { questionId: 'q2', answer: 'IS 123456' },
        { questionId: 'q3', answer: 'Weekdays' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect((await asVendor('POST', token, '/submit')).statusCode).toBe(200);
  }

  return { sendLink, sendAgain, asVendor, answerAll };
}
