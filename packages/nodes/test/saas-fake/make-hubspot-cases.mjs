/**
 * Writes the HubSpot cases recorded from n8n against the HubSpot fake (families/hubspot.mjs) under
 * src/hubspot/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json, at every
 * version n8n 1.123 has (1, 2, 2.1, 2.2): contacts (create or update with the profile or simplified,
 * get, get many over pages, recently updated, search with filter groups as n8n's editor saves them,
 * delete), contact lists, companies (create, update, get, get many, recently modified, search by
 * domain, delete), deals (create with associations and owner, update, get, get many, recently
 * created, search, delete), engagements (a task with a due date, get, get many, delete), tickets
 * (create, get, get many with a limit, update, delete), with the app token, OAuth2 and the API key,
 * and errors (a missing record, an invalid email) with and without continue-on-fail. Run it, then
 * `record.sh hubspot src/hubspot/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/hubspot/conformance-fake/', import.meta.url);
const CREDENTIALS = [
  { id: 'hUbSpOtToKeN0001', name: 'HubSpot App Token account', type: 'hubspotAppToken', data: { appToken: 'pat-na1-weft-test-token' } },
  {
    id: 'hUbSpOtOaUtH0001', name: 'HubSpot OAuth2 account', type: 'hubspotOAuth2Api',
    data: { clientId: 'weft-client', clientSecret: 'weft-secret', oauthTokenData: { access_token: 'weft-oauth-access-token', token_type: 'Bearer' } },
  },
  { id: 'hUbSpOtApIkEy001', name: 'HubSpot API account', type: 'hubspotApi', data: { apiKey: 'weft-hapikey' } },
];
const credentialFor = { appToken: CREDENTIALS[0], oAuth2: CREDENTIALS[1], apiKey: CREDENTIALS[2] };
const credentialKey = { appToken: 'hubspotAppToken', oAuth2: 'hubspotOAuth2Api', apiKey: 'hubspotApi' };

const seed = (extra = {}) => ({
  hubspot: {
    contacts: [
      { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', company: 'Analytical', lifecyclestage: 'customer', favorite_color: 'green' },
      { email: 'grace@example.com', firstname: 'Grace', lastname: 'Hopper', company: 'Navy', lifecyclestage: 'lead' },
      { email: 'linus@example.com', firstname: 'Linus', lastname: 'Torvalds', lifecyclestage: 'lead' },
    ],
    companies: [
      { name: 'Analytical Engines', domain: 'analytical.example', city: 'London', industry: 'COMPUTER_SOFTWARE' },
      { name: 'Compilers Inc', domain: 'compilers.example', city: 'Arlington' },
    ],
    deals: [
      { dealname: 'Difference engine', amount: '1000', dealstage: 'appointmentscheduled', associatedCompanyIds: [2001], associatedVids: [101] },
      { dealname: 'COBOL licence', amount: '250', dealstage: 'closedwon', associatedCompanyIds: [2002] },
      { dealname: 'Kernel support', amount: '5000', dealstage: 'qualifiedtobuy' },
    ],
    tickets: [
      { subject: 'Cannot log in', content: 'Password reset fails', hs_pipeline: '0', hs_pipeline_stage: '1', hs_ticket_priority: 'HIGH' },
      { subject: 'Invoice wrong', content: 'VAT missing', hs_pipeline: '0', hs_pipeline_stage: '2' },
      { subject: 'Feature request', content: 'Dark mode', hs_pipeline: '0', hs_pipeline_stage: '1' },
    ],
    engagements: [{ engagement: { type: 'NOTE' }, metadata: { body: 'Met at the conference' }, associations: { contactIds: [101] } }],
    ...extra,
  },
});

const rl = (value, mode = 'id') => ({ __rl: true, value, mode });
/** A search filter as n8n's editor saves it (the hidden type follows the property). */
const filter = (propertyName, operator, value) => ({ propertyName, type: '={{$parameter["&propertyName"].split("|")[1]}}', operator, ...(value === undefined ? {} : { value }) });

