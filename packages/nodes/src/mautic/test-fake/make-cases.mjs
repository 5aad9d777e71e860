/**
 * Writes the Mautic cases recorded from n8n against the Mautic fake (families/mautic.mjs) under
 * src/mautic/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * contacts (create per item with expressions and from JSON, get, update, delete, lists with options
 * and every page, points, the do-not-contact list, a template email), companies (create, update,
 * get, lists, delete), memberships (segments, campaigns, companies), a segment email, and refusals
 * with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18484 bash test/saas-fake/record-unlocked.sh mautic src/mautic/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const API = {
  id: 'mAuTiCaPiCrEd001',
  name: 'Mautic account',
  type: 'mauticApi',
  data: { url: 'https://weft.mautic.example', username: 'weft', password: 'weft-mautic-password' },
};
const base = {
  contacts: [
    { email: 'ada@weft.example', firstname: 'Ada', lastname: 'Lovelace', company: 'Engines', tags: ['vip'] },
    { email: 'grace@weft.example', firstname: 'Grace', lastname: 'Hopper' },
    { email: 'linus@weft.example', firstname: 'Linus' },
  ],
  companies: [{ companyname: 'Engines Ltd', companycity: 'London' }, { companyname: 'Compilers Inc' }],
  segments: ['Newsletter', 'Beta'],
  campaigns: ['Onboarding'],
  emails: [
    { name: 'Welcome', type: 'template' },
    { name: 'Monthly', type: 'list', segments: ['Newsletter'] },
  ],
  stages: ['Lead', 'Customer'],
  tags: ['vip'],
};
const many = {
  ...base,
  contacts: Array.from({ length: 35 }, (_, n) => ({
    email: `weaver${String(n + 1).padStart(2, '0')}@weft.example`,
    firstname: `Weaver ${n + 1}`,
  })),
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
      type: 'n8n-nodes-base.mautic',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { mauticApi: { id: API.id, name: API.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const simpleOut = { options: { rawData: false } };
const cases = {
  'contact-create-1': [
    workflow(
      [
        {
          name: 'Create',
          parameters: {
            resource: 'contact',
            operation: 'create',
            email: '={{ $json.email }}',
            firstName: '={{ $json.first }}',
            lastName: 'Weaver',
            additionalFields: {
              tags: ['vip', 'new'],
              stage: 2,
              addressUi: { addressValues: { city: 'Paris', country: 'France' } },
              socialMediaUi: { socialMediaValues: { linkedIn: 'marie-w' } },
              customFieldsUi: { customFieldValues: [{ fieldId: 'mobile', fieldValue: '={{ $json.mobile }}' }] },
              ipAddress: '10.0.0.1',
            },
            ...simpleOut,
          },
        },
      ],
      {
        items: [
          { email: 'marie@weft.example', first: 'Marie', mobile: '+33600000001' },
          { email: 'alan@weft.example', first: 'Alan', mobile: '+33600000002' },
        ],
      },
    ),
    base,
  ],
  'contact-create-json-1': [
    workflow([
      {
        name: 'Create JSON',
        parameters: {
          resource: 'contact',
          operation: 'create',
          jsonParameters: true,
          bodyJson: '{"email":"kat@weft.example","firstname":"Katherine","lastname":"Johnson","points":3}',
          additionalFields: { phone: '555-0100' },
        },
      },
    ]),
    base,
  ],
  'contact-get-update-delete-1': [
    workflow([
      { name: 'Get', parameters: { resource: 'contact', operation: 'get', contactId: '1' } },
      {
        name: 'Update',
        parameters: {
          resource: 'contact',
          operation: 'update',
          contactId: '2',
          updateFields: { firstName: 'Amazing', phone: '123', tags: ['-vip', 'speaker'], position: 'Admiral' },
          ...simpleOut,
        },
      },
      { name: 'Delete', parameters: { resource: 'contact', operation: 'delete', contactId: '3', ...simpleOut } },
    ]),
    base,
  ],
  'contact-getall-1': [
    workflow([
      {
        name: 'Some',
        parameters: {
          resource: 'contact',
          operation: 'getAll',
          limit: 3,
          options: { orderBy: 'firstName', orderByDir: 'desc', search: 'weaver1', rawData: false },
        },
      },
      { name: 'Every', parameters: { resource: 'contact', operation: 'getAll', returnAll: true, ...simpleOut } },
    ]),
    many,
  ],
  'contact-points-dnc-1': [
    workflow([
      {
        name: 'Add Points',
        parameters: { resource: 'contact', operation: 'editContactPoint', contactId: '1', action: 'add', points: 5 },
      },
      {
        name: 'Remove Points',
        parameters: { resource: 'contact', operation: 'editContactPoint', contactId: '1', action: 'remove', points: 2 },
      },
      {
        name: 'Do Not Contact',
        parameters: {
          resource: 'contact',
          operation: 'editDoNotContactList',
          contactId: '2',
          action: 'add',
          channel: 'email',
          additionalFields: { reason: '1', comments: 'asked' },
        },
      },
      {
        name: 'Contact Again',
        parameters: {
          resource: 'contact',
          operation: 'editDoNotContactList',
          contactId: '2',
          action: 'remove',
          channel: 'email',
        },
      },
      {
        name: 'Send Email',
        parameters: { resource: 'contact', operation: 'sendEmail', contactId: '1', campaignEmailId: 1 },
      },
      { name: 'Read', parameters: { resource: 'contact', operation: 'get', contactId: '1', ...simpleOut } },
    ]),
    base,
  ],
  'company-1': [
    workflow([
      {
        name: 'Create',
        parameters: {
          resource: 'company',
          operation: 'create',
          name: 'Looms SA',
          additionalFields: {
            industry: 'Textiles',
            numberOfEmpoyees: 12,
            addressUi: { addressValues: { city: 'Lyon', country: 'France' } },
            companyEmail: 'hello@looms.example',
          },
        },
      },
      {
        name: 'Update',
        parameters: {
          resource: 'company',
          operation: 'update',
          companyId: '={{ $json.id }}',
          updateFields: { name: 'Looms', website: 'https://looms.example', phone: '' },
        },
      },
      { name: 'Get', parameters: { resource: 'company', operation: 'get', companyId: '3', simple: false } },
      {
        name: 'List',
        parameters: {
          resource: 'company',
          operation: 'getAll',
          limit: 2,
          additionalFields: { orderBy: 'companyname', orderByDir: 'desc' },
        },
      },
      { name: 'Every', parameters: { resource: 'company', operation: 'getAll', returnAll: true } },
      { name: 'Delete', parameters: { resource: 'company', operation: 'delete', companyId: '3' } },
    ]),
    base,
  ],
  'membership-1': [
    workflow([
      {
        name: 'To Segment',
        parameters: { resource: 'contactSegment', operation: 'add', contactId: '1', segmentId: 1 },
      },
      {
        name: 'Off Segment',
        parameters: { resource: 'contactSegment', operation: 'remove', contactId: '3', segmentId: 2 },
      },
      {
        name: 'To Campaign',
        parameters: { resource: 'campaignContact', operation: 'add', contactId: '2', campaignId: 1 },
      },
      {
        name: 'To Company',
        parameters: { resource: 'companyContact', operation: 'add', contactId: '2', companyId: '1' },
      },
      {
        name: 'Off Company',
        parameters: { resource: 'companyContact', operation: 'remove', contactId: '2', companyId: '1' },
      },
      { name: 'Send Segment Email', parameters: { resource: 'segmentEmail', operation: 'send', segmentEmailId: 2 } },
    ]),
    base,
  ],
  'error-continue-1': [
    workflow([
      {
        name: 'Bad Email',
        onError: 'continueRegularOutput',
        parameters: { resource: 'contact', operation: 'create', email: 'not-an-email', firstName: 'X' },
      },
      {
        name: 'Missing',
        onError: 'continueRegularOutput',
        parameters: { resource: 'contact', operation: 'get', contactId: '99' },
      },
      {
        name: 'Bad JSON',
        onError: 'continueRegularOutput',
        parameters: { resource: 'contact', operation: 'create', jsonParameters: true, bodyJson: '{nope' },
      },
    ]),
    base,
  ],
  'error-stop-1': [
    workflow([{ name: 'Missing Company', parameters: { resource: 'company', operation: 'get', companyId: '99' } }]),
    base,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([API], null, 2) + '\n');
for (const [name, [wf, seed]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Mautic ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ mautic: seed }, null, 2) + '\n');
}
