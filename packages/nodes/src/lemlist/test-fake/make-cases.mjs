/**
 * Writes the Lemlist cases recorded from n8n against the lemlist fake (families/lemlist.mjs) under
 * src/lemlist/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: leads
 * (add per item with expressions, get, remove, unsubscribe), campaigns (version 1 and 2 lists,
 * stats), activities (filters, every page, version v2 pages), unsubscribes, the team and its
 * credits, enrichment (a person, a lead, the result read back by expression), and refusals with and
 * without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18482 bash test/saas-fake/record-unlocked.sh lemlist src/lemlist/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const API = {
  id: 'lEmLiStApIkEy001',
  name: 'Lemlist account',
  type: 'lemlistApi',
  data: { apiKey: 'weft-lemlist-key-0001' },
};
const seed = {
  lemlist: {
    campaigns: [
      {
        name: 'Spring outreach',
        leads: [
          { email: 'ada@weft.example', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines' },
          { email: 'grace@weft.example', firstName: 'Grace', lastName: 'Hopper', companyName: 'Compilers' },
        ],
      },
      { name: 'Autumn follow-up', status: 'paused', leads: [{ email: 'linus@weft.example', firstName: 'Linus' }] },
    ],
    unsubscribes: ['old@weft.example', 'gone@weft.example'],
    activities: [
      { type: 'emailsSent', campaign: 'Spring outreach', lead: 'ada@weft.example' },
      { type: 'emailsOpened', campaign: 'Spring outreach', lead: 'ada@weft.example' },
      { type: 'emailsOpened', campaign: 'Spring outreach', lead: 'ada@weft.example', isFirst: false },
      { type: 'emailsSent', campaign: 'Spring outreach', lead: 'grace@weft.example' },
      { type: 'emailsReplied', campaign: 'Spring outreach', lead: 'grace@weft.example' },
      { type: 'emailsSent', campaign: 'Autumn follow-up', lead: 'linus@weft.example' },
    ],
  },
};
// The fake's counted ids for this seed.
const SPRING = 'cam_00000003',
  AUTUMN = 'cam_00000006',
  ADA = 'lea_00000004';

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
  for (const [i, { name, parameters, onError, version }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.lemlist',
      typeVersion: version ?? 2,
      position: [440 + 220 * i, 0],
      credentials: { lemlistApi: { id: API.id, name: API.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'lead-create-1': workflow(
    [
      {
        name: 'Add Lead',
        parameters: {
          resource: 'lead',
          operation: 'create',
          campaignId: SPRING,
          email: '={{ $json.email }}',
          additionalFields: {
            firstName: '={{ $json.first }}',
            companyName: 'Weft',
            jobTitle: 'Engineer',
            deduplicate: false,
          },
        },
      },
    ],
    {
      items: [
        { email: 'marie@weft.example', first: 'Marie' },
        { email: 'alan@weft.example', first: 'Alan' },
      ],
    },
  ),
  'lead-get-remove-1': workflow([
    { name: 'Get Lead', parameters: { resource: 'lead', operation: 'get', email: 'ada@weft.example' } },
    {
      name: 'Remove Lead',
      parameters: { resource: 'lead', operation: 'delete', campaignId: SPRING, email: 'grace@weft.example' },
    },
    {
      name: 'Unsubscribe Lead',
      version: 1,
      parameters: { resource: 'lead', operation: 'unsubscribe', campaignId: AUTUMN, email: 'linus@weft.example' },
    },
  ]),
  'campaign-getall-1': workflow([
    { name: 'V1 Limit', version: 1, parameters: { resource: 'campaign', operation: 'getAll', limit: 1 } },
    { name: 'V2 All', parameters: { resource: 'campaign', operation: 'getAll', returnAll: true } },
    {
      name: 'V2 Paged',
      parameters: { resource: 'campaign', operation: 'getAll', limit: 5, filters: { version: 'v2' } },
    },
    {
      name: 'Stats',
      parameters: {
        resource: 'campaign',
        operation: 'getStats',
        campaignId: SPRING,
        startDate: '2026-01-01T00:00:00',
        endDate: '2026-02-01T00:00:00',
        timezone: 'Europe/Paris',
      },
    },
  ]),
  'activity-getall-1': workflow([
    {
      name: 'Opened',
      parameters: {
        resource: 'activity',
        operation: 'getAll',
        limit: 10,
        filters: { type: 'emailsOpened', campaignId: SPRING, isFirst: true },
      },
    },
    { name: 'All V1', version: 1, parameters: { resource: 'activity', operation: 'getAll', returnAll: true } },
    {
      name: 'All V2',
      parameters: {
        resource: 'activity',
        operation: 'getAll',
        returnAll: true,
        filters: { version: 'v2', leadId: ADA },
      },
    },
  ]),
  'unsubscribe-1': workflow([
    { name: 'Add', parameters: { resource: 'unsubscribe', operation: 'add', email: 'new@weft.example' } },
    { name: 'Delete', parameters: { resource: 'unsubscribe', operation: 'delete', email: 'old@weft.example' } },
    { name: 'All', parameters: { resource: 'unsubscribe', operation: 'getAll', returnAll: true } },
    { name: 'One', version: 1, parameters: { resource: 'unsubscribe', operation: 'getAll', limit: 1 } },
  ]),
  'team-enrich-1': workflow([
    { name: 'Team', parameters: { resource: 'team', operation: 'get' } },
    { name: 'Credits', parameters: { resource: 'team', operation: 'getCredits' } },
    {
      name: 'Enrich Person',
      parameters: {
        resource: 'enrich',
        operation: 'enrichPerson',
        findEmail: true,
        linkedinEnrichment: true,
        additionalFields: { firstName: 'Ada', lastName: 'Lovelace', companyDomain: 'engines.example' },
      },
    },
    { name: 'Result', parameters: { resource: 'enrich', operation: 'get', enrichId: '={{ $json.id }}' } },
    {
      name: 'Enrich Lead',
      parameters: { resource: 'enrich', operation: 'enrichLead', leadId: ADA, verifyEmail: true },
    },
  ]),
  'error-continue-1': workflow([
    {
      name: 'Duplicate',
      onError: 'continueRegularOutput',
      parameters: {
        resource: 'lead',
        operation: 'create',
        campaignId: AUTUMN,
        email: 'ada@weft.example',
        additionalFields: { deduplicate: true },
      },
    },
    {
      name: 'Missing',
      onError: 'continueRegularOutput',
      parameters: { resource: 'lead', operation: 'get', email: 'nobody@weft.example' },
    },
    {
      name: 'Unknown Campaign',
      onError: 'continueRegularOutput',
      parameters: {
        resource: 'campaign',
        operation: 'getStats',
        campaignId: 'cam_unknown',
        startDate: '2026-01-01T00:00:00',
        endDate: '2026-02-01T00:00:00',
        timezone: 'UTC',
      },
    },
  ]),
  'error-stop-1': workflow([
    {
      name: 'Remove Missing',
      parameters: { resource: 'lead', operation: 'delete', campaignId: SPRING, email: 'nobody@weft.example' },
    },
  ]),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([API], null, 2) + '\n');
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Lemlist ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify(seed, null, 2) + '\n');
}
