/**
 * The vendor form draft of SPEC.md section 3: the vendor's fields and the questionnaire's
 * sections and questions (question-answer, multiple-choice, file-question alias
 * upload-file), each with its invalid flag (`validSection`, `validQuestion`, section 5).
 * Optional per question: required, points (per choice for multiple-choice), and a rule
 * showing it only when an earlier multiple-choice question has one choice chosen. Here too
 * the building blocks the reducer and its action creators make new items with.
 */
import type { ShowWhen } from '@itam/shared/contracts/vendors';

export type DraftQuestionType =
  'question-answer' | 'multiple-choice' | 'file-question' | 'upload-file';

export interface DraftChoice {
  id: string;
  /** SPEC's "choice text". */
  text: string;
  points: number;
}

export interface QuestionBase {
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

/**
 * A question as another type, keeping what the types share (a switch to multiple-choice
 * starts with one empty choice).
 */
export function retype(
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
