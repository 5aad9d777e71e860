/**
 * The S3 operations of n8n's AWS S3 node (versions 1 and 2) and S3 node (S3-compatible, 1), as
 * n8n runs them: buckets (create, delete, list, search), files (copy, download, delete, list,
 * upload) and folders (create, delete, list). The three differ where n8n's do ({@link S3Variant}):
 *
 * - AWS S3 2 reads the bucket's region first (`GET ?location`) and calls that region; a bucket
 *   whose name has a dot is reached path style; answers are XML only when they say so.
 * - AWS S3 1 asks for the region too but calls the credential's region; folders nest without a
 *   slash after the parent key; a download hands on every input item.
 * - S3 calls the credential's endpoint, signs for the bucket's region, and reads answers as XML.
 *
 * Resource and operation are read from the first item; "Return All", "Limit" and the list options
 * too (as n8n does). With Continue On Fail a failed item gives `{ error }` (its message).
 */
import { createHash } from 'node:crypto';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import {
  buildXml,
  s3Read,
  s3ReadAll,
  s3Request,
  s3TargetOf,
  type ReadMode,
  type S3Call,
  type S3Target,
} from './client.js';

type Json = Record<string, any>;

/** Which node runs the operations. */
export type S3Variant = 'aws1' | 'aws2' | 's3';

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const md5 = (data: string | Uint8Array) => createHash('md5').update(data).digest('base64');
const words = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
/** `standardIA` → `STANDARD_IA`, as n8n names storage classes. */
export const storageClassHeader = (value: string) => words(value).join('_').toUpperCase();
/** `publicReadWrite` → `public-read-write`, as n8n names canned ACLs. */
export const aclHeader = (value: string) => words(value).join('-');

/** Per item: the operation's context. */
interface Run {
  ctx: ExecuteContext;
  i: number;
  variant: S3Variant;
  target: S3Target;
  mode: ReadMode;
  /** n8n keeps one query object for all items of a run: names set for one item stay for the next. */
  qs: Json;
}

const p = (run: Run, name: string, fallback?: unknown, index = run.i): any =>
  run.ctx.getNodeParameter(name, index, fallback);

/** How a bucket is reached: AWS S3 2 goes path style for dotted names; S3 follows the credential. */
function bucketCall(run: Run, bucket: string): Pick<S3Call, 'bucket' | 'pathStyle'> {
  return { bucket, pathStyle: run.variant === 'aws2' && bucket.includes('.') };
}

/** The bucket's region as n8n reads it (`GET ?location`): undefined for us-east-1 (an empty answer). */
async function bucketRegion(run: Run, bucket: string): Promise<string | undefined> {
  const answer = await s3Read(
    run.ctx,
    run.target,
    { method: 'GET', ...bucketCall(run, bucket), query: { location: '' }, itemIndex: run.i },
    run.mode,
  );
  if (run.variant === 'aws2' && (answer?.LocationConstraint === undefined || answer === null)) {
    // n8n's node reads `LocationConstraint._` and fails the item when the answer has none.
    throw new NodeOperationError(run.ctx.getNode(), "Cannot read properties of undefined (reading '_')", {
      itemIndex: run.i,
    });
  }
  const region = answer?.LocationConstraint?._;
  // AWS S3 1 asks, but calls the credential's region anyway.
  return run.variant === 'aws1' ? undefined : typeof region === 'string' && region ? region : undefined;
}

const call = (run: Run, c: Omit<S3Call, 'itemIndex'>) =>
  s3Read(run.ctx, run.target, { ...c, itemIndex: run.i }, run.mode);
const callAll = (run: Run, c: Omit<S3Call, 'itemIndex'>, property: string, limit?: number) =>
  s3ReadAll(run.ctx, run.target, { ...c, itemIndex: run.i }, run.mode, property, limit);

