/**
 * The vendor form draft of SPEC.md section 3 and the builder's actions of section 4, as one
 * reducer: sections and their questions (question-answer, multiple-choice, file-question
 * alias upload-file) added, removed and reordered; a question's type changed (a switch to
 * multiple-choice starts with one empty choice); choices added, edited and removed; a chosen
 * answer toggled; the form reset to one empty section. The invalid flags of section 5
 * (`validSection`, `validQuestion`) are set by `validate` (on save) and cleared by editing
 * that name, description or question text. Optional per question: required, points (per
 * choice for multiple-choice), and a rule showing it only when an earlier multiple-choice
 * question has one choice chosen.
 *
 * Ids come with the actions (the action creators below make them), so the reducer is pure.
 * `toSectionsBody` converts the draft to the API's questionnaire body exactly
 * (shared/src/contracts/vendors/questionnaires.ts), `fromStoredSections` the stored form back.
 */
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import type { SectionBody, ShowWhen, StoredSection } from '@itam/shared/contracts/vendors';

export type DraftQuestionType =
  'question-answer' | 'multiple-choice' | 'file-question' | 'upload-file';

export interface DraftChoice {
  id: string;
  /** SPEC's "choice text". */
  text: string;
  points: number;
}

interface QuestionBase {
  id: string;
  validQuestion: boolean;
  question: string;
  required: boolean;
  /** What an accepted answer scores (text and file questions; a choice has its own). */
  points: number;
  showWhen: ShowWhen | null;
}

export interface TextQuestion extends QuestionBase {
  qtype: 'question-answer';
  answer: string;
}

export interface ChoiceQuestion extends QuestionBase {
  qtype: 'multiple-choice';
  choices: DraftChoice[];
  /** The chosen choices' ids. */
  mcqAnswer: string[];
}

export interface FileQuestion extends QuestionBase {
  qtype: 'file-question' | 'upload-file';
  answer: string;
}

export type DraftQuestion = TextQuestion | ChoiceQuestion | FileQuestion;

export interface DraftSection {
  id: string;
  qtype: 'section';
  name: string;
  description: string;
  validSection: boolean;
  questions: DraftQuestion[];
}

export interface VendorDraftFields {
  vendorName: string;
  vendorType: string;
  pointOfContact: string;
  email: string;
  contactNumber: string;
  website: string;
}

export type VendorFormDraft = VendorDraftFields & { sections: DraftSection[] };

export type BuilderAction =
  | { type: 'setVendorField'; field: keyof VendorDraftFields; value: string }
  | { type: 'addSection'; sectionId: string; questionId: string }
  | { type: 'removeSection'; sectionId: string }
  | { type: 'moveSection'; from: number; to: number }
  | {
      type: 'editSection';
      sectionId: string;
      changes: Partial<Pick<DraftSection, 'name' | 'description'>>;
    }
  | { type: 'addQuestion'; sectionId: string; questionId: string }
  | { type: 'removeQuestion'; sectionId: string; questionId: string }
  | { type: 'moveQuestion'; sectionId: string; from: number; to: number }
  | { type: 'editQuestion'; sectionId: string; questionId: string; question: string }
  | {
      type: 'changeQuestionType';
      sectionId: string;
      questionId: string;
      qtype: DraftQuestionType;
      choiceId: string;
    }
  | { type: 'setRequired'; sectionId: string; questionId: string; required: boolean }
  | { type: 'setPoints'; sectionId: string; questionId: string; points: number }
  | { type: 'setShowWhen'; sectionId: string; questionId: string; showWhen: ShowWhen | null }
  | { type: 'addChoice'; sectionId: string; questionId: string; choiceId: string }
  | {
      type: 'editChoice';
      sectionId: string;
      questionId: string;
      choiceId: string;
      changes: Partial<Pick<DraftChoice, 'text' | 'points'>>;
    }
  | { type: 'removeChoice'; sectionId: string; questionId: string; choiceId: string }
  | { type: 'toggleChoice'; sectionId: string; questionId: string; choiceId: string }
  | { type: 'resetForm'; sectionId: string; questionId: string }
  | { type: 'validate' }
  | { type: 'flagInvalid'; sectionIds: string[]; questionIds: string[] }
  | { type: 'loadSections'; sections: DraftSection[] };

