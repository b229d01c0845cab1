/**
 * The kit's singleton contract this shell provides: the version of shared/kit-api.json's
 * `contract` when the shell was built (webpack's DefinePlugin, see
 * shared/src/federation/webpack-config.ts). A remote built against a newer one is refused
 * (remote-runtime.ts). Null outside a build (jest): no check.
 */
declare const __ITAM_KIT_CONTRACT__: string | undefined;

export const SHELL_KIT_CONTRACT: string | null =
  typeof __ITAM_KIT_CONTRACT__ === 'undefined' ? null : __ITAM_KIT_CONTRACT__;
