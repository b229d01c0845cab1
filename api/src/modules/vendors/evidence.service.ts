/**
 * Evidence files of a file question. The vendor sends the raw bytes through its link with
 * their type as Content-Type and `?questionId=&fileName=`; they are checked (PNG, JPEG or
 * PDF, at most 5 MB, the bytes what the type says, 5 files per answer: 400 naming the
 * field otherwise) and stored beside the other uploads, in the file store at <company>/<file id>,
 * as part of this round's answer to the question. The vendor removes one of this round's
 * files; the company reads them from the review. A member answering on the vendor's behalf
 * does the same through its door.
 */
import crypto from 'node:crypto';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_PER_ANSWER,
  EVIDENCE_TYPES,
  type EvidenceType,
  type UploadedEvidenceResponse,
} from '@itam/shared/contracts/vendors';
import { badField, notFound } from '../../platform/http-errors';
import { discardOnFailure, type FileStore } from '../../platform/file-store';
// The company files' byte checks (PNG, JPEG, PDF, SVG) cover every evidence type.
import { fileLooksLike } from '../organisation/company-files.service';
import type { Ctx } from './activity.queries';
import { answerFor, deleteRoundFile, fileCount, insertFile, reviewFile } from './evidence.queries';
import { openLink, roundQuestions, type LinkCaller } from './responses.service';

const isEvidenceType = (value: string): value is EvidenceType =>
  (EVIDENCE_TYPES as readonly string[]).includes(value);

export interface Upload {
  questionId: string;
  fileName: string;
  /** The request's Content-Type, without its parameters, lower-case. */
  type: string;
  bytes: unknown;
}

/** The upload's type and bytes, refused (400 naming the field) unless they are evidence. */
function checkedBytes(upload: Upload): { type: EvidenceType; bytes: Buffer } {
  const { type, bytes } = upload;
  if (!isEvidenceType(type))
    throw badField(
      'content-type',
      `Attach ${EVIDENCE_TYPES.join(', ')}; not ${type || 'this type'}`,
    );
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badField('body', 'The file is empty');
  if (bytes.length > EVIDENCE_MAX_BYTES) throw badField('body', 'At most 5 MB');
  if (!fileLooksLike(type, bytes)) throw badField('body', `The file is not a valid ${type}`);
  return { type, bytes };
}

export async function uploadEvidence(
  { db }: Ctx,
  store: FileStore,
  caller: LinkCaller,
  upload: Upload,
): Promise<UploadedEvidenceResponse['file']> {
  // The link first: a guessed token learns nothing about the file rules.
  const link = await openLink(db, caller);
  const { type, bytes } = checkedBytes(upload);
  const companyId = link.company_id;
  // The bytes are staged outside the transaction, take their place as its last step, and go if it fails.
  const fileId = crypto.randomUUID();
  const staged = await store.stage(companyId, fileId, bytes, { contentType: type });
  const write = () =>
    db.transaction().execute(async (trx) => {
      const locked = await openLink(trx, caller, true);
      const { questions } = await roundQuestions(trx, locked);
      const question = questions.find((q) => q.id === upload.questionId);
      if (!question || question.qtype !== 'file-question')
        throw badField('questionId', 'Not a file question of this round');
      const key = { company_id: companyId, id: link.id, round: locked.round };
      const answerId = await answerFor(trx, key, question.id, caller.member?.userId ?? null);
      if ((await fileCount(trx, companyId, answerId)) >= EVIDENCE_PER_ANSWER)
        throw badField('questionId', `At most ${EVIDENCE_PER_ANSWER} files per question`);
      const { fileName } = upload;
      const size = bytes.length;
      const row = await insertFile(trx, { id: fileId, companyId, answerId, fileName, type, size });
      await staged.place();
      return row;
    });
  const file = await discardOnFailure(staged, write);
  return {
    _id: file.id,
    questionId: upload.questionId,
    fileName: upload.fileName,
    contentType: type,
    size: bytes.length,
    createdAt: new Date(file.created_at).toISOString(),
  };
}

export async function deleteEvidence(
  { db }: Ctx,
  store: FileStore,
  caller: LinkCaller,
  fileId: string,
): Promise<void> {
  const companyId = await db.transaction().execute(async (trx) => {
    const link = await openLink(trx, caller, true);
    if (!(await deleteRoundFile(trx, link, fileId))) throw notFound('File not found');
    return link.company_id;
  });
  await store.remove(companyId, [fileId]);
}

/** A file of the vendor's answers with its stream (404 when there is none). */
export async function openReviewFile(
  { db }: Ctx,
  store: FileStore,
  companyId: string,
  target: { id: string; fileId: string },
) {
  const file = await reviewFile(db, companyId, target.id, target.fileId);
  if (!file) throw notFound('File not found');
  const stream = await store.open(companyId, target.fileId);
  if (!stream) throw notFound('File not found');
  return { contentType: file.content_type, fileName: file.file_name, stream };
}
