/**
 * The ITAM diagnostics agent (bundled into one file, itam-agent.js): `enrol` this computer
 * with a one-time token, then `run` (report every reportIntervalSeconds, poll for jobs every
 * pollIntervalSeconds) or `once`. See docs/agent.md.
 */
import os from 'node:os';
import * as si from 'systeminformation';
import { CliError, parseArgs, USAGE, type Command } from './cli';
import { AgentError, enrol, pollJobs, sendProgress, sendReport, sendResult } from './client';
import { readConfig, writeConfig, type AgentConfig } from './config';
import { runDiagnostics } from './jobs';
import { installedPrograms } from './programs';
import { buildReport, type Probes } from './report';

const probes: Probes = { ...si, programs: () => installedPrograms() };
const log = (message: string) => console.log(`${new Date().toISOString()} ${message}`);

async function reportNow(config: AgentConfig): Promise<void> {
  const outcome = await sendReport(config, await buildReport(probes));
  log(outcome.assetId ? `reported (asset ${outcome.assetId})` : 'reported (waiting for review)');
}

async function runJobs(config: AgentConfig): Promise<void> {
  const { jobs } = await pollJobs(config);
  for (const job of jobs) {
    log(`job ${job.id} (${job.kind}) started`);
    const result = await runDiagnostics({
      collect: () => buildReport(probes),
      send: (report) => sendReport(config, report),
      progress: (progress, step) => sendProgress(config, job.id, progress, step),
    });
    await sendResult(config, job.id, result);
    log(`job ${job.id} ${result.status}${result.status === 'failed' ? `: ${result.error}` : ''}`);
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function loop(config: AgentConfig, signal: AbortSignal): Promise<void> {
  let nextReport = 0;
  while (!signal.aborted) {
    try {
      if (Date.now() >= nextReport) {
        await reportNow(config);
        nextReport = Date.now() + config.reportIntervalSeconds * 1000;
      }
      await runJobs(config);
    } catch (err) {
      // A revoked token ends the service; anything else is retried on the next turn.
      if (err instanceof AgentError && /token/.test(err.message)) throw err;
      log(`error: ${(err as Error).message}`);
    }
    await sleep(config.pollIntervalSeconds * 1000, signal);
  }
}

export async function main(command: Command): Promise<void> {
  if (command.command === 'help') {
    console.log(USAGE);
    return;
  }
  if (command.command === 'enrol') {
    const answer = await enrol(command.server, command.token, os.hostname());
    writeConfig(command.config, {
      server: command.server,
      computerId: answer.computerId,
      agentToken: answer.agentToken,
      reportIntervalSeconds: answer.reportIntervalSeconds,
      pollIntervalSeconds: answer.pollIntervalSeconds,
    });
    console.log(
      `Enrolled as computer ${answer.computerId}; configuration saved to ${command.config}`,
    );
    return;
  }
  const config = readConfig(command.config);
  if (command.command === 'once') {
    await reportNow(config);
    await runJobs(config);
    return;
  }
  const stop = new AbortController();
  process.once('SIGTERM', () => stop.abort());
  process.once('SIGINT', () => stop.abort());
  log(`reporting to ${config.server} as computer ${config.computerId}`);
  await loop(config, stop.signal);
}

if (require.main === module) {
  Promise.resolve()
    .then(() => main(parseArgs(process.argv.slice(2))))
    .catch((err: unknown) => {
      const known = err instanceof CliError || err instanceof AgentError;
      console.error(known ? `itam-agent: ${(err as Error).message}` : err);
      process.exit(known ? 2 : 1);
    });
}
