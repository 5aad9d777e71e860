/**
 * Writes the Ghost cases recorded from n8n against the Ghost fake (families/ghost.mjs) under
 * src/ghost/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: posts
 * read through the Content API (one by id or slug, many with every page or a limit, formats,
 * includes and fields) and managed through the Admin API (created as HTML, Mobiledoc or Lexical
 * with tags, authors and a publication time with and without an offset; read; listed; updated;
 * deleted), and refusals (unknown posts, invalid content, a scheduled post without a time, wrong
 * keys) with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18491 bash test/saas-fake/record-unlocked.sh ghost src/ghost/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ADMIN_KEY, CONTENT_KEY } from './ghost-fake.mjs';

const out = new URL('../conformance-fake/', import.meta.url);
const ADMIN = {
  id: 'gHoStAdMiNcReD01',
  name: 'Ghost Admin account',
  type: 'ghostAdminApi',
  data: { url: 'https://blog.weft.example', apiKey: ADMIN_KEY },
};
const CONTENT = {
  id: 'gHoStCoNtEnTcR01',
  name: 'Ghost Content account',
  type: 'ghostContentApi',
  data: { url: 'https://blog.weft.example', apiKey: CONTENT_KEY },
};
const WRONG_ADMIN = {
  id: 'gHoStAdMiNcReD02',
  name: 'Ghost Admin old key',
  type: 'ghostAdminApi',
  data: {
    url: 'https://blog.weft.example',
    apiKey: '65e5a0c1f1e2d3c4b5a69788:00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  },
};
const WRONG_CONTENT = {
  id: 'gHoStCoNtEnTcR02',
  name: 'Ghost Content old key',
  type: 'ghostContentApi',
  data: { url: 'https://blog.weft.example', apiKey: 'expired' },
};

const seed = {
  now: '2024-03-04T09:00:00.000Z',
  users: [
    { id: '1', name: 'Ada Lovelace', slug: 'ada', email: 'ada@weft.example' },
    { id: '65e5a0000000000000000002', name: 'Grace Hopper', slug: 'grace', email: 'grace@weft.example' },
  ],
  tags: [
    { id: '65e5a0000000000000000010', name: 'Looms' },
    { id: '65e5a0000000000000000011', name: 'Patterns' },
  ],
  posts: [
    {
      id: '65e5a0000000000000000101',
      title: 'Welcome to the loom',
      slug: 'welcome',
      html: '<p>Hello, weavers.</p>',
      tags: ['Looms'],
      created_at: '2024-03-01T08:00:00.000Z',
      published_at: '2024-03-01T08:00:00.000Z',
    },
    {
      id: '65e5a0000000000000000102',
      title: 'Twill patterns',
      slug: 'twill-patterns',
      html: '<p>Over two, under one.</p>',
      tags: ['Patterns', 'Looms'],
      authors: ['65e5a0000000000000000002', '1'],
      featured: true,
      created_at: '2024-03-02T08:00:00.000Z',
      published_at: '2024-03-02T08:00:00.000Z',
    },
    {
      id: '65e5a0000000000000000103',
      title: 'Draft: dyes',
      slug: 'dyes',
      status: 'draft',
      html: '<p>Indigo first.</p>',
      created_at: '2024-03-03T08:00:00.000Z',
    },
  ],
};

function workflow(steps, { items, timezone } = {}) {
  const nodes = [
    {
      parameters: {},
      id: 'trigger',
      name: 'When clicking ‘Execute workflow’',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
    },
  ];
  if (items)
    nodes.push({
      parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    });
  for (const [i, { name, parameters, onError, credential }] of steps.entries()) {
    const cred = credential ?? (parameters.source === 'adminApi' ? ADMIN : CONTENT);
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.ghost',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { [cred.type]: { id: cred.id, name: cred.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1', ...(timezone ? { timezone } : {}) } };
}

const admin = { source: 'adminApi' };
const lexical = JSON.stringify({
  root: { children: [{ children: [{ text: 'Warp and weft.', type: 'text' }], type: 'paragraph' }], type: 'root' },
});
const mobiledoc = JSON.stringify({
  version: '0.3.1',
  atoms: [],
  cards: [],
  markups: [],
  sections: [[1, 'p', [[0, [], 0, 'Shuttle notes.']]]],
});

const cases = {
  'content-get-1': [
    workflow(
      [
        {
          name: 'Get',
          parameters: {
            by: '={{ $json.by }}',
            identifier: '={{ $json.key }}',
            options: { formats: ['html', 'plaintext'] },
          },
        },
      ],
      {
        items: [
          { by: 'id', key: '65e5a0000000000000000101' },
          { by: 'slug', key: 'twill-patterns' },
        ],
      },
    ),
    seed,
  ],
  'content-get-many-1': [
    workflow([
      {
        name: 'All',
        parameters: { operation: 'getAll', returnAll: true, options: { fields: 'id,title,slug,published_at' } },
      },
      {
        name: 'Two',
        parameters: {
          operation: 'getAll',
          limit: 2,
          options: { include: ['authors', 'tags'], formats: ['plaintext'] },
        },
      },
    ]),
    { ...seed, generatedPosts: 52 },
  ],
  'admin-get-1': [
    workflow([
      { name: 'By slug', parameters: { ...admin, by: 'slug', identifier: 'dyes' } },
      {
        name: 'By id',
        parameters: {
          ...admin,
          identifier: '65e5a0000000000000000102',
          options: { fields: 'id,title,status', formats: ['html'] },
        },
      },
    ]),
    seed,
  ],
  'admin-get-many-1': [
    workflow([
      {
        name: 'All',
        parameters: { ...admin, operation: 'getAll', returnAll: true, options: { formats: ['html', 'lexical'] } },
      },
      { name: 'One', parameters: { ...admin, operation: 'getAll', limit: 1, options: { fields: 'id,slug,status' } } },
    ]),
    seed,
  ],
  'admin-create-html-1': [
    workflow(
      [
        {
          name: 'Create',
          parameters: {
            ...admin,
            operation: 'create',
            title: '={{ $json.title }}',
            content: '=<p>{{ $json.body }}</p>',
            additionalFields: {
              status: 'published',
              published_at: '={{ $json.at }}',
              tags: ['Looms', 'Spinning'],
              authors: ['65e5a0000000000000000002'],
              featured: true,
              meta_title: 'On spinning',
              slug: '={{ $json.slug }}',
            },
          },
        },
      ],
      {
        items: [
          { title: 'Spinning wheels', body: 'Treadle gently.', at: '2024-03-05T10:00:00', slug: 'spinning-wheels' },
          { title: 'Drop spindles', body: 'Older than looms.', at: '2024-03-05T10:00:00.000Z', slug: 'drop-spindles' },
        ],
      },
    ),
    seed,
  ],
  'admin-create-json-1': [
    workflow([
      {
        name: 'Lexical',
        parameters: { ...admin, operation: 'create', title: 'Warp', contentFormat: 'lexical', content: lexical },
      },
      {
        name: 'Mobiledoc',
        parameters: {
          ...admin,
          operation: 'create',
          title: 'Shuttle',
          contentFormat: 'mobileDoc',
          content: mobiledoc,
          additionalFields: { status: 'draft', tags: ['Patterns'] },
        },
      },
    ]),
    seed,
  ],
  'admin-update-1': [
    workflow([
      {
        name: 'Retitle',
        parameters: {
          ...admin,
          operation: 'update',
          postId: '65e5a0000000000000000103',
          updateFields: {
            title: 'Dyes, revised',
            content: '<p>Madder next.</p>',
            status: 'published',
            tags: ['Patterns'],
          },
        },
      },
      {
        name: 'Lexical',
        parameters: {
          ...admin,
          operation: 'update',
          postId: '65e5a0000000000000000101',
          contentFormat: 'lexical',
          updateFields: { contentJson: lexical, featured: true, published_at: '2024-03-01T12:00:00Z' },
        },
      },
    ]),
    seed,
  ],
  'admin-delete-1': [
    workflow([
      { name: 'Delete', parameters: { ...admin, operation: 'delete', postId: '65e5a0000000000000000103' } },
      { name: 'Left', parameters: { ...admin, operation: 'getAll', returnAll: true, options: { fields: 'id,title' } } },
    ]),
    seed,
  ],
  'error-stop-1': [workflow([{ name: 'Get', parameters: { by: 'slug', identifier: 'dyes' } }]), seed],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Create',
          onError: 'continueRegularOutput',
          parameters: {
            ...admin,
            operation: 'create',
            title: '={{ $json.title }}',
            contentFormat: 'mobileDoc',
            content: '={{ $json.doc }}',
            additionalFields: { status: '={{ $json.status }}' },
          },
        },
      ],
      {
        items: [
          { title: 'Good', doc: mobiledoc, status: 'draft' },
          { title: 'Bad JSON', doc: 'not json', status: 'draft' },
          { title: 'Later', doc: mobiledoc, status: 'scheduled' },
          { title: '', doc: mobiledoc, status: 'draft' },
        ],
      },
    ),
    seed,
  ],
  'error-continue-update-1': [
    workflow(
      [
        {
          name: 'Update',
          onError: 'continueRegularOutput',
          parameters: {
            ...admin,
            operation: 'update',
            postId: '={{ $json.id }}',
            contentFormat: '={{ $json.format }}',
            updateFields: { title: 'Renamed' },
          },
        },
      ],
      {
        items: [
          { id: '65e5a0000000000000000102', format: 'html' },
          { id: '65e5a0000000000000000999', format: 'html' },
          { id: '65e5a0000000000000000101', format: 'lexical' },
        ],
      },
    ),
    seed,
  ],
  'error-unauthorized-admin-1': [
    workflow([{ name: 'Get', credential: WRONG_ADMIN, parameters: { ...admin, operation: 'getAll', limit: 1 } }]),
    seed,
  ],
  'error-unauthorized-content-1': [
    workflow([
      {
        name: 'Get',
        onError: 'continueRegularOutput',
        credential: WRONG_CONTENT,
        parameters: { operation: 'getAll', limit: 1 },
      },
    ]),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(
  new URL('credentials.json', out),
  JSON.stringify([ADMIN, CONTENT, WRONG_ADMIN, WRONG_CONTENT], null, 2) + '\n',
);
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Ghost ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ ghost: s }, null, 2) + '\n');
}
