/**
 * Writes the Brevo cases recorded from n8n against the Brevo fake (families/brevo.mjs) under
 * src/send-in-blue/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * contacts (create with attributes, upsert, get by e-mail and id, update, delete, get many with a
 * limit and a sort, every page), attributes (create in each category, update, delete, get many),
 * senders, e-mail (text and HTML with named addresses, CC, BCC and tags; a template with
 * parameters), and errors with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18471 bash test/saas-fake/record-unlocked.sh brevo src/send-in-blue/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CREDENTIAL = {
  id: 'bReVoApIkEy00001',
  name: 'Brevo account',
  type: 'sendInBlueApi',
  data: { apiKey: 'xkeysib-weftbrevokey000000000001' },
};
const seed = {
  brevo: {
    attributes: [
      { name: 'PLAN', type: 'text' },
      { name: 'SCORE', type: 'float' },
    ],
    contacts: [
      { email: 'ada@weft.example', attributes: { FIRSTNAME: 'Ada', PLAN: 'pro' } },
      { email: 'grace@weft.example', attributes: { FIRSTNAME: 'Grace' } },
      { email: 'linus@weft.example' },
    ],
    senders: [{ name: 'Weft', email: 'hello@weft.example' }],
    templates: [{ name: 'Welcome' }],
  },
};
// The fake's counted ids for this seed: contacts 1–3, sender 4, template 5.

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
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.sendInBlue',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { sendInBlueApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
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

const contact = (operation, extra) => ({ resource: 'contact', operation, ...extra });
const attribute = (operation, extra) => ({ resource: 'attribute', operation, ...extra });
const cases = {
  'contact-create-1': workflow(
    [
      {
        name: 'Create',
        parameters: contact('create', {
          email: '={{ $json.email }}',
          createContactAttributes: {
            attributesValues: [
              { fieldName: 'FIRSTNAME', fieldValue: '={{ $json.first }}' },
              { fieldName: 'SCORE', fieldValue: '4.5' },
            ],
          },
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
  'contact-upsert-get-1': workflow([
    {
      name: 'Upsert',
      parameters: contact('upsert', {
        email: 'ada@weft.example',
        upsertAttributes: { upsertAttributesValues: [{ fieldName: 'LASTNAME', fieldValue: 'Lovelace' }] },
      }),
    },
    { name: 'Upsert New', parameters: contact('upsert', { email: 'katherine@weft.example' }) },
    { name: 'Get', parameters: contact('get', { identifier: 'ada@weft.example' }) },
    { name: 'Get By Id', parameters: contact('get', { identifier: '2' }) },
  ]),
  'contact-update-delete-1': workflow([
    {
      name: 'Update',
      parameters: contact('update', {
        identifier: 'grace@weft.example',
        updateAttributes: { updateAttributesValues: [{ fieldName: 'PLAN', fieldValue: 'team' }] },
      }),
    },
    { name: 'Delete', parameters: contact('delete', { identifier: 'linus@weft.example' }) },
    { name: 'All', parameters: contact('getAll', { returnAll: true }) },
  ]),
  'contact-getall-1': workflow([
    { name: 'Limit', parameters: contact('getAll', { limit: 2, options: { sort: 'asc' } }) },
  ]),
  'attribute-crud-1': workflow([
    { name: 'Create Normal', parameters: attribute('create', { attributeName: 'COMPANY', attributeType: 'text' }) },
    {
      name: 'Create Category',
      parameters: attribute('create', {
        attributeCategory: 'category',
        attributeName: 'SIZE',
        attributeCategoryList: {
          categoryEnumeration: {
            attributesValues: [
              { attributeCategoryValue: 1, attributeCategoryLabel: 'Small' },
              { attributeCategoryValue: 2, attributeCategoryLabel: 'Large' },
            ],
          },
        },
      }),
    },
    {
      name: 'Create Global',
      parameters: attribute('create', { attributeCategory: 'global', attributeName: 'YEAR', attributeValue: '2026' }),
    },
    {
      name: 'Update',
      parameters: attribute('update', {
        updateAttributeCategory: 'global',
        updateAttributeName: 'YEAR',
        updateAttributeValue: '2027',
      }),
    },
    { name: 'Delete', parameters: attribute('delete', { deleteAttributeName: 'PLAN' }) },
    { name: 'All', parameters: attribute('getAll', { returnAll: true }) },
  ]),
  'attribute-getall-limit-1': workflow([{ name: 'Some', parameters: attribute('getAll', { limit: 2 }) }]),
  'sender-crud-1': workflow([
    {
      name: 'Create',
      parameters: { resource: 'sender', operation: 'create', name: 'News', email: 'news@weft.example' },
    },
    { name: 'Delete', parameters: { resource: 'sender', operation: 'delete', id: '4' } },
    { name: 'All', parameters: { resource: 'sender', operation: 'getAll', returnAll: true } },
    { name: 'One', parameters: { resource: 'sender', operation: 'getAll', limit: 1 } },
  ]),
  'email-send-1': workflow(
    [
      {
        name: 'Send',
        parameters: {
          resource: 'email',
          operation: 'send',
          subject: 'Hello {{ $json.name }}',
          sendHTML: false,
          textContent: '=Hi {{ $json.name }}',
          sender: 'Weft Team <hello@weft.example>',
          receipients: '={{ $json.to }}',
          additionalFields: {
            receipientsCC: { receipientCc: { cc: 'cc@weft.example' } },
            receipientsBCC: { receipientBcc: { bcc: 'Audit <audit@weft.example>, log@weft.example' } },
            emailTags: { tags: { tag: 'welcome, , launch' } },
          },
        },
      },
    ],
    {
      items: [
        { name: 'Ada', to: 'Ada Lovelace <ada@weft.example>' },
        { name: 'Grace', to: 'grace@weft.example, linus@weft.example' },
      ],
    },
  ),
  'email-send-html-template-1': workflow([
    {
      name: 'Send HTML',
      parameters: {
        resource: 'email',
        operation: 'send',
        subject: 'News',
        sendHTML: true,
        htmlContent: '<p>News</p>',
        sender: 'hello@weft.example',
        receipients: 'ada@weft.example',
      },
    },
    {
      name: 'Template',
      parameters: {
        resource: 'email',
        operation: 'sendTemplate',
        templateId: 5,
        receipients: 'Grace <grace@weft.example>',
        additionalFields: {
          templateParameters: { parameterValues: { parameters: 'NAME=Grace,bad,PLAN=pro' } },
          emailTags: { tags: { tag: 'onboarding' } },
        },
      },
    },
  ]),
  'error-continue-1': workflow(
    [{ name: 'Get', onError: 'continueRegularOutput', parameters: contact('get', { identifier: '={{ $json.id }}' }) }],
    { items: [{ id: 'nobody@weft.example' }, { id: 'ada@weft.example' }], tail: true },
  ),
  'error-duplicate-contact-1': workflow([
    { name: 'Create', parameters: contact('create', { email: 'ada@weft.example' }) },
  ]),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([CREDENTIAL], null, 1));
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Brevo ${name}`, ...wf }, null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify(seed, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
