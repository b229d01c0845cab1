/**
 * The answering form's state, apart from the screen: each question's current answer, which
 * questions show (a show-when rule names an earlier multiple-choice answer), which required
 * ones are still unanswered, and the draft body of the answers changed since the last save.
 * The server checks the same rules on submit (api/src/modules/vendors/responses.service.ts).
 */
import type {
  DraftAnswer,
  EvidenceFile,
  LinkForm,
  StoredQuestion,
  StoredSection,
} from '@itam/shared/contracts/vendors';

export interface AnswerValue {
  answer: string;
  choices: string[];
  /** This round's evidence (a file question). */
  files: EvidenceFile[];
  /** Evidence sent in an earlier round (shown, not counted for this round). */
  earlierFiles: EvidenceFile[];
}

export type Answers = Record<string, AnswerValue>;

export const EMPTY_ANSWER: AnswerValue = { answer: '', choices: [], files: [], earlierFiles: [] };

/** The answers the link holds: this round's, or an earlier round's as the starting point. */
export function initialAnswers(form: LinkForm): Answers {
  const answers: Answers = {};
  for (const a of form.answers) {
    const current = a.round === form.round;
    answers[a.questionId] = {
      answer: a.answer ?? '',
      choices: a.choices,
      files: current ? a.files : [],
      earlierFiles: current ? [] : a.files,
    };
  }
  return answers;
}

/**
 * Questions asked this round whose answer is an earlier round's: they are saved with the
 * first draft (or on sending), since only this round's answers count.
 */
export function carriedOver(form: LinkForm): string[] {
  const asked = new Set(form.questionIds);
  return form.answers
    .filter((a) => asked.has(a.questionId) && a.round < form.round)
    .filter((a) => (a.answer ?? '').trim() || a.choices.length)
    .map((a) => a.questionId);
}

export function isShown(question: StoredQuestion, answers: Answers): boolean {
  const rule = question.showWhen;
  return !rule || (answers[rule.questionId]?.choices ?? []).includes(rule.choiceId);
}

export function isAnswered(question: StoredQuestion, value: AnswerValue | undefined): boolean {
  if (!value) return false;
  if (question.qtype === 'multiple-choice') return value.choices.length > 0;
  if (question.qtype === 'file-question') return value.files.length > 0;
  return value.answer.trim() !== '';
}

/** The sections with the questions asked this round (sections left empty are left out). */
export function askedSections(form: LinkForm): StoredSection[] {
  const asked = new Set(form.questionIds);
  return form.sections
    .map((s) => ({ ...s, questions: s.questions.filter((q) => asked.has(q.id)) }))
    .filter((s) => s.questions.length > 0);
}

/** The shown required questions without an answer, in form order. */
export function missingRequired(sections: StoredSection[], answers: Answers): string[] {
  return sections
    .flatMap((s) => s.questions)
    .filter((q) => q.required && isShown(q, answers) && !isAnswered(q, answers[q.id]))
    .map((q) => q.id);
}

/** The draft body of `ids`: a text, or a multiple-choice question's chosen choices. */
export function draftOf(
  ids: Iterable<string>,
  questions: ReadonlyMap<string, StoredQuestion>,
  answers: Answers,
): DraftAnswer[] {
  return [...ids].flatMap((id): DraftAnswer[] => {
    const question = questions.get(id);
    if (!question) return [];
    const value = answers[id] ?? EMPTY_ANSWER;
    return question.qtype === 'multiple-choice'
      ? [{ questionId: id, choices: value.choices }]
      : [{ questionId: id, answer: value.answer }];
  });
}

/** The question id of a server issue `answers.<questionId>`, if it is one. */
export function questionOfIssue(field: string): string | null {
  const match = /^answers\.([A-Za-z0-9_-]+)$/.exec(field);
  return match && !/^\d+$/.test(match[1]!) ? match[1]! : null;
}
