/**
 * Which build is running: the shell's stamp comes from webpack's DefinePlugin
 * (`__ITAM_BUILD__`, see shared/src/federation/webpack-config.ts); each remote's from the
 * banner its remoteEntry.js runs when it loads (REMOTE_BUILDS_GLOBAL).
 */
import { REMOTE_BUILDS_GLOBAL, type BuildStamp } from '../contracts/telemetry';

declare const __ITAM_BUILD__: BuildStamp | undefined;

/** Outside a webpack build (jest, tsx). */
const UNBUILT: BuildStamp = {
  app: 'shell',
  version: 'unbuilt',
  release: 'itam@unbuilt',
  environment: 'development',
};

export function currentBuild(): BuildStamp {
  return typeof __ITAM_BUILD__ === 'undefined' ? UNBUILT : __ITAM_BUILD__;
}

export function remoteBuildOf(id: string): BuildStamp | undefined {
  const stamps = (globalThis as Record<string, unknown>)[REMOTE_BUILDS_GLOBAL] as
    Record<string, BuildStamp> | undefined;
  return stamps?.[id];
}
