/**
 * A loopback Amazon S3 (REST API, https://docs.aws.amazon.com/AmazonS3/latest/API/) over in-memory
 * state, for tests and for recording n8n. It serves the AWS S3 node and the S3-compatible S3 node:
 *
 * - buckets: `GET /` (ListBuckets), `PUT /{bucket}` (CreateBucket, a LocationConstraint body),
 *   `DELETE /{bucket}`, `GET /{bucket}?location`, `GET /{bucket}?list-type=2` (ListObjectsV2:
 *   `prefix`, `delimiter`, `max-keys`, `continuation-token`, `start-after`, `fetch-owner`),
 *   `POST /{bucket}?delete` (DeleteObjects, Content-MD5 checked);
 * - objects: `PUT /{bucket}/{key}` (PutObject, Content-MD5 checked; CopyObject with
 *   `x-amz-copy-source`), `GET /{bucket}/{key}`, `DELETE /{bucket}/{key}`.
 *
 * The bucket comes from the host (`<bucket>.s3.<region>.amazonaws.com`, or `<bucket>.<base>` for a
 * base host named in the seed's `baseHosts`) or else from the first path segment (path style, as
 * tests that point the node at `http://127.0.0.1:<port>` send it).
 *
 * Every request must be signed with AWS Signature Version 4 by a known key: the fake recomputes
 * the signature from the request it received (method, path, query, the signed headers and the
 * payload hash, which must be the body's SHA-256 unless `UNSIGNED-PAYLOAD`) and answers S3's
 * `SignatureDoesNotMatch` (403) when it differs, `InvalidAccessKeyId` (403) for an unknown key.
 * Refusals are S3's XML `<Error>` documents. Times come from a clock that moves one minute per
 * write and ETags are MD5s of the bytes, so two fakes given the same calls answer the same.
 * STS `AssumeRole` (a form POST signed for service `sts`) hands out a temporary key the fake then
 * accepts with its session token; `state.assumed` keeps each request's form.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter?, code? }`)
 * are given first, one a request.
 *
 * `createS3Fake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer } from 'node:http';

export const ACCESS_KEY_ID = 'AKIAWEFTFAKE00000001';
export const SECRET_ACCESS_KEY = 'weftFakeSecretKey0000000000000000000001';
/** The temporary key STS AssumeRole hands out (with {@link TEMP_SECRET} and {@link TEMP_TOKEN}). */
export const TEMP_KEY_ID = 'ASIAWEFTTEMP00000001';
export const TEMP_SECRET = 'weftTemporarySecret000000000000000000001';
export const TEMP_TOKEN = 'weftSessionToken0001';
export const OWNER = { ID: 'weft0000000000000000000000000000000000000000000000000000000001', DisplayName: 'weft' };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const md5 = (data) => createHash('md5').update(data).digest();
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, text) => createHmac('sha256', key).update(text, 'utf8').digest();
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** RFC 3986 encoding (every byte but A-Z a-z 0-9 - _ . ~), as SigV4 canonical strings use it. */
const rfc3986 = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

