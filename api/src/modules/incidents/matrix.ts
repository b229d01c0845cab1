/**
 * The priority matrix: urgency × impact → priority, each 1 (very low) to 5 (very high).
 * `matrix[urgency - 1][impact - 1]` is the priority. The defaults are GLPI's.
 */
export type Level = 1 | 2 | 3 | 4 | 5;
export type PriorityMatrix = Level[][];

export const LEVELS: readonly Level[] = [1, 2, 3, 4, 5];

/** GLPI's default matrix: rows by urgency (very low .. very high), columns by impact. */
export const DEFAULT_MATRIX: PriorityMatrix = [
  [1, 1, 2, 2, 2],
  [1, 2, 2, 3, 3],
  [2, 2, 3, 4, 4],
  [2, 3, 4, 4, 5],
  [2, 3, 4, 5, 5],
];

export function isLevel(value: unknown): value is Level {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** The problem of a matrix an administrator sent, or null when it is a 5×5 of levels. */
export function matrixProblem(matrix: unknown): { field: string; message: string } | null {
  if (!Array.isArray(matrix) || matrix.length !== 5)
    return { field: 'matrix', message: 'Must be 5 rows (urgency 1 to 5)' };
  for (const [u, row] of matrix.entries()) {
    if (!Array.isArray(row) || row.length !== 5)
      return { field: `matrix.${u}`, message: 'Must be 5 priorities (impact 1 to 5)' };
    for (const [i, cell] of row.entries())
      if (!isLevel(cell))
        return { field: `matrix.${u}.${i}`, message: 'Must be a priority from 1 to 5' };
  }
  return null;
}

export function priorityOf(matrix: PriorityMatrix, urgency: Level, impact: Level): Level {
  const priority = matrix[urgency - 1]?.[impact - 1];
  if (!isLevel(priority)) throw new Error(`No priority for urgency ${urgency}, impact ${impact}`);
  return priority;
}
