/**
 * Writes the Dropcontact cases recorded from n8n against the Dropcontact fake
 * (families/dropcontact.mjs) under src/dropcontact/conformance-fake/<case>/{workflow.json,seed.json},
 * and their credentials.json: enrichment simplified (the request id) and waited for (the contacts,
 * with the French company details and language), fetching a request, and refusals (a contact
 * Dropcontact cannot read, a result not ready yet, an unknown request, a wrong key) with and without
 * continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18492 bash test/saas-fake/record-unlocked.sh dropcontact src/dropcontact/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CRED = {
  id: 'dRoPcOnTaCtCrD01',
  name: 'Dropcontact account',
  type: 'dropcontactApi',
  data: { apiKey: 'weft-dropcontact-key-0001' },
};
const WRONG = {
  id: 'dRoPcOnTaCtCrD02',
  name: 'Dropcontact old key',
  type: 'dropcontactApi',
  data: { apiKey: 'expired' },
};
const seed = {
  people: [
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.lovelace@weft.example',
      company: 'Weft',
      website: 'https://weft.example',
      phone: '+33 1 23 45 67 89',
      job: 'Analyst',
      linkedin: 'https://www.linkedin.com/in/ada',
      country: 'France',
      siren: '123456789',
    },
    {
      civility: 'M',
      first_name: 'Linus',
      last_name: 'Torvalds',
      email: 'linus@kernel.example',
      company: 'Kernel',
      website: 'kernel.example',
      job: 'Maintainer',
    },
  ],
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
  for (const [i, { name, parameters, onError, credential = CRED }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.dropcontact',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { dropcontactApi: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const contacts = [
  { email: 'ada.lovelace@weft.example' },
  { email: '', first: 'Linus', last: 'Torvalds', company: 'Kernel' },
  { email: 'nobody@nowhere.example' },
];
const byName = {
  email: '={{ $json.email }}',
  additionalFields: {
    first_name: '={{ $json.first }}',
    last_name: '={{ $json.last }}',
    company: '={{ $json.company }}',
  },
};

const cases = {
  'enrich-simplify-1': [
    workflow([{ name: 'Enrich', parameters: { ...byName, simplify: true } }], { items: contacts }),
    seed,
  ],
  'enrich-1': [
    workflow([{ name: 'Enrich', parameters: { ...byName, options: { waitTime: 1 } } }], { items: contacts }),
    seed,
  ],
  'enrich-siren-fr-1': [
    workflow([
      {
        name: 'Enrich',
        parameters: {
          email: '',
          additionalFields: { full_name: 'Ada Lovelace', website: 'www.weft.example', country: 'France' },
          options: { waitTime: 1, siren: true, language: 'fr' },
        },
      },
    ]),
    seed,
  ],
  'fetch-request-1': [
    workflow([
      { name: 'Enrich', parameters: { email: 'linus@kernel.example', simplify: true } },
      { name: 'Fetch', parameters: { operation: 'fetchRequest', requestId: '={{ $json.request_id }}' } },
    ]),
    seed,
  ],
  'error-stop-1': [
    workflow([{ name: 'Enrich', parameters: { email: '', simplify: true, additionalFields: { first_name: 'Ada' } } }]),
    seed,
  ],
  'error-not-ready-1': [
    workflow([{ name: 'Enrich', parameters: { email: 'ada.lovelace@weft.example', options: { waitTime: 1 } } }]),
    { ...seed, notReadyPolls: 1 },
  ],
  'error-continue-1': [
    workflow(
      [{ name: 'Enrich', onError: 'continueRegularOutput', parameters: { ...byName, options: { waitTime: 1 } } }],
      { items: [{ email: 'ada.lovelace@weft.example' }, { email: '', first: 'Ada' }] },
    ),
    seed,
  ],
  'error-continue-fetch-1': [
    workflow([
      { name: 'Enrich', parameters: { email: 'ada.lovelace@weft.example', simplify: true } },
      {
        name: 'Fetch',
        onError: 'continueRegularOutput',
        parameters: {
          operation: 'fetchRequest',
          requestId: "={{ $runIndex === 0 && $itemIndex === 0 ? 'weft-unknown' : $json.request_id }}",
        },
      },
    ]),
    seed,
  ],
  'error-unauthorized-continue-1': [
    workflow(
      [
        {
          name: 'Enrich',
          credential: WRONG,
          onError: 'continueRegularOutput',
          parameters: { email: '={{ $json.email }}', simplify: true },
        },
      ],
      { items: [{ email: 'ada.lovelace@weft.example' }, { email: 'linus@kernel.example' }] },
    ),
    seed,
  ],
  'error-unauthorized-1': [
    workflow([
      { name: 'Enrich', credential: WRONG, parameters: { email: 'ada.lovelace@weft.example', simplify: true } },
    ]),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([CRED, WRONG], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Dropcontact ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ dropcontact: s }, null, 2) + '\n');
}
