/**
 * A vendor's answers through its link, without an account (`/api/vendor-response/:token`),
 * or by a member on the vendor's behalf (`/api/vendor-form/:token`): the form the link
 * opens, a draft of answers, and the submit.
 */
import { z } from '../zod';
import { evidenceFileSchema } from './evidence';
import { itemId } from './fields';
import { QUESTIONNAIRE_LIMITS, storedSectionsSchema } from './questionnaires';

/**
 * Which door of a link: the vendor's own (`vendor-response`, public) or a member answering
 * on its behalf (`vendor-form`, signed in, the member's company only).
 */
export const LINK_DOORS = ['vendor-response', 'vendor-form'] as const;
export type LinkDoor = (typeof LINK_DOORS)[number];

/** A door's route of a link (`/api/vendor-response/:token`). */
export const linkRoute = (door: LinkDoor) => `/api/${door}/:token`;

/** The remote's address of a link (relative to the API base `/api`). */
export const linkPath = (token: string, door: LinkDoor) => `/${door}/${encodeURIComponent(token)}`;

/** The codes of a link that does not open (the error body's `code`). */
export const LINK_ERRORS = [
  'LINK_UNKNOWN',
  'LINK_EXPIRED',
  'LINK_REVOKED',
  'LINK_USED',
  'LINK_UNAVAILABLE',
] as const;
export type LinkError = (typeof LINK_ERRORS)[number];

/** A vendor link's token: anything else is a link that does not exist. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The link's token is checked by the link itself (404 LINK_UNKNOWN), not as a 400. */
export const linkParams = z.object({ token: z.string() });

const MAX_ANSWERS = QUESTIONNAIRE_LIMITS.sections * QUESTIONNAIRE_LIMITS.questionsPerSection;

export const draftAnswersInput = z.object({
  answers: z
    .array(
      z.object({
        questionId: itemId,
        answer: z.string().trim().max(10_000).nullish(),
        choices: z.array(itemId).max(QUESTIONNAIRE_LIMITS.choices).optional(),
      }),
    )
    .min(1, 'Send at least one answer')
    .max(MAX_ANSWERS),
});
/** One question's draft answer: a text, or a multiple-choice question's chosen choice ids. */
export type DraftAnswer = z.input<typeof draftAnswersInput>['answers'][number];

/** A question's latest answer (a later round's wins). */
export const linkAnswerSchema = z.object({
  questionId: z.string(),
  round: z.number().int(),
  answer: z.string().nullable(),
  choices: z.array(z.string()),
  files: z.array(evidenceFileSchema),
});
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;

/** What a link opens: the one sent copy, this round's questions and the answers so far. */
export const linkFormSchema = z.object({
  companyName: z.string(),
  vendorName: z.string(),
  questionnaireName: z.string(),
  round: z.number().int(),
  expiresAt: z.iso.datetime(),
  sections: storedSectionsSchema,
  /** The questions asked this round: all in round 1, the flagged ones later. */
  questionIds: z.array(z.string()),
  /** The reviewer's comments on the flagged questions of the round before. */
  queries: z.array(z.object({ questionId: z.string(), comment: z.string() })),
  answers: z.array(linkAnswerSchema),
});
export type LinkForm = z.infer<typeof linkFormSchema>;

export const linkFormResponse = z.object({ type: z.literal('success'), form: linkFormSchema });
export type LinkFormResponse = z.infer<typeof linkFormResponse>;

export const savedAnswersResponse = z.object({ type: z.literal('success'), saved: z.number() });
export type SavedAnswersResponse = z.infer<typeof savedAnswersResponse>;
