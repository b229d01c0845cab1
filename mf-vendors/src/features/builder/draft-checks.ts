/**
 * What the draft's flags say: a section's and a question's checks on save (the API's
 * bounds, SPEC.md section 5), the custom-field error flags of section 3, and whether the
 * draft may be saved.
 */
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import { isFileType, type DraftQuestion, type DraftSection } from './builder-draft';

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
