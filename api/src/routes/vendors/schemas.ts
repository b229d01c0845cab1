/**
 * Request bodies and query strings of the vendor register (zod: a 400 names the field),
 * and the questionnaire draft of SPEC.md section 3 as the server stores it.
 */
import { z } from 'zod';
import { VENDOR_STATUSES } from '../../db/schema-vendors';

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/** Absent, null or blank is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** An http or https address with a host. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const vendorIdParamsSchema = z.object({ id: z.guid() });
export const invitationParamsSchema = z.object({ id: z.guid(), invitationId: z.guid() });

/** Days a vendor's link works, from its sending (and again from each resend). */
export const INVITATION_TTL_DAYS = 14;
const ttlDays = z.number().int().min(1).max(60).default(INVITATION_TTL_DAYS);

export const invitationInputSchema = z.object({
  questionnaireId: z.guid(),
  expiresInDays: ttlDays,
});

export const resendInputSchema = z.object({ expiresInDays: ttlDays });

/** A vendor link's token: anything else is a link that does not exist. */
export const linkTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const vendorInputSchema = z.object({
  vendorName: text(200, 'Enter the vendor’s name'),
  vendorType: text(100, 'Enter the vendor’s type'),
  pointOfContact: optionalText(200),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  contactNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^\+?[0-9 ()-]{5,40}$/, 'Enter a phone number: digits, spaces, ( ) - and a leading +')
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  website: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500)
        .refine(isWebAddress, 'Enter a full web address, e.g. https://example.com'),
    ])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type VendorInput = z.infer<typeof vendorInputSchema>;

/** A comma list or repeated query parameter of statuses. */
const statusList = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(12)])
  .optional()
  .transform((v) => {
    const list = (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
    return list.length ? [...new Set(list)] : undefined;
  })
  .pipe(z.array(z.enum(VENDOR_STATUSES)).max(VENDOR_STATUSES.length).optional());

export const VENDOR_SORTS = ['name', 'newest', 'expiry'] as const;

export const vendorListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: statusList,
  vendorType: z.string().trim().max(100).optional(),
  sort: z.enum(VENDOR_SORTS).default('name'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** `GET /api/vendors/standing?name=`: the vendor text of an asset or purchase order. */
export const vendorStandingQuerySchema = z.object({
  name: z.string().trim().min(1, 'Give the vendor name').max(200),
});

// ---- questionnaires ----------------------------------------------------------------

export const QUESTION_TYPES = ['question-answer', 'multiple-choice', 'file-question'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const MAX_SECTIONS = 50;
export const MAX_QUESTIONS_PER_SECTION = 50;
export const MAX_CHOICES = 30;

const itemId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _');
const points = z.number().int().min(0).max(100);

const choiceSchema = z.object({
  id: itemId,
  text: text(500, 'Enter the choice'),
  points: points.default(0),
});

const questionSchema = z.object({
  id: itemId,
  // `upload-file` is the draft's other name of a file question.
  qtype: z
    .enum([...QUESTION_TYPES, 'upload-file'])
    .transform((t): QuestionType => (t === 'upload-file' ? 'file-question' : t)),
  question: text(2000, 'Enter the question'),
  required: z.boolean().default(false),
  /** What an accepted answer scores (a multiple-choice question scores its chosen choices). */
  points: points.default(0),
  choices: z.array(choiceSchema).max(MAX_CHOICES).optional(),
  /** Shown only when the earlier multiple-choice question has this choice chosen. */
  showWhen: z.object({ questionId: itemId, choiceId: itemId }).nullish(),
});

const sectionSchema = z.object({
  id: itemId,
  qtype: z.literal('section').default('section'),
  name: text(200, 'Enter the section’s name'),
  description: z.string().trim().max(2000).default(''),
  questions: z.array(questionSchema).max(MAX_QUESTIONS_PER_SECTION),
});

export const sectionsSchema = z
  .array(sectionSchema)
  .min(1, 'Add a section')
  .max(MAX_SECTIONS)
  .superRefine((sections, ctx) => {
    const ids = new Set<string>();
    const choicesOf = new Map<string, Set<string>>();
    let questions = 0;
    sections.forEach((section, s) => {
      if (ids.has(section.id))
        ctx.addIssue({ code: 'custom', path: [s, 'id'], message: 'Each id may appear once' });
      ids.add(section.id);
      section.questions.forEach((q, i) => {
        questions += 1;
        const at = [s, 'questions', i];
        if (ids.has(q.id))
          ctx.addIssue({ code: 'custom', path: [...at, 'id'], message: 'Each id may appear once' });
        ids.add(q.id);
        if (q.qtype === 'multiple-choice') {
          const choices = q.choices ?? [];
          if (!choices.length)
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'choices'],
              message: 'A multiple-choice question needs at least one choice',
            });
          const choiceIds = new Set(choices.map((c) => c.id));
          if (choiceIds.size !== choices.length)
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'choices'],
              message: 'Each choice id may appear once',
            });
          choicesOf.set(q.id, choiceIds);
        }
        if (q.showWhen) {
          const earlier = choicesOf.get(q.showWhen.questionId);
          if (!earlier || q.showWhen.questionId === q.id)
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'showWhen', 'questionId'],
              message: 'Name an earlier multiple-choice question',
            });
          else if (!earlier.has(q.showWhen.choiceId))
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'showWhen', 'choiceId'],
              message: 'Name one of that question’s choices',
            });
        }
      });
    });
    if (!questions) ctx.addIssue({ code: 'custom', path: [], message: 'Add a question' });
  })
  // Only a multiple-choice question keeps choices; the builder's flags are not stored.
  .transform((sections) =>
    sections.map((section) => ({
      ...section,
      questions: section.questions.map(({ choices, showWhen, ...q }) => ({
        ...q,
        ...(q.qtype === 'multiple-choice' ? { choices: choices ?? [] } : {}),
        ...(showWhen ? { showWhen } : {}),
      })),
    })),
  );
