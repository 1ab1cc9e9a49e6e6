import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types; what is used of it is typed below.
// @ts-expect-error -- untyped CommonJS package
import S3rver from 's3rver';

interface S3rverInstance {
  callback(): http.RequestListener;
  configureBuckets(): Promise<void>;
  logger: { close(): void };
}

/** A request the server received, as far as the tests care. */
export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentSha256: string | undefined;
}

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  requests: SeenRequest[];
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks a request's SigV4 signature (Authorization header or presigned query) the way S3 does, written
 * from the AWS specification, independently of the signing library the app uses. Returns a problem or null.
 */
function sigV4Problem(request: IncomingMessage): string | null {
  const url = new URL(request.url ?? '/', 'http://placeholder');
  const header = request.headers.authorization;
  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let date: string;
  let payloadHash: string;
  if (header) {
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(header);
    if (!match) return 'malformed Authorization header';
    [, credential = '', signedHeaders = '', signature = ''] = match;
    date = String(request.headers['x-amz-date'] ?? '');
    payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) return 'no x-amz-content-sha256 header';
  } else if (url.searchParams.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    credential = url.searchParams.get('X-Amz-Credential') ?? '';
    signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? '';
    signature = url.searchParams.get('X-Amz-Signature') ?? '';
    date = url.searchParams.get('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
  } else {
    return 'the request is not signed';
  }
  const [keyId, day, region, service, terminator] = credential.split('/');
  if (keyId !== ACCESS_KEY_ID) return `unknown access key ${keyId}`;
  if (region !== REGION || service !== 's3' || terminator !== 'aws4_request' || !date.startsWith(day ?? '-')) {
    return `bad credential scope ${credential}`;
  }
  const canonicalPath = url.pathname
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map((pair) => pair.join('='))
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [request.method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, day ?? ''), REGION), 's3'), 'aws4_request');
  return hmac(key, stringToSign).toString('hex') === signature ? null : 'SignatureDoesNotMatch';
}

/**
 * An S3-compatible server on loopback for the tests: s3rver (objects kept in a temporary folder), behind a
 * gate that, like a private bucket on S3, refuses every request without a valid SigV4 signature.
 */
export async function startTestS3Server(bucket = 'clearway-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'clearway-s3-'));
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] }) as S3rverInstance;
  await s3.configureBuckets();
  const handle = s3.callback();
  const requests: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentSha256: request.headers['x-amz-content-sha256'] as string | undefined,
    });
    const problem = sigV4Problem(request);
    if (problem) {
      request.resume();
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    requests,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      s3.logger.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
