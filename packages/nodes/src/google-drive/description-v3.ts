/** Google Drive 3: resources file, file/folder (search), folder and shared drive, as n8n 1.123 has them. */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import {
  authenticationProperty, driveCapabilities, driveCredentials, driveRestrictions, fieldsProperty, filePropertyLists, pair, permissionsProperty, shareOption, show,
} from './description-common.js';
import { driveLocator, fileLocator, folderLocator } from './locators.js';

const file = (operation: string, more?: Record<string, unknown[]>) => show(['file'], [operation], more);
const folder = (operation: string) => show(['folder'], [operation]);
const drive = (operation: string) => show(['drive'], [operation]);
const search = (more?: Record<string, unknown[]>) => show(['fileFolder'], ['search'], more);

const parentDrive = (displayOptions: NodeProperty['displayOptions'], required = true) =>
  driveLocator(true, { displayName: 'Parent Drive', description: 'The drive to put the item in', displayOptions, required });
const parentFolder = (displayOptions: NodeProperty['displayOptions'], required = true) =>
  folderLocator(true, { displayName: 'Parent Folder', description: 'The folder to put the item in', displayOptions, required });

const updateCommonOptions: NodeProperty[] = [
  ...filePropertyLists,
  { displayName: 'Keep Revision Forever', name: 'keepRevisionForever', type: 'boolean', default: false, description: 'Whether the new head revision is kept even when old revisions are pruned' },
  { displayName: 'OCR Language', name: 'ocrLanguage', type: 'string', default: '', placeholder: 'e.g. en', description: 'The ISO 639-1 language of text in images that are converted' },
  { displayName: 'Use Content As Indexable Text', name: 'useContentAsIndexableText', type: 'boolean', default: false, description: 'Whether the uploaded content is used as the text Drive searches' },
];

const simplifyOutput: NodeProperty = { displayName: 'Simplify Output', name: 'simplifyOutput', type: 'boolean', default: true, description: 'Whether to answer the main fields only instead of every field' };

const shareOptions = (displayOptions: NodeProperty['displayOptions']): NodeProperty => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions,
  options: [shareOption.emailMessage, shareOption.moveToNewOwnersRoot, shareOption.sendNotificationEmail, shareOption.transferOwnership, shareOption.useDomainAdminAccess],
});

const deleteOptions = (displayOptions: NodeProperty['displayOptions'], what: string): NodeProperty => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions,
  options: [{ displayName: 'Delete Permanently', name: 'deletePermanently', type: 'boolean', default: false, description: `Whether to delete the ${what} at once instead of moving it to the trash` }],
});

const GOOGLE_FILE_TYPES = [
  '3rd Party Shortcut:application/vnd.google-apps.drive-sdk', 'Audio:application/vnd.google-apps.audio', 'Folder:application/vnd.google-apps.folder',
  'Google Apps Scripts:application/vnd.google-apps.script', 'Google Docs:application/vnd.google-apps.document', 'Google Drawing:application/vnd.google-apps.drawing',
  'Google Forms:application/vnd.google-apps.form', 'Google Fusion Tables:application/vnd.google-apps.fusiontable', 'Google My Maps:application/vnd.google-apps.map',
  'Google Sheets:application/vnd.google-apps.spreadsheet', 'Google Sites:application/vnd.google-apps.sites', 'Google Slides:application/vnd.google-apps.presentation',
  'Photo:application/vnd.google-apps.photo', 'Unknown:application/vnd.google-apps.unknown', 'Video:application/vnd.google-apps.video',
];

