/**
 * The vendor register's endpoints (api/src/routes/vendors/*, contract in api/README.md
 * "Vendor register"), typed as the server answers them, through the kit's `http` client:
 * vendors under /vendors, the company's questionnaires under /vendors/questionnaires and
 * the links sent to a vendor under /vendors/:id/invitations; the vendor's answers through
 * its link under /vendor-response/:token (public) and their review under /vendors/:id/review.
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import { VENDOR_STATUSES, type VendorStatus } from '@itam/shared/contracts';

type Success<T> = T & { type: 'success' };

// ---- vendors ---------------------------------------------------------------------------

export { VENDOR_STATUSES, type VendorStatus };

export const VENDOR_SORTS = ['name', 'newest', 'expiry'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

export interface Vendor {
  _id: string;
  vendorName: string;
  vendorType: string;
  pointOfContact: string | null;
  email: string;
  contactNumber: string | null;
  website: string | null;
  status: VendorStatus;
  /** 0-100, two decimals; null while nothing is at stake. */
  score: number | null;
  certificateIssuedOn: string | null;
  certificateExpiresOn: string | null;
  assetCount: number;
  purchaseOrderCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The draft fields of a vendor (SPEC.md section 3), as the server takes them (whole). */
export interface VendorBody {
  vendorName: string;
  vendorType: string;
  pointOfContact?: string | null;
  email: string;
  contactNumber?: string | null;
  website?: string | null;
}

export interface VendorListQuery {
  search?: string;
  status?: readonly VendorStatus[];
  vendorType?: string;
  sort?: VendorSort;
  limit?: number;
  /** From 0. */
  pageNumber?: number;
}

export interface VendorPage {
  vendors: Vendor[];
  total: number;
  pageNumber: number;
  limit: number;
  /** Each status's count under the search and type, whatever status is chosen. */
  statusCounts: Partial<Record<VendorStatus, number>>;
}

function listParams(q: VendorListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.search?.trim()) params.search = q.search.trim();
  if (q.status?.length) params.status = q.status.join(',');
  if (q.vendorType?.trim()) params.vendorType = q.vendorType.trim();
  if (q.sort) params.sort = q.sort;
  if (q.limit) params.limit = String(q.limit);
  if (q.pageNumber) params.pageNumber = String(q.pageNumber);
  return params;
}

/** GET /vendors — the company's vendors, a page at a time. */
export async function listVendors(query: VendorListQuery): Promise<VendorPage> {
  const { type: _type, ...page } = expectSuccess(
    await http.get<Success<VendorPage>>('/vendors', { params: listParams(query) }),
  );
  return page;
}

type VendorAnswer = Success<{ vendor: Vendor }>;

export async function getVendor(id: string): Promise<Vendor> {
  return expectSuccess(await http.get<VendorAnswer>(`/vendors/${id}`)).vendor;
}

export async function createVendor(body: VendorBody): Promise<Vendor> {
  return expectSuccess(await http.post<VendorAnswer>('/vendors', body)).vendor;
}

export async function updateVendor(id: string, body: VendorBody): Promise<Vendor> {
  return expectSuccess(await http.put<VendorAnswer>(`/vendors/${id}`, body)).vendor;
}

export async function deleteVendor(id: string): Promise<void> {
  expectSuccess(await http.delete<Success<object>>(`/vendors/${id}`));
}

// ---- questionnaires (the stored form of the builder's draft) ---------------------------

