/**
 * Fixtures of the answering and review screens (a link's form, a review, a vendor) for
 * their component tests and stories, and the fake answers the stories install.
 */
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import type {
  LinkForm,
  Review,
  ReviewRound,
  StoredSection,
  Vendor,
} from '@itam/shared/contracts/vendors';
import { FAKE_LINK, fakeInvitation } from './fixtures';

export { fail, installFakeApi, type FakeApi };

export const TOKEN = 'k'.repeat(43);
export const VENDOR_ID = '70000000-0000-4000-8000-000000000001';

/** Every question type, a show-when rule (the certificate only when certified) and an optional question. */
export const SECTIONS: StoredSection[] = [
  {
    id: 's-security',
    qtype: 'section',
    name: 'Security',
    description: 'How you protect our data.',
    questions: [
      {
        id: 'q-policy',
        qtype: 'question-answer',
        question: 'Describe your security policy',
        required: true,
        points: 10,
      },
      {
        id: 'q-certified',
        qtype: 'multiple-choice',
        question: 'Which certifications do you hold?',
        required: true,
        points: 0,
        choices: [
          { id: 'c-iso', text: 'ISO 27001', points: 20 },
          { id: 'c-soc', text: 'SOC 2', points: 10 },
          { id: 'c-none', text: 'None', points: 0 },
        ],
      },
      {
        id: 'q-certificate',
        qtype: 'file-question',
        question: 'Upload your ISO 27001 certificate',
        required: true,
        points: 10,
        showWhen: { questionId: 'q-certified', choiceId: 'c-iso' },
      },
    ],
  },
  {
    id: 's-other',
    qtype: 'section',
    name: 'Other',
    description: '',
    questions: [
      {
        id: 'q-notes',
        qtype: 'question-answer',
        question: 'Anything else we should know?',
        required: false,
        points: 0,
      },
    ],
  },
];

const QUESTION_IDS = SECTIONS.flatMap((s) => s.questions.map((q) => q.id));

export function linkForm(overrides: Partial<LinkForm> = {}): LinkForm {
  return {
    companyName: 'Demo Corp',
    vendorName: 'Acme Cloud',
    questionnaireName: 'Standard vendor review',
    round: 1,
    expiresAt: '2026-12-08T09:00:00.000Z',
    sections: SECTIONS,
    questionIds: QUESTION_IDS,
    queries: [],
    answers: [],
    ...overrides,
  };
}

export const EVIDENCE = {
  _id: '71000000-0000-4000-8000-000000000001',
  fileName: 'iso-certificate.pdf',
  contentType: 'application/pdf',
  size: 48_000,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** A saved draft: the policy written and ISO chosen, the certificate not yet uploaded. */
export const DRAFT_ANSWERS: LinkForm['answers'] = [
  { questionId: 'q-policy', round: 1, answer: 'We encrypt at rest.', choices: [], files: [] },
  { questionId: 'q-certified', round: 1, answer: null, choices: ['c-iso'], files: [] },
];

export function fakeVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    _id: VENDOR_ID,
    vendorName: 'Acme Cloud',
    vendorType: 'SaaS',
    pointOfContact: 'Ravi Kumar',
    email: 'ravi@acme.test',
    contactNumber: null,
    website: 'https://acme.test',
    status: 'in_review',
    score: 40,
    certificateIssuedOn: null,
    certificateExpiresOn: null,
    assetCount: 3,
    purchaseOrderCount: 1,
    createdAt: '2026-11-10T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const round = (n: number, overrides: Partial<ReviewRound> = {}): ReviewRound => ({
  round: n,
  answer: null,
  choices: [],
  files: [],
  verdict: null,
  comment: null,
  reviewedAt: null,
  ...overrides,
});