const driveProperties: NodeProperty[] = [
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['drive'] } }, options: [
    { name: 'Create', value: 'create', description: 'Create a shared drive', action: 'Create shared drive' },
    { name: 'Delete', value: 'deleteDrive', description: 'Delete a shared drive', action: 'Delete shared drive' },
    { name: 'Get', value: 'get', description: 'Get a shared drive', action: 'Get shared drive' },
    { name: 'Get Many', value: 'list', description: 'List shared drives', action: 'Get many shared drives' },
    { name: 'Update', value: 'update', description: 'Update a shared drive', action: 'Update shared drive' },
  ], default: 'create' },
  { displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. New Shared Drive', description: 'The name of the new shared drive', displayOptions: drive('create') },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: drive('create'), options: [
    driveCapabilities,
    { displayName: 'Color RGB', name: 'colorRgb', type: 'color', default: '', description: 'The colour of the drive as an RGB hex string' },
    { displayName: 'Hidden', name: 'hidden', type: 'boolean', default: false, description: 'Whether the drive is hidden from the default view' },
    driveRestrictions,
  ] },
  driveLocator(false, { displayOptions: drive('deleteDrive'), description: 'The shared drive to delete' }),
  driveLocator(false, { displayOptions: drive('get'), description: 'The shared drive to get' }),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: drive('get'), options: [
    { displayName: 'Use Domain Admin Access', name: 'useDomainAdminAccess', type: 'boolean', default: false, description: 'Whether to ask as a domain administrator' },
  ] },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to answer every drive or only up to a limit', displayOptions: drive('list') },
  { displayName: 'Limit', name: 'limit', type: 'number', displayOptions: show(['drive'], ['list'], { returnAll: [false] }), typeOptions: { minValue: 1, maxValue: 200 }, default: 100, description: 'The most drives to answer' },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: drive('list'), options: [
    { displayName: 'Query', name: 'q', type: 'string', default: '', description: 'A Drive search query for shared drives' },
    { displayName: 'Use Domain Admin Access', name: 'useDomainAdminAccess', type: 'boolean', default: false, description: 'Whether to list every shared drive of the domain, as its administrator' },
  ] },
  driveLocator(false, { displayOptions: drive('update'), description: 'The shared drive to update' }),
  { displayName: 'Update Fields', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: { operation: ['update'], resource: ['drive'] } }, options: [
    { displayName: 'Color RGB', name: 'colorRgb', type: 'color', default: '', description: 'The colour of the drive as an RGB hex string' },
    { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new name of the drive' },
    driveRestrictions,
  ] },
];

