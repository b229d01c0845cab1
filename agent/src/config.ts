/** The agent's configuration file: the server and this computer's token, readable by its owner only (0600). */
import fs from 'node:fs';
import path from 'node:path';
import { CliError } from './cli';

export interface AgentConfig {
  server: string;
  computerId: string;
  agentToken: string;
  reportIntervalSeconds: number;
  pollIntervalSeconds: number;
}

export function writeConfig(file: string, config: AgentConfig): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, file);
}

export function readConfig(file: string): AgentConfig {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new CliError(
      `No configuration at ${file}: enrol this computer first (node itam-agent.js enrol --server URL --token TOKEN)`,
    );
  }
  const parsed = JSON.parse(text) as Partial<AgentConfig>;
  if (
    typeof parsed.server !== 'string' ||
    typeof parsed.computerId !== 'string' ||
    typeof parsed.agentToken !== 'string'
  )
    throw new CliError(`${file} is not an agent configuration: enrol again`);
  return {
    server: parsed.server,
    computerId: parsed.computerId,
    agentToken: parsed.agentToken,
    reportIntervalSeconds: parsed.reportIntervalSeconds ?? 3600,
    pollIntervalSeconds: parsed.pollIntervalSeconds ?? 60,
  };
}
