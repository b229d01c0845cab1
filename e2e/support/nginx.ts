/**
 * Debian's nginx as the load balancer in front of several API servers, as a deployment
 * runs it (docs/deployment.md): round robin over the upstreams, a request that finds its
 * server gone (connection refused, or a 503 while that server drains) is passed to the
 * next one, and every answer names the server that made it (`X-Upstream`) so a journey can
 * tell which server answered. The config and its files live in a temp dir; nginx runs in
 * the foreground as a child of the test and stops with it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/scripts/pg-cluster';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Balancer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Ports of the API servers behind it, e.g. [41001, 41002]. */
export function nginxConfig(listen: number, upstreams: readonly number[], prefix: string): string {
  const servers = upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 64m;
  upstream api {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_request_buffering off;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startNginx(upstreams: readonly number[]): Promise<Balancer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-nginx-'));
  const listen = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(listen, upstreams, prefix));
  const checked = spawnSync(NGINX_PATH, ['-t', '-c', conf, '-p', prefix], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused its config: ${checked.stderr}`);
  const child = spawn(NGINX_PATH, ['-c', conf, '-p', prefix], { stdio: 'ignore' });
  await waitForPort(listen, child, 10_000);
  return {
    baseURL: `http://127.0.0.1:${listen}`,
    async stop() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        });
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
