/** Google Docs 1–2 (n8n's `n8n-nodes-base.googleDocs`): create, get and update (batchUpdate actions) documents. */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

type Show = Record<string, unknown[]>;
const field = (p: Omit<NodeProperty, 'displayOptions'>, show: Show, hide?: Show): NodeProperty =>
  ({ ...p, displayOptions: { show, ...(hide ? { hide } : {}) } }) as NodeProperty;
const segment = (objects: string[], action: string): NodeProperty[] => [
  field(
    {
      displayName: 'Insert Segment',
      name: 'insertSegment',
      type: 'options',
      options: [
        { name: 'Header', value: 'header' },
        { name: 'Body', value: 'body' },
        { name: 'Footer', value: 'footer' },
      ],
      default: 'body',
      description: 'The part of the document to work in',
    },
    { object: objects, action: [action] },
  ),
  field(
    {
      displayName: 'Segment ID',
      name: 'segmentId',
      type: 'string',
      default: '',
      description: 'The ID of the header or footer',
    },
    { object: objects, action: [action] },
    { insertSegment: ['body'] },
  ),
];
const location = (object: string): NodeProperty[] => [
  field(
    {
      displayName: 'Insert Location',
      name: 'locationChoice',
      type: 'options',
      options: [
        { name: 'At End of Specific Position', value: 'endOfSegmentLocation' },
        { name: 'At Index', value: 'location' },
      ],
      default: 'endOfSegmentLocation',
      description: 'Where to insert',
    },
    { object: [object], action: ['insert'] },
  ),
  field(
    {
      displayName: 'Index',
      name: 'index',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 1,
      description: 'The position to insert at (1 is the start of the body)',
    },
    { locationChoice: ['location'], object: [object], action: ['insert'] },
  ),
];

