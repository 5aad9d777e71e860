// Engine overhead per agent step: 1,000 AI Agent runs (n8n's tools agent 2.2, OpenAI Chat Model,
// Calculator), each making 3 tool calls, against the loopback AI fake answering at once, compared
// with the same LangChain agent (ChatOpenAI, the Calculator tool, AgentExecutor) run without Weft.
// A run has 7 steps: 4 model calls and 3 tool calls. The overhead per step is
// (Weft's time per run - LangChain's time per run) / 7: what the engine adds around each step
// (sub-node runs recorded, parameters resolved, tools wrapped, run data kept).
// Run: `npx tsc -b packages/cli && node bench/ai/agent-steps.mjs [--runs 1000]`
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 1000);
const STEPS = 7;

const { startAiFake } = await import('../../packages/nodes/test/ai-fake/server.mjs');
const { runWorkflow } = await import('../../packages/engine/dist/index.js');
const { builtinNodeTypes } = await import('../../packages/nodes/dist/index.js');
const { createNodeTypeRegistry } = await import('../../packages/workflow/dist/index.js');
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const fake = await startAiFake({ port: 0 });

const PROMPT =
  'Three steps @tool(calculator, {"input": "2+3"}) @next @tool(calculator, {"input": "5*5"}) @next @tool(calculator, {"input": "25-1"})';
const EXPECTED = 'Tools said: 5 | 25 | 24';

const workflow = {
  id: 'bench-agent',
  name: 'agent steps',
  nodes: [
    { id: '1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: '2',
      name: 'AI Agent',
      type: '@n8n/n8n-nodes-langchain.agent',
      typeVersion: 2.2,
      position: [200, 0],
      parameters: { promptType: 'define', text: PROMPT, options: {} },
    },
    {
      id: '3',
      name: 'OpenAI Chat Model',
      type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
      typeVersion: 1.2,
      position: [200, 200],
      parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
      credentials: { openAiApi: { id: 'fake', name: 'fake' } },
    },
    {
      id: '4',
      name: 'Calculator',
      type: '@n8n/n8n-nodes-langchain.toolCalculator',
      typeVersion: 1,
      position: [400, 200],
      parameters: {},
    },
  ],
  connections: {
    Start: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
    'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
    Calculator: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
  },
  settings: {},
};
const services = { getCredentials: async () => ({ apiKey: 'sk-fake', url: `${fake.url}/v1` }) };

async function weftRun() {
  const result = await runWorkflow({ workflow, nodeTypes, mode: 'manual', timezone: 'UTC', services });
  const error = result.data.resultData.error;
  if (error) throw new Error(error.message);
  const output = result.data.resultData.runData['AI Agent'][0].data.main[0][0].json.output;
  if (output !== EXPECTED) throw new Error(`unexpected answer: ${output}`);
}

// The same agent in LangChain alone (what n8n's tools agent builds), for the baseline.
const [{ ChatOpenAI }, { createToolCallingAgent, AgentExecutor }, { ChatPromptTemplate }, { DynamicTool }] =
  await Promise.all([
    import('@langchain/openai'),
    import('@langchain/classic/agents'),
    import('@langchain/core/prompts'),
    import('@langchain/core/tools'),
  ]);
const { calculate, CALCULATOR_DESCRIPTION } = await import('../../packages/nodes/dist/tool-calculator/index.js');
async function langChainRun() {
  const llm = new ChatOpenAI({ apiKey: 'sk-fake', model: 'gpt-4o-mini', configuration: { baseURL: `${fake.url}/v1` } });
  const tools = [
    new DynamicTool({ name: 'calculator', description: CALCULATOR_DESCRIPTION, func: (input) => calculate(input) }),
  ];
  const prompt = ChatPromptTemplate.fromMessages([
    ['system', 'You are a helpful assistant'],
    ['human', '{input}'],
    ['placeholder', '{agent_scratchpad}'],
  ]);
  const agent = createToolCallingAgent({ llm, tools, prompt });
  const executor = new AgentExecutor({ agent, tools });
  const { output } = await executor.invoke({ input: PROMPT });
  if (output !== EXPECTED) throw new Error(`unexpected answer: ${output}`);
}

/** Per-run times of `fn`, interleaved with the other side in blocks so machine load hits both alike. */
const times = { langchain: [], weft: [] };
async function block(label, fn, n) {
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    await fn();
    times[label].push(Number(process.hrtime.bigint() - started) / 1e6);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

for (let i = 0; i < 50; i++) {
  await langChainRun();
  await weftRun();
}
const BLOCK = 50;
for (let done = 0; done < runs; done += BLOCK) {
  const n = Math.min(BLOCK, runs - done);
  await block('langchain', langChainRun, n);
  await block('weft', weftRun, n);
}
for (const [label, xs] of Object.entries(times)) {
  console.log(
    `${label.padEnd(9)}: ${xs.length} runs, median ${median(xs).toFixed(2)} ms per run (mean ${mean(xs).toFixed(2)}), ${(median(xs) / STEPS).toFixed(3)} ms per step`,
  );
}
const perRun = median(times.weft) - median(times.langchain);
console.log(
  `engine overhead: ${perRun.toFixed(2)} ms per run, ${(perRun / STEPS).toFixed(3)} ms per agent step (target < 2 ms; medians, ${STEPS} steps a run)`,
);
console.log(`heap used: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MB`);
await fake.close();
