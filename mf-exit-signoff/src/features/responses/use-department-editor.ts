/** The department editor's rows, errors and notices, and what its buttons do. */
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import {
  MANAGER_DEPARTMENT_KEY,
  type DepartmentSettings,
  type DepartmentTemplate,
} from '../../api/exits-api';
import { departmentName } from '../../common/department-name';
import { useSaveDepartmentSettingsMutation } from './api/save-department-settings';
import { checklistFromText, uniqueKey } from './department-keys';
import { rowOf, type Row, type RowField } from './department-rows';

/** Every row needs a name, and no two the same. */
function nameErrors(rows: Row[], shown: (row: Row) => string, t: (key: string) => string) {
  const found: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const name = shown(row).trim().toLocaleLowerCase();
    if (!name) found[`${row.id}.name`] = t('departments.errors.name');
    else if (seen.has(name)) found[`${row.id}.name`] = t('departments.errors.duplicate');
    seen.add(name);
  }
  return found;
}

/** The rows as the server takes them: a new row gets a key of its own. */
function bodyOf(rows: Row[]): DepartmentTemplate[] {
  const taken = new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
  return rows.map((r) => ({
    key: r.key ?? uniqueKey(r.name, taken),
    name: r.name.trim(),
    nameKey: r.nameKey,
    headUserId: r.key === MANAGER_DEPARTMENT_KEY ? null : r.headUserId,
    checklist: checklistFromText(r.checklist, r.earlier),
  }));
}

/** The server's refusals, at the field of the row they name. */
function fieldErrorsOf(problem: unknown, rows: Row[]) {
  const fields: Record<string, string> = {};
  if (isApiError(problem))
    for (const issue of problem.issues) {
      const match = /^departments\.(\d+)\.(\w+)/.exec(issue.field);
      const row = match ? rows[Number(match[1])] : undefined;
      const field = match?.[2] === 'key' ? 'name' : (match?.[2] as RowField | undefined);
      if (row && field) fields[`${row.id}.${field}`] ??= issue.message;
    }
  return fields;
}

type Notice = 'saved' | 'restored' | null;

/** Changing, moving and adding rows: each clears the notice, a change its fields' errors. */
function useRowEdits(
  settings: DepartmentSettings,
  setRows: Dispatch<SetStateAction<Row[]>>,
  setErrors: Dispatch<SetStateAction<Record<string, string>>>,
  setNotice: (notice: Notice) => void,
) {
  const { t } = useTranslation('exit-signoff');
  const change = (id: string, patch: Partial<Row>) => {
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(patch)) delete next[`${id}.${field}`];
      return next;
    });
    setNotice(null);
  };
  const move = (index: number, by: -1 | 1) => {
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
    setNotice(null);
  };
  const add = (manager = false) => {
    const standard = settings.defaults.find((d) => d.key === MANAGER_DEPARTMENT_KEY);
    const row = rowOf({
      key: manager ? MANAGER_DEPARTMENT_KEY : '',
      name: manager ? (standard?.name ?? t('departments.managerName')) : '',
      nameKey: manager ? (standard?.nameKey ?? null) : null,
      headUserId: null,
      checklist: [],
    });
    setRows((all) => [...all, { ...row, key: manager ? MANAGER_DEPARTMENT_KEY : null }]);
    setNotice(null);
  };

  return { change, move, add };
}

export function useDepartmentEditor(settings: DepartmentSettings) {
  const { t } = useTranslation('exit-signoff');
  const [saveDepartmentSettings] = useSaveDepartmentSettingsMutation();
  const [rows, setRows] = useState<Row[]>(() => settings.departments.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (row: Row, field: RowField) => errors[`${row.id}.${field}`];
  /** The name as the editor shows it: a default's in the reader's language. */
  const shown = (row: Row) => departmentName(t, row);

  const { change, move, add } = useRowEdits(settings, setRows, setErrors, setNotice);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const found = nameErrors(rows, shown, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const next = await saveDepartmentSettings(bodyOf(rows)).unwrap();
      setRows(next.departments.map(rowOf));
      setNotice('saved');
    } catch (problem) {
      const fields = fieldErrorsOf(problem, rows);
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };

  const restore = () => {
    setRows(settings.defaults.map(rowOf));
    setErrors({});
    setNotice('restored');
  };
  return {
    rows,
    setRows,
    errorOf,
    failure,
    notice,
    setNotice,
    busy,
    change,
    move,
    add,
    submit,
    restore,
  };
}