// ---- building blocks --------------------------------------------------------------------

/** An id the API takes (`[A-Za-z0-9_-]{1,100}`), unique enough across a questionnaire. */
export function newId(prefix: 'sec' | 'q' | 'c'): string {
  const random =
    typeof globalThis.crypto?.randomUUID === 'function'
      ? globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12)
      : Math.random().toString(36).slice(2, 14);
  return `${prefix}-${random}`;
}

export const emptyChoice = (id: string): DraftChoice => ({ id, text: '', points: 0 });

export const emptyQuestion = (id: string): TextQuestion => ({
  id,
  qtype: 'question-answer',
  validQuestion: true,
  question: '',
  required: false,
  points: 0,
  showWhen: null,
  answer: '',
});

export const emptySection = (id: string, questionId: string): DraftSection => ({
  id,
  qtype: 'section',
  name: '',
  description: '',
  validSection: true,
  questions: [emptyQuestion(questionId)],
});

export const EMPTY_VENDOR_FIELDS: VendorDraftFields = {
  vendorName: '',
  vendorType: '',
  pointOfContact: '',
  email: '',
  contactNumber: '',
  website: '',
};

export function emptyDraft(sectionId = newId('sec'), questionId = newId('q')): VendorFormDraft {
  return { ...EMPTY_VENDOR_FIELDS, sections: [emptySection(sectionId, questionId)] };
}

export const isFileType = (qtype: DraftQuestionType) =>
  qtype === 'file-question' || qtype === 'upload-file';

/** Moves one item of a list; an index out of range leaves the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length)
    return list as T[];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function retype(
  question: DraftQuestion,
  qtype: DraftQuestionType,
  choiceId: string,
): DraftQuestion {
  const base: QuestionBase = {
    id: question.id,
    validQuestion: question.validQuestion,
    question: question.question,
    required: question.required,
    points: question.points,
    showWhen: question.showWhen,
  };
  if (qtype === 'multiple-choice')
    return question.qtype === 'multiple-choice'
      ? question
      : { ...base, qtype, choices: [emptyChoice(choiceId)], mcqAnswer: [] };
  const answer = question.qtype === 'multiple-choice' ? '' : question.answer;
  return qtype === 'question-answer' ? { ...base, qtype, answer } : { ...base, qtype, answer };
}

/** Drops show-when rules that no longer name an earlier multiple-choice question's choice. */
export function pruneRules(sections: DraftSection[]): DraftSection[] {
  const choicesOf = new Map<string, Set<string>>();
  let changed = false;
  const next = sections.map((section) => {
    let sectionChanged = false;
    const questions = section.questions.map((q) => {
      let out = q;
      if (q.showWhen && !choicesOf.get(q.showWhen.questionId)?.has(q.showWhen.choiceId)) {
        out = { ...q, showWhen: null };
        sectionChanged = true;
      }
      if (q.qtype === 'multiple-choice') choicesOf.set(q.id, new Set(q.choices.map((c) => c.id)));
      return out;
    });
    if (!sectionChanged) return section;
    changed = true;
    return { ...section, questions };
  });
  return changed ? next : sections;
}

/** A section's and a question's checks on save (the API's bounds, SPEC.md section 5). */
export function sectionIsValid(section: DraftSection): boolean {
  return (
    section.name.trim().length > 0 &&
    section.name.trim().length <= QUESTIONNAIRE_LIMITS.sectionName &&
    section.description.trim().length <= QUESTIONNAIRE_LIMITS.sectionDescription
  );
}

export function questionIsValid(question: DraftQuestion): boolean {
  const text = question.question.trim();
  if (!text || text.length > QUESTIONNAIRE_LIMITS.question) return false;
  if (question.qtype !== 'multiple-choice') return true;
  return (
    question.choices.length > 0 &&
    question.choices.every(
      (c) => c.text.trim().length > 0 && c.text.trim().length <= QUESTIONNAIRE_LIMITS.choice,
    )
  );
}