export type QuestionnaireSections = z.infer<typeof sectionsSchema>;

export const questionnaireInputSchema = z.object({
  name: text(200, 'Enter the questionnaire’s name'),
  description: optionalText(2000),
  isDefault: z.boolean().default(false),
  sections: sectionsSchema,
});
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;

// ---- a vendor's answers through its link ------------------------------------------

export const draftAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: itemId,
        answer: z.string().trim().max(10_000).nullish(),
        choices: z.array(itemId).max(MAX_CHOICES).optional(),
      }),
    )
    .min(1, 'Send at least one answer')
    .max(MAX_SECTIONS * MAX_QUESTIONS_PER_SECTION),
});

// ---- the company's review ------------------------------------------------------------

export const verdictsInputSchema = z.object({
  verdicts: z
    .array(
      z
        .object({
          questionId: itemId,
          verdict: z.enum(['accepted', 'rejected', 'flagged']),
          comment: optionalText(2000),
        })
        .refine((v) => v.verdict !== 'flagged' || !!v.comment, {
          path: ['comment'],
          message: 'Say what the vendor should change',
        }),
    )
    .min(1, 'Review at least one answer')
    .max(MAX_SECTIONS * MAX_QUESTIONS_PER_SECTION),
});

/** A certificate lasts a year unless the reviewer says otherwise (at most 5 years). */
export const approveInputSchema = z.object({
  certificateExpiresOn: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
});

export const rejectInputSchema = z.object({ comment: optionalText(2000) });

/** Evidence files of a file question: `?questionId=&fileName=` beside the raw bytes. */
export const evidenceQuerySchema = z.object({
  questionId: itemId,
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine(
      (v) => !/[\\/]/.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32),
      'A file name without a path',
    ),
});

export const evidenceParamsSchema = z.object({ token: z.string(), fileId: z.guid() });
export const reviewFileParamsSchema = z.object({ id: z.guid(), fileId: z.guid() });
