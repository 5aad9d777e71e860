/**
 * Writes the APITemplate.io cases recorded from n8n against the APITemplate.io fake
 * (families/api-template-io.mjs) under src/api-template-io/conformance-fake/<case>/{workflow.json,seed.json},
 * and their credentials.json: the account, images from override pairs and from JSON, PDFs from
 * property pairs and from JSON, downloads into binary fields, and refusals (unknown templates,
 * unreadable JSON, empty properties, a wrong key) with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18495 bash test/saas-fake/record-unlocked.sh api-template-io src/api-template-io/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const KEY = {
  id: 'aPiTeMpLaTeIo001',
  name: 'APITemplate.io account',
  type: 'apiTemplateIoApi',
  data: { apiKey: 'weft-apitemplate-key-0001' },
};
const WRONG = {
  id: 'aPiTeMpLaTeIo002',
  name: 'APITemplate.io wrong key',
  type: 'apiTemplateIoApi',
  data: { apiKey: 'not-the-key' },
};
const seed = {};

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
      type: 'n8n-nodes-base.apiTemplateIo',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { apiTemplateIoApi: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const people = [
  { name: 'Ada', colour: '#ff0000', template: 'img-banner-01' },
  { name: 'Grace', colour: '#00ff00', template: 'img-photo-02' },
];
const overridesUi = {
  overrideValues: [
    {
      propertiesUi: {
        propertyValues: [
          { key: 'name', value: 'text_1' },
          { key: 'text', value: '=Hello {{ $json.name }}' },
        ],
      },
    },
    {
      propertiesUi: {
        propertyValues: [
          { key: 'name', value: 'rect_1' },
          { key: 'backgroundColor', value: '={{ $json.colour }}' },
        ],
      },
    },
  ],
};
const propertiesUi = {
  propertyValues: [
    { key: 'customer', value: '={{ $json.name }}' },
    { key: 'total', value: '={{ $json.total }}' },
  ],
};
const invoices = [
  { name: 'Ada', total: '12.50' },
  { name: 'Grace', total: '99.00' },
];

const cases = {
  'account-get-1': [workflow([{ name: 'Account', parameters: { resource: 'account', operation: 'get' } }]), seed],
  'image-create-1': [
    workflow([{ name: 'Image', parameters: { imageTemplateId: '={{ $json.template }}', overridesUi } }], {
      items: people,
    }),
    seed,
  ],
  'image-create-json-1': [
    workflow(
      [
        {
          name: 'Image',
          parameters: {
            imageTemplateId: 'img-banner-01',
            jsonParameters: true,
            overridesJson: '=[{ "name": "text_1", "text": "{{ $json.name }}" }]',
          },
        },
      ],
      { items: people },
    ),
    seed,
  ],
  'image-create-no-overrides-1': [
    workflow([{ name: 'Image', parameters: { imageTemplateId: 'img-photo-02', jsonParameters: true } }]),
    seed,
  ],
  'pdf-create-1': [
    workflow([{ name: 'PDF', parameters: { resource: 'pdf', pdfTemplateId: 'pdf-invoice-03', propertiesUi } }], {
      items: invoices,
    }),
    seed,
  ],
  'pdf-create-json-1': [
    workflow(
      [
        {
          name: 'PDF',
          parameters: {
            resource: 'pdf',
            pdfTemplateId: 'pdf-invoice-03',
            jsonParameters: true,
            propertiesJson: '={{ JSON.stringify({ customer: $json.name, lines: [{ total: $json.total }] }) }}',
          },
        },
      ],
      { items: invoices },
    ),
    seed,
  ],
  'image-download-1': [
    workflow(
      [
        {
          name: 'Image',
          parameters: {
            imageTemplateId: '={{ $json.template }}',
            download: true,
            binaryProperty: 'picture',
            overridesUi,
            options: { fileName: '={{ $json.name === "Ada" ? "ada.png" : "" }}' },
          },
        },
      ],
      { items: people },
    ),
    seed,
  ],
  'pdf-download-1': [
    workflow(
      [
        {
          name: 'PDF',
          parameters: { resource: 'pdf', pdfTemplateId: 'pdf-invoice-03', download: true, propertiesUi, options: {} },
        },
      ],
      { items: invoices.slice(0, 1) },
    ),
    seed,
  ],
  'error-stop-1': [
    workflow([{ name: 'Image', parameters: { imageTemplateId: 'no-such-template', overridesUi } }]),
    seed,
  ],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Image',
          onError: 'continueRegularOutput',
          parameters: {
            imageTemplateId: '={{ $json.template }}',
            jsonParameters: true,
            overridesJson: '={{ $json.overrides }}',
          },
        },
      ],
      {
        items: [
          { template: 'img-banner-01', overrides: '[{"name":"text_1","text":"ok"}]' },
          { template: 'img-banner-01', overrides: '[{"name": oops' },
          { template: 'gone-template', overrides: '[]' },
          { template: 'img-banner-01', overrides: '{"name":"text_1"}' },
          { template: 'img-photo-02', overrides: '' },
        ],
      },
    ),
    seed,
  ],
  'error-continue-pdf-1': [
    workflow(
      [
        {
          name: 'PDF',
          onError: 'continueRegularOutput',
          parameters: {
            resource: 'pdf',
            pdfTemplateId: 'pdf-invoice-03',
            download: true,
            propertiesUi: { propertyValues: [] },
          },
        },
      ],
      { items: invoices },
    ),
    seed,
  ],
  'error-wrong-key-1': [
    workflow(
      [
        {
          name: 'Account',
          credential: WRONG,
          onError: 'continueRegularOutput',
          parameters: { resource: 'account', operation: 'get' },
        },
      ],
      { items: invoices },
    ),
    seed,
  ],
  'error-wrong-key-stop-1': [
    workflow(
      [
        {
          name: 'PDF',
          credential: WRONG,
          parameters: { resource: 'pdf', pdfTemplateId: 'pdf-invoice-03', propertiesUi },
        },
      ],
      {
        items: invoices,
      },
    ),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([KEY, WRONG], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    new URL('workflow.json', dir),
    JSON.stringify({ name: `APITemplate.io ${name}`, ...wf }, null, 2) + '\n',
  );
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ apiTemplateIo: s }, null, 2) + '\n');
}
