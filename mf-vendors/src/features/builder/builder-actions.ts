/**
 * The builder's actions of SPEC.md section 4, grouped by what they change (the form, a
 * section, a question, a choice), and the creators of the ones that add an item: ids come
 * with the actions, so the reducer stays pure.
 */
import type { ShowWhen } from '@itam/shared/contracts/vendors';
import {
  newId,
  type DraftChoice,
  type DraftQuestionType,
  type DraftSection,
  type VendorDraftFields,
} from './builder-draft';

export type FormAction =
  | { type: 'setVendorField'; field: keyof VendorDraftFields; value: string }
  | { type: 'resetForm'; sectionId: string; questionId: string }
  | { type: 'validate' }
  | { type: 'flagInvalid'; sectionIds: string[]; questionIds: string[] }
  | { type: 'loadSections'; sections: DraftSection[] };

export type SectionAction =
  | { type: 'addSection'; sectionId: string; questionId: string }
  | { type: 'removeSection'; sectionId: string }
  | { type: 'moveSection'; from: number; to: number }
  | {
      type: 'editSection';
      sectionId: string;
      changes: Partial<Pick<DraftSection, 'name' | 'description'>>;
    };

export type QuestionAction =
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
  | { type: 'setShowWhen'; sectionId: string; questionId: string; showWhen: ShowWhen | null };

export type ChoiceAction =
  | { type: 'addChoice'; sectionId: string; questionId: string; choiceId: string }
  | {
      type: 'editChoice';
      sectionId: string;
      questionId: string;
      choiceId: string;
      changes: Partial<Pick<DraftChoice, 'text' | 'points'>>;
    }
  | { type: 'removeChoice'; sectionId: string; questionId: string; choiceId: string }
  | { type: 'toggleChoice'; sectionId: string; questionId: string; choiceId: string };

export type BuilderAction = FormAction | SectionAction | QuestionAction | ChoiceAction;

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
