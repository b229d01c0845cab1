/**
 * Production entry: open the database, migrate and seed an empty one when SEED_DEMO says so
 * (config.ts) as one step under the migration lock, listen. On SIGTERM readiness answers 503
 * while requests are still served for SHUTDOWN_GRACE_SECONDS, then the server stops taking
 * requests, finishes the running ones and closes the DB (platform/lifecycle.ts); SIGINT (a
 * terminal's Ctrl+C) skips the grace. `main.cjs create-admin ...` runs that command instead
 * (create-admin.ts), `main.cjs failed-jobs` lists the failed background jobs (platform/jobs/cli.ts),
 * `main.cjs backup <folder>` and `restore <folder>` copy the database and files (backup/).
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { BACKUP_COMMAND, RESTORE_COMMAND, runBackupCommand } from './backup';
import { CREATE_ADMIN_COMMAND, runCreateAdmin } from './create-admin';
import { openDatabase } from './db';
import { FAILED_JOBS_COMMAND, runFailedJobs } from './platform/jobs/cli';
import { drainAndClose } from './platform/lifecycle';
import { isEmpty, migrateAndSeed } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const { applied, seeded } = await migrateAndSeed(database.db, config.seedDemo ?? false);
  const app = await buildApp(config, { database });
  if (applied.length) app.log.info({ migrations: applied }, 'applied migrations');
  if (seeded) app.log.info('seeded the demo data (accounts: admin@demo.test / Demo@12345, ...)');
  else if (await isEmpty(database.db)) {
    app.log.warn(
      `no company yet: create the first administrator with "${CREATE_ADMIN_COMMAND}" (see docs/deployment.md) or register on the site`,
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = signal === 'SIGTERM' ? (config.shutdownGraceSeconds ?? 10) * 1000 : 0;
    app.log.info({ signal, graceMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), graceMs + 10_000);
    force.unref();
    drainAndClose(app, { graceMs, closeDatabase: () => database.close() })
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, webRoot: config.webRoot }, 'ITAM API ready');
  if (config.payments?.provider !== 'razorpay') {
    // The default outside production, so the demo can subscribe: anyone can approve their own order here.
    app.log.warn(
      'payments use the built-in TEST gateway (no money moves): set PAYMENT_PROVIDER=razorpay before selling',
    );
  }
}

/** The commands `main.cjs <command> ...` runs instead of the server; each answers an exit code. */
const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  [CREATE_ADMIN_COMMAND]: runCreateAdmin,
  [FAILED_JOBS_COMMAND]: runFailedJobs,
  [BACKUP_COMMAND]: (args) => runBackupCommand(BACKUP_COMMAND, args),
  [RESTORE_COMMAND]: (args) => runBackupCommand(RESTORE_COMMAND, args),
};

const command = COMMANDS[process.argv[2] ?? ''];
if (command) {
  void command(process.argv.slice(3)).then((code) => {
    process.exitCode = code;
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
