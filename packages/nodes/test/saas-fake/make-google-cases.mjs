/**
 * Writes the recordable cases of the Google Drive, Docs, Calendar, Tasks, Contacts and Slides nodes
 * (every typeVersion n8n 1.123 declares) under src/<node>/conformance-fake/<case>/{workflow.json,seed.json},
 * with each folder's credentials.json. Record them with `record.sh google <dir>`.
 *
 * A case is a chain: a manual trigger, a Code node giving the input items (with binary data when
 * asked), then the nodes under test in order. Seeds are read by families/google.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const src = new URL('../../src/', import.meta.url);
const TOKEN = { access_token: 'tok', token_type: 'Bearer' };
const CREDENTIALS = {
  'google-drive': { id: 'gDrive0000001', name: 'Google Drive account', type: 'googleDriveOAuth2Api' },
  'google-docs': { id: 'gDocs00000001', name: 'Google Docs account', type: 'googleDocsOAuth2Api' },
  'google-calendar': { id: 'gCal000000001', name: 'Google Calendar account', type: 'googleCalendarOAuth2Api' },
  'google-tasks': { id: 'gTasks0000001', name: 'Google Tasks account', type: 'googleTasksOAuth2Api' },
  'google-contacts': { id: 'gContacts0001', name: 'Google Contacts account', type: 'googleContactsOAuth2Api' },
  'google-slides': { id: 'gSlides000001', name: 'Google Slides account', type: 'googleSlidesOAuth2Api' },
};
const TYPES = {
  'google-drive': 'n8n-nodes-base.googleDrive',
  'google-docs': 'n8n-nodes-base.googleDocs',
  'google-calendar': 'n8n-nodes-base.googleCalendar',
  'google-tasks': 'n8n-nodes-base.googleTasks',
  'google-contacts': 'n8n-nodes-base.googleContacts',
  'google-slides': 'n8n-nodes-base.googleSlides',
};

/** A resource locator value. */
const rl = (value, mode = 'id', extra = {}) => ({ __rl: true, value, mode, ...extra });
const MY_DRIVE = rl('My Drive', 'list', { cachedResultName: 'My Drive' });
const ROOT = rl('root', 'list', { cachedResultName: '/ (Root folder)' });
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');

/**
 * One case: `nodes` are `{ name, v, parameters, onError?, type? }` run in a chain after the items.
 * @param {string} folder
 * @param {string} name
 * @param {{ seed?: object, items?: object[], nodes: object[] }} spec
 */