// ---- the reducer ------------------------------------------------------------------------

function mapSection(
  state: VendorFormDraft,
  sectionId: string,
  change: (section: DraftSection) => DraftSection,
): VendorFormDraft {
  let changed = false;
  const sections = state.sections.map((s) => {
    if (s.id !== sectionId) return s;
    const next = change(s);
    if (next !== s) changed = true;
    return next;
  });
  return changed ? { ...state, sections } : state;
}

function mapQuestion(
  state: VendorFormDraft,
  sectionId: string,
  questionId: string,
  change: (question: DraftQuestion) => DraftQuestion,
): VendorFormDraft {
  return mapSection(state, sectionId, (section) => {
    let changed = false;
    const questions = section.questions.map((q) => {
      if (q.id !== questionId) return q;
      const next = change(q);
      if (next !== q) changed = true;
      return next;
    });
    return changed ? { ...section, questions } : section;
  });
}

function mapChoices(
  state: VendorFormDraft,
  action: { sectionId: string; questionId: string },
  change: (question: ChoiceQuestion) => Partial<ChoiceQuestion>,
): VendorFormDraft {
  return mapQuestion(state, action.sectionId, action.questionId, (q) =>
    q.qtype === 'multiple-choice' ? { ...q, ...change(q) } : q,
  );
}

const withRulesPruned = (state: VendorFormDraft): VendorFormDraft => {
  const sections = pruneRules(state.sections);
  return sections === state.sections ? state : { ...state, sections };
};

