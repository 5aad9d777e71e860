/**
 * Writes the Mailgun cases recorded from n8n against the Mailgun fake (families/mailgun.mjs) under
 * src/mailgun/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * messages per item from expressions (with and without cc/bcc), attachments from binary
 * properties, the EU host, and refusals with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18487 bash test/saas-fake/record-unlocked.sh mailgun src/mailgun/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const US = {
  id: 'mAiLgUnApIcReD01',
  name: 'Mailgun account',
  type: 'mailgunApi',
  data: { apiDomain: 'api.mailgun.net', emailDomain: 'mg.weft.example', apiKey: 'weft-mailgun-key-0001' },
};
const EU = {
  id: 'mAiLgUnApIcReD02',
  name: 'Mailgun EU account',
  type: 'mailgunApi',
  data: { apiDomain: 'api.eu.mailgun.net', emailDomain: 'eu.weft.example', apiKey: 'weft-mailgun-key-0001' },
};
const seed = { domains: ['mg.weft.example', 'eu.weft.example'] };

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
  for (const [i, { name, parameters, onError, credential = US }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.mailgun',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { mailgunApi: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const message = {
  fromEmail: 'Weft <hello@mg.weft.example>',
  toEmail: '={{ $json.email }}',
  ccEmail: '',
  bccEmail: '',
  subject: '=Hello {{ $json.name }}',
  text: '=Dear {{ $json.name }}, your loom is ready.',
  html: '',
  attachments: '',
};
const people = [
  { email: 'ada@weft.example', name: 'Ada' },
  { email: 'grace@weft.example, linus@weft.example', name: 'Grace and Linus' },
];

const cases = {
  'send-1': [workflow([{ name: 'Send', parameters: message }], { items: people }), seed],
  'send-cc-html-1': [
    workflow(
      [
        {
          name: 'Send',
          parameters: {
            ...message,
            ccEmail: 'team@weft.example',
            bccEmail: 'audit@weft.example',
            html: '=<p>Dear <b>{{ $json.name }}</b></p>',
            text: '',
          },
        },
      ],
      { items: people.slice(0, 1) },
    ),
    seed,
  ],
  'send-attachments-1': [
    workflow(
      [
        {
          name: 'Send',
          parameters: {
            ...message,
            toEmail: 'ada@weft.example',
            subject: 'Patterns',
            text: 'Two files attached.',
            attachments: 'pattern, notes',
          },
        },
      ],
      {
        code: `return [{ json: { name: 'Ada' }, binary: {
  pattern: { data: Buffer.from('warp,weft\\n1,2\\n').toString('base64'), mimeType: 'text/csv', fileName: 'pattern.csv' },
  notes: { data: Buffer.from('keep the tension even').toString('base64'), mimeType: 'text/plain', fileName: 'notes.txt' },
} }];`,
      },
    ),
    seed,
  ],
  'send-eu-1': [
    workflow([
      {
        name: 'Send',
        credential: EU,
        parameters: {
          ...message,
          fromEmail: 'hi@eu.weft.example',
          toEmail: 'ada@weft.example',
          subject: 'Bonjour',
          text: 'Salut',
        },
      },
    ]),
    seed,
  ],
  'error-continue-1': [
    workflow(
      [{ name: 'Send', onError: 'continueRegularOutput', parameters: { ...message, text: '={{ $json.text }}' } }],
      {
        items: [
          { email: 'ada@weft.example', name: 'Ada', text: 'Hi' },
          { email: 'not an address', name: 'Nobody', text: 'Hi' },
          { email: 'grace@weft.example', name: 'Grace', text: '' },
          { email: 'linus@weft.example', name: 'Linus', text: 'Hey' },
        ],
      },
    ),
    seed,
  ],
  'error-stop-1': [
    workflow([
      { name: 'Send', parameters: { ...message, fromEmail: 'nobody', toEmail: 'ada@weft.example', text: 'x' } },
    ]),
    seed,
  ],
  'error-attachment-missing-1': [
    workflow(
      [
        {
          name: 'Send',
          onError: 'continueRegularOutput',
          parameters: { ...message, toEmail: 'ada@weft.example', text: 'x', attachments: 'missing' },
        },
      ],
      {
        code: `return [{ json: {}, binary: { other: { data: Buffer.from('x').toString('base64'), mimeType: 'text/plain', fileName: 'x.txt' } } }, { json: {} }];`,
      },
    ),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([US, EU], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Mailgun ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ mailgun: s }, null, 2) + '\n');
}
