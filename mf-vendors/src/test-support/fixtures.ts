/** Vendor and questionnaire fixtures for component tests and stories; the fake API itself is the kit's. */
import type {
  Invitation,
  Questionnaire,
  StoredSection,
  Vendor,
  VendorPage,
  VendorStatus,
} from '@itam/shared/contracts/vendors';

export { fail, installFakeApi, type FakeApi, type FakeRequest } from '@itam/shared/fake-api';

export const vendorId = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const QUESTIONNAIRE_ID = '71000000-0000-4000-8000-000000000001';

export function fakeVendor(n: number, overrides: Partial<Vendor> = {}): Vendor {
  return {
    _id: vendorId(n),
    vendorName: `Vendor ${n}`,
    vendorType: 'Hardware',
    pointOfContact: `Contact ${n}`,
    email: `vendor${n}@example.com`,
    contactNumber: '+91 98100 00000',
    website: `https://vendor${n}.example.com`,
    status: 'invited',
    score: null,
    certificateIssuedOn: null,
    certificateExpiresOn: null,
    assetCount: 0,
    purchaseOrderCount: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A vendor in each status, as Demo Corp's register has them. */
export const FAKE_VENDORS: Vendor[] = [
  fakeVendor(1, {
    vendorName: 'Dell Technologies',
    status: 'approved',
    score: 92.5,
    certificateIssuedOn: '2026-06-01',
    certificateExpiresOn: '2027-06-01',
    assetCount: 42,
    purchaseOrderCount: 6,
  }),
  fakeVendor(2, { vendorName: 'Zoom Video', vendorType: 'SaaS', status: 'in_review', score: 71 }),
  fakeVendor(3, {
    vendorName: 'Lenovo',
    status: 'answering',
    assetCount: 12,
    purchaseOrderCount: 2,
  }),
  fakeVendor(4, {
    vendorName: 'Slack',
    vendorType: 'SaaS',
    status: 'invited',
    pointOfContact: null,
  }),
  fakeVendor(5, { vendorName: 'Acme Cables', status: 'rejected', score: 20.25 }),
  fakeVendor(6, {
    vendorName: 'HP Inc',
    status: 'expired',
    score: 88,
    certificateIssuedOn: '2025-01-10',
    certificateExpiresOn: '2026-01-10',
    assetCount: 7,
    purchaseOrderCount: 1,
  }),
];

export function fakeVendorPage(
  vendors: Vendor[] = FAKE_VENDORS,
  total = vendors.length,
): VendorPage {
  const statusCounts: Partial<Record<VendorStatus, number>> = {};
  for (const v of vendors) statusCounts[v.status] = (statusCounts[v.status] ?? 0) + 1;
  return { vendors, total, pageNumber: 0, limit: 25, statusCounts };
}

/** A standard questionnaire with every question type, points and a show-when rule. */
export const FAKE_SECTIONS: StoredSection[] = [
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
];

export const FAKE_QUESTIONNAIRE: Questionnaire = {
  _id: QUESTIONNAIRE_ID,
  name: 'Standard vendor questionnaire',
  description: 'Sent to every new vendor.',
  isDefault: true,
  version: 3,
  sectionCount: 2,
  questionCount: 3,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  sections: FAKE_SECTIONS,
};

export const FAKE_LINK =
  'https://itam.example.com/vendor-response/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

export function fakeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    _id: '72000000-0000-4000-8000-000000000001',
    questionnaireId: QUESTIONNAIRE_ID,
    questionnaireName: FAKE_QUESTIONNAIRE.name,
    questionnaireVersion: 3,
    state: 'open',
    round: 1,
    expiresAt: '2026-12-08T09:00:00.000Z',
    revokedAt: null,
    submittedAt: null,
    sendCount: 1,
    lastSentAt: '2026-11-24T09:00:00.000Z',
    createdAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}