const conversion: NodeProperty = {
  displayName: 'Google File Conversion',
  name: 'googleFileConversion',
  type: 'fixedCollection',
  typeOptions: { multipleValues: false },
  default: {},
  placeholder: 'Add Conversion',
  options: [{
    displayName: 'Conversion',
    name: 'conversion',
    values: [
      { displayName: 'Google Docs', name: 'docsToFormat', type: 'options', options: ['HTML:text/html', 'MS Word Document:application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Open Office Document:application/vnd.oasis.opendocument.text', 'PDF:application/pdf', 'Rich Text (rtf):application/rtf', 'Text (txt):text/plain'].map(pair), default: 'text/html', description: 'The format Google Docs files are downloaded in' },
      { displayName: 'Google Drawings', name: 'drawingsToFormat', type: 'options', options: ['JPEG:image/jpeg', 'PDF:application/pdf', 'PNG:image/png', 'SVG:image/svg+xml'].map(pair), default: 'image/jpeg', description: 'The format Google Drawings are downloaded in' },
      { displayName: 'Google Slides', name: 'slidesToFormat', type: 'options', options: ['MS PowerPoint:application/vnd.openxmlformats-officedocument.presentationml.presentation', 'OpenOffice Presentation:application/vnd.oasis.opendocument.presentation', 'PDF:application/pdf'].map(pair), default: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', description: 'The format Google Slides are downloaded in' },
      { displayName: 'Google Sheets', name: 'sheetsToFormat', type: 'options', options: ['CSV:text/csv', 'MS Excel:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Open Office Sheet:application/vnd.oasis.opendocument.spreadsheet', 'PDF:application/pdf'].map(pair), default: 'text/csv', description: 'The format Google Sheets are downloaded in' },
    ],
  }],
};

const fileProperties: NodeProperty[] = [
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['file'] } }, options: [
    { name: 'Copy', value: 'copy', description: 'Copy a file', action: 'Copy file' },
    { name: 'Create From Text', value: 'createFromText', description: 'Create a file from text', action: 'Create file from text' },
    { name: 'Delete', value: 'deleteFile', description: 'Delete a file', action: 'Delete a file' },
    { name: 'Download', value: 'download', description: 'Download a file', action: 'Download file' },
    { name: 'Move', value: 'move', description: 'Move a file to another folder', action: 'Move file' },
    { name: 'Share', value: 'share', description: 'Share a file', action: 'Share file' },
    { name: 'Update', value: 'update', description: 'Update a file', action: 'Update file' },
    { name: 'Upload', value: 'upload', description: 'Upload a file', action: 'Upload file' },
  ], default: 'upload' },
  // copy
  fileLocator({ displayOptions: file('copy'), description: 'The file to copy' }),
  { displayName: 'File Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. My File', description: 'The name of the copy ("Copy of" and the file\'s name when empty)', displayOptions: file('copy') },
  { displayName: 'Copy In The Same Folder', name: 'sameFolder', type: 'boolean', default: true, description: 'Whether the copy goes beside the original', displayOptions: file('copy') },
  parentDrive(file('copy', { sameFolder: [false] })),
  parentFolder(file('copy', { sameFolder: [false] })),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file('copy'), options: [
    { displayName: 'Copy Requires Writer Permission', name: 'copyRequiresWriterPermission', type: 'boolean', default: false, description: 'Whether readers and commenters of the copy may not copy, print or download it' },
    { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'A description of the copy' },
  ] },
  // deleteFile
  fileLocator({ displayOptions: file('deleteFile'), description: 'The file to delete' }),
  deleteOptions(file('deleteFile'), 'file'),
  // createFromText
  { displayName: 'File Content', name: 'content', type: 'string', default: '', typeOptions: { rows: 2 }, description: 'The text the new file holds', displayOptions: file('createFromText') },
  { displayName: 'File Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. My New File', description: 'The name of the new file ("Untitled" when empty)', displayOptions: file('createFromText') },
  parentDrive(file('createFromText'), false),
  parentFolder(file('createFromText'), false),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file('createFromText'), options: [
    ...updateCommonOptions,
    { displayName: 'Convert to Google Document', name: 'convertToGoogleDocument', type: 'boolean', default: false, description: 'Whether the file becomes a Google Docs document instead of a text file' },
  ] },
  // download
  fileLocator({ displayOptions: file('download'), description: 'The file to download' }),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file('download'), options: [
    { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', placeholder: 'e.g data', default: 'data', description: 'The binary field the downloaded file is put in' },
    conversion,
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The file name the download gets (the Drive name when empty)' },
  ] },
  // move
  fileLocator({ displayOptions: file('move'), description: 'The file to move' }),
  parentDrive(file('move')),
  parentFolder(file('move')),
  // share
  fileLocator({ displayOptions: file('share'), description: 'The file to share' }),
  permissionsProperty(file('share')),
  shareOptions(file('share')),
  // update
  fileLocator({ displayName: 'File to Update', displayOptions: file('update'), description: 'The file to update' }),
  { displayName: 'Change File Content', name: 'changeFileContent', type: 'boolean', default: false, description: 'Whether the file\'s content is replaced by a binary field of the item', displayOptions: file('update') },
  { displayName: 'Input Data Field Name', name: 'inputDataFieldName', type: 'string', placeholder: 'e.g. data', default: 'data', description: 'The binary field holding the new content', displayOptions: file('update', { changeFileContent: [true] }) },
  { displayName: 'New Updated File Name', name: 'newUpdatedFileName', type: 'string', default: '', placeholder: 'e.g. My New File', description: 'A new name for the file', displayOptions: file('update') },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file('update'), options: [
    ...updateCommonOptions,
    { displayName: 'Move to Trash', name: 'trashed', type: 'boolean', default: false, description: 'Whether to move the file to the trash' },
    fieldsProperty('Return Fields', '[All]'),
  ] },
  // upload
  { displayName: 'Input Data Field Name', name: 'inputDataFieldName', type: 'string', placeholder: 'e.g. data', default: 'data', required: true, description: 'The binary field holding the file to upload', displayOptions: file('upload') },
  { displayName: 'File Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. My New File', description: 'The name of the uploaded file (the binary data\'s file name when empty)', displayOptions: file('upload') },
  parentDrive(file('upload')),
  parentFolder(file('upload')),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file('upload'), options: [...updateCommonOptions, simplifyOutput] },
];

const typeOptions = (withFolder: boolean) => [{ name: 'All', value: '*' }, ...GOOGLE_FILE_TYPES.filter((t) => withFolder || !t.startsWith('Folder:')).map(pair)];

