/**
 * Writes the Xero cases recorded from n8n against the Xero fake (families/xero.mjs) under
 * src/xero/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json (an
 * OAuth2 connection with a ready access token): every contact and invoice operation, lists with
 * their options and with Return All (which n8n's node can only finish when the first page is
 * empty: it names the organisation on the first page only), the run-wide query n8n's node keeps,
 * and refusals with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18493 bash test/saas-fake/record-unlocked.sh xero src/xero/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const TENANT = '7a1f3c52-5d0e-4b8a-9c61-2f4e8d9b0a11';
const CREDENTIAL = {
  id: 'xErOoAuTh2CrEd01',
  name: 'Xero account',
  type: 'xeroOAuth2Api',
  data: {
    clientId: 'weft-client',
    clientSecret: 'weft-secret',
    oauthTokenData: { access_token: 'weft-xero-token', token_type: 'Bearer' },
  },
};

const cid = (n) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const iid = (n) => `90000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const contacts = [
  { ContactID: cid(1), Name: 'Ada Lovelace Weaving', EmailAddress: 'ada@weft.example', FirstName: 'Ada' },
  { ContactID: cid(2), Name: 'Babbage Mills', EmailAddress: 'charles@weft.example' },
  { ContactID: cid(3), Name: 'Old Spinning Co', ContactStatus: 'ARCHIVED' },
  { ContactID: cid(4), Name: 'Jacquard & Sons', EmailAddress: 'joseph@weft.example' },
];
const invoices = [
  {
    InvoiceID: iid(1),
    Type: 'ACCREC',
    Contact: { ContactID: cid(1) },
    Date: '2026-01-02',
    DueDate: '2026-02-01',
    Reference: 'Looms',
    LineItems: [{ Description: 'Table loom', Quantity: 2, UnitAmount: 150, AccountCode: '200', TaxType: 'NONE' }],
  },
  {
    InvoiceID: iid(2),
    Type: 'ACCPAY',
    Contact: { ContactID: cid(2) },
    Status: 'AUTHORISED',
    Date: '2026-01-03',
    LineItems: [
      { Description: 'Wool', Quantity: 10, UnitAmount: 4.5, AccountCode: '400', TaxType: 'INPUT', TaxAmount: 6.75 },
    ],
  },
  {
    InvoiceID: iid(3),
    Type: 'ACCREC',
    Contact: { ContactID: cid(4) },
    Status: 'SUBMITTED',
    Date: '2026-01-04',
    Reference: 'Cards',
    LineItems: [
      {
        Description: 'Punch cards',
        Quantity: 100,
        UnitAmount: 0.2,
        AccountCode: '200',
        TaxType: 'OUTPUT',
        TaxAmount: 3,
      },
    ],
  },
];
const seed = { contacts, invoices };

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
      parameters: { organizationId: TENANT, ...parameters },
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.xero',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { xeroOAuth2Api: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const many = Array.from({ length: 120 }, (_, i) => ({
  ContactID: cid(100 + i),
  Name: `Customer ${String(i + 1).padStart(3, '0')}`,
}));

const cases = {
  'contact-create-1': [
    workflow(
      [
        {
          name: 'Create Contact',
          parameters: {
            resource: 'contact',
            operation: 'create',
            name: '={{ $json.name }}',
            additionalFields: {
              emailAddress: '={{ $json.email }}',
              firstName: '={{ $json.first }}',
              accountNumber: '=ACC-{{ $itemIndex }}',
              contactStatus: 'ACTIVE',
              defaultCurrency: 'NZD',
              salesDefaultAccountCode: '200',
              taxNumber: '12-345-678',
              phonesUi: {
                phonesValues: [
                  { phoneType: 'MOBILE', phoneNumber: '555 0101', phoneAreaCode: '21', phoneCountryCode: '64' },
                ],
              },
              addressesUi: {
                addressesValues: [
                  {
                    type: 'STREET',
                    line1: '1 Loom Lane',
                    city: 'Wellington',
                    postalCode: '6011',
                    country: 'New Zealand',
                  },
                ],
              },
            },
          },
        },
      ],
      {
        items: [
          { name: 'Grace Hopper Textiles', email: 'grace@weft.example', first: 'Grace' },
          { name: 'Hollerith Cards', email: 'herman@weft.example', first: 'Herman' },
        ],
      },
    ),
    seed,
  ],
  'contact-get-1': [
    workflow(
      [{ name: 'Get Contact', parameters: { resource: 'contact', operation: 'get', contactId: '={{ $json.id }}' } }],
      {
        items: [{ id: cid(1) }, { id: cid(4) }],
      },
    ),
    seed,
  ],
  'contact-getall-1': [
    workflow([
      { name: 'Get Contacts', parameters: { resource: 'contact', operation: 'getAll', limit: 2, options: {} } },
      {
        name: 'Get Archived Too',
        parameters: {
          resource: 'contact',
          operation: 'getAll',
          returnAll: true,
          options: { includeArchived: true, orderBy: 'Name', sortOrder: 'ASC', where: 'Name.Contains("o")' },
        },
      },
    ]),
    seed,
  ],
  'contact-getall-pages-1': [
    workflow([
      {
        name: 'Get Contacts',
        parameters: { resource: 'contact', operation: 'getAll', returnAll: true, options: { orderBy: 'Name' } },
      },
    ]),
    { contacts: many },
  ],
  'contact-getall-shared-query-1': [
    workflow(
      [
        {
          name: 'Get Contacts',
          parameters: {
            resource: 'contact',
            operation: 'getAll',
            returnAll: '={{ $json.all }}',
            limit: 3,
            options: { orderBy: 'Name', sortOrder: 'DESC' },
          },
        },
      ],
      { items: [{ all: true }, { all: false }] },
    ),
    seed,
  ],
  'contact-update-1': [
    workflow([
      {
        name: 'Update Contact',
        parameters: {
          resource: 'contact',
          operation: 'update',
          contactId: cid(2),
          updateFields: {
            name: 'Babbage Engines',
            lastName: 'Babbage',
            emailAddress: 'engines@weft.example',
            purchasesDefaultAccountCode: '400',
            skypeUserName: 'cbabbage',
            phonesUi: { phonesValues: [{ phoneType: 'DEFAULT', phoneNumber: '555 0202' }] },
          },
        },
      },
    ]),
    seed,
  ],
  'invoice-create-1': [
    workflow(
      [
        {
          name: 'Create Invoice',
          parameters: {
            resource: 'invoice',
            operation: 'create',
            type: '={{ $json.type }}',
            contactId: '={{ $json.contact }}',
            lineItemsUi: {
              lineItemsValues: [
                {
                  description: 'Table loom',
                  quantity: 2,
                  unitAmount: '150',
                  accountCode: '200',
                  taxType: 'NONE',
                  itemCode: 'LOOM-1',
                },
                {
                  description: 'Yarn',
                  quantity: 5,
                  unitAmount: '12.5',
                  accountCode: '200',
                  taxType: 'OUTPUT',
                  taxAmount: '9.38',
                  discountRate: '10',
                },
              ],
            },
            additionalFields: {
              date: '2026-01-10T00:00:00',
              dueDate: '2026-02-10T00:00:00',
              reference: '={{ $json.ref }}',
              currency: 'NZD',
              lineAmountType: 'Exclusive',
              status: 'AUTHORISED',
              url: 'https://weft.example/orders/1',
            },
          },
        },
      ],
      {
        items: [
          { type: 'ACCREC', contact: cid(1), ref: 'Order 1' },
          { type: 'ACCPAY', contact: cid(2), ref: 'Order 2' },
        ],
      },
    ),
    seed,
  ],
  'invoice-create-minimal-1': [
    workflow([
      {
        name: 'Create Invoice',
        parameters: {
          resource: 'invoice',
          operation: 'create',
          type: 'ACCREC',
          contactId: cid(4),
          additionalFields: {},
        },
      },
    ]),
    seed,
  ],
  'invoice-update-1': [
    workflow([
      {
        name: 'Update Invoice',
        parameters: {
          resource: 'invoice',
          operation: 'update',
          invoiceId: iid(1),
          updateFields: {
            reference: 'Looms (revised)',
            contactId: cid(4),
            invoiceNumber: 'INV-LOOM-1',
            dueDate: '2026-03-01T00:00:00',
            status: 'SUBMITTED',
            lineItemsUi: {
              lineItemsValues: [
                { description: 'Floor loom', quantity: 1, unitAmount: '900', accountCode: '200', taxType: 'NONE' },
              ],
            },
          },
        },
      },
    ]),
    seed,
  ],
  'invoice-get-1': [
    workflow([{ name: 'Get Invoice', parameters: { resource: 'invoice', operation: 'get', invoiceId: iid(2) } }]),
    seed,
  ],
  'invoice-getall-1': [
    workflow([
      {
        name: 'Get Invoices',
        parameters: {
          resource: 'invoice',
          operation: 'getAll',
          limit: 1,
          options: { statuses: ['SUBMITTED', 'AUTHORISED'], orderBy: 'Date', createdByMyApp: true },
        },
      },
      {
        name: 'Get All Invoices',
        parameters: {
          resource: 'invoice',
          operation: 'getAll',
          returnAll: true,
          options: { where: 'Type=="ACCREC"', orderBy: 'Total', sortOrder: 'ASC' },
        },
      },
    ]),
    seed,
  ],
  'invoice-getall-filters-1': [
    workflow([
      {
        name: 'Get Invoices',
        parameters: {
          resource: 'invoice',
          operation: 'getAll',
          limit: 10,
          options: {
            statuses: ['SUBMITTED', 'AUTHORISED'],
            orderBy: 'Total',
            sortOrder: 'ASC',
            where: 'Contact.Name.Contains("a")',
          },
        },
      },
    ]),
    seed,
  ],
  'contact-getall-empty-1': [
    workflow([
      {
        name: 'Get Contacts',
        parameters: { resource: 'contact', operation: 'getAll', returnAll: true, options: { where: 'Name=="Nobody"' } },
      },
    ]),
    seed,
  ],
  'error-stop-1': [
    workflow([{ name: 'Get Contact', parameters: { resource: 'contact', operation: 'get', contactId: cid(99) } }]),
    seed,
  ],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Create Contact',
          onError: 'continueRegularOutput',
          parameters: {
            resource: 'contact',
            operation: 'create',
            name: '={{ $json.name }}',
            additionalFields: { emailAddress: '={{ $json.email }}' },
          },
        },
      ],
      {
        items: [
          { name: 'New Looms', email: 'new@weft.example' },
          { name: 'Babbage Mills', email: 'dup@weft.example' },
          { name: 'Bad Mail Ltd', email: 'not an address' },
          { name: 'Late Looms', email: 'late@weft.example' },
        ],
      },
    ),
    seed,
  ],
  'error-tenant-continue-1': [
    workflow(
      [
        {
          name: 'Get Invoice',
          onError: 'continueRegularOutput',
          parameters: {
            resource: 'invoice',
            operation: 'get',
            invoiceId: '={{ $json.id }}',
            organizationId: '={{ $json.tenant }}',
          },
        },
      ],
      {
        items: [
          { id: iid(1), tenant: TENANT },
          { id: iid(1), tenant: '00000000-0000-0000-0000-000000000000' },
          { id: iid(9), tenant: TENANT },
        ],
      },
    ),
    seed,
  ],
  'error-invoice-stop-1': [
    workflow([
      {
        name: 'Create Invoice',
        parameters: {
          resource: 'invoice',
          operation: 'create',
          type: 'ACCREC',
          contactId: cid(98),
          additionalFields: {},
        },
      },
    ]),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([CREDENTIAL], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Xero ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ xero: s }, null, 2) + '\n');
}
