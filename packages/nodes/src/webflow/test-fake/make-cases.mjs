/**
 * Writes the Webflow cases recorded from n8n against the Webflow fake (families/webflow.mjs) under
 * src/webflow/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * version 1 (API token and OAuth2; get, get many with a limit and every page, create, replace,
 * delete, refusals with and without continue-on-fail) and version 2 (OAuth2; the same operations,
 * publishing through the live paths, a refusal that stops the run). Version 2's continue-on-fail
 * item carries the moment of the error, which no replay can repeat, so webflow.test.ts checks it
 * instead. Run it, then
 * `WEFT_UNLOCKED_PORT=18483 bash test/saas-fake/record-unlocked.sh webflow src/webflow/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const API = {
  id: 'wEbFlOwApItOkEn1',
  name: 'Webflow account',
  type: 'webflowApi',
  data: { accessToken: 'weft-webflow-site-token-0001' },
};
const OAUTH = {
  id: 'wEbFlOwOaUtH0001',
  name: 'Webflow OAuth2 account',
  type: 'webflowOAuth2Api',
  data: {
    clientId: 'weft-client',
    clientSecret: 'weft-secret',
    legacy: false,
    oauthTokenData: { access_token: 'weft-webflow-oauth-token-0001', token_type: 'Bearer' },
  },
};
const SITE = '64a0c0ffee0000000000aa01';
const POSTS = '64a0c0ffee0000000000bb01';
const EMPTY = '64a0c0ffee0000000000bb02';
const FIRST = '64a0c0ffee0000000000cc01';
const SECOND = '64a0c0ffee0000000000cc02';
const THIRD = '64a0c0ffee0000000000cc03';
const MISSING = '64a0c0ffee0000000000dead';

const seed = (extra = 0) => ({
  webflow: {
    sites: [
      {
        id: SITE,
        name: 'Weft Studio',
        collections: [
          {
            id: POSTS,
            name: 'Posts',
            fields: [
              { slug: 'summary', name: 'Summary' },
              { slug: 'views', name: 'Views', type: 'Number' },
            ],
            items: [
              { id: FIRST, fieldData: { name: 'Hello loom', slug: 'hello-loom', summary: 'First post' } },
              { id: SECOND, fieldData: { name: 'Warp and weft', slug: 'warp-and-weft', views: 12 } },
              { id: THIRD, fieldData: { name: 'Draft notes', slug: 'draft-notes' }, isDraft: true },
              ...Array.from({ length: extra }, (_, n) => ({
                fieldData: { name: `Bulk ${n + 1}`, slug: `bulk-${n + 1}` },
              })),
            ],
          },
          { id: EMPTY, name: 'Authors' },
        ],
      },
    ],
  },
});

function workflow(steps, { items } = {}) {
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
  for (const [i, { name, parameters, onError, version = 2, oauth }] of steps.entries()) {
    const credential = version === 2 || oauth ? OAUTH : API;
    nodes.push({
      parameters: version === 1 && oauth ? { authentication: 'oAuth2', ...parameters } : parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.webflow',
      typeVersion: version,
      position: [440 + 220 * i, 0],
      credentials: { [credential.type]: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const item = (operation, extra = {}) => ({ resource: 'item', operation, siteId: SITE, collectionId: POSTS, ...extra });
const fields = (values) => ({
  fieldsUi: { fieldValues: Object.entries(values).map(([fieldId, fieldValue]) => ({ fieldId, fieldValue })) },
});

const cases = {
  'v1-get-1': [
    workflow([
      { version: 1, name: 'Get', parameters: item('get', { itemId: SECOND }) },
      { version: 1, name: 'Get Many', parameters: item('getAll', { limit: 2 }) },
      { version: 1, name: 'Again', parameters: item('get', { itemId: '={{ $json._id }}' }) },
    ]),
  ],
  'v1-getall-pages-1': [
    workflow([
      { version: 1, name: 'All', parameters: item('getAll', { returnAll: true }) },
      { version: 1, name: 'None', parameters: item('getAll', { collectionId: EMPTY, returnAll: true }) },
    ]),
    seed(120),
  ],
  'v1-create-update-delete-1': [
    workflow(
      [
        {
          version: 1,
          name: 'Create',
          parameters: item('create', {
            live: false,
            ...fields({ name: '={{ $json.title }}', slug: '={{ $json.slug }}', _archived: 'false', _draft: 'false' }),
          }),
        },
        {
          version: 1,
          name: 'Replace',
          parameters: item('update', {
            itemId: '={{ $json._id }}',
            live: true,
            ...fields({ name: '={{ $json.name }} (edited)', slug: '={{ $json.slug }}', summary: 'Changed' }),
          }),
        },
        { version: 1, name: 'Delete', parameters: item('delete', { itemId: '={{ $json._id }}' }) },
      ],
      {
        items: [
          { title: 'Spinning', slug: 'spinning' },
          { title: 'Dyeing', slug: 'dyeing' },
        ],
      },
    ),
  ],
  'v1-oauth2-get-1': [workflow([{ version: 1, oauth: true, name: 'Get', parameters: item('get', { itemId: FIRST }) }])],
  'v1-error-continue-1': [
    workflow([
      { version: 1, name: 'Missing', onError: 'continueRegularOutput', parameters: item('get', { itemId: MISSING }) },
      {
        version: 1,
        name: 'Invalid',
        onError: 'continueRegularOutput',
        parameters: item('create', { live: false, ...fields({ colour: 'red' }) }),
      },
    ]),
  ],
  'v1-error-stop-1': [workflow([{ version: 1, name: 'Missing', parameters: item('get', { itemId: MISSING }) }])],
  'v2-get-1': [
    workflow([
      { name: 'Get', parameters: item('get', { itemId: FIRST }) },
      { name: 'Get Many', parameters: item('getAll', { limit: 2 }) },
      { name: 'Again', parameters: item('get', { itemId: '={{ $json.id }}' }) },
    ]),
  ],
  'v2-getall-pages-1': [
    workflow([
      { name: 'All', parameters: item('getAll', { returnAll: true }) },
      { name: 'None', parameters: item('getAll', { collectionId: EMPTY, returnAll: true }) },
    ]),
    seed(105),
  ],
  'v2-create-update-delete-1': [
    workflow(
      [
        {
          name: 'Create',
          parameters: item('create', {
            live: '={{ $json.live }}',
            ...fields({ name: '={{ $json.title }}', slug: '={{ $json.slug }}' }),
          }),
        },
        {
          name: 'Update',
          parameters: item('update', {
            itemId: '={{ $json.id }}',
            live: true,
            ...fields({ summary: '={{ $json.fieldData.name }} summary', views: '3' }),
          }),
        },
        { name: 'Delete', parameters: item('deleteItem', { itemId: '={{ $json.id }}' }) },
      ],
      {
        items: [
          { title: 'Spinning', slug: 'spinning', live: false },
          { title: 'Dyeing', slug: 'dyeing', live: true },
        ],
      },
    ),
  ],
  'v2-error-stop-1': [workflow([{ name: 'Missing', parameters: item('deleteItem', { itemId: MISSING }) }])],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([API, OAUTH], null, 1));
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Webflow ${name}`, ...wf }, null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify(s ?? seed(), null, 1));
}
console.log(Object.keys(cases).length, 'cases');
