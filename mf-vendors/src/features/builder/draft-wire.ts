/**
 * The draft to and from the API: `toSectionsBody` converts it to the questionnaire body
 * exactly (shared/src/contracts/vendors/questionnaires.ts), `fromStoredSections` the
 * stored form back, and `issuesToFlags` a server 400's places to the items to flag.
 */
import type { SectionBody, StoredSection } from '@itam/shared/contracts/vendors';
import type { DraftQuestion, DraftSection } from './builder-draft';

/** A section of the questionnaire body as the builder sends it: always marked a section. */
export type BuilderSectionBody = SectionBody & { qtype: 'section' };

/** The draft as the API's questionnaire body: flags, answers and chosen lists dropped. */
export function toSectionsBody(sections: readonly DraftSection[]): BuilderSectionBody[] {
  return sections.map((s) => ({
    id: s.id,
    qtype: 'section',
    name: s.name.trim(),
    description: s.description.trim(),
    questions: s.questions.map((q) => ({
      id: q.id,
      qtype: q.qtype,
      question: q.question.trim(),
      required: q.required,
      points: q.qtype === 'multiple-choice' ? 0 : q.points,
      ...(q.qtype === 'multiple-choice'
        ? { choices: q.choices.map((c) => ({ id: c.id, text: c.text.trim(), points: c.points })) }
        : {}),
      ...(q.showWhen ? { showWhen: q.showWhen } : {}),
    })),
  }));
}

/** A stored questionnaire's sections as a draft (every flag valid, nothing answered). */
export function fromStoredSections(sections: readonly StoredSection[]): DraftSection[] {
  return sections.map((s) => ({
    id: s.id,
    qtype: 'section',
    name: s.name,
    description: s.description ?? '',
    validSection: true,
    questions: s.questions.map((q): DraftQuestion => {
      const base = {
        id: q.id,
        validQuestion: true,
        question: q.question,
        required: q.required ?? false,
        points: q.points ?? 0,
        showWhen: q.showWhen ?? null,
      };
      if (q.qtype === 'multiple-choice')
        return {
          ...base,
          qtype: 'multiple-choice',
          choices: (q.choices ?? []).map((c) => ({
            id: c.id,
            text: c.text,
            points: c.points ?? 0,
          })),
          mcqAnswer: [],
        };
      return { ...base, qtype: q.qtype, answer: '' };
    }),
  }));
}

/**
 * The places a server 400 names (`sections.1.name`, `sections.0.questions.2.choices`...)
 * as the ids of the sections and questions to flag.
 */
export function issuesToFlags(
  sections: readonly DraftSection[],
  fields: readonly string[],
): { sectionIds: string[]; questionIds: string[] } {
  const sectionIds = new Set<string>();
  const questionIds = new Set<string>();
  for (const field of fields) {
    const match = /^sections\.(\d+)(?:\.questions\.(\d+))?/.exec(field);
    if (!match) continue;
    const section = sections[Number(match[1])];
    if (!section) continue;
    if (match[2] === undefined) sectionIds.add(section.id);
    else {
      const question = section.questions[Number(match[2])];
      if (question) questionIds.add(question.id);
    }
  }
  return { sectionIds: [...sectionIds], questionIds: [...questionIds] };
}
