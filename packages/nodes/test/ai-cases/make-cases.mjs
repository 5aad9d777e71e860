/**
 * Writes the n8n workflow exports of the AI conformance cases: one folder per case with workflow.json,
 * plus credentials.json pointing every provider at the fake on 127.0.0.1:18233. Run it, then record
 * (see README.md). `node make-cases.mjs [case...]` writes only the named cases.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const FAKE = 'http://127.0.0.1:18233';
const LC = '@n8n/n8n-nodes-langchain.';

const credentials = [
  { id: 'aiFakeOpenAi', name: 'OpenAI (fake)', type: 'openAiApi', data: { apiKey: 'sk-fake', url: `${FAKE}/v1` } },
  { id: 'aiFakeAnthropic', name: 'Anthropic (fake)', type: 'anthropicApi', data: { apiKey: 'sk-ant-fake', url: FAKE } },
  { id: 'aiFakeGemini', name: 'Gemini (fake)', type: 'googlePalmApi', data: { apiKey: 'g-fake', host: FAKE } },
  { id: 'aiFakeOllama', name: 'Ollama (fake)', type: 'ollamaApi', data: { baseUrl: FAKE } },
  { id: 'aiFakeOpenRouter', name: 'OpenRouter (fake)', type: 'openRouterApi', data: { apiKey: 'or-fake', url: `${FAKE}/v1` } },
  { id: 'aiFakeOpenAiBad', name: 'OpenAI (bad key)', type: 'openAiApi', data: { apiKey: 'bad-key', url: `${FAKE}/v1` } },
  { id: 'aiFakeAnthropicBad', name: 'Anthropic (bad key)', type: 'anthropicApi', data: { apiKey: 'bad-key', url: FAKE } },
  { id: 'aiFakeAzure', name: 'Azure OpenAI (fake)', type: 'azureOpenAiApi', data: { apiKey: 'az-fake', resourceName: 'weft', apiVersion: '2025-03-01-preview', endpoint: FAKE } },
  { id: 'aiFakeAzureBad', name: 'Azure OpenAI (bad key)', type: 'azureOpenAiApi', data: { apiKey: 'bad-key', resourceName: 'weft', apiVersion: '2025-03-01-preview', endpoint: FAKE } },
  { id: 'aiCasePostgres', name: 'Postgres (tests)', type: 'postgres', data: { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', allowUnauthorizedCerts: false, ssl: 'disable', sshTunnel: false } },
  { id: 'aiFakeHeaderAuth', name: 'Header auth (fake target)', type: 'httpHeaderAuth', data: { name: 'x-test', value: 'from-credential' } },
  { id: 'mcpFakeBearer', name: 'MCP bearer (fake)', type: 'httpBearerAuth', data: { token: 'mcp-token' } },
];
const cred = (type, id) => ({ [type]: { id, name: credentials.find((c) => c.id === id).name } });

/** A node; `x` places it on the canvas in order. */
function node(name, type, typeVersion, parameters = {}, extra = {}) {
  return { parameters, id: `n-${name.toLowerCase().replace(/\W+/g, '-')}`, name, type: type.includes('.') ? type : LC + type, typeVersion, position: [0, 0], ...extra };
}

/** Items made by a Code node. */
const items = (...rows) => node('Items', 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });

const openAiChat = (version = 1.2, options = {}, extra = {}) =>
  node('OpenAI Chat Model', 'lmChatOpenAi', version, {
    model: version >= 1.2 ? { __rl: true, mode: 'list', value: 'gpt-4o-mini' } : 'gpt-4o-mini',
    ...(version >= 1.3 ? { responsesApiEnabled: extra.responsesApiEnabled ?? true } : {}),
    options,
  }, { credentials: cred('openAiApi', extra.credential ?? 'aiFakeOpenAi') });

/**
 * A workflow: Start → Items (when given) → main chain of `roots`, with `subs` wired into the roots:
 * each sub is `[node, connectionType, targetName]`.
 */
function workflow(name, { rows, main = [], subs = [] }) {
  const nodes = [node('Start', 'n8n-nodes-base.manualTrigger', 1)];
  const chain = ['Start'];
  if (rows) {
    nodes.push(items(...rows));
    chain.push('Items');
  }
  for (const m of main) {
    nodes.push(m);
    chain.push(m.name);
  }
  const connections = {};
  for (let i = 0; i + 1 < chain.length; i++) connections[chain[i]] = { main: [[{ node: chain[i + 1], type: 'main', index: 0 }]] };
  for (const [sub, type, target] of subs) {
    nodes.push(sub);
    connections[sub.name] ??= {};
    connections[sub.name][type] ??= [[]];
    connections[sub.name][type][0].push({ node: target, type, index: 0 });
  }
  nodes.forEach((n, i) => (n.position = [i * 220, 0]));
  return { name, nodes, connections, settings: { executionOrder: 'v1' }, pinData: {} };
}

const agent = (version, parameters) => node('AI Agent', 'agent', version, parameters);
const define = (text, options = {}, more = {}) => ({ promptType: 'define', text, options, ...more });
const sub = (n, type, target) => [n, type, target];
const calculator = () => node('Calculator', 'toolCalculator', 1);
const structured = (example) => node('Structured Output Parser', 'outputParserStructured', 1.3, { jsonSchemaExample: JSON.stringify(example, null, 2) });

/** Retrieval: the documents the retrieval cases insert before they ask. */
const PET_FACTS = [{ text: 'Cats purr when they are happy.' }, { text: 'Dogs bark at strangers.' }, { text: 'Parrots can learn words.' }];
const embeddings = (name) => node(name, 'embeddingsOpenAi', 1.2, { options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') });
const memoryStore = (name, mode, key, more = {}) => node(name, 'vectorStoreInMemory', 1.3, { mode, memoryKey: { __rl: true, mode: 'list', value: key }, ...more });
/** Insert PET_FACTS into `key`, then one item `{question}` for the root node (a Code node running once). */
const insertThenAsk = (key, ...questions) => [
  memoryStore('Insert', 'insert', key, { clearStore: true }),
  node('Questions', 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(questions.map((question) => ({ json: { question } })))};` }),
];
const insertSubs = () => [
  sub(embeddings('Embeddings Insert'), 'ai_embedding', 'Insert'),
  sub(node('Default Data Loader', 'documentDefaultDataLoader', 1.1, { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: {} }), 'ai_document', 'Insert'),
];
/**
 * Insert PET_FACTS into the PGVector table `table` (dropped first, so every run starts empty), then
 * one item per question. PGVector, not the Simple Vector Store: n8n 1.123 as npm installs it builds
 * its in-memory store on a second copy of LangChain core, so its Vector Store Retriever takes that
 * store for a reranker pair and fails ("Cannot read properties of undefined (reading 'asRetriever')").
 */
const pgStore = (name, mode, table) => node(name, 'vectorStorePGVector', 1.3, { mode, tableName: table, options: {} }, { credentials: cred('postgres', 'aiCasePostgres') });
const pgInsertThenAsk = (table, ...questions) => [
  node('Reset Table', 'n8n-nodes-base.postgres', 2.6, { operation: 'executeQuery', query: `DROP TABLE IF EXISTS ${table}`, options: {} }, { credentials: cred('postgres', 'aiCasePostgres') }),
  items(...PET_FACTS),
  pgStore('Insert', 'insert', table),
  node('Questions', 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(questions.map((question) => ({ json: { question } })))};` }),
];
const httpTool = (name, version, parameters) => node(name, 'toolHttpRequest', version, parameters);
const azureChat = (options = {}, credential = 'aiFakeAzure') =>
  node('Azure OpenAI Chat Model', 'lmChatAzureOpenAi', 1, { model: 'gpt-4o-mini', options }, { credentials: cred('azureOpenAiApi', credential) });

