/**
 * The company's vendor questionnaires (`/api/vendors/questionnaires`): the builder's draft of
 * SPEC.md section 3 as the server takes it, and the stored form it answers with.
 */
import { z } from '../zod';
import { itemId, optionalText, text } from './fields';

export const QUESTIONNAIRES_ROUTE = '/api/vendors/questionnaires';
export const DEFAULT_QUESTIONNAIRE_ROUTE = '/api/vendors/questionnaires/default';
export const QUESTIONNAIRE_ROUTE = '/api/vendors/questionnaires/:id';

/** The remote's addresses (relative to the API base `/api`). */
export const QUESTIONNAIRE_PATHS = {
  list: '/vendors/questionnaires',
  standard: '/vendors/questionnaires/default',
  questionnaire: (id: string) => `/vendors/questionnaires/${id}`,
} as const;

/** The stored question types; the builder's `upload-file` is stored as `file-question`. */
export const QUESTION_TYPES = ['question-answer', 'multiple-choice', 'file-question'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The server's bounds of a questionnaire. */
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

const L = QUESTIONNAIRE_LIMITS;
const points = z.number().int().min(0).max(L.points);

const choiceInput = z.object({
  id: itemId,
  text: text(L.choice, 'Enter the choice'),
  points: points.default(0),
});

const showWhenSchema = z.object({ questionId: z.string(), choiceId: z.string() });
export type ShowWhen = z.infer<typeof showWhenSchema>;

const questionInput = z.object({
  id: itemId,
  // `upload-file` is the draft's other name of a file question.
  qtype: z
    .enum([...QUESTION_TYPES, 'upload-file'])
    .transform((t): QuestionType => (t === 'upload-file' ? 'file-question' : t)),
  question: text(L.question, 'Enter the question'),
  required: z.boolean().default(false),
  /** What an accepted answer scores (a multiple-choice question scores its chosen choices). */
  points: points.default(0),
  choices: z.array(choiceInput).max(L.choices).optional(),
  /** Shown only when the earlier multiple-choice question has this choice chosen. */
  showWhen: z.object({ questionId: itemId, choiceId: itemId }).nullish(),
});

const sectionInput = z.object({
  id: itemId,
  qtype: z.literal('section').default('section'),
  name: text(L.sectionName, 'Enter the section’s name'),
  description: z.string().trim().max(L.sectionDescription).default(''),
  questions: z.array(questionInput).max(L.questionsPerSection),
});

type SectionDraft = z.output<typeof sectionInput>;
type Issues = z.RefinementCtx<SectionDraft[]>;

/** A multiple-choice question's choices: at least one, each id once. */
function checkChoices(q: SectionDraft['questions'][number], at: PropertyKey[], ctx: Issues) {
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
  return choiceIds;
}

/** Ids once each; choices of multiple-choice questions; `showWhen` naming an earlier one. */
function checkSections(sections: SectionDraft[], ctx: Issues): void {
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
      if (q.qtype === 'multiple-choice') choicesOf.set(q.id, checkChoices(q, at, ctx));
      if (!q.showWhen) return;
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
    });
  });
  if (!questions) ctx.addIssue({ code: 'custom', path: [], message: 'Add a question' });
}

/** The draft's sections, checked and in their stored form. */
export const sectionsInput = z
  .array(sectionInput)
  .min(1, 'Add a section')
  .max(L.sections)
  .superRefine(checkSections)
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
/** A questionnaire's sections as the browser sends them (`choices` / `points` may be left out). */
export type SectionBody = z.input<typeof sectionsInput>[number];

export const questionnaireInput = z.object({
  name: text(200, 'Enter the questionnaire’s name'),
  description: optionalText(2000),
  isDefault: z.boolean().default(false),
  sections: sectionsInput,
});
export type QuestionnaireBody = z.input<typeof questionnaireInput>;
export type QuestionnaireInput = z.output<typeof questionnaireInput>;

// ---- the stored form ------------------------------------------------------------------

export const storedChoiceSchema = z.object({
  id: z.string(),
  text: z.string(),
  points: z.number(),
});
export type StoredChoice = z.infer<typeof storedChoiceSchema>;

export const storedQuestionSchema = z.object({
  id: z.string(),
  qtype: z.enum(QUESTION_TYPES),
  question: z.string(),
  required: z.boolean(),
  points: z.number(),
  /** Multiple-choice questions only. */
  choices: z.array(storedChoiceSchema).optional(),
  showWhen: showWhenSchema.optional(),
});
export type StoredQuestion = z.infer<typeof storedQuestionSchema>;

export const storedSectionSchema = z.object({
  id: z.string(),
  qtype: z.literal('section'),
  name: z.string(),
  description: z.string(),
  questions: z.array(storedQuestionSchema),
});
export type StoredSection = z.infer<typeof storedSectionSchema>;
export const storedSectionsSchema = z.array(storedSectionSchema);

const instant = z.iso.datetime();

export const questionnaireSummarySchema = z.object({
  _id: z.guid(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  version: z.number().int(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireSchema = questionnaireSummarySchema.extend({
  sections: storedSectionsSchema,
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const questionnaireListResponse = z.object({
  type: z.literal('success'),
  questionnaires: z.array(questionnaireSummarySchema),
});
export type QuestionnaireListResponse = z.infer<typeof questionnaireListResponse>;

export const questionnaireResponse = z.object({
  type: z.literal('success'),
  questionnaire: questionnaireSchema,
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;
