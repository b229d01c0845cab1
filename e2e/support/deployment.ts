/**
 * A deployment on many servers, as docs/deployment.md describes it, started from what
 * installs here: a throwaway PostgreSQL cluster, API servers from the production build on
 * it (one JWT secret, the demo data seeded by whichever starts first), and Debian's nginx in
 * front. The servers start together, as a deploy starts them.
 */
import { startCluster, type PgCluster } from '../../api/scripts/pg-cluster';
import { startNginx, type Balancer } from './nginx';
import { startOwnServer, type OwnServer } from './own-server';

export interface Deployment {
  balancer: Balancer;
  servers: OwnServer[];
  database: PgCluster;
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  servers?: number;
  /** More environment for every server (the file store's bucket, a web root, ...). */
  env?: Record<string, string>;
  /** A database already started (and seeded): used, and left running on stop. */
  database?: PgCluster;
}

export async function startDeployment({
  servers: count = 2,
  env = {},
  database: given,
}: DeploymentOptions = {}): Promise<Deployment> {
  const database = given ?? (await startCluster({ fast: true }));
  const servers: OwnServer[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    if (!given) database.stop();
  };
  try {
    const started = await Promise.allSettled(
      Array.from({ length: count }, () =>
        startOwnServer(150_000, {
          env: {
            DATABASE_URL: database.url,
            JWT_SECRET: 'deployment-secret-deployment-secret-0123456789',
            // A drain long enough for the balancer to see it, short enough for a journey.
            SHUTDOWN_GRACE_SECONDS: '3',
            ...env,
          },
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    balancer = await startNginx(servers.map((server) => server.port));
    return { balancer, servers, database, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
