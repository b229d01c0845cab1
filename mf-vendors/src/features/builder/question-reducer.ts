/** The builder reducer's question and choice actions (builder-reducer.ts dispatches them here). */
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import type { ChoiceAction, QuestionAction } from './builder-actions';
import {
  emptyChoice,
  emptyQuestion,
  moveItem,
  retype,
  type VendorFormDraft,
} from './builder-draft';
import { clampPoints, mapChoices, mapQuestion, mapSection, withRulesPruned } from './draft-updates';

export function questionReducer(state: VendorFormDraft, action: QuestionAction): VendorFormDraft {
  switch (action.type) {
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
  }
}

export function choiceReducer(state: VendorFormDraft, action: ChoiceAction): VendorFormDraft {
  switch (action.type) {
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
  }
}
