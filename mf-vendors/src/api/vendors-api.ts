/**
 * The vendor register's endpoints through the kit's `http` client, typed by the wire
 * contract (`@itam/shared/contracts/vendors`, which the API validates with): vendors under
 * /vendors, the company's questionnaires under /vendors/questionnaires and the links sent
 * to a vendor under /vendors/:id/invitations; the vendor's answers through its link under
 * /vendor-response/:token (public) and their review under /vendors/:id/review.
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  INVITATION_PATHS,
  linkPath,
  QUESTIONNAIRE_PATHS,
  REVIEW_PATHS,
  VENDOR_PATHS,
} from '@itam/shared/contracts/vendors';
import type {
  DraftAnswer,
  EvidenceFile,
  Invitation,
  InvitationListResponse,
  InvitationResponse,
  LinkDoor,
  LinkForm,
  LinkFormResponse,
  OkResponse,
  Questionnaire,
  QuestionnaireBody,
  QuestionnaireListResponse,
  QuestionnaireResponse,
  QuestionnaireSummary,
  Review,
  ReviewResponse,
  SavedAnswersResponse,
  SentInvitation,
  SentInvitationResponse,
  UploadedEvidenceResponse,
  Vendor,
  VendorBody,
  VendorListFilters,
  VendorListResponse,
  VendorPage,
  VendorResponse,
  VendorStatus,
  Verdict,
} from '@itam/shared/contracts/vendors';

// ---- vendors ---------------------------------------------------------------------------

/** The list's filters as the screens hold them (the query sends them as text). */
export type VendorListQuery = Partial<Omit<VendorListFilters, 'status'>> & {
  status?: readonly VendorStatus[];
};

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
    await http.get<VendorListResponse>(VENDOR_PATHS.list, { params: listParams(query) }),
  );
  return page;
}

export async function getVendor(id: string): Promise<Vendor> {
  return expectSuccess(await http.get<VendorResponse>(VENDOR_PATHS.vendor(id))).vendor;
}

export async function createVendor(body: VendorBody): Promise<Vendor> {
  return expectSuccess(await http.post<VendorResponse>(VENDOR_PATHS.list, body)).vendor;
}

export async function updateVendor(id: string, body: VendorBody): Promise<Vendor> {
  return expectSuccess(await http.put<VendorResponse>(VENDOR_PATHS.vendor(id), body)).vendor;
}

export async function deleteVendor(id: string): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(VENDOR_PATHS.vendor(id)));
}

// ---- questionnaires (the stored form of the builder's draft) ---------------------------

export async function listQuestionnaires(): Promise<QuestionnaireSummary[]> {
  return expectSuccess(await http.get<QuestionnaireListResponse>(QUESTIONNAIRE_PATHS.list))
    .questionnaires;
}

/** The company's standard questionnaire; a 404 ApiError when it has none. */
export async function getDefaultQuestionnaire(): Promise<Questionnaire> {
  return expectSuccess(await http.get<QuestionnaireResponse>(QUESTIONNAIRE_PATHS.standard))
    .questionnaire;
}

export async function getQuestionnaire(id: string): Promise<Questionnaire> {
  return expectSuccess(await http.get<QuestionnaireResponse>(QUESTIONNAIRE_PATHS.questionnaire(id)))
    .questionnaire;
}

export async function createQuestionnaire(body: QuestionnaireBody): Promise<Questionnaire> {
  return expectSuccess(await http.post<QuestionnaireResponse>(QUESTIONNAIRE_PATHS.list, body))
    .questionnaire;
}

export async function updateQuestionnaire(
  id: string,
  body: QuestionnaireBody,
): Promise<Questionnaire> {
  return expectSuccess(
    await http.put<QuestionnaireResponse>(QUESTIONNAIRE_PATHS.questionnaire(id), body),
  ).questionnaire;
}

// ---- the links sent to a vendor --------------------------------------------------------

export async function sendInvitation(
  vendorId: string,
  body: { questionnaireId: string; expiresInDays?: number },
): Promise<SentInvitation> {
  const { invitation, link } = expectSuccess(
    await http.post<SentInvitationResponse>(INVITATION_PATHS.list(vendorId), body),
  );
  return { invitation, link };
}

export async function listInvitations(vendorId: string): Promise<Invitation[]> {
  return expectSuccess(await http.get<InvitationListResponse>(INVITATION_PATHS.list(vendorId)))
    .invitations;
}

export async function revokeInvitation(
  vendorId: string,
  invitationId: string,
): Promise<Invitation> {
  return expectSuccess(
    await http.post<InvitationResponse>(INVITATION_PATHS.revoke(vendorId, invitationId), {}),
  ).invitation;
}

