/**
 * Writes the Anthropic node's cases recorded from n8n 1.123 against the Anthropic vendor fake
 * (test/saas-fake/families/anthropic-vendor.mjs) under src/anthropic/conformance-fake/<case>/
 * {workflow.json,seed.json}, and credentials.json: every operation of every resource (message
 * plain, raw, with a Calculator tool, with binary, URL and stored-file attachments, with code
 * execution uploads; analyze document and image; upload, list, get, delete files; generate,
 * improve and templatize prompts), and error cases (a wrong key stopping and continuing, a missing
 * file, an unsupported attachment). Record with
 * `record-unlocked.sh anthropic-vendor packages/nodes/src/anthropic/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const dir = new URL('../conformance-fake/', import.meta.url);
const GOOD = { id: 'aNtHrOpIc000001', name: 'Anthropic account', type: 'anthropicApi' };
const BAD = { id: 'aNtHrOpIc000002', name: 'Anthropic wrong key', type: 'anthropicApi' };
const credentials = [
  { ...GOOD, data: { apiKey: 'sk-ant-test', url: 'https://api.anthropic.com' } },
  { ...BAD, data: { apiKey: 'sk-ant-wrong', url: 'https://api.anthropic.com' } },
];
const API = 'https://api.anthropic.com';
const b64 = (text) => Buffer.from(text).toString('base64');

const seed = {
  files: [
    {
      id: 'file_a',
      filename: 'a.pdf',
      mime_type: 'application/pdf',
      text: '%PDF a',
      created_at: '2025-01-01T00:00:00Z',
    },
    { id: 'file_b', filename: 'b.png', mime_type: 'image/png', text: 'PNG b', created_at: '2025-01-02T00:00:00Z' },
    { id: 'file_c', filename: 'c.txt', mime_type: 'text/plain', text: 'ccc', created_at: '2025-01-03T00:00:00Z' },
  ],
  web: {
    'doc.pdf': { type: 'application/pdf', text: '%PDF web' },
    'pic.png': { type: 'image/png', text: 'PNG web' },
    'notes.txt': { type: 'text/plain; charset=utf-8', text: 'some notes' },
  },
};

const model = {
  __rl: true,
  mode: 'list',
  value: 'claude-sonnet-4-5-20250929',
  cachedResultName: 'claude-sonnet-4-5-20250929',
};
const modelById = { __rl: true, mode: 'id', value: 'claude-3-5-haiku-20241022' };

/** Items with binary fields: `[{ json, files: { field: [mimeType, text, fileName?] } }]`. */
function binaryItems(list) {
  const items = list.map(({ json, files }) => ({
    json,
    binary: Object.fromEntries(
      Object.entries(files).map(([field, [mimeType, text, fileName]]) => [
        field,
        { data: b64(text), mimeType, ...(fileName ? { fileName } : {}) },
      ]),
    ),
  }));
  return `return ${JSON.stringify(items)};`;
}

/**
 * A workflow: manual trigger → Items (Code, `code`) → Anthropic (`parameters`), with a Calculator
 * tool on its tools input when `tool`.
 */
