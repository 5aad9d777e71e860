/**
 * SIGNL4 1 against the loopback SIGNL4 webhook fake (test-fake/signl4-fake.mjs), in workflows as
 * n8n stores them: the form each operation posts to the team's webhook (fields in n8n's order, an
 * attached file) and the items it answers, files of unsupported kinds refused, refusals as node
 * errors (401, 400, 429 waited out), continue-on-fail items, the credential and the tool variant.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { signl4WebhookUrl } from './api.js';
import { start, TEAM_SECRET, type Signl4Fake, type Signl4Seed } from './test-fake/signl4-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: Signl4Fake;

async function fresh(seed: Signl4Seed = {}) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_SIGNL4_API_URL = server.url;
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_SIGNL4_API_URL;
  await server?.close();
});

async function run(parameters: Json, options: { items?: Item[]; onError?: string; secret?: string } = {}) {
  const node: Json = {
    id: 's1',
    name: 'SIGNL4',
    type: 'n8n-nodes-base.signl4',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { signl4Api: { id: 's', name: 's' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'signl4 test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'SIGNL4',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ teamSecret: options.secret ?? TEAM_SECRET }) },
  });
  const items = result.data.resultData.runData.SIGNL4?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('SIGNL4 registration', () => {
  it('registers SIGNL4 1, signl4Tool 1 and the signl4Api credential', () => {
    expect(registry.versions?.('n8n-nodes-base.signl4')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.signl4Tool')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.signl4Tool', 1)!.description.outputs).toEqual(['ai_tool']);
    const credential = builtinCredentialTypes.find((c) => c.name === 'signl4Api')!;
    expect(credential.properties.map((p) => p.name)).toEqual(['teamSecret']);
    const saved = process.env.WEFT_SIGNL4_API_URL;
    delete process.env.WEFT_SIGNL4_API_URL;
    expect(signl4WebhookUrl('abc')).toBe('https://connect.signl4.com/webhook/abc');
    process.env.WEFT_SIGNL4_API_URL = saved;
  });
});

describe('SIGNL4 alerts', () => {
  it('sends an alert per item with every additional field, in n8n’s order', async () => {
    const { json, items } = await run(
      {
        message: '={{ $json.what }}',
        additionalFields: {
          alertingScenario: 'multi_ack',
          externalId: '={{ $json.id }}',
          filtering: true,
          locationFieldsUi: { locationFieldsValues: { latitude: '52.52', longitude: '13.40' } },
          service: 'Weaving',
          title: 'Incident',
        },
      },
      { items: [{ json: { id: 'INC-1', what: 'Jam' } }, { json: { id: 'INC-2', what: 'Heat' } }] },
    );
    expect(calls()[0]).toMatchObject({ method: 'POST', path: `/webhook/${TEAM_SECRET}` });
    expect(calls()[0]!.contentType).toMatch(/^multipart\/form-data/);
    expect(Object.entries(calls()[0]!.fields)).toEqual([
      ['message', 'Jam'],
      ['title', 'Incident'],
      ['service', 'Weaving'],
      ['X-S4-Location', '52.52,13.40'],
      ['X-S4-AlertingScenario', 'multi_ack'],
      ['X-S4-Filtering', 'true'],
      ['X-S4-ExternalID', 'INC-1'],
      ['X-S4-Status', 'new'],
      ['X-S4-SourceSystem', 'n8n'],
    ]);
    expect(json).toEqual([{ eventId: fake.state.events[0]!.eventId }, { eventId: fake.state.events[1]!.eventId }]);
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('sends only the message and the status fields when nothing else is given', async () => {
    await run({ message: 'Hi', additionalFields: {} });
    expect(calls()[0]!.fields).toEqual({ message: 'Hi', 'X-S4-Status': 'new', 'X-S4-SourceSystem': 'n8n' });
  });

  it('attaches a file from a binary field with its name and type', async () => {
    await run(
      { message: 'Look', additionalFields: { attachmentsUi: { attachmentsBinary: { property: 'photo' } } } },
      {
        items: [
          {
            json: {},
            binary: { photo: { data: PNG, mimeType: 'image/png', fileName: 'loom.png', fileExtension: 'png' } },
          },
        ],
      },
    );
    expect(calls()[0]!.attachment).toEqual({
      field: 'attachment',
      name: 'loom.png',
      type: 'image/png',
      size: Buffer.from(PNG, 'base64').length,
      base64: PNG,
    });
  });

  it('resolves an alert by its external ID', async () => {
    await run({ message: 'Jam', additionalFields: { externalId: 'INC-1' } });
    const { json } = await run({ operation: 'resolve', externalId: 'INC-1' });
    expect(calls()[1]!.fields).toEqual({
      'X-S4-ExternalID': 'INC-1',
      'X-S4-Status': 'resolved',
      'X-S4-SourceSystem': 'n8n',
    });
    expect(fake.state.events[0]!.status).toBe('resolved');
    expect(json[0]).toHaveProperty('eventId');
  });
});

describe('SIGNL4 errors', () => {
  it('stops on a wrong team secret with n8n’s 401 message', async () => {
    const { error } = await run({ message: 'x', additionalFields: {} }, { secret: 'nope' });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toBe('The team secret is not valid.');
  });

  it('waits out a 429 and retries with the same form', async () => {
    await fresh({ failures: [{ status: 429, retryAfter: 0 }] });
    const { json } = await run({ message: 'again', additionalFields: {} });
    expect(json[0]).toHaveProperty('eventId');
    expect(calls()).toHaveLength(2);
    expect(calls()[1]!.fields.message).toBe('again');
  });

  it('gives `{ error }` items with Continue On Fail: refusals, missing and unsupported files', async () => {
    const { json } = await run(
      { message: 'x', additionalFields: { attachmentsUi: { attachmentsBinary: { property: 'photo' } } } },
      {
        onError: 'continueRegularOutput',
        items: [
          {
            json: {},
            binary: { photo: { data: 'eA==', mimeType: 'text/plain', fileName: 'n.txt', fileExtension: 'txt' } },
          },
          { json: {}, binary: { other: { data: PNG, mimeType: 'image/png', fileExtension: 'png' } } },
          { json: {} },
        ],
      },
    );
    expect(json).toEqual([
      { error: 'Invalid extension, just png,jpg,jpeg,bmp,gif,mp3,wav are supported}' },
      { error: "The item has no binary field 'photo' [item 1]" },
      {
        error:
          "This operation expects the node's input data to contain a binary file 'photo', but none was found [item 2]",
      },
    ]);
    const resolve = await run(
      { operation: 'resolve', externalId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: '' } }] },
    );
    expect(resolve.json).toEqual([{ error: 'Bad request - please check your parameters' }]);
  });
});