function write(folder, name, { seed = {}, items, nodes }) {
  const cred = CREDENTIALS[folder];
  const chain = [{ parameters: {}, id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) chain.push({ parameters: { jsCode: `return ${JSON.stringify(items)};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0] });
  nodes.forEach((n, k) => {
    const type = n.type ?? TYPES[folder];
    const node = { parameters: n.parameters, id: `node-${k + 1}`, name: n.name, type, typeVersion: n.v, position: [400 + 200 * k, 0] };
    if (type === TYPES[folder]) node.credentials = { [cred.type]: { id: cred.id, name: cred.name } };
    if (n.onError) node.onError = n.onError;
    chain.push(node);
  });
  const connections = {};
  for (let k = 0; k + 1 < chain.length; k++) connections[chain[k].name] = { main: [[{ node: chain[k + 1].name, type: 'main', index: 0 }]] };
  const dir = new URL(`${folder}/conformance-fake/${name}/`, src);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `${folder} ${name}`, nodes: chain, connections, settings: { executionOrder: 'v1' } }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}

const CONTINUE = 'continueRegularOutput';

// ------------------------------------------------------------------------------------------ Drive
const FOLDER = 'application/vnd.google-apps.folder';
const driveSeed = {
  drive: {
    files: [
      { id: '1RprtsFldr00000000000000001', name: 'Reports', mimeType: FOLDER, parents: ['root'] },
      { id: '1Q1ReportCsv000000000000001', name: 'q1-report.csv', mimeType: 'text/csv', parents: ['1RprtsFldr00000000000000001'], content: 'region,revenue\nnorth,1200\n' },
      { id: '1Q2ReportCsv000000000000001', name: 'q2-report.csv', mimeType: 'text/csv', parents: ['1RprtsFldr00000000000000001'], content: 'region,revenue\nsouth,950\n' },
      { id: '1NotesTxt000000000000000001', name: 'notes.txt', mimeType: 'text/plain', parents: ['root'], content: 'call the bank\n' },
      { id: '1PlanDoc0000000000000000001', name: 'Plan', mimeType: 'application/vnd.google-apps.document', parents: ['root'], content: 'Plan for Q3\n' },
    ],
    drives: [
      { id: '0ATeamDrive0000001', name: 'Team' },
      { id: '0AOpsDrive00000001', name: 'Ops' },
      { id: '0AArchiveDrive0001', name: 'Archive' },
    ],
  },
};
const Q1 = '1Q1ReportCsv000000000000001';
const Q2 = '1Q2ReportCsv000000000000001';
const REPORTS = '1RprtsFldr00000000000000001';
const csvItem = (name, text) => ({ json: { report: name }, binary: { data: { data: b64(text), mimeType: 'text/csv', fileName: name, fileExtension: 'csv' } } });

write('google-drive', 'v3-upload-into-folder', {
  seed: driveSeed,
  items: [csvItem('q3-report.csv', 'region,revenue\neast,700\n'), csvItem('q4-report.csv', 'region,revenue\nwest,820\n')],
  nodes: [{ name: 'Upload', v: 3, parameters: { name: '={{ $json.report }}', driveId: MY_DRIVE, folderId: rl(REPORTS, 'list', { cachedResultName: 'Reports' }), options: {} } }],
});
write('google-drive', 'v3-upload-simplified', {
  seed: driveSeed,
  items: [csvItem('summary.csv', 'total\n3670\n')],
  nodes: [{ name: 'Upload', v: 3, parameters: { driveId: MY_DRIVE, folderId: ROOT, options: { simplifyOutput: true, propertiesUi: { propertyValues: [{ key: 'source', value: 'n8n' }] } } } }],
});
write('google-drive', 'v3-create-from-text', {
  seed: driveSeed,
  items: [{ json: { name: 'todo.txt', text: 'buy milk' } }, { json: { name: '', text: 'no name' } }],
  nodes: [{ name: 'Create text file', v: 3, parameters: { operation: 'createFromText', content: '={{ $json.text }}', name: '={{ $json.name }}', driveId: MY_DRIVE, folderId: rl(REPORTS), options: {} } }],
});
write('google-drive', 'v3-create-google-doc', {
  seed: driveSeed,
  nodes: [{ name: 'Create doc', v: 3, parameters: { operation: 'createFromText', content: 'Minutes of the meeting', name: 'Minutes', driveId: MY_DRIVE, folderId: ROOT, options: { convertToGoogleDocument: true } } }],
});
write('google-drive', 'v3-search', {
  seed: driveSeed,
  nodes: [
    { name: 'Search by name', v: 3, parameters: { resource: 'fileFolder', queryString: 'report', limit: 1, filter: {}, options: {} } },
    { name: 'Search CSV in folder', v: 3, parameters: { resource: 'fileFolder', searchMethod: 'query', queryString: "mimeType = 'text/csv'", returnAll: true, filter: { folderId: rl(REPORTS), whatToSearch: 'files' }, options: { fields: ['id', 'name', 'mimeType', 'parents'] } } },
  ],
});
write('google-drive', 'v3-search-folders-everywhere', {
  seed: driveSeed,
  nodes: [{ name: 'Folders', v: 3, parameters: { resource: 'fileFolder', queryString: '', returnAll: true, filter: { driveId: MY_DRIVE, folderId: ROOT, whatToSearch: 'folders' }, options: { fields: ['*'] } } }],
});
write('google-drive', 'v3-download', {
  seed: driveSeed,
  items: [{ json: { id: Q1 } }, { json: { id: '1PlanDoc0000000000000000001' } }],
  nodes: [{ name: 'Download', v: 3, parameters: { operation: 'download', fileId: rl('={{ $json.id }}'), options: { fileName: 'file-{{ $itemIndex }}' } } }],
});
write('google-drive', 'v3-copy-move-update', {
  seed: driveSeed,
  nodes: [
    { name: 'Copy', v: 3, parameters: { operation: 'copy', fileId: rl(Q1, 'list', { cachedResultName: 'q1-report.csv' }), name: '', sameFolder: false, driveId: MY_DRIVE, folderId: ROOT, options: { description: 'copied' } } },
    { name: 'Move', v: 3, parameters: { operation: 'move', fileId: rl('={{ $json.id }}'), driveId: MY_DRIVE, folderId: rl(REPORTS) } },
    { name: 'Rename', v: 3, parameters: { operation: 'update', fileId: rl('={{ $json.id }}'), newUpdatedFileName: 'q1-copy.csv', options: { fields: ['id', 'name', 'parents', 'description'] } } },
  ],
});
write('google-drive', 'v3-copy-by-id-unnamed', {
  seed: driveSeed,
  nodes: [{ name: 'Copy', v: 3, parameters: { operation: 'copy', fileId: rl(Q2), options: {} } }],
});
write('google-drive', 'v3-share-and-delete', {
  seed: driveSeed,
  nodes: [
    { name: 'Share file', v: 3, parameters: { operation: 'share', fileId: rl(Q2), permissionsUi: { permissionsValues: { role: 'writer', type: 'user', emailAddress: 'ada@example.com' } }, options: {} } },
    { name: 'Share folder', v: 3, parameters: { resource: 'folder', operation: 'share', folderNoRootId: rl(REPORTS), permissionsUi: { permissionsValues: { role: 'reader', type: 'anyone', allowFileDiscovery: false } }, options: {} } },
    { name: 'Trash file', v: 3, parameters: { operation: 'deleteFile', fileId: rl(Q2), options: {} } },
    { name: 'Delete folder', v: 3, parameters: { resource: 'folder', operation: 'deleteFolder', folderNoRootId: rl(REPORTS), options: { deletePermanently: true } } },
  ],
});
write('google-drive', 'v3-folder-create', {
  seed: driveSeed,
  items: [{ json: { name: 'Archive' } }, { json: { name: 'Invoices 2025' } }],
  nodes: [{ name: 'Create folder', v: 3, parameters: { resource: 'folder', name: '={{ $json.name }}', driveId: MY_DRIVE, folderId: rl(REPORTS), options: { simplifyOutput: '={{ $itemIndex === 0 }}' } } }],
});
write('google-drive', 'v3-shared-drives', {
  seed: driveSeed,
  nodes: [
    { name: 'List drives', v: 3, parameters: { resource: 'drive', operation: 'list', limit: 2, options: {} } },
    { name: 'Get drive', v: 3, parameters: { resource: 'drive', operation: 'get', driveId: rl('={{ $json.id }}'), options: {} } },
    { name: 'Rename drive', v: 3, parameters: { resource: 'drive', operation: 'update', driveId: rl('={{ $json.id }}'), options: { name: '={{ $json.name }} (old)' } } },
  ],
});
write('google-drive', 'v3-shared-drive-create-delete', {
  seed: driveSeed,
  nodes: [
    { name: 'Create drive', v: 3, parameters: { resource: 'drive', name: 'Projects', options: {} } },
    { name: 'All drives', v: 3, parameters: { resource: 'drive', operation: 'list', returnAll: true, options: {} } },
    { name: 'Delete drive', v: 3, parameters: { resource: 'drive', operation: 'deleteDrive', driveId: rl('={{ $json.id }}') } },
  ],
});
write('google-drive', 'v3-update-content', {
  seed: driveSeed,
  items: [csvItem('q1-report.csv', 'region,revenue\nnorth,1300\n')],
  nodes: [{ name: 'Replace content', v: 3, parameters: { operation: 'update', fileId: rl(Q1), changeFileContent: true, newUpdatedFileName: 'q1-report-v2.csv', options: { fields: ['id', 'name', 'mimeType', 'version'], propertiesUi: { propertyValues: [{ key: 'rev', value: '2' }] } } } }],
});
write('google-drive', 'v3-missing-file-continue', {
  seed: driveSeed,
  items: [{ json: { id: 'missing-file-id' } }, { json: { id: Q1 } }],
  nodes: [{ name: 'Rename', v: 3, onError: CONTINUE, parameters: { operation: 'update', fileId: rl('={{ $json.id }}'), newUpdatedFileName: 'renamed.csv', options: {} } }],
});
write('google-drive', 'v3-missing-file-stops', {
  seed: driveSeed,
  nodes: [{ name: 'Download', v: 3, parameters: { operation: 'download', fileId: rl('missing-file-id'), options: {} } }],
});
write('google-drive', 'v2-upload-text-and-list', {
  seed: driveSeed,
  nodes: [
    { name: 'Upload text', v: 2, parameters: { name: 'hello.txt', fileContent: 'hello world', parents: [REPORTS], options: {} } },
    { name: 'List', v: 2, parameters: { operation: 'list', queryFilters: { name: [{ operation: 'contains', value: 'report' }, { operation: 'is', value: 'hello.txt' }] }, options: { fields: ['id', 'name', 'mimeType'] } } },
  ],
});
write('google-drive', 'v2-upload-binary-resolve', {
  seed: driveSeed,
  items: [csvItem('q5-report.csv', 'region,revenue\nnorth,10\n')],
  nodes: [{ name: 'Upload', v: 2, parameters: { binaryData: true, name: 'q5.csv', resolveData: true, parents: [REPORTS], options: { propertiesUi: { propertyValues: [{ key: 'kind', value: 'report' }] } } } }],
});
write('google-drive', 'v2-folder-copy-update-delete', {
  seed: driveSeed,
  nodes: [
    { name: 'Folder', v: 2, parameters: { resource: 'folder', name: 'Invoices', options: { parents: [REPORTS], fields: ['id', 'name', 'mimeType', 'parents'] } } },
    { name: 'Copy', v: 2, parameters: { operation: 'copy', fileId: rl(Q1), options: { name: 'q1-copy.csv', parents: ['={{ $json.id }}'], fields: ['*'] } } },
    { name: 'Update', v: 2, parameters: { operation: 'update', fileId: rl('={{ $json.id }}'), updateFields: { fileName: 'q1-final.csv', trashed: true }, options: { fields: ['id', 'name', 'trashed'] } } },
    { name: 'Share', v: 2, parameters: { operation: 'share', fileId: rl('={{ $json.id }}'), permissionsUi: { permissionsValues: { role: 'reader', type: 'domain', domain: 'example.com' } }, options: {} } },
    { name: 'Delete', v: 2, parameters: { operation: 'delete', fileId: rl(Q1) } },
  ],
});
write('google-drive', 'v1-list-first-item-only', {
  seed: driveSeed,
  items: [{ json: { q: "mimeType = 'text/csv'" } }, { json: { q: "name = 'notes.txt'" } }],
  nodes: [{ name: 'List', v: 1, parameters: { authentication: 'oAuth2', operation: 'list', useQueryString: true, queryString: '={{ $json.q }}', limit: 10, options: {} } }],
});
write('google-drive', 'v1-drives-and-errors', {
  seed: driveSeed,
  items: [{ json: { drive: '0ATeamDrive0000001' } }, { json: { drive: '0AMissingDrive001' } }],
  nodes: [
    { name: 'Get drive', v: 1, onError: CONTINUE, parameters: { authentication: 'oAuth2', resource: 'drive', operation: 'get', driveId: rl('={{ $json.drive }}'), options: {} } },
    { name: 'List drives', v: 1, parameters: { authentication: 'oAuth2', resource: 'drive', operation: 'list', returnAll: true, options: { q: "name contains 'a'" } } },
  ],
});

// ------------------------------------------------------------------------------------------- Docs
const PLAN = '1PlanDoc0000000000000000001';
const docsSeed = {
  drive: { files: [{ id: '1DocsFolder000000000000001', name: 'Docs', mimeType: FOLDER, parents: ['root'] }] },
  docs: { documents: [{ id: PLAN, title: 'Plan', text: 'Plan for Q3\nOwner: {{owner}}\n' }] },
};
write('google-docs', 'v2-create', {
  seed: docsSeed,
  items: [{ json: { title: 'Minutes' } }, { json: { title: 'Agenda' } }],
  nodes: [{ name: 'Create', v: 2, parameters: { title: '={{ $json.title }}', folderId: '={{ $itemIndex ? "1DocsFolder000000000000001" : "" }}' } }],
});
write('google-docs', 'v2-get', {
  seed: docsSeed,
  nodes: [
    { name: 'Get simple', v: 2, parameters: { operation: 'get', documentURL: `https://docs.google.com/document/d/${PLAN}/edit` } },
    { name: 'Get raw', v: 2, parameters: { operation: 'get', documentURL: PLAN, simple: false } },
  ],
});
write('google-docs', 'v2-update', {
  seed: docsSeed,
  nodes: [
    { name: 'Fill', v: 2, parameters: { operation: 'update', documentURL: PLAN, actionsUi: { actionFields: [{ action: 'replaceAll', text: '{{owner}}', replaceText: 'Ada' }, { action: 'insert', text: 'Status: draft\n' }] } } },
    { name: 'Append raw', v: 2, parameters: { operation: 'update', documentURL: PLAN, simple: false, actionsUi: { actionFields: [{ action: 'insert', text: 'Reviewed\n' }] } } },
    { name: 'Read back', v: 2, parameters: { operation: 'get', documentURL: PLAN } },
  ],
});
write('google-docs', 'v2-update-structure', {
  seed: docsSeed,
  nodes: [
    { name: 'Header and range', v: 2, parameters: { operation: 'update', documentURL: PLAN, actionsUi: { actionFields: [{ object: 'header', action: 'create', index: 0 }, { object: 'namedRange', action: 'create', name: 'title', startIndex: 1, endIndex: 5 }, { object: 'pageBreak', action: 'insert', locationChoice: 'location', index: 5 }] } } },
    { name: 'No match', v: 2, parameters: { operation: 'update', documentURL: PLAN, actionsUi: { actionFields: [{ action: 'replaceAll', text: 'nothing here', replaceText: 'x', matchCase: true }] } } },
  ],
});
write('google-docs', 'v1-create-get-update', {
  seed: docsSeed,
  nodes: [
    { name: 'Create', v: 1, parameters: { authentication: 'oAuth2', title: 'Notes', folderId: 'default' } },
    { name: 'Write', v: 1, parameters: { authentication: 'oAuth2', operation: 'update', documentURL: '={{ $json.id }}', actionsUi: { actionFields: [{ action: 'insert', text: 'First line' }] } } },
    { name: 'Get', v: 1, parameters: { authentication: 'oAuth2', operation: 'get', documentURL: '={{ $json.documentId }}' } },
  ],
});
write('google-docs', 'v2-missing-document', {
  seed: docsSeed,
  items: [{ json: { doc: 'missing-doc-id' } }, { json: { doc: PLAN } }],
  nodes: [
    { name: 'Get', v: 2, onError: CONTINUE, parameters: { operation: 'get', documentURL: '={{ $json.doc }}' } },
    { name: 'Update stale', v: 2, parameters: { operation: 'update', documentURL: PLAN, actionsUi: { actionFields: [{ action: 'insert', text: 'x' }] }, updateFields: { writeControlObject: { control: 'requiredRevisionId', value: 'stale-revision' } } } },
  ],
});

// --------------------------------------------------------------------------------------- Calendar
const TEAM = 'team@example.com';
const calendarSeed = {
  calendar: {
    calendars: [{ id: TEAM, summary: 'Team', timeZone: 'UTC', primary: true }],
    events: {
      [TEAM]: [
        { id: 'standup20250107', summary: 'Standup', start: { dateTime: '2025-01-07T09:00:00Z', timeZone: 'UTC' }, end: { dateTime: '2025-01-07T09:15:00Z', timeZone: 'UTC' } },
        { id: 'planning20250108', summary: 'Planning', description: 'Quarter planning', location: 'Room 1', attendees: [{ email: 'ada@example.com', responseStatus: 'accepted' }], start: { dateTime: '2025-01-08T13:00:00Z', timeZone: 'UTC' }, end: { dateTime: '2025-01-08T14:00:00Z', timeZone: 'UTC' } },
        { id: 'retro20250110', summary: 'Retro', start: { dateTime: '2025-01-10T15:00:00Z', timeZone: 'UTC' }, end: { dateTime: '2025-01-10T16:00:00Z', timeZone: 'UTC' } },
        { id: 'offsite20250201', summary: 'Offsite', start: { date: '2025-02-01' }, end: { date: '2025-02-02' } },
      ],
    },
  },
};
const CAL = rl(TEAM, 'list', { cachedResultName: 'Team' });
write('google-calendar', 'v1-create', {
  seed: calendarSeed,
  nodes: [{ name: 'Create', v: 1, parameters: { calendar: CAL, start: '2025-01-09T10:00:00', end: '2025-01-09T11:00:00', additionalFields: { summary: 'Review', description: 'Code review', attendees: ['bob@example.com, eve@example.com'], location: 'Room 2' } } }],
});
write('google-calendar', 'v1-getall-and-delete-missing', {
  seed: calendarSeed,
  nodes: [
    { name: 'Week', v: 1, parameters: { operation: 'getAll', calendar: CAL, limit: 2, options: { timeMin: '2025-01-06T00:00:00', timeMax: '2025-01-13T00:00:00', singleEvents: true, orderBy: 'startTime' } } },
    { name: 'Delete missing', v: 1, parameters: { operation: 'delete', calendar: CAL, eventId: 'nosuchevent1' , options: {} } },
  ],
});
write('google-calendar', 'v1.1-update-and-get', {
  seed: calendarSeed,
  nodes: [
    { name: 'Move', v: 1.1, parameters: { operation: 'update', calendar: CAL, eventId: 'retro20250110', updateFields: { start: '2025-01-10T16:00:00', end: '2025-01-10T17:00:00', summary: 'Retro (moved)', attendees: ['ada@example.com'] } } },
    { name: 'Get', v: 1.1, parameters: { operation: 'get', calendar: CAL, eventId: '={{ $json.id }}', options: {} } },
  ],
});
write('google-calendar', 'v1.2-add-attendees', {
  seed: calendarSeed,
  nodes: [{ name: 'Invite', v: 1.2, parameters: { operation: 'update', calendar: CAL, eventId: 'planning20250108', updateFields: { attendeesUi: { values: { mode: 'add', attendees: ['bob@example.com, carol@example.com'] } }, description: 'Bring numbers' } } }],
});
write('google-calendar', 'v1.2-getall-returnall', {
  seed: calendarSeed,
  nodes: [{ name: 'All', v: 1.2, parameters: { operation: 'getAll', calendar: CAL, returnAll: true, options: { query: 're', showDeleted: false } } }],
});
write('google-calendar', 'v1.3-create-all-day-and-reminders', {
  seed: calendarSeed,
  items: [{ json: { title: 'Holiday', start: '2025-01-20T00:00:00', end: '2025-01-21T00:00:00' } }],
  nodes: [{ name: 'Create', v: 1.3, parameters: { calendar: CAL, start: '={{ $json.start }}', end: '={{ $json.end }}', useDefaultReminders: false, remindersUi: { remindersValues: [{ method: 'popup', minutes: 30 }] }, additionalFields: { allday: 'yes', summary: '={{ $json.title }}', showMeAs: 'transparent', visibility: 'private' } } }],
});
write('google-calendar', 'v1.3-getall-window', {
  seed: calendarSeed,
  nodes: [
    { name: 'Window', v: 1.3, parameters: { operation: 'getAll', calendar: CAL, returnAll: true, timeMin: '2025-01-07T12:00:00', timeMax: '2025-01-11T00:00:00', options: {} } },
    { name: 'Limited', v: 1.3, parameters: { operation: 'getAll', calendar: CAL, limit: 1, timeMin: '2025-01-01T00:00:00', timeMax: '2025-03-01T00:00:00', options: { orderBy: 'startTime' } } },
  ],
});
write('google-calendar', 'v1.3-get-update-delete', {
  seed: calendarSeed,
  nodes: [
    { name: 'Get', v: 1.3, parameters: { operation: 'get', calendar: CAL, eventId: 'standup20250107', options: {} } },
    { name: 'Update', v: 1.3, parameters: { operation: 'update', calendar: CAL, eventId: '={{ $json.id }}', updateFields: { summary: 'Daily standup', location: 'Zoom', color: '2' } } },
    { name: 'Delete', v: 1.3, parameters: { operation: 'delete', calendar: CAL, eventId: '={{ $json.id }}', options: {} } },
  ],
});
write('google-calendar', 'v1.3-availability', {
  seed: calendarSeed,
  nodes: [
    { name: 'Free?', v: 1.3, parameters: { resource: 'calendar', calendar: CAL, timeMin: '2025-01-08T13:30:00', timeMax: '2025-01-08T15:00:00', options: {} } },
    { name: 'Slots', v: 1.3, parameters: { resource: 'calendar', calendar: CAL, timeMin: '2025-01-07T00:00:00', timeMax: '2025-01-09T00:00:00', options: { outputFormat: 'bookedSlots' } } },
  ],
});
write('google-calendar', 'v1-update-and-v1.1-repeat', {
  seed: calendarSeed,
  nodes: [
    { name: 'Move v1', v: 1, parameters: { operation: 'update', calendar: CAL, eventId: 'retro20250110', updateFields: { start: '2025-01-10T16:30:00', end: '2025-01-10T17:30:00', visibility: 'public' } } },
    { name: 'Repeat', v: 1.1, parameters: { calendar: CAL, start: '2025-01-13T08:00:00', end: '2025-01-13T08:30:00', useDefaultReminders: true, additionalFields: { summary: 'Gym', repeatFrecuency: 'weekly', repeatHowManyTimes: 3 } } },
  ],
});
write('google-calendar', 'v1.3-getall-query-per-item', {
  seed: calendarSeed,
  items: [{ json: { q: 'plan' } }, { json: { q: '' } }],
  nodes: [{ name: 'Find', v: 1.3, parameters: { operation: 'getAll', calendar: CAL, returnAll: true, timeMin: '2025-01-01T00:00:00', timeMax: '2025-03-01T00:00:00', options: { query: '={{ $json.q }}' } } }],
});
write('google-calendar', 'v1.2-availability-unknown-calendar', {
  seed: calendarSeed,
  items: [{ json: { calendar: 'nobody@example.com' } }, { json: { calendar: TEAM } }],
  nodes: [{ name: 'Free?', v: 1.2, onError: CONTINUE, parameters: { resource: 'calendar', calendar: rl('={{ $json.calendar }}', 'id'), timeMin: '2025-01-08T13:30:00', timeMax: '2025-01-08T15:00:00', options: { outputFormat: 'raw' } } }],
});
write('google-calendar', 'v1.3-missing-event-continue', {
  seed: calendarSeed,
  items: [{ json: { id: 'nosuchevent1' } }, { json: { id: 'retro20250110' } }],
  nodes: [{ name: 'Get', v: 1.3, onError: CONTINUE, parameters: { operation: 'get', calendar: CAL, eventId: '={{ $json.id }}', options: {} } }],
});

// ------------------------------------------------------------------------------------------ Tasks
const LIST = 'MTAlistMyTasks0001';
const tasksSeed = {
  tasks: {
    lists: [
      {
        id: LIST,
        title: 'My Tasks',
        tasks: [
          { id: 'taskInvoice001', title: 'Send invoice', notes: 'to ACME', due: '2025-01-10T00:00:00.000Z', position: '00000000000000000000' },
          { id: 'taskTaxes00001', title: 'File taxes', status: 'completed', completed: '2025-01-02T10:00:00.000Z', position: '00000000000000000001' },
          { id: 'taskCall000001', title: 'Call the bank', position: '00000000000000000002' },
        ],
      },
    ],
  },
};
write('google-tasks', 'create', {
  seed: tasksSeed,
  items: [{ json: { title: 'Book flights', prev: 'taskInvoice001' } }, { json: { title: 'Pack', prev: '' } }],
  nodes: [{ name: 'Create', v: 1, parameters: { task: LIST, title: '={{ $json.title }}', additionalFields: { notes: 'from n8n', dueDate: '2025-01-15T00:00:00', previous: '={{ $json.prev }}' } } }],
});
write('google-tasks', 'getall-limit', {
  seed: tasksSeed,
  nodes: [{ name: 'Some', v: 1, parameters: { operation: 'getAll', task: LIST, limit: 2, additionalFields: {} } }],
});
write('google-tasks', 'getall-open', {
  seed: tasksSeed,
  nodes: [{ name: 'Open', v: 1, parameters: { operation: 'getAll', task: LIST, returnAll: true, additionalFields: { showCompleted: false, dueMax: '2025-02-01T00:00:00' } } }],
});
write('google-tasks', 'get-update-delete', {
  seed: tasksSeed,
  nodes: [
    { name: 'Get', v: 1, parameters: { operation: 'get', task: LIST, taskId: 'taskCall000001' } },
    { name: 'Complete', v: 1, parameters: { operation: 'update', task: LIST, taskId: '={{ $json.id }}', updateFields: { status: 'completed', completed: '2025-01-06T08:00:00', title: 'Called the bank' } } },
    { name: 'Delete', v: 1, parameters: { operation: 'delete', task: LIST, taskId: '={{ $json.id }}' } },
  ],
});
write('google-tasks', 'update-move-and-reopen', {
  seed: tasksSeed,
  items: [{ json: { id: 'taskCall000001', previous: 'taskInvoice001' } }, { json: { id: 'taskTaxes00001', previous: '' } }],
  nodes: [{ name: 'Update', v: 1, parameters: { operation: 'update', task: LIST, taskId: '={{ $json.id }}', updateFields: { previous: '={{ $json.previous }}', status: 'needsAction', notes: 'moved' } } }],
});
write('google-tasks', 'missing-task', {
  seed: tasksSeed,
  items: [{ json: { id: 'taskMissing001' } }, { json: { id: 'taskInvoice001' } }],
  nodes: [
    { name: 'Get', v: 1, onError: CONTINUE, parameters: { operation: 'get', task: LIST, taskId: '={{ $json.id }}' } },
    { name: 'Delete missing', v: 1, parameters: { operation: 'delete', task: LIST, taskId: 'taskMissing001' } },
  ],
});

// --------------------------------------------------------------------------------------- Contacts
const peopleSeed = {
  people: {
    people: [
      { id: 'c1000000000000000001', fields: { names: [{ givenName: 'Ada', familyName: 'Lovelace' }], emailAddresses: [{ value: 'ada@example.com', type: 'work' }], phoneNumbers: [{ value: '+44 20 7946 0000', type: 'mobile' }] } },
      { id: 'c1000000000000000002', fields: { names: [{ givenName: 'Alan', familyName: 'Turing' }], emailAddresses: [{ value: 'alan@example.com', type: 'home' }] } },
      { id: 'c1000000000000000003', fields: { names: [{ givenName: 'Grace', familyName: 'Hopper' }], organizations: [{ name: 'US Navy', title: 'Rear Admiral' }] } },
    ],
  },
};
write('google-contacts', 'create', {
  seed: peopleSeed,
  nodes: [{ name: 'Create', v: 1, parameters: { givenName: 'Katherine', familyName: 'Johnson', additionalFields: { emailsUi: { emailsValues: [{ type: 'work', value: 'kj@example.com' }] }, phoneUi: { phoneValues: [{ type: 'mobile', value: '+1 555 0100' }] }, companyUi: { companyValues: [{ name: 'NASA', title: 'Mathematician' }] }, biographies: 'Hidden figure' } } }],
});
write('google-contacts', 'get', {
  seed: peopleSeed,
  nodes: [
    { name: 'Get clean', v: 1, parameters: { operation: 'get', contactId: 'c1000000000000000001', fields: ['names', 'emailAddresses', 'phoneNumbers'] } },
    { name: 'Get raw', v: 1, parameters: { operation: 'get', contactId: 'c1000000000000000003', fields: ['names', 'organizations'], rawData: true } },
  ],
});
write('google-contacts', 'getall', {
  seed: peopleSeed,
  nodes: [
    { name: 'Some', v: 1, parameters: { operation: 'getAll', limit: 2, fields: ['names', 'emailAddresses'], options: {} } },
  ],
});
write('google-contacts', 'getall-query-and-sort', {
  seed: peopleSeed,
  nodes: [
    { name: 'Search', v: 1, parameters: { operation: 'getAll', returnAll: true, fields: ['names'], useQuery: true, query: 'alan' } },
    { name: 'Sorted', v: 1, parameters: { operation: 'getAll', returnAll: true, fields: ['names', 'organizations'], rawData: true, options: { sortOrder: 'LAST_NAME_ASCENDING' } } },
  ],
});
write('google-contacts', 'getall-per-item-sort', {
  seed: peopleSeed,
  items: [{ json: { order: 'LAST_NAME_ASCENDING' } }, { json: { order: '' } }],
  nodes: [{ name: 'Sorted', v: 1, parameters: { operation: 'getAll', limit: 3, fields: ['names'], options: { sortOrder: '={{ $json.order }}' } } }],
});
write('google-contacts', 'update-delete-missing', {
  seed: peopleSeed,
  nodes: [
    { name: 'Rename', v: 1, parameters: { operation: 'update', contactId: 'c1000000000000000002', fields: ['names', 'emailAddresses'], updateFields: { givenName: 'Alan M.', emailsUi: { emailsValues: [{ type: 'work', value: 'turing@example.com' }] } } } },
    { name: 'Delete', v: 1, parameters: { operation: 'delete', contactId: '={{ $json.contactId }}' } },
    { name: 'Get deleted', v: 1, onError: CONTINUE, parameters: { operation: 'get', contactId: 'c1000000000000000002', fields: ['names'] } },
  ],
});

// ----------------------------------------------------------------------------------------- Slides
const DECK = '1DeckQ3Review0000000000000000000000000000001';
const slidesSeed = { slides: { presentations: [{ presentationId: DECK, title: 'Q3 review', slides: [['Q3 review', 'Prepared by {{owner}}'], ['Revenue', 'Up 10% on {{period}}'], ['Next steps']] }] } };
write('google-slides', 'v2-create-and-get', {
  seed: slidesSeed,
  nodes: [
    { name: 'Create', v: 2, parameters: { title: 'Kick-off' } },
    { name: 'Get', v: 2, parameters: { operation: 'get', presentationId: '={{ $json.presentationId }}' } },
  ],
});
write('google-slides', 'v2-get-slides-and-pages', {
  seed: slidesSeed,
  nodes: [
    { name: 'Slides', v: 2, parameters: { operation: 'getSlides', presentationId: DECK, limit: 2 } },
    { name: 'Page', v: 2, parameters: { resource: 'page', presentationId: DECK, pageObjectId: '={{ $json.objectId }}' } },
    { name: 'Thumbnail', v: 2, parameters: { resource: 'page', operation: 'getThumbnail', presentationId: DECK, pageObjectId: '={{ $json.objectId }}' } },
  ],
});
write('google-slides', 'v2-replace-text', {
  seed: slidesSeed,
  nodes: [
    { name: 'Replace', v: 2, parameters: { operation: 'replaceText', presentationId: DECK, textUi: { textValues: [{ text: '{{owner}}', replaceText: 'Ada' }, { text: '{{PERIOD}}', replaceText: 'Q2', matchCase: true, pageObjectIds: ['s2'] }] }, options: { revisionId: 'stale-revision' } } },
    { name: 'Read back', v: 2, parameters: { operation: 'getSlides', presentationId: DECK, returnAll: true } },
  ],
});
write('google-slides', 'v1-get-slides', {
  seed: slidesSeed,
  nodes: [{ name: 'Slides', v: 1, parameters: { authentication: 'oAuth2', operation: 'getSlides', presentationId: DECK, returnAll: true } }],
});
write('google-slides', 'v2-missing-presentation', {
  seed: slidesSeed,
  items: [{ json: { id: 'missing-deck' } }, { json: { id: DECK } }],
  nodes: [
    { name: 'Get', v: 2, onError: CONTINUE, parameters: { operation: 'get', presentationId: '={{ $json.id }}' } },
    { name: 'Page missing', v: 1, parameters: { authentication: 'oAuth2', resource: 'page', presentationId: DECK, pageObjectId: 'nope' } },
  ],
});

for (const [folder, cred] of Object.entries(CREDENTIALS)) {
  const file = new URL(`${folder}/conformance-fake/credentials.json`, src);
  writeFileSync(file, `${JSON.stringify([{ ...cred, data: { clientId: 'weft-test', clientSecret: 'weft-test', oauthTokenData: TOKEN } }], null, 1)}\n`);
}
