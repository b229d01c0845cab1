/**
 * `create-admin`: the first administrator of a deployment that starts without demo data.
 *
 *   node api/dist/main.cjs create-admin --email it@acme.example --company "Acme"
 *   pnpm --filter @itam/api create-admin -- --email it@acme.example --company "Acme"
 *
 * Options: --email, --company (both required), --first-name (default "Admin"),
 * --last-name, --modules (comma-separated company modules; default all five). The
 * password comes from ADMIN_PASSWORD or standard input (asked twice, unechoed, on a
 * terminal), never from the command line, where it would stay in the shell history.
 *
 * It migrates the database (DATABASE_URL, else PGlite under DATA_DIR) and creates, as
 * registration does (modules/subscription/registration.service.ts), the company, its Admin role with every
 * permission, a Viewer role and the user in the Admin role. The company needs no
 * licence (licenseCode NOT_REQUIRED): it is the operator's own, with every module it
 * was given; customers register on the site and buy plans instead.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { COMPANY_MODULES } from '@itam/shared/contracts';
import { registerRequestSchema } from '@itam/shared/schemas';
import { databaseConfigOf } from './config';
import { openDatabase } from './db';
import { migrate } from './db/migrate';
import { HttpError } from './platform/http-errors';
import { parseInput } from './platform/input';
import { registerCompany } from './modules/subscription/registration.service';

export const CREATE_ADMIN_COMMAND = 'create-admin';
export const ADMIN_PASSWORD_VARIABLE = 'ADMIN_PASSWORD';

const PASSWORD_SOURCE = `the password (${ADMIN_PASSWORD_VARIABLE} or standard input)`;
/** The command's name for each field of the registration schema. */
const FIELD_NAMES: Record<string, string> = {
  companyName: '--company',
  firstName: '--first-name',
  lastName: '--last-name',
  email: '--email',
  modules: '--modules',
  password: PASSWORD_SOURCE,
};

const USAGE = `Usage: ${CREATE_ADMIN_COMMAND} --email EMAIL --company NAME [--first-name NAME] [--last-name NAME] [--modules a,b]
The password is read from ${ADMIN_PASSWORD_VARIABLE} or standard input.
Modules: ${COMPANY_MODULES.join(', ')} (default: all).`;

class UsageError extends Error {}

function parseOptions(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      // `pnpm create-admin -- --email ...` may pass the separator on.
      args: args.filter((a) => a !== '--'),
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        company: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        modules: { type: 'string' },
      },
    });
  } catch (err) {
    if (args.some((a) => a === '--password' || a.startsWith('--password=')))
      throw new UsageError(`Pass ${PASSWORD_SOURCE}, never as an argument`);
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values } = parsed;
  if (!values.email) throw new UsageError('--email is required');
  if (!values.company) throw new UsageError('--company is required');
  return {
    email: values.email,
    companyName: values.company,
    firstName: values['first-name'] ?? 'Admin',
    lastName: values['last-name'],
    modules: values.modules
      ? values.modules
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean)
      : [...COMPANY_MODULES],
  };
}

/** Characters typed on the terminal, not echoed, up to Enter. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || ch === '\u0004') return finish(new UsageError('Cancelled'));
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** The first line of piped standard input. */
async function firstLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

async function readPassword(env: NodeJS.ProcessEnv): Promise<string> {
  const fromEnv = env[ADMIN_PASSWORD_VARIABLE];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return firstLine();
  const password = await askHidden('Password: ');
  if ((await askHidden('Password again: ')) !== password)
    throw new UsageError('The two passwords differ');
  return password;
}

/** A 400 of the registration rules, told in the command's own words. */
function explain(error: HttpError): string {
  if (!error.issues?.length) return error.message;
  return error.issues
    .map((issue) => `${FIELD_NAMES[issue.field.split('.')[0]!] ?? issue.field}: ${issue.message}`)
    .join('\n');
}

/** Runs the command; the exit code (0 done, 1 refused or failed), messages on stdout / stderr. */
export async function runCreateAdmin(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  try {
    const options = parseOptions(args);
    const input = parseInput(
      registerRequestSchema,
      { ...options, password: await readPassword(env), acceptTerms: true },
      'body',
    );
    const database = await openDatabase(databaseConfigOf(env));
    try {
      await migrate(database.db);
      const created = await registerCompany(database.db, input, { licenseNotRequired: true });
      console.log(
        [
          `Created ${created.company.name} (${created.company._id}): no licence needed, modules ${created.company.roles.join(', ')}.`,
          `Administrator ${created.user.email} (role Admin, every permission) can log in now.`,
        ].join('\n'),
      );
      return 0;
    } finally {
      await database.close();
    }
  } catch (err) {
    if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
    else if (err instanceof HttpError) console.error(explain(err));
    else console.error(err instanceof Error ? err.message : err);
    return 1;
  }
}
