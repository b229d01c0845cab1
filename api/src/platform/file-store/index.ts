/**
 * The file store of an app (types.ts says what it is): a bucket when FILE_STORE=s3, else
 * local disk under UPLOADS_DIR (default `<DATA_DIR>/uploads`).
 */
import path from 'node:path';
import { LocalFileStore } from './local';
import { S3FileStore } from './s3';
import type { FileStore, FileStoreConfig } from './types';

export { looksLike } from './first-bytes';
export { LocalFileStore } from './local';
export { S3FileStore } from './s3';
export { fileStoreConfigOf } from './config';
export * from './types';

export function openFileStore(config: {
  fileStore?: FileStoreConfig;
  uploadsDir?: string;
  dataDir: string;
}): FileStore {
  const chosen = config.fileStore;
  if (chosen?.kind === 's3') return new S3FileStore(chosen);
  return new LocalFileStore(
    chosen?.dir ?? config.uploadsDir ?? path.join(config.dataDir, 'uploads'),
  );
}
export {
  BodyProblem,
  HEAD_BYTES,
  checkedBody,
  checkedBodyOf,
  stageChecked,
  type BodyRules,
} from './checked-body';
