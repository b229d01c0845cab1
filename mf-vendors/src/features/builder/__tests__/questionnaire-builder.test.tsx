import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { useEffect, useReducer } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { FAKE_SECTIONS } from '../../../test-support/fixtures';
import {
  builderReducer,
  emptyDraft,
  fromStoredSections,
  type VendorFormDraft,
} from '../builder-reducer';
import { BuilderErrorSummary, QuestionnaireBuilder } from '../questionnaire-builder';

jest.setTimeout(30_000);

let latest: VendorFormDraft;
const record = (draft: VendorFormDraft) => {
  latest = draft;
};

function Harness({ initial, readOnly = false }: { initial: VendorFormDraft; readOnly?: boolean }) {
  const [draft, dispatch] = useReducer(builderReducer, initial);
  useEffect(() => record(draft), [draft]);
  return (
    <>
      <button type="button" onClick={() => dispatch({ type: 'validate' })}>
        validate
      </button>
      <BuilderErrorSummary sections={draft.sections} attempted />
      <QuestionnaireBuilder sections={draft.sections} dispatch={dispatch} readOnly={readOnly} />
    </>
  );
}

const stored = (): VendorFormDraft => ({
  ...emptyDraft(),
  sections: fromStoredSections(FAKE_SECTIONS),
});

const sectionNames = () => latest.sections.map((s) => s.name);

describe('the questionnaire builder', () => {
  it('adds a section and a question, sets a type, choices, points, required and a rule', async () => {
    const user = setupUser();
    renderScreen(<Harness initial={emptyDraft('s1', 'q1')} />);
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Security');
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Encrypted?');
    await user.click(screen.getByRole('combobox', { name: 'Type of answer' }));
    await user.click(await screen.findByTitle('Multiple choice'));
    expect(screen.getByRole('group', { name: 'Choices of question 1' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), 'Yes');
    await user.click(screen.getByRole('button', { name: /Add a choice/ }));
    await user.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'No');
    const points = screen.getByRole('spinbutton', { name: 'Points of choice 1' });
    await user.clear(points);
    await user.type(points, '10');
    await user.click(screen.getByRole('button', { name: /Add a question to section 1/ }));
    const second = screen.getByRole('group', { name: 'Question 2 of section 1' });
    await user.type(within(second).getByRole('textbox', { name: 'Question' }), 'Which algorithm?');
    await user.click(within(second).getByRole('checkbox', { name: 'Answer required' }));
    await user.click(within(second).getByRole('combobox', { name: 'Show only when' }));
    await user.click(await screen.findByTitle('Encrypted?: Yes'));

    const [section] = latest.sections;
    expect(section!.name).toBe('Security');
    expect(section!.questions[0]).toMatchObject({
      qtype: 'multiple-choice',
      question: 'Encrypted?',
      choices: [
        { text: 'Yes', points: 10 },
        { text: 'No', points: 0 },
      ],
    });
    const first = section!.questions[0]!;
    const yes = first.qtype === 'multiple-choice' ? first.choices[0]!.id : '';
    expect(section!.questions[1]).toMatchObject({
      question: 'Which algorithm?',
      required: true,
      showWhen: { questionId: first.id, choiceId: yes },
    });
  });

  it('moves sections and questions with the up and down buttons, and removes them', async () => {
    const user = setupUser();
    renderScreen(<Harness initial={stored()} />);
    expect(screen.getByRole('button', { name: 'Move section 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move section 2 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move section 1 down' }));
    expect(sectionNames()).toEqual(['Evidence', 'Security']);
    await user.click(screen.getByRole('button', { name: 'Move question 2 of section 2 up' }));
    expect(latest.sections[1]!.questions.map((q) => q.id)).toEqual(['q-algorithm', 'q-encrypt']);
    // The rule on q-encrypt no longer names an earlier question: it went.
    expect(latest.sections[1]!.questions[0]!.showWhen).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove question 1 of section 2' }));
    expect(latest.sections[1]!.questions.map((q) => q.id)).toEqual(['q-encrypt']);
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(sectionNames()).toEqual(['Security']);
    expect(screen.getByRole('button', { name: 'Remove section 1' })).toBeDisabled();
  });

  it('moves a section and a question by dragging its handle onto another of the same list', () => {
    renderScreen(<Harness initial={stored()} />);
    const evidence = screen.getByRole('region', { name: 'Section 2' });
    fireEvent.dragStart(screen.getByTestId('drag-section-2'));
    fireEvent.dragOver(screen.getByRole('region', { name: 'Section 1' }));
    fireEvent.drop(screen.getByRole('region', { name: 'Section 1' }));
    expect(sectionNames()).toEqual(['Evidence', 'Security']);
    expect(evidence).toBeInTheDocument();
    // A question dropped on another section is not moved there.
    fireEvent.dragStart(screen.getByTestId('drag-question-2-2'));
    fireEvent.drop(screen.getByRole('group', { name: 'Question 1 of section 1' }));
    expect(latest.sections.map((s) => s.questions.length)).toEqual([1, 2]);
    fireEvent.dragStart(screen.getByTestId('drag-question-2-2'));
    fireEvent.drop(screen.getByRole('group', { name: 'Question 1 of section 2' }));
    expect(latest.sections[1]!.questions.map((q) => q.id)).toEqual(['q-algorithm', 'q-encrypt']);
  });

  it('shows the invalid flags as field errors and the summary, and clears one by editing', async () => {
    const user = setupUser();
    renderScreen(<Harness initial={emptyDraft('s1', 'q1')} />);
    await user.click(screen.getByRole('combobox', { name: 'Type of answer' }));
    await user.click(await screen.findByTitle('File upload'));
    await user.click(screen.getByRole('button', { name: 'validate' }));
    expect(screen.getByRole('textbox', { name: 'Section name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Enter the section’s name')).toBeInTheDocument();
    expect(screen.getByText('Say which file the vendor should upload')).toBeInTheDocument();
    const summary = screen.getByTestId('form-error-summary');
    expect(summary).toHaveTextContent('Some sections need a name.');
    expect(summary).toHaveTextContent('Some file questions need their text.');
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'S');
    expect(screen.getByRole('textbox', { name: 'Section name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByTestId('form-error-summary')).not.toHaveTextContent('Some sections');
  });

  it('starts again with one empty section only once asked and confirmed', async () => {
    const user = setupUser();
    renderScreen(<Harness initial={stored()} />);
    await user.click(screen.getByRole('button', { name: 'Start again with one empty section' }));
    expect(screen.getByRole('status')).toHaveTextContent('Remove every section and question');
    await user.click(screen.getByRole('button', { name: 'Keep the questionnaire' }));
    expect(sectionNames()).toEqual(['Security', 'Evidence']);
    await user.click(screen.getByRole('button', { name: 'Start again with one empty section' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start again' }));
    expect(sectionNames()).toEqual(['']);
    expect(latest.sections[0]!.questions).toHaveLength(1);
  });

  it('read-only: shows the questionnaire without a way to change it', () => {
    renderScreen(<Harness initial={stored()} readOnly />);
    expect(screen.getAllByRole('textbox', { name: 'Section name' })[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add a section/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove section 1' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('drag-section-1')).not.toBeInTheDocument();
  });
});
