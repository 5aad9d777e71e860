/**
 * Mistral AI's Extract Text (n8n's `mistralAi` 1): one `POST /v1/ocr` per item with the model and
 * the document (the item's binary file as a `data:` URL, or the URL parameter), answered as
 * Mistral's OCR body plus `extractedText` (the pages' markdown joined by blank lines) and
 * `pageCount`. With batch processing on, the items' documents are written as JSONL batch files
 * (Batch Size lines each, `custom_id` the item index), uploaded (`/v1/files`, purpose `batch`),
 * run as OCR batch jobs (polled every 2 s while queued or running), their output files read and
 * (by default) all files deleted; each result becomes the item it names. Failures are n8n's node
 * API errors; with continue-on-fail an item is `{error: <message>}`. `WEFT_MISTRAL_API_URL`
 * replaces the origin for a test fake; nothing else sets it.
 */
import {
  httpNetworkError,
  httpStatusError,
  NodeApiError,
  type ExecuteContext,
  type Item,
  type JsonObject,
} from '@weft/workflow';
import { mistralOrigin } from '../embeddings-mistral-cloud/index.js';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';

type Json = Record<string, any>;

/** One call of Mistral's API with the credential's key; non-2xx answers and network failures throw NodeApiErrors. */
async function mistralRequest(
  ctx: ExecuteContext,
  apiKey: string,
  method: string,
  path: string,
  body?: Json | FormData,
  text = false,
): Promise<any> {
  let response;
  try {
    response = await ctx.helpers.httpRequest({
      url: `${mistralOrigin()}${path}`,
      method,
      headers: { Authorization: `Bearer ${apiKey}` },
      ...(body !== undefined ? { body } : {}),
      json: !text,
      ...(text ? { responseType: 'text' as const } : {}),
      ignoreHttpStatusErrors: true,
    });
  } catch (e) {
    throw httpNetworkError(ctx.getNode(), e);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    let errorBody = response.body;
    if (typeof errorBody === 'string') {
      try {
        errorBody = JSON.parse(errorBody);
      } catch {
        // kept as text
      }
    }
    throw httpStatusError(ctx.getNode(), response.statusCode, errorBody);
  }
  return response.body;
}

/** The item's binary file as a `data:` URL, with its file name. */
async function encodeBinary(ctx: ExecuteContext, itemIndex: number): Promise<{ dataUrl: string; fileName?: string }> {
  const property = ctx.getNodeParameter('binaryProperty', itemIndex) as string;
  const binary = requireBinary(ctx, itemIndex, property);
  const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, property);
  return {
    dataUrl: `data:${binary.mimeType};base64,${Buffer.from(bytes).toString('base64')}`,
    fileName: binary.fileName,
  };
}

/** The OCR answer with the joined text and the page count. */
function withText(response: Json): JsonObject {
  const pages = (response.pages ?? []) as Array<{ markdown?: string }>;
  return { ...response, extractedText: pages.map((p) => p.markdown).join('\n\n'), pageCount: pages.length };
}

/** The request document of an item. */
function document(documentType: string, value: string, fileName?: string): Json {
  return {
    type: documentType,
    document_name: documentType === 'document_url' ? fileName : undefined,
    [documentType]: value,
  };
}

const message = (e: unknown) => (e instanceof Error ? e.message : JSON.stringify(e));

/** One OCR call per item. */
async function perItem(ctx: ExecuteContext, apiKey: string): Promise<Item[]> {
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const model = ctx.getNodeParameter('model', i) as string;
      const inputType = ctx.getNodeParameter('inputType', i) as string;
      const documentType = ctx.getNodeParameter('documentType', i) as string;
      let doc: Json;
      if (inputType === 'binary') {
        const { dataUrl, fileName } = await encodeBinary(ctx, i);
        doc = document(documentType, dataUrl, fileName);
      } else {
        doc = { type: documentType, [documentType]: ctx.getNodeParameter('url', i) as string };
      }
      const body = JSON.parse(JSON.stringify({ model, document: doc })) as Json;
      const response = (await mistralRequest(ctx, apiKey, 'POST', '/v1/ocr', body)) as Json;
      out.push({ json: withText(response), pairedItem: { item: i } });
    } catch (e) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message(e) }, pairedItem: { item: i } });
        continue;
      }
      throw e instanceof NodeApiError ? e : new NodeApiError(ctx.getNode(), { message: message(e) });
    }
  }
  return out;
}