/** The stored question types; the builder's `upload-file` is stored as `file-question`. */
export const QUESTION_TYPES = ['question-answer', 'multiple-choice', 'file-question'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The server's bounds of a questionnaire (api/src/routes/vendors/schemas.ts). */
export const QUESTIONNAIRE_LIMITS = {
  sections: 50,
  questionsPerSection: 50,
  choices: 30,
  sectionName: 200,
  sectionDescription: 2000,
  question: 2000,
  choice: 500,
  points: 100,
} as const;

export interface StoredChoice {
  id: string;
  text: string;
  points: number;
}

export interface ShowWhen {
  questionId: string;
  choiceId: string;
}

export interface StoredQuestion {
  id: string;
  qtype: QuestionType;
  question: string;
  required: boolean;
  points: number;
  /** Multiple-choice questions only. */
  choices?: StoredChoice[];
  showWhen?: ShowWhen;
}

export interface StoredSection {
  id: string;
  qtype: 'section';
  name: string;
  description: string;
  questions: StoredQuestion[];
}

/** A questionnaire body as the server takes it (`choices` / `points` may be left out). */
export interface SectionBody {
  id: string;
  qtype: 'section';
  name: string;
  description?: string;
  questions: {
    id: string;
    qtype: QuestionType | 'upload-file';
    question: string;
    required?: boolean;
    points?: number;
    choices?: { id: string; text: string; points?: number }[];
    showWhen?: ShowWhen | null;
  }[];
}

export interface QuestionnaireSummary {
  _id: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  version: number;
  sectionCount: number;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Questionnaire extends QuestionnaireSummary {
  sections: StoredSection[];
}

export interface QuestionnaireBody {
  name: string;
  description?: string | null;
  isDefault?: boolean;
  sections: SectionBody[];
}

type QuestionnaireAnswer = Success<{ questionnaire: Questionnaire }>;
const QUESTIONNAIRES = '/vendors/questionnaires';

export async function listQuestionnaires(): Promise<QuestionnaireSummary[]> {
  return expectSuccess(
    await http.get<Success<{ questionnaires: QuestionnaireSummary[] }>>(QUESTIONNAIRES),
  ).questionnaires;
}

/** The company's standard questionnaire; a 404 ApiError when it has none. */
export async function getDefaultQuestionnaire(): Promise<Questionnaire> {
  return expectSuccess(await http.get<QuestionnaireAnswer>(`${QUESTIONNAIRES}/default`))
    .questionnaire;
}

export async function getQuestionnaire(id: string): Promise<Questionnaire> {
  return expectSuccess(await http.get<QuestionnaireAnswer>(`${QUESTIONNAIRES}/${id}`))
    .questionnaire;
}

export async function createQuestionnaire(body: QuestionnaireBody): Promise<Questionnaire> {
  return expectSuccess(await http.post<QuestionnaireAnswer>(QUESTIONNAIRES, body)).questionnaire;
}

export async function updateQuestionnaire(
  id: string,
  body: QuestionnaireBody,
): Promise<Questionnaire> {
  return expectSuccess(await http.put<QuestionnaireAnswer>(`${QUESTIONNAIRES}/${id}`, body))
    .questionnaire;
}

// ---- the links sent to a vendor --------------------------------------------------------

export const INVITATION_TTL_DAYS = 14;

export type InvitationState = 'open' | 'submitted' | 'expired' | 'revoked';

export interface Invitation {
  _id: string;
  /** Null once the template was deleted (the sent copy stays). */
  questionnaireId: string | null;
  questionnaireName: string;
  questionnaireVersion: number;
  state: InvitationState;
  round: number;
  expiresAt: string;
  revokedAt: string | null;
  submittedAt: string | null;
  sendCount: number;
  lastSentAt: string;
  createdAt: string;
}

/** A send's answer: the vendor's address, to copy (the server mails nothing). */
export interface SentInvitation {
  invitation: Invitation;
  link: string;
}

const invitations = (vendorId: string) => `/vendors/${vendorId}/invitations`;

export async function sendInvitation(
  vendorId: string,
  body: { questionnaireId: string; expiresInDays?: number },
): Promise<SentInvitation> {
  const { invitation, link } = expectSuccess(
    await http.post<Success<SentInvitation>>(invitations(vendorId), body),
  );
  return { invitation, link };
}

export async function listInvitations(vendorId: string): Promise<Invitation[]> {
  return expectSuccess(
    await http.get<Success<{ invitations: Invitation[] }>>(invitations(vendorId)),
  ).invitations;
}

export async function revokeInvitation(
  vendorId: string,
  invitationId: string,
): Promise<Invitation> {
  return expectSuccess(
    await http.post<Success<{ invitation: Invitation }>>(
      `${invitations(vendorId)}/${invitationId}/revoke`,
      {},
    ),
  ).invitation;
}

export async function resendInvitation(
  vendorId: string,
  invitationId: string,
  body: { expiresInDays?: number } = {},
): Promise<SentInvitation> {
  const { invitation, link } = expectSuccess(
    await http.post<Success<SentInvitation>>(
      `${invitations(vendorId)}/${invitationId}/resend`,
      body,
    ),
  );
  return { invitation, link };
}

// ---- answering through the link (public: the token is the only key) -------------------

/** An evidence file of a file question's answer. */
export interface EvidenceFile {
  _id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** Evidence the server takes (api/src/routes/vendors/evidence.ts: 400 otherwise). */
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_PER_ANSWER = 5;

/** Why a file cannot be uploaded as evidence, as a locale key; null when it can. */
export function evidenceProblem(file: { type: string; size: number }): string | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return 'response.file.badType';
  if (file.size === 0) return 'response.file.empty';
  if (file.size > EVIDENCE_MAX_BYTES) return 'response.file.tooLarge';
  return null;
}

/** A question's latest answer (a later round's wins). */
export interface LinkAnswer {
  questionId: string;
  round: number;
  answer: string | null;
  choices: string[];
  files: EvidenceFile[];
}

/** What a link opens: the one sent copy, this round's questions and the answers so far. */
export interface LinkForm {
  companyName: string;
  vendorName: string;
  questionnaireName: string;
  round: number;
  expiresAt: string;
  sections: StoredSection[];
  /** The questions asked this round: all in round 1, the flagged ones later. */
  questionIds: string[];
  /** The reviewer's comments on the flagged questions of the round before. */
  queries: { questionId: string; comment: string }[];
  answers: LinkAnswer[];
}

/** The codes of a link that does not open (the error body's `code`). */
export const LINK_ERRORS = [
  'LINK_UNKNOWN',
  'LINK_EXPIRED',
  'LINK_REVOKED',
  'LINK_USED',
  'LINK_UNAVAILABLE',
] as const;
export type LinkError = (typeof LINK_ERRORS)[number];

/** One question's draft answer: a text, or a multiple-choice question's chosen choice ids. */
export interface DraftAnswer {
  questionId: string;
  answer?: string;
  choices?: string[];
}

/**
 * Which door of a link: the vendor's own (`vendor-response`, public) or a member answering
 * on its behalf (`vendor-form`, signed in, the member's company only).
 */
export type LinkDoor = 'vendor-response' | 'vendor-form';

const link = (token: string, door: LinkDoor) => `/${door}/${encodeURIComponent(token)}`;

/** GET /vendor-response/:token: 404 LINK_UNKNOWN, 410 LINK_EXPIRED / LINK_REVOKED, 409 LINK_USED. */
export async function openLinkForm(
  token: string,
  door: LinkDoor = 'vendor-response',
): Promise<LinkForm> {
  return expectSuccess(await http.get<Success<{ form: LinkForm }>>(link(token, door))).form;
}

/** PUT /vendor-response/:token/answers: a draft, saved over the round's earlier one. */
export async function saveDraftAnswers(
  token: string,
  answers: DraftAnswer[],
  door: LinkDoor = 'vendor-response',
): Promise<void> {
  expectSuccess(
    await http.put<Success<{ saved: number }>>(`${link(token, door)}/answers`, { answers }),
  );
}

/** POST /vendor-response/:token/submit: 400 `answers.<questionId>` per required one left. */
export async function submitLinkForm(
  token: string,
  door: LinkDoor = 'vendor-response',
): Promise<void> {
  expectSuccess(await http.post<Success<object>>(`${link(token, door)}/submit`, {}));
}

/** POST the evidence's bytes as they are, its question and name in the query. */
export async function uploadEvidence(
  token: string,
  questionId: string,
  file: File,
  door: LinkDoor = 'vendor-response',
): Promise<EvidenceFile> {
  const answer = await http.post<Success<{ file: EvidenceFile & { questionId: string } }>>(
    `${link(token, door)}/files`,
    file,
    { params: { questionId, fileName: file.name }, headers: { 'Content-Type': file.type } },
  );
  const { questionId: _question, ...evidence } = expectSuccess(answer).file;
  return evidence;
}

export async function deleteEvidence(
  token: string,
  fileId: string,
  door: LinkDoor = 'vendor-response',
): Promise<void> {
  expectSuccess(await http.delete<Success<object>>(`${link(token, door)}/files/${fileId}`));
}

// ---- the company's review of a vendor's answers ----------------------------------------

export const VERDICTS = ['accepted', 'rejected', 'flagged'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface ReviewRound {
  round: number;
  answer: string | null;
  choices: string[];
  files: EvidenceFile[];
  verdict: Verdict | null;
  comment: string | null;
  reviewedAt: string | null;
}

export interface Review {
  invitationId: string;
  questionnaireName: string;
  questionnaireVersion: number;
  round: number;
  /** Whether the vendor has sent this round (a verdict waits for it). */
  submitted: boolean;
  sections: StoredSection[];
  /** Every question of the sent copy, with every round's answer. */
  answers: { questionId: string; rounds: ReviewRound[] }[];
  score: { earned: number; possible: number; score: number | null };
}

type ReviewAnswer = Success<{ review: Review }>;
const review = (vendorId: string) => `/vendors/${vendorId}/review`;

/** GET /vendors/:id/review: 409 while the vendor has no current link. */
export async function getReview(vendorId: string): Promise<Review> {
  return expectSuccess(await http.get<ReviewAnswer>(review(vendorId))).review;
}

export async function sendVerdicts(
  vendorId: string,
  verdicts: { questionId: string; verdict: Verdict; comment?: string }[],
): Promise<Review> {
  return expectSuccess(await http.post<ReviewAnswer>(`${review(vendorId)}/verdicts`, { verdicts }))
    .review;
}

/** Sends the flagged answers back to the vendor: the next round on the same link. */
export async function sendBack(vendorId: string): Promise<Review> {
  return expectSuccess(await http.post<ReviewAnswer>(`${review(vendorId)}/send-back`, {})).review;
}

/** `certificateExpiresOn`: 'YYYY-MM-DD', a day after today within 5 years (a year on by default). */
export async function approveVendor(
  vendorId: string,
  certificateExpiresOn?: string,
): Promise<Review> {
  return expectSuccess(
    await http.post<ReviewAnswer>(
      `${review(vendorId)}/approve`,
      certificateExpiresOn ? { certificateExpiresOn } : {},
    ),
  ).review;
}

export async function rejectVendor(vendorId: string, comment?: string): Promise<Review> {
  return expectSuccess(
    await http.post<ReviewAnswer>(`${review(vendorId)}/reject`, comment ? { comment } : {}),
  ).review;
}

/** An evidence file of the review: read with the session's token, saved under its name. */
export async function downloadEvidence(vendorId: string, file: EvidenceFile): Promise<void> {
  const blob = await http.get<Blob>(`${review(vendorId)}/files/${file._id}`, {
    responseType: 'blob',
  });
  downloadBlob(blob, file.fileName);
}
