/**
 * Writes the MongoDB Chat Memory cases recorded from real n8n 1.123: ../n8n-cases/<case>/workflow.json,
 * ../n8n-cases/credentials.json (the MongoDB fake with a user, the AI fake's OpenAI for the agent)
 * and ../n8n-cases/seed.json (EJSON: database → collection → documents). The memory is driven by
 * the Chat Memory Manager (insert, load, delete) and by an AI Agent. Every case works on
 * collections of its own, so all cases run against one fake, in any order.
 *
 * Record (both fakes on their fixed ports for the whole run):
 *   node packages/nodes/src/memory-mongo-db-chat/test-fake/make-cases.mjs
 *   node packages/nodes/test/ai-fake/server.mjs --port 18291 &
 *   MONGO_FAKE_USER=weft MONGO_FAKE_PASSWORD=s3cret node packages/nodes/src/mongo-db/test-fake/mongo-fake.mjs 27991 \
 *     packages/nodes/src/memory-mongo-db-chat/n8n-cases/seed.json &
 *   N8N_ORACLE_DIR=<own dir linking the oracle's node_modules> bash /work/shared/conformance/record.sh \
 *     packages/nodes/src/memory-mongo-db-chat/n8n-cases
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MONGO_PORT = 27991;
export const AI_PORT = 18291;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'n8n-cases');
const L = '@n8n/n8n-nodes-langchain.';
const OPENAI = { openAiApi: { id: 'aiFakeOpenAi', name: 'OpenAI (fake)' } };
const MONGO = { mongoDb: { id: 'mongoMem', name: 'MongoDB (fake)' } };

const stored = (type, content) => ({ type, data: { content, additional_kwargs: {}, response_metadata: {} } });
const seed = {
  chat: {
    hist_seeded: [
      {
        sessionId: 'seeded',
        messages: [
          stored('human', 'First question'),
          stored('ai', 'First answer'),
          stored('human', 'Second question'),
          stored('ai', 'Second answer'),
        ],
      },
      { sessionId: 'other', messages: [stored('human', 'Not mine')] },
    ],
    hist_delete: [
      { sessionId: 'gone', messages: [stored('human', 'Delete me'), stored('ai', 'Deleted')] },
      { sessionId: 'kept', messages: [stored('human', 'Keep me')] },
    ],
  },
};

let x = 0;
function node(name, type, typeVersion, parameters, extra = {}) {
  x += 220;
  return {
    parameters,
    id: `n-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    type,
    typeVersion,
    position: [x, 0],
    ...extra,
  };
}
const code = (name, rows) =>
  node(name, 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });
const memory = (name, parameters, extra = {}) =>
  node(name, `${L}memoryMongoDbChat`, 1, parameters, { credentials: MONGO, ...extra });
const manager = (name, parameters, extra = {}) => node(name, `${L}memoryManager`, 1.1, parameters, extra);
const main = (to) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type, to) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const merge = (...parts) => {
  const out = {};
  for (const part of parts) for (const [from, conns] of Object.entries(part)) out[from] = { ...out[from], ...conns };
  return out;
};
const insert = (...m) => ({
  mode: 'insert',
  insertMode: 'insert',
  messages: { messageValues: m.map(([type, message]) => ({ type, message })) },
});
const load = (simplifyOutput = true) => ({ mode: 'load', simplifyOutput, options: {} });

/** A Memory Manager after `after`, run once, with its own MongoDB memory. */
function managerPart(name, after, parameters, memoryParameters, extra = {}) {
  return {
    nodes: [manager(name, parameters, { executeOnce: true }), memory(`${name} Memory`, memoryParameters, extra)],
    connections: merge({ [after]: main(name) }, { [`${name} Memory`]: sub('ai_memory', name) }),
  };
}

function write(name, ...parts) {
  x = 0;
  const nodes = [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...parts.flatMap((p) => p.nodes)];
  const connections = merge(...parts.map((p) => p.connections));
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'workflow.json'),
    `${JSON.stringify({ name, nodes, connections, settings: { executionOrder: 'v1' } }, null, 2)}\n`,
  );
}

const key = (sessionKey, more = {}) => ({ sessionIdType: 'customKey', sessionKey, ...more });