class Refusal extends Error {
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** Decodes a query string as S3 reads it (`+` is a space), first value of each name. */
function parseQuery(raw) {
  const out = {};
  if (!raw) return out;
  for (const piece of raw.split('&')) {
    if (!piece) continue;
    const eq = piece.indexOf('=');
    const name = decodeURIComponent((eq < 0 ? piece : piece.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : decodeURIComponent(piece.slice(eq + 1).replace(/\+/g, ' '));
    if (!(name in out)) out[name] = value;
  }
  return out;
}

/** The SigV4 signature S3 expects for this request, or a refusal. */
function checkSignature(req, rawPath, rawQuery, body) {
  const auth = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) throw new Refusal(403, 'AccessDenied', 'Access Denied');
  const [, keyId, date, region, service, signedHeaders, signature] = match;
  if (keyId !== ACCESS_KEY_ID && keyId !== TEMP_KEY_ID) throw new Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: keyId });
  if (keyId === TEMP_KEY_ID && req.headers['x-amz-security-token'] !== TEMP_TOKEN) throw new Refusal(403, 'InvalidToken', 'The provided token is malformed or otherwise invalid.');
  const amzDate = req.headers['x-amz-date'] ?? '';
  if (!amzDate.startsWith(date)) throw new Refusal(403, 'AccessDenied', 'Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) throw new Refusal(403, 'AccessDenied', 'Host and x-amz-date must be signed');
  const declared = req.headers['x-amz-content-sha256'];
  if (!declared && service === 's3') throw new Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (declared && declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256(body)) throw new Refusal(400, 'XAmzContentSHA256Mismatch', 'The provided \'x-amz-content-sha256\' header does not match what was computed.');
  const canonicalPath = rawPath === '/' ? '/' : rawPath.split('/').map((piece) => rfc3986(decodeURIComponent(piece))).join('/');
  const query = parseQuery(rawQuery);
  const canonicalQuery = Object.keys(query).map((k) => [rfc3986(k), rfc3986(query[k])]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join('&');
  const canonicalHeaders = names.map((name) => {
    const value = req.headers[name];
    return `${name}:${String(Array.isArray(value) ? value.join(',') : value ?? '').trim().replace(/\s+/g, ' ')}\n`;
  }).join('');
  const canonical = [req.method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, declared ?? sha256(body)].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const secret = keyId === TEMP_KEY_ID ? TEMP_SECRET : SECRET_ACCESS_KEY;
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  if (expected !== signature) {
    throw new Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.', { AWSAccessKeyId: keyId, StringToSign: toSign, SignatureProvided: signature, CanonicalRequest: canonical });
  }
  return { region, service };
}

/**
 * Seed: `{ now?, baseHosts?: [host], pageSize?, buckets?: [{ name, region?, objects?: [{ key, body?, contentType? }] }] }`.
 * `pageSize` caps the keys of one ListObjectsV2 page (default 1000), to test paging.
 */
export function createS3Fake(seed = {}) {
  let counter = 1;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    buckets: [],
    calls: [],
    failures: [],
    assumed: [],
  };
  const baseHosts = seed.baseHosts ?? [];
  const pageSize = seed.pageSize ?? 1000;
  const tick = () => new Date((state.clock += 60_000)).toISOString();
  const requestId = () => `WEFT${String(counter++).padStart(12, '0')}`;

  function putObject(bucket, key, bytes, contentType, extra = {}) {
    const object = { key, body: Buffer.from(bytes), contentType: contentType ?? 'binary/octet-stream', etag: `"${md5(bytes).toString('hex')}"`, lastModified: tick(), storageClass: extra.storageClass ?? 'STANDARD', tagging: extra.tagging };
    bucket.objects = bucket.objects.filter((o) => o.key !== key);
    bucket.objects.push(object);
    bucket.objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return object;
  }
  for (const b of seed.buckets ?? []) {
    const bucket = { name: b.name, region: b.region ?? 'us-east-1', created: tick(), objects: [] };
    state.buckets.push(bucket);
    for (const o of b.objects ?? []) putObject(bucket, o.key, Buffer.from(o.body ?? '', 'utf8'), o.contentType ?? 'text/plain');
  }

  const findBucket = (name) => {
    const bucket = state.buckets.find((b) => b.name === name);
    if (!bucket) throw new Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: name });
    return bucket;
  };
  const xml = (body) => [200, XML_HEAD + body, { 'Content-Type': 'application/xml' }];

  function listObjects(bucket, q) {
    const prefix = q.prefix ?? '';
    const delimiter = q.delimiter ?? '';
    const maxKeys = Math.min(Number(q['max-keys'] ?? 1000), pageSize);
    const after = q['continuation-token'] ? Buffer.from(q['continuation-token'], 'base64').toString('utf8') : (q['start-after'] ?? '');
    const contents = [];
    const prefixes = [];
    let truncated = false;
    let lastKey = '';
    for (const o of bucket.objects) {
      if (!o.key.startsWith(prefix) || (after && o.key <= after)) continue;
      if (contents.length + prefixes.length >= maxKeys) {
        truncated = true;
        break;
      }
      if (delimiter) {
        const rest = o.key.slice(prefix.length);
        const at = rest.indexOf(delimiter);
        if (at >= 0) {
          const common = prefix + rest.slice(0, at + delimiter.length);
          if (!prefixes.includes(common)) prefixes.push(common);
          lastKey = o.key;
          continue;
        }
      }
      contents.push(o);
      lastKey = o.key;
    }
    const enc = q['encoding-type'] === 'url' ? (s) => encodeURIComponent(s) : (s) => s;
    const owner = q['fetch-owner'] === 'true' ? `<Owner><ID>${OWNER.ID}</ID><DisplayName>${OWNER.DisplayName}</DisplayName></Owner>` : '';
    const parts = [
      `<ListBucketResult xmlns="${NS}">`,
      `<Name>${esc(bucket.name)}</Name>`,
      `<Prefix>${esc(enc(prefix))}</Prefix>`,
      q['start-after'] ? `<StartAfter>${esc(enc(q['start-after']))}</StartAfter>` : '',
      q['continuation-token'] ? `<ContinuationToken>${esc(q['continuation-token'])}</ContinuationToken>` : '',
      truncated ? `<NextContinuationToken>${Buffer.from(lastKey, 'utf8').toString('base64')}</NextContinuationToken>` : '',
      `<KeyCount>${contents.length + prefixes.length}</KeyCount>`,
      `<MaxKeys>${Number(q['max-keys'] ?? 1000)}</MaxKeys>`,
      delimiter ? `<Delimiter>${esc(delimiter)}</Delimiter>` : '',
      q['encoding-type'] ? `<EncodingType>${esc(q['encoding-type'])}</EncodingType>` : '',
      `<IsTruncated>${truncated}</IsTruncated>`,
      ...contents.map((o) => `<Contents><Key>${esc(enc(o.key))}</Key><LastModified>${o.lastModified}</LastModified><ETag>${esc(o.etag)}</ETag><ChecksumAlgorithm>CRC64NVME</ChecksumAlgorithm><ChecksumType>FULL_OBJECT</ChecksumType><Size>${o.body.length}</Size>${owner}<StorageClass>${o.storageClass}</StorageClass></Contents>`),
      ...prefixes.map((p) => `<CommonPrefixes><Prefix>${esc(enc(p))}</Prefix></CommonPrefixes>`),
      '</ListBucketResult>',
    ];
    return xml(parts.join(''));
  }

  function checkMd5(req, body) {
    const given = req.headers['content-md5'];
    if (given !== undefined && given !== md5(body).toString('base64')) throw new Refusal(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }

  function route(req, bucketName, key, q, body) {
    const method = req.method;
    if (!bucketName) {
      if (method === 'GET') {
        const list = state.buckets.map((b) => `<Bucket><Name>${esc(b.name)}</Name><CreationDate>${b.created}</CreationDate><BucketRegion>${b.region}</BucketRegion></Bucket>`).join('');
        return xml(`<ListAllMyBucketsResult xmlns="${NS}"><Owner><ID>${OWNER.ID}</ID><DisplayName>${OWNER.DisplayName}</DisplayName></Owner><Buckets>${list}</Buckets></ListAllMyBucketsResult>`);
      }
      throw new Refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
    if (!key) {
      if (method === 'PUT') {
        if (state.buckets.some((b) => b.name === bucketName)) throw new Refusal(409, 'BucketAlreadyOwnedByYou', 'Your previous request to create the named bucket succeeded and you already own it.', { BucketName: bucketName });
        const text = body.toString('utf8');
        const region = /<LocationConstraint>([^<]*)<\/LocationConstraint>/.exec(text)?.[1] ?? 'us-east-1';
        state.buckets.push({ name: bucketName, region, created: tick(), objects: [] });
        return [200, '', { Location: `/${bucketName}` }];
      }
      const bucket = findBucket(bucketName);
      if (method === 'DELETE') {
        if (bucket.objects.length > 0) throw new Refusal(409, 'BucketNotEmpty', 'The bucket you tried to delete is not empty', { BucketName: bucketName });
        state.buckets = state.buckets.filter((b) => b !== bucket);
        return [204, '', {}];
      }
      if (method === 'GET' && 'location' in q) {
        return xml(bucket.region === 'us-east-1' ? `<LocationConstraint xmlns="${NS}"/>` : `<LocationConstraint xmlns="${NS}">${bucket.region}</LocationConstraint>`);
      }
      if (method === 'GET') return listObjects(bucket, q);
      if (method === 'POST' && 'delete' in q) {
        if (req.headers['content-md5'] === undefined) throw new Refusal(400, 'InvalidRequest', 'Missing required header for this request: Content-Md5.');
        checkMd5(req, body);
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
        bucket.objects = bucket.objects.filter((o) => !keys.includes(o.key));
        return xml(`<DeleteResult xmlns="${NS}">${keys.map((k) => `<Deleted><Key>${esc(k)}</Key></Deleted>`).join('')}</DeleteResult>`);
      }
      throw new Refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
    const bucket = findBucket(bucketName);
    if (method === 'PUT') {
      const source = req.headers['x-amz-copy-source'];
      if (source !== undefined) {
        const [from, ...rest] = decodeURIComponent(String(source)).replace(/^\//, '').split('/');
        const original = findBucket(from).objects.find((o) => o.key === rest.join('/'));
        if (!original) throw new Refusal(404, 'NoSuchKey', 'The specified key does not exist.', { Key: rest.join('/') });
        const copy = putObject(bucket, key, original.body, original.contentType, { storageClass: req.headers['x-amz-storage-class'] });
        return xml(`<CopyObjectResult><LastModified>${copy.lastModified}</LastModified><ETag>${esc(copy.etag)}</ETag><ChecksumCRC64NVME>AAAAAAAAAAA=</ChecksumCRC64NVME></CopyObjectResult>`);
      }
      checkMd5(req, body);
      const made = putObject(bucket, key, body, req.headers['content-type'], { storageClass: req.headers['x-amz-storage-class'], tagging: req.headers['x-amz-tagging'] });
      return [200, '', { ETag: made.etag }];
    }
    const object = bucket.objects.find((o) => o.key === key);
    if (method === 'GET') {
      if (!object) throw new Refusal(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
      return [200, object.body, { 'Content-Type': object.contentType, ETag: object.etag, 'Last-Modified': new Date(object.lastModified).toUTCString() }];
    }
    if (method === 'DELETE') {
      bucket.objects = bucket.objects.filter((o) => o !== object);
      return [204, '', {}];
    }
    throw new Refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  /** Which bucket a host names (virtual-hosted style), or undefined for the service host. */
  function bucketOfHost(host) {
    const name = String(host ?? '').replace(/:\d+$/, '');
    const aws = /^(.+)\.s3[.-](?:[a-z0-9-]+\.)?amazonaws\.com(?:\.cn)?$/.exec(name);
    if (aws) return aws[1];
    for (const base of baseHosts) if (name.endsWith(`.${base}`)) return name.slice(0, -base.length - 1);
    return undefined;
  }

  async function handle(req, res) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const raw = req.url ?? '/';
    const at = raw.indexOf('?');
    const rawPath = at < 0 ? raw : raw.slice(0, at);
    const rawQuery = at < 0 ? '' : raw.slice(at + 1);
    const q = parseQuery(rawQuery);
    let bucketName = bucketOfHost(req.headers.host);
    let keyPath = rawPath;
    if (bucketName === undefined) {
      const [, first = '', ...rest] = rawPath.split('/');
      bucketName = decodeURIComponent(first);
      keyPath = `/${rest.join('/')}`;
    }
    const key = decodeURIComponent(keyPath.replace(/^\//, ''));
    state.calls.push({ method: req.method, host: req.headers.host, path: rawPath, query: q, bucket: bucketName, key, headers: { ...req.headers }, body: body.toString('utf8') });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'x-amz-request-id': requestId(), ...headers });
      res.end(payload);
      return true;
    };
    const refuse = (e, resource) => {
      const extra = Object.entries(e.extra).map(([k, v]) => `<${k}>${esc(v)}</${k}>`).join('');
      return send(e.status, `${XML_HEAD}<Error><Code>${e.code}</Code><Message>${esc(e.message)}</Message>${extra}<RequestId>WEFTREQUEST</RequestId><HostId>weft</HostId></Error>`, { 'Content-Type': 'application/xml' });
    };
    const failure = state.failures.shift();
    if (failure) {
      const e = new Refusal(failure.status, failure.code ?? (failure.status === 503 ? 'SlowDown' : 'TooManyRequests'), 'Please reduce your request rate.');
      res.setHeader('Retry-After', String(failure.retryAfter ?? 0));
      return refuse(e);
    }
    try {
      const { service } = checkSignature(req, rawPath, rawQuery, body);
      if (service === 'sts') {
        const form = parseQuery(body.toString('utf8'));
        if (form.Action !== 'AssumeRole') throw new Refusal(400, 'InvalidAction', `Could not find operation ${form.Action}`);
        state.assumed.push(form);
        return send(200, `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleResult><Credentials><AccessKeyId>${TEMP_KEY_ID}</AccessKeyId><SecretAccessKey>${TEMP_SECRET}</SecretAccessKey><SessionToken>${TEMP_TOKEN}</SessionToken><Expiration>2026-01-05T11:00:00Z</Expiration></Credentials><AssumedRoleUser><Arn>${esc(form.RoleArn)}/${esc(form.RoleSessionName)}</Arn></AssumedRoleUser></AssumeRoleResult></AssumeRoleResponse>`, { 'Content-Type': 'text/xml' });
      }
      const [status, payload, headers] = route(req, bucketName, key, q, body);
      return send(status, payload, headers);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return refuse(error);
    }
  }

  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1 (any free port). */
export async function start(seed = {}) {
  const fake = createS3Fake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
