/**
 * The reducer's immutable updates: one section, one question or one multiple-choice
 * question changed, every other object kept (so a card whose part did not change is not
 * rendered again), and the show-when rules an edit broke dropped.
 */
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import {
  pruneRules,
  type ChoiceQuestion,
  type DraftQuestion,
  type DraftSection,
  type VendorFormDraft,
} from './builder-draft';

export function mapSection(
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

export function mapQuestion(
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

export function mapChoices(
  state: VendorFormDraft,
  action: { sectionId: string; questionId: string },
  change: (question: ChoiceQuestion) => Partial<ChoiceQuestion>,
): VendorFormDraft {
  return mapQuestion(state, action.sectionId, action.questionId, (q) =>
    q.qtype === 'multiple-choice' ? { ...q, ...change(q) } : q,
  );
}

export const withRulesPruned = (state: VendorFormDraft): VendorFormDraft => {
  const sections = pruneRules(state.sections);
  return sections === state.sections ? state : { ...state, sections };
};

/** Points as the API takes them: a whole number from 0 to the contract's most. */
export function clampPoints(points: number): number {
  if (!Number.isFinite(points)) return 0;
  return Math.min(QUESTIONNAIRE_LIMITS.points, Math.max(0, Math.round(points)));
}
