/**
 * The evidence files, outside the cached layer (src/common/vendors-server-api.ts and each
 * feature's api/): their bytes are no JSON. Uploaded (and removed again) through a
 * vendor's link (`/vendor-response/:token/files`, public: the token is the only key) and
 * read back, with the session's token, from the review (`/vendors/:id/review/files`).
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  linkPath,
  REVIEW_PATHS,
} from '@itam/shared/contracts/vendors';
import type {
  EvidenceFile,
  LinkDoor,
  OkResponse,
  UploadedEvidenceResponse,
} from '@itam/shared/contracts/vendors';

// ---- answering through the link (public: the token is the only key) -------------------

/** Why a file cannot be uploaded as evidence, as a locale key; null when it can. */
export function evidenceProblem(file: { type: string; size: number }): string | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return 'response.file.badType';
  if (file.size === 0) return 'response.file.empty';
  if (file.size > EVIDENCE_MAX_BYTES) return 'response.file.tooLarge';
  return null;
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

/** An evidence file of the review: read with the session's token, saved under its name. */
export async function downloadEvidence(vendorId: string, file: EvidenceFile): Promise<void> {
  const blob = await http.get<Blob>(REVIEW_PATHS.file(vendorId, file._id), {
    responseType: 'blob',
  });
  downloadBlob(blob, file.fileName);
}
