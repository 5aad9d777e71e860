/**
 * Calls to an S3 REST API, signed with AWS Signature Version 4 (`sigv4.ts`), for the AWS S3 node
 * (credential `aws`, or `awsAssumeRole` whose role is assumed through STS first) and the
 * S3-compatible S3 node (credential `s3`: its endpoint, region and path-style choice).
 *
 * Where a request goes is a {@link S3Target}: AWS buckets as `<bucket>.s3.<region>.amazonaws.com`
 * (virtual-hosted) and the bucket list or path-style buckets on `s3.<region>.amazonaws.com`, as
 * n8n's node sends them; S3-compatible buckets as a subdomain of the credential's endpoint, or
 * its first path segment with "Force Path Style". Answers are read as n8n reads them: XML through
 * xml2js (no arrays for single elements, attributes under `$`, text beside them under `_`).
 * Refusals become node errors naming the item (the status's message, S3's `<Error>` document as the description); 429 and 5xx
 * answers (S3's SlowDown, InternalError) wait their `Retry-After` or back off, and are retried a few times.
 *
 * Tests send every request path style to a loopback fake: `WEFT_AWS_S3_API_URL` replaces the AWS
 * origins, `WEFT_S3_API_URL` the origin of an S3 credential's endpoint (its path kept);
 * `WEFT_AWS_S3_RETRY_BASE_MS` shortens the waits. Nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type NodeApiError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import type * as Xml2jsTypes from 'xml2js';
import { lazyRequire } from '../shared/lazy-require.js';
import { encodeS3Path, signRequest, type AwsKeys } from './sigv4.js';

const xml2js = lazyRequire<typeof Xml2jsTypes>('xml2js');

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface S3Caller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** Where requests go and how they are signed, from the node's credential. */
export interface S3Target {
  kind: 'aws' | 'compatible';
  keys: AwsKeys;
  /** The credential's region. */
  region: string;
  /** S3-compatible: the endpoint URL. AWS: a custom endpoint for the bucket list (Custom Endpoints). */
  endpoint?: string;
  /** S3-compatible: the bucket in the path rather than as a subdomain. */
  forcePathStyle?: boolean;
  ignoreSslIssues?: boolean;
}

/** One call. `path` is the object key part (`/key`, `/`, or empty for the bucket itself). */
export interface S3Call {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD';
  /** The bucket, or none for the service (the bucket list). */
  bucket?: string;
  /** AWS: the bucket goes in the path on `s3.<region>…` rather than in the host. */
  pathStyle?: boolean;
  path?: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The region to sign for and (AWS) to call; the credential's by default. */
  region?: string;
  itemIndex?: number;
}

