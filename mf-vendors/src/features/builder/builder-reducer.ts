/**
 * The builder's actions of SPEC.md section 4 on the vendor form draft of section 3, as one
 * reducer: sections and their questions (question-answer, multiple-choice, file-question
 * alias upload-file) added, removed and reordered; a question's type changed (a switch to
 * multiple-choice starts with one empty choice); choices added, edited and removed; a chosen
 * answer toggled; the form reset to one empty section. The invalid flags of section 5
 * (`validSection`, `validQuestion`) are set by `validate` (on save) and cleared by editing
 * that name, description or question text.
 *
 * Ids come with the actions (builder-actions.ts makes them), so the reducer is pure. The
 * draft's shape is builder-draft.ts, its checks draft-checks.ts, its conversion to and from
 * the API draft-wire.ts; this file is the builder's one entry and re-exports them.
 */
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import type { BuilderAction, FormAction, SectionAction } from './builder-actions';
import { emptySection, moveItem, type VendorFormDraft } from './builder-draft';
import { questionIsValid, sectionIsValid } from './draft-checks';
import { mapSection, withRulesPruned } from './draft-updates';
import { choiceReducer, questionReducer } from './question-reducer';

export * from './builder-actions';
export * from './builder-draft';
export * from './draft-checks';
export * from './draft-wire';

export function builderReducer(state: VendorFormDraft, action: BuilderAction): VendorFormDraft {
  switch (action.type) {
    case 'setVendorField':
    case 'resetForm':
    case 'validate':
    case 'flagInvalid':
    case 'loadSections':
      return formReducer(state, action);
    case 'addSection':
    case 'removeSection':
    case 'moveSection':
    case 'editSection':
      return sectionReducer(state, action);
    case 'addQuestion':
    case 'removeQuestion':
    case 'moveQuestion':
    case 'editQuestion':
    case 'changeQuestionType':
    case 'setRequired':
    case 'setPoints':
    case 'setShowWhen':
      return questionReducer(state, action);
    case 'addChoice':
    case 'editChoice':
    case 'removeChoice':
    case 'toggleChoice':
      return choiceReducer(state, action);
  }
}

function sectionReducer(state: VendorFormDraft, action: SectionAction): VendorFormDraft {
  switch (action.type) {
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
  }
}

function formReducer(state: VendorFormDraft, action: FormAction): VendorFormDraft {
  switch (action.type) {
    case 'setVendorField':
      return { ...state, [action.field]: action.value };

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
