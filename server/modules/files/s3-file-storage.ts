import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { byKey, type FileStorage, FileStorageError, type StoredObject } from './file-storage.ts';
import { fileNameOfKey, isWellFormedKey } from './object-keys.ts';

export interface S3FileStorageOptions {
  /** The service's base URL, e.g. http://127.0.0.1:9000 (MinIO) or https://s3.us-east-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  ttlSeconds: number;
  now?: () => number;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
const xmlField = (xml: string, name: string) => {
  const found = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return found === undefined ? undefined : xmlText(found);
};

/** 2026-11-22T12:31:29.123Z -> 20261122T123129Z, the form SigV4 dates take. */
const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * Objects in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, as MinIO and most
 * S3 look-alikes want), every request signed with SigV4; read links are presigned GETs.
 */
export function createS3FileStorage({
  endpoint,
  bucket,
  region,
  accessKeyId,
  secretAccessKey,
  ttlSeconds,
  now = Date.now,
}: S3FileStorageOptions): FileStorage {
  const aws = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region, retries: 2 });
  const base = `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}`;

  const urlOf = (key: string) => {
    // Well-formed keys hold only letters, digits, '.', '_', '-' and '/': nothing to escape.
    if (!isWellFormedKey(key)) throw new Error(`Malformed object key ${JSON.stringify(key)}`);
    return `${base}/${key}`;
  };

  async function send(what: string, key: string, init: RequestInit): Promise<Response> {
    try {
      return await aws.fetch(urlOf(key), init);
    } catch (error) {
      throw new FileStorageError(`S3 ${what} ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function refused(what: string, key: string, response: Response): Promise<FileStorageError> {
    const text = await response.text().catch(() => '');
    return new FileStorageError(`S3 ${what} ${key}: HTTP ${response.status} ${text.slice(0, 500)}`);
  }

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          'content-type': contentType,
          'content-disposition': `inline; filename="${fileNameOfKey(key)}"`,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw await refused('PUT', key, response);
      await response.body?.cancel();
    },

    async exists(key) {
      const response = await send('HEAD', key, { method: 'HEAD' });
      await response.body?.cancel();
      if (response.ok) return true;
      if (response.status === 404) return false;
      throw await refused('HEAD', key, response);
    },

    async open(key) {
      const response = await send('GET', key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await refused('GET', key, response);
      const size = Number(response.headers.get('content-length') ?? Number.NaN);
      if (!response.body || !Number.isSafeInteger(size)) {
        await response.body?.cancel();
        throw new FileStorageError(`S3 GET ${key}: no body or no content-length`);
      }
      return { body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), size };
    },

    async remove(key) {
      const response = await send('DELETE', key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await refused('DELETE', key, response);
      await response.body?.cancel();
    },

    async list() {
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        const url = new URL(base);
        url.searchParams.set('list-type', '2');
        if (token) url.searchParams.set('continuation-token', token);
        let response: Response;
        try {
          response = await aws.fetch(url, { method: 'GET' });
        } catch (error) {
          throw new FileStorageError(`S3 LIST ${bucket}: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (!response.ok) throw await refused('LIST', bucket, response);
        const xml = await response.text();
        for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlField(contents, 'Key');
          const size = Number(xmlField(contents, 'Size'));
          // Only what Clearway put there: a bucket may hold other objects too.
          if (key !== undefined && isWellFormedKey(key) && Number.isSafeInteger(size)) objects.push({ key, size });
        }
        token = xmlField(xml, 'IsTruncated') === 'true' ? xmlField(xml, 'NextContinuationToken') : undefined;
      } while (token);
      return objects.sort(byKey);
    },

    async readLink(key) {
      const issuedAt = new Date(Math.floor(now() / 1000) * 1000);
      const url = new URL(urlOf(key));
      url.searchParams.set('X-Amz-Expires', String(ttlSeconds));
      const signed = await aws.sign(url, { method: 'GET', aws: { signQuery: true, datetime: amzDate(issuedAt) } });
      return { url: signed.url, expiresAt: new Date(issuedAt.getTime() + ttlSeconds * 1000) };
    },
  };
}
