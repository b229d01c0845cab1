/** Unit tests of the vendor register's scoring, for every question type. */
import {
  scoreAnswers,
  type ScoredAnswer,
  type ScoredQuestion,
} from '../src/modules/vendors/scoring';

const questions: ScoredQuestion[] = [
  {
    id: 'mc',
    qtype: 'multiple-choice',
    points: 0,
    choices: [
      { id: 'iso', points: 6 },
      { id: 'soc2', points: 4 },
      { id: 'none', points: 0 },
    ],
  },
  { id: 'text', qtype: 'question-answer', points: 5 },
  { id: 'file', qtype: 'file-question', points: 5 },
  // Shown only when ISO 27001 is chosen.
  {
    id: 'cert',
    qtype: 'question-answer',
    points: 10,
    showWhen: { questionId: 'mc', choiceId: 'iso' },
  },
];

const answers = (entries: [string, Partial<ScoredAnswer>][]) =>
  new Map(entries.map(([id, a]) => [id, { choices: [], verdict: null, ...a }]));

describe('vendor score', () => {
  it('scores chosen choices, accepted answers and shown questions only', () => {
    expect(
      scoreAnswers(
        questions,
        answers([
          ['mc', { choices: ['iso', 'soc2'], verdict: 'accepted' }],
          ['text', { verdict: 'accepted' }],
          ['file', { verdict: 'accepted' }],
          ['cert', { verdict: 'accepted' }],
        ]),
      ),
    ).toEqual({ earned: 30, possible: 30, score: 100 });
    // Without ISO the certificate question is hidden: not at stake.
    expect(
      scoreAnswers(
        questions,
        answers([
          ['mc', { choices: ['soc2'] }],
          ['text', { verdict: 'accepted' }],
          ['file', { verdict: 'flagged' }],
        ]),
      ),
    ).toEqual({ earned: 9, possible: 20, score: 45 });
  });

  it('gives nothing for a rejected, flagged, unreviewed or missing answer of a text or file question', () => {
    const score = scoreAnswers(
      questions,
      answers([
        ['mc', { choices: ['iso'], verdict: 'rejected' }],
        ['text', { verdict: 'rejected' }],
        ['file', { verdict: null }],
      ]),
    );
    // ISO chosen shows the certificate question (10), unanswered.
    expect(score).toEqual({ earned: 0, possible: 30, score: 0 });
  });

  it('rounds to two decimals and has no score when nothing is at stake', () => {
    const thirds: ScoredQuestion[] = [
      { id: 'a', qtype: 'question-answer', points: 1 },
      { id: 'b', qtype: 'question-answer', points: 1 },
      { id: 'c', qtype: 'file-question', points: 1 },
    ];
    expect(scoreAnswers(thirds, answers([['a', { verdict: 'accepted' }]])).score).toBe(33.33);
    expect(
      scoreAnswers([{ id: 'x', qtype: 'question-answer', points: 0 }], answers([])).score,
    ).toBeNull();
  });
});
