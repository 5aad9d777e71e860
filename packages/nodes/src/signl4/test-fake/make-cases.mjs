/**
 * Writes the SIGNL4 cases recorded from n8n against the SIGNL4 webhook fake (families/signl4.mjs)
 * under src/signl4/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * alerts sent per item with and without every additional field, with a file attached, alerts
 * resolved, and refusals (a wrong team secret, an unknown scenario, missing or unsupported files,
 * a resolve without an external ID) with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18495 bash test/saas-fake/record-unlocked.sh signl4 src/signl4/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const TEAM = {
  id: 'sIgNl4WeBhOoK001',
  name: 'SIGNL4 team',
  type: 'signl4Api',
  data: { teamSecret: 'weftteamsecret01' },
};
const WRONG = {
  id: 'sIgNl4WeBhOoK002',
  name: 'SIGNL4 other team',
  type: 'signl4Api',
  data: { teamSecret: 'nosuchteam' },
};

function workflow(steps, { items, code } = {}) {
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
  if (items || code)
    nodes.push({
      parameters: { jsCode: code ?? `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    });
  for (const [i, { name, parameters, onError, credential = TEAM }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.signl4',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { signl4Api: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const incidents = [
  { id: 'INC-1', what: 'Loom 3 jammed', lat: '52.52', long: '13.40', scenario: 'multi_ack' },
  { id: 'INC-2', what: 'Dye vat overheating', lat: '48.13', long: '11.58', scenario: 'single_ack' },
];
const pictures = `const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
return [
  { json: { id: 'INC-7' }, binary: { photo: { data: png, mimeType: 'image/png', fileName: 'loom.png', fileExtension: 'png' } } },
  { json: { id: 'INC-8' }, binary: { photo: { data: Buffer.from('notes').toString('base64'), mimeType: 'text/plain', fileName: 'notes.txt', fileExtension: 'txt' } } },
  { json: { id: 'INC-9' }, binary: { other: { data: png, mimeType: 'image/png', fileName: 'x.png', fileExtension: 'png' } } },
  { json: { id: 'INC-10' } },
];`;

const cases = {
  'send-1': [
    workflow(
      [
        {
          name: 'Send',
          parameters: {
            message: '={{ $json.what }}',
            additionalFields: {
              alertingScenario: '={{ $json.scenario }}',
              externalId: '={{ $json.id }}',
              filtering: true,
              locationFieldsUi: {
                locationFieldsValues: { latitude: '={{ $json.lat }}', longitude: '={{ $json.long }}' },
              },
              service: 'Weaving',
              title: '=Incident {{ $json.id }}',
            },
          },
        },
      ],
      { items: incidents },
    ),
    {},
  ],
  'send-minimal-1': [
    workflow([{ name: 'Send', parameters: { message: 'Something broke', additionalFields: {} } }]),
    {},
  ],
  'send-attachment-1': [
    workflow(
      [
        {
          name: 'Send',
          parameters: {
            message: '=See picture for {{ $json.id }}',
            additionalFields: { attachmentsUi: { attachmentsBinary: { property: 'photo' } } },
          },
        },
      ],
      { code: pictures.replace(/\n  \{ json: \{ id: 'INC-8'[\s\S]*?\];/, '\n];') },
    ),
    {},
  ],
  'resolve-1': [
    workflow(
      [
        {
          name: 'Send',
          parameters: { message: '={{ $json.what }}', additionalFields: { externalId: '={{ $json.id }}' } },
        },
        { name: 'Resolve', parameters: { operation: 'resolve', externalId: "={{ $('Items').item.json.id }}" } },
      ],
      { items: incidents },
    ),
    {},
  ],
  'error-stop-1': [
    workflow([{ name: 'Send', credential: WRONG, parameters: { message: 'Hello', additionalFields: {} } }]),
    {},
  ],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Send',
          onError: 'continueRegularOutput',
          parameters: {
            message: '=Alert {{ $json.id }}',
            additionalFields: { alertingScenario: '={{ $json.scenario }}' },
          },
        },
      ],
      {
        items: [
          { id: 1, scenario: 'single_ack' },
          { id: 2, scenario: 'urgent' },
          { id: 3, scenario: 'multi_ack' },
        ],
      },
    ),
    {},
  ],
  'error-continue-attachment-1': [
    workflow(
      [
        {
          name: 'Send',
          onError: 'continueRegularOutput',
          parameters: {
            message: '=See {{ $json.id }}',
            additionalFields: { attachmentsUi: { attachmentsBinary: { property: 'photo' } } },
          },
        },
      ],
      { code: pictures },
    ),
    {},
  ],
  'error-resolve-empty-1': [
    workflow(
      [
        {
          name: 'Resolve',
          onError: 'continueRegularOutput',
          parameters: { operation: 'resolve', externalId: '={{ $json.id }}' },
        },
      ],
      { items: [{ id: 'INC-1' }, { id: '' }] },
    ),
    {},
  ],
  'error-wrong-secret-continue-1': [
    workflow(
      [
        {
          name: 'Resolve',
          credential: WRONG,
          onError: 'continueRegularOutput',
          parameters: { operation: 'resolve', externalId: 'INC-1' },
        },
      ],
      { items: [{ n: 1 }, { n: 2 }] },
    ),
    {},
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([TEAM, WRONG], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `SIGNL4 ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ signl4: s }, null, 2) + '\n');
}
