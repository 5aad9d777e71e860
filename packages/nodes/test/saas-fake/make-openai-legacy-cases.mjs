/**
 * Writes the legacy OpenAI node's cases (`n8n-nodes-base.openAi` 1 and 1.1) under
 * src/open-ai-legacy/n8n-cases/<case>/workflow.json and their credentials.json: chat completions
 * (simplified and raw), text completions, moderations (simplified and raw), the retired edits API
 * (a 404, with and without continue-on-fail), images as binary files and as URLs, and a wrong key.
 * The credential's base URL is the legacy fake (src/open-ai-legacy/test-fake) on 127.0.0.1:18238.
 * Record with:
 *
 *   node packages/nodes/src/open-ai-legacy/test-fake/openai-legacy-fake.mjs &
 *   flock /tmp/weft-record.lock bash /work/shared/conformance/record.sh packages/nodes/src/open-ai-legacy/n8n-cases
 *
 * and replay with `npx vitest run packages/nodes/src/open-ai-legacy`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/open-ai-legacy/n8n-cases/', import.meta.url);
const URL_ = 'http://127.0.0.1:18238/v1';
const GOOD = { id: 'oPeNaIlEgAcY0001', name: 'OpenAI legacy', type: 'openAiApi' };
const BAD = { id: 'oPeNaIlEgAcY0002', name: 'OpenAI wrong key', type: 'openAiApi' };

function workflow(node, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  const { credential = GOOD, onError, version, ...rest } = node;
  nodes.push({
    parameters: rest.parameters, id: 'openai', name: rest.name, type: 'n8n-nodes-base.openAi', typeVersion: version, position: [440, 0],
    credentials: { openAiApi: { id: credential.id, name: credential.name } }, ...(onError ? { onError } : {}),
  });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'chat-complete-1': workflow({
    name: 'Chat', version: 1,
    parameters: { resource: 'chat', model: 'gpt-4o-mini', prompt: { messages: [{ role: 'system', content: 'Be kind.' }, { content: '={{ $json.q }}' }] }, options: { maxTokens: 50, temperature: 0.5 } },
  }, [{ q: 'Hello there' }, { q: 'Second @system' }]),
  'chat-complete-raw-1.1': workflow({
    name: 'Chat raw', version: 1.1,
    parameters: { resource: 'chat', chatModel: 'gpt-4o', prompt: { messages: [{ content: 'Raw answer please' }] }, simplifyOutput: false, options: { n: 1, topP: 0.9, frequency_penalty: 0.5, presence_penalty: 0.2 } },
  }),
  'text-complete-1.1': workflow({
    name: 'Complete', version: 1.1,
    parameters: { prompt: '={{ $json.p }}', options: { maxTokens: 20, echo: false } },
  }, [{ p: 'Once upon a time' }]),
  'text-complete-raw-1': workflow({ name: 'Complete raw', version: 1, parameters: { resource: 'text', operation: 'complete', model: 'gpt-3.5-turbo-instruct', prompt: 'Say this is a test', simplifyOutput: false, options: {} } }),
  'text-moderate-1.1': workflow({
    name: 'Moderate', version: 1.1, parameters: { resource: 'text', operation: 'moderate', input: '={{ $json.t }}' },
  }, [{ t: 'I love my cat' }, { t: 'I will attack you, idiot' }]),
  'text-moderate-raw-1': workflow({ name: 'Moderate raw', version: 1, parameters: { operation: 'moderate', model: 'text-moderation-stable', input: 'kill the lights', simplifyOutput: false } }),
  'text-edit-error-1': workflow({ name: 'Edit', version: 1, parameters: { operation: 'edit', input: 'What day of the wek is it?', instruction: 'Fix the spelling mistakes', options: { temperature: 0 } } }),
  'text-edit-continue-1.1': workflow({ name: 'Edit', version: 1.1, onError: 'continueRegularOutput', parameters: { operation: 'edit', input: '={{ $json.t }}', instruction: 'Fix it' } }, [{ t: 'a' }, { t: 'b' }]),
  'image-create-binary-1': workflow({ name: 'Draw', version: 1, parameters: { resource: 'image', prompt: 'A cat', model: 'dall-e-3', options: { quality: 'hd', size: '1792x1024', style: 'natural' } } }),
  'image-create-url-1.1': workflow({ name: 'Draw URLs', version: 1.1, parameters: { resource: 'image', prompt: '={{ $json.p }}', imageModel: 'dall-e-3', responseFormat: 'imageUrl', options: { n: 2 } } }, [{ p: 'A dog' }]),
  'chat-bad-key-1.1': workflow({ name: 'Chat', version: 1.1, credential: BAD, parameters: { resource: 'chat', prompt: { messages: [{ content: 'Hi' }] } } }),
  'chat-bad-key-continue-1': workflow({ name: 'Chat', version: 1, credential: BAD, onError: 'continueErrorOutput', parameters: { resource: 'chat', model: 'gpt-4o-mini', prompt: { messages: [{ content: 'Hi' }] } } }),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([
  { ...GOOD, data: { apiKey: 'sk-legacy-test', url: URL_ } },
  { ...BAD, data: { apiKey: 'bad-key', url: URL_ } },
], null, 1)}\n`);
for (const [name, w] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name, ...w }, null, 1)}\n`);
}
