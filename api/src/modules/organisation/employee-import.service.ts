/**
 * The employee import (`employee_setup` create or edit): the columns of a CSV/XLSX file,
 * then a dry run that lists every row's problems, every create and every update with the
 * fields it changes (before → after), and the plan's fingerprint; then the commit of that
 * plan. The commit runs its checks again inside its transaction, one import of a company
 * at a time (an advisory lock) with the updated employees locked, and writes only when the
 * plan still has the fingerprint the dry run gave: else 409 EMPLOYEE_IMPORT_STALE, as is a
 * unique violation (another write took an employee id or email meanwhile). A commit with
 * any bad row writes nothing. An email a login is tied to changes only when the commit
 * says `changeLoginEmails`; the login itself keeps its own email either way.
 */
import { sql, type Kysely } from 'kysely';
import type {
  EmployeeImportError,
  EmployeeImportField,
  EmployeeImportResult,
  employeeImportSchema,
} from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { badField, conflict, uniqueViolation } from '../../platform/http-errors';
import type { OrgActor } from './access';
import { recordOrgActivity } from './activity.queries';
import {
  readImportFile,
  suggestMapping,
  validateRows,
  type ImportFile,
} from './employee-import-file.service';
import { importContext } from './employee-import-context.queries';
import { planImport, writePlan, type ImportPlan } from './employee-import-plan.queries';

/** The first key of the advisory lock one company's import commits take (the second: the company). */
const IMPORT_LOCK = 7262031;

const STALE: EmployeeImportError = 'EMPLOYEE_IMPORT_STALE';
const stale = () =>
  conflict('The employees changed since the dry run: check the file again, then import', {
    code: STALE,
  });

type Mapping = Partial<Record<EmployeeImportField, string>>;
type ImportBody = z.infer<typeof employeeImportSchema>;

const fileOf = (body: { fileName: string; content: string }) =>
  readImportFile(body.fileName, Buffer.from(body.content, 'base64'));

/** The file's columns, row count, first rows and a suggested mapping. */
export async function importColumns(body: { fileName: string; content: string }) {
  const file = await fileOf(body);
  return {
    columns: file.columns,
    rowCount: file.rows.length,
    sample: file.rows.slice(0, 5),
    suggestedMapping: suggestMapping(file.columns),
  };
}

/** The rows checked against the company as it is now, and (when they are valid) the plan. */
async function check(
  db: Kysely<DB>,
  companyId: string,
  file: ImportFile,
  mapping: Mapping,
  dryRun: boolean,
): Promise<{ result: EmployeeImportResult; plan: ImportPlan | null }> {
  const context = await importContext(db, companyId);
  const { records, issues } = validateRows(file.rows, mapping, context);
  const plan = issues.length
    ? null
    : await planImport(db, companyId, records, mapping, context, !dryRun);
  const updates = plan?.updates ?? [];
  return {
    plan,
    result: {
      dryRun,
      rowCount: file.rows.length,
      creates: plan ? plan.creates.length : records.filter((r) => !r.targetId).length,
      updates: plan ? updates.length : records.filter((r) => r.targetId).length,
      unchanged: plan?.unchanged ?? 0,
      updateRows: updates.map(({ row, employee, changes, loginEmail }) => ({
        row,
        employee,
        changes,
        loginEmail,
      })),
      loginEmailChanges: updates.filter((u) => u.loginEmail).length,
      issues,
      valid: issues.length === 0,
      fingerprint: plan?.fingerprint ?? null,
    },
  };
}

/** The commit: checked again under the lock, written only as the dry run showed it. */
async function commit(
  db: Kysely<DB>,
  actor: OrgActor,
  file: ImportFile,
  body: ImportBody,
): Promise<{ result: EmployeeImportResult; written: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${actor.companyId}))`.execute(
        trx,
      );
      const { result, plan } = await check(trx, actor.companyId, file, body.mapping, false);
      if (!plan) return { result, written: 0 };
      if (plan.fingerprint !== body.fingerprint) throw stale();
      const written = await writePlan(trx, actor.companyId, plan, body.changeLoginEmails);
      await recordOrgActivity(trx, {
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'employee',
        entityId: null,
        action: 'import',
        after: {
          name: body.fileName,
          rows: file.rows.length,
          created: result.creates,
          updated: result.updates,
        },
      });
      return { result, written };
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw stale();
    throw err;
  }
}

/**
 * A dry run (nothing written) or a commit of the file: the result, valid or with every
 * row's issues (a commit with any then wrote nothing).
 */
export async function importEmployees(
  db: Kysely<DB>,
  actor: OrgActor,
  body: ImportBody,
): Promise<EmployeeImportResult> {
  const file = await fileOf(body);
  const unknown = Object.entries(body.mapping).find(([, column]) => !file.columns.includes(column));
  if (unknown) throw badField(`mapping.${unknown[0]}`, `The file has no column ${unknown[1]}`);
  if (body.dryRun) return (await check(db, actor.companyId, file, body.mapping, true)).result;
  const { result, written } = await commit(db, actor, file, body);
  // Thousands of rows at once: fresh statistics, so the list's plans know the size,
  // and a fresh visibility map, so its pages are read from the name index alone.
  if (result.valid && written >= 1000) await sql`vacuum (analyze) employees`.execute(db);
  return result;
}
