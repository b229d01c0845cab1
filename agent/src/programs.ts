/**
 * The installed programs, from the operating system's own package list (systeminformation
 * has no such probe): dpkg or rpm on Linux, system_profiler on macOS, the uninstall
 * registry keys on Windows. A missing tool gives an empty list.
 */
import { execFile } from 'node:child_process';

export interface InstalledProgram {
  name: string;
  version: string | null;
  publisher: string | null;
}

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { maxBuffer: 64 * 1024 * 1024, timeout: 60_000, windowsHide: true },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  });
}

/** `name\tversion\tpublisher` lines (dpkg-query and rpm formats). */
export function parseTabLines(text: string): InstalledProgram[] {
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([name]) => name && name.trim())
    .map(([name, version, publisher]) => ({
      name: name!.trim(),
      version: version?.trim() || null,
      publisher: publisher?.trim() || null,
    }));
}

async function linux(): Promise<InstalledProgram[]> {
  try {
    return parseTabLines(
      await run('dpkg-query', ['-W', '-f=${Package}\t${Version}\t${Maintainer}\n']),
    );
  } catch {
    return parseTabLines(
      await run('rpm', ['-qa', '--qf', '%{NAME}\t%{VERSION}-%{RELEASE}\t%{VENDOR}\n']),
    );
  }
}

async function mac(): Promise<InstalledProgram[]> {
  const json = JSON.parse(await run('system_profiler', ['SPApplicationsDataType', '-json'])) as {
    SPApplicationsDataType?: { _name?: string; version?: string; obtained_from?: string }[];
  };
  return (json.SPApplicationsDataType ?? [])
    .filter((a) => a._name)
    .map((a) => ({
      name: a._name!,
      version: a.version ?? null,
      publisher: a.obtained_from ?? null,
    }));
}

async function windows(): Promise<InstalledProgram[]> {
  const script =
    "Get-ItemProperty 'HKLM:\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\*','HKLM:\\Software\\WOW6432Node\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\*' -ErrorAction SilentlyContinue | Where-Object DisplayName | ForEach-Object { \"$($_.DisplayName)`t$($_.DisplayVersion)`t$($_.Publisher)\" }";
  return parseTabLines(
    await run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', script]).then((t) =>
      t.replace(/\r/g, ''),
    ),
  );
}

export async function installedPrograms(
  platform: NodeJS.Platform = process.platform,
): Promise<InstalledProgram[]> {
  try {
    if (platform === 'linux') return await linux();
    if (platform === 'darwin') return await mac();
    if (platform === 'win32') return await windows();
  } catch {
    // No package tool on this system: report no programs rather than no report.
  }
  return [];
}