export function builderReducer(state: VendorFormDraft, action: BuilderAction): VendorFormDraft {
  switch (action.type) {
    case 'setVendorField':
      return { ...state, [action.field]: action.value };

    case 'addSection':
      if (state.sections.length >= QUESTIONNAIRE_LIMITS.sections) return state;
      return {
        ...state,
        sections: [...state.sections, emptySection(action.sectionId, action.questionId)],
      };

    case 'removeSection': {
      // The form keeps one section at least: removing the last is a reset.
      if (state.sections.length <= 1) return state;
      const sections = state.sections.filter((s) => s.id !== action.sectionId);
      return withRulesPruned({ ...state, sections });
    }

    case 'moveSection': {
      const sections = moveItem(state.sections, action.from, action.to);
      return sections === state.sections ? state : withRulesPruned({ ...state, sections });
    }

    case 'editSection':
      return mapSection(state, action.sectionId, (s) => ({
        ...s,
        ...action.changes,
        validSection: true,
      }));

    case 'addQuestion':
      return mapSection(state, action.sectionId, (s) =>
        s.questions.length >= QUESTIONNAIRE_LIMITS.questionsPerSection
          ? s
          : { ...s, questions: [...s.questions, emptyQuestion(action.questionId)] },
      );

    case 'removeQuestion':
      return withRulesPruned(
        mapSection(state, action.sectionId, (s) => ({
          ...s,
          questions: s.questions.filter((q) => q.id !== action.questionId),
        })),
      );

    case 'moveQuestion':
      return withRulesPruned(
        mapSection(state, action.sectionId, (s) => {
          const questions = moveItem(s.questions, action.from, action.to);
          return questions === s.questions ? s : { ...s, questions };
        }),
      );

    case 'editQuestion':
      return mapQuestion(state, action.sectionId, action.questionId, (q) => ({
        ...q,
        question: action.question,
        validQuestion: true,
      }));

    case 'changeQuestionType':
      return withRulesPruned(
        mapQuestion(state, action.sectionId, action.questionId, (q) =>
          q.qtype === action.qtype ? q : retype(q, action.qtype, action.choiceId),
        ),
      );

    case 'setRequired':
      return mapQuestion(state, action.sectionId, action.questionId, (q) =>
        q.required === action.required ? q : { ...q, required: action.required },
      );

    case 'setPoints':
      return mapQuestion(state, action.sectionId, action.questionId, (q) => ({
        ...q,
        points: clampPoints(action.points),
      }));

    case 'setShowWhen':
      return withRulesPruned(
        mapQuestion(state, action.sectionId, action.questionId, (q) => ({
          ...q,
          showWhen: action.showWhen,
        })),
      );

    case 'addChoice':
      return mapChoices(state, action, (q) =>
        q.choices.length >= QUESTIONNAIRE_LIMITS.choices
          ? {}
          : { choices: [...q.choices, emptyChoice(action.choiceId)] },
      );

    case 'editChoice':
      return mapChoices(state, action, (q) => ({
        validQuestion: true,
        choices: q.choices.map((c) =>
          c.id === action.choiceId
            ? {
                ...c,
                ...action.changes,
                ...(action.changes.points !== undefined
                  ? { points: clampPoints(action.changes.points) }
                  : {}),
              }
            : c,
        ),
      }));

    case 'removeChoice':
      return withRulesPruned(
        mapChoices(state, action, (q) => ({
          validQuestion: true,
          choices: q.choices.filter((c) => c.id !== action.choiceId),
          mcqAnswer: q.mcqAnswer.filter((id) => id !== action.choiceId),
        })),
      );

    case 'toggleChoice':
      return mapChoices(state, action, (q) =>
        q.choices.some((c) => c.id === action.choiceId)
          ? {
              mcqAnswer: q.mcqAnswer.includes(action.choiceId)
                ? q.mcqAnswer.filter((id) => id !== action.choiceId)
                : [...q.mcqAnswer, action.choiceId],
            }
          : {},
      );

    case 'resetForm':
      return { ...state, sections: [emptySection(action.sectionId, action.questionId)] };

    case 'validate':
      return {
        ...state,
        sections: state.sections.map((s) => ({
          ...s,
          validSection: sectionIsValid(s),
          questions: s.questions.map((q) => ({ ...q, validQuestion: questionIsValid(q) })),
        })),
      };

    case 'flagInvalid': {
      // The server's 400 named these places (see issuesToFlags).
      if (!action.sectionIds.length && !action.questionIds.length) return state;
      const sectionIds = new Set(action.sectionIds);
      const questionIds = new Set(action.questionIds);
      return {
        ...state,
        sections: state.sections.map((s) => ({
          ...s,
          validSection: sectionIds.has(s.id) ? false : s.validSection,
          questions: s.questions.map((q) =>
            questionIds.has(q.id) ? { ...q, validQuestion: false } : q,
          ),
        })),
      };
    }

    case 'loadSections':
      return {
        ...state,
        sections: action.sections.length
          ? action.sections
          : [emptySection(newIdFrom(state, 'sec'), newIdFrom(state, 'q'))],
      };
  }
}

