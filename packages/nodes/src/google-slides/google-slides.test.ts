/**
 * Google Slides 1–2 through the engine against the loopback Slides v1 fake
 * (`test-fake/slides-fake.mjs`): each operation's request and output items, the thumbnail download
 * into a binary field, the service account of version 1, the slide picker, errors and the
 * parameters against n8n 1.123's `nodes.json`.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeMethodContext, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { forgetServiceAccountTokens } from '../shared/google/index.js';
import { googleSlidesNode } from './index.js';
// @ts-expect-error -- a plain ES module without types
import { createSlidesFake, start, THUMBNAIL_PNG } from './test-fake/slides-fake.mjs';

interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  authorization?: string;
}
interface Deck {
  presentationId: string;
  revisionId: string;
  slides: Array<{
    objectId: string;
    pageElements: Array<{ shape: { text: { textElements: Array<{ textRun: { content: string } }> } } }>;
  }>;
}
interface SlidesState {
  presentations: Map<string, Deck>;
  requests: Req[];
  tokens: Array<{ claims: Record<string, unknown> }>;
  failures: Array<{ status: number }>;
  addPresentation(p: Record<string, unknown>): Deck;
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let slides: SlidesState;

beforeAll(async () => {
  const started = await start(createSlidesFake({ publicKey: publicKey.export({ type: 'spki', format: 'pem' }) }));
  server = started.server;
  slides = started.fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  slides.presentations.clear();
  slides.requests.length = 0;
  slides.tokens.length = 0;
  slides.failures.length = 0;
  forgetServiceAccountTokens();
});

async function run(parameters: Record<string, unknown>, extra: { version?: number; onError?: string } = {}) {
  const version = extra.version ?? 2;
  const sa = (parameters.authentication ?? (version === 1 ? 'serviceAccount' : 'oAuth2')) === 'serviceAccount';
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: '2',
        name: 'Slides',
        type: 'n8n-nodes-base.googleSlides',
        typeVersion: version,
        position: [200, 0],
        parameters,
        credentials: sa ? { googleApi: { id: 's', name: 's' } } : { googleSlidesOAuth2Api: { id: 'o', name: 'o' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: { Start: { main: [[{ node: 'Slides', type: 'main', index: 0 }]] } },
  });
  const credentials = sa
    ? {
        email: 'slides@weft.iam.gserviceaccount.com',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }
    : { oauthTokenData: { access_token: 'tok' } };
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credentials },
  });
  const items = result.data.resultData.runData.Slides?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { node?: { name: string } }) | undefined,
  };
}

describe('Google Slides', () => {
  it("creates a presentation (2: OAuth2) and answers Google's presentation", async () => {
    const { json } = await run({ operation: 'create', title: 'Q1 review' });
    expect(slides.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/presentations',
      body: { title: 'Q1 review' },
      authorization: 'Bearer tok',
    });
    expect(json).toEqual([
      expect.objectContaining({ title: 'Q1 review', presentationId: expect.any(String), revisionId: 'r1' }),
    ]);
  });

  it('version 1 signs in with the service account and the Slides scopes', async () => {
    const deck = slides.addPresentation({ title: 'Deck' });
    const { json, error } = await run({ operation: 'get', presentationId: deck.presentationId }, { version: 1 });
    expect(error).toBeUndefined();
    expect(slides.tokens[0]!.claims).toMatchObject({
      iss: 'slides@weft.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/drive.file https://www.googleapis.com/auth/presentations',
    });
    expect(slides.requests.at(-1)!.authorization).toMatch(/^Bearer sa-/);
    expect(json[0]).toMatchObject({ presentationId: deck.presentationId, title: 'Deck' });
  });

  it('gets the slides one item each, up to the limit, with fields=slides; a link works as the ID', async () => {
    const deck = slides.addPresentation({ slides: [['A'], ['B'], ['C']] });
    const some = await run({
      operation: 'getSlides',
      presentationId: `https://docs.google.com/presentation/d/${deck.presentationId}/edit#slide=id.p`,
      limit: 2,
    });
    expect(slides.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v1/presentations/${deck.presentationId}`,
      query: { fields: 'slides' },
    });
    expect(some.json.map((s) => s.objectId)).toEqual(['s1', 's2']);
    const all = await run({ operation: 'getSlides', presentationId: deck.presentationId, returnAll: true });
    expect(all.json.map((s) => s.objectId)).toEqual(['s1', 's2', 's3']);
  });

  it('replaces text with one batchUpdate, on chosen slides; the Revision ID option is not sent, as in n8n', async () => {
    const deck = slides.addPresentation({ slides: [['Hello NAME'], ['Bye name']] });
    const { json } = await run({
      operation: 'replaceText',
      presentationId: deck.presentationId,
      textUi: {
        textValues: [
          { text: 'name', replaceText: 'Ann', matchCase: false, pageObjectIds: ['s1'] },
          { text: 'Bye', replaceText: 'Ciao', matchCase: true },
        ],
      },
      options: { revisionId: 'r1' },
    });
    expect(slides.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v1/presentations/${deck.presentationId}:batchUpdate`,
    });
    expect(slides.requests[0]!.body).toEqual({
      requests: [
        {
          replaceAllText: {
            replaceText: 'Ann',
            pageObjectIds: ['s1'],
            containsText: { text: 'name', matchCase: false },
          },
        },
        { replaceAllText: { replaceText: 'Ciao', pageObjectIds: [], containsText: { text: 'Bye', matchCase: true } } },
      ],
    });
    expect(json).toEqual([
      {
        presentationId: deck.presentationId,
        replies: [{ replaceAllText: { occurrencesChanged: 1 } }, { replaceAllText: { occurrencesChanged: 1 } }],
        writeControl: { requiredRevisionId: 'r2' },
      },
    ]);
    expect(deck.slides.map((s) => s.pageElements[0]!.shape.text.textElements[0]!.textRun.content)).toEqual([
      'Hello Ann',
      'Ciao name',
    ]);
    // n8n 1.123 builds the revision check but sends only the requests: a stale revision changes nothing.
    const stale = await run({
      operation: 'replaceText',
      presentationId: deck.presentationId,
      textUi: { textValues: [{ text: 'Ann', replaceText: 'Bo' }] },
      options: { revisionId: 'r1' },
    });
    expect(stale.error).toBeUndefined();
    expect(stale.json).toEqual([
      {
        presentationId: deck.presentationId,
        replies: [{ replaceAllText: { occurrencesChanged: 1 } }],
        writeControl: { requiredRevisionId: 'r3' },
      },
    ]);
  });

  it('gets a page, and its thumbnail as JSON or downloaded into the binary field', async () => {
    const deck = slides.addPresentation({ slides: [['A']] });
    const page = await run({
      resource: 'page',
      operation: 'get',
      presentationId: deck.presentationId,
      pageObjectId: 's1',
    });
    expect(slides.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v1/presentations/${deck.presentationId}/pages/s1`,
    });
    expect(page.json[0]).toMatchObject({ objectId: 's1', pageElements: expect.any(Array) });
    const meta = await run({
      resource: 'page',
      operation: 'getThumbnail',
      presentationId: deck.presentationId,
      pageObjectId: 's1',
    });
    expect(meta.json[0]).toMatchObject({
      width: 1600,
      height: 900,
      contentUrl: expect.stringMatching(/\/slides-thumbnails\/.+\/s1\.png$/),
    });
    expect(meta.items[0]!.binary).toBeUndefined();
    const down = await run({
      resource: 'page',
      operation: 'getThumbnail',
      presentationId: deck.presentationId,
      pageObjectId: 's1',
      download: true,
      binaryProperty: 'picture',
    });
    const fetched = slides.requests.at(-1)!;
    expect(fetched.path).toBe(`/slides-thumbnails/${deck.presentationId}/s1.png`);
    expect(fetched.authorization).toBeUndefined();
    const binary = down.items[0]!.binary!.picture!;
    expect(binary).toMatchObject({ fileName: 's1.png', mimeType: 'image/png' });
    expect(Buffer.from(binary.data, 'base64').equals(THUMBNAIL_PNG)).toBe(true);
  });

  it("names Google's 404 and the item; continueOnFail gives an error item; 503 is retried", async () => {
    const missing = await run({ operation: 'get', presentationId: 'nope' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.node?.name).toBe('Slides');
    const cont = await run(
      { resource: 'page', operation: 'get', presentationId: 'nope', pageObjectId: 's1' },
      { onError: 'continueRegularOutput' },
    );
    expect(cont.json).toEqual([{ error: 'The resource you are requesting could not be found' }]);
    const deck = slides.addPresentation({});
    slides.failures.push({ status: 503 });
    expect((await run({ operation: 'get', presentationId: deck.presentationId })).error).toBeUndefined();
    expect((await run({ operation: 'get', presentationId: '' })).error?.message).toBe(
      'Give the presentation\'s ID in "Presentation ID"',
    );
  });

  it('lists the slides of the chosen presentation for the picker', async () => {
    const deck = slides.addPresentation({ slides: [['A'], ['B']] });
    const node = {
      id: 'n',
      name: 'Slides',
      type: 'n8n-nodes-base.googleSlides',
      typeVersion: 2,
      position: [0, 0],
      parameters: {},
    } as WorkflowNode;
    const ctx = {
      getCurrentNodeParameter: (p: string) => (p === 'presentationId' ? deck.presentationId : undefined),
      getNode: () => node,
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as NodeMethodContext;
    expect(await googleSlidesNode[0]!.methods!.loadOptions!.getPages!.call(ctx, ctx)).toEqual([
      { name: 's1', value: 's1' },
      { name: 's2', value: 's2' },
    ]);
  });

  const nodesJson = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
  it.skipIf(!existsSync(nodesJson))(
    "has n8n 1.123's parameters (names, types, defaults, display rules, options)",
    () => {
      type Loose = Record<string, any>;
      const shape = (p: Loose): Loose =>
        JSON.parse(
          JSON.stringify({
            name: p.name,
            type: p.type,
            default: p.default,
            displayOptions: p.displayOptions,
            required: !!p.required,
            typeOptions: p.typeOptions,
            values:
              p.type === 'options' || p.type === 'multiOptions'
                ? (p.options ?? []).map((o: Loose) => o.value)
                : undefined,
            options:
              p.type === 'collection'
                ? p.options.map(shape)
                : p.type === 'fixedCollection'
                  ? p.options.map((g: Loose) => ({ name: g.name, values: g.values.map(shape) }))
                  : undefined,
          }),
        );
      const theirs = (JSON.parse(readFileSync(nodesJson, 'utf8')) as Loose[]).find((n) => n.name === 'googleSlides')!;
      expect(googleSlidesNode[0]!.description.properties.map((p) => shape(p as Loose))).toEqual(
        (theirs.properties as Loose[]).map(shape),
      );
      expect(
        builtinNodeTypes
          .filter((t) => t.description.name === 'weft.googleSlidesTool')
          .flatMap((t) => [t.description.version].flat()),
      ).toEqual([1, 2]);
    },
  );
});