/** The headers of the optional fields shared by upload and copy. */
function objectHeaders(fields: Json, into: { plain: Record<string, string>; needed: Record<string, string> }): void {
  const { plain, needed } = into;
  if (fields.requesterPays) needed['x-amz-request-payer'] = 'requester';
  if (fields.storageClass) plain['x-amz-storage-class'] = storageClassHeader(String(fields.storageClass));
  if (fields.acl) plain['x-amz-acl'] = aclHeader(String(fields.acl));
  if (fields.grantFullControl) plain['x-amz-grant-full-control'] = '';
  if (fields.grantRead) plain['x-amz-grant-read'] = '';
  if (fields.grantReadAcp) plain['x-amz-grant-read-acp'] = '';
  if (fields.grantWriteAcp) plain['x-amz-grant-write-acp'] = '';
  if (fields.lockLegalHold) plain['x-amz-object-lock-legal-hold'] = 'ON';
  if (fields.lockMode) plain['x-amz-object-lock-mode'] = String(fields.lockMode).toUpperCase();
  if (fields.lockRetainUntilDate) plain['x-amz-object-lock-retain-until-date'] = String(fields.lockRetainUntilDate);
  if (fields.serverSideEncryption) needed['x-amz-server-side-encryption'] = String(fields.serverSideEncryption);
  if (fields.encryptionAwsKmsKeyId)
    needed['x-amz-server-side-encryption-aws-kms-key-id'] = String(fields.encryptionAwsKmsKeyId);
  if (fields.serverSideEncryptionContext)
    needed['x-amz-server-side-encryption-context'] = String(fields.serverSideEncryptionContext);
  if (fields.serversideEncryptionCustomerAlgorithm)
    needed['x-amz-server-side-encryption-customer-algorithm'] = String(fields.serversideEncryptionCustomerAlgorithm);
  if (fields.serversideEncryptionCustomerKey)
    needed['x-amz-server-side-encryption-customer-key'] = String(fields.serversideEncryptionCustomerKey);
  if (fields.serversideEncryptionCustomerKeyMD5)
    needed['x-amz-server-side-encryption-customer-key-MD5'] = String(fields.serversideEncryptionCustomerKeyMD5);
}

/** What an operation answers: JSON for the output (one item per entry of an array), or whole items. */
type Answer = { json: unknown } | { items: Item[] };
type Op = (run: Run) => Promise<Answer>;
const json = (value: unknown): Answer => ({ json: value });

const bucket: Record<string, Op> = {
  async create(run) {
    const name = String(p(run, 'name'));
    const fields = (p(run, 'additionalFields', {}) ?? {}) as Json;
    const headers: Record<string, string> = {};
    if (fields.acl) headers['x-amz-acl'] = aclHeader(String(fields.acl));
    if (fields.bucketObjectLockEnabled)
      headers['x-amz-bucket-object-lock-enabled'] = String(fields.bucketObjectLockEnabled);
    for (const [field, header] of [
      ['grantFullControl', 'x-amz-grant-full-control'],
      ['grantRead', 'x-amz-grant-read'],
      ['grantReadAcp', 'x-amz-grant-read-acp'],
      ['grantWrite', 'x-amz-grant-write'],
      ['grantWriteAcp', 'x-amz-grant-write-acp'],
    ] as const) {
      if (fields[field]) headers[header] = '';
    }
    const region = fields.region ? String(fields.region) : run.target.region;
    // us-east-1 is S3's default: its buckets are made without a body.
    const body =
      region === 'us-east-1'
        ? ''
        : buildXml({ CreateBucketConfiguration: { $: { xmlns: XMLNS }, LocationConstraint: [region] } });
    await call(run, { method: 'PUT', bucket: name, body, headers });
    return json({ success: true });
  },
  async delete(run) {
    await call(run, { method: 'DELETE', bucket: String(p(run, 'name')), body: '' });
    return json({ success: true });
  },
  async getAll(run) {
    const property = 'ListAllMyBucketsResult.Buckets.Bucket';
    if (p(run, 'returnAll', false, 0)) return json(await callAll(run, { method: 'GET' }, property));
    run.qs.limit = p(run, 'limit', 100, 0);
    const all = await callAll(run, { method: 'GET', query: { ...run.qs } }, property, Number(run.qs.limit));
    return json(all.slice(0, Number(run.qs.limit)));
  },
  async search(run) {
    const name = String(p(run, 'bucketName'));
    const returnAll = p(run, 'returnAll', false, 0);
    // AWS S3 1 reads the options of the first item.
    const fields = (p(run, 'additionalFields', {}, run.variant === 'aws1' ? 0 : run.i) ?? {}) as Json;
    const qs = run.qs;
    if (fields.prefix) qs.prefix = fields.prefix;
    if (fields.encodingType) qs['encoding-type'] = fields.encodingType;
    // n8n's S3 node misspells the delimiter option's name, so the delimiter never reaches S3.
    if (run.variant === 's3' ? fields.delmiter : fields.delimiter)
      qs.delimiter = run.variant === 's3' ? fields.delmiter : fields.delimiter;
    if (fields.fetchOwner) qs['fetch-owner'] = fields.fetchOwner;
    if (fields.startAfter) qs['start-after'] = fields.startAfter;
    if (fields.requesterPays) qs['x-amz-request-payer'] = 'requester';
    qs['list-type'] = 2;
    const region = await bucketRegion(run, name);
    if (returnAll)
      return json(
        await callAll(
          run,
          { method: 'GET', ...bucketCall(run, name), query: { ...qs }, region },
          'ListBucketResult.Contents',
        ),
      );
    qs['max-keys'] = p(run, 'limit', 100, 0);
    const answer = await call(run, { method: 'GET', ...bucketCall(run, name), query: { ...qs }, region });
    return json(answer?.ListBucketResult?.Contents);
  },
};

