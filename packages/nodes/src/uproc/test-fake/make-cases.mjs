/**
 * Writes the uProc cases recorded from n8n against the uProc fake (families/uproc.mjs) under
 * src/uproc/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: tools
 * of several groups run per item from expressions, a tool with several parameters, a data
 * webhook, and refusals with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18488 bash test/saas-fake/record-unlocked.sh uproc src/uproc/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const API = {
  id: 'uPrOcApIcReD0001',
  name: 'uProc account',
  type: 'uprocApi',
  data: { email: 'weft@weft.example', apiKey: 'weft-uproc-key-0001' },
};
const seed = { mailboxes: ['ada@weft.example'], domains: ['weft.example'] };

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
  for (const [i, { name, parameters, onError }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.uproc',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { uprocApi: { id: API.id, name: API.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}
const emails = [{ email: 'ada@weft.example' }, { email: 'nobody@weft.example' }, { email: 'not-an-email' }];

const cases = {
  'email-1': [
    workflow(
      [
        {
          name: 'Format',
          parameters: {
            group: 'communication',
            tool: 'checkEmailFormat',
            email: '={{ $json.email }}',
            additionalOptions: {},
          },
        },
        {
          name: 'Exists',
          parameters: {
            group: 'communication',
            tool: 'checkEmailExists',
            email: "={{ $('Items').item.json.email }}",
            additionalOptions: {},
          },
        },
        {
          name: 'Domain',
          parameters: {
            group: 'communication',
            tool: 'getEmailDomain',
            email: "={{ $('Items').item.json.email }}",
            additionalOptions: {},
          },
        },
      ],
      { items: emails },
    ),
    seed,
  ],
  'text-1': [
    workflow(
      [
        { name: 'Upper', parameters: { group: 'text', tool: 'getStringUppercase', text: '={{ $json.text }}' } },
        {
          name: 'Between',
          parameters: {
            group: 'text',
            tool: 'checkWordCountBetw',
            text: "={{ $('Items').item.json.text }}",
            count1: '2',
            count2: '={{ 2 + 2 }}',
          },
        },
      ],
      { items: [{ text: 'warp and weft' }, { text: 'a loom that weaves by itself' }] },
    ),
    seed,
  ],
  'domain-iban-webhook-1': [
    workflow([
      {
        name: 'Domain',
        parameters: {
          group: 'internet',
          tool: 'checkDomainExist',
          domain: 'weft.example',
          additionalOptions: { dataWebhook: 'https://hooks.weft.example/uproc' },
        },
      },
      {
        name: 'IBAN',
        parameters: { group: 'finance', tool: 'checkBankIbanValid', iban: 'GB82 WEST 1234 5698 7654 32' },
      },
    ]),
    seed,
  ],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Format',
          onError: 'continueRegularOutput',
          parameters: { group: 'communication', tool: 'checkEmailFormat', email: '={{ $json.email }}' },
        },
      ],
      { items: [{ email: 'ada@weft.example' }, { email: '' }, { email: 'grace@weft.example' }] },
    ),
    seed,
  ],
  'error-stop-1': [
    workflow([
      {
        name: 'Speech',
        parameters: {
          group: 'audio',
          tool: 'getAudioSpeechByText',
          text: 'Hello',
          gender: 'female',
          language: 'american',
        },
      },
    ]),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([API], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `uProc ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ uproc: s }, null, 2) + '\n');
}
