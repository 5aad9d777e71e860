/**
 * Writes the AI extras cases recorded from n8n against the ai-extras fakes (families/ai-extras.mjs)
 * under src/<node>/conformance-fake/<case>/workflow.json, and each folder's credentials.json:
 * Reranker Cohere under a Simple Vector Store in load mode (chosen model and Top N, the defaults,
 * a wrong key, the same under Continue) and Embeddings Cohere feeding an insert and a load (the
 * default model, a light model, a wrong key), Embeddings Mistral Cloud likewise (defaults; Batch
 * Size and Strip New Lines off; no wrong-key case: LangChain's caller retries the Mistral SDK's
 * errors for a minute). `node make-ai-extras-cases.mjs [folder…]` writes the named folders only. Run it, then
 * `record-unlocked.sh ai-extras src/<node>/conformance-fake` for each node folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const src = new URL('../../src/', import.meta.url);
const L = '@n8n/n8n-nodes-langchain.';
const COHERE = { id: 'cOhErE0000000001', name: 'Cohere account', type: 'cohereApi' };
const COHERE_BAD = { id: 'cOhErE0000000002', name: 'Cohere wrong key', type: 'cohereApi' };
const cohereCredentials = [
  { ...COHERE, data: { apiKey: 'co-test-key', url: 'https://api.cohere.ai' } },
  { ...COHERE_BAD, data: { apiKey: 'co-wrong', url: 'https://api.cohere.ai' } },
];

const MISTRAL = { id: 'mIsTrAl000000001', name: 'Mistral account', type: 'mistralCloudApi' };
const MISTRAL_BAD = { id: 'mIsTrAl000000002', name: 'Mistral wrong key', type: 'mistralCloudApi' };
const mistralCredentials = [
  { ...MISTRAL, data: { apiKey: 'mistral-test-key' } },
  { ...MISTRAL_BAD, data: { apiKey: 'mistral-wrong' } },
];

const DOCS = ['red apples are sweet', 'green apples are sour', 'bananas are yellow', 'sweet red cherries'];

/**
 * A workflow: the manual trigger, a Code node giving `items`, then the main chain `steps`
 * (`{name, type, typeVersion, parameters, credential?, onError?, executeOnce?}`), and `subs`:
 * sub-nodes `{name, type, typeVersion, parameters, credential?, to, as}` connected to `to` as `as`.
 */
function workflow(items, steps, subs = []) {
  const nodes = [
    {
      parameters: {},
      id: 'trigger',
      name: 'When clicking ‘Execute workflow’',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
    },
    {
      parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    },
  ];
  const connections = {};
  const add = (node, i, y) => {
    const { name, type, typeVersion = 1, parameters, onError, credential, executeOnce } = node;
    nodes.push({
      parameters,
      id: `${y ? 'sub' : 'step'}-${i + 1}`,
      name,
      type,
      typeVersion,
      position: [440 + 220 * i, y],
      ...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
      ...(onError ? { onError } : {}),
      ...(executeOnce ? { executeOnce } : {}),
    });
  };
  steps.forEach((s, i) => add(s, i, 0));
  subs.forEach((s, i) => add(s, i, 200));
  const chain = nodes.slice(0, 2 + steps.length);
  for (let i = 0; i + 1 < chain.length; i++)
    connections[chain[i].name] = { main: [[{ node: chain[i + 1].name, type: 'main', index: 0 }]] };
  for (const s of subs) {
    connections[s.name] ??= {};
    (connections[s.name][s.as] ??= [[]])[0].push({ node: s.to, type: s.as, index: 0 });
  }
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const store = (name, parameters, extra = {}) => ({
  name,
  type: `${L}vectorStoreInMemory`,
  typeVersion: 1.3,
  parameters,
  ...extra,
});
const insert = (key) =>
  store('Insert', { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: key }, clearStore: true });
