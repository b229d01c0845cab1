/**
 * Which remote an error came from. The shell's remote loader tells telemetry where each
 * remote's files are (`noteRemoteEntry`); a stack frame under that folder belongs to the
 * remote. The production layout `/remotes/<id>/` is recognised even without a note.
 */
import { isRemoteId } from '../contracts/remote-module';
import { remoteBuildOf } from './build-info';

const remoteFolders = new Map<string, string>();

/** Records the folder of remote `id` from the URL of its remoteEntry.js. */
export function noteRemoteEntry(id: string, entryUrl: string): void {
  try {
    const url = new URL(entryUrl, globalThis.location?.href);
    remoteFolders.set(id, `${url.origin}${url.pathname.replace(/[^/]*$/, '')}`);
  } catch {
    // Not a URL: the /remotes/<id>/ fallback still applies.
  }
}

const PRODUCTION_LAYOUT = /\/remotes\/([a-z0-9-]+)\//;

/** The remote whose files `fileUrl` belongs to, if any. */
export function remoteOfFile(fileUrl: string | undefined): string | undefined {
  if (!fileUrl) return undefined;
  for (const [id, folder] of remoteFolders) {
    if (fileUrl.startsWith(folder)) return id;
  }
  const id = PRODUCTION_LAYOUT.exec(fileUrl)?.[1];
  return isRemoteId(id) ? id : undefined;
}

/** The tags naming remote `id` and the version of it that is running. */
export function remoteTags(id: string): Record<string, string> {
  return { remote: id, 'remote.version': remoteBuildOf(id)?.version ?? 'unknown' };
}