write(
  'insert-then-load',
  managerPart(
    'Insert',
    'Start',
    insert(['user', 'Hi there'], ['ai', 'Hello!'], ['system', 'Be brief']),
    key('alpha', { collectionName: 'hist_insert' }),
  ),
  managerPart('Load', 'Insert', load(), key('alpha', { collectionName: 'hist_insert' })),
  managerPart('Load Raw', 'Load', load(false), key('alpha', { collectionName: 'hist_insert' })),
);
write(
  'load-seeded-session-window',
  managerPart('Load', 'Start', load(), key('seeded', { collectionName: 'hist_seeded', contextWindowLength: 1 })),
  managerPart('Load Other', 'Load', load(false), key('other', { collectionName: 'hist_seeded' })),
);
write(
  'delete-all-of-session',
  managerPart('Delete', 'Start', { mode: 'delete', deleteMode: 'all' }, key('gone', { collectionName: 'hist_delete' })),
  managerPart('Load Gone', 'Delete', load(), key('gone', { collectionName: 'hist_delete' })),
  managerPart('Load Kept', 'Load Gone', load(), key('kept', { collectionName: 'hist_delete' })),
);
write(
  'default-collection-and-database-name',
  managerPart('Insert', 'Start', insert(['user', 'In another database']), key('beta', { databaseName: 'chat_other' })),
  managerPart('Load', 'Insert', load(), key('beta', { databaseName: 'chat_other' })),
  managerPart('Load Default Db', 'Load', load(), key('beta')),
);
write(
  'session-from-input',
  {
    nodes: [
      code('Items', [{ sessionId: 'from-input' }]),
      manager('Insert', insert(['user', 'Keyed by the input']), { executeOnce: true }),
      memory('Insert Memory', { collectionName: 'hist_input' }),
    ],
    connections: merge(
      { Start: main('Items') },
      { Items: main('Insert') },
      { 'Insert Memory': sub('ai_memory', 'Insert') },
    ),
  },
  managerPart('Load', 'Insert', load(), key('from-input', { collectionName: 'hist_input' })),
);
write('empty-key-error', managerPart('Load', 'Start', load(), key('', { collectionName: 'hist_err' })));
write(
  'no-database-error',
  managerPart('Load', 'Start', load(), key('x', { collectionName: 'hist_err' }), {
    credentials: { mongoDb: { id: 'mongoNoDb', name: 'MongoDB no database (fake)' } },
  }),
);
write(
  'wrong-password-error',
  managerPart('Load', 'Start', load(), key('x', { collectionName: 'hist_err' }), {
    credentials: { mongoDb: { id: 'mongoBad', name: 'MongoDB bad password (fake)' } },
  }),
);
write(
  'connection-string-credential',
  managerPart(
    'Insert',
    'Start',
    insert(['user', 'Over a connection string']),
    key('gamma', { collectionName: 'hist_string' }),
    { credentials: { mongoDb: { id: 'mongoString', name: 'MongoDB string (fake)' } } },
  ),
  managerPart('Load', 'Insert', load(), key('gamma', { collectionName: 'hist_string' })),
);
write(
  'agent-two-turns',
  {
    nodes: [
      code('Items', [
        { q: 'My name is Ada', s: 'agent-one' },
        { q: 'What did I say?', s: 'agent-one' },
        { q: 'Someone else', s: 'agent-two' },
      ]),
      node('AI Agent', `${L}agent`, 2.2, { promptType: 'define', text: '={{ $json.q }}', options: {} }),
      node(
        'OpenAI Chat Model',
        `${L}lmChatOpenAi`,
        1.2,
        { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
        { credentials: OPENAI },
      ),
      memory('MongoDB Chat Memory', key('={{ $json.s }}', { collectionName: 'hist_agent', contextWindowLength: 2 })),
    ],
    connections: merge(
      { Start: main('Items') },
      { Items: main('AI Agent') },
      { 'OpenAI Chat Model': sub('ai_languageModel', 'AI Agent') },
      { 'MongoDB Chat Memory': sub('ai_memory', 'AI Agent') },
    ),
  },
  managerPart('Load', 'AI Agent', load(false), key('agent-one', { collectionName: 'hist_agent' })),
);

const values = {
  configurationType: 'values',
  host: '127.0.0.1',
  port: MONGO_PORT,
  user: 'weft',
  password: 's3cret',
  database: 'chat',
  tls: false,
};
writeFileSync(join(root, 'seed.json'), `${JSON.stringify(seed, null, 2)}\n`);
writeFileSync(
  join(root, 'credentials.json'),
  `${JSON.stringify(
    [
      {
        id: 'aiFakeOpenAi',
        name: 'OpenAI (fake)',
        type: 'openAiApi',
        data: { apiKey: 'sk-fake', url: `http://127.0.0.1:${AI_PORT}/v1` },
      },
      { id: 'mongoMem', name: 'MongoDB (fake)', type: 'mongoDb', data: values },
      { id: 'mongoNoDb', name: 'MongoDB no database (fake)', type: 'mongoDb', data: { ...values, database: '' } },
      { id: 'mongoBad', name: 'MongoDB bad password (fake)', type: 'mongoDb', data: { ...values, password: 'wrong' } },
      {
        id: 'mongoString',
        name: 'MongoDB string (fake)',
        type: 'mongoDb',
        data: {
          configurationType: 'connectionString',
          connectionString: `mongodb://weft:s3cret@127.0.0.1:${MONGO_PORT}/?authSource=admin`,
          database: 'chat',
          tls: false,
        },
      },
    ],
    null,
    2,
  )}\n`,
);
