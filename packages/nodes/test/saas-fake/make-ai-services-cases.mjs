/**
 * Writes the AI services cases recorded from n8n against the ai-services fakes
 * (families/ai-services.mjs) under src/<node>/conformance-fake/<case>/{workflow.json,seed.json}, and
 * each folder's credentials.json: Perplexity 1 (messages from expressions over two items, every
 * option with Simplify Output, an invalid model, a refused message order with Continue, a wrong
 * key), and the Wikipedia and SerpApi tools run in the main flow (as n8n runs a tool node given
 * items; their continue-on-fail cases end with a No Operation node: n8n ends the run with a continued
 * node's thrown error when that node is the last, which Weft's engine does not do). Run it, then `record.sh ai-services src/<node>/conformance-fake` for each node folder.
 *
 * It also writes the tools' agent cases under src/tool-wikipedia/n8n-cases and
 * src/tool-serp-api/n8n-cases: an agent (2.2, and 3 for Wikipedia) with an OpenAI chat model on the AI
 * fake (reached through api.openai.com, which the ai-services family passes to it), whose prompt
 * makes the model call the tool. Record them with `record.sh ai-services src/tool-wikipedia/n8n-cases` (and tool-serp-api); src/tool-wikipedia/agent-cases.test.ts
 * replays both folders.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const src = new URL('../../src/', import.meta.url);
const PERPLEXITY = { id: 'pErPlExItY000001', name: 'Perplexity account', type: 'perplexityApi' };
const PERPLEXITY_BAD = { id: 'pErPlExItY000002', name: 'Perplexity wrong key', type: 'perplexityApi' };
const SERPAPI = { id: 'sErPaPi000000001', name: 'SerpAPI account', type: 'serpApi' };

const wikipedia = {
  pages: [
    { title: 'Ada Lovelace', extract: 'Augusta Ada King, Countess of Lovelace, was an English mathematician and writer.\nShe wrote the first program for the Analytical Engine.', redirects: ['Lovelace'] },
    { title: 'Charles Babbage', extract: 'Charles Babbage was an English polymath. He designed the Analytical Engine, which Ada Lovelace described.' },
    { title: 'Analytical Engine', extract: 'The Analytical Engine was a proposed general-purpose computer designed by Charles Babbage. Ada Lovelace published notes on it.' },
    { title: 'Ada (programming language)', extract: 'Ada is a programming language named after Ada Lovelace.' },
    { title: 'Long article', extract: 'Filler words for a long article. '.repeat(150) },
  ],
};

/** The manual trigger, a Code node giving `items`, then `steps` in a chain. */
function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, step] of steps.entries()) {
    const { name, type, typeVersion = 1, parameters, onError, credential } = step;
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type, typeVersion, position: [440 + 220 * i, 0],
      ...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const perplexity = (name, parameters, extra = {}) => ({ name, type: 'n8n-nodes-base.perplexity', parameters, credential: PERPLEXITY, ...extra });

const folders = {
  perplexity: {
    credentials: [
      { ...PERPLEXITY, data: { apiKey: 'pplx-test-key' } },
      { ...PERPLEXITY_BAD, data: { apiKey: 'pplx-wrong' } },
    ],
    cases: {
      'complete-basic-1': {
        workflow: workflow(
          [perplexity('Ask', { messages: { message: [{ content: '={{ $json.question }}' }] }, options: {} })],
          [{ question: 'What is the capital of France?' }, { question: 'Who wrote Hamlet?' }],
        ),
      },
      'complete-simplify-options-1': {
        workflow: workflow([
          perplexity('Ask simply', {
            model: 'sonar-pro',
            messages: { message: [{ role: 'system', content: 'Be brief.' }, { content: 'Weather in Paris?' }, { role: 'assistant', content: 'Sunny.' }, { content: 'And tomorrow?' }] },
            simplify: true,
            options: { frequencyPenalty: 0.5, maxTokens: 100, temperature: 0.7, topK: 5, topP: 0.8, presencePenalty: 0.3, returnImages: true, returnRelatedQuestions: true, searchDomainFilter: 'example.com, -spam.com', searchRecency: 'week' },
          }),
        ]),
      },
      'complete-defaults-simplify-1': {
        workflow: workflow([perplexity('Reasoning', { model: 'sonar-reasoning', messages: { message: [{ content: 'Hello' }] }, simplify: true, options: { temperature: 0 } })]),
      },
      'error-invalid-model-1': {
        workflow: workflow([perplexity('Bad model', { model: '={{ "sonar-huge" }}', messages: { message: [{ content: 'Hi' }] }, options: {} })]),
      },
      'error-message-order-continue-1': {
        workflow: workflow(
          [perplexity('Two users', { messages: { message: [{ content: '={{ $json.a }}' }, { content: '={{ $json.b }}', role: '={{ $json.role }}' }] }, options: {} }, { onError: 'continueRegularOutput' })],
          [{ a: 'One', b: 'Two', role: 'user' }, { a: 'One', b: 'Two', role: 'assistant' }, { a: 'Fine', b: 'Last', role: 'user' }],
        ),
      },
      'error-message-order-1': {
        workflow: workflow([perplexity('Assistant last', { messages: { message: [{ content: 'Q' }, { role: 'assistant', content: 'A' }] }, options: {} })]),
      },
      'error-bad-key-1': {
        workflow: workflow([perplexity('Wrong key', { messages: { message: [{ content: 'Hi' }] }, options: {} }, { credential: PERPLEXITY_BAD })]),
      },
      'error-bad-key-continue-1': {
        workflow: workflow([perplexity('Wrong key', { messages: { message: [{ content: 'Hi' }] }, options: {} }, { credential: PERPLEXITY_BAD, onError: 'continueErrorOutput' })]),
      },
    },
  },
  'tool-wikipedia': {
    credentials: [],
    cases: {
      'main-search-1': {
        seed: { wikipedia },
        workflow: workflow(
          [{ name: 'Wikipedia', type: '@n8n/n8n-nodes-langchain.toolWikipedia', parameters: {} }],
          [{ input: 'Ada Lovelace' }, { input: 'Lovelace' }, { input: 'zebra quantum' }, { input: 'long article filler' }, { query: 'no input field' }],
        ),
      },
      'main-error-continue-1': {
        seed: { wikipedia: { ...wikipedia, status: 503 } },
        workflow: workflow([
          { name: 'Wikipedia', type: '@n8n/n8n-nodes-langchain.toolWikipedia', parameters: {}, onError: 'continueRegularOutput' },
          { name: 'Done', type: 'n8n-nodes-base.noOp', parameters: {} },
        ], [{ input: 'Ada Lovelace' }, { input: 'Babbage' }]),
      },
      'main-error-1': {
        seed: { wikipedia: { ...wikipedia, status: 503 } },
        workflow: workflow([{ name: 'Wikipedia', type: '@n8n/n8n-nodes-langchain.toolWikipedia', parameters: {} }], [{ input: 'Ada Lovelace' }]),
      },
    },
  },
  'tool-serp-api': {
    credentials: [{ ...SERPAPI, data: { apiKey: 'serp-test-key' } }],
    cases: {
      'main-no-query-continue-1': {
        seed: { serpapi: { results: {} } },
        workflow: workflow([
          { name: 'SerpAPI', type: '@n8n/n8n-nodes-langchain.toolSerpApi', parameters: { options: {} }, credential: SERPAPI, onError: 'continueRegularOutput' },
          { name: 'Done', type: 'n8n-nodes-base.noOp', parameters: {} },
        ], [{ input: 'weather paris' }]),
      },
      'main-no-query-1': {
        seed: { serpapi: { results: {} } },
        workflow: workflow([{ name: 'SerpAPI', type: '@n8n/n8n-nodes-langchain.toolSerpApi', parameters: { options: { gl: 'fr', hl: 'fr' } }, credential: SERPAPI }], [{ input: 'weather paris' }]),
      },
    },
  },
};

const AI_OPENAI = { id: 'aiFakeOpenAi', name: 'OpenAI (fake)', type: 'openAiApi' };
const SERPAPI_BAD = { id: 'sErPaPi000000002', name: 'SerpAPI wrong key', type: 'serpApi' };

/** Manual trigger → Items → AI Agent, with an OpenAI chat model on the AI fake and `tool` connected. */
function agentWorkflow(prompt, tool, { agentVersion = 2.2, options = {} } = {}) {
  const model = agentVersion >= 3
    ? { parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, responsesApiEnabled: false, options: {} }, typeVersion: 1.3 }
    : { parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} }, typeVersion: 1.2 };
  const nodes = [
    { parameters: {}, id: 'n-start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] },
    { parameters: { jsCode: `return ${JSON.stringify([{ json: { q: prompt } }])};` }, id: 'n-items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] },
    { parameters: { promptType: 'define', text: '={{ $json.q }}', options }, id: 'n-ai-agent', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: agentVersion, position: [440, 0] },
    { ...model, id: 'n-openai-chat-model', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', position: [660, 0], credentials: { openAiApi: { id: AI_OPENAI.id, name: AI_OPENAI.name } } },
    { id: 'n-tool', position: [880, 0], typeVersion: 1, ...tool, ...(tool.credential ? { credentials: { [tool.credential.type]: { id: tool.credential.id, name: tool.credential.name } } } : {}) },
  ];
  delete nodes[4].credential;
  return {
    nodes,
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
      'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      [tool.name]: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}
const aiCredentials = [{ ...AI_OPENAI, data: { apiKey: 'sk-fake', url: 'https://api.openai.com/v1' } }];
const wikiTool = { name: 'Wikipedia', type: '@n8n/n8n-nodes-langchain.toolWikipedia', parameters: {} };
const serpTool = (credential = SERPAPI, options = { gl: 'fr', hl: 'fr' }) => ({ name: 'SerpAPI', type: '@n8n/n8n-nodes-langchain.toolSerpApi', parameters: { options }, credential });
const serpResults = {
  results: {
    'capital of france': { answer_box: { type: 'organic_result', answer: 'Paris' }, organic_results: [{ position: 1, title: 'Paris', snippet: 'Paris is the capital.' }] },
    'ada lovelace': { knowledge_graph: { title: 'Ada Lovelace', type: 'Mathematician', description: 'English mathematician.', born: 'December 10, 1815', website_link: 'https://x' }, organic_results: [{ snippet: 'First programmer.' }] },
  },
};
const agentFolders = {
  'tool-wikipedia': {
    credentials: aiCredentials,
    cases: {
      'agent-v2.2-wikipedia': { seed: { wikipedia }, workflow: agentWorkflow('Who was she? @tool(Wikipedia, {"input": "Ada Lovelace"})', wikiTool) },
      'agent-v2.2-wikipedia-nothing': { seed: { wikipedia }, workflow: agentWorkflow('Find @tool(Wikipedia, {"input": "zebra quantum"}) @final(Nothing.)', wikiTool) },
      'agent-v3-wikipedia': { seed: { wikipedia }, workflow: agentWorkflow('Look up @tool(Wikipedia, {"input": "Lovelace"})', wikiTool, { agentVersion: 3, options: { returnIntermediateSteps: true } }) },
    },
  },
  'tool-serp-api': {
    credentials: [...aiCredentials, { ...SERPAPI, data: { apiKey: 'serp-test-key' } }, { ...SERPAPI_BAD, data: { apiKey: 'serp-wrong' } }],
    cases: {
      'agent-v2.2-serpapi-answer': { seed: { serpapi: serpResults }, workflow: agentWorkflow('Capital? @tool(search, {"input": "capital of france"})', serpTool()) },
      'agent-v2.2-serpapi-knowledge': { seed: { serpapi: serpResults }, workflow: agentWorkflow('Who? @tool(search, {"input": "ada lovelace"})', serpTool(SERPAPI, {})) },
      'agent-v2.2-serpapi-bad-key': { seed: { serpapi: serpResults }, workflow: agentWorkflow('Capital? @tool(search, {"input": "capital of france"})', serpTool(SERPAPI_BAD)) },
    },
  },
};

for (const [folder, { credentials, cases }] of Object.entries(agentFolders)) {
  const dir = new URL(`${folder}/n8n-cases/`, src);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('credentials.json', dir), `${JSON.stringify(credentials, null, 1)}\n`);
  for (const [name, { workflow: w, seed }] of Object.entries(cases)) {
    const caseDir = new URL(`${name}/`, dir);
    mkdirSync(caseDir, { recursive: true });
    writeFileSync(new URL('workflow.json', caseDir), `${JSON.stringify({ name, ...w }, null, 1)}\n`);
    writeFileSync(new URL('seed.json', caseDir), `${JSON.stringify(seed, null, 1)}\n`);
  }
}

for (const [folder, { credentials, cases }] of Object.entries(folders)) {
  const dir = new URL(`${folder}/conformance-fake/`, src);
  mkdirSync(dir, { recursive: true });
  if (credentials.length) writeFileSync(new URL('credentials.json', dir), `${JSON.stringify(credentials, null, 1)}\n`);
  for (const [name, { workflow: w, seed }] of Object.entries(cases)) {
    const caseDir = new URL(`${name}/`, dir);
    mkdirSync(caseDir, { recursive: true });
    writeFileSync(new URL('workflow.json', caseDir), `${JSON.stringify({ name, ...w }, null, 1)}\n`);
    if (seed) writeFileSync(new URL('seed.json', caseDir), `${JSON.stringify(seed, null, 1)}\n`);
  }
}
