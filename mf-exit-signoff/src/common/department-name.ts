/**
 * A department's name in the reader's language: one of the default five under its default
 * name (the server's `nameKey`) is translated by that key, as the default checklist items
 * are by theirs; a name the company gave, or a default it renamed, shows as given.
 */
import type { TFunction } from 'i18next';
import type { DepartmentNaming } from '../api/exits-api';

export function departmentName(
  t: TFunction,
  department: Pick<DepartmentNaming, 'name'> & { nameKey?: string | null },
): string {
  return department.nameKey
    ? t(`departmentNames.${department.nameKey}`, { defaultValue: department.name })
    : department.name;
}
