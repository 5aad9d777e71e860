// Simple Memory with many chat sessions: 10,000 executions of one workflow, each a new session
// that stores a human and an AI message (Chat Memory Manager → Simple Memory, through the engine),
// printing the heap used (after GC) at the start, every 2,000 sessions, and the number of sessions
// the store kept. The store keeps WEFT_AI_MEMORY_MAX_SESSIONS sessions (1,000 by default), evicting
// the least recently used, so the heap levels off instead of growing with every chat.
// Run: `npx tsc -b packages/cli && node --expose-gc bench/ai/memory-sessions.mjs [--sessions 10000] [--max-sessions N]`
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const sessions = arg('sessions', 10_000);
const max = arg('max-sessions', undefined);
if (max) process.env.WEFT_AI_MEMORY_MAX_SESSIONS = String(max);

const { runWorkflow } = await import('../../packages/engine/dist/index.js');
const { builtinNodeTypes } = await import('../../packages/nodes/dist/index.js');
const { createNodeTypeRegistry } = await import('../../packages/workflow/dist/index.js');
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

const text = 'x'.repeat(200);
const workflow = {
  id: 'bench-memory',
  name: 'memory sessions',
  nodes: [
    { id: '1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: '2',
      name: 'Manager',
      type: '@n8n/n8n-nodes-langchain.memoryManager',
      typeVersion: 1.1,
      position: [200, 0],
      parameters: {
        mode: 'insert',
        insertMode: 'insert',
        messages: {
          messageValues: [
            { type: 'user', message: text },
            { type: 'ai', message: text },
          ],
        },
      },
    },
    {
      id: '3',
      name: 'Memory',
      type: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
      typeVersion: 1.3,
      position: [200, 200],
      parameters: { sessionIdType: 'customKey', sessionKey: '={{ "session-" + $execution.customData.get("n") }}' },
    },
  ],
  connections: {
    Start: { main: [[{ node: 'Manager', type: 'main', index: 0 }]] },
    Memory: { ai_memory: [[{ node: 'Manager', type: 'ai_memory', index: 0 }]] },
  },
  settings: {},
};

const heap = () => {
  globalThis.gc?.();
  return `${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MB`;
};
if (!globalThis.gc) console.log('(run with --expose-gc for heap figures after garbage collection)');
// Warm up: load LangChain and the nodes once before the first figure.
await runWorkflow({ workflow: { ...workflow, id: 'warm-up' }, nodeTypes, mode: 'manual', timezone: 'UTC' });
console.log(`heap after warm-up: ${heap()}`);
const started = Date.now();
for (let n = 1; n <= sessions; n++) {
  const run = structuredClone(workflow);
  run.nodes[2].parameters.sessionKey = `session-${n}`;
  const result = await runWorkflow({ workflow: run, nodeTypes, mode: 'manual', timezone: 'UTC' });
  if (result.data.resultData.error) throw new Error(result.data.resultData.error.message);
  if (n % 2000 === 0) console.log(`${n} sessions: heap ${heap()}`);
}
const { simpleMemorySessions } = await import('../../packages/nodes/dist/memory-buffer-window/index.js');
console.log(
  `kept sessions: ${simpleMemorySessions.size} (cap ${process.env.WEFT_AI_MEMORY_MAX_SESSIONS ?? 1000}); ${sessions} executions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