const searchProperties: NodeProperty[] = [
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['fileFolder'] } }, options: [
    { name: 'Search', value: 'search', description: 'Search or list files and folders', action: 'Search files and folders' },
  ], default: 'search' },
  { displayName: 'Search Method', name: 'searchMethod', type: 'options', options: [{ name: 'Search File/Folder Name', value: 'name' }, { name: 'Advanced Search', value: 'query' }], default: 'name', description: 'Whether to match names or write a Drive query', displayOptions: search() },
  { displayName: 'Search Query', name: 'queryString', type: 'string', default: '', placeholder: 'e.g. My File', description: 'Text the names contain (every item when empty)', displayOptions: search({ searchMethod: ['name'] }) },
  { displayName: 'Query String', name: 'queryString', type: 'string', default: '', placeholder: "e.g. not name contains 'hello'", description: 'A Drive search query (q), e.g. name and MIME type conditions', displayOptions: search({ searchMethod: ['query'] }) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to answer every match or only up to a limit', displayOptions: search() },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1 }, description: 'The most items to answer', displayOptions: search({ returnAll: [false] }) },
  { displayName: 'Filter', name: 'filter', type: 'collection', placeholder: 'Add Filter', default: {}, displayOptions: search(), options: [
    driveLocator(true, { displayName: 'Drive', required: false, description: 'The drive to search' }),
    folderLocator(true, { required: false, description: 'The folder to search (only its direct children)' }),
    { displayName: 'What to Search', name: 'whatToSearch', type: 'options', default: 'all', options: [{ name: 'Files and Folders', value: 'all' }, { name: 'Files', value: 'files' }, { name: 'Folders', value: 'folders' }] },
    { displayName: 'File Types', name: 'fileTypes', type: 'multiOptions', default: [], options: typeOptions(true), description: 'The Google file types to answer', displayOptions: { show: { whatToSearch: ['all'] } } },
    { displayName: 'File Types', name: 'fileTypes', type: 'multiOptions', default: [], options: typeOptions(false), description: 'The Google file types to answer', displayOptions: { show: { whatToSearch: ['files'] } } },
    { displayName: 'Include Trashed Items', name: 'includeTrashed', type: 'boolean', default: false, description: 'Whether items in the trash are answered too' },
  ] },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: search(), options: [fieldsProperty('Fields', '*')] },
];

const folderProperties: NodeProperty[] = [
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['folder'] } }, options: [
    { name: 'Create', value: 'create', description: 'Create a folder', action: 'Create folder' },
    { name: 'Delete', value: 'deleteFolder', description: 'Delete a folder', action: 'Delete folder' },
    { name: 'Share', value: 'share', description: 'Share a folder', action: 'Share folder' },
  ], default: 'create' },
  { displayName: 'Folder Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. New Folder', description: 'The name of the new folder ("Untitled" when empty)', displayOptions: folder('create') },
  parentDrive(folder('create')),
  parentFolder(folder('create')),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: folder('create'), options: [
    simplifyOutput,
    { displayName: 'Folder Color', name: 'folderColorRgb', type: 'color', default: '', description: 'The colour of the folder as an RGB hex string' },
  ] },
  folderLocator(false, { name: 'folderNoRootId', displayOptions: folder('deleteFolder'), description: 'The folder to delete' }),
  deleteOptions(folder('deleteFolder'), 'folder'),
  folderLocator(false, { name: 'folderNoRootId', displayOptions: folder('share'), description: 'The folder to share' }),
  permissionsProperty(folder('share')),
  shareOptions(folder('share')),
];

/** Google Drive 3's description. */
export const googleDriveV3Description: NodeTypeDescription = {
  name: 'weft.googleDrive',
  displayName: 'Google Drive',
  icon: 'file:googleDrive.svg',
  group: ['input'],
  version: 3,
  defaultVersion: 3,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Work with files, folders and shared drives in Google Drive',
  defaults: { name: 'Google Drive' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: driveCredentials,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googledrive/',
  properties: [
    authenticationProperty('oAuth2', 'oAuth2'),
    { displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, options: [
      { name: 'File', value: 'file' }, { name: 'File/Folder', value: 'fileFolder' }, { name: 'Folder', value: 'folder' }, { name: 'Shared Drive', value: 'drive' },
    ], default: 'file' },
    ...driveProperties,
    ...fileProperties,
    ...searchProperties,
    ...folderProperties,
  ],
};
