/**
 * Bundles the agent, systeminformation included, into ONE file that runs on any Node 20+:
 * dist/agent/itam-agent.js at the repository's root, which the server serves for download
 * (GET /api/agent/download). `pnpm build` runs this with the API's build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(__dirname, '..');
export const AGENT_OUT = path.join(root, '..', 'dist', 'agent', 'itam-agent.js');

export async function buildAgent(outfile: string = AGENT_OUT): Promise<void> {
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(root, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    banner: { js: '#!/usr/bin/env node' },
    logLevel: 'warning',
  });
  console.log(
    `agent: ${path.relative(process.cwd(), outfile)} (${(fs.statSync(outfile).size / 1024).toFixed(0)} KiB)`,
  );
}

if (require.main === module) {
  buildAgent(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
