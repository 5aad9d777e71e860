/** Google Drive 1 and 2 (n8n's first implementation): resources drive, file and folder with the old operations. */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { authenticationProperty, driveCapabilities, driveCredentials, driveRestrictions, fieldsProperty, filePropertyLists, pair, permissionsProperty, shareOption } from './description-common.js';
import { driveLocator, fileLocator, folderLocator } from './locators.js';

const on = (resource: string[], operation: string[], more: Record<string, unknown[]> = {}): NodeProperty['displayOptions'] =>
  ({ show: { operation, resource, ...more } });
/** Shown for the node's resource and operation (collection options look one level up with `/`). */
const up = (operation: string[], resource?: string[]): NodeProperty['displayOptions'] =>
  ({ show: { '/operation': operation, ...(resource ? { '/resource': resource } : {}) } });

const V1_MIME_TYPES = [
  '3rd Party Shortcut:application/vnd.google-apps.drive-sdk', 'Audio:application/vnd.google-apps.audio', 'Custom Mime Type:custom',
  'Google Apps Scripts:application/vnd.google-apps.script', 'Google Docs:application/vnd.google-apps.document', 'Google Drawing:application/vnd.google-apps.drawing',
  'Google Drive File:application/vnd.google-apps.file', 'Google Drive Folder:application/vnd.google-apps.folder', 'Google Forms:application/vnd.google-apps.form',
  'Google Fusion Tables:application/vnd.google-apps.fusiontable', 'Google My Maps:application/vnd.google-apps.map', 'Google Sheets:application/vnd.google-apps.spreadsheet',
  'Google Sites:application/vnd.google-apps.site', 'Google Slides:application/vnd.google-apps.presentation', 'Photo:application/vnd.google-apps.photo',
  'Unknown:application/vnd.google-apps.unknown', 'Video:application/vnd.google-apps.video',
];

const shareFileFolder = up(['share'], ['file', 'folder']);

