/**
 * Mistral AI's Extract Text through the engine against the loopback Mistral fake: binary files as
 * `data:` URLs (document name for documents only), a URL, batch processing (JSONL files, jobs,
 * output files read and every file deleted), a rejected key (n8n's authorization error, or the
 * `{error}` item under Continue), and the tool variant's registration.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { start } from '../embeddings-mistral-cloud/test-fake/mistral-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let mistral: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  mistral = await start();
  process.env.WEFT_MISTRAL_API_URL = mistral.url;
});
afterAll(async () => {
  delete process.env.WEFT_MISTRAL_API_URL;
  await mistral?.close();
});
beforeEach(() => {
  mistral.state.requests.length = 0;
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

async function run(
  code: string,
  parameters: Record<string, unknown>,
  { key = 'mistral-test-key', onError }: { key?: string; onError?: string } = {},
) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [
      {
        id: 's',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'i',
        name: 'Items',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [0, 0],
        parameters: { jsCode: code },
      },
      {
        id: 'o',
        name: 'OCR',
        type: 'n8n-nodes-base.mistralAi',
        typeVersion: 1,
        position: [0, 0],
        parameters: { resource: 'document', operation: 'extractText', options: {}, ...parameters },
        credentials: { mistralCloudApi: { id: key, name: key } },
        ...(onError ? { onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'OCR', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (n: WorkflowNode) => ({
    apiKey: Object.values(n.credentials as Record<string, { id: string }>)[0]!.id,
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials },
  });
  return { result, out: result.data.resultData.runData.OCR?.[0]?.data?.main?.[0] ?? [] };
}

const files = (docs: Array<[string, string, string]>) =>
  `return ${JSON.stringify(docs.map(([name, mimeType, text]) => ({ json: { name }, binary: { data: { data: b64(text), mimeType, fileName: name } } })))};`;

describe('Mistral AI: Extract Text', () => {
  it('reads binary documents and images as data URLs, with the joined text and page count', async () => {
    const { result, out } = await run(
      files([
        ['a.pdf', 'application/pdf', 'Page one\fPage two'],
        ['b.pdf', 'application/pdf', 'Only page'],
      ]),
      {},
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(out.map((i) => [i.json.extractedText, i.json.pageCount, i.pairedItem])).toEqual([
      ['Page one\n\nPage two', 2, { item: 0 }],
      ['Only page', 1, { item: 1 }],
    ]);
    expect(mistral.state.requests[0]).toEqual({
      method: 'POST',
      path: '/v1/ocr',
      body: {
        model: 'mistral-ocr-latest',
        document: {
          type: 'document_url',
          document_name: 'a.pdf',
          document_url: `data:application/pdf;base64,${b64('Page one\fPage two')}`,
        },
      },
    });
    await run(files([['s.png', 'image/png', 'Total 42']]), { documentType: 'image_url' });
    expect(mistral.state.requests.at(-1)!.body.document).toEqual({
      type: 'image_url',
      image_url: `data:image/png;base64,${b64('Total 42')}`,
    });
  });

  it('reads a URL', async () => {
    const { out } = await run('return [{ json: {} }];', { inputType: 'url', url: 'https://example.com/x.pdf' });
    expect(out[0]!.json.extractedText).toBe('Document at https://example.com/x.pdf');
    expect(mistral.state.requests[0]!.body).toEqual({
      model: 'mistral-ocr-latest',
      document: { type: 'document_url', document_url: 'https://example.com/x.pdf' },
    });
  });

  it('runs batch jobs over JSONL files and deletes the files', async () => {
    const { result, out } = await run(
      files([
        ['a.pdf', 'application/pdf', 'First'],
        ['b.pdf', 'application/pdf', 'Second'],
        ['c.pdf', 'application/pdf', 'Third'],
      ]),
      { options: { batch: true, batchSize: 2 } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(out.map((i) => [i.json.extractedText, i.pairedItem])).toEqual([
      ['First', { item: 0 }],
      ['Second', { item: 1 }],
      ['Third', { item: 2 }],
    ]);
    const calls = mistral.state.requests.map((r) => `${r.method} ${r.path}`.replace(/(file|job)-\d+/g, '$1'));
    expect(calls).toEqual([
      'POST /v1/files',
      'POST /v1/files',
      'POST /v1/batch/jobs',
      'POST /v1/batch/jobs',
      'GET /v1/batch/jobs/job',
      'GET /v1/batch/jobs/job',
      'DELETE /v1/files/file',
      'DELETE /v1/files/file',
      'GET /v1/files/file/content',
      'DELETE /v1/files/file',
      'GET /v1/files/file/content',
      'DELETE /v1/files/file',
    ]);
    expect(mistral.state.requests[0]!.body).toMatchObject({
      fields: { purpose: 'batch' },
      files: [{ field: 'file', filename: 'batch_file.jsonl' }],
    });
    expect(mistral.state.requests[2]!.body).toEqual({
      model: 'mistral-ocr-latest',
      input_files: [expect.stringMatching(/^file-\d+$/)],
      endpoint: '/v1/ocr',
    });
  });

  it("fails with n8n's authorization error on a rejected key, or gives {error} items under Continue", async () => {
    const failed = await run(
      'return [{ json: {} }];',
      { inputType: 'url', url: 'https://example.com/x.pdf' },
      { key: 'bad' },
    );
    expect(failed.result.data.resultData.error?.message).toBe('Authorization failed - please check your credentials');
    const continued = await run(
      'return [{ json: {} }, { json: {} }];',
      { inputType: 'url', url: 'https://example.com/x.pdf' },
      { key: 'bad', onError: 'continueRegularOutput' },
    );
    expect(continued.out.map((i) => i.json)).toEqual([
      { error: 'Authorization failed - please check your credentials' },
      { error: 'Authorization failed - please check your credentials' },
    ]);
  });

  it('is offered to agents as mistralAiTool', () => {
    expect(registry.get('weft.mistralAiTool', 1)).toBeDefined();
  });
});