export async function resendInvitation(
  vendorId: string,
  invitationId: string,
  body: { expiresInDays?: number } = {},
): Promise<SentInvitation> {
  const { invitation, link } = expectSuccess(
    await http.post<SentInvitationResponse>(INVITATION_PATHS.resend(vendorId, invitationId), body),
  );
  return { invitation, link };
}

// ---- answering through the link (public: the token is the only key) -------------------

/** Why a file cannot be uploaded as evidence, as a locale key; null when it can. */
export function evidenceProblem(file: { type: string; size: number }): string | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return 'response.file.badType';
  if (file.size === 0) return 'response.file.empty';
  if (file.size > EVIDENCE_MAX_BYTES) return 'response.file.tooLarge';
  return null;
}

/** GET /vendor-response/:token: 404 LINK_UNKNOWN, 410 LINK_EXPIRED / LINK_REVOKED, 409 LINK_USED. */
export async function openLinkForm(
  token: string,
  door: LinkDoor = 'vendor-response',
): Promise<LinkForm> {
  return expectSuccess(await http.get<LinkFormResponse>(linkPath(token, door))).form;
}

/** PUT /vendor-response/:token/answers: a draft, saved over the round's earlier one. */
export async function saveDraftAnswers(
  token: string,
  answers: DraftAnswer[],
  door: LinkDoor = 'vendor-response',
): Promise<void> {
  expectSuccess(
    await http.put<SavedAnswersResponse>(`${linkPath(token, door)}/answers`, { answers }),
  );
}

/** POST /vendor-response/:token/submit: 400 `answers.<questionId>` per required one left. */
export async function submitLinkForm(
  token: string,
  door: LinkDoor = 'vendor-response',
): Promise<void> {
  expectSuccess(await http.post<OkResponse>(`${linkPath(token, door)}/submit`, {}));
}

/** POST the evidence's bytes as they are, its question and name in the query. */
export async function uploadEvidence(
  token: string,
  questionId: string,
  file: File,
  door: LinkDoor = 'vendor-response',
): Promise<EvidenceFile> {
  const answer = await http.post<UploadedEvidenceResponse>(`${linkPath(token, door)}/files`, file, {
    params: { questionId, fileName: file.name },
    headers: { 'Content-Type': file.type },
  });
  const { questionId: _question, ...evidence } = expectSuccess(answer).file;
  return evidence;
}

export async function deleteEvidence(
  token: string,
  fileId: string,
  door: LinkDoor = 'vendor-response',
): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(`${linkPath(token, door)}/files/${fileId}`));
}

// ---- the company's review of a vendor's answers ----------------------------------------

/** GET /vendors/:id/review: 409 while the vendor has no current link. */
export async function getReview(vendorId: string): Promise<Review> {
  return expectSuccess(await http.get<ReviewResponse>(REVIEW_PATHS.review(vendorId))).review;
}

export async function sendVerdicts(
  vendorId: string,
  verdicts: { questionId: string; verdict: Verdict; comment?: string }[],
): Promise<Review> {
  return expectSuccess(
    await http.post<ReviewResponse>(REVIEW_PATHS.verdicts(vendorId), { verdicts }),
  ).review;
}

/** Sends the flagged answers back to the vendor: the next round on the same link. */
export async function sendBack(vendorId: string): Promise<Review> {
  return expectSuccess(await http.post<ReviewResponse>(REVIEW_PATHS.sendBack(vendorId), {})).review;
}

/** `certificateExpiresOn`: 'YYYY-MM-DD', a day after today within 5 years (a year on by default). */
export async function approveVendor(
  vendorId: string,
  certificateExpiresOn?: string,
): Promise<Review> {
  return expectSuccess(
    await http.post<ReviewResponse>(
      REVIEW_PATHS.approve(vendorId),
      certificateExpiresOn ? { certificateExpiresOn } : {},
    ),
  ).review;
}

export async function rejectVendor(vendorId: string, comment?: string): Promise<Review> {
  return expectSuccess(
    await http.post<ReviewResponse>(REVIEW_PATHS.reject(vendorId), comment ? { comment } : {}),
  ).review;
}

/** An evidence file of the review: read with the session's token, saved under its name. */
export async function downloadEvidence(vendorId: string, file: EvidenceFile): Promise<void> {
  const blob = await http.get<Blob>(REVIEW_PATHS.file(vendorId, file._id), {
    responseType: 'blob',
  });
  downloadBlob(blob, file.fileName);
}
