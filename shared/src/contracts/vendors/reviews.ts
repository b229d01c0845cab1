/**
 * The company's review of a vendor's answers (`/api/vendors/:id/review`): the verdicts,
 * sending flagged answers back, approving with a certificate, rejecting.
 */
import { z } from '../zod';
import { evidenceFileSchema } from './evidence';
import { itemId, optionalText } from './fields';
import { QUESTIONNAIRE_LIMITS, storedSectionsSchema } from './questionnaires';

export const REVIEW_ROUTE = '/api/vendors/:id/review';
export const REVIEW_VERDICTS_ROUTE = '/api/vendors/:id/review/verdicts';
export const REVIEW_SEND_BACK_ROUTE = '/api/vendors/:id/review/send-back';
export const REVIEW_APPROVE_ROUTE = '/api/vendors/:id/review/approve';
export const REVIEW_REJECT_ROUTE = '/api/vendors/:id/review/reject';

/** The remote's addresses (relative to the API base `/api`). */
export const REVIEW_PATHS = {
  review: (vendorId: string) => `/vendors/${vendorId}/review`,
  verdicts: (vendorId: string) => `/vendors/${vendorId}/review/verdicts`,
  sendBack: (vendorId: string) => `/vendors/${vendorId}/review/send-back`,
  approve: (vendorId: string) => `/vendors/${vendorId}/review/approve`,
  reject: (vendorId: string) => `/vendors/${vendorId}/review/reject`,
  file: (vendorId: string, fileId: string) => `/vendors/${vendorId}/review/files/${fileId}`,
} as const;

export const VERDICTS = ['accepted', 'rejected', 'flagged'] as const;
export type Verdict = (typeof VERDICTS)[number];

const MAX_ANSWERS = QUESTIONNAIRE_LIMITS.sections * QUESTIONNAIRE_LIMITS.questionsPerSection;

export const verdictsInput = z.object({
  verdicts: z
    .array(
      z
        .object({
          questionId: itemId,
          verdict: z.enum(VERDICTS),
          comment: optionalText(2000),
        })
        .refine((v) => v.verdict !== 'flagged' || !!v.comment, {
          path: ['comment'],
          message: 'Say what the vendor should change',
        }),
    )
    .min(1, 'Review at least one answer')
    .max(MAX_ANSWERS),
});
export type VerdictsBody = z.input<typeof verdictsInput>;

/** A certificate lasts a year unless the reviewer says otherwise (at most 5 years). */
export const approveInput = z
  .object({ certificateExpiresOn: z.iso.date('Enter a date as YYYY-MM-DD').optional() })
  .prefault({});
export type ApproveBody = z.input<typeof approveInput>;

export const rejectInput = z.object({ comment: optionalText(2000) }).prefault({});
export type RejectBody = z.input<typeof rejectInput>;

export const reviewRoundSchema = z.object({
  round: z.number().int(),
  answer: z.string().nullable(),
  choices: z.array(z.string()),
  files: z.array(evidenceFileSchema),
  verdict: z.enum(VERDICTS).nullable(),
  comment: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type ReviewRound = z.infer<typeof reviewRoundSchema>;

export const scoreSchema = z.object({
  earned: z.number(),
  possible: z.number(),
  /** earned / possible in percent, two decimals; null when nothing is at stake. */
  score: z.number().nullable(),
});
export type Score = z.infer<typeof scoreSchema>;

export const reviewSchema = z.object({
  invitationId: z.guid(),
  questionnaireName: z.string(),
  questionnaireVersion: z.number().int(),
  round: z.number().int(),
  /** Whether the vendor has sent this round (a verdict waits for it). */
  submitted: z.boolean(),
  sections: storedSectionsSchema,
  /** Every question of the sent copy, with every round's answer. */
  answers: z.array(z.object({ questionId: z.string(), rounds: z.array(reviewRoundSchema) })),
  score: scoreSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponse = z.object({ type: z.literal('success'), review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponse>;
