/**
 * Writes the recordable Microsoft 365 cases (Outlook 1 and 2, Excel 1, 2, 2.1 and 2.2, OneDrive 1,
 * Teams 1, 1.1 and 2) under src/<node>/conformance-fake/<case>/{workflow.json,seed.json} and each
 * folder's credentials.json, for `record.sh microsoft`. Input items come from a Code node (n8n's
 * CLI ignores pinned data); parameters are written as n8n's editor saves them.
 *
 *   node make-microsoft-cases.mjs
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';

const src = new URL('../../src/', import.meta.url);
const NOW = '2025-01-06T09:00:00.000Z';
const rl = (value, mode = 'id') => ({ __rl: true, value, mode });

const CREDENTIALS = {
  microsoftOutlookOAuth2Api: { id: 'msOutlook0001', name: 'Microsoft Outlook account' },
  microsoftExcelOAuth2Api: { id: 'msExcel00001', name: 'Microsoft Excel account' },
  microsoftOneDriveOAuth2Api: { id: 'msOneDrive01', name: 'Microsoft OneDrive account' },
  microsoftTeamsOAuth2Api: { id: 'msTeams00001', name: 'Microsoft Teams account' },
};
const NODES = {
  'microsoft-outlook': { type: 'microsoftOutlook', name: 'Microsoft Outlook', credential: 'microsoftOutlookOAuth2Api' },
  'microsoft-excel': { type: 'microsoftExcel', name: 'Microsoft Excel 365', credential: 'microsoftExcelOAuth2Api' },
  'microsoft-onedrive': { type: 'microsoftOneDrive', name: 'Microsoft OneDrive', credential: 'microsoftOneDriveOAuth2Api' },
  'microsoft-teams': { type: 'microsoftTeams', name: 'Microsoft Teams', credential: 'microsoftTeamsOAuth2Api' },
};

// ---- seeds -------------------------------------------------------------------------------------

const person = (address, name) => ({ emailAddress: { address, name } });
const OUTLOOK = {
  now: NOW,
  messages: [
    { id: 'AAMkMsg0001', subject: 'Invoice 1001', bodyPreview: 'Please find the invoice attached.', body: { contentType: 'text', content: 'Please find the invoice attached.' }, from: person('ada@example.com', 'Ada Lovelace'), sender: person('ada@example.com', 'Ada Lovelace'), toRecipients: [person('me@contoso.com', 'Me')], isRead: false, conversationId: 'conv-1001', receivedDateTime: '2025-01-05T08:00:00Z', sentDateTime: '2025-01-05T07:59:58Z', categories: ['Finance'] },
    { id: 'AAMkMsg0002', subject: 'Lunch?', bodyPreview: 'Noon at the usual place?', body: { contentType: 'text', content: 'Noon at the usual place?' }, from: person('alan@example.com', 'Alan Turing'), sender: person('alan@example.com', 'Alan Turing'), toRecipients: [person('me@contoso.com', 'Me')], isRead: true, conversationId: 'conv-1002', receivedDateTime: '2025-01-05T10:30:00Z', sentDateTime: '2025-01-05T10:29:59Z' },
    { id: 'AAMkMsg0003', subject: 'Build failed', bodyPreview: 'main is red', body: { contentType: 'text', content: 'main is red' }, from: person('ci@example.com', 'CI'), sender: person('ci@example.com', 'CI'), toRecipients: [person('me@contoso.com', 'Me'), person('team@contoso.com', 'Team')], isRead: false, conversationId: 'conv-1003', receivedDateTime: '2025-01-06T06:15:00Z', sentDateTime: '2025-01-06T06:14:59Z', parentFolderId: 'archive' },
  ],
  collections: {
    'me/mailFolders': [
      { id: 'inbox', displayName: 'Inbox', parentFolderId: 'root', childFolderCount: 0, unreadItemCount: 1, totalItemCount: 2, isHidden: false },
      { id: 'archive', displayName: 'Archive', parentFolderId: 'root', childFolderCount: 0, unreadItemCount: 1, totalItemCount: 1, isHidden: false },
    ],
    'me/contacts': [
      { id: 'AAMkContact01', displayName: 'Ada Lovelace', givenName: 'Ada', surname: 'Lovelace', emailAddresses: [{ address: 'ada@example.com', name: 'Ada Lovelace' }], businessPhones: ['+44 20 7946 0001'], mobilePhone: null },
    ],
  },
};
const SHEET1 = '{00000000-0001-0000-0000-000000000000}';
const SHEET2 = '{00000000-0001-0000-0100-000000000000}';
const TABLE = '{6D182FD6-21D2-4BF9-9C7B-8F5A3A3C2B11}';
const EXCEL = {
  now: NOW,
  workbooks: [
    {
      id: '01WBORDERS0001',
      name: 'Orders.xlsx',
      sheets: [
        { id: SHEET1, name: 'Sheet1', rows: [['order', 'customer', 'total'], [1001, 'Ada', 12.5], [1002, 'Alan', 40], [1003, 'Grace', 7]] },
        { id: SHEET2, name: 'Stock', rows: [], tables: [{ id: TABLE, name: 'StockTable', columns: ['sku', 'name', 'qty'], rows: [['A1', 'Bolt', 10], ['B2', 'Nut', 25], ['C3', 'Washer', 5]] }] },
      ],
    },
    { id: '01WBBUDGET0002', name: 'Budget 2025.xlsx', sheets: [{ id: SHEET1, name: 'Sheet1', rows: [['month', 'amount'], ['Jan', 100]] }] },
  ],
};
const DRIVE = {
  now: NOW,
  drive: [
    { id: '01REPORTSFOLDER', name: 'Reports', folder: true },
    { id: '01Q1CSV', name: 'q1.csv', parentId: '01REPORTSFOLDER', content: 'id,total\n1,10\n', mimeType: 'text/csv' },
    { id: '01Q2CSV', name: 'q2.csv', parentId: '01REPORTSFOLDER', content: 'id,total\n2,20\n', mimeType: 'text/csv' },
    { id: '01NOTESTXT', name: 'notes.txt', content: 'remember the milk', mimeType: 'text/plain' },
  ],
};
const TEAM = 'a8f3c0de-1d2b-4c5e-9f00-000000000001';
const CHANNEL = '19:general0000000000000000000001@thread.tacv2';
const GROUP = 'b320ee12-b1cd-4cca-b648-a437be61c5cd';
const CHAT = '19:sales-chat-0001@thread.v2';
const TEAMS = {
  now: NOW,
  teams: [{ id: TEAM, displayName: 'Engineering', channels: [{ id: CHANNEL, displayName: 'General' }, { id: '19:releases000000000000000000002@thread.tacv2', displayName: 'Releases' }] }],
  chats: [{ id: CHAT, topic: 'Sales', chatType: 'group' }],
  collections: {
    [`chats/${CHAT}/messages`]: [
      { id: '1736150000001', messageType: 'message', createdDateTime: '2025-01-06T08:00:00Z', body: { contentType: 'text', content: 'Morning all' }, from: { user: { id: 'user-2', displayName: 'Alan Turing' } } },
      { id: '1736150000002', messageType: 'message', createdDateTime: '2025-01-06T08:05:00Z', body: { contentType: 'text', content: 'Numbers are in' }, from: { user: { id: 'user-1', displayName: 'Ada Lovelace' } } },
    ],
  },
  tasks: [
    { id: 'task-0001', planId: 'plan-0001', bucketId: 'bucket-0001', title: 'Write release notes', assignments: { 'user-1': { '@odata.type': '#microsoft.graph.plannerAssignment', orderHint: ' !' } } },
    { id: 'task-0002', planId: 'plan-0001', bucketId: 'bucket-0001', title: 'Tag the release', assignments: {} },
  ],
};

// ---- workflows ---------------------------------------------------------------------------------

/** A workflow: manual trigger → (Items code node) → the given nodes in a chain. */
function workflow(folder, nodes, items) {
  const spec = NODES[folder];
  const out = [{ parameters: {}, id: 'trigger', name: "When clicking 'Execute workflow'", type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) out.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0] });
  nodes.forEach((n, i) => {
    const node = {
      parameters: n.parameters,
      id: `node-${i + 1}`,
      name: n.name ?? (nodes.length > 1 ? `${spec.name} ${i + 1}` : spec.name),
      type: `n8n-nodes-base.${spec.type}`,
      typeVersion: n.version,
      position: [400 + 200 * i, 0],
      credentials: { [spec.credential]: CREDENTIALS[spec.credential] },
    };
    if (n.onError) node.onError = n.onError;
    if (n.alwaysOutputData) node.alwaysOutputData = true;
    if (spec.type === 'microsoftTeams' || (spec.type === 'microsoftOutlook' && n.version >= 2)) node.webhookId = `0c7b9d12-55aa-4f0e-8c1e-00000000000${i}`;
    out.push(node);
  });
  const connections = {};
  for (let i = 0; i + 1 < out.length; i++) connections[out[i].name] = { main: [[{ node: out[i + 1].name, type: 'main', index: 0 }]] };
  return { name: `${spec.name} case`, nodes: out, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'microsoft-outlook': {
    seed: OUTLOOK,
    cases: {
      'v2-send-to-each-contact': {
        items: [{ name: 'Ada', email: 'ada@example.com' }, { name: 'Alan', email: 'alan@example.com' }],
        nodes: [{ version: 2, parameters: { toRecipients: '={{ $json.email }}', subject: '=Welcome, {{ $json.name }}', bodyContent: '=<p>Hello {{ $json.name }}, welcome aboard.</p>', additionalFields: { importance: 'High' } } }],
      },
      'v2-send-missing-recipient-continue': {
        items: [{ email: '' }, { email: 'grace@example.com' }],
        nodes: [{ version: 2, onError: 'continueRegularOutput', parameters: { toRecipients: '={{ $json.email }}', subject: 'Hi', bodyContent: 'Hello', additionalFields: {} } }],
      },
      'v2-message-getall-limit': { nodes: [{ version: 2, parameters: { operation: 'getAll', limit: 2, filtersUI: {}, options: {} } }] },
      'v2-message-getall-unread-raw': {
        nodes: [{ version: 2, parameters: { operation: 'getAll', returnAll: true, output: 'raw', filtersUI: { values: { filterBy: 'filters', filters: { readStatus: 'unread' } } }, options: {} } }],
      },
      'v2-message-get': { nodes: [{ version: 2, parameters: { operation: 'get', messageId: rl('AAMkMsg0002'), options: {} } }] },
      'v2-message-get-missing-continue': {
        nodes: [{ version: 2, onError: 'continueRegularOutput', parameters: { operation: 'get', messageId: rl('AAMkNope'), options: {} } }],
      },
      'v2-message-update': {
        nodes: [{ version: 2, parameters: { operation: 'update', messageId: rl('AAMkMsg0001'), updateFields: { isRead: true, subject: 'Invoice 1001 (paid)' } } }],
      },
      'v2-message-delete-then-list': {
        nodes: [
          { version: 2, parameters: { operation: 'delete', messageId: rl('AAMkMsg0003') } },
          { version: 2, parameters: { operation: 'getAll', returnAll: true, filtersUI: {}, options: {} } },
        ],
      },
      'v2-draft-create': {
        nodes: [{ version: 2, parameters: { resource: 'draft', subject: 'Quarterly numbers', bodyContent: 'Draft for review', additionalFields: { toRecipients: 'cfo@contoso.com', bodyContentType: 'Text' } } }],
      },
      'v2-contact-create-then-list': {
        nodes: [
          { version: 2, parameters: { resource: 'contact', operation: 'create', givenName: 'Grace', surname: 'Hopper', additionalFields: { companyName: 'Navy' } } },
          { version: 2, parameters: { resource: 'contact', operation: 'getAll', returnAll: true, filters: {} } },
        ],
      },
      'v2-folder-create-then-list': {
        nodes: [
          { version: 2, parameters: { resource: 'folder', displayName: 'Receipts', options: {} } },
          { version: 2, parameters: { resource: 'folder', operation: 'getAll', limit: 10, filters: {}, options: {} } },
        ],
      },
      'v2-message-reply-as-draft': {
        nodes: [{ version: 2, parameters: { operation: 'reply', messageId: rl('AAMkMsg0001'), message: 'Thanks, paid today.', options: { saveAsDraft: true } } }],
      },
      'v2-message-move-then-folder-list': {
        nodes: [
          { version: 2, parameters: { operation: 'move', messageId: rl('AAMkMsg0002'), folderId: rl('archive') } },
          { version: 2, parameters: { resource: 'folderMessage', folderId: rl('archive'), returnAll: true, filtersUI: {}, options: {} } },
        ],
      },
      'v2-event-create': {
        seed: { ...OUTLOOK, collections: { ...OUTLOOK.collections, 'me/calendars': [{ id: 'cal-0001', name: 'Calendar', color: 'auto', isDefaultCalendar: true }] } },
        nodes: [{ version: 2, parameters: { resource: 'event', operation: 'create', calendarId: rl('cal-0001'), subject: 'Standup', startDateTime: '2025-01-07T09:00:00', endDateTime: '2025-01-07T09:15:00', additionalFields: { isOnlineMeeting: false } } }],
      },
      'v1-draft-create': {
        nodes: [{ version: 1, parameters: { resource: 'draft', operation: 'create', subject: 'Plan', bodyContent: '<p>Draft</p>', additionalFields: { toRecipients: 'boss@contoso.com', importance: 'Low' } } }],
      },
      'v1-send': {
        nodes: [{ version: 1, parameters: { subject: 'Status', bodyContent: 'All green', toRecipients: 'ops@contoso.com', additionalFields: { bodyContentType: 'Text' } } }],
      },
      'v1-send-missing-recipient-continue': {
        items: [{ email: '' }, { email: 'grace@example.com' }],
        nodes: [{ version: 1, onError: 'continueRegularOutput', parameters: { toRecipients: '={{ $json.email }}', subject: 'Hi', bodyContent: 'Hello', additionalFields: {} } }],
      },
      'v1-message-getall-fields': {
        nodes: [{ version: 1, parameters: { operation: 'getAll', limit: 2, additionalFields: { fields: 'subject,isRead' } } }],
      },
      'v1-message-get-missing': { nodes: [{ version: 1, parameters: { operation: 'get', messageId: 'AAMkNope', additionalFields: {} } }] },
    },
  },
  'microsoft-excel': {
    seed: EXCEL,
    cases: {
      'v1-worksheet-getcontent': {
        nodes: [{ version: 1, parameters: { resource: 'worksheet', operation: 'getContent', workbook: '01WBORDERS0001', worksheet: SHEET1, range: 'A1:C3' } }],
      },
      'v1-table-getrows': {
        nodes: [{ version: 1, parameters: { resource: 'table', operation: 'getRows', workbook: '01WBORDERS0001', worksheet: SHEET2, table: TABLE, limit: 2 } }],
      },
      'v1-table-addrow': {
        items: [{ sku: 'D4', name: 'Gear', qty: 3 }, { sku: 'E5', name: 'Spring', qty: 12 }],
        nodes: [{ version: 1, parameters: { resource: 'table', workbook: '01WBORDERS0001', worksheet: SHEET2, table: TABLE, additionalFields: {} } }],
      },
      'v1-workbook-getall': { nodes: [{ version: 1, parameters: { operation: 'getAll', limit: 5, filters: {} } }] },
      'v2-readrows': {
        nodes: [{ version: 2, parameters: { resource: 'worksheet', operation: 'readRows', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), options: {} } }],
      },
      'v2.1-readrows-range': {
        nodes: [{ version: 2.1, parameters: { resource: 'worksheet', operation: 'readRows', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), useRange: true, range: 'A1:C3', options: {} } }],
      },
      'v2.2-readrows-raw': {
        nodes: [{ version: 2.2, parameters: { resource: 'worksheet', operation: 'readRows', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), options: { rawData: true } } }],
      },
      'v2-append-define': {
        items: [{ n: 1004, who: 'Edsger', sum: 9 }],
        nodes: [{ version: 2, parameters: { resource: 'worksheet', operation: 'append', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), fieldsUi: { values: [{ column: 'order', fieldValue: '={{ $json.n }}' }, { column: 'customer', fieldValue: '={{ $json.who }}' }, { column: 'total', fieldValue: '={{ $json.sum }}' }] }, options: {} } }],
      },
      'v2.1-append-automap': {
        items: [{ order: 1004, customer: 'Edsger', total: 9 }, { order: 1005, customer: 'Barbara', total: 15 }],
        nodes: [{ version: 2.1, parameters: { resource: 'worksheet', operation: 'append', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), dataMode: 'autoMap', options: {} } }],
      },
      'v2.2-append-automap': {
        items: [{ order: 1004, customer: 'Edsger', total: 9 }, { order: 1005, customer: 'Barbara', total: 15 }],
        nodes: [{ version: 2.2, parameters: { resource: 'worksheet', operation: 'append', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), dataMode: 'autoMap', options: {} } }],
      },
      'v2.2-update-automap': {
        items: [{ order: 1002, customer: 'Alan', total: 45 }],
        nodes: [{ version: 2.2, parameters: { resource: 'worksheet', operation: 'update', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), dataMode: 'autoMap', columnToMatchOn: 'order', options: {} } }],
      },
      'v2.2-upsert-define': {
        items: [{}],
        nodes: [{ version: 2.2, parameters: { resource: 'worksheet', operation: 'upsert', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), columnToMatchOn: 'order', valueToMatchOn: '1009', fieldsUi: { values: [{ column: 'customer', fieldValue: 'Linus' }, { column: 'total', fieldValue: '3' }] }, options: {} } }],
      },
      'v2-upsert-define': {
        items: [{}],
        nodes: [{ version: 2, parameters: { resource: 'worksheet', operation: 'upsert', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), columnToMatchOn: 'order', valueToMatchOn: '1009', fieldsUi: { values: [{ column: 'customer', fieldValue: 'Linus' }, { column: 'total', fieldValue: '3' }] }, options: {} } }],
      },
      'v2.2-clear-range-then-read': {
        nodes: [
          { version: 2.2, parameters: { resource: 'worksheet', operation: 'clear', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), useRange: true, range: 'A3:C3' } },
          { version: 2.2, parameters: { resource: 'worksheet', operation: 'readRows', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET1), options: {} } },
        ],
      },
      'v2.2-workbook-addworksheet': { nodes: [{ version: 2.2, parameters: { operation: 'addWorksheet', workbook: rl('01WBORDERS0001'), additionalFields: { name: 'Summary' } } }] },
      'v2.1-table-getcolumns': {
        nodes: [{ version: 2.1, parameters: { resource: 'table', operation: 'getColumns', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET2), table: rl(TABLE), returnAll: true } }],
      },
      'v2.2-table-converttorange': {
        nodes: [{ version: 2.2, parameters: { resource: 'table', operation: 'convertToRange', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET2), table: rl(TABLE) } }],
      },
      'v2.2-table-append': {
        items: [{ sku: 'D4', name: 'Gear', qty: 3 }],
        nodes: [{ version: 2.2, parameters: { resource: 'table', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET2), table: rl(TABLE), dataMode: 'autoMap', options: {} } }],
      },
      'v2.2-table-getrows-limit': {
        nodes: [{ version: 2.2, parameters: { resource: 'table', operation: 'getRows', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET2), table: rl(TABLE), limit: 2, filters: {} } }],
      },
      'v2.2-table-lookup': {
        nodes: [{ version: 2.2, parameters: { resource: 'table', operation: 'lookup', workbook: rl('01WBORDERS0001'), worksheet: rl(SHEET2), table: rl(TABLE), lookupColumn: 'name', lookupValue: 'Nut', options: {} } }],
      },
      'v2.2-workbook-getall': { nodes: [{ version: 2.2, parameters: { limit: 10, filters: {} } }] },
      'v2.2-worksheet-getall': { nodes: [{ version: 2.2, parameters: { resource: 'worksheet', workbook: rl('01WBORDERS0001'), returnAll: true, filters: {} } }] },
      'v2.2-readrows-missing-workbook': {
        nodes: [{ version: 2.2, parameters: { resource: 'worksheet', operation: 'readRows', workbook: rl('01WBNOPE'), worksheet: rl(SHEET1), options: {} } }],
      },
      'v2.2-readrows-missing-continue': {
        nodes: [{ version: 2.2, onError: 'continueRegularOutput', parameters: { resource: 'worksheet', operation: 'readRows', workbook: rl('01WBORDERS0001'), worksheet: rl('{NOPE}'), options: {} } }],
      },
    },
  },
  'microsoft-onedrive': {
    seed: DRIVE,
    cases: {
      'file-upload-text': { nodes: [{ version: 1, parameters: { fileName: 'hello.txt', parentId: '01REPORTSFOLDER', fileContent: 'Hello, world' } }] },
      'file-get': { nodes: [{ version: 1, parameters: { operation: 'get', fileId: '01Q1CSV' } }] },
      'file-search': { nodes: [{ version: 1, parameters: { operation: 'search', query: 'q' } }] },
      'file-share': { nodes: [{ version: 1, parameters: { operation: 'share', fileId: '01NOTESTXT', type: 'view', scope: 'anonymous' } }] },
      'file-copy': { nodes: [{ version: 1, parameters: { operation: 'copy', fileId: '01NOTESTXT', additionalFields: { name: 'notes-copy.txt' }, parentReference: {} } }] },
      'file-rename': { nodes: [{ version: 1, parameters: { operation: 'rename', itemId: '01Q2CSV', newName: 'q2-final.csv' } }] },
      'file-download': { nodes: [{ version: 1, parameters: { operation: 'download', fileId: '01Q1CSV' } }] },
      'file-delete-then-children': {
        nodes: [
          { version: 1, parameters: { operation: 'delete', fileId: '01Q2CSV' } },
          { version: 1, parameters: { resource: 'folder', operation: 'getChildren', folderId: '01REPORTSFOLDER' } },
        ],
      },
      'folder-create-nested': { nodes: [{ version: 1, parameters: { resource: 'folder', operation: 'create', name: 'Archive/2024', options: {} } }] },
      'folder-share-then-rename': {
        nodes: [
          { version: 1, parameters: { resource: 'folder', operation: 'share', folderId: '01REPORTSFOLDER', type: 'edit', scope: 'organization' } },
          { version: 1, parameters: { resource: 'folder', operation: 'rename', itemId: '01REPORTSFOLDER', newName: 'Reports 2025' } },
        ],
      },
      'folder-search': { nodes: [{ version: 1, parameters: { resource: 'folder', operation: 'search', query: 'rep' } }] },
      'file-get-missing-continue': { nodes: [{ version: 1, onError: 'continueRegularOutput', parameters: { operation: 'get', fileId: '01NOPE' } }] },
      'file-get-missing': { nodes: [{ version: 1, parameters: { operation: 'get', fileId: '01NOPE' } }] },
    },
  },
  'microsoft-teams': {
    seed: TEAMS,
    cases: {
      'v1-channel-create': { nodes: [{ version: 1, parameters: { teamId: TEAM, name: 'Ops', options: { description: 'Operations' } } }] },
      'v1.1-channel-getall': { nodes: [{ version: 1.1, parameters: { operation: 'getAll', teamId: TEAM, limit: 1 } }] },
      'v1-channelmessage-create': {
        nodes: [{ version: 1, parameters: { resource: 'channelMessage', teamId: TEAM, channelId: CHANNEL, message: 'Deploy finished', options: {} } }],
      },
      'v1.1-chatmessage-create': {
        items: [{ text: 'Order 1001 shipped' }, { text: 'Order 1002 shipped' }],
        nodes: [{ version: 1.1, parameters: { resource: 'chatMessage', chatId: CHAT, message: '={{ $json.text }}', options: { includeLinkToWorkflow: false } } }],
      },
      'v1.1-task-create': {
        nodes: [{ version: 1.1, parameters: { resource: 'task', groupId: 'group-0001', planId: 'plan-0001', bucketId: 'bucket-0001', title: 'Ship it', additionalFields: { percentComplete: 50 } } }],
      },
      'v1-task-get': { nodes: [{ version: 1, parameters: { resource: 'task', operation: 'get', taskId: 'task-0001' } }] },
      'v1.1-task-update': { nodes: [{ version: 1.1, parameters: { resource: 'task', operation: 'update', taskId: 'task-0002', updateFields: { title: 'Tag and publish', percentComplete: 100 } } }] },
      'v1.1-chatmessage-empty-continue': {
        items: [{ text: '' }, { text: 'Second' }],
        nodes: [{ version: 1.1, onError: 'continueRegularOutput', parameters: { resource: 'chatMessage', chatId: CHAT, message: '={{ $json.text }}', options: { includeLinkToWorkflow: false } } }],
      },
      'v2-chatmessage-empty-continue': {
        items: [{ text: '' }, { text: 'Second' }],
        nodes: [{ version: 2, onError: 'continueRegularOutput', parameters: { resource: 'chatMessage', chatId: rl(CHAT), message: '={{ $json.text }}', options: { includeLinkToWorkflow: false } } }],
      },
      'v1-channel-get-missing': { nodes: [{ version: 1, parameters: { operation: 'get', teamId: TEAM, channelId: '19:nope@thread.tacv2' } }] },
      'v2-channel-create': { nodes: [{ version: 2, parameters: { teamId: rl(TEAM), name: 'Ops', options: { type: 'private', description: 'Operations' } } }] },
      'v2-channel-get-missing-continue': {
        nodes: [{ version: 2, onError: 'continueRegularOutput', parameters: { operation: 'get', teamId: rl(TEAM), channelId: rl('19:nope@thread.tacv2') } }],
      },
      'v2-task-create': {
        nodes: [{ version: 2, parameters: { resource: 'task', groupId: rl(GROUP), planId: rl('plan-0001'), bucketId: rl('bucket-0001'), title: 'Announce it', options: { percentComplete: 25 } } }],
      },
      'v2-task-update-then-get': {
        nodes: [
          { version: 2, parameters: { resource: 'task', operation: 'update', taskId: 'task-0001', updateFields: { title: 'Write and publish release notes' } } },
          { version: 2, parameters: { resource: 'task', operation: 'get', taskId: 'task-0001' } },
        ],
      },
      'v2-chatmessage-create-each': {
        items: [{ text: 'Order 1001 shipped' }, { text: 'Order 1002 shipped' }],
        nodes: [{ version: 2, parameters: { resource: 'chatMessage', chatId: rl(CHAT), message: '={{ $json.text }}', options: { includeLinkToWorkflow: false } } }],
      },
      'v2-channelmessage-create': {
        nodes: [{ version: 2, parameters: { resource: 'channelMessage', teamId: rl(TEAM), channelId: rl(CHANNEL), contentType: 'html', message: '<b>Deploy finished</b>', options: { includeLinkToWorkflow: false } } }],
      },
      'v2-channel-getall': { nodes: [{ version: 2, parameters: { operation: 'getAll', teamId: rl(TEAM), returnAll: true } }] },
      'v2-chatmessage-getall': { nodes: [{ version: 2, parameters: { resource: 'chatMessage', operation: 'getAll', chatId: rl(CHAT), limit: 1 } }] },
      'v2-task-getall-plan': {
        nodes: [{ version: 2, parameters: { resource: 'task', operation: 'getAll', tasksFor: 'plan', groupId: rl(GROUP), planId: rl('plan-0001'), returnAll: true } }],
      },
      'v2-task-delete': { nodes: [{ version: 2, parameters: { resource: 'task', operation: 'deleteTask', taskId: 'task-0002' } }] },
      'v2-chatmessage-get-missing-continue': {
        nodes: [{ version: 2, onError: 'continueRegularOutput', parameters: { resource: 'chatMessage', operation: 'get', chatId: rl(CHAT), messageId: '999' } }],
      },
    },
  },
};

for (const [folder, { seed, cases: list }] of Object.entries(cases)) {
  const root = new URL(`${folder}/conformance-fake/`, src);
  mkdirSync(root, { recursive: true });
  // Cases this script no longer makes are removed (their recordings with them).
  for (const name of existsSync(root) ? readdirSync(root) : []) if (name !== 'credentials.json' && !(name in list)) rmSync(new URL(`${name}/`, root), { recursive: true, force: true });
  for (const [name, c] of Object.entries(list)) {
    const dir = new URL(`${name}/`, root);
    mkdirSync(dir, { recursive: true });
    writeFileSync(new URL('workflow.json', dir), `${JSON.stringify(workflow(folder, c.nodes, c.items), null, 1)}\n`);
    writeFileSync(new URL('seed.json', dir), `${JSON.stringify(c.seed ?? seed, null, 1)}\n`);
  }
  const type = NODES[folder].credential;
  const data = { clientId: 'weft-test', clientSecret: 'weft-test', oauthTokenData: { access_token: 'tok', token_type: 'Bearer' } };
  writeFileSync(new URL('credentials.json', root), `${JSON.stringify([{ ...CREDENTIALS[type], type, data }], null, 1)}\n`);
}
