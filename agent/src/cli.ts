/**
 * The agent's command line: `enrol --server URL --token T`, `run` (report on a schedule
 * and run the jobs the server hands out) and `once` (one report, then any waiting jobs).
 * Every command takes `--config PATH` (default: ITAM_AGENT_CONFIG or ~/.itam-agent.json).
 */
import os from 'node:os';
import path from 'node:path';

export type Command =
  | { command: 'enrol'; server: string; token: string; config: string }
  | { command: 'run'; config: string }
  | { command: 'once'; config: string }
  | { command: 'help' };

export class CliError extends Error {}

export const USAGE = `Usage:
  node itam-agent.js enrol --server URL --token TOKEN [--config PATH]
  node itam-agent.js run [--config PATH]     report on a schedule and run diagnostic jobs
  node itam-agent.js once [--config PATH]    report once and run any waiting jobs
The configuration (this computer's token) is kept in --config, default ITAM_AGENT_CONFIG or ~/.itam-agent.json.`;

export function defaultConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.ITAM_AGENT_CONFIG || path.join(os.homedir(), '.itam-agent.json');
}

/** The server's origin: http(s) only, without a trailing slash. */
export function parseServer(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`--server: "${value}" is not a URL (like https://itam.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CliError(`--server: use an http:// or https:// address, not ${url.protocol}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const OPTIONS: Record<string, readonly string[]> = {
  enrol: ['server', 'token', 'config'],
  run: ['config'],
  once: ['config'],
};

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Command {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h')
    return { command: 'help' };
  const allowed = OPTIONS[command];
  if (!allowed) throw new CliError(`Unknown command "${command}"\n${USAGE}`);
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new CliError(`Unexpected argument "${arg}"\n${USAGE}`);
    const name = match[1]!;
    if (!allowed.includes(name)) throw new CliError(`${command} takes no --${name}\n${USAGE}`);
    const value = match[2] ?? rest[++i];
    if (value === undefined || value === '' || value.startsWith('--'))
      throw new CliError(`--${name} needs a value`);
    values[name] = value;
  }
  const config = values.config ?? defaultConfigPath(env);
  if (command === 'enrol') {
    if (!values.server) throw new CliError(`enrol needs --server URL\n${USAGE}`);
    if (!values.token) throw new CliError(`enrol needs --token TOKEN\n${USAGE}`);
    return { command, server: parseServer(values.server), token: values.token, config };
  }
  return { command: command as 'run' | 'once', config };
}
