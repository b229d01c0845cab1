/**
 * What the exit tests share: Demo Corp with IT and Finance heads, an HR user who starts
 * exits, an authority, and the company's departments set to IT, Finance and HR (HR with no
 * head: an administrator signs it); a new employee, an asset they hold, an exit started
 * for them, and the clearance certificate's lines read back from its PDF.
 */
import crypto from 'node:crypto';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { assetWorld, createAsset, type AssetWorld, type Client } from './asset-fixtures';
import { userWith } from './org-fixtures';

/** A 1x1 transparent PNG (the drawn signature). */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface ExitUser {
  client: Client;
  userId: string;
}

export interface ExitWorld {
  world: AssetWorld;
  itHead: ExitUser;
  financeHead: ExitUser;
  hrUser: ExitUser;
  authority: ExitUser;
}

export interface ExitBody {
  _id: string;
  status: string;
  items: {
    _id: string;
    asset: { _id: string; tag: string | null; state: string; holder: { _id: string } | null };
    outcome: string;
  }[];
  departments: { key: string; signedAt: string | null; overdue: boolean }[];
  openTickets: { number: string }[];
  outstanding: { departments: string[]; items: number; authority: boolean; overdue: string[] };
  timeline: { event: string }[];
  hasCertificate: boolean;
}

export async function exitWorld(): Promise<ExitWorld> {
  const world = await assetWorld();
  const db = world.env.database.db;
  const head = { on_exit: { exit: ['view' as const], exit_department_sign: ['edit' as const] } };
  const itHead = await userWith(world, head);
  const financeHead = await userWith(world, head);
  const hrUser = await userWith(world, {
    on_exit: {
      exit: ['create', 'view'],
      exit_department_sign: ['edit'],
      exit_responses: ['view'],
    },
  });
  const authority = await userWith(world, { on_exit: { exit_authority_sign: ['edit'] } });
  const companyId = world.demo.companyId;
  await db.deleteFrom('exit_department_templates').where('company_id', '=', companyId).execute();
  await db
    .insertInto('exit_department_templates')
    .values([
      {
        company_id: companyId,
        key: 'it',
        name: 'IT',
        position: 0,
        head_user_id: itHead.userId,
        checklist: JSON.stringify([{ key: 'assets', label: 'Assets back' }]),
      },
      {
        company_id: companyId,
        key: 'finance',
        name: 'Finance',
        position: 1,
        head_user_id: financeHead.userId,
        checklist: JSON.stringify([{ key: 'dues', label: 'Dues settled' }]),
      },
      { company_id: companyId, key: 'hr', name: 'HR', position: 2, checklist: '[]' },
    ])
    .execute();
  return { world, itHead, financeHead, hrUser, authority };
}

/** A new employee of the company (Demo Corp unless named), in its first department. */
export async function newEmployee(
  world: AssetWorld,
  companyId = world.demo.companyId,
  email: string | null = null,
) {
  const db = world.env.database.db;
  const suffix = crypto.randomBytes(4).toString('hex');
  const department = await db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('employees')
    .values({
      company_id: companyId,
      code: `EX-${suffix}`,
      name: `Leaver ${suffix}`,
      email,
      department_id: department.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, departmentId: department.id };
}

/** A new asset assigned to the employee. */
export async function heldAsset(world: AssetWorld, employeeId: string) {
  const asset = await createAsset(world);
  const res = await world.admin.post(`/assets/${asset._id}/assign`, {
    employeeId,
    date: '2024-02-01',
  });
  expect(res.statusCode).toBe(200);
  return asset;
}

export const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Starts an exit of the employee as the HR user. */
export async function startExit(ew: ExitWorld, employeeId: string, lastWorkingDay = future(30)) {
  const res = await ew.hrUser.client.post('/exits', {
    employeeId,
    lastWorkingDay,
    reason: 'Moving to another city',
  });
  expect(res.statusCode).toBe(201);
  return res.json().exit as ExitBody;
}

export async function assetState(world: AssetWorld, id: string) {
  return world.env.database.db
    .selectFrom('assets')
    .select(['state', 'employee_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * The lines of text a PDF of ours prints, in order: each line is one run of glyphs
 * (`<hex> Tj`) in the font its `Tf` names, turned back into characters by that font's
 * ToUnicode map (the Latin runs; a Devanagari run's text is its ActualText).
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lookup = (value: unknown) => (value instanceof PDFRef ? pdf.context.lookup(value) : value);
  const text = (stream: unknown) =>
    stream instanceof PDFRawStream
      ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
      : '';
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const fonts = lookup(page.node.Resources()?.get(PDFName.of('Font')));
    const maps = new Map<string, Map<string, string>>();
    if (fonts instanceof PDFDict)
      for (const [name, ref] of fonts.entries()) {
        const font = lookup(ref);
        const cmap = font instanceof PDFDict ? text(lookup(font.get(PDFName.of('ToUnicode')))) : '';
        const map = new Map<string, string>();
        for (const [, gid, target] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi))
          map.set(gid!.toUpperCase(), Buffer.from(target!, 'hex').swap16().toString('utf16le'));
        maps.set(name.asString(), map);
      }
    let font = new Map<string, string>();
    let line = '';
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
    const operators = streams.map(text).join('\n');
    for (const [, tf, hex, move] of operators.matchAll(
      /(\/\S+) [\d.]+ Tf|<([0-9A-F]+)> Tj|(T\*)/g,
    )) {
      if (tf) font = maps.get(tf) ?? new Map();
      else if (hex)
        line += hex
          .match(/.{4}/g)!
          .map((g) => font.get(g) ?? '?')
          .join('');
      else if (move && line) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}
