/**
 * The show-when rules a question may take: for each question, the multiple-choice questions
 * (with choices) before it. Kept as the same objects while unchanged, so a card renders
 * again only when its own choice of rules changed.
 */
import { useState } from 'react';
import type { DraftSection } from './builder-draft';

/** A multiple-choice question a later question's rule may name. */
export interface RuleSource {
  questionId: string;
  label: string;
  choices: { id: string; text: string }[];
}

/** Each question's earlier multiple-choice questions (with choices), by section and question id. */
export type EarlierRules = ReadonlyMap<string, ReadonlyMap<string, readonly RuleSource[]>>;

/** A rule's value in the show-when select: the question and its choice. */
export const ruleValue = (questionId: string, choiceId: string) => `${questionId}::${choiceId}`;

/**
 * For each question, the multiple-choice questions (with choices) before it, which its
 * show-when rule may name. Every list, source and section's map is kept the same object
 * while its content is unchanged, so that a card renders again only when its own choice of
 * rules changed: adding a question renders its section alone, and typing in a question
 * renders only the cards whose rules name it. One pass over the questions per change.
 */
export function useEarlierRules(sections: readonly DraftSection[], untitled: string): EarlierRules {
  // The last pass, kept as state: a new draft derives its lists from it during render.
  const [last, setLast] = useState(() => ({
    sections,
    untitled,
    rules: earlierRules(sections, untitled, NO_RULES),
  }));
  if (last.sections === sections && last.untitled === untitled) return last.rules.bySection;
  const next = { sections, untitled, rules: earlierRules(sections, untitled, last.rules) };
  setLast(next);
  return next.rules.bySection;
}

interface RulesPass {
  sources: ReadonlyMap<string, RuleSource>;
  /** prefixes[i]: the first i sources. */
  prefixes: readonly (readonly RuleSource[])[];
  bySection: EarlierRules;
}

const NO_RULES: RulesPass = { sources: new Map(), prefixes: [], bySection: new Map() };

/** useEarlierRules' pass over the draft, reusing `before`'s objects where nothing changed. */
function earlierRules(
  sections: readonly DraftSection[],
  untitled: string,
  before: RulesPass,
): RulesPass {
  const sources = new Map<string, RuleSource>();
  const prefixes: (readonly RuleSource[])[] = [before.prefixes[0] ?? []];
  let reused = true;
  const bySection = new Map<string, ReadonlyMap<string, readonly RuleSource[]>>();
  let changed = before.bySection.size !== sections.length;
  for (const section of sections) {
    const lists = new Map<string, readonly RuleSource[]>();
    for (const q of section.questions) {
      lists.set(q.id, prefixes.at(-1)!);
      if (q.qtype !== 'multiple-choice' || q.choices.length === 0) continue;
      const fresh: RuleSource = {
        questionId: q.id,
        label: q.question.trim() || untitled,
        choices: q.choices.map((c) => ({ id: c.id, text: c.text })),
      };
      const old = before.sources.get(q.id);
      const source = old && JSON.stringify(old) === JSON.stringify(fresh) ? old : fresh;
      sources.set(q.id, source);
      const n = prefixes.length;
      const kept = before.prefixes[n];
      reused = reused && kept !== undefined && kept[n - 1] === source;
      prefixes.push(reused ? kept! : [...prefixes.at(-1)!, source]);
    }
    const old = before.bySection.get(section.id);
    const same =
      old !== undefined &&
      old.size === lists.size &&
      [...lists].every(([id, list]) => old.get(id) === list);
    bySection.set(section.id, same ? old : lists);
    changed ||= !same;
  }
  return { sources, prefixes, bySection: changed ? bySection : before.bySection };
}
