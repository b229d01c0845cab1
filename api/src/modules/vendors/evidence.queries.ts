/** The SQL of evidence files: this round's answer to a file question, its files, a review's file. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { LinkKey } from './responses.queries';

/** This round's answer to the question (made empty when there is none yet): its id. */
export async function answerFor(
  trx: Kysely<DB>,
  link: LinkKey,
  questionId: string,
  answeredBy: string | null,
): Promise<string> {
  const answer = await trx
    .insertInto('vendor_answers')
    .values({
      company_id: link.company_id,
      invitation_id: link.id,
      round: link.round,
      question_id: questionId,
      answered_by: answeredBy,
    })
    .onConflict((oc) =>
      oc.columns(['invitation_id', 'round', 'question_id']).doUpdateSet({
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return answer.id;
}

export async function fileCount(trx: Kysely<DB>, companyId: string, answerId: string) {
  const count = await trx
    .selectFrom('vendor_answer_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('answer_id', '=', answerId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export const insertFile = (
  trx: Kysely<DB>,
  file: {
    id: string;
    companyId: string;
    answerId: string;
    fileName: string;
    type: string;
    size: number;
  },
) =>
  trx
    .insertInto('vendor_answer_files')
    .values({
      id: file.id,
      company_id: file.companyId,
      answer_id: file.answerId,
      file_name: file.fileName,
      content_type: file.type,
      size: file.size,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();

/** Removes a file of this round's answers of the link; whether there was one. */
export async function deleteRoundFile(trx: Kysely<DB>, link: LinkKey, fileId: string) {
  const removed = await trx
    .deleteFrom('vendor_answer_files as f')
    .using('vendor_answers as a')
    .whereRef('a.id', '=', 'f.answer_id')
    .whereRef('a.company_id', '=', 'f.company_id')
    .where('f.company_id', '=', link.company_id)
    .where('f.id', '=', fileId)
    .where('a.invitation_id', '=', link.id)
    .where('a.round', '=', link.round)
    .returning('f.id')
    .executeTakeFirst();
  return !!removed;
}

/** A file of one of the vendor's answers: its type and name. */
export const reviewFile = (db: Kysely<DB>, companyId: string, vendorId: string, fileId: string) =>
  db
    .selectFrom('vendor_answer_files as f')
    .innerJoin('vendor_answers as a', (join) =>
      join.onRef('a.id', '=', 'f.answer_id').onRef('a.company_id', '=', 'f.company_id'),
    )
    .innerJoin('vendor_invitations as i', (join) =>
      join.onRef('i.id', '=', 'a.invitation_id').onRef('i.company_id', '=', 'a.company_id'),
    )
    .select(['f.content_type', 'f.file_name'])
    .where('f.company_id', '=', companyId)
    .where('i.vendor_id', '=', vendorId)
    .where('f.id', '=', fileId)
    .executeTakeFirst();