/** The cases: name → workflow. */
const cases = {
  // ---- AI Agent across versions
  'agent-v1.7-plain': workflow('agent-v1.7-plain', {
    rows: [{ chatInput: 'Hello from version 1.7' }],
    main: [agent(1.7, { agent: 'toolsAgent', promptType: 'auto', text: '={{ $json.chatInput }}', options: {} })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v1.9-plain': workflow('agent-v1.9-plain', {
    rows: [{ chatInput: 'Hello agent' }, { chatInput: 'Second item' }],
    main: [agent(1.9, { promptType: 'auto', text: '={{ $json.chatInput }}', options: {} })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v2-system-message': workflow('agent-v2-system-message', {
    rows: [{ q: 'Repeat your instructions @system', bot: 'Weft test bot' }],
    main: [agent(2, define('={{ $json.q }}', { systemMessage: '=You are the {{ $json.bot }}. Literal braces: {curly}.' }))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v2.2-default-system': workflow('agent-v2.2-default-system', {
    rows: [{ q: 'What is your system prompt? @system' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v3-responses-api': workflow('agent-v3-responses-api', {
    rows: [{ q: 'Hello through the Responses API' }],
    main: [agent(3, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(1.3), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v3-calculator-responses': workflow('agent-v3-calculator-responses', {
    rows: [{ q: 'What is 6 times 7? @tool(Calculator, {"input": "6*7"})' }],
    main: [agent(3, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(1.3), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v3-unknown-tool': workflow('agent-v3-unknown-tool', {
    rows: [{ q: 'Call a missing tool @unknowntool' }],
    main: [agent(3, define('={{ $json.q }}', { maxIterations: 3 }))],
    subs: [sub(openAiChat(1.3), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v3-chat-completions-tool': workflow('agent-v3-chat-completions-tool', {
    rows: [{ q: 'Add @tool(Calculator, {"input": "19+23"})' }],
    main: [agent(3, define('={{ $json.q }}', { systemMessage: 'Use tools.', returnIntermediateSteps: true }))],
    subs: [sub(openAiChat(1.3, {}, { responsesApiEnabled: false }), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-calculator': workflow('agent-v2.2-calculator', {
    rows: [{ q: 'What is 6 times 7? @tool(calculator, {"input": "6*7"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-code-tool': workflow('agent-v2.2-code-tool', {
    rows: [{ q: 'Shout hello @tool(Shout, {"input": "hello there"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Shout', 'toolCode', 1.3, { description: 'Returns the text in capitals', jsCode: 'return query.toUpperCase() + "!";' }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'agent-v2.2-code-tool-schema': workflow('agent-v2.2-code-tool-schema', {
    rows: [{ q: 'Add numbers @tool(Adder, {"a": 2, "b": 40})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Adder', 'toolCode', 1.3, {
        description: 'Adds a and b',
        jsCode: 'return String(query.a + query.b);',
        specifyInputSchema: true,
        schemaType: 'fromJson',
        jsonSchemaExample: '{\n  "a": 1,\n  "b": 2\n}',
      }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'agent-v2.2-think-tool': workflow('agent-v2.2-think-tool', {
    rows: [{ q: 'Think first @tool(Think, {"input": "plan the answer"}) @final(Thought done)' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(node('Think', 'toolThink', 1.1, {}), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-workflow-tool': workflow('agent-v2.2-workflow-tool', {
    rows: [{ q: 'Look it up @tool(Lookup, {"query": "weft"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Lookup', 'toolWorkflow', 2.2, {
        description: 'Looks a word up',
        source: 'parameter',
        workflowJson: JSON.stringify({
          nodes: [
            { parameters: { inputSource: 'passthrough' }, name: 'When Executed', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1.1, position: [0, 0], id: 'sub-trigger' },
            { parameters: { jsCode: 'return [{ json: { response: "found: " + JSON.stringify($input.first().json) } }];' }, name: 'Answer', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0], id: 'sub-code' },
          ],
          connections: { 'When Executed': { main: [[{ node: 'Answer', type: 'main', index: 0 }]] } },
        }, null, 2),
      }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'agent-v2.2-two-tool-rounds': workflow('agent-v2.2-two-tool-rounds', {
    rows: [{ q: 'Two steps @tool(calculator, {"input": "2+3"}) @next @tool(calculator, {"input": "5*5"})' }],
    main: [agent(2.2, define('={{ $json.q }}', { returnIntermediateSteps: true }))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-intermediate-steps': workflow('agent-v2.2-intermediate-steps', {
    rows: [{ q: 'Compute @tool(calculator, {"input": "10/4"}) @tool(calculator, {"input": "3^2"})' }],
    main: [agent(2.2, define('={{ $json.q }}', { returnIntermediateSteps: true }))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-max-iterations': workflow('agent-v2.2-max-iterations', {
    rows: [{ q: 'Never stop @tool(calculator, {"input": "1+1"}) @loop' }],
    main: [agent(2.2, define('={{ $json.q }}', { maxIterations: 2 }))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-unknown-tool': workflow('agent-v2.2-unknown-tool', {
    rows: [{ q: 'Use a tool that is not there @unknowntool' }],
    main: [agent(2.2, define('={{ $json.q }}', { returnIntermediateSteps: true }))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-bad-tool-args': workflow('agent-v2.2-bad-tool-args', {
    rows: [{ q: 'Broken arguments @badtoolargs(calculator)' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v2.2-output-parser-tool': workflow('agent-v2.2-output-parser-tool', {
    rows: [{ q: 'Weather in Rome? @tool(format_final_json_response, {"output": {"city": "Rome", "temp": 25}})' }],
    main: [agent(2.2, define('={{ $json.q }}', {}, { hasOutputParser: true }))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(structured({ city: 'Paris', temp: 20 }), 'ai_outputParser', 'AI Agent')],
  }),
  'agent-v2.2-output-parser-text': workflow('agent-v2.2-output-parser-text', {
    rows: [{ q: 'Weather in Oslo? @json({"city": "Oslo", "temp": -3})' }],
    main: [agent(2.2, define('={{ $json.q }}', {}, { hasOutputParser: true }))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(structured({ city: 'Paris', temp: 20 }), 'ai_outputParser', 'AI Agent')],
  }),
  'agent-v2.2-memory-window': workflow('agent-v2.2-memory-window', {
    rows: [{ q: 'My name is Ada', s: 'one' }, { q: 'Second message', s: 'one' }, { q: 'Third message', s: 'one' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Simple Memory', 'memoryBufferWindow', 1.3, { sessionIdType: 'customKey', sessionKey: '={{ $json.s }}', contextWindowLength: 2 }), 'ai_memory', 'AI Agent'),
    ],
  }),
  'memoryBufferWindow-session-keys': workflow('memoryBufferWindow-session-keys', {
    rows: [{ q: 'I am user A', user: 'a' }, { q: 'I am user B', user: 'b' }, { q: 'A again', user: 'a' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Simple Memory', 'memoryBufferWindow', 1.3, { sessionIdType: 'customKey', sessionKey: '=chat-{{ $json.user }}' }), 'ai_memory', 'AI Agent'),
    ],
  }),
  'agent-v2.2-provider-error': workflow('agent-v2.2-provider-error', {
    rows: [{ q: 'This fails @status(500)' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(1.2, { maxRetries: 0 }), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v2.2-rate-limit': workflow('agent-v2.2-rate-limit', {
    rows: [{ q: 'Too many requests @status(429)' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(1.2, { maxRetries: 2 }), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v2.2-bad-key': workflow('agent-v2.2-bad-key', {
    rows: [{ q: 'Wrong key' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(1.2, { maxRetries: 0 }, { credential: 'aiFakeOpenAiBad' }), 'ai_languageModel', 'AI Agent')],
  }),

  // ---- Basic LLM chain
  'chainLlm-v1.4-plain': workflow('chainLlm-v1.4-plain', {
    rows: [{ chatInput: 'Tell me a fact' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.4, { promptType: 'auto', text: '={{ $json.chatInput }}' })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'chainLlm-v1.5-structured-parser': workflow('chainLlm-v1.5-structured-parser', {
    rows: [{ q: 'Give me a city @json({"output": {"city": "Lima", "temp": 18}})' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.5, { promptType: 'define', text: '={{ $json.q }}', hasOutputParser: true })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Basic LLM Chain'), sub(structured({ city: 'Paris', temp: 20 }), 'ai_outputParser', 'Basic LLM Chain')],
  }),
  'chainLlm-v1.5-parser-mismatch': workflow('chainLlm-v1.5-parser-mismatch', {
    rows: [{ q: 'Give me a city without the wrapper @json({"city": "Lima", "temp": 18})' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.5, { promptType: 'define', text: '={{ $json.q }}', hasOutputParser: true })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Basic LLM Chain'), sub(structured({ city: 'Paris', temp: 20 }), 'ai_outputParser', 'Basic LLM Chain')],
  }),
  'chainLlm-v1.6-item-list': workflow('chainLlm-v1.6-item-list', {
    rows: [{ q: 'List three colours @text(red\ngreen\nblue)' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.6, { promptType: 'define', text: '={{ $json.q }}', hasOutputParser: true })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Basic LLM Chain'), sub(node('Item List Output Parser', 'outputParserItemList', 1, { options: {} }), 'ai_outputParser', 'Basic LLM Chain')],
  }),
  'chainLlm-v1.7-messages': workflow('chainLlm-v1.7-messages', {
    rows: [{ q: 'Show the system prompt @system', topic: 'tea' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, {
      promptType: 'define',
      text: '={{ $json.q }}',
      messages: { messageValues: [{ type: 'SystemMessagePromptTemplate', message: '=You are an expert on {{ $json.topic }}.' }, { type: 'AIMessagePromptTemplate', message: 'Earlier answer' }] },
    })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'outputParserAutofixing-fixes': workflow('outputParserAutofixing-fixes', {
    rows: [{ q: 'Give a city @text(oops @json({"output": {"city": "Kyiv", "temp": 9}}))' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}', hasOutputParser: true })],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'Basic LLM Chain'),
      sub(node('Auto-fixing Output Parser', 'outputParserAutofixing', 1, { options: {} }), 'ai_outputParser', 'Basic LLM Chain'),
      sub(node('Fixer Model', 'lmChatOpenAi', 1.2, { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_languageModel', 'Auto-fixing Output Parser'),
      sub(structured({ city: 'Paris', temp: 20 }), 'ai_outputParser', 'Auto-fixing Output Parser'),
    ],
  }),

  // ---- Chat models
  'lmChatOpenAi-v1-options': workflow('lmChatOpenAi-v1-options', {
    rows: [{ q: 'Options reach the request' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(openAiChat(1, { temperature: 0.2, maxTokens: 50, topP: 0.9, frequencyPenalty: 0.1, presencePenalty: 0.3 }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatOpenAi-v1.2-json-format': workflow('lmChatOpenAi-v1.2-json-format', {
    rows: [{ q: 'Answer in JSON @json({"ok": true})' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(openAiChat(1.2, { responseFormat: 'json_object', temperature: 0 }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatOpenAi-v1.3-responses': workflow('lmChatOpenAi-v1.3-responses', {
    rows: [{ q: 'Via responses' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(openAiChat(1.3, { temperature: 0.5, maxTokens: 64 }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatOpenAi-v1.3-chat-completions': workflow('lmChatOpenAi-v1.3-chat-completions', {
    rows: [{ q: 'Via chat completions' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(openAiChat(1.3, {}, { responsesApiEnabled: false }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmOpenAi-completions': workflow('lmOpenAi-completions', {
    rows: [{ q: 'Complete this' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(node('OpenAI Model', 'lmOpenAi', 1, { model: { __rl: true, mode: 'list', value: 'gpt-3.5-turbo-instruct' }, options: { baseURL: `${FAKE}/v1`, maxTokens: 20, temperature: 0 } }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmOllama-generate': workflow('lmOllama-generate', {
    rows: [{ q: 'Generate this' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(node('Ollama Model', 'lmOllama', 1, { model: 'llama3.2', options: {} }, { credentials: cred('ollamaApi', 'aiFakeOllama') }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatAnthropic-v1.3-chain': workflow('lmChatAnthropic-v1.3-chain', {
    rows: [{ q: 'Hello Claude' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(node('Anthropic Chat Model', 'lmChatAnthropic', 1.3, { model: { __rl: true, mode: 'list', value: 'claude-3-5-haiku-20241022', cachedResultName: 'Claude Haiku 3.5' }, options: { maxTokensToSample: 256, temperature: 0.3 } }, { credentials: cred('anthropicApi', 'aiFakeAnthropic') }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatAnthropic-v1.3-agent-tool': workflow('lmChatAnthropic-v1.3-agent-tool', {
    rows: [{ q: 'Multiply @tool(calculator, {"input": "12*12"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(node('Anthropic Chat Model', 'lmChatAnthropic', 1.3, { model: { __rl: true, mode: 'list', value: 'claude-3-5-haiku-20241022' }, options: {} }, { credentials: cred('anthropicApi', 'aiFakeAnthropic') }), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'lmChatGoogleGemini-chain': workflow('lmChatGoogleGemini-chain', {
    rows: [{ q: 'Hello Gemini' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(node('Google Gemini Chat Model', 'lmChatGoogleGemini', 1, { modelName: 'models/gemini-2.5-flash', options: { temperature: 0.1, maxOutputTokens: 100 } }, { credentials: cred('googlePalmApi', 'aiFakeGemini') }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatGoogleGemini-agent-tool': workflow('lmChatGoogleGemini-agent-tool', {
    rows: [{ q: 'Divide @tool(calculator, {"input": "81/9"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(node('Google Gemini Chat Model', 'lmChatGoogleGemini', 1, { modelName: 'models/gemini-2.5-flash', options: {} }, { credentials: cred('googlePalmApi', 'aiFakeGemini') }), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'lmChatOllama-chain': workflow('lmChatOllama-chain', {
    rows: [{ q: 'Hello Llama' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(node('Ollama Chat Model', 'lmChatOllama', 1, { model: 'llama3.2', options: { temperature: 0.2, numCtx: 4096 } }, { credentials: cred('ollamaApi', 'aiFakeOllama') }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatOllama-agent-tool': workflow('lmChatOllama-agent-tool', {
    rows: [{ q: 'Square it @tool(calculator, {"input": "7^2"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(node('Ollama Chat Model', 'lmChatOllama', 1, { model: 'llama3.2', options: {} }, { credentials: cred('ollamaApi', 'aiFakeOllama') }), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'lmChatAnthropic-v1.3-bad-key': workflow('lmChatAnthropic-v1.3-bad-key', {
    rows: [{ q: 'Wrong key for Claude' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(node('Anthropic Chat Model', 'lmChatAnthropic', 1.3, { model: { __rl: true, mode: 'list', value: 'claude-3-5-haiku-20241022' }, options: {} }, { credentials: cred('anthropicApi', 'aiFakeAnthropicBad') }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatOpenRouter-chain': workflow('lmChatOpenRouter-chain', {
    rows: [{ q: 'Hello router' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(node('OpenRouter Chat Model', 'lmChatOpenRouter', 1, { model: 'openai/gpt-4.1-mini', options: { temperature: 0.4 } }, { credentials: cred('openRouterApi', 'aiFakeOpenRouter') }), 'ai_languageModel', 'Basic LLM Chain')],
  }),

  // ---- Chains with their own prompts
  'informationExtractor-attributes': workflow('informationExtractor-attributes', {
    rows: [{ text: 'Ada Lovelace was born in London in 1815. @json({"name": "Ada Lovelace", "city": "London", "year": 1815})' }],
    main: [node('Information Extractor', 'informationExtractor', 1.2, {
      text: '={{ $json.text }}',
      attributes: { attributes: [
        { name: 'name', type: 'string', description: 'Full name', required: true },
        { name: 'city', type: 'string', description: 'City of birth' },
        { name: 'year', type: 'number', description: 'Year of birth' },
      ] },
      options: {},
    })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Information Extractor')],
  }),
  'textClassifier-categories': workflow('textClassifier-categories', {
    rows: [{ text: 'The match ended 2-1 @json({"sports": true, "tech": false})' }, { text: 'New laptop released @json({"sports": false, "tech": true})' }],
    main: [node('Text Classifier', 'textClassifier', 1.1, {
      inputText: '={{ $json.text }}',
      categories: { categories: [{ category: 'sports', description: 'About sport' }, { category: 'tech', description: 'About technology' }] },
      options: {},
    })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Text Classifier')],
  }),
  'sentimentAnalysis-basic': workflow('sentimentAnalysis-basic', {
    rows: [{ text: 'I love this product @json({"sentiment": "Positive", "strength": 0.9, "confidence": 0.8})' }],
    main: [node('Sentiment Analysis', 'sentimentAnalysis', 1.1, { inputText: '={{ $json.text }}', options: { includeDetailedResults: true } })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Sentiment Analysis')],
  }),
  'chainSummarization-v2.1-map-reduce': workflow('chainSummarization-v2.1-map-reduce', {
    rows: [{ title: 'Weft', body: 'Weft runs n8n workflows. It is self-hostable.' }],
    main: [node('Summarization Chain', 'chainSummarization', 2.1, { options: {} })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'Summarization Chain')],
  }),

  // ---- The OpenAI node
  'openAi-v1.8-message': workflow('openAi-v1.8-message', {
    rows: [{ q: 'Say hello' }],
    main: [node('OpenAI', 'openAi', 1.8, {
      modelId: { __rl: true, mode: 'list', value: 'gpt-4o-mini' },
      messages: { values: [{ content: 'Be terse.', role: 'system' }, { content: '={{ $json.q }}' }] },
      options: { maxTokens: 64 },
    }, { credentials: cred('openAiApi', 'aiFakeOpenAi') })],
  }),
  'openAi-v2.1-response': workflow('openAi-v2.1-response', {
    rows: [{ q: 'Say hello via responses' }],
    main: [node('OpenAI', 'openAi', 2.1, {
      modelId: { __rl: true, mode: 'list', value: 'gpt-4o-mini' },
      responses: { values: [{ type: 'text', role: 'system', content: 'Be terse.' }, { type: 'text', content: '={{ $json.q }}' }] },
      builtInTools: {},
      options: {},
    }, { credentials: cred('openAiApi', 'aiFakeOpenAi') })],
  }),
  'openAi-v1.8-audio-generate': workflow('openAi-v1.8-audio-generate', {
    main: [node('OpenAI', 'openAi', 1.8, { resource: 'audio', input: 'Hello from Weft', voice: 'nova', options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') })],
  }),
  'openAi-v1.8-audio-transcribe': workflow('openAi-v1.8-audio-transcribe', {
    main: [
      node('Audio', 'n8n-nodes-base.code', 2, { jsCode: `return [{ json: {}, binary: { data: { data: Buffer.from('spoken words here').toString('base64'), mimeType: 'audio/mpeg', fileName: 'clip.mp3', fileExtension: 'mp3' } } }];` }),
      node('OpenAI', 'openAi', 1.8, { resource: 'audio', operation: 'transcribe', options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }),
    ],
  }),
  'openAi-v1.8-image-generate': workflow('openAi-v1.8-image-generate', {
    main: [node('OpenAI', 'openAi', 1.8, { resource: 'image', prompt: 'A red fox', options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') })],
  }),

  // ---- Embeddings and vector stores
  'vectorStoreInMemory-insert-load': workflow('vectorStoreInMemory-insert-load', {
    rows: [{ text: 'Cats purr when they are happy.' }, { text: 'Dogs bark at strangers.' }, { text: 'Stock prices fell on Monday.' }],
    main: [
      node('Insert', 'vectorStoreInMemory', 1.3, { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: 'ai-case-store' }, clearStore: true }),
      node('Load', 'vectorStoreInMemory', 1.3, { mode: 'load', memoryKey: { __rl: true, mode: 'list', value: 'ai-case-store' }, prompt: 'happy cats purr', topK: 2 }, { executeOnce: true }),
    ],
    subs: [
      sub(node('Embeddings OpenAI', 'embeddingsOpenAi', 1.2, { options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_embedding', 'Insert'),
      sub(node('Embeddings OpenAI Load', 'embeddingsOpenAi', 1.2, { options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_embedding', 'Load'),
      sub(node('Default Data Loader', 'documentDefaultDataLoader', 1.1, { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: { metadata: { metadataValues: [{ name: 'source', value: 'case' }] } } }), 'ai_document', 'Insert'),
    ],
  }),
  'textSplitter-recursive-loader': workflow('textSplitter-recursive-loader', {
    rows: [{ text: 'First paragraph about weaving looms.\n\nSecond paragraph about threads and colours.\n\nThird paragraph about patterns.' }],
    main: [node('Insert', 'vectorStoreInMemory', 1.3, { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: 'ai-case-splitter' }, clearStore: true })],
    subs: [
      sub(node('Embeddings OpenAI', 'embeddingsOpenAi', 1.2, { options: { dimensions: 256 } }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_embedding', 'Insert'),
      sub(node('Default Data Loader', 'documentDefaultDataLoader', 1.1, { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', textSplittingMode: 'custom', options: {} }), 'ai_document', 'Insert'),
      sub(node('Recursive Character Text Splitter', 'textSplitterRecursiveCharacterTextSplitter', 1, { chunkSize: 50, chunkOverlap: 0, options: {} }), 'ai_textSplitter', 'Default Data Loader'),
    ],
  }),
  'embeddingsGoogleGemini-insert': workflow('embeddingsGoogleGemini-insert', {
    rows: [{ text: 'Gemini embeds this sentence.' }],
    main: [node('Insert', 'vectorStoreInMemory', 1.3, { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: 'ai-case-gemini' }, clearStore: true })],
    subs: [
      sub(node('Embeddings Google Gemini', 'embeddingsGoogleGemini', 1, { modelName: 'models/text-embedding-004' }, { credentials: cred('googlePalmApi', 'aiFakeGemini') }), 'ai_embedding', 'Insert'),
      sub(node('Default Data Loader', 'documentDefaultDataLoader', 1.1, { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: {} }), 'ai_document', 'Insert'),
    ],
  }),
  'embeddingsOllama-insert': workflow('embeddingsOllama-insert', {
    rows: [{ text: 'Ollama embeds this sentence.' }],
    main: [node('Insert', 'vectorStoreInMemory', 1.3, { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: 'ai-case-ollama' }, clearStore: true })],
    subs: [
      sub(node('Embeddings Ollama', 'embeddingsOllama', 1, { model: 'all-minilm' }, { credentials: cred('ollamaApi', 'aiFakeOllama') }), 'ai_embedding', 'Insert'),
      sub(node('Default Data Loader', 'documentDefaultDataLoader', 1.1, { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: {} }), 'ai_document', 'Insert'),
    ],
  }),

  // ---- Retrieval: Q&A chain over a retriever, vector store tool
  'chainRetrievalQa-v1.3-retriever': workflow('chainRetrievalQa-v1.3-retriever', {
    main: [...pgInsertThenAsk('ai_case_qa_13', 'Which pet purrs? @system'), node('Question and Answer Chain', 'chainRetrievalQa', 1.3, { promptType: 'define', text: '={{ $json.question }}', options: {} })],
    subs: [
      ...insertSubs(),
      sub(openAiChat(), 'ai_languageModel', 'Question and Answer Chain'),
      sub(node('Vector Store Retriever', 'retrieverVectorStore', 1, { topK: 2 }), 'ai_retriever', 'Question and Answer Chain'),
      sub(pgStore('Postgres PGVector Store', 'retrieve', 'ai_case_qa_13'), 'ai_vectorStore', 'Vector Store Retriever'),
      sub(embeddings('Embeddings Retrieve'), 'ai_embedding', 'Postgres PGVector Store'),
    ],
  }),
  'chainRetrievalQa-v1.6-retriever': workflow('chainRetrievalQa-v1.6-retriever', {
    main: [...pgInsertThenAsk('ai_case_qa_16', 'Do dogs bark? @system', 'Tell me about parrots'), node('Question and Answer Chain', 'chainRetrievalQa', 1.6, {
      promptType: 'define', text: '={{ $json.question }}',
      // One item per batch: items of a batch run at once, so the order of their model calls is not fixed.
      options: { systemPromptTemplate: 'Answer from these notes only:\n{context}\nEnd of notes.', batching: { batchSize: 1 } },
    })],
    subs: [
      ...insertSubs(),
      sub(openAiChat(), 'ai_languageModel', 'Question and Answer Chain'),
      sub(node('Vector Store Retriever', 'retrieverVectorStore', 1, { topK: 1 }), 'ai_retriever', 'Question and Answer Chain'),
      sub(pgStore('Postgres PGVector Store', 'retrieve', 'ai_case_qa_16'), 'ai_vectorStore', 'Vector Store Retriever'),
      sub(embeddings('Embeddings Retrieve'), 'ai_embedding', 'Postgres PGVector Store'),
    ],
  }),
  'chainRetrievalQa-v1.5-completion-model': workflow('chainRetrievalQa-v1.5-completion-model', {
    main: [...pgInsertThenAsk('ai_case_qa_15', 'What can parrots learn?'), node('Question and Answer Chain', 'chainRetrievalQa', 1.5, { promptType: 'define', text: '={{ $json.question }}', options: {} })],
    subs: [
      ...insertSubs(),
      sub(node('OpenAI Model', 'lmOpenAi', 1, { model: { __rl: true, mode: 'list', value: 'gpt-3.5-turbo-instruct' }, options: { baseURL: `${FAKE}/v1` } }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_languageModel', 'Question and Answer Chain'),
      sub(node('Vector Store Retriever', 'retrieverVectorStore', 1, {}), 'ai_retriever', 'Question and Answer Chain'),
      sub(pgStore('Postgres PGVector Store', 'retrieve', 'ai_case_qa_15'), 'ai_vectorStore', 'Vector Store Retriever'),
      sub(embeddings('Embeddings Retrieve'), 'ai_embedding', 'Postgres PGVector Store'),
    ],
  }),
  'toolVectorStore-v1.1-agent': workflow('toolVectorStore-v1.1-agent', {
    rows: PET_FACTS,
    main: [...insertThenAsk('ai-case-qa-tool', 'Ask the pet notes @tool(Pet_Notes, {"input": "Which pet purrs?"})'), agent(2.2, define('={{ $json.question }}'))],
    subs: [
      ...insertSubs(),
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Pet Notes', 'toolVectorStore', 1.1, { description: 'facts about pets', topK: 2 }), 'ai_tool', 'AI Agent'),
      sub(memoryStore('Simple Vector Store', 'retrieve', 'ai-case-qa-tool'), 'ai_vectorStore', 'Pet Notes'),
      sub(embeddings('Embeddings Retrieve'), 'ai_embedding', 'Simple Vector Store'),
      sub(node('Tool Model', 'lmChatOpenAi', 1.2, { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_languageModel', 'Pet Notes'),
    ],
  }),
  'toolVectorStore-v1.1-agent-v3': workflow('toolVectorStore-v1.1-agent-v3', {
    rows: PET_FACTS,
    main: [...insertThenAsk('ai-case-qa-tool3', 'Ask the notes @tool(Pet_Notes, {"input": "Which pet can learn words?"})'), agent(3, define('={{ $json.question }}'))],
    subs: [
      ...insertSubs(),
      sub(openAiChat(1.3), 'ai_languageModel', 'AI Agent'),
      sub(node('Pet Notes', 'toolVectorStore', 1.1, { description: 'facts about pets', topK: 1 }), 'ai_tool', 'AI Agent'),
      sub(memoryStore('Simple Vector Store', 'retrieve', 'ai-case-qa-tool3'), 'ai_vectorStore', 'Pet Notes'),
      sub(embeddings('Embeddings Retrieve'), 'ai_embedding', 'Simple Vector Store'),
      sub(node('Tool Model', 'lmChatOpenAi', 1.2, { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_languageModel', 'Pet Notes'),
    ],
  }),
  'toolVectorStore-v1-agent': workflow('toolVectorStore-v1-agent', {
    rows: PET_FACTS,
    main: [...insertThenAsk('ai-case-qa-tool1', 'Ask @tool(pets, {"input": "Who barks?"})'), agent(2.2, define('={{ $json.question }}'))],
    subs: [
      ...insertSubs(),
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Vector Store Tool', 'toolVectorStore', 1, { name: 'pets', description: 'facts about pets', topK: 1 }), 'ai_tool', 'AI Agent'),
      sub(memoryStore('Simple Vector Store', 'retrieve', 'ai-case-qa-tool1'), 'ai_vectorStore', 'Vector Store Tool'),
      sub(embeddings('Embeddings Retrieve'), 'ai_embedding', 'Simple Vector Store'),
      sub(node('Tool Model', 'lmChatOpenAi', 1.2, { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} }, { credentials: cred('openAiApi', 'aiFakeOpenAi') }), 'ai_languageModel', 'Vector Store Tool'),
    ],
  }),

  // ---- The LangChain HTTP Request Tool (toolHttpRequest) against the fake's /http/ targets
  'toolHttpRequest-v1.1-get-placeholders': workflow('toolHttpRequest-v1.1-get-placeholders', {
    rows: [{ q: 'Weather please @tool(Weather, {"city": "Paris", "day": "monday"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Weather', 1.1, {
        toolDescription: 'Gets the weather of a city',
        url: `${FAKE}/http/echo/{city}`,
        sendQuery: true,
        parametersQuery: { values: [{ name: 'day', valueProvider: 'modelRequired' }, { name: 'units', valueProvider: 'fieldValue', value: 'metric' }, { name: 'lang', valueProvider: 'modelOptional' }] },
        placeholderDefinitions: { values: [{ name: 'city', description: 'The city name', type: 'string' }, { name: 'day', description: 'Day of the week', type: 'string' }] },
      }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'toolHttpRequest-v1.1-post-json': workflow('toolHttpRequest-v1.1-post-json', {
    rows: [{ q: 'Order it @tool(Order, {"item": "loom", "count": 2})' }],
    main: [agent(2.2, define('={{ $json.q }}', { returnIntermediateSteps: true }))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Order', 1.1, {
        toolDescription: 'Places an order',
        method: 'POST',
        url: `${FAKE}/http/echo/orders`,
        sendHeaders: true,
        parametersHeaders: { values: [{ name: 'x-test', valueProvider: 'fieldValue', value: 'fixed-header' }] },
        sendBody: true,
        specifyBody: 'json',
        jsonBody: '{"item": "{item}", "count": {count}, "source": "agent"}',
        placeholderDefinitions: { values: [{ name: 'item', description: 'What to order', type: 'string' }, { name: 'count', description: 'How many', type: 'number' }] },
        optimizeResponse: true,
        responseType: 'json',
        fieldsToInclude: 'selected',
        fields: 'method,body.item,body.count,xTest',
      }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'toolHttpRequest-v1.1-model-body-auth': workflow('toolHttpRequest-v1.1-model-body-auth', {
    rows: [{ q: 'Send it @tool(Sender, {"body": {"note": "hi", "n": 1}})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(node('Sender', 'toolHttpRequest', 1.1, {
        toolDescription: 'Sends a note',
        method: 'PUT',
        url: `${FAKE}/http/echo/notes`,
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendBody: true,
        specifyBody: 'model',
        optimizeResponse: true,
        responseType: 'json',
        fieldsToInclude: 'except',
        fields: 'authorization,contentType',
      }, { credentials: cred('httpHeaderAuth', 'aiFakeHeaderAuth') }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'toolHttpRequest-v1.1-records-field': workflow('toolHttpRequest-v1.1-records-field', {
    rows: [{ q: 'List records @tool(Records, {})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Records', 1.1, {
        toolDescription: 'Lists the records',
        url: `${FAKE}/http/records`,
        optimizeResponse: true,
        responseType: 'json',
        dataField: 'records',
        fieldsToInclude: 'selected',
        fields: 'name, maker.city',
      }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'toolHttpRequest-v1.1-html': workflow('toolHttpRequest-v1.1-html', {
    rows: [{ q: 'Read the page @tool(Page, {})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Page', 1.1, {
        toolDescription: 'Reads the page',
        url: `${FAKE}/http/page`,
        optimizeResponse: true,
        responseType: 'html',
        cssSelector: 'p',
        onlyContent: true,
        elementsToOmit: 'img, .ad',
        truncateResponse: true,
        maxLength: 60,
      }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'toolHttpRequest-v1.1-html-raw': workflow('toolHttpRequest-v1.1-html-raw', {
    rows: [{ q: 'Read the heading @tool(Page, {})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Page', 1.1, { toolDescription: 'Reads the page', url: `${FAKE}/http/page`, optimizeResponse: true, responseType: 'html', cssSelector: 'body' }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'toolHttpRequest-v1.1-status-error': workflow('toolHttpRequest-v1.1-status-error', {
    rows: [{ q: 'Fetch a missing page @tool(Fetch, {"code": "404"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Fetch', 1.1, { toolDescription: 'Fetches a status', url: `${FAKE}/http/status/{code}` }), 'ai_tool', 'AI Agent'),
    ],
  }),
  // No agent 3 case: n8n 1.123's engine runs the tool node for agent 3 and fails with "Invalid URL"
  // (toolHttpRequest has no execute); Weft's agent 3 calls the tool.
  // One tool per case: n8n hands an agent its tools in the reverse order of their connections.
  'toolHttpRequest-v1-string-input': workflow('toolHttpRequest-v1-string-input', {
    rows: [{ q: 'Look up an item @tool(Item_Lookup, {"input": "spindle"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Item Lookup', 1, { toolDescription: 'Looks an item up by name', url: `${FAKE}/http/echo/items/{name}` }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'toolHttpRequest-v1-json-text': workflow('toolHttpRequest-v1-json-text', {
    rows: [{ q: 'Search @tool(Query_Tool, {"input": "{\\"term\\": \\"warp\\", \\"page\\": 2}"})' }],
    main: [agent(2.2, define('={{ $json.q }}', { returnIntermediateSteps: true }))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(httpTool('Query Tool', 1, {
        toolDescription: 'Searches',
        url: `${FAKE}/http/echo/search`,
        sendQuery: true,
        specifyQuery: 'json',
        jsonQuery: '{"term": "{term}", "page": {page}}',
        placeholderDefinitions: { values: [{ name: 'term', type: 'string' }, { name: 'page', type: 'number', description: 'Page number' }] },
      }), 'ai_tool', 'AI Agent'),
    ],
  }),

  // ---- Azure OpenAI chat model
  'lmChatAzureOpenAi-chain': workflow('lmChatAzureOpenAi-chain', {
    rows: [{ q: 'Hello Azure' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(azureChat({ temperature: 0.3, maxTokens: 100, topP: 0.9 }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatAzureOpenAi-agent-tool': workflow('lmChatAzureOpenAi-agent-tool', {
    rows: [{ q: 'Multiply @tool(calculator, {"input": "11*11"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(azureChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'lmChatAzureOpenAi-json-format': workflow('lmChatAzureOpenAi-json-format', {
    rows: [{ q: 'Answer in json @json({"ok": 1})' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(azureChat({ responseFormat: 'json_object', frequencyPenalty: 0.5, presencePenalty: 0.2 }), 'ai_languageModel', 'Basic LLM Chain')],
  }),
  'lmChatAzureOpenAi-bad-key': workflow('lmChatAzureOpenAi-bad-key', {
    rows: [{ q: 'Wrong Azure key' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [sub(azureChat({ maxRetries: 0 }, 'aiFakeAzureBad'), 'ai_languageModel', 'Basic LLM Chain')],
  }),
};

/** MCP: the loopback MCP server of `../mcp-fake/server.mjs`, on 127.0.0.1:18234 while recording. */
const MCP = 'http://127.0.0.1:18234';
const mcpClient = (version, parameters, extra = {}) => node('MCP Client', 'mcpClientTool', version, parameters, extra);
Object.assign(cases, {
  'mcpClientTool-v1.2-agent': workflow('mcpClientTool-v1.2-agent', {
    rows: [{ q: 'Add two and three @tool(add, {"a": 2, "b": 3})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(mcpClient(1.2, { endpointUrl: `${MCP}/mcp` }), 'ai_tool', 'AI Agent')],
  }),
  'mcpClientTool-v1-sse': workflow('mcpClientTool-v1-sse', {
    rows: [{ q: 'Echo hi @tool(echo, {"text": "hi"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(mcpClient(1, { sseEndpoint: `${MCP}/sse` }), 'ai_tool', 'AI Agent')],
  }),
  'mcpClientTool-v1.1-bearer-selected': workflow('mcpClientTool-v1.1-bearer-selected', {
    rows: [{ q: 'Echo selected @tool(echo, {"text": "only echo"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(mcpClient(1.1, { endpointUrl: `${MCP}/auth/mcp`, serverTransport: 'httpStreamable', authentication: 'bearerAuth', include: 'selected', includeTools: ['echo'] },
        { credentials: cred('httpBearerAuth', 'mcpFakeBearer') }), 'ai_tool', 'AI Agent'),
    ],
  }),
  'mcpClientTool-v1.2-tool-error': workflow('mcpClientTool-v1.2-tool-error', {
    rows: [{ q: 'Try the failing tool @tool(fail, {"reason": "boom"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(mcpClient(1.2, { endpointUrl: `${MCP}/mcp`, include: 'except', excludeTools: ['add'] }), 'ai_tool', 'AI Agent')],
  }),
  'mcpClientTool-v1.2-unauthorized': workflow('mcpClientTool-v1.2-unauthorized', {
    rows: [{ q: 'No token @tool(echo, {"text": "x"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(mcpClient(1.2, { endpointUrl: `${MCP}/auth/mcp` }), 'ai_tool', 'AI Agent')],
  }),
});

/** The AI Agent Tool: an agent with its own model and Calculator, offered to the outer agent. */
const agentTool = (parameters = {}) => node('Math Agent', 'agentTool', 2.2, {
  toolDescription: 'Answers arithmetic questions',
  text: "={{ $fromAI('Prompt__User_Message_', 'The question for the math agent', 'string') }}",
  options: {},
  ...parameters,
});
Object.assign(cases, {
  'agentTool-v2.2-nested': (() => {
    const wf = workflow('agentTool-v2.2-nested', {
      rows: [{ q: 'Ask the math agent @tool(Math_Agent, {"Prompt__User_Message_": "Compute @tool(calculator, {\\"input\\": \\"7*6\\"})"})' }],
      main: [agent(2.2, define('={{ $json.q }}'))],
      subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(agentTool(), 'ai_tool', 'AI Agent')],
    });
    const inner = { ...openAiChat(), name: 'Inner Model', id: 'n-inner-model' };
    wf.nodes.push(inner, { ...calculator(), name: 'Calculator', id: 'n-calculator' });
    wf.connections['Inner Model'] = { ai_languageModel: [[{ node: 'Math Agent', type: 'ai_languageModel', index: 0 }]] };
    wf.connections.Calculator = { ai_tool: [[{ node: 'Math Agent', type: 'ai_tool', index: 0 }]] };
    return wf;
  })(),
});

/** A PDF of one text page per entry (Helvetica, a line per string), with a title and author. */
function pdfFile(pages) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids = [];
  for (const lines of pages) {
    const text = lines.map((l, i) => `${i ? '0 -18 Td ' : ''}(${l.replace(/[()\\]/g, '\\$&')}) Tj`).join(' ');
    const stream = `BT /F1 12 Tf 40 260 Td ${text} ET`;
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const contents = objects.length;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents ${contents} 0 R /Resources << /Font << /F1 FONT 0 R >> >> >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const font = objects.length;
  objects.push('<< /Title (Loom notes) /Author (Weft tests) >>');
  const info = objects.length;
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body.replace('FONT', String(font))}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1').toString('base64');
}

/** A Word .docx file of the given paragraphs. */
async function docxFile(paragraphs) {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return (await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })).toString('base64');
}

/** A Code node making one item with a file under `data` (base64). */
const fileItem = (fileName, mimeType, base64, json = {}) =>
  node('File', 'n8n-nodes-base.code', 2, {
    jsCode: `return [${JSON.stringify({ json, binary: { data: { data: base64, mimeType, fileName } } })}];`,
  });
/** Insert into the Simple Vector Store `key`, its documents from `loader` (with `more` sub-nodes). */
const loaderCase = (name, file, key, loader, more = []) =>
  workflow(name, {
    main: [file, memoryStore('Insert', 'insert', key, { clearStore: true })],
    subs: [sub(embeddings('Embeddings Insert'), 'ai_embedding', 'Insert'), sub(loader, 'ai_document', 'Insert'), ...more],
  });
const charSplitter = (target, chunkSize = 40) =>
  sub(node('Character Text Splitter', 'textSplitterCharacterTextSplitter', 1, { separator: ' ', chunkSize, chunkOverlap: 0 }), 'ai_textSplitter', target);
const PDF_PAGES = [['Weaving starts with the warp.', 'The warp threads run lengthwise.'], ['The weft crosses the warp.', 'A shuttle carries it.']];
const DOCX = await docxFile(['Looms hold the warp under tension.', 'Heddles lift the threads.']);
Object.assign(cases, {
  'documentDefaultDataLoader-v1.1-pdf': loaderCase('documentDefaultDataLoader-v1.1-pdf', fileItem('loom.pdf', 'application/pdf', pdfFile(PDF_PAGES)), 'ai-case-pdf',
    node('Default Data Loader', 'documentDefaultDataLoader', 1.1, { dataType: 'binary', options: {} })),
  'documentDefaultDataLoader-v1.1-pdf-pages': loaderCase('documentDefaultDataLoader-v1.1-pdf-pages', fileItem('loom.pdf', 'application/pdf', pdfFile(PDF_PAGES)), 'ai-case-pdf-pages',
    node('Default Data Loader', 'documentDefaultDataLoader', 1.1, { dataType: 'binary', loader: 'pdfLoader', options: { splitPages: true, metadata: { metadataValues: [{ name: 'book', value: 'loom' }] } } })),
  'documentDefaultDataLoader-v1-docx': loaderCase('documentDefaultDataLoader-v1-docx', fileItem('loom.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX), 'ai-case-docx',
    node('Default Data Loader', 'documentDefaultDataLoader', 1, { dataType: 'binary', binaryMode: 'specificField', binaryDataKey: 'data', options: {} }), [charSplitter('Default Data Loader')]),
  'documentBinaryInputLoader-pdf': loaderCase('documentBinaryInputLoader-pdf', fileItem('loom.pdf', 'application/pdf', pdfFile(PDF_PAGES)), 'ai-case-binary-pdf',
    node('Binary Input Loader', 'documentBinaryInputLoader', 1, { loader: 'pdfLoader', binaryDataKey: 'data', options: {} }), [charSplitter('Binary Input Loader', 1000)]),
  'documentBinaryInputLoader-csv-column': loaderCase('documentBinaryInputLoader-csv-column', fileItem('pets.csv', 'text/csv', Buffer.from('pet;sound\ncat;purr\ndog;bark\n').toString('base64')), 'ai-case-binary-csv',
    node('Binary Input Loader', 'documentBinaryInputLoader', 1, { loader: 'csvLoader', column: 'sound', separator: ';', binaryDataKey: 'data', options: { metadata: { metadataValues: [{ name: 'kind', value: 'pets' }] } } }), [charSplitter('Binary Input Loader')]),
  'documentBinaryInputLoader-wrong-loader': loaderCase('documentBinaryInputLoader-wrong-loader', fileItem('notes.txt', 'text/plain', Buffer.from('plain notes').toString('base64')), 'ai-case-binary-wrong',
    node('Binary Input Loader', 'documentBinaryInputLoader', 1, { binaryDataKey: 'data', options: {} }), [charSplitter('Binary Input Loader')]),
  'documentJsonInputLoader-pointers': workflow('documentJsonInputLoader-pointers', {
    rows: [{ text: 'Cats purr when they are happy and warm.', meta: { title: 'Cats' } }, { text: 'Dogs bark at strangers.', meta: { title: 'Dogs' } }],
    main: [memoryStore('Insert', 'insert', 'ai-case-json-loader', { clearStore: true })],
    subs: [
      sub(embeddings('Embeddings Insert'), 'ai_embedding', 'Insert'),
      sub(node('JSON Input Loader', 'documentJsonInputLoader', 1, { pointers: '/text, /meta/title', options: { metadata: { metadataValues: [{ name: 'from', value: 'json' }] } } }), 'ai_document', 'Insert'),
      charSplitter('JSON Input Loader', 20),
    ],
  }),
  'documentJsonInputLoader-no-splitter': workflow('documentJsonInputLoader-no-splitter', {
    rows: [{ text: 'Parrots can learn words.', n: 3 }],
    main: [memoryStore('Insert', 'insert', 'ai-case-json-plain', { clearStore: true })],
    subs: [sub(embeddings('Embeddings Insert'), 'ai_embedding', 'Insert'), sub(node('JSON Input Loader', 'documentJsonInputLoader', 1, { options: {} }), 'ai_document', 'Insert')],
  }),
});

/** Version 1's older agent types, each on its own prompt format (the fake answers with `@text`). */
const legacyAgent = (version, type, text, options = {}) => agent(version, { agent: type, promptType: 'define', text, hasOutputParser: false, options });
/** A window memory; each case its own session (the tests run every case in one process, where the memory lives on). */
const bufferMemory = (sessionKey = 'legacy-agent') => node('Window Buffer Memory', 'memoryBufferWindow', 1.2, { sessionIdType: 'customKey', sessionKey, contextWindowLength: 5 });
const textModel = () => node('OpenAI Model', 'lmOpenAi', 1, { model: { __rl: true, mode: 'list', value: 'gpt-3.5-turbo-instruct' }, options: { baseURL: `${FAKE}/v1` } }, { credentials: cred('openAiApi', 'aiFakeOpenAi') });
Object.assign(cases, {
  'agent-v1.5-conversational-memory': workflow('agent-v1.5-conversational-memory', {
    rows: [{ q: 'First @text({"action": "Final Answer", "action_input": "Hello, weaver"})' }, { q: 'Second @text(```json\n{"action": "Final Answer", "action_input": "Still here"}\n```)' }],
    main: [legacyAgent(1.5, 'conversationalAgent', '={{ $json.q }}')],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(bufferMemory(), 'ai_memory', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.6-conversational-tool-round': workflow('agent-v1.6-conversational-tool-round', {
    rows: [{ q: 'Add @text({"action": "calculator", "action_input": "2+3"})' }],
    main: [legacyAgent(1.6, 'conversationalAgent', '={{ $json.q }}', { systemMessage: 'You weave {{ answers }} carefully.', maxIterations: 3, returnIntermediateSteps: true })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.5-conversational-structured-tool': workflow('agent-v1.5-conversational-structured-tool', {
    rows: [{ q: 'Hello' }],
    main: [legacyAgent(1.5, 'conversationalAgent', '={{ $json.q }}')],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(node('Adder', 'toolCode', 1.3, {
      description: 'Adds two numbers', jsCode: 'return String(query.a + query.b);', specifyInputSchema: true, schemaType: 'manual',
      inputSchema: JSON.stringify({ type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } }),
    }), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.5-conversational-text-model': workflow('agent-v1.5-conversational-text-model', {
    rows: [{ q: 'Hello' }],
    main: [legacyAgent(1.5, 'conversationalAgent', '={{ $json.q }}')],
    subs: [sub(textModel(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v1.6-react-final': workflow('agent-v1.6-react-final', {
    rows: [{ q: 'What is the answer? @text(Thought: I know this.\nFinal Answer: Forty-two)' }, { q: 'Again @text(Final Answer: Still forty-two)' }],
    main: [legacyAgent(1.6, 'reActAgent', '={{ $json.q }}')],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.6-react-max-iterations': workflow('agent-v1.6-react-max-iterations', {
    rows: [{ q: 'Keep adding @text(Thought: add them\nAction: calculator\nAction Input: 2+3)' }],
    main: [legacyAgent(1.6, 'reActAgent', '={{ $json.q }}', { maxIterations: 2, returnIntermediateSteps: true, prefix: 'Answer {{ braces }} well. You have these tools:' })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.6-react-text-model': workflow('agent-v1.6-react-text-model', {
    rows: [{ q: 'Say it @text( I can answer.\nFinal Answer: From a completion model)' }],
    main: [legacyAgent(1.6, 'reActAgent', '={{ $json.q }}')],
    subs: [sub(textModel(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.6-react-output-parser': workflow('agent-v1.6-react-output-parser', {
    rows: [{ q: 'Describe a loom @text(Final Answer: {"output": {"name": "Jacquard", "shafts": 8}})' }],
    main: [agent(1.6, { agent: 'reActAgent', promptType: 'define', text: '={{ $json.q }}', hasOutputParser: true, options: {} })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent'), sub(structured({ name: 'Jacquard', shafts: 8 }), 'ai_outputParser', 'AI Agent')],
  }),
  'agent-v1.7-plan-and-execute': workflow('agent-v1.7-plan-and-execute', {
    rows: [{ q: 'Greet me @text(Plan:\n1. Greet the user warmly @text(Thought: easy\nFinal Answer: Hello, weaver!)\n<END_OF_PLAN>)' }],
    main: [legacyAgent(1.7, 'planAndExecuteAgent', '={{ $json.q }}')],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.8-openai-functions': workflow('agent-v1.8-openai-functions', {
    rows: [{ q: 'Compute @tool(calculator, {"input": "6*7"})' }],
    main: [legacyAgent(1.8, 'openAiFunctionsAgent', '={{ $json.q }}', { systemMessage: 'You are a careful weaver' })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(calculator(), 'ai_tool', 'AI Agent')],
  }),
});

/** The HTTP Request Tool 1.1 (a structured tool) under the older agents: from 1.5 they get its text variant. */
const weatherTool = () => httpTool('Weather', 1.1, {
  toolDescription: 'Gets the {weather} of a city',
  url: `${FAKE}/http/echo/{city}`,
  sendQuery: true,
  parametersQuery: { values: [{ name: 'day', valueProvider: 'modelRequired' }] },
  placeholderDefinitions: { values: [{ name: 'city', description: 'The city name', type: 'string' }, { name: 'day', description: 'Day of the week', type: 'string' }] },
});
Object.assign(cases, {
  'agent-v1.6-react-http-text-tool': workflow('agent-v1.6-react-http-text-tool', {
    rows: [{ q: `Weather? @text(${JSON.stringify({ action: 'Weather', action_input: JSON.stringify({ city: 'Paris', day: 'monday' }) })})` }],
    main: [legacyAgent(1.6, 'reActAgent', '={{ $json.q }}', { maxIterations: 1, returnIntermediateSteps: true })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(weatherTool(), 'ai_tool', 'AI Agent')],
  }),
  'agent-v1.6-react-http-text-tool-bad-json': workflow('agent-v1.6-react-http-text-tool-bad-json', {
    rows: [{ q: `Weather? @text(${JSON.stringify({ action: 'Weather', action_input: 'Paris on monday' })})` }],
    main: [legacyAgent(1.6, 'reActAgent', '={{ $json.q }}', { maxIterations: 1, returnIntermediateSteps: true })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(weatherTool(), 'ai_tool', 'AI Agent')],
  }),
});

/** The SQL Agent over an SQLite file and PostgreSQL (the fake answers its ReAct steps with `@text`). */
async function sqliteFile() {
  const { default: Database } = await import('better-sqlite3');
  const { tmpdir } = await import('node:os');
  const { readFileSync, rmSync } = await import('node:fs');
  const file = join(tmpdir(), `ai-case-looms-${process.pid}.sqlite`);
  rmSync(file, { force: true });
  const db = new Database(file);
  db.exec("CREATE TABLE looms (id INTEGER PRIMARY KEY, name TEXT NOT NULL, shafts INTEGER); INSERT INTO looms (name, shafts) VALUES ('Jacquard', 24), ('Dobby', 16), ('Table', 4);");
  db.close();
  const bytes = readFileSync(file).toString('base64');
  rmSync(file);
  return bytes;
}
const SQLITE = await sqliteFile();
const sqlAgent = (parameters, credentials) => node('AI Agent', 'agent', 1.7, { agent: 'sqlAgent', promptType: 'define', options: {}, ...parameters }, credentials ? { credentials } : {});
const sqlAsk = (action, input) => `@text(Thought: I use a tool\nAction: ${action}\nAction Input: ${input})`;
const resetLooms = (table) => node('Reset Table', 'n8n-nodes-base.postgres', 2.6, {
  operation: 'executeQuery',
  query: `DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (id integer PRIMARY KEY, name text NOT NULL, shafts integer); INSERT INTO ${table} VALUES (1, 'Jacquard', 24), (2, 'Dobby', 16);`,
  options: {},
}, { credentials: cred('postgres', 'aiCasePostgres'), executeOnce: true });
Object.assign(cases, {
  'agent-v1.7-sql-sqlite-answer': workflow('agent-v1.7-sql-sqlite-answer', {
    main: [fileItem('looms.sqlite', 'application/vnd.sqlite3', SQLITE), sqlAgent({ dataSource: 'sqlite', text: 'How many looms? @text(Thought: I know.\nFinal Answer: Three looms)' })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v1.7-sql-sqlite-query': workflow('agent-v1.7-sql-sqlite-query', {
    main: [fileItem('looms.sqlite', 'application/vnd.sqlite3', SQLITE), sqlAgent({ dataSource: 'sqlite', text: `Which looms? ${sqlAsk('query-sql', 'SELECT name, shafts FROM looms ORDER BY shafts LIMIT 2')}` })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v1.7-sql-sqlite-tables': workflow('agent-v1.7-sql-sqlite-tables', {
    main: [fileItem('looms.sqlite', 'application/vnd.sqlite3', SQLITE), sqlAgent({ dataSource: 'sqlite', text: `Schema? ${sqlAsk('info-sql', 'looms')}`, options: { includedSampleRows: 2, topK: 5 } })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v1.7-sql-sqlite-blocked': workflow('agent-v1.7-sql-sqlite-blocked', {
    main: [fileItem('looms.sqlite', 'application/vnd.sqlite3', SQLITE), sqlAgent({ dataSource: 'sqlite', text: `Clean up ${sqlAsk('query-sql', 'DROP TABLE looms')}` })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v1.7-sql-sqlite-no-binary': workflow('agent-v1.7-sql-sqlite-no-binary', {
    rows: [{ q: 'x' }],
    main: [sqlAgent({ dataSource: 'sqlite', text: 'How many looms?' })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent')],
  }),
  'agent-v1.7-sql-postgres': workflow('agent-v1.7-sql-postgres', {
    rows: [{ q: `Which loom has most shafts? ${sqlAsk('query-sql', 'SELECT name FROM ai_case_looms ORDER BY shafts DESC LIMIT 1')}` }],
    main: [resetLooms('ai_case_looms'), sqlAgent({ dataSource: 'postgres', text: '={{ $("Items").item.json.q }}', options: { includedTables: 'ai_case_looms' } }, cred('postgres', 'aiCasePostgres'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(bufferMemory('sql-agent'), 'ai_memory', 'AI Agent')],
  }),
});

/** The LangChain Code node: `execute` and/or `supplyData` code, with the inputs and outputs it declares. */
const lcCode = (name, { execute, supplyData, inputs = [], outputs = [] }, extra = {}) =>
  node(name, 'code', 1, {
    code: { ...(execute ? { execute: { code: execute } } : {}), ...(supplyData ? { supplyData: { code: supplyData } } : {}) },
    inputs: { input: inputs },
    outputs: { output: outputs },
  }, extra);
const mainIn = { type: 'main', required: true, maxConnections: 1 };
const modelIn = { type: 'ai_languageModel', required: true, maxConnections: 1 };

Object.assign(cases, {
  'langchain-code-execute-chain': workflow('langchain-code-execute-chain', {
    rows: [{ topic: 'looms' }, { topic: 'yarn' }],
    main: [lcCode('LangChain Code', {
      execute: [
        "const { PromptTemplate } = require('@langchain/core/prompts');",
        "const model = await this.getInputConnectionData('ai_languageModel', 0);",
        "const prompt = PromptTemplate.fromTemplate('Tell me about {topic}');",
        'const out = [];',
        'for (const item of items) {',
        '  const answer = await prompt.pipe(model).invoke({ topic: item.json.topic });',
        '  out.push({ json: { topic: item.json.topic, text: answer.content } });',
        '}',
        'return out;',
      ].join('\n'),
      inputs: [mainIn, modelIn],
      outputs: [{ type: 'main' }],
    })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'LangChain Code')],
  }),
  'langchain-code-execute-message': workflow('langchain-code-execute-message', {
    rows: [{ q: 'Tell me a joke about weaving' }],
    main: [lcCode('LangChain Code', {
      execute: [
        "const { PromptTemplate } = require('@langchain/core/prompts');",
        '',
        'const query = $input.item.json.q;',
        'const prompt = PromptTemplate.fromTemplate(query);',
        "const llm = await this.getInputConnectionData('ai_languageModel', 0);",
        'let chain = prompt.pipe(llm);',
        'const output = await chain.invoke();',
        'return [ {json: { output } } ];',
      ].join('\n'),
      inputs: [mainIn, modelIn],
      outputs: [{ type: 'main' }],
    })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'LangChain Code')],
  }),
  'langchain-code-execute-globals': workflow('langchain-code-execute-globals', {
    rows: [{ name: 'warp', n: 1 }, { name: 'weft', n: 2 }, { name: 'heddle', n: 3 }],
    main: [lcCode('LangChain Code', {
      execute: [
        'const all = $input.all();',
        'const odd = [], even = [];',
        'for (const item of this.getInputData()) (item.json.n % 2 ? odd : even).push({ json: { name: item.json.name } });',
        'odd.push({ json: {',
        '  first: $json.name,',
        "  fromItems: $('Items').first().json.name,",
        '  count: items.length + all.length,',
        '  node: this.getNode().name,',
        '  outputs: this.getNodeOutputs().map((o) => o.type),',
        "  param: $getNodeParameter('outputs', 0).output.length,",
        '  when: new Date(Date.UTC(2020, 0, 2)),',
        '  pattern: /we+ft/g,',
        '} });',
        'return [odd, even];',
      ].join('\n'),
      inputs: [mainIn],
      outputs: [{ type: 'main' }, { type: 'main' }],
    })],
  }),
  'langchain-code-execute-error': workflow('langchain-code-execute-error', {
    rows: [{ q: 'x' }],
    main: [lcCode('LangChain Code', {
      execute: "const shafts = 8;\nthrow new TypeError('The loom jammed at ' + shafts + ' shafts');",
      inputs: [mainIn],
      outputs: [{ type: 'main' }],
    })],
  }),
  'langchain-code-execute-continue': workflow('langchain-code-execute-continue', {
    rows: [{ q: 'x' }],
    main: [lcCode('LangChain Code', {
      execute: 'const a = 1;\nreturn missingThing.value;',
      inputs: [mainIn],
      outputs: [{ type: 'main' }],
    }, { onError: 'continueRegularOutput' })],
  }),
  'langchain-code-execute-bad-return': workflow('langchain-code-execute-bad-return', {
    rows: [{ q: 'x' }],
    main: [lcCode('LangChain Code', {
      execute: "return 'not items';",
      inputs: [mainIn],
      outputs: [{ type: 'main' }],
    })],
  }),
  'langchain-code-legacy-import': workflow('langchain-code-legacy-import', {
    rows: [{ topic: 'shuttles' }],
    main: [lcCode('LangChain Code', {
      execute: [
        "const { LLMChain } = require('langchain/chains');",
        "const { PromptTemplate } = require('@langchain/core/prompts');",
        "const llm = await this.getInputConnectionData('ai_languageModel', 0);",
        "const chain = new LLMChain({ llm, prompt: PromptTemplate.fromTemplate('Explain {topic} briefly') });",
        'const result = await chain.invoke({ topic: $json.topic });',
        'return [{ json: { text: result.text } }];',
      ].join('\n'),
      inputs: [mainIn, modelIn],
      outputs: [{ type: 'main' }],
    })],
    subs: [sub(openAiChat(), 'ai_languageModel', 'LangChain Code')],
  }),
  'langchain-code-supply-tool': workflow('langchain-code-supply-tool', {
    rows: [{ q: 'Reverse it @tool(reverse_text, {"input": "loom"})' }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [sub(openAiChat(), 'ai_languageModel', 'AI Agent'), sub(lcCode('Reverser', {
      supplyData: [
        "const { DynamicTool } = require('@langchain/core/tools');",
        'return new DynamicTool({',
        "  name: 'reverse_text',",
        "  description: 'Reverses the text it is given',",
        "  func: async (text) => text.split('').reverse().join(''),",
        '});',
      ].join('\n'),
      outputs: [{ type: 'ai_tool' }],
    }), 'ai_tool', 'AI Agent')],
  }),
  'langchain-code-supply-tool-gate': workflow('langchain-code-supply-tool-gate', {
    rows: [{ q: 'Add @tool(calculator, {"input": "2+3"})', allowed: [] }],
    main: [agent(2.2, define('={{ $json.q }}'))],
    subs: [
      sub(openAiChat(), 'ai_languageModel', 'AI Agent'),
      sub(lcCode('Check permissions', {
        supplyData: [
          "const { DynamicTool } = require('@langchain/core/tools');",
          "const connected = await this.getInputConnectionData('ai_tool', 0);",
          'const allowed = $input.item.json.allowed;',
          'return connected.map((tool) => allowed.includes(tool.name) ? tool : new DynamicTool({',
          '  name: tool.name,',
          '  description: tool.description,',
          "  func: async () => 'Tell the user they may not use this tool.',",
          '}));',
        ].join('\n'),
        inputs: [{ type: 'ai_tool', required: true }],
        outputs: [{ type: 'ai_tool' }],
      }), 'ai_tool', 'AI Agent'),
      sub(calculator(), 'ai_tool', 'Check permissions'),
    ],
  }),
  'langchain-code-supply-model': workflow('langchain-code-supply-model', {
    rows: [{ q: 'Say hello to the weavers' }],
    main: [node('Basic LLM Chain', 'chainLlm', 1.7, { promptType: 'define', text: '={{ $json.q }}' })],
    subs: [
      sub(lcCode('Model Relay', {
        supplyData: "const model = await this.getInputConnectionData('ai_languageModel', 0);\nreturn model;",
        inputs: [modelIn],
        outputs: [{ type: 'ai_languageModel' }],
      }), 'ai_languageModel', 'Basic LLM Chain'),
      sub(openAiChat(), 'ai_languageModel', 'Model Relay'),
    ],
  }),
  'langchain-code-no-main-output': workflow('langchain-code-no-main-output', {
    rows: [{ q: 'x' }],
    main: [lcCode('LangChain Code', { execute: 'return items;', inputs: [mainIn], outputs: [] })],
  }),
  'langchain-code-no-execute-code': workflow('langchain-code-no-execute-code', {
    rows: [{ q: 'x' }],
    main: [lcCode('LangChain Code', { supplyData: 'return 1;', inputs: [mainIn], outputs: [{ type: 'main' }] })],
  }),
  'langchain-code-missing-module': workflow('langchain-code-missing-module', {
    rows: [{ q: 'x' }],
    main: [lcCode('LangChain Code', {
      execute: "const fs = require('fs');\nreturn [{ json: { ok: !!fs } }];",
      inputs: [mainIn],
      outputs: [{ type: 'main' }],
    })],
  }),
});

const only = process.argv.slice(2);
writeFileSync(join(here, 'credentials.json'), `${JSON.stringify(credentials, null, 2)}\n`);
for (const [name, wf] of Object.entries(cases)) {
  if (only.length && !only.includes(name)) continue;
  const dir = join(here, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'workflow.json'), `${JSON.stringify(wf, null, 2)}\n`);
}
console.log(`${only.length || Object.keys(cases).length} case(s) written`);
