/** FILE_STORE and its S3_* variables (docs/configuration.md), read with the rest of config.ts. */
import type { FileStoreConfig } from './types';

const isOn = (value: string | undefined): boolean =>
  ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());

/**
 * FILE_STORE=s3 and its S3_* variables, or undefined for local disk (unset or `local`).
 * Refuses a half configuration at start rather than at the first upload.
 */
export function fileStoreConfigOf(env: NodeJS.ProcessEnv): FileStoreConfig | undefined {
  const kind = (env.FILE_STORE ?? '').trim().toLowerCase();
  if (kind === '' || kind === 'local') return undefined;
  if (kind !== 's3') throw new Error('FILE_STORE must be local or s3');
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = env.S3_ENDPOINT?.trim();
  if (endpoint && !/^https?:\/\//.test(endpoint))
    throw new Error('S3_ENDPOINT must be an http:// or https:// URL');
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: isOn(env.S3_FORCE_PATH_STYLE),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}
