/**
 * The keys the server stores a department and its checklist items under
 * (`^[a-z][a-z0-9_-]{0,39}$`): a saved one keeps its key (IT's `it` holds the item
 * recovery, `manager` is the manager's part); a new one takes one from its name.
 */
import type { DepartmentTemplate } from '../../api/exits-api';

const KEY = /^[a-z][a-z0-9_-]{0,39}$/;

/** A key from `name` not in `taken` (which it joins): 'Legal team' -> 'legal_team'. */
export function uniqueKey(name: string, taken: Set<string>, fallback = 'dept'): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 32);
  const base = KEY.test(slug) ? slug : fallback;
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  taken.add(key);
  return key;
}

/** A checklist as the editor shows it: one item a line. */
export const checklistText = (checklist: DepartmentTemplate['checklist']): string =>
  checklist.map((c) => c.label).join('\n');

/** The lines of the editor as a checklist: a line as it was keeps its item's key. */
export function checklistFromText(
  text: string,
  earlier: DepartmentTemplate['checklist'],
): DepartmentTemplate['checklist'] {
  const labels = [
    ...new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
  const taken = new Set<string>();
  const kept = labels.map((label) => earlier.find((c) => c.label === label && !taken.has(c.key)));
  for (const c of kept) if (c) taken.add(c.key);
  return labels.map((label, i) => ({
    key: kept[i]?.key ?? uniqueKey(label, taken, 'item'),
    label,
  }));
}