/** The region's AWS domain (`amazonaws.com`, `amazonaws.com.cn` in China). */
export function awsDomain(region: string): string {
  return region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

function queryString(query: S3Call['query']): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The URL of a call (before its query). */
export function s3Url(target: S3Target, call: S3Call): string {
  const region = call.region || target.region;
  const keyPath = encodeS3Path(call.path ?? '');
  const bucket = call.bucket ? encodeS3Path(call.bucket) : '';
  if (target.kind === 'aws') {
    const override = process.env.WEFT_AWS_S3_API_URL?.trim();
    if (override) return `${trimSlash(override)}${bucket ? `/${bucket}` : ''}${keyPath || (bucket ? '' : '/')}`;
    if (bucket && !call.pathStyle) return `https://${bucket}.s3.${region}.${awsDomain(region)}${keyPath || '/'}`;
    const custom = target.endpoint?.trim();
    const origin = custom ? trimSlash(custom.replace('{region}', region)) : `https://s3.${region}.${awsDomain(region)}`;
    return `${origin}${bucket ? `/${bucket}` : ''}${keyPath || (bucket ? '' : '/')}`;
  }
  const endpoint = new URL(target.endpoint ?? '');
  const override = process.env.WEFT_S3_API_URL?.trim();
  const base = trimSlash(endpoint.pathname);
  if (override) return `${trimSlash(override)}${base}${bucket ? `/${bucket}` : ''}${keyPath || '/'}`;
  if (bucket && !target.forcePathStyle)
    return `${endpoint.protocol}//${bucket}.${endpoint.host}${base}${keyPath || '/'}`;
  return `${endpoint.protocol}//${endpoint.host}${base}${bucket ? `/${bucket}` : ''}${keyPath || '/'}`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  if (response.statusCode !== 429 && ![500, 502, 503, 504].includes(response.statusCode)) return undefined;
  const override = process.env.WEFT_AWS_S3_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  const header = response.headers['retry-after'];
  const named = Number(Array.isArray(header) ? header[0] : header);
  if (Number.isFinite(named) && named > MAX_RETRY_AFTER_S) return undefined;
  if (base !== undefined) return base * 2 ** attempt;
  return Number.isFinite(named) && named > 0 ? named * 1000 : 500 * 2 ** attempt;
}

/** Parses XML as n8n's node does (xml2js, single elements not in arrays, unsafe names renamed). */
export async function parseXml(text: string): Promise<Json | null> {
  const safe = (name: string) =>
    ['__proto__', 'constructor', 'prototype'].includes(name) ? `sanitized_${name}` : name;
  const parser = new (xml2js().Parser)({ explicitArray: false, tagNameProcessors: [safe], attrNameProcessors: [safe] });
  return (await parser.parseStringPromise(text)) as Json | null;
}

/** Builds XML as n8n's node does (xml2js's builder with its defaults). */
export function buildXml(value: Json): string {
  return new (xml2js().Builder)().buildObject(value);
}

const bytesOf = (body: unknown): Buffer =>
  body instanceof Uint8Array
    ? Buffer.from(body)
    : Buffer.from(typeof body === 'string' ? body : body === undefined || body === null ? '' : JSON.stringify(body));

/** The node error for a refused call, as n8n words it: the status's message, S3's XML answer as the description. */
function s3Error(node: WorkflowNode, response: HttpResponse, itemIndex: number | undefined): NodeApiError {
  return httpStatusError(node, response.statusCode, bytesOf(response.body).toString('utf8'), itemIndex);
}

/** Reads the node's credential as a target. */
export async function s3TargetOf(caller: S3Caller, credentialType: string, itemIndex = 0): Promise<S3Target> {
  const credentials = await caller.getCredentials(credentialType, itemIndex);
  if (credentialType === 's3') {
    const endpoint = String(credentials.endpoint ?? '');
    if (!endpoint.startsWith('http'))
      throw new NodeOperationError(caller.getNode(), 'HTTP(S) Scheme is required in endpoint definition', {
        itemIndex,
      });
    return {
      kind: 'compatible',
      endpoint,
      region: String(credentials.region ?? 'us-east-1'),
      forcePathStyle: credentials.forcePathStyle === true,
      ignoreSslIssues: credentials.ignoreSSLIssues === true,
      keys: {
        accessKeyId: String(credentials.accessKeyId ?? '').trim(),
        secretAccessKey: String(credentials.secretAccessKey ?? '').trim(),
        sessionToken: credentials.temporaryCredentials ? String(credentials.sessionToken ?? '').trim() : undefined,
      },
    };
  }
  const region = String(credentials.region ?? 'us-east-1');
  const endpoint =
    credentials.customEndpoints === true && credentials.s3Endpoint ? String(credentials.s3Endpoint) : undefined;
  if (credentialType === 'awsAssumeRole')
    return { kind: 'aws', region, endpoint, keys: await assumeRole(caller, credentials, region, itemIndex) };
  return {
    kind: 'aws',
    region,
    endpoint,
    keys: {
      accessKeyId: String(credentials.accessKeyId ?? '').trim(),
      secretAccessKey: String(credentials.secretAccessKey ?? '').trim(),
      sessionToken: credentials.temporaryCredentials ? String(credentials.sessionToken ?? '').trim() : undefined,
    },
  };
}

/**
 * The temporary keys of an `awsAssumeRole` credential: STS AssumeRole signed with the credential's
 * STS keys (using the machine's own AWS credentials is refused: Weft does not read them).
 */
async function assumeRole(
  caller: S3Caller,
  credentials: Record<string, unknown>,
  region: string,
  itemIndex: number,
): Promise<AwsKeys> {
  const node = caller.getNode();
  if (credentials.useSystemCredentialsForRole === true)
    throw new NodeOperationError(
      node,
      "Using the system's AWS credentials to assume a role is not supported: give the STS access key instead",
      { itemIndex },
    );
  const accessKeyId = String(credentials.stsAccessKeyId ?? '').trim();
  const secretAccessKey = String(credentials.stsSecretAccessKey ?? '').trim();
  if (!accessKeyId)
    throw new NodeOperationError(node, 'STS Access Key ID is required when not using system credentials.', {
      itemIndex,
    });
  if (!secretAccessKey)
    throw new NodeOperationError(node, 'STS Secret Access Key is required when not using system credentials.', {
      itemIndex,
    });
  const params = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    RoleArn: String(credentials.roleArn ?? ''),
    RoleSessionName: String(credentials.roleSessionName || 'n8n-session'),
  });
  if (credentials.externalId) params.append('ExternalId', String(credentials.externalId));
  const override = process.env.WEFT_AWS_S3_API_URL?.trim();
  const url = override ? `${trimSlash(override)}/` : `https://sts.${region}.${awsDomain(region)}/`;
  const body = params.toString();
  const sessionToken = String(credentials.stsSessionToken ?? '').trim() || undefined;
  const headers = signRequest(
    {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      region,
      service: 'sts',
    },
    { accessKeyId, secretAccessKey, sessionToken },
  );
  const response = await caller.helpers.httpRequest({
    url,
    method: 'POST',
    headers,
    body,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode >= 300)
    throw new NodeOperationError(
      node,
      `STS AssumeRole failed: ${response.statusCode} ${response.statusMessage} - ${String(response.body)}`,
      { itemIndex },
    );
  const result = (await parseXml(String(response.body)))?.AssumeRoleResponse?.AssumeRoleResult?.Credentials as
    Json | undefined;
  if (!result) throw new NodeOperationError(node, 'Invalid response from STS AssumeRole', { itemIndex });
  return {
    accessKeyId: String(result.AccessKeyId),
    secretAccessKey: String(result.SecretAccessKey),
    sessionToken: String(result.SessionToken),
  };
}