/** JSONL text of a batch output file as n8n reads it: one JSON value, else one per line. */
function batchLines(text: string): Json[] {
  try {
    const whole = JSON.parse(text) as unknown;
    if (whole && typeof whole === 'object') return [whole];
  } catch {
    // several lines
  }
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
}

/** All items through Mistral's batch API. */
async function batched(ctx: ExecuteContext, apiKey: string): Promise<Item[]> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  try {
    const deleteFiles = ctx.getNodeParameter('options.deleteFiles', 0, true) as boolean;
    const model = ctx.getNodeParameter('model', 0) as string;
    const batchSize = ctx.getNodeParameter('options.batchSize', 0, 50) as number;
    const fileIds: string[] = [];
    for (let start = 0; start < items.length; start += batchSize) {
      const lines: string[] = [];
      for (let index = start; index < Math.min(items.length, start + batchSize); index++) {
        const documentType = ctx.getNodeParameter('documentType', index) as string;
        const { dataUrl, fileName } = await encodeBinary(ctx, index);
        lines.push(
          JSON.stringify({ custom_id: String(index), body: { document: document(documentType, dataUrl, fileName) } }),
        );
      }
      const form = new FormData();
      form.append('file', new Blob([lines.join('\n')], { type: 'application/json' }), 'batch_file.jsonl');
      form.append('purpose', 'batch');
      fileIds.push(((await mistralRequest(ctx, apiKey, 'POST', '/v1/files', form)) as Json).id as string);
    }
    const jobIds: string[] = [];
    for (const fileId of fileIds) {
      const job = (await mistralRequest(ctx, apiKey, 'POST', '/v1/batch/jobs', {
        model,
        input_files: [fileId],
        endpoint: '/v1/ocr',
      })) as Json;
      jobIds.push(job.id as string);
    }
    const jobs: Json[] = [];
    for (const jobId of jobIds) {
      let job = (await mistralRequest(ctx, apiKey, 'GET', `/v1/batch/jobs/${jobId}`)) as Json;
      while (job.status === 'QUEUED' || job.status === 'RUNNING') {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        job = (await mistralRequest(ctx, apiKey, 'GET', `/v1/batch/jobs/${jobId}`)) as Json;
      }
      jobs.push(job);
    }
    if (deleteFiles)
      for (const fileId of fileIds) await mistralRequest(ctx, apiKey, 'DELETE', `/v1/files/${fileId}`).catch(() => {});
    for (const job of jobs) {
      if (job.status !== 'SUCCESS' || (Array.isArray(job.errors) && job.errors.length > 0)) {
        for (let i = 0; i < items.length; i++) {
          if (ctx.continueOnFail())
            out.push({ json: { error: 'Batch job failed or returned errors' }, pairedItem: { item: i } });
          else
            throw new NodeApiError(ctx.getNode(), { message: `Batch job failed with status: ${String(job.status)}` });
        }
        continue;
      }
      const content = (await mistralRequest(
        ctx,
        apiKey,
        'GET',
        `/v1/files/${String(job.output_file)}/content`,
        undefined,
        true,
      )) as string | Uint8Array;
      if (deleteFiles)
        await mistralRequest(ctx, apiKey, 'DELETE', `/v1/files/${String(job.output_file)}`).catch(() => {});
      const text = typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
      for (const result of batchLines(text)) {
        const index = parseInt(String(result.custom_id), 10);
        if (result.error) out.push({ json: { error: result.error }, pairedItem: { item: index } });
        else out.push({ json: withText(result.response.body as Json), pairedItem: { item: index } });
      }
    }
  } catch (e) {
    if (ctx.continueOnFail()) {
      out.push({ json: { error: message(e) }, pairedItem: { item: 0 } });
      return out;
    }
    throw e instanceof NodeApiError ? e : new NodeApiError(ctx.getNode(), { message: message(e) });
  }
  return out;
}

/** Runs the node over its items. */
export async function executeMistralAi(ctx: ExecuteContext): Promise<Item[][]> {
  const credentials = await ctx.getCredentials('mistralCloudApi');
  const apiKey = String(credentials.apiKey ?? '');
  const batch = ctx.getNodeParameter('options.batch', 0, false) as boolean;
  return [batch ? await batched(ctx, apiKey) : await perItem(ctx, apiKey)];
}