const actionFields: NodeProperty[] = [
  {
    displayName: 'Object',
    name: 'object',
    type: 'options',
    default: 'text',
    description: 'What to change',
    options: [
      { name: 'Footer', value: 'footer' },
      { name: 'Header', value: 'header' },
      { name: 'Named Range', value: 'namedRange' },
      { name: 'Page Break', value: 'pageBreak' },
      { name: 'Paragraph Bullets', value: 'paragraphBullets' },
      { name: 'Positioned Object', value: 'positionedObject' },
      { name: 'Table', value: 'table' },
      { name: 'Table Column', value: 'tableColumn' },
      { name: 'Table Row', value: 'tableRow' },
      { name: 'Text', value: 'text' },
    ],
  },
  field(
    {
      displayName: 'Action',
      name: 'action',
      type: 'options',
      options: [
        { name: 'Find and Replace Text', value: 'replaceAll' },
        { name: 'Insert', value: 'insert' },
      ],
      default: '',
      description: 'What to do with the text',
    },
    { object: ['text'] },
  ),
  field(
    {
      displayName: 'Action',
      name: 'action',
      type: 'options',
      options: [
        { name: 'Create', value: 'create' },
        { name: 'Delete', value: 'delete' },
      ],
      default: '',
      description: 'What to do with the object',
    },
    { object: ['footer', 'header', 'namedRange', 'paragraphBullets'] },
  ),
  field(
    {
      displayName: 'Action',
      name: 'action',
      type: 'options',
      options: [
        { name: 'Delete', value: 'delete' },
        { name: 'Insert', value: 'insert' },
      ],
      default: '',
      description: 'What to do with the object',
    },
    { object: ['tableColumn', 'tableRow'] },
  ),
  field(
    {
      displayName: 'Action',
      name: 'action',
      type: 'options',
      options: [{ name: 'Insert', value: 'insert' }],
      default: '',
      description: 'What to do with the object',
    },
    { object: ['pageBreak', 'table'] },
  ),
  field(
    {
      displayName: 'Action',
      name: 'action',
      type: 'options',
      options: [{ name: 'Delete', value: 'delete' }],
      default: '',
      description: 'What to do with the object',
    },
    { object: ['positionedObject'] },
  ),
  ...segment(['footer', 'header', 'paragraphBullets', 'namedRange'], 'create'),
  field(
    {
      displayName: 'Index',
      name: 'index',
      type: 'number',
      default: 0,
      description: 'The position of the section break the header or footer belongs to',
    },
    { object: ['footer', 'header'], action: ['create'] },
  ),
  field(
    { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The name of the new range' },
    { object: ['namedRange'], action: ['create'] },
  ),
  field(
    {
      displayName: 'Start Index',
      name: 'startIndex',
      type: 'number',
      default: 0,
      description: 'Where the range starts',
    },
    { object: ['namedRange'], action: ['create'] },
  ),
  field(
    { displayName: 'End Index', name: 'endIndex', type: 'number', default: 0, description: 'Where the range ends' },
    { object: ['namedRange'], action: ['create'] },
  ),
  field(
    {
      displayName: 'Style',
      name: 'bulletPreset',
      type: 'options',
      options: [
        { name: 'Bullet List', value: 'BULLET_DISC_CIRCLE_SQUARE' },
        { name: 'Checkbox List', value: 'BULLET_CHECKBOX' },
        { name: 'Numbered List', value: 'NUMBERED_DECIMAL_NESTED' },
      ],
      default: 'BULLET_DISC_CIRCLE_SQUARE',
      description: 'The kind of list',
    },
    { object: ['paragraphBullets'], action: ['create'] },
  ),
  field(
    { displayName: 'Footer ID', name: 'footerId', type: 'string', default: '', description: 'The footer to delete' },
    { object: ['footer'], action: ['delete'] },
  ),
  field(
    { displayName: 'Header ID', name: 'headerId', type: 'string', default: '', description: 'The header to delete' },
    { object: ['header'], action: ['delete'] },
  ),
  field(
    {
      displayName: 'Specify Range By',
      name: 'namedRangeReference',
      type: 'options',
      options: [
        { name: 'ID', value: 'namedRangeId' },
        { name: 'Name', value: 'name' },
      ],
      default: 'namedRangeId',
      description: 'How the range to delete is named',
    },
    { object: ['namedRange'], action: ['delete'] },
  ),
  field(
    { displayName: 'ID', name: 'value', type: 'string', default: '', description: 'The ID of the range to delete' },
    { object: ['namedRange'], action: ['delete'], namedRangeReference: ['namedRangeId'] },
  ),
  field(
    {
      displayName: 'Name',
      name: 'value',
      type: 'string',
      default: '',
      description: 'The name of the ranges to delete',
    },
    { object: ['namedRange'], action: ['delete'], namedRangeReference: ['name'] },
  ),
  field(
    {
      displayName: 'Object ID',
      name: 'objectId',
      type: 'string',
      default: '',
      description: 'The positioned object to delete',
    },
    { object: ['positionedObject'], action: ['delete'] },
  ),
  ...segment(['pageBreak', 'table', 'tableColumn', 'tableRow', 'text'], 'insert'),
  ...location('pageBreak'),
  ...location('table'),
  field(
    { displayName: 'Rows', name: 'rows', type: 'number', default: 0, description: 'How many rows the table has' },
    { object: ['table'], action: ['insert'] },
  ),
  field(
    {
      displayName: 'Columns',
      name: 'columns',
      type: 'number',
      default: 0,
      description: 'How many columns the table has',
    },
    { object: ['table'], action: ['insert'] },
  ),
  ...location('text'),
  field(
    { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The text to insert' },
    { object: ['text'], action: ['insert'] },
  ),
  field(
    { displayName: 'Old Text', name: 'text', type: 'string', default: '', description: 'The text to find' },
    { object: ['text'], action: ['replaceAll'] },
  ),
  field(
    {
      displayName: 'New Text',
      name: 'replaceText',
      type: 'string',
      default: '',
      description: 'The text to put in its place',
    },
    { object: ['text'], action: ['replaceAll'] },
  ),
  field(
    {
      displayName: 'Match Case',
      name: 'matchCase',
      type: 'boolean',
      default: false,
      description: 'Whether upper and lower case must match',
    },
    { object: ['text'], action: ['replaceAll'] },
  ),
  ...segment(['paragraphBullets', 'tableColumn', 'tableRow'], 'delete'),
  field(
    {
      displayName: 'Start Index',
      name: 'startIndex',
      type: 'number',
      default: 0,
      description: 'Where the paragraphs start',
    },
    { object: ['paragraphBullets'] },
  ),
  field(
    { displayName: 'End Index', name: 'endIndex', type: 'number', default: 0, description: 'Where the paragraphs end' },
    { object: ['paragraphBullets'] },
  ),
  field(
    {
      displayName: 'Insert Position',
      name: 'insertPosition',
      type: 'options',
      options: [
        { name: 'Before Content at Index', value: false },
        { name: 'After Content at Index', value: true },
      ],
      default: true,
      description: 'Which side of the cell the new row or column goes',
    },
    { object: ['tableColumn', 'tableRow'], action: ['insert'] },
  ),
  field(
    {
      displayName: 'Index',
      name: 'index',
      type: 'number',
      default: 1,
      typeOptions: { minValue: 1 },
      description: 'Where the table starts',
    },
    { object: ['tableColumn', 'tableRow'] },
  ),
  field(
    {
      displayName: 'Row Index',
      name: 'rowIndex',
      type: 'number',
      default: 0,
      description: 'The row of the cell (from 0)',
    },
    { object: ['tableColumn', 'tableRow'] },
  ),
  field(
    {
      displayName: 'Column Index',
      name: 'columnIndex',
      type: 'number',
      default: 0,
      description: 'The column of the cell (from 0)',
    },
    { object: ['tableColumn', 'tableRow'] },
  ),
];

const on = (operation: string): NodeProperty['displayOptions'] => ({
  show: { operation: [operation], resource: ['document'] },
});

/** Google Docs 1–2's description (1 defaults to a service account, 2 to OAuth2). */
export const googleDocsDescription: NodeTypeDescription = {
  name: 'weft.googleDocs',
  displayName: 'Google Docs',
  icon: 'file:googleDocs.svg',
  group: ['input'],
  version: [1, 2],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Create, read and edit Google Docs documents',
  defaults: { name: 'Google Docs' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
    { name: 'googleDocsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  codex: { categories: ['Miscellaneous'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googledocs/',
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Service Account', value: 'serviceAccount' },
        { name: 'OAuth2', value: 'oAuth2' },
      ],
      default: 'serviceAccount',
      displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'OAuth2 (recommended)', value: 'oAuth2' },
        { name: 'Service Account', value: 'serviceAccount' },
      ],
      default: 'oAuth2',
      displayOptions: { show: { '@version': [2] } },
    },
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [{ name: 'Document', value: 'document' }],
      default: 'document',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: ['document'] } },
      options: [
        { name: 'Create', value: 'create', description: 'Create a document', action: 'Create a document' },
        { name: 'Get', value: 'get', description: 'Get a document', action: 'Get a document' },
        { name: 'Update', value: 'update', description: 'Update a document', action: 'Update a document' },
      ],
      default: 'create',
    },
    {
      displayName: 'Drive Name or ID',
      name: 'driveId',
      type: 'options',
      typeOptions: { loadOptionsMethod: 'getDrives' },
      default: 'myDrive',
      required: true,
      description: 'The drive to create the document in. Choose from the list, or give an ID with an expression.',
      displayOptions: on('create'),
    },
    {
      displayName: 'Folder Name or ID',
      name: 'folderId',
      type: 'options',
      typeOptions: { loadOptionsDependsOn: ['driveId'], loadOptionsMethod: 'getFolders' },
      default: '',
      required: true,
      description: 'The folder to create the document in. Choose from the list, or give an ID with an expression.',
      displayOptions: on('create'),
    },
    {
      displayName: 'Title',
      name: 'title',
      type: 'string',
      default: '',
      required: true,
      description: 'The title of the new document',
      displayOptions: on('create'),
    },
    {
      displayName: 'Doc ID or URL',
      name: 'documentURL',
      type: 'string',
      required: true,
      default: '',
      description: "The document's ID or its link",
      displayOptions: on('get'),
    },
    {
      displayName: 'Simplify',
      name: 'simple',
      type: 'boolean',
      default: true,
      description: "Whether to answer the document's text only instead of its whole structure",
      displayOptions: on('get'),
    },
    {
      displayName: 'Doc ID or URL',
      name: 'documentURL',
      type: 'string',
      required: true,
      default: '',
      description: "The document's ID or its link",
      displayOptions: on('update'),
    },
    {
      displayName: 'Simplify',
      name: 'simple',
      type: 'boolean',
      default: true,
      description: "Whether to answer the first change's reply only instead of Google's whole answer",
      displayOptions: on('update'),
    },
    {
      displayName: 'Actions',
      name: 'actionsUi',
      type: 'fixedCollection',
      description: 'The changes to make, in order',
      placeholder: 'Add Action',
      typeOptions: { multipleValues: true },
      default: {
        actionFields: [
          { object: 'text', action: 'insert', locationChoice: 'endOfSegmentLocation', index: 0, text: '' },
        ],
      },
      displayOptions: on('update'),
      options: [{ name: 'actionFields', displayName: 'Action Fields', values: actionFields }],
    },
    {
      displayName: 'Update Fields',
      name: 'updateFields',
      type: 'fixedCollection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: on('update'),
      options: [
        {
          displayName: 'Write Control Object',
          name: 'writeControlObject',
          values: [
            {
              displayName: 'Revision Mode',
              name: 'control',
              type: 'options',
              options: [
                { name: 'Target', value: 'targetRevisionId' },
                { name: 'Required', value: 'requiredRevisionId' },
              ],
              default: 'requiredRevisionId',
              description: 'Whether the changes apply to that revision, or fail unless it is the latest',
            },
            {
              displayName: 'Revision ID',
              name: 'value',
              type: 'string',
              default: '',
              description: 'The revision the changes are meant for',
            },
          ],
        },
      ],
    },
  ],
};
