/**
 * Writes the Phantombuster cases recorded from n8n against the Phantombuster fake
 * (families/phantombuster.mjs) under src/phantombuster/conformance-fake/<case>/{workflow.json,seed.json},
 * and their credentials.json: every agent operation (launch with key/value and JSON arguments, with
 * and without resolving the container; output with and without the result object; get, get many,
 * delete) and refusals with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18491 bash test/saas-fake/record-unlocked.sh phantombuster src/phantombuster/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CRED = {
  id: 'pHaNtOmBuStEr001',
  name: 'Phantombuster account',
  type: 'phantombusterApi',
  data: { apiKey: 'weft-phantombuster-key-0001' },
};
const seed = {
  now: '2024-03-04T09:00:00.000Z',
  agents: [
    {
      id: '1001',
      name: 'LinkedIn Profile Scraper',
      launchResult: [
        { name: 'Ada Lovelace', title: 'Analyst', url: 'https://www.linkedin.com/in/ada' },
        { name: 'Grace Hopper', title: 'Admiral', url: 'https://www.linkedin.com/in/grace' },
      ],
      containers: [
        {
          id: '3000000000000001',
          status: 'finished',
          output: 'Scraped 1 profile\n',
          endedAt: 1709541000000,
          resultObject: [{ name: 'Linus', url: 'https://www.linkedin.com/in/linus' }],
        },
      ],
    },
    {
      id: '1002',
      name: 'Twitter Follower Collector',
      containers: [{ id: '3000000000000002', status: 'finished', output: 'Nothing found\n', endedAt: 1709542000000 }],
    },
    { id: '1003', name: 'Instagram Hashtag Explorer' },
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
  for (const [i, { name, parameters, onError }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.phantombuster',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { phantombusterApi: { id: CRED.id, name: CRED.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'get-many-1': workflow([
    { name: 'All', parameters: { operation: 'getAll', returnAll: true } },
    { name: 'Two', parameters: { operation: 'getAll', limit: 2 } },
  ]),
  'get-1': workflow([{ name: 'Get', parameters: { operation: 'get', agentId: '={{ $json.id }}' } }], {
    items: [{ id: '1001' }, { id: '1003' }],
  }),
  'launch-1': workflow([
    {
      name: 'Launch',
      parameters: {
        agentId: '1001',
        additionalFields: {
          argumentsUi: {
            argumentValues: [
              { key: 'spreadsheetUrl', value: 'https://docs.weft.example/sheet' },
              { key: 'numberOfProfiles', value: '10' },
            ],
          },
          bonusArgumentUi: { bonusArgumentValue: [{ key: 'note', value: 'first run' }] },
          manualLaunch: true,
        },
      },
    },
  ]),
  'launch-json-1': workflow(
    [
      {
        name: 'Launch',
        parameters: {
          agentId: '={{ $json.agent }}',
          resolveData: false,
          jsonParameters: true,
          additionalFields: {
            argumentsJson: '={{ JSON.stringify({ search: $json.search, pages: 2 }) }}',
            bonusArgumentJson: '{"priority": "high"}',
            maxInstanceCount: 2,
            saveArgument: 'true',
          },
        },
      },
    ],
    {
      items: [
        { agent: '1002', search: 'weaving' },
        { agent: '1003', search: 'looms' },
      ],
    },
  ),
  'get-output-1': workflow(
    [
      { name: 'Result', parameters: { operation: 'getOutput', agentId: '={{ $json.id }}' } },
      {
        name: 'Console',
        parameters: {
          operation: 'getOutput',
          agentId: '1001',
          resolveData: false,
          additionalFields: { prevStatus: 'running', prevRuntimeEventIndex: 3 },
        },
      },
    ],
    { items: [{ id: '1001' }, { id: '1002' }] },
  ),
  'delete-1': workflow([
    { name: 'Delete', parameters: { operation: 'delete', agentId: '1003' } },
    { name: 'Left', parameters: { operation: 'getAll', returnAll: true } },
  ]),
  'error-stop-1': workflow([{ name: 'Get', parameters: { operation: 'get', agentId: '9999' } }]),
  'error-continue-1': workflow(
    [
      {
        name: 'Launch',
        onError: 'continueRegularOutput',
        parameters: {
          agentId: '={{ $json.id }}',
          jsonParameters: true,
          additionalFields: { argumentsJson: '={{ $json.args }}' },
        },
      },
    ],
    {
      items: [
        { id: '1001', args: '{"a": 1}' },
        { id: '9999', args: '{}' },
        { id: '1002', args: 'not json' },
        { id: '1002', args: '[1, 2]' },
      ],
    },
  ),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([CRED], null, 2) + '\n');
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    new URL('workflow.json', dir),
    JSON.stringify({ name: `Phantombuster ${name}`, ...wf }, null, 2) + '\n',
  );
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ phantombuster: seed }, null, 2) + '\n');
}
