import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FAKE_SECTIONS } from '../../test-support/fixtures';
import {
  builderReducer,
  emptyDraft,
  fromStoredSections,
  type BuilderAction,
  type VendorFormDraft,
} from './builder-reducer';
import { BuilderErrorSummary, QuestionnaireBuilder } from './questionnaire-builder';

interface BuilderStoryProps {
  initial: VendorFormDraft;
  /** Actions run on the initial draft (e.g. a failed save's `validate`). */
  actions?: BuilderAction[];
  readOnly?: boolean;
}

/** The builder with its own reducer, as the screens hold it. */
function BuilderStory({ initial, actions = [], readOnly = false }: BuilderStoryProps) {
  const [draft, dispatch] = useReducer(builderReducer, undefined, () =>
    actions.reduce(builderReducer, initial),
  );
  return (
    <>
      <BuilderErrorSummary sections={draft.sections} attempted={actions.length > 0} />
      <QuestionnaireBuilder sections={draft.sections} dispatch={dispatch} readOnly={readOnly} />
    </>
  );
}

const standard = (): VendorFormDraft => ({
  ...emptyDraft('sec-1', 'q-1'),
  sections: fromStoredSections(FAKE_SECTIONS),
});

/** The questionnaire builder of vendor registration and the standard questionnaire. */
const meta = {
  title: 'Vendors/QuestionnaireBuilder',
  component: BuilderStory,
  args: { initial: standard() },
} satisfies Meta<typeof BuilderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard questionnaire: every question type, points and a show-when rule. */
export const Standard: Story = {};
/** A new form: one empty section. */
export const Empty: Story = { args: { initial: emptyDraft('sec-1', 'q-1') } };
/** A save tried on a blank form: the invalid flags as field errors, and their summary. */
export const InvalidFlags: Story = {
  args: {
    initial: emptyDraft('sec-1', 'q-1'),
    actions: [
      { type: 'addQuestion', sectionId: 'sec-1', questionId: 'q-2' },
      {
        type: 'changeQuestionType',
        sectionId: 'sec-1',
        questionId: 'q-2',
        qtype: 'upload-file',
        choiceId: 'c-1',
      },
      { type: 'validate' },
    ],
  },
};
/** A role that may read questionnaires but not change them. */
export const ReadOnly: Story = { args: { readOnly: true } };
