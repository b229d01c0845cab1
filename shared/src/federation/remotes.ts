import { REMOTE_IDS, type RemoteId } from '../contracts/remote-module';

/**
 * Build-time data of the seven remotes (their ids come from the contracts' REMOTE_IDS):
 * federation container name, workspace folder and dev-server port. The browser reads
 * remote URLs from the runtime `remotes.json`.
 */
export interface RemoteBuildInfo {
  id: RemoteId;
  container: string;
  dir: string;
  devPort: number;
}

const DEV_PORTS: Record<RemoteId, number> = {
  marketing: 8081,
  assets: 8082,
  vendors: 8083,
  incidents: 8084,
  'exit-signoff': 8085,
  shop: 8086,
  scanner: 8087,
};

export const REMOTE_BUILDS: readonly RemoteBuildInfo[] = REMOTE_IDS.map((id) => ({
  id,
  container: `mf_${id.replace(/-/g, '_')}`,
  dir: `mf-${id}`,
  devPort: DEV_PORTS[id],
})).sort((a, b) => a.devPort - b.devPort);

export const SHELL_DEV_PORT = 8080;
export const API_DEV_PORT = 3000;