function workflow(
  parameters,
  { code = 'return [{ json: { n: 1 } }];', credential = GOOD, onError, tool, anthropicTool } = {},
) {
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
      parameters: { jsCode: code },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    },
    {
      parameters,
      id: 'anthropic',
      name: 'Anthropic',
      type: '@n8n/n8n-nodes-langchain.anthropic',
      typeVersion: 1,
      position: [440, 0],
      credentials: { anthropicApi: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    },
  ];
  const connections = {
    'When clicking ‘Execute workflow’': { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
    Items: { main: [[{ node: 'Anthropic', type: 'main', index: 0 }]] },
  };
  if (tool) {
    nodes.push({
      parameters: {},
      id: 'calculator',
      name: 'Calculator',
      type: '@n8n/n8n-nodes-langchain.toolCalculator',
      typeVersion: 1,
      position: [440, 200],
    });
    connections.Calculator = { ai_tool: [[{ node: 'Anthropic', type: 'ai_tool', index: 0 }]] };
  }
  if (anthropicTool) {
    nodes.push({
      parameters: anthropicTool,
      id: 'anthropic-tool',
      name: 'Generate Prompt',
      type: '@n8n/n8n-nodes-langchain.anthropicTool',
      typeVersion: 1,
      position: [660, 200],
      credentials: { anthropicApi: { id: GOOD.id, name: GOOD.name } },
    });
    connections['Generate Prompt'] = { ai_tool: [[{ node: 'Anthropic', type: 'ai_tool', index: 0 }]] };
  }
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const message = (content, extra = {}) => ({
  resource: 'text',
  modelId: model,
  messages: { values: [{ content }] },
  options: {},
  ...extra,
});

const cases = {
  'message-options-merged': workflow(
    message('={{ "Hello " + $json.name }}', {
      options: { includeMergedResponse: true, system: 'Be brief', maxTokens: 200, temperature: 0.4, topK: 3 },
    }),
    { code: 'return [{ json: { name: "Ada" } }, { json: { name: "Bob" } }];' },
  ),
  'message-raw-two-messages': workflow({
    resource: 'text',
    operation: 'message',
    modelId: modelById,
    messages: {
      values: [
        { content: 'Earlier question' },
        { content: 'Earlier answer', role: 'assistant' },
        { content: 'Now this' },
      ],
    },
    simplify: false,
    options: { topP: 0.5 },
  }),
  'message-calculator-tool': workflow(
    message('@tool(calculator, {"input":"2 + 3 * 4"}) @final(The answer is 14)', {
      options: { includeMergedResponse: true },
    }),
    { tool: true },
  ),
  'message-anthropic-tool-variant': workflow(message('@tool(Generate_Prompt, {"task":"a travel planner"})'), {
    anthropicTool: {
      resource: 'prompt',
      task: "={{ $fromAI('task', 'What the prompt is for', 'string') }}",
      descriptionType: 'manual',
      toolDescription: 'Writes a prompt for a task',
    },
  }),
  'message-tool-iterations-limit': workflow(
    message('@loop @tool(calculator, {"input":"1 + 1"})', { options: { maxToolsIterations: 2 } }),
    { tool: true },
  ),
  'message-web-search-options': workflow(
    message('Search please', {
      options: { webSearch: true, maxUses: 2, allowedDomains: 'example.com, n8n.io' },
    }),
  ),
  'message-binary-attachments': workflow(
    message('What are these?', {
      addAttachments: true,
      attachmentsInputType: 'binary',
      binaryPropertyName: 'img, doc',
    }),
    {
      code: binaryItems([
        {
          json: { n: 1 },
          files: { img: ['image/png', 'PNG!', 'p.png'], doc: ['application/pdf', '%PDF-1.4', 'd.pdf'] },
        },
      ]),
    },
  ),
  'message-url-attachments': workflow(
    message('Look at these', { addAttachments: true, attachmentsUrls: `${API}/web/pic.png, ${API}/v1/files/file_a` }),
  ),
  'message-code-execution-uploads': workflow(
    message('Run code on these', {
      addAttachments: true,
      attachmentsUrls: `${API}/web/notes.txt, ${API}/v1/files/file_c`,
      options: { codeExecution: true },
    }),
  ),
  'message-unsupported-attachment-continue': workflow(
    message('Read this', { addAttachments: true, attachmentsInputType: 'binary' }),
    {
      code: binaryItems([
        { json: { n: 1 }, files: { data: ['text/plain', 'plain text', 'a.txt'] } },
        { json: { n: 2 }, files: { data: ['image/jpeg', 'JPEG', 'b.jpg'] } },
      ]),
      onError: 'continueRegularOutput',
    },
  ),
  'message-bad-key': workflow(message('Hi'), { credential: BAD }),
  'message-bad-key-continue': workflow(message('Hi'), { credential: BAD, onError: 'continueRegularOutput' }),
  'document-analyze-urls': workflow({
    resource: 'document',
    modelId: model,
    documentUrls: `https://example.com/report.pdf, ${API}/v1/files/file_a`,
    options: { maxTokens: 300 },
  }),
  'document-analyze-binary-raw': workflow(
    { resource: 'document', modelId: model, text: 'Summarize', inputType: 'binary', simplify: false, options: {} },
    { code: binaryItems([{ json: { n: 1 }, files: { data: ['application/pdf', '%PDF-1.7 body', 'r.pdf'] } }]) },
  ),
  'image-analyze-url': workflow({
    resource: 'image',
    operation: 'analyze',
    modelId: model,
    imageUrls: 'https://example.com/cat.png',
    options: {},
  }),
  'image-analyze-binary-fields': workflow(
    {
      resource: 'image',
      operation: 'analyze',
      modelId: model,
      inputType: 'binary',
      binaryPropertyName: 'a,b',
      options: {},
    },
    {
      code: binaryItems([
        { json: { n: 1 }, files: { a: ['image/png', 'AAA', 'a.png'], b: ['image/gif', 'BB', 'b.gif'] } },
      ]),
    },
  ),
  'image-analyze-missing-file-continue': workflow(
    { resource: 'image', operation: 'analyze', modelId: model, imageUrls: `${API}/v1/files/file_zzz`, options: {} },
    { onError: 'continueRegularOutput' },
  ),
  'file-upload-binary': workflow(
    { resource: 'file', operation: 'upload', inputType: 'binary', options: { fileName: 'notes.txt' } },
    { code: binaryItems([{ json: { n: 1 }, files: { data: ['text/plain', 'hello world', 'h.txt'] } }]) },
  ),
  'file-upload-url': workflow({ resource: 'file', fileUrl: `${API}/web/doc.pdf`, options: {} }),
  'file-list-limit': workflow({ resource: 'file', operation: 'list', limit: 2 }),
  'file-list-all': workflow({ resource: 'file', operation: 'list', returnAll: true }),
  'file-get': workflow({ resource: 'file', operation: 'get', fileId: 'file_b' }),
  'file-get-missing': workflow({ resource: 'file', operation: 'get', fileId: 'file_nope' }),
  'file-get-missing-continue': workflow(
    { resource: 'file', operation: 'get', fileId: 'file_nope' },
    { onError: 'continueRegularOutput' },
  ),
  'file-delete': workflow(
    { resource: 'file', operation: 'deleteFile', fileId: '={{ $json.id }}' },
    { code: 'return [{ json: { id: "file_a" } }, { json: { id: "file_c" } }];' },
  ),
  'prompt-generate': workflow({ resource: 'prompt', task: 'A chef for a meal prep planning service' }),
  'prompt-improve-raw': workflow({
    resource: 'prompt',
    operation: 'improve',
    messages: { values: [{ content: 'Plan my meals' }] },
    simplify: false,
    options: { system: 'You are a chef', feedback: 'Add cooking times' },
  }),
  'prompt-templatize': workflow({
    resource: 'prompt',
    operation: 'templatize',
    messages: { values: [{ content: 'Translate hello' }, { content: 'Sure: hallo', role: 'assistant' }] },
    options: { system: 'You translate English to German' },
  }),
};

mkdirSync(dir, { recursive: true });
writeFileSync(new URL('credentials.json', dir), `${JSON.stringify(credentials, null, 1)}\n`);
for (const [name, wf] of Object.entries(cases)) {
  const caseDir = new URL(`${name}/`, dir);
  mkdirSync(caseDir, { recursive: true });
  writeFileSync(new URL('workflow.json', caseDir), `${JSON.stringify({ name, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', caseDir), `${JSON.stringify(seed, null, 1)}\n`);
}