const loader = {
  name: 'Loader',
  type: `${L}documentDefaultDataLoader`,
  typeVersion: 1.1,
  parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}' },
  to: 'Insert',
  as: 'ai_document',
};
const cohereEmbeddings = (name, to, parameters = { modelName: 'embed-english-light-v3.0' }, credential = COHERE) => ({
  name,
  type: `${L}embeddingsCohere`,
  typeVersion: 1,
  parameters,
  credential,
  to,
  as: 'ai_embedding',
});
const reranker = (parameters, credential = COHERE) => ({
  name: 'Reranker',
  type: `${L}rerankerCohere`,
  typeVersion: 1,
  parameters,
  credential,
  to: 'Load',
  as: 'ai_reranker',
});
const load = (key, parameters, extra = {}) =>
  store(
    'Load',
    { mode: 'load', memoryKey: { __rl: true, mode: 'list', value: key }, prompt: 'sweet red apples', ...parameters },
    { executeOnce: true, ...extra },
  );
const noOp = { name: 'After', type: 'n8n-nodes-base.noOp', parameters: {} };
const items = DOCS.map((text) => ({ text }));

/** An insert of the documents, then a load reranked by `rerank` (when given). */
function rerankCase(key, loadParameters, rerank, { onError, after } = {}) {
  return workflow(
    items,
    [insert(key), load(key, loadParameters, onError ? { onError } : {}), ...(after ? [after] : [])],
    [
      loader,
      cohereEmbeddings('Embeddings Insert', 'Insert'),
      cohereEmbeddings('Embeddings Load', 'Load'),
      ...(rerank ? [rerank] : []),
    ],
  );
}

const mistralEmbeddings = (name, to, parameters = { model: 'mistral-embed', options: {} }) => ({
  name,
  type: `${L}embeddingsMistralCloud`,
  typeVersion: 1,
  parameters,
  credential: MISTRAL,
  to,
  as: 'ai_embedding',
});

const pdf = (text) => Buffer.from(`%PDF-1.4\n${text}`).toString('base64');
/** A Code node's items with a binary file each. */
const files = (docs) =>
  `return ${JSON.stringify(docs.map(([name, mimeType, data]) => ({ json: { name }, binary: { data: { data, mimeType, fileName: name } } })))};`;
const ocr = (name, parameters, extra = {}) => ({
  name,
  type: 'n8n-nodes-base.mistralAi',
  parameters: { resource: 'document', operation: 'extractText', ...parameters },
  credential: MISTRAL,
  ...extra,
});

/** A workflow whose Code node makes binary items. */
function binaryWorkflow(docs, steps) {
  const wf = workflow([], steps);
  wf.nodes[1].parameters.jsCode = files(docs);
  return wf;
}

const JINA = { id: 'jInAaI0000000001', name: 'Jina account', type: 'jinaAiApi' };
const JINA_BAD = { id: 'jInAaI0000000002', name: 'Jina wrong key', type: 'jinaAiApi' };
const jina = (name, parameters, extra = {}) => ({
  name,
  type: 'n8n-nodes-base.jinaAi',
  parameters,
  credential: JINA,
  ...extra,
});

