/**
 * Writes the Mailchimp cases recorded from n8n against the Mailchimp fake (families/mailchimp.mjs)
 * under src/mailchimp/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * members (create from the UI collections and from JSON, get with and without fields, get many with
 * a limit and a filter and every page, update, delete), member tags (add, remove), interest groups,
 * campaigns (get many with the default and chosen fields, a filter and a sort, get, replicate,
 * resend, send, delete), OAuth2, and errors with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18471 bash test/saas-fake/record-unlocked.sh mailchimp src/mailchimp/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const API = {
  id: 'mAiLcHiMpApI0001',
  name: 'Mailchimp account',
  type: 'mailchimpApi',
  data: { apiKey: 'weftmailchimpkey00000000000000001-us21' },
};
const OAUTH = {
  id: 'mAiLcHiMpOaUtH01',
  name: 'Mailchimp OAuth2 account',
  type: 'mailchimpOAuth2Api',
  data: {
    clientId: 'weft-client',
    clientSecret: 'weft-secret',
    metadataUrl: 'https://login.mailchimp.com/oauth2/metadata',
    oauthTokenData: { access_token: 'weft-mailchimp-oauth-token-0001', token_type: 'Bearer' },
  },
};
const seed = {
  mailchimp: {
    lists: [
      {
        name: 'Newsletter',
        categories: [{ title: 'Interests', interests: ['Weaving', 'Dyeing'] }],
        members: [
          { email: 'ada@weft.example', merge_fields: { FNAME: 'Ada', LNAME: 'Lovelace' }, tags: ['vip'] },
          { email: 'grace@weft.example', merge_fields: { FNAME: 'Grace', LNAME: 'Hopper' } },
          { email: 'linus@weft.example', status: 'unsubscribed', merge_fields: { FNAME: 'Linus' } },
        ],
      },
      { name: 'Beta' },
    ],
    campaigns: [
      {
        title: 'Spring launch',
        list: 'Newsletter',
        subject_line: 'Spring is here',
        from_name: 'Weft',
        reply_to: 'hello@weft.example',
        status: 'sent',
      },
      {
        title: 'Summer draft',
        list: 'Newsletter',
        subject_line: 'Summer',
        from_name: 'Weft',
        reply_to: 'hello@weft.example',
      },
      { title: 'Empty draft', list: 'Beta' },
    ],
  },
};
// The fake's counted ids for this seed.
const NEWSLETTER = '0000000001',
  INTERESTS = '0000000002',
  WEAVING = '0000000003',
  DYEING = '0000000004',
  BETA = '0000000009';
const SPRING = '000000000a',
  SUMMER = '000000000b',
  EMPTY = '000000000c';

function workflow(steps, { items, tail } = {}) {
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
  for (const [i, { name, parameters, onError, oauth }] of steps.entries()) {
    const credential = oauth ? OAUTH : API;
    nodes.push({
      parameters: oauth ? { authentication: 'oAuth2', ...parameters } : parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.mailchimp',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { [credential.type]: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
    });
  }
  if (tail)
    nodes.push({
      parameters: {},
      id: 'done',
      name: 'Done',
      type: 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [440 + 220 * steps.length, 0],
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const member = (operation, extra) => ({ resource: 'member', operation, list: NEWSLETTER, ...extra });
const cases = {
  'member-create-1': workflow(
    [
      {
        name: 'Create',
        parameters: member('create', {
          email: '={{ $json.email }}',
          status: 'subscribed',
          options: {
            emailType: 'text',
            language: 'fr',
            vip: true,
            ipSignup: '10.0.0.1',
            tags: 'new,trial',
            timestampOpt: '2026-01-04T09:30:15.250',
          },
          locationFieldsUi: { locationFieldsValues: { latitude: '48.85', longitude: '2.35' } },
          mergeFieldsUi: {
            mergeFieldsValues: [
              { name: 'FNAME', value: '={{ $json.first }}' },
              { name: 'LNAME', value: 'Weaver' },
            ],
          },
          groupsUi: { groupsValues: [{ categoryId: INTERESTS, categoryFieldId: WEAVING, value: true }] },
        }),
      },
    ],
    {
      items: [
        { email: 'marie@weft.example', first: 'Marie' },
        { email: 'alan@weft.example', first: 'Alan' },
      ],
    },
  ),
  'member-create-json-1': workflow([
    {
      name: 'Create',
      parameters: member('create', {
        email: 'katherine@weft.example',
        status: 'pending',
        jsonParameters: true,
        mergeFieldsJson: '{"FNAME":"Katherine","LNAME":"Johnson"}',
        locationJson: '{"latitude":37.1,"longitude":-76.3}',
        groupJson: `{"${DYEING}":true}`,
      }),
    },
  ]),
  'member-get-1': workflow([
    { name: 'Get', parameters: member('get', { email: 'ada@weft.example' }) },
    {
      name: 'Get Fields',
      parameters: member('get', {
        email: 'grace@weft.example',
        options: { fields: 'email_address,status,merge_fields.FNAME' },
      }),
    },
    {
      name: 'Get Without',
      parameters: member('get', {
        email: 'linus@weft.example',
        options: { excludeFields: 'stats,location,interests,tags' },
      }),
    },
  ]),
  'member-getall-1': workflow([
    { name: 'Limit', parameters: member('getAll', { limit: 2 }) },
    {
      name: 'Unsubscribed',
      parameters: member('getAll', { returnAll: true, options: { status: 'unsubscribed', emailType: 'html' } }),
    },
  ]),
  'member-update-1': workflow([
    {
      name: 'Update',
      parameters: member('update', {
        email: 'grace@weft.example',
        updateFields: {
          status: 'unsubscribed',
          language: 'en',
          skipMergeValidation: true,
          vip: true,
          mergeFieldsUi: { mergeFieldsValues: [{ name: 'LNAME', value: 'Murray Hopper' }] },
          groupsUi: { groupsValues: [{ categoryId: INTERESTS, categoryFieldId: DYEING, value: true }] },
          locationFieldsUi: { locationFieldsValues: { latitude: '38.88', longitude: '-77.1' } },
          timestampSignup: '2025-12-24T18:45:00',
        },
      }),
    },
    {
      name: 'Update JSON',
      parameters: member('update', {
        email: 'ada@weft.example',
        jsonParameters: true,
        mergeFieldsJson: '{"LNAME":"King"}',
        groupJson: 'not json',
        updateFields: { emailType: 'text' },
      }),
    },
  ]),
  'member-delete-1': workflow([
    { name: 'Delete', parameters: member('delete', { email: 'linus@weft.example' }) },
    { name: 'Remaining', parameters: member('getAll', { returnAll: true }) },
  ]),
  'member-tags-1': workflow([
    {
      name: 'Add Tags',
      parameters: {
        resource: 'memberTag',
        operation: 'create',
        list: NEWSLETTER,
        email: 'grace@weft.example',
        tags: ['speaker', 'navy'],
      },
    },
    {
      name: 'Remove Tags',
      parameters: {
        resource: 'memberTag',
        operation: 'delete',
        list: NEWSLETTER,
        email: 'ada@weft.example',
        tags: ['vip'],
        options: { isSyncing: true },
      },
    },
    { name: 'Check', parameters: member('getAll', { returnAll: true, options: {} }) },
  ]),
  'list-group-getall-1': workflow([
    {
      name: 'All',
      parameters: {
        resource: 'listGroup',
        operation: 'getAll',
        list: NEWSLETTER,
        groupCategory: INTERESTS,
        returnAll: true,
      },
    },
    {
      name: 'One',
      parameters: { resource: 'listGroup', operation: 'getAll', list: NEWSLETTER, groupCategory: INTERESTS, limit: 1 },
    },
  ]),
  'campaign-getall-1': workflow([
    { name: 'Default', parameters: { resource: 'campaign', operation: 'getAll' } },
    {
      name: 'Sent',
      parameters: {
        resource: 'campaign',
        operation: 'getAll',
        returnAll: true,
        options: { status: 'sent', fields: ['campaigns.id', 'campaigns.settings.title', 'campaigns.emails_sent'] },
      },
    },
    {
      name: 'Sorted',
      parameters: {
        resource: 'campaign',
        operation: 'getAll',
        limit: 2,
        options: {
          listId: NEWSLETTER,
          sortField: 'create_time',
          sortDirection: 'DESC',
          fields: ['campaigns.id', 'campaigns.status'],
        },
      },
    },
  ]),
  'campaign-getall-star-1': workflow([
    {
      name: 'Everything',
      parameters: { resource: 'campaign', operation: 'getAll', limit: 1, options: { fields: ['*'] } },
    },
  ]),
  'campaign-get-replicate-1': workflow([
    { name: 'Get', parameters: { resource: 'campaign', operation: 'get', campaignId: SPRING } },
    { name: 'Replicate', parameters: { resource: 'campaign', operation: 'replicate', campaignId: SUMMER } },
    { name: 'Resend', parameters: { resource: 'campaign', operation: 'resend', campaignId: SPRING } },
  ]),
  'campaign-send-delete-1': workflow([
    { name: 'Send', parameters: { resource: 'campaign', operation: 'send', campaignId: SUMMER } },
    { name: 'Delete', parameters: { resource: 'campaign', operation: 'delete', campaignId: EMPTY } },
    { name: 'After', parameters: { resource: 'campaign', operation: 'getAll', returnAll: true } },
  ]),
  'oauth2-member-get-1': workflow([
    {
      name: 'Get',
      oauth: true,
      parameters: member('get', { email: 'ada@weft.example', options: { fields: 'id,email_address' } }),
    },
  ]),
  'error-continue-1': workflow(
    [{ name: 'Get', onError: 'continueRegularOutput', parameters: member('get', { email: '={{ $json.email }}' }) }],
    { items: [{ email: 'nobody@weft.example' }, { email: 'ada@weft.example' }], tail: true },
  ),
  'error-continue-campaign-1': workflow(
    [
      {
        name: 'Send',
        onError: 'continueRegularOutput',
        parameters: { resource: 'campaign', operation: 'send', campaignId: '={{ $json.id }}' },
      },
      {
        name: 'Exclude',
        onError: 'continueRegularOutput',
        parameters: { resource: 'campaign', operation: 'getAll', options: { excludeFields: ['campaigns._links'] } },
      },
    ],
    { items: [{ id: EMPTY }, { id: SPRING }, { id: SUMMER }], tail: true },
  ),
  'error-member-exists-1': workflow([
    { name: 'Create', parameters: member('create', { email: 'ada@weft.example', status: 'subscribed' }) },
  ]),
  'error-invalid-email-1': workflow([
    {
      name: 'Create',
      parameters: { ...member('create', { email: 'not-an-address', status: 'subscribed' }), list: BETA },
    },
  ]),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([API, OAUTH], null, 1));
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Mailchimp ${name}`, ...wf }, null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify(seed, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
