/**
 * Writes the Bannerbear cases recorded from n8n against the Bannerbear fake (families/bannerbear.mjs)
 * under src/bannerbear/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * images from templates with modifications (and waiting for them), images and templates read,
 * and refusals (unknown template, unknown layer, an image that does not finish, a wrong key) with
 * and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18496 bash test/saas-fake/record-unlocked.sh bannerbear src/bannerbear/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const KEY = {
  id: 'bAnNeRbEaRaPi001',
  name: 'Bannerbear account',
  type: 'bannerbearApi',
  data: { apiKey: 'bb_pr_weft0000000000000001' },
};
const WRONG = {
  id: 'bAnNeRbEaRaPi002',
  name: 'Bannerbear wrong key',
  type: 'bannerbearApi',
  data: { apiKey: 'bb_pr_nope' },
};

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
  for (const [i, { name, parameters, onError, credential = KEY }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.bannerbear',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { bannerbearApi: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const posts = [
  { title: 'Weaving 101', author: 'Ada', photo: 'https://cdn.weft.example/loom.jpg', id: 'post-1' },
  { title: 'Warp and weft', author: 'Grace', photo: '', id: 'post-2' },
];
const modificationsUi = {
  modificationsValues: [
    { name: 'title', text: '={{ $json.title }}', color: '#222222', background: '' },
    { name: 'subtitle', text: '=by {{ $json.author }}', color: '', background: '#ffcc00' },
    { name: 'photo', imageUrl: '={{ $json.photo }}' },
  ],
};
const create = (extra = {}) => ({
  templateId: 'tPl8BaNnEr01',
  additionalFields: { metadata: '={{ $json.id }}', webhookUrl: 'https://hooks.weft.example/bannerbear' },
  modificationsUi,
  ...extra,
});

const cases = {
  'image-create-1': [workflow([{ name: 'Create', parameters: create() }], { items: posts }), {}],
  'image-create-plain-1': [
    workflow([{ name: 'Create', parameters: { templateId: 'tPl8QuOtE002', additionalFields: {} } }]),
    {},
  ],
  'image-create-wait-1': [
    workflow([{ name: 'Create', parameters: create({ additionalFields: { waitForImage: true } }) }], {
      items: posts.slice(0, 1),
    }),
    { renderReads: 1 },
  ],
  'image-get-1': [
    workflow(
      [
        { name: 'Create', parameters: create() },
        { name: 'Get', parameters: { operation: 'get', imageId: '={{ $json.uid }}' } },
      ],
      { items: posts },
    ),
    {},
  ],
  'template-get-1': [
    workflow([{ name: 'Template', parameters: { resource: 'template', templateId: '={{ $json.template }}' } }], {
      items: [{ template: 'tPl8BaNnEr01' }, { template: 'tPl8QuOtE002' }],
    }),
    {},
  ],
  'template-get-all-1': [
    workflow([{ name: 'Templates', parameters: { resource: 'template', operation: 'getAll' } }], {
      items: [{ run: 1 }, { run: 2 }],
    }),
    {},
  ],
  'error-stop-1': [workflow([{ name: 'Template', parameters: { resource: 'template', templateId: 'nope' } }]), {}],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Create',
          onError: 'continueRegularOutput',
          parameters: {
            templateId: 'tPl8QuOtE002',
            additionalFields: {},
            modificationsUi: { modificationsValues: [{ name: '={{ $json.layer }}', text: 'x' }] },
          },
        },
      ],
      { items: [{ layer: 'quote' }, { layer: 'missing' }] },
    ),
    {},
  ],
  'error-wait-1': [
    workflow(
      [
        {
          name: 'Create',
          onError: 'continueRegularOutput',
          parameters: create({ additionalFields: { waitForImage: true, waitForImageMaxTries: 1 } }),
        },
      ],
      { items: posts.slice(0, 1) },
    ),
    { renderReads: 3 },
  ],
  'error-wrong-key-1': [
    workflow([{ name: 'Templates', credential: WRONG, parameters: { resource: 'template', operation: 'getAll' } }]),
    {},
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([KEY, WRONG], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Bannerbear ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ bannerbear: s }, null, 2) + '\n');
}