const folder: Record<string, Op> = {
  async create(run) {
    const name = String(p(run, 'bucketName'));
    const folderName = String(p(run, 'folderName'));
    const fields = (p(run, 'additionalFields', {}) ?? {}) as Json;
    const headers: Record<string, string> = {};
    if (fields.requesterPays) headers['x-amz-request-payer'] = 'requester';
    let path = `/${folderName}/`;
    if (fields.parentFolderKey)
      path =
        run.variant === 'aws2'
          ? `/${fields.parentFolderKey}/${folderName}/`
          : `/${fields.parentFolderKey}${folderName}/`;
    if (fields.storageClass) headers['x-amz-storage-class'] = storageClassHeader(String(fields.storageClass));
    const region = await bucketRegion(run, name);
    await call(run, { method: 'PUT', ...bucketCall(run, name), path, body: '', query: { ...run.qs }, headers, region });
    return json({ success: true });
  },
  async delete(run) {
    const name = String(p(run, 'bucketName'));
    const folderKey = String(p(run, 'folderKey'));
    const region = await bucketRegion(run, name);
    const where = bucketCall(run, name);
    const children = (await callAll(
      run,
      {
        method: 'GET',
        ...where,
        path: run.variant === 'aws2' ? '' : '/',
        query: { 'list-type': 2, prefix: folderKey },
        region,
      },
      'ListBucketResult.Contents',
    )) as Json[];
    if (children.length === 0) {
      await call(run, { method: 'DELETE', ...where, path: `/${folderKey}`, body: '', query: { ...run.qs }, region });
      return json({ deleted: [{ Key: folderKey }] });
    }
    const data = buildXml({ Delete: { $: { xmlns: XMLNS }, Object: children.map((c) => ({ Key: c.Key })) } });
    const answer = await call(run, {
      method: 'POST',
      ...where,
      path: '/',
      body: data,
      query: { delete: '' },
      headers: { 'Content-MD5': md5(data), 'Content-Type': 'application/xml' },
      region,
    });
    return json({ deleted: answer?.DeleteResult?.Deleted });
  },
  async getAll(run) {
    const name = String(p(run, 'bucketName'));
    const options = (p(run, 'options', {}, 0) ?? {}) as Json;
    const qs = run.qs;
    if (options.folderKey) qs.prefix = options.folderKey;
    if (options.fetchOwner) qs['fetch-owner'] = options.fetchOwner;
    qs['list-type'] = 2;
    const region = await bucketRegion(run, name);
    const returnAll = p(run, 'returnAll', false, 0);
    if (!returnAll) qs.limit = p(run, 'limit', 100, 0);
    let found = (await callAll(
      run,
      { method: 'GET', ...bucketCall(run, name), query: { ...qs }, region },
      'ListBucketResult.Contents',
      returnAll ? undefined : Number(qs.limit),
    )) as Json[];
    found = found.filter((e) => String(e.Key).endsWith('/') && e.Size === '0' && e.Key !== options.folderKey);
    if (qs.limit) found = found.slice(0, Number(qs.limit));
    return json(found);
  },
};