/** A fresh id for the rare reducer-made item (an empty loaded form): never one in use. */
function newIdFrom(state: VendorFormDraft, prefix: 'sec' | 'q'): string {
  const used = new Set(state.sections.flatMap((s) => [s.id, ...s.questions.map((q) => q.id)]));
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

function clampPoints(points: number): number {
  if (!Number.isFinite(points)) return 0;
  return Math.min(QUESTIONNAIRE_LIMITS.points, Math.max(0, Math.round(points)));
}

// ---- action creators (the ids a new item needs) ----------------------------------------

export const builderActions = {
  addSection: (): BuilderAction => ({
    type: 'addSection',
    sectionId: newId('sec'),
    questionId: newId('q'),
  }),
  addQuestion: (sectionId: string): BuilderAction => ({
    type: 'addQuestion',
    sectionId,
    questionId: newId('q'),
  }),
  changeQuestionType: (
    sectionId: string,
    questionId: string,
    qtype: DraftQuestionType,
  ): BuilderAction => ({
    type: 'changeQuestionType',
    sectionId,
    questionId,
    qtype,
    choiceId: newId('c'),
  }),
  addChoice: (sectionId: string, questionId: string): BuilderAction => ({
    type: 'addChoice',
    sectionId,
    questionId,
    choiceId: newId('c'),
  }),
  resetForm: (): BuilderAction => ({
    type: 'resetForm',
    sectionId: newId('sec'),
    questionId: newId('q'),
  }),
};

// ---- what the draft's flags say ---------------------------------------------------------

/** The custom-field error flags of SPEC.md section 3: which kinds of item are flagged. */
export interface CustomFieldErrors {
  section: boolean;
  question: boolean;
  upload: boolean;
}

export function customFieldErrors(sections: readonly DraftSection[]): CustomFieldErrors {
  const errors: CustomFieldErrors = { section: false, question: false, upload: false };
  for (const s of sections) {
    if (!s.validSection) errors.section = true;
    for (const q of s.questions) {
      if (q.validQuestion) continue;
      if (isFileType(q.qtype)) errors.upload = true;
      else errors.question = true;
    }
  }
  return errors;
}

export const questionCount = (sections: readonly DraftSection[]) =>
  sections.reduce((n, s) => n + s.questions.length, 0);

/** Whether the draft may be saved: no flag set and at least one question in all. */
export function draftIsValid(sections: readonly DraftSection[]): boolean {
  const flags = customFieldErrors(sections);
  return !flags.section && !flags.question && !flags.upload && questionCount(sections) > 0;
}

// ---- to and from the API ----------------------------------------------------------------

/** A section of the questionnaire body as the builder sends it: always marked a section. */
export type BuilderSectionBody = SectionBody & { qtype: 'section' };

/** The draft as the API's questionnaire body: flags, answers and chosen lists dropped. */
export function toSectionsBody(sections: readonly DraftSection[]): BuilderSectionBody[] {
  return sections.map((s) => ({
    id: s.id,
    qtype: 'section',
    name: s.name.trim(),
    description: s.description.trim(),
    questions: s.questions.map((q) => ({
      id: q.id,
      qtype: q.qtype,
      question: q.question.trim(),
      required: q.required,
      points: q.qtype === 'multiple-choice' ? 0 : q.points,
      ...(q.qtype === 'multiple-choice'
        ? { choices: q.choices.map((c) => ({ id: c.id, text: c.text.trim(), points: c.points })) }
        : {}),
      ...(q.showWhen ? { showWhen: q.showWhen } : {}),
    })),
  }));
}

/** A stored questionnaire's sections as a draft (every flag valid, nothing answered). */
export function fromStoredSections(sections: readonly StoredSection[]): DraftSection[] {
  return sections.map((s) => ({
    id: s.id,
    qtype: 'section',
    name: s.name,
    description: s.description ?? '',
    validSection: true,
    questions: s.questions.map((q): DraftQuestion => {
      const base = {
        id: q.id,
        validQuestion: true,
        question: q.question,
        required: q.required ?? false,
        points: q.points ?? 0,
        showWhen: q.showWhen ?? null,
      };
      if (q.qtype === 'multiple-choice')
        return {
          ...base,
          qtype: 'multiple-choice',
          choices: (q.choices ?? []).map((c) => ({
            id: c.id,
            text: c.text,
            points: c.points ?? 0,
          })),
          mcqAnswer: [],
        };
      return { ...base, qtype: q.qtype, answer: '' };
    }),
  }));
}

/**
 * The places a server 400 names (`sections.1.name`, `sections.0.questions.2.choices`...)
 * as the ids of the sections and questions to flag.
 */
export function issuesToFlags(
  sections: readonly DraftSection[],
  fields: readonly string[],
): { sectionIds: string[]; questionIds: string[] } {
  const sectionIds = new Set<string>();
  const questionIds = new Set<string>();
  for (const field of fields) {
    const match = /^sections\.(\d+)(?:\.questions\.(\d+))?/.exec(field);
    if (!match) continue;
    const section = sections[Number(match[1])];
    if (!section) continue;
    if (match[2] === undefined) sectionIds.add(section.id);
    else {
      const question = section.questions[Number(match[2])];
      if (question) questionIds.add(question.id);
    }
  }
  return { sectionIds: [...sectionIds], questionIds: [...questionIds] };
}
