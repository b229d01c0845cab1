import {
  builderActions,
  builderReducer,
  customFieldErrors,
  draftIsValid,
  emptyDraft,
  fromStoredSections,
  issuesToFlags,
  toSectionsBody,
  type BuilderAction,
  type ChoiceQuestion,
  type DraftSection,
  type VendorFormDraft,
} from '../builder-reducer';

const run = (state: VendorFormDraft, ...actions: BuilderAction[]) =>
  actions.reduce(builderReducer, state);

/** Section s1 (q1), as a fresh form has. */
const start = () => emptyDraft('s1', 'q1');

const ids = (draft: VendorFormDraft) =>
  draft.sections.map((s) => `${s.id}:${s.questions.map((q) => q.id).join(',')}`);

const question = (draft: VendorFormDraft, s: number, q: number) => draft.sections[s]!.questions[q]!;

/** s1 [q1 multiple-choice (c1 "Yes", c2 "No"), q2 text shown when q1 = c1], s2 [q3]. */
function withRule(): VendorFormDraft {
  return run(
    start(),
    {
      type: 'changeQuestionType',
      sectionId: 's1',
      questionId: 'q1',
      qtype: 'multiple-choice',
      choiceId: 'c1',
    },
    {
      type: 'editChoice',
      sectionId: 's1',
      questionId: 'q1',
      choiceId: 'c1',
      changes: { text: 'Yes' },
    },
    { type: 'addChoice', sectionId: 's1', questionId: 'q1', choiceId: 'c2' },
    {
      type: 'editChoice',
      sectionId: 's1',
      questionId: 'q1',
      choiceId: 'c2',
      changes: { text: 'No' },
    },
    { type: 'addQuestion', sectionId: 's1', questionId: 'q2' },
    {
      type: 'setShowWhen',
      sectionId: 's1',
      questionId: 'q2',
      showWhen: { questionId: 'q1', choiceId: 'c1' },
    },
    { type: 'addSection', sectionId: 's2', questionId: 'q3' },
  );
}