const file: Record<string, Op> = {
  async copy(run) {
    const sourcePath = String(p(run, 'sourcePath'));
    const destinationPath = String(p(run, 'destinationPath'));
    const fields = (p(run, 'additionalFields', {}) ?? {}) as Json;
    const plain: Record<string, string> = { 'x-amz-copy-source': sourcePath };
    const needed: Record<string, string> = {};
    objectHeaders(fields, { plain, needed });
    if (fields.taggingDirective) plain['x-amz-tagging-directive'] = String(fields.taggingDirective).toUpperCase();
    if (fields.metadataDirective) plain['x-amz-metadata-directive'] = String(fields.metadataDirective).toUpperCase();
    const parts = destinationPath.split('/');
    const name = parts[1] ?? '';
    const region = await bucketRegion(run, name);
    const answer = await call(run, {
      method: 'PUT',
      ...bucketCall(run, name),
      path: `/${parts.slice(2).join('/')}`,
      body: '',
      query: { ...run.qs },
      headers: { ...plain, ...needed },
      region,
    });
    return json(answer?.CopyObjectResult);
  },
  async download(run) {
    const name = String(p(run, 'bucketName'));
    const fileKey = String(p(run, 'fileKey'));
    const fileName = fileKey.split('/').at(-1) ?? '';
    if (fileKey.endsWith('/')) {
      const word = run.variant === 's3' ? 'Downloding' : 'Downloading';
      throw new NodeOperationError(
        run.ctx.getNode(),
        `${word} a whole directory is not yet supported, please provide a file key`,
        { itemIndex: run.i },
      );
    }
    const region = await bucketRegion(run, name);
    const response = await s3Request(run.ctx, run.target, {
      method: 'GET',
      ...bucketCall(run, name),
      path: `/${fileKey}`,
      query: { ...run.qs },
      region,
      itemIndex: run.i,
    });
    const type = response.headers['content-type'];
    const mimeType = Array.isArray(type) ? type[0] : type;
    const input = run.ctx.getInputData()[run.i]!;
    const property = String(p(run, 'binaryPropertyName', 'data'));
    const binary = {
      ...(input.binary ?? {}),
      [property]: await run.ctx.helpers.prepareBinaryData(response.body, fileName, mimeType || undefined),
    };
    return { items: [{ json: input.json, binary }] };
  },
  async delete(run) {
    const name = String(p(run, 'bucketName'));
    const fileKey = String(p(run, 'fileKey'));
    const options = (p(run, 'options', {}) ?? {}) as Json;
    if (options.versionId) run.qs.versionId = options.versionId;
    const region = await bucketRegion(run, name);
    await call(run, {
      method: 'DELETE',
      ...bucketCall(run, name),
      path: `/${fileKey}`,
      body: '',
      query: { ...run.qs },
      region,
    });
    return json({ success: true });
  },
  async getAll(run) {
    const name = String(p(run, 'bucketName'));
    const options = (p(run, 'options', {}, 0) ?? {}) as Json;
    const qs = run.qs;
    if (options.folderKey) qs.prefix = options.folderKey;
    if (options.fetchOwner) qs['fetch-owner'] = options.fetchOwner;
    qs.delimiter = '/';
    qs['list-type'] = 2;
    const region = await bucketRegion(run, name);
    const returnAll = p(run, 'returnAll', false, 0);
    if (!returnAll) qs.limit = p(run, 'limit', 100, 0);
    let found = (await callAll(
      run,
      { method: 'GET', ...bucketCall(run, name), query: { ...qs }, region },
      'ListBucketResult.Contents',
      returnAll ? undefined : Number(qs.limit),
    )) as Json[];
    if (!returnAll) found = found.slice(0, Number(qs.limit));
    found = found.filter((e) => !String(e.Key).endsWith('/') && e.Size !== '0');
    if (qs.limit) found = found.slice(0, Number(qs.limit));
    return json(found);
  },
  async upload(run) {
    const name = String(p(run, 'bucketName'));
    const fileName = String(p(run, 'fileName', ''));
    const isBinary = p(run, 'binaryData', true) !== false;
    const fields = (p(run, 'additionalFields', {}) ?? {}) as Json;
    const tags = ((p(run, 'tagsUi', {}) ?? {}) as Json).tagsValues as Array<{ key: string; value: string }> | undefined;
    const plain: Record<string, string> = {};
    const needed: Record<string, string> = {};
    objectHeaders(fields, { plain, needed });
    if (tags) plain['x-amz-tagging'] = tags.map((t) => `${t.key}=${t.value}`).join('&');
    const aws2 = run.variant === 'aws2';
    // Version 2 names the file after its folder; version 1 and S3 put the folder key and a slash first.
    const folderPath = fields.parentFolderKey ? `/${fields.parentFolderKey}/` : '/';
    const region = await bucketRegion(run, name);
    const where = { method: 'PUT' as const, ...bucketCall(run, name), query: { ...run.qs }, region };
    if (isBinary) {
      const property = String(p(run, 'binaryPropertyName', 'data'));
      const meta = requireBinary(run.ctx, run.i, property);
      const body = await run.ctx.helpers.getBinaryDataBuffer(run.i, property);
      const path = aws2 ? `${folderPath}${fileName}` : `${folderPath}${fileName || meta.fileName || ''}`;
      const headers = { ...needed, ...plain, 'Content-Type': meta.mimeType, 'Content-MD5': md5(body) };
      const answer = await call(run, { ...where, path, body, headers });
      // Version 2 answers what S3 answered, if anything (a PUT answers nothing); the others `{ success: true }`.
      return json(aws2 && answer !== undefined && answer !== null && answer !== '' ? answer : { success: true });
    }
    const content = String(p(run, 'fileContent', ''));
    const headers = { ...needed, ...plain, 'Content-Type': 'text/html', 'Content-MD5': md5(content) };
    await call(run, { ...where, path: `${folderPath}${fileName}`, body: Buffer.from(content, 'utf8'), headers });
    return json({ success: true });
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { bucket, file, folder };

/** Runs the S3 operations of one of the three nodes over the input items. */
export async function executeS3(ctx: ExecuteContext, variant: S3Variant): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const resource = String(ctx.getNodeParameter('resource', 0, 'file'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const op = RESOURCES[resource]?.[operation];
  if (!op) throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`);
  const credentialType =
    variant === 's3'
      ? 's3'
      : variant === 'aws2' && ctx.getNodeParameter('authentication', 0, 'iam') === 'assumeRole'
        ? 'awsAssumeRole'
        : 'aws';
  // AWS S3 2 reads its credential before the first item; the others per operation.
  let target: S3Target | undefined = variant === 'aws2' ? await s3TargetOf(ctx, credentialType) : undefined;
  const mode: ReadMode = variant === 'aws2' ? 'auto' : 'xml';
  const qs: Json = {};
  const downloaded = [...items];
  for (let i = 0; i < items.length; i++) {
    try {
      target ??= await s3TargetOf(ctx, credentialType, i);
      const answer = await op({ ctx, i, variant, target, mode, qs });
      if ('items' in answer) {
        downloaded[i] = answer.items[0]!;
        out.push(...answer.items);
      } else {
        out.push(
          ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer.json), {
            itemData: { item: i },
          }),
        );
      }
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  // AWS S3 1 answers a download with every input item (the downloaded ones with their file).
  if (variant === 'aws1' && resource === 'file' && operation === 'download') return [downloaded];
  return [out];
}
