/**
 * The seven remotes: id (also the URL segment and redux slice key), federation
 * container name, workspace folder and dev-server port. Build-time data; the
 * browser reads remote URLs from the runtime `remotes.json`.
 */
export interface RemoteBuildInfo {
  id: string;
  container: string;
  dir: string;
  devPort: number;
}

export const REMOTE_BUILDS: readonly RemoteBuildInfo[] = [
  { id: 'marketing', container: 'mf_marketing', dir: 'mf-marketing', devPort: 8081 },
  { id: 'assets', container: 'mf_assets', dir: 'mf-assets', devPort: 8082 },
  { id: 'vendors', container: 'mf_vendors', dir: 'mf-vendors', devPort: 8083 },
  { id: 'incidents', container: 'mf_incidents', dir: 'mf-incidents', devPort: 8084 },
  { id: 'exit-signoff', container: 'mf_exit_signoff', dir: 'mf-exit-signoff', devPort: 8085 },
  { id: 'shop', container: 'mf_shop', dir: 'mf-shop', devPort: 8086 },
  { id: 'scanner', container: 'mf_scanner', dir: 'mf-scanner', devPort: 8087 },
];

export const SHELL_DEV_PORT = 8080;
export const API_DEV_PORT = 3000;

/** The runtime remotes file: where the shell finds each remote's entry. */
export type RemotesManifest = Record<string, { name: string; entry: string }>;

/** Production layout: every remote under `/remotes/<id>/` next to the shell. */
export function productionRemotesManifest(): RemotesManifest {
  return Object.fromEntries(
    REMOTE_BUILDS.map((r) => [r.id, { name: r.container, entry: `/remotes/${r.id}/remoteEntry.js` }]),
  );
}

/** Development layout: every remote on its own dev server. */
export function devRemotesManifest(host = 'localhost'): RemotesManifest {
  return Object.fromEntries(
    REMOTE_BUILDS.map((r) => [
      r.id,
      { name: r.container, entry: `http://${host}:${r.devPort}/remoteEntry.js` },
    ]),
  );
}
