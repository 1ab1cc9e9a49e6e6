import path from 'node:path';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases.ts';
import { FILE_PATHS } from '../../../src/api/contracts/files.ts';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { loadLinkSecret } from './link-secret.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

export type FileStorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'FILE_URL_TTL_SECONDS'
  | 'FILE_URL_SECRET'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/**
 * The S3-compatible bucket when S3_ENDPOINT and its companions are set (loadConfig guarantees all or none),
 * else a folder under DATA_DIR. Nothing touches the disk or the network before the first upload.
 */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3FileStorage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      ttlSeconds: config.FILE_URL_TTL_SECONDS,
    });
  }
  return createLocalFileStorage({
    dir: path.join(config.DATA_DIR, 'uploads'),
    secret: () => loadLinkSecret(config.DATA_DIR, config.FILE_URL_SECRET),
    ttlSeconds: config.FILE_URL_TTL_SECONDS,
    linkPath: `${API_BASE_PATHS.rest}${FILE_PATHS.signedObject}`,
  });
}
