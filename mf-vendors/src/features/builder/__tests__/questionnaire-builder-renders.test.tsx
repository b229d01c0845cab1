/**
 * The builder stays responsive on a large questionnaire: a click renders again only the
 * cards whose content changed. Each question card was given its place among all questions
 * and every multiple-choice question's place, so adding a question or moving a section
 * rendered every card after it again (1.7 s to add a question at 30 sections of 20, the
 * web bench). Counted here by the cards' drag hook, called once per card render.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { useReducer } from 'react';
import { screen } from '@testing-library/react';
import type { StoredSection } from '@itam/shared/contracts/vendors';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { builderReducer, emptyDraft, fromStoredSections } from '../builder-reducer';
import type { DragItem } from '../drag-reorder';
import { QuestionnaireBuilder } from '../questionnaire-builder';

const mockRenders: DragItem[] = [];
jest.mock('../drag-reorder', () => {
  const actual = jest.requireActual<typeof import('../drag-reorder')>('../drag-reorder');
  return {
    ...actual,
    useDragReorder: (item: DragItem, onMove: (from: number, to: number) => void) => {
      mockRenders.push(item);
      return actual.useDragReorder(item, onMove);
    },
  };
});

jest.setTimeout(30_000);

/** Four sections of a multiple choice, a written answer and a file question each. */
const SECTIONS: StoredSection[] = [1, 2, 3, 4].map((s) => ({
  id: `sec-${s}`,
  qtype: 'section',
  name: `Section ${s}`,
  description: '',
  questions: [
    {
      id: `q-${s}-mc`,
      qtype: 'multiple-choice',
      question: `Choice question ${s}`,
      required: true,
      points: 0,
      choices: [
        { id: `c-${s}-yes`, text: 'Yes', points: 10 },
        { id: `c-${s}-no`, text: 'No', points: 0 },
      ],
    },
    {
      id: `q-${s}-text`,
      qtype: 'question-answer',
      question: `Text ${s}`,
      required: false,
      points: 5,
    },
    {
      id: `q-${s}-file`,
      qtype: 'file-question',
      question: `File ${s}`,
      required: false,
      points: 5,
    },
  ],
}));

function Harness() {
  const [draft, dispatch] = useReducer(builderReducer, {
    ...emptyDraft(),
    sections: fromStoredSections(SECTIONS),
  });
  return <QuestionnaireBuilder sections={draft.sections} dispatch={dispatch} />;
}

const questionRenders = () => mockRenders.filter((item) => item.kind === 'question').length;

it('adding a question renders it and the one it follows; moving a section, only the cards whose rules changed', async () => {
  const user = setupUser();
  renderScreen(<Harness />);
  await screen.findByRole('group', { name: 'Question 3 of section 4' });
  mockRenders.length = 0;
  await user.click(screen.getByRole('button', { name: /Add a question to section 2$/ }));
  expect(await screen.findByRole('group', { name: 'Question 4 of section 2' })).toBeVisible();
  // The new question, and the one before it, no longer the last (it may move down now).
  expect(questionRenders()).toBe(2);

  // Sections 2 and 3 change places: their questions are renumbered, and the questions of
  // section 4 see the two sections' choice questions in the new order; section 1's stay.
  mockRenders.length = 0;
  await user.click(screen.getByRole('button', { name: 'Move section 2 down' }));
  expect(await screen.findByRole('group', { name: 'Question 4 of section 3' })).toBeVisible();
  expect(questionRenders()).toBe(4 + 3 + 3);
});