const folders = {
  'jina-ai': {
    credentials: [
      { ...JINA, data: { apiKey: 'jina-test-key' } },
      { ...JINA_BAD, data: { apiKey: 'jina-wrong' } },
    ],
    cases: {
      'read-simplify': workflow(
        [{ url: 'https://example.com/page' }],
        [jina('Read', { url: '={{ $json.url }}', options: {} })],
      ),
      'read-options-raw': workflow(
        [{ n: 1 }],
        [
          jina('Read raw', {
            url: 'https://example.com/article',
            simplify: false,
            options: {
              outputFormat: 'html',
              targetSelector: '#main',
              excludeSelector: 'header, footer',
              enableImageCaptioning: true,
              waitForSelector: '#loaded',
            },
          }),
        ],
      ),
      'search-simplify': workflow(
        [{ n: 1 }],
        [
          jina('Search', {
            operation: 'search',
            searchQuery: 'jina ai',
            options: { siteFilter: 'jina.ai, github.com', pageNumber: 2, outputFormat: 'text' },
          }),
        ],
      ),
      'search-raw': workflow(
        [{ q: 'n8n' }, { q: 'weft' }],
        [jina('Search raw', { operation: 'search', searchQuery: '={{ $json.q }}', simplify: false, options: {} })],
      ),
      'research-defaults': workflow(
        [{ n: 1 }],
        [
          jina('Research', {
            resource: 'research',
            operation: 'deepResearch',
            researchQuery: 'What is OCR?',
            options: {},
          }),
        ],
      ),
      'research-options-raw': workflow(
        [{ n: 1 }],
        [
          jina('Research raw', {
            resource: 'research',
            operation: 'deepResearch',
            researchQuery: 'Compare rerankers',
            simplify: false,
            options: {
              maxReturnedSources: 2,
              prioritizeSources: 'cohere.com, jina.ai,  mistral.ai',
              excludeSources: 'spam.com',
              siteFilter: 'docs.example.com',
            },
          }),
        ],
      ),
      'research-simplify-options': workflow(
        [{ n: 1 }],
        [
          jina('Research', {
            resource: 'research',
            operation: 'deepResearch',
            researchQuery: 'Vector stores',
            options: { prioritizeSources: 'qdrant.tech', excludeSources: '', siteFilter: 'qdrant.tech' },
          }),
        ],
      ),
      'read-bad-key': workflow(
        [{ n: 1 }],
        [jina('Read', { url: 'https://example.com/page', options: {} }, { credential: JINA_BAD })],
      ),
      'read-bad-key-continue': workflow(
        [{ n: 1 }, { n: 2 }],
        [
          jina(
            'Read',
            { url: 'https://example.com/page', options: {} },
            { credential: JINA_BAD, onError: 'continueRegularOutput' },
          ),
          noOp,
        ],
      ),
    },
  },
  'mistral-ai': {
    credentials: mistralCredentials,
    cases: {
      'ocr-binary-document': binaryWorkflow(
        [
          ['report.pdf', 'application/pdf', pdf('Quarterly report\fPage two: totals')],
          ['notes.txt', 'text/plain', Buffer.from('Plain notes').toString('base64')],
        ],
        [ocr('OCR', { options: {} })],
      ),
      'ocr-binary-image': binaryWorkflow(
        [['scan.png', 'image/png', Buffer.from('Receipt total 42').toString('base64')]],
        [ocr('OCR image', { documentType: 'image_url', options: {} })],
      ),
      'ocr-url': workflow(
        [{ n: 1 }],
        [ocr('OCR URL', { inputType: 'url', url: 'https://example.com/doc.pdf', options: {} })],
      ),
      'ocr-batch': binaryWorkflow(
        [
          ['a.pdf', 'application/pdf', pdf('First')],
          ['b.pdf', 'application/pdf', pdf('Second')],
          ['c.pdf', 'application/pdf', pdf('Third')],
        ],
        [ocr('OCR batch', { options: { batch: true, batchSize: 2 } })],
      ),
      'ocr-bad-key': workflow(
        [{ n: 1 }],
        [
          ocr(
            'OCR',
            { inputType: 'url', url: 'https://example.com/doc.pdf', options: {} },
            { credential: MISTRAL_BAD },
          ),
        ],
      ),
      'ocr-bad-key-continue': workflow(
        [{ n: 1 }, { n: 2 }],
        [
          ocr(
            'OCR',
            { inputType: 'url', url: 'https://example.com/doc.pdf', options: {} },
            { credential: MISTRAL_BAD, onError: 'continueRegularOutput' },
          ),
          noOp,
        ],
      ),
      'ocr-invalid-url-continue': workflow(
        [{ url: 'not a url' }, { url: 'https://example.com/ok.pdf' }],
        [
          ocr('OCR', { inputType: 'url', url: '={{ $json.url }}', options: {} }, { onError: 'continueRegularOutput' }),
          noOp,
        ],
      ),
      'ocr-missing-binary': workflow([{ n: 1 }], [ocr('OCR', { options: {} })]),
    },
  },
  'embeddings-mistral-cloud': {
    credentials: mistralCredentials,
    cases: {
      'embed-insert-load': workflow(
        items,
        [insert('mistral-1'), load('mistral-1', { topK: 2 })],
        [loader, mistralEmbeddings('Embeddings Insert', 'Insert'), mistralEmbeddings('Embeddings Load', 'Load')],
      ),
      'embed-options': workflow(
        [{ text: 'red apples\nare sweet' }, { text: 'bananas\nare yellow' }, { text: 'sweet red cherries' }],
        [insert('mistral-2'), load('mistral-2', { topK: 3, prompt: 'yellow\nbananas' })],
        [
          loader,
          mistralEmbeddings('Embeddings Insert', 'Insert', {
            model: 'mistral-embed',
            options: { batchSize: 2, stripNewLines: false },
          }),
          mistralEmbeddings('Embeddings Load', 'Load', { model: 'mistral-embed', options: { stripNewLines: false } }),
        ],
      ),
    },
  },
  'reranker-cohere': {
    credentials: cohereCredentials,
    cases: {
      'rerank-load-top-n': rerankCase(
        'rerank-1',
        { topK: 4, useReranker: true },
        reranker({ modelName: 'rerank-english-v3.0', topN: 2 }),
      ),
      'rerank-load-defaults': rerankCase(
        'rerank-2',
        { topK: 4, useReranker: true, includeDocumentMetadata: false },
        reranker({}),
      ),
      // The store in tool mode run in the main flow (as n8n runs a tool node given items): the item's `input` is searched and reranked.
      'rerank-tool-mode': workflow(
        items,
        [
          insert('rerank-5'),
          {
            name: 'Query',
            type: 'n8n-nodes-base.code',
            typeVersion: 2,
            parameters: { jsCode: 'return [{ json: { input: "sweet red apples" } }];' },
          },
          store(
            'Load',
            {
              mode: 'retrieve-as-tool',
              toolDescription: 'fruit facts',
              memoryKey: { __rl: true, mode: 'list', value: 'rerank-5' },
              topK: 4,
              useReranker: true,
            },
            { executeOnce: true },
          ),
        ],
        [
          loader,
          cohereEmbeddings('Embeddings Insert', 'Insert'),
          cohereEmbeddings('Embeddings Load', 'Load'),
          reranker({ topN: 2 }),
        ],
      ),
      'rerank-bad-key': rerankCase('rerank-3', { topK: 4, useReranker: true }, reranker({}, COHERE_BAD)),
      'rerank-bad-key-continue': rerankCase('rerank-4', { topK: 4, useReranker: true }, reranker({}, COHERE_BAD), {
        onError: 'continueRegularOutput',
        after: noOp,
      }),
    },
  },
  'embeddings-cohere': {
    credentials: cohereCredentials,
    cases: {
      'embed-default-model': workflow(
        items,
        [insert('embed-1'), load('embed-1', { topK: 2 })],
        [loader, cohereEmbeddings('Embeddings Insert', 'Insert', {}), cohereEmbeddings('Embeddings Load', 'Load', {})],
      ),
      'embed-light-model': workflow(
        items,
        [insert('embed-2'), load('embed-2', { topK: 3, prompt: 'yellow bananas' })],
        [
          loader,
          cohereEmbeddings('Embeddings Insert', 'Insert', { modelName: 'embed-multilingual-light-v3.0' }),
          cohereEmbeddings('Embeddings Load', 'Load', { modelName: 'embed-multilingual-light-v3.0' }),
        ],
      ),
      'embed-bad-key': workflow(
        items,
        [insert('embed-3')],
        [loader, cohereEmbeddings('Embeddings Insert', 'Insert', {}, COHERE_BAD)],
      ),
      'embed-bad-key-continue': workflow(
        items,
        [{ ...insert('embed-4'), onError: 'continueRegularOutput' }, noOp],
        [loader, cohereEmbeddings('Embeddings Insert', 'Insert', {}, COHERE_BAD)],
      ),
    },
  },
};

const only = process.argv.slice(2);
for (const [folder, { credentials, cases }] of Object.entries(folders)) {
  if (only.length && !only.includes(folder)) continue;
  const dir = new URL(`${folder}/conformance-fake/`, src);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('credentials.json', dir), `${JSON.stringify(credentials, null, 1)}\n`);
  for (const [name, wf] of Object.entries(cases)) {
    const caseDir = new URL(`${name}/`, dir);
    mkdirSync(caseDir, { recursive: true });
    writeFileSync(new URL('workflow.json', caseDir), `${JSON.stringify({ name, ...wf }, null, 1)}\n`);
  }
}