/** Sends one signed call and answers the full response (body as bytes); a refusal throws. */
export async function s3Request(
  caller: S3Caller,
  target: S3Target,
  call: S3Call,
): Promise<HttpResponse & { body: Buffer }> {
  const url = `${s3Url(target, call)}${queryString(call.query)}`;
  const region = call.region || target.region;
  for (let attempt = 0; ; attempt++) {
    const headers = signRequest(
      { method: call.method, url, headers: call.headers, body: call.body, region, service: 's3' },
      target.keys,
    );
    const options: HttpRequestOptions = {
      url,
      method: call.method,
      headers,
      responseType: 'arraybuffer',
      ignoreHttpStatusErrors: true,
      followRedirects: false,
      ...(call.body !== undefined && call.body !== '' ? { body: call.body } : {}),
      ...(target.ignoreSslIssues ? { ignoreSslIssues: true } : {}),
    };
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return { ...response, body: bytesOf(response.body) };
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw s3Error(caller.getNode(), response, call.itemIndex);
  }
}

/** How an answer is read: `xml` always as XML (n8n's AWS S3 1 and S3 nodes), `auto` as XML when it declares itself so, else JSON, else text (AWS S3 2). */
export type ReadMode = 'xml' | 'auto';

/** Reads an answer's text as n8n's node reads it. */
export async function readAnswer(text: string, mode: ReadMode): Promise<unknown> {
  if (mode === 'auto' && !text.includes('<?xml version="1.0" encoding="UTF-8"?>')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  try {
    return await parseXml(text);
  } catch (error) {
    if (mode === 'xml') return error;
    return text;
  }
}

/** One call, its answer read as XML/JSON/text. */
export async function s3Read(caller: S3Caller, target: S3Target, call: S3Call, mode: ReadMode): Promise<any> {
  const response = await s3Request(caller, target, call);
  return readAnswer(response.body.toString('utf8'), mode);
}

const get = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Json)[k] : undefined), value);

/**
 * A listing read page after page as n8n reads it: `property` (`ListBucketResult.Contents`) gathered
 * while the answer says `IsTruncated` is not `false`, the next page asked with its
 * `NextContinuationToken`; with `limit`, reading stops once that many entries are in.
 */
export async function s3ReadAll(
  caller: S3Caller,
  target: S3Target,
  call: S3Call,
  mode: ReadMode,
  property: string,
  limit?: number,
): Promise<unknown[]> {
  const [root, ...rest] = property.split('.');
  const query = { ...(call.query ?? {}) };
  const out: unknown[] = [];
  for (let page = 0; page < 100_000; page++) {
    const answer = await s3Read(caller, target, { ...call, query: { ...query } }, mode);
    const token = get(answer, [root!, 'NextContinuationToken']);
    if (token) query['continuation-token'] = String(token);
    const entries = get(answer, [root!, ...rest]);
    if (entries) out.push(...(Array.isArray(entries) ? entries : [entries]));
    if (limit && limit <= out.length) return out;
    const truncated = get(answer, [root!, 'IsTruncated']);
    if (truncated === undefined || truncated === 'false') return out;
  }
  throw new NodeOperationError(caller.getNode(), 'S3 kept answering more pages, so reading stopped', {
    itemIndex: call.itemIndex,
  });
}