const properties: NodeProperty[] = [
  { displayName: '<strong>New node version available:</strong> get the latest version with added features from the nodes panel.', name: 'oldVersionNotice', type: 'notice', default: '' },
  authenticationProperty('serviceAccount', 'serviceAccount', { displayOptions: { show: { '@version': [1] } } }),
  authenticationProperty('oAuth2', 'oAuth2', { displayOptions: { show: { '@version': [2] } } }),
  { displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, options: [{ name: 'Drive', value: 'drive' }, { name: 'File', value: 'file' }, { name: 'Folder', value: 'folder' }], default: 'file' },
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['file'] } }, options: [
    { name: 'Copy', value: 'copy', description: 'Copy a file', action: 'Copy a file' },
    { name: 'Delete', value: 'delete', description: 'Delete a file', action: 'Delete a file' },
    { name: 'Download', value: 'download', description: 'Download a file', action: 'Download a file' },
    { name: 'List', value: 'list', description: 'List files and folders', action: 'List a file' },
    { name: 'Share', value: 'share', description: 'Share a file', action: 'Share a file' },
    { name: 'Update', value: 'update', description: 'Update a file', action: 'Update a file' },
    { name: 'Upload', value: 'upload', description: 'Upload a file', action: 'Upload a file' },
  ], default: 'upload' },
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['folder'] } }, options: [
    { name: 'Create', value: 'create', description: 'Create a folder', action: 'Create a folder' },
    { name: 'Delete', value: 'delete', description: 'Delete a folder', action: 'Delete a folder' },
    { name: 'Share', value: 'share', description: 'Share a folder', action: 'Share a folder' },
  ], default: 'create' },
  fileLocator({ displayOptions: on(['file'], ['download', 'copy', 'update', 'delete', 'share']), description: 'The file to work on' }),
  folderLocator(false, { name: 'fileId', displayOptions: on(['folder'], ['delete', 'share']), description: 'The folder to work on' }),
  { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', required: true, default: 'data', description: 'The binary field the downloaded file is put in', displayOptions: on(['file'], ['download']) },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['file'], ['download']), options: [
    {
      displayName: 'Google File Conversion',
      name: 'googleFileConversion',
      type: 'fixedCollection',
      typeOptions: { multipleValues: false },
      default: {},
      placeholder: 'Add Conversion',
      options: [{ displayName: 'Conversion', name: 'conversion', values: [
        { displayName: 'Google Docs', name: 'docsToFormat', type: 'options', options: ['To HTML:text/html', 'To MS Word:application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'To OpenOffice Doc:application/vnd.oasis.opendocument.text', 'To PDF:application/pdf', 'To Rich Text:application/rtf'].map(pair), default: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', description: 'The format Google Docs files are downloaded in' },
        { displayName: 'Google Drawings', name: 'drawingsToFormat', type: 'options', options: ['To JPEG:image/jpeg', 'To PNG:image/png', 'To SVG:image/svg+xml', 'To PDF:application/pdf'].map(pair), default: 'image/jpeg', description: 'The format Google Drawings are downloaded in' },
        { displayName: 'Google Slides', name: 'slidesToFormat', type: 'options', options: ['To MS PowerPoint:application/vnd.openxmlformats-officedocument.presentationml.presentation', 'To PDF:application/pdf', 'To OpenOffice Presentation:application/vnd.oasis.opendocument.presentation', 'To Plain Text:text/plain'].map(pair), default: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', description: 'The format Google Slides are downloaded in' },
        { displayName: 'Google Sheets', name: 'sheetsToFormat', type: 'options', options: ['To MS Excel:application/x-vnd.oasis.opendocument.spreadsheet', 'To PDF:application/pdf', 'To CSV:text/csv'].map(pair), default: 'application/x-vnd.oasis.opendocument.spreadsheet', description: 'The format Google Sheets are downloaded in' },
      ] }],
    },
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The file name the download gets (the Drive name when empty)' },
  ] },
  { displayName: 'Use Query String', name: 'useQueryString', type: 'boolean', default: false, description: 'Whether to write a Drive query instead of using the filters', displayOptions: on(['file'], ['list']) },
  { displayName: 'Query String', name: 'queryString', type: 'string', default: '', placeholder: "name contains 'invoice'", description: 'A Drive search query (q)', displayOptions: on(['file'], ['list'], { useQueryString: [true] }) },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1, maxValue: 1000 }, description: 'The most files to answer', displayOptions: on(['file'], ['list']) },
  { displayName: 'Filters', name: 'queryFilters', placeholder: 'Add Filter', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {}, displayOptions: on(['file'], ['list'], { useQueryString: [false] }), options: [
    { name: 'name', displayName: 'Name', values: [
      { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, options: [{ name: 'Contains', value: 'contains' }, { name: 'Is', value: 'is' }, { name: 'Is Not', value: 'isNot' }], default: 'contains' },
      { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The name to compare with' },
    ] },
    { name: 'mimeType', displayName: 'Mime Type', values: [
      { displayName: 'Mime Type', name: 'mimeType', type: 'options', options: V1_MIME_TYPES.map(pair), default: 'application/vnd.google-apps.file', description: 'The MIME type the files have' },
      { displayName: 'Custom Mime Type', name: 'customMimeType', type: 'string', default: '', displayOptions: { show: { mimeType: ['custom'] } }, description: 'Any MIME type, e.g. application/pdf' },
    ] },
  ] },
  permissionsProperty({ show: { resource: ['file', 'folder'], operation: ['share'] } }),
  { displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false, description: 'Whether the content comes from a binary field rather than text', displayOptions: on(['file'], ['upload']) },
  { displayName: 'File Content', name: 'fileContent', type: 'string', default: '', description: 'The text the file holds', displayOptions: on(['file'], ['upload'], { binaryData: [false] }) },
  { displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, description: 'The binary field holding the file', displayOptions: on(['file'], ['upload'], { binaryData: [true] }) },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['file'], ['update']), options: [
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The new name of the file' },
    { displayName: 'Keep Revision Forever', name: 'keepRevisionForever', type: 'boolean', default: false, description: 'Whether the new head revision is kept even when old revisions are pruned' },
    { displayName: 'Move to Trash', name: 'trashed', type: 'boolean', default: false, description: 'Whether to move the file to the trash' },
    { displayName: 'OCR Language', name: 'ocrLanguage', type: 'string', default: '', description: 'The ISO 639-1 language of text in images that are converted' },
    { displayName: 'Parent ID', name: 'parentId', type: 'string', default: '', description: 'A folder to add the file to' },
    { displayName: 'Use Content As Indexable Text', name: 'useContentAsIndexableText', type: 'boolean', default: false, description: 'Whether the content is used as the text Drive searches' },
  ] },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['file'], ['update']), options: [fieldsProperty('Fields', '[All]')] },
  { displayName: 'File Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'invoice_1.pdf', description: 'The name of the new file', displayOptions: on(['file'], ['upload']) },
  { displayName: 'Resolve Data', name: 'resolveData', type: 'boolean', default: false, description: 'Whether to answer every field of the uploaded file instead of only its ID', displayOptions: on(['file'], ['upload']) },
  { displayName: 'Parents', name: 'parents', type: 'string', typeOptions: { multipleValues: true }, default: [], description: 'The IDs of the folders to put the file in', displayOptions: on(['file'], ['upload']) },
  { displayName: 'Folder', name: 'name', type: 'string', default: '', required: true, placeholder: 'invoices', description: 'The name of the new folder', displayOptions: on(['folder'], ['create']) },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: up(['copy', 'list', 'share', 'create'], ['file', 'folder']), options: [
    { ...shareOption.emailMessage, typeOptions: undefined, displayOptions: shareFileFolder },
    { displayName: 'Enforce Single Parent', name: 'enforceSingleParent', type: 'boolean', default: false, description: 'Whether sharing may move the item to a single parent (Drive\'s old behaviour)', displayOptions: shareFileFolder },
    fieldsProperty('Fields', '*', { displayOptions: up(['list', 'copy']) }),
    { ...shareOption.moveToNewOwnersRoot, displayOptions: shareFileFolder },
    { ...shareOption.sendNotificationEmail, displayOptions: shareFileFolder },
    { displayName: 'Supports All Drives', name: 'supportsAllDrives', type: 'boolean', default: false, description: 'Whether the app supports both My Drive and shared drives', displayOptions: shareFileFolder },
    { ...shareOption.transferOwnership, displayOptions: shareFileFolder },
    { ...shareOption.useDomainAdminAccess, displayOptions: shareFileFolder },
    { displayName: 'File Name', name: 'name', type: 'string', default: '', description: 'The name of the copy', displayOptions: up(['copy'], ['file']) },
    { displayName: 'Parents', name: 'parents', type: 'string', typeOptions: { multipleValues: true }, default: [], description: 'The IDs of the folders to put the item in', displayOptions: up(['copy', 'create'], ['file', 'folder']) },
    { displayName: 'Spaces', name: 'spaces', type: 'multiOptions', options: [{ name: '[All]', value: '*' }, { name: 'appDataFolder', value: 'appDataFolder' }, { name: 'Drive', value: 'drive' }, { name: 'Photos', value: 'photos' }], default: [], description: 'The spaces to list', displayOptions: up(['list'], ['file']) },
    { displayName: 'Corpora', name: 'corpora', type: 'options', options: [{ name: 'User', value: 'user' }, { name: 'Domain', value: 'domain' }, { name: 'Drive', value: 'drive' }, { name: 'allDrives', value: 'allDrives' }], default: '', description: 'Whose files to list', displayOptions: up(['list'], ['file']) },
    { displayName: 'Drive ID', name: 'driveId', type: 'string', default: '', description: 'The shared drive to list', displayOptions: { show: { '/operation': ['list'], '/resource': ['file'], corpora: ['drive'] } } },
  ] },
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['drive'] } }, options: [
    { name: 'Create', value: 'create', description: 'Create a drive', action: 'Create a drive' },
    { name: 'Delete', value: 'delete', description: 'Delete a drive', action: 'Delete a drive' },
    { name: 'Get', value: 'get', description: 'Get a drive', action: 'Get a drive' },
    { name: 'List', value: 'list', description: 'List all drives', action: 'List all drives' },
    { name: 'Update', value: 'update', description: 'Update a drive', action: 'Update a drive' },
  ], default: 'create' },
  driveLocator(false, { displayName: 'Drive', displayOptions: on(['drive'], ['delete', 'get', 'update']), description: 'The shared drive to work on' }),
  { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The name of the new shared drive', displayOptions: on(['drive'], ['create']) },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['drive'], ['create']), options: [
    driveCapabilities,
    { displayName: 'Color RGB', name: 'colorRgb', type: 'color', default: '', description: 'The colour of the drive as an RGB hex string' },
    { displayName: 'Created Time', name: 'createdTime', type: 'dateTime', default: '', description: 'When the drive was created' },
    { displayName: 'Hidden', name: 'hidden', type: 'boolean', default: false, description: 'Whether the drive is hidden from the default view' },
    driveRestrictions,
  ] },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['drive'], ['get']), options: [
    { displayName: 'Use Domain Admin Access', name: 'useDomainAdminAccess', type: 'boolean', default: false, description: 'Whether to ask as a domain administrator' },
  ] },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to answer every drive or only up to a limit', displayOptions: on(['drive'], ['list']) },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 200 }, description: 'The most drives to answer', displayOptions: on(['drive'], ['list'], { returnAll: [false] }) },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['drive'], ['list']), options: [
    { displayName: 'Query', name: 'q', type: 'string', default: '', description: 'A Drive search query for shared drives' },
    { displayName: 'Use Domain Admin Access', name: 'useDomainAdminAccess', type: 'boolean', default: false, description: 'Whether to list every shared drive of the domain, as its administrator' },
  ] },
  { displayName: 'Update Fields', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['drive'], ['update']), options: [
    { displayName: 'Color RGB', name: 'colorRgb', type: 'color', default: '', description: 'The colour of the drive as an RGB hex string' },
    { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new name of the drive' },
    driveRestrictions,
  ] },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(['file'], ['upload']), options: [...filePropertyLists] },
];

/** Google Drive 1–2's description (1 defaults to a service account, 2 to OAuth2). */
export const googleDriveV1Description: NodeTypeDescription = {
  name: 'weft.googleDrive',
  displayName: 'Google Drive',
  icon: 'file:googleDrive.svg',
  group: ['input'],
  version: [1, 2],
  defaultVersion: 3,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Work with files, folders and shared drives in Google Drive',
  defaults: { name: 'Google Drive' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: driveCredentials,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googledrive/',
  properties,
};
