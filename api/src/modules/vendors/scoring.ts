/**
 * A vendor's score, 0-100, from the sent copy, the latest answer of each question and the
 * reviewer's verdicts. Each question shown to the vendor (no `showWhen`, or its earlier
 * question has the choice chosen) can earn up to its points: a multiple-choice question the
 * points of its chosen choices (its most: every choice with points), any other question its
 * `points` once its answer is accepted. A rejected answer earns nothing. No points at stake
 * is no score (null).
 */
import type { Score } from '@itam/shared/contracts/vendors';

export type { Score };

export interface ScoredQuestion {
  id: string;
  qtype: 'question-answer' | 'multiple-choice' | 'file-question';
  points: number;
  choices?: { id: string; points: number }[];
  showWhen?: { questionId: string; choiceId: string } | null;
}

export interface ScoredAnswer {
  choices: string[];
  verdict: 'accepted' | 'rejected' | 'flagged' | null;
}

export function scoreAnswers(
  questions: readonly ScoredQuestion[],
  answers: ReadonlyMap<string, ScoredAnswer>,
): Score {
  let earned = 0;
  let possible = 0;
  for (const q of questions) {
    if (q.showWhen && !answers.get(q.showWhen.questionId)?.choices.includes(q.showWhen.choiceId))
      continue;
    const answer = answers.get(q.id);
    if (q.qtype === 'multiple-choice') {
      const choices = q.choices ?? [];
      possible += choices.reduce((n, c) => n + Math.max(0, c.points), 0);
      if (answer && answer.verdict !== 'rejected')
        earned += choices
          .filter((c) => answer.choices.includes(c.id))
          .reduce((n, c) => n + Math.max(0, c.points), 0);
    } else {
      possible += Math.max(0, q.points);
      if (answer?.verdict === 'accepted') earned += Math.max(0, q.points);
    }
  }
  return {
    earned,
    possible,
    score: possible > 0 ? Math.round((earned / possible) * 10_000) / 100 : null,
  };
}
