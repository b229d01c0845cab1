import { DRAFT_ANSWERS, EVIDENCE, linkForm, SECTIONS } from '../../../test-support/answer-fixtures';
import {
  askedSections,
  carriedOver,
  draftOf,
  initialAnswers,
  isShown,
  missingRequired,
  questionOfIssue,
} from '../form-state';

const questions = new Map(SECTIONS.flatMap((s) => s.questions).map((q) => [q.id, q]));
const certificate = questions.get('q-certificate')!;

describe('the answering form’s state', () => {
  it('shows a question with a show-when rule only while its choice is chosen', () => {
    expect(isShown(certificate, {})).toBe(false);
    expect(isShown(certificate, initialAnswers(linkForm({ answers: DRAFT_ANSWERS })))).toBe(true);
  });

  it('requires the shown required questions only, a file question by its files', () => {
    const sections = askedSections(linkForm());
    expect(missingRequired(sections, {})).toEqual(['q-policy', 'q-certified']);
    const answers = initialAnswers(linkForm({ answers: DRAFT_ANSWERS }));
    expect(missingRequired(sections, answers)).toEqual(['q-certificate']);
    answers['q-certificate'] = { ...answers['q-certificate']!, answer: 'see mail', files: [] };
    expect(missingRequired(sections, answers)).toEqual(['q-certificate']);
    answers['q-certificate'] = { ...answers['q-certificate']!, files: [EVIDENCE] };
    expect(missingRequired(sections, answers)).toEqual([]);
  });

  it('starts a later round from the earlier answers, saved again since only this round counts', () => {
    const form = linkForm({
      round: 2,
      questionIds: ['q-policy', 'q-certificate'],
      answers: [
        ...DRAFT_ANSWERS,
        { questionId: 'q-certificate', round: 1, answer: null, choices: [], files: [EVIDENCE] },
      ],
    });
    const answers = initialAnswers(form);
    expect(answers['q-certificate']).toMatchObject({ files: [], earlierFiles: [EVIDENCE] });
    expect(carriedOver(form)).toEqual(['q-policy']);
    expect(askedSections(form).map((s) => s.questions.map((q) => q.id))).toEqual([
      ['q-policy', 'q-certificate'],
    ]);
  });

  it('drafts a text or the chosen choices by question type', () => {
    const answers = initialAnswers(linkForm({ answers: DRAFT_ANSWERS }));
    expect(draftOf(['q-policy', 'q-certified', 'q-notes'], questions, answers)).toEqual([
      { questionId: 'q-policy', answer: 'We encrypt at rest.' },
      { questionId: 'q-certified', choices: ['c-iso'] },
      { questionId: 'q-notes', answer: '' },
    ]);
  });

  it('reads the question a server issue names', () => {
    expect(questionOfIssue('answers.q-policy')).toBe('q-policy');
    expect(questionOfIssue('answers.0.choices')).toBeNull();
    expect(questionOfIssue('answers.0')).toBeNull();
  });
});