/** A workflow: the manual trigger, optionally a Code node giving `items`, then HubSpot nodes in a chain. */
function workflow(steps, items, extraSeed) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, typeVersion, parameters, onError, auth = 'appToken' }] of steps.entries()) {
    const cred = credentialFor[auth];
    nodes.push({
      parameters: { authentication: auth, ...parameters }, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.hubspot', typeVersion, position: [440 + 220 * i, 0],
      credentials: { [credentialKey[auth]]: { id: cred.id, name: cred.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { wf: { nodes, connections, settings: { executionOrder: 'v1' } }, seed: seed(extraSeed) };
}

const cases = {
  // ---------------------------------------------------------------- 2.2 (n8n's current version)
  'contact-upsert-2.2': workflow(
    [{
      name: 'Create or update', typeVersion: 2.2, parameters: {
        resource: 'contact', operation: 'upsert', email: '={{ $json.email }}',
        additionalFields: {
          firstName: '={{ $json.first }}', lastName: '={{ $json.last }}', companyName: 'Weft', lifeCycleStage: 'customer', associatedCompanyId: '={{ $json.company }}',
          customPropertiesUi: { customPropertiesValues: [{ property: 'favorite_color', value: '={{ $json.color }}' }] },
        },
        options: {},
      },
    }],
    [{ email: 'grace@example.com', first: 'Grace', last: 'Hopper', company: 2002, color: 'blue' }, { email: 'new@example.com', first: 'New', last: 'Person', company: '', color: 'red' }],
  ),
  'contact-upsert-simplified-2.2': workflow([
    { name: 'Simplified', typeVersion: 2.2, parameters: { resource: 'contact', operation: 'upsert', email: 'barbara@example.com', additionalFields: { firstName: 'Barbara', buyingRole: ['BUDGET_HOLDER', 'DECISION_MAKER'], annualRevenue: 1000000, closeDate: '2024-06-30T00:00:00' }, options: { resolveData: true } } },
  ]),
  'contact-get-many-2.2': workflow([
    { name: 'Get', typeVersion: 2.2, parameters: { resource: 'contact', operation: 'get', contactId: rl('102'), additionalFields: { propertiesCollection: { propertiesValues: { properties: ['email', 'firstname'], propertyMode: 'valueOnly' } }, listMemberships: true } } },
    { name: 'Two', typeVersion: 2.2, parameters: { resource: 'contact', operation: 'getAll', limit: 2, additionalFields: { propertiesCollection: { propertiesValues: { properties: ['email'], propertyMode: 'valueOnly' } } } } },
  ]),
  'contact-get-all-pages-2.2': workflow(
    [
      { name: 'Every contact', typeVersion: 2.2, parameters: { resource: 'contact', operation: 'getAll', returnAll: true, additionalFields: {} } },
    ],
    undefined,
    { pageSize: 2 },
  ),
  'contact-search-2.2': workflow(
    [
      {
        name: 'Leads', typeVersion: 2.2, parameters: {
          resource: 'contact', operation: 'search', returnAll: true,
          filterGroupsUi: { filterGroupsValues: [{ filtersUi: { filterValues: [filter('lifecyclestage|enumeration', 'EQ', 'lead')] } }, { filtersUi: { filterValues: [filter('firstname|string', 'EQ', 'Ada')] } }] },
          additionalFields: { properties: ['email', 'lifecyclestage'], sortBy: 'email', direction: 'ASCENDING' },
        },
      },
      { name: 'First one', typeVersion: 2.2, parameters: { resource: 'contact', operation: 'search', limit: 1, filterGroupsUi: {}, additionalFields: {} } },
    ],
    undefined,
    { pageSize: 2 },
  ),
  'contact-delete-2.2': workflow(
    [{ name: 'Delete', typeVersion: 2.2, onError: 'continueRegularOutput', parameters: { resource: 'contact', operation: 'delete', contactId: rl('={{ $json.id }}') } }],
    [{ id: 103 }, { id: 999 }],
  ),
  'contact-list-add-2.2': workflow(
    [{ name: 'Add to list', typeVersion: 2.2, parameters: { resource: 'contactList', operation: 'add', listId: 7, by: 'email', email: '={{ $json.email }}' } }],
    [{ email: 'ada@example.com' }, { email: 'nobody@example.com' }],
  ),
  'deal-create-update-2.2': workflow(
    [
      {
        name: 'Create deal', typeVersion: 2.2, parameters: {
          resource: 'deal', operation: 'create', stage: 'qualifiedtobuy',
          additionalFields: { dealName: '={{ $json.name }}', amount: 750, associatedCompany: [2001], associatedVids: [101, 102], closeDate: '2024-09-01T00:00:00', dealType: 'newbusiness', dealOwner: rl('77001'), customPropertiesUi: { customPropertiesValues: [{ property: 'region', value: 'EMEA' }] } },
        },
      },
      { name: 'Update deal', typeVersion: 2.2, parameters: { resource: 'deal', operation: 'update', dealId: rl('={{ $json.dealId }}'), updateFields: { stage: 'closedwon', description: 'Signed', amount: 800 } } },
    ],
    [{ name: 'Support plan' }],
  ),
  'deal-get-many-2.2': workflow([
    { name: 'Get deal', typeVersion: 2.2, parameters: { resource: 'deal', operation: 'get', dealId: rl('3002'), filters: { includePropertyVersions: true } } },
    { name: 'Deals', typeVersion: 2.2, parameters: { resource: 'deal', operation: 'getAll', returnAll: true, filters: { includeAssociations: true, properties: ['dealname', 'amount'] } } },
  ], undefined, { pageSize: 2 }),
  'deal-missing-2.2': workflow(
    [
      { name: 'Get deal', typeVersion: 2.2, onError: 'continueRegularOutput', parameters: { resource: 'deal', operation: 'get', dealId: rl('={{ $json.id }}'), filters: {} } },
      { name: 'Delete deal', typeVersion: 2.2, onError: 'continueRegularOutput', parameters: { resource: 'deal', operation: 'delete', dealId: rl('3003') } },
    ],
    [{ id: 3001 }, { id: 4040 }],
  ),
  'engagement-2.2': workflow([
    {
      name: 'Task', typeVersion: 2.2, parameters: {
        resource: 'engagement', operation: 'create', type: 'task', dueDate: '2024-07-01T09:00:00.000Z',
        metadata: { subject: 'Call back', body: 'About the renewal', status: 'NOT_STARTED', forObjectType: 'CONTACT' },
        additionalFields: { associations: { contactIds: '101,102', dealIds: '3001', ownerId: 77001 } },
      },
    },
    { name: 'Get', typeVersion: 2.2, parameters: { resource: 'engagement', operation: 'get', engagementId: rl('={{ $json.engagement.id }}') } },
    { name: 'All', typeVersion: 2.2, parameters: { resource: 'engagement', operation: 'getAll', returnAll: true } },
  ]),
  'error-invalid-email-2.2': workflow(
    [{ name: 'Create or update', typeVersion: 2.2, onError: 'continueRegularOutput', parameters: { resource: 'contact', operation: 'upsert', email: '={{ $json.email }}', additionalFields: { firstName: 'X' }, options: {} } }],
    [{ email: 'not-an-email' }, { email: 'ok@example.com' }],
  ),
  'error-stop-2.2': workflow([{ name: 'Get company', typeVersion: 2.2, parameters: { resource: 'company', operation: 'get', companyId: rl('9999'), additionalFields: {} } }]),
  // ---------------------------------------------------------------- 2.1
  'company-2.1': workflow([
    { name: 'Create company', typeVersion: 2.1, parameters: { resource: 'company', operation: 'create', name: 'Weft Labs', additionalFields: { companyDomainName: 'weft.example', city: 'Berlin', annualRevenue: 12000, industry: 'INTERNET', customPropertiesUi: { customPropertiesValues: [{ property: 'tier', value: 'gold' }] } } } },
    { name: 'Update company', typeVersion: 2.1, parameters: { resource: 'company', operation: 'update', companyId: rl('={{ $json.companyId }}'), updateFields: { name: 'Weft Laboratories', phoneNumber: '+49 30 1234' } } },
    { name: 'Get company', typeVersion: 2.1, parameters: { resource: 'company', operation: 'get', companyId: rl('={{ $json.companyId }}'), additionalFields: { includeMergeAudits: true } } },
    { name: 'By domain', typeVersion: 2.1, parameters: { resource: 'company', operation: 'searchByDomain', domain: 'https://weft.example', options: { properties: ['name', 'domain'] } } },
    { name: 'Delete company', typeVersion: 2.1, parameters: { resource: 'company', operation: 'delete', companyId: rl('2002') } },
  ]),
  'company-get-many-2.1': workflow([
    { name: 'Companies', typeVersion: 2.1, parameters: { resource: 'company', operation: 'getAll', limit: 5, options: { propertiesCollection: { propertiesValues: { properties: ['name', 'city'], propertyMode: 'valueAndHistory' } } } } },
    { name: 'Recent', typeVersion: 2.1, parameters: { resource: 'company', operation: 'getRecentlyCreatedUpdated', returnAll: true, additionalFields: { since: '2024-05-01T10:00:03.000Z' } } },
  ]),
  'deal-search-recent-2.1': workflow([
    { name: 'Big deals', typeVersion: 2.1, parameters: { resource: 'deal', operation: 'search', limit: 10, filterGroupsUi: { filterGroupsValues: [{ filtersUi: { filterValues: [filter('amount|number', 'GTE', '500')] } }] }, additionalFields: { properties: ['dealname', 'amount'], sortBy: 'amount' } } },
    { name: 'Recent', typeVersion: 2.1, parameters: { resource: 'deal', operation: 'getRecentlyCreatedUpdated', limit: 2, filters: {} } },
  ]),
  // ---------------------------------------------------------------- 2
  'ticket-2': workflow([
    { name: 'Create ticket', typeVersion: 2, parameters: { resource: 'ticket', operation: 'create', pipelineId: '0', stageId: '1', ticketName: 'Printer on fire', additionalFields: { description: 'Smoke everywhere', priority: 'HIGH', associatedCompanyIds: [2001], associatedContactIds: [101] } } },
    { name: 'Update ticket', typeVersion: 2, parameters: { resource: 'ticket', operation: 'update', ticketId: rl('={{ $json.objectId }}'), updateFields: { stageId: '4', resolution: 'ISSUE_FIXED' } } },
    { name: 'Get ticket', typeVersion: 2, parameters: { resource: 'ticket', operation: 'get', ticketId: rl('5001'), additionalFields: { properties: ['subject', 'hs_ticket_priority'] } } },
    { name: 'Two tickets', typeVersion: 2, parameters: { resource: 'ticket', operation: 'getAll', limit: 2, additionalFields: { properties: ['subject'] } } },
  ], undefined, { pageSize: 1 }),
  'ticket-delete-2': workflow(
    [{ name: 'Delete tickets', typeVersion: 2, parameters: { resource: 'ticket', operation: 'delete', ticketId: rl('={{ $json.id }}') } }],
    [{ id: 5002 }, { id: 5003 }],
  ),
  'contact-recent-oauth-2': workflow([
    { name: 'Recent contacts', typeVersion: 2, auth: 'oAuth2', parameters: { resource: 'contact', operation: 'getRecentlyCreatedUpdated', limit: 2, additionalFields: { formSubmissionMode: 'none' } } },
    { name: 'Contact list remove', typeVersion: 2, auth: 'oAuth2', parameters: { resource: 'contactList', operation: 'remove', listId: 8, id: '={{ $json.vid }}' } },
  ], undefined, { listMembers: { 8: [103] } }),
  // ---------------------------------------------------------------- 1
  'deal-1': workflow([
    { name: 'Create deal', typeVersion: 1, parameters: { resource: 'deal', operation: 'create', stage: 'appointmentscheduled', additionalFields: { dealName: 'Old node deal', amount: 42, pipeline: 'default' } } },
    { name: 'Get deal', typeVersion: 1, parameters: { resource: 'deal', operation: 'get', dealId: '={{ $json.dealId }}', additionalFields: {} } },
    { name: 'Every deal', typeVersion: 1, parameters: { resource: 'deal', operation: 'getAll', returnAll: true, filters: {} } },
  ]),
  'deal-recent-1': workflow([
    { name: 'Recently created', typeVersion: 1, parameters: { resource: 'deal', operation: 'getRecentlyCreated', limit: 2, filters: {} } },
    { name: 'Recently modified', typeVersion: 1, parameters: { resource: 'deal', operation: 'getRecentlyModified', limit: 1, filters: { since: '2024-05-01T10:00:00.000Z' } } },
  ]),
  'contact-1': workflow(
    [
      { name: 'Create or update', typeVersion: 1, parameters: { resource: 'contact', operation: 'upsert', email: '={{ $json.email }}', resolveData: false, additionalFields: { firstName: 'Margaret', jobTitle: 'Engineer' } } },
      { name: 'Get', typeVersion: 1, parameters: { resource: 'contact', operation: 'get', contactId: '={{ $json.vid }}', additionalFields: { properties: ['firstname', 'jobtitle'], propertyMode: 'valueOnly' } } },
      { name: 'Add to list', typeVersion: 1, parameters: { resource: 'contactList', operation: 'add', listId: 7, by: 'id', id: '={{ $json.vid }}' } },
    ],
    [{ email: 'margaret@example.com' }],
  ),
  'company-1': workflow([
    { name: 'Recently created', typeVersion: 1, auth: 'apiKey', parameters: { resource: 'company', operation: 'getRecentlyCreated', limit: 1 } },
    { name: 'Delete company', typeVersion: 1, auth: 'apiKey', parameters: { resource: 'company', operation: 'delete', companyId: '={{ $json.companyId }}' } },
  ]),
  'error-1': workflow(
    [{ name: 'Get contact', typeVersion: 1, onError: 'continueRegularOutput', parameters: { resource: 'contact', operation: 'get', contactId: '={{ $json.id }}', additionalFields: {} } }],
    [{ id: 101 }, { id: 555 }],
  ),
};

for (const [name, { wf, seed: s }] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `HubSpot ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(s, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify(CREDENTIALS, null, 1)}\n`);