/** Round 1 sent: the policy queried, ISO chosen and accepted, the certificate unreviewed. */
export function fakeReview(overrides: Partial<Review> = {}): Review {
  return {
    invitationId: '72000000-0000-4000-8000-000000000001',
    questionnaireName: 'Standard vendor review',
    questionnaireVersion: 3,
    round: 1,
    submitted: true,
    sections: SECTIONS,
    answers: [
      {
        questionId: 'q-policy',
        rounds: [
          round(1, {
            answer: 'We encrypt at rest.',
            verdict: 'flagged',
            comment: 'And in transit?',
            reviewedAt: '2026-11-21T09:00:00.000Z',
          }),
        ],
      },
      {
        questionId: 'q-certified',
        rounds: [
          round(1, {
            choices: ['c-iso'],
            verdict: 'accepted',
            reviewedAt: '2026-11-21T09:00:00.000Z',
          }),
        ],
      },
      { questionId: 'q-certificate', rounds: [round(1, { files: [EVIDENCE] })] },
      { questionId: 'q-notes', rounds: [] },
    ],
    score: { earned: 20, possible: 50, score: 40 },
    ...overrides,
  };
}

/** A review whose every answer is accepted (approving is open). */
export function acceptedReview(): Review {
  const base = fakeReview();
  return {
    ...base,
    answers: base.answers.map((a) => ({
      ...a,
      rounds: a.rounds.map((r) => ({ ...r, verdict: 'accepted' as const, comment: null })),
    })),
    score: { earned: 40, possible: 50, score: 80 },
  };
}

/** Round 2 of the same answers: the queried policy answered again, round 1 kept. */
export function secondRoundReview(): Review {
  const base = fakeReview();
  return {
    ...base,
    round: 2,
    answers: base.answers.map((a) =>
      a.questionId === 'q-policy'
        ? { ...a, rounds: [...a.rounds, round(2, { answer: 'TLS 1.3 in transit, too.' })] }
        : a,
    ),
  };
}

// ---- stories -----------------------------------------------------------------------------

/** A `beforeEach` answering both doors of the link and the review's endpoints, then whatever `setup` adds. */
export function withAnswerApi(setup: (api: FakeApi) => void = () => undefined) {
  return () => {
    const api = installFakeApi();
    for (const link of [`/vendor-response/${TOKEN}`, `/vendor-form/${TOKEN}`])
      api
        .on('GET', link, () => ({ type: 'success', form: linkForm({ answers: DRAFT_ANSWERS }) }))
        .on('PUT', `${link}/answers`, () => ({ type: 'success', saved: 1 }))
        .on('POST', `${link}/submit`, () => ({ type: 'success' }))
        .on('POST', `${link}/files`, () => ({
          type: 'success',
          file: { ...EVIDENCE, questionId: 'q-certificate' },
        }));
    api
      .on('GET', `/vendors/${VENDOR_ID}`, () => ({ type: 'success', vendor: fakeVendor() }))
      .on('GET', `/vendors/${VENDOR_ID}/review`, () => ({
        type: 'success',
        review: fakeReview(),
      }))
      .on('GET', `/vendors/${VENDOR_ID}/invitations`, () => ({
        type: 'success',
        invitations: [
          fakeInvitation({ _id: '72000000-0000-4000-8000-000000000002', round: 2 }),
          fakeInvitation({ state: 'submitted', submittedAt: '2026-11-20T09:00:00.000Z' }),
        ],
      }))
      .on('POST', /^\/vendors\/[0-9a-f-]{36}\/invitations\/[0-9a-f-]{36}\/resend$/, () => ({
        type: 'success',
        invitation: fakeInvitation({ round: 2, sendCount: 2 }),
        link: FAKE_LINK,
      }));
    setup(api);
    return () => api.restore();
  };
}

/** A link that does not open, with the server's status and code. */
export function linkFails(status: number, code: string) {
  return withAnswerApi((api) =>
    api.on('GET', `/vendor-response/${TOKEN}`, () =>
      fail(status, { type: 'error', error: code, code }),
    ),
  );
}