describe('the vendor form builder reducer (SPEC.md sections 3-5)', () => {
  it('starts with the draft fields blank and one empty section of one question', () => {
    const draft = start();
    expect(draft).toMatchObject({
      vendorName: '',
      vendorType: '',
      pointOfContact: '',
      email: '',
      contactNumber: '',
      website: '',
    });
    expect(draft.sections).toEqual([
      {
        id: 's1',
        qtype: 'section',
        name: '',
        description: '',
        validSection: true,
        questions: [
          {
            id: 'q1',
            qtype: 'question-answer',
            validQuestion: true,
            question: '',
            required: false,
            points: 0,
            showWhen: null,
            answer: '',
          },
        ],
      },
    ]);
  });

  it('setVendorField sets one draft field', () => {
    const draft = run(start(), { type: 'setVendorField', field: 'vendorName', value: 'Acme' });
    expect(draft.vendorName).toBe('Acme');
    expect(draft.email).toBe('');
  });

  it('addSection adds an empty section with one question at the end', () => {
    const draft = run(start(), { type: 'addSection', sectionId: 's2', questionId: 'q2' });
    expect(ids(draft)).toEqual(['s1:q1', 's2:q2']);
    expect(draft.sections[1]).toMatchObject({ qtype: 'section', name: '', validSection: true });
  });

  it('removeSection removes that section, never the last one', () => {
    const two = run(start(), { type: 'addSection', sectionId: 's2', questionId: 'q2' });
    expect(ids(run(two, { type: 'removeSection', sectionId: 's1' }))).toEqual(['s2:q2']);
    const one = start();
    expect(run(one, { type: 'removeSection', sectionId: 's1' })).toBe(one);
  });

  it('moveSection reorders sections; an index out of range changes nothing', () => {
    const three = run(
      start(),
      { type: 'addSection', sectionId: 's2', questionId: 'q2' },
      { type: 'addSection', sectionId: 's3', questionId: 'q3' },
    );
    expect(ids(run(three, { type: 'moveSection', from: 2, to: 0 }))).toEqual([
      's3:q3',
      's1:q1',
      's2:q2',
    ]);
    expect(ids(run(three, { type: 'moveSection', from: 0, to: 1 }))).toEqual([
      's2:q2',
      's1:q1',
      's3:q3',
    ]);
    expect(run(three, { type: 'moveSection', from: 0, to: 3 })).toBe(three);
    expect(run(three, { type: 'moveSection', from: -1, to: 0 })).toBe(three);
  });

  it('editSection changes the name and description and clears the section flag', () => {
    const flagged = run(start(), { type: 'validate' });
    expect(flagged.sections[0]!.validSection).toBe(false);
    const named = run(flagged, {
      type: 'editSection',
      sectionId: 's1',
      changes: { name: 'Security' },
    });
    expect(named.sections[0]).toMatchObject({ name: 'Security', validSection: true });
    const described = run(flagged, {
      type: 'editSection',
      sectionId: 's1',
      changes: { description: 'How you keep data safe' },
    });
    expect(described.sections[0]).toMatchObject({
      description: 'How you keep data safe',
      validSection: true,
    });
  });

  it('addQuestion adds an empty question-answer question to that section', () => {
    const draft = run(start(), { type: 'addQuestion', sectionId: 's1', questionId: 'q2' });
    expect(ids(draft)).toEqual(['s1:q1,q2']);
    expect(question(draft, 0, 1)).toMatchObject({ qtype: 'question-answer', question: '' });
  });

  it('removeQuestion removes that question only', () => {
    const draft = run(
      start(),
      { type: 'addQuestion', sectionId: 's1', questionId: 'q2' },
      { type: 'removeQuestion', sectionId: 's1', questionId: 'q1' },
    );
    expect(ids(draft)).toEqual(['s1:q2']);
  });

  it('moveQuestion reorders within its section (up and down)', () => {
    const draft = run(
      start(),
      { type: 'addQuestion', sectionId: 's1', questionId: 'q2' },
      { type: 'addQuestion', sectionId: 's1', questionId: 'q3' },
    );
    expect(ids(run(draft, { type: 'moveQuestion', sectionId: 's1', from: 2, to: 1 }))).toEqual([
      's1:q1,q3,q2',
    ]);
    expect(ids(run(draft, { type: 'moveQuestion', sectionId: 's1', from: 0, to: 1 }))).toEqual([
      's1:q2,q1,q3',
    ]);
    expect(run(draft, { type: 'moveQuestion', sectionId: 's1', from: 2, to: 3 })).toBe(draft);
  });

  it('editQuestion changes the question text and clears the question flag', () => {
    const flagged = run(start(), { type: 'validate' });
    expect(question(flagged, 0, 0).validQuestion).toBe(false);
    const edited = run(flagged, {
      type: 'editQuestion',
      sectionId: 's1',
      questionId: 'q1',
      question: 'Do you encrypt data at rest?',
    });
    expect(question(edited, 0, 0)).toMatchObject({
      question: 'Do you encrypt data at rest?',
      validQuestion: true,
    });
  });

  it('changeQuestionType to multiple-choice starts with one empty choice and no chosen one', () => {
    const draft = run(start(), {
      type: 'changeQuestionType',
      sectionId: 's1',
      questionId: 'q1',
      qtype: 'multiple-choice',
      choiceId: 'c1',
    });
    expect(question(draft, 0, 0)).toMatchObject({
      qtype: 'multiple-choice',
      choices: [{ id: 'c1', text: '', points: 0 }],
      mcqAnswer: [],
    });
    expect(question(draft, 0, 0)).not.toHaveProperty('answer');
  });

  it('changeQuestionType to file-question, or its alias upload-file, keeps the text and drops choices', () => {
    const mcq = run(
      start(),
      { type: 'editQuestion', sectionId: 's1', questionId: 'q1', question: 'Your ISO certificate' },
      {
        type: 'changeQuestionType',
        sectionId: 's1',
        questionId: 'q1',
        qtype: 'multiple-choice',
        choiceId: 'c1',
      },
    );
    for (const qtype of ['file-question', 'upload-file'] as const) {
      const file = run(mcq, {
        type: 'changeQuestionType',
        sectionId: 's1',
        questionId: 'q1',
        qtype,
        choiceId: 'unused',
      });
      expect(question(file, 0, 0)).toEqual(
        expect.objectContaining({ qtype, question: 'Your ISO certificate', answer: '' }),
      );
      expect(question(file, 0, 0)).not.toHaveProperty('choices');
    }
    const text = run(mcq, {
      type: 'changeQuestionType',
      sectionId: 's1',
      questionId: 'q1',
      qtype: 'question-answer',
      choiceId: 'unused',
    });
    expect(question(text, 0, 0)).toMatchObject({ qtype: 'question-answer', answer: '' });
  });

  it('addChoice, editChoice and removeChoice change a multiple-choice question’s choices', () => {
    const draft = withRule();
    const q1 = question(draft, 0, 0) as ChoiceQuestion;
    expect(q1.choices).toEqual([
      { id: 'c1', text: 'Yes', points: 0 },
      { id: 'c2', text: 'No', points: 0 },
    ]);
    const pointed = run(draft, {
      type: 'editChoice',
      sectionId: 's1',
      questionId: 'q1',
      choiceId: 'c1',
      changes: { points: 10 },
    });
    expect((question(pointed, 0, 0) as ChoiceQuestion).choices[0]).toEqual({
      id: 'c1',
      text: 'Yes',
      points: 10,
    });
    const removed = run(draft, {
      type: 'removeChoice',
      sectionId: 's1',
      questionId: 'q1',
      choiceId: 'c2',
    });
    expect((question(removed, 0, 0) as ChoiceQuestion).choices.map((c) => c.id)).toEqual(['c1']);
    // Not a multiple-choice question: nothing to change.
    const plain = start();
    expect(
      run(plain, { type: 'addChoice', sectionId: 's1', questionId: 'q1', choiceId: 'c9' }),
    ).toBe(plain);
  });

  it('toggleChoice adds a choice to the chosen list and removes it when chosen again', () => {
    const draft = withRule();
    const toggle: BuilderAction = {
      type: 'toggleChoice',
      sectionId: 's1',
      questionId: 'q1',
      choiceId: 'c2',
    };
    const once = run(draft, toggle);
    expect((question(once, 0, 0) as ChoiceQuestion).mcqAnswer).toEqual(['c2']);
    const twice = run(once, toggle);
    expect((question(twice, 0, 0) as ChoiceQuestion).mcqAnswer).toEqual([]);
    // Removing a chosen choice drops it from the chosen list.
    const gone = run(once, {
      type: 'removeChoice',
      sectionId: 's1',
      questionId: 'q1',
      choiceId: 'c2',
    });
    expect((question(gone, 0, 0) as ChoiceQuestion).mcqAnswer).toEqual([]);
  });

  it('setRequired and setPoints set the optional settings (points 0-100, whole)', () => {
    const draft = run(
      start(),
      { type: 'setRequired', sectionId: 's1', questionId: 'q1', required: true },
      { type: 'setPoints', sectionId: 's1', questionId: 'q1', points: 7.6 },
    );
    expect(question(draft, 0, 0)).toMatchObject({ required: true, points: 8 });
    const capped = run(draft, {
      type: 'setPoints',
      sectionId: 's1',
      questionId: 'q1',
      points: 500,
    });
    expect(question(capped, 0, 0).points).toBe(100);
  });

  it('setShowWhen sets a rule on an earlier choice; a rule on no earlier choice is dropped', () => {
    const draft = withRule();
    expect(question(draft, 0, 1).showWhen).toEqual({ questionId: 'q1', choiceId: 'c1' });
    // q3 (section 2) may follow q1 too; q1 may not follow q3, which is later.
    const later = run(draft, {
      type: 'setShowWhen',
      sectionId: 's2',
      questionId: 'q3',
      showWhen: { questionId: 'q1', choiceId: 'c2' },
    });
    expect(question(later, 1, 0).showWhen).toEqual({ questionId: 'q1', choiceId: 'c2' });
    const cleared = run(draft, {
      type: 'setShowWhen',
      sectionId: 's1',
      questionId: 'q2',
      showWhen: null,
    });
    expect(question(cleared, 0, 1).showWhen).toBeNull();
    const forward = run(draft, {
      type: 'setShowWhen',
      sectionId: 's1',
      questionId: 'q1',
      showWhen: { questionId: 'q1', choiceId: 'c1' },
    });
    expect(question(forward, 0, 0).showWhen).toBeNull();
  });

  it('a rule goes when its choice, its question or the order it needs goes', () => {
    const draft = withRule();
    const noChoice = run(draft, {
      type: 'removeChoice',
      sectionId: 's1',
      questionId: 'q1',
      choiceId: 'c1',
    });
    expect(question(noChoice, 0, 1).showWhen).toBeNull();
    const noQuestion = run(draft, { type: 'removeQuestion', sectionId: 's1', questionId: 'q1' });
    expect(question(noQuestion, 0, 0).showWhen).toBeNull();
    const moved = run(draft, { type: 'moveQuestion', sectionId: 's1', from: 1, to: 0 });
    expect(question(moved, 0, 0).showWhen).toBeNull();
    const retyped = run(draft, {
      type: 'changeQuestionType',
      sectionId: 's1',
      questionId: 'q1',
      qtype: 'question-answer',
      choiceId: 'x',
    });
    expect(question(retyped, 0, 1).showWhen).toBeNull();
  });

  it('resetForm leaves one empty section and keeps the vendor fields', () => {
    const draft = run(
      withRule(),
      { type: 'setVendorField', field: 'vendorName', value: 'Acme' },
      { type: 'resetForm', sectionId: 'n1', questionId: 'n2' },
    );
    expect(ids(draft)).toEqual(['n1:n2']);
    expect(draft.sections[0]).toMatchObject({ name: '', validSection: true });
    expect(draft.vendorName).toBe('Acme');
  });

  it('validate flags blank names, blank questions and blank choices; the flags are the custom-field errors', () => {
    const draft = run(
      withRule(),
      { type: 'editSection', sectionId: 's1', changes: { name: 'Security' } },
      { type: 'editQuestion', sectionId: 's1', questionId: 'q1', question: 'Encrypted?' },
      { type: 'addChoice', sectionId: 's1', questionId: 'q1', choiceId: 'c3' },
      {
        type: 'changeQuestionType',
        sectionId: 's2',
        questionId: 'q3',
        qtype: 'upload-file',
        choiceId: 'x',
      },
      { type: 'validate' },
    );
    expect(draft.sections.map((s) => s.validSection)).toEqual([true, false]);
    expect(draft.sections.flatMap((s) => s.questions.map((q) => q.validQuestion))).toEqual([
      false, // its choice c3 is blank
      false, // no text
      false, // the upload question has no text
    ]);
    expect(customFieldErrors(draft.sections)).toEqual({
      section: true,
      question: true,
      upload: true,
    });
    expect(draftIsValid(draft.sections)).toBe(false);

    const fixed = run(
      draft,
      {
        type: 'editChoice',
        sectionId: 's1',
        questionId: 'q1',
        choiceId: 'c3',
        changes: { text: 'Partly' },
      },
      { type: 'editQuestion', sectionId: 's1', questionId: 'q2', question: 'Which algorithm?' },
      { type: 'editQuestion', sectionId: 's2', questionId: 'q3', question: 'Your ISO certificate' },
      { type: 'editSection', sectionId: 's2', changes: { name: 'Evidence' } },
    );
    expect(customFieldErrors(fixed.sections)).toEqual({
      section: false,
      question: false,
      upload: false,
    });
    expect(run(fixed, { type: 'validate' }).sections).toEqual(fixed.sections);
    expect(draftIsValid(fixed.sections)).toBe(true);
  });

  it('flagInvalid flags the sections and questions a server 400 named', () => {
    const draft = withRule();
    const flags = issuesToFlags(draft.sections, [
      'sections.1.name',
      'sections.0.questions.1.showWhen.choiceId',
      'sections.9.name',
      'name',
    ]);
    expect(flags).toEqual({ sectionIds: ['s2'], questionIds: ['q2'] });
    const flagged = run(draft, { type: 'flagInvalid', ...flags });
    expect(flagged.sections[1]!.validSection).toBe(false);
    expect(question(flagged, 0, 1).validQuestion).toBe(false);
    expect(question(flagged, 0, 0).validQuestion).toBe(true);
  });

  it('loadSections replaces the sections (an empty list is one empty section)', () => {
    const loaded = run(start(), { type: 'loadSections', sections: withRule().sections });
    expect(ids(loaded)).toEqual(['s1:q1,q2', 's2:q3']);
    const empty = run(start(), { type: 'loadSections', sections: [] });
    expect(empty.sections).toHaveLength(1);
    expect(empty.sections[0]!.questions).toHaveLength(1);
  });

  it('the action creators make fresh ids the API takes', () => {
    const a = builderActions.addSection();
    const b = builderActions.addSection();
    expect(a).toMatchObject({ type: 'addSection' });
    if (a.type !== 'addSection' || b.type !== 'addSection') throw new Error('unexpected');
    expect(a.sectionId).not.toBe(b.sectionId);
    for (const id of [a.sectionId, a.questionId]) expect(id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  });
});

describe('the draft and the API’s questionnaire body', () => {
  it('converts to the body exactly: flags, answers and chosen lists dropped, choices only on multiple-choice', () => {
    const draft = run(
      withRule(),
      {
        type: 'editSection',
        sectionId: 's1',
        changes: { name: ' Security ', description: 'Data' },
      },
      { type: 'editQuestion', sectionId: 's1', questionId: 'q1', question: 'Encrypted?' },
      { type: 'toggleChoice', sectionId: 's1', questionId: 'q1', choiceId: 'c1' },
      {
        type: 'editChoice',
        sectionId: 's1',
        questionId: 'q1',
        choiceId: 'c1',
        changes: { points: 5 },
      },
      { type: 'editQuestion', sectionId: 's1', questionId: 'q2', question: 'Which algorithm?' },
      { type: 'setPoints', sectionId: 's1', questionId: 'q2', points: 3 },
      { type: 'setRequired', sectionId: 's1', questionId: 'q2', required: true },
      { type: 'editSection', sectionId: 's2', changes: { name: 'Evidence' } },
      { type: 'editQuestion', sectionId: 's2', questionId: 'q3', question: 'Certificate' },
      {
        type: 'changeQuestionType',
        sectionId: 's2',
        questionId: 'q3',
        qtype: 'upload-file',
        choiceId: 'x',
      },
    );
    expect(toSectionsBody(draft.sections)).toEqual([
      {
        id: 's1',
        qtype: 'section',
        name: 'Security',
        description: 'Data',
        questions: [
          {
            id: 'q1',
            qtype: 'multiple-choice',
            question: 'Encrypted?',
            required: false,
            points: 0,
            choices: [
              { id: 'c1', text: 'Yes', points: 5 },
              { id: 'c2', text: 'No', points: 0 },
            ],
          },
          {
            id: 'q2',
            qtype: 'question-answer',
            question: 'Which algorithm?',
            required: true,
            points: 3,
            showWhen: { questionId: 'q1', choiceId: 'c1' },
          },
        ],
      },
      {
        id: 's2',
        qtype: 'section',
        name: 'Evidence',
        description: '',
        questions: [
          { id: 'q3', qtype: 'upload-file', question: 'Certificate', required: false, points: 0 },
        ],
      },
    ]);
  });

  it('reads a stored questionnaire back as a draft with every flag valid', () => {
    const stored = toSectionsBody(withRule().sections).map((s) => ({
      ...s,
      description: s.description ?? '',
      questions: s.questions.map((q) => ({
        ...q,
        qtype: q.qtype === 'upload-file' ? ('file-question' as const) : q.qtype,
        required: q.required ?? false,
        points: q.points ?? 0,
        choices: q.choices?.map((c) => ({ ...c, points: c.points ?? 0 })),
        showWhen: q.showWhen ?? undefined,
      })),
    }));
    const draft: DraftSection[] = fromStoredSections(stored);
    expect(draft).toEqual(withRule().sections);
  });
});
