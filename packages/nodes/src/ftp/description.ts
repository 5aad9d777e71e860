import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const show = (...operation: string[]) => ({ show: { operation } });

const properties: NodeProperty[] = [
  { displayName: 'Protocol', name: 'protocol', type: 'options', default: 'ftp', description: 'File transfer protocol', options: [{ name: 'FTP', value: 'ftp' }, { name: 'SFTP', value: 'sftp' }] },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'download', noDataExpression: true,
    options: [
      { name: 'Delete', value: 'delete', description: 'Delete a file/folder', action: 'Delete a file or folder' },
      { name: 'Download', value: 'download', description: 'Download a file', action: 'Download a file' },
      { name: 'List', value: 'list', description: 'List folder content', action: 'List folder content' },
      { name: 'Rename', value: 'rename', description: 'Rename/move oldPath to newPath', action: 'Rename / move a file or folder' },
      { name: 'Upload', value: 'upload', description: 'Upload a file', action: 'Upload a file' },
    ],
  },
  { displayName: 'Path', name: 'path', type: 'string', displayOptions: show('delete'), default: '', required: true, description: 'The full path of the file to delete', placeholder: 'e.g. /public/documents/file-to-delete.txt' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', displayOptions: show('delete'), default: {},
    options: [
      { displayName: 'Folder', name: 'folder', type: 'boolean', default: false, description: 'Whether folders can be deleted' },
      { displayName: 'Recursive', name: 'recursive', type: 'boolean', default: false, displayOptions: { show: { folder: [true] } }, description: 'Whether to remove everything inside the folder too' },
    ],
  },
  { displayName: 'Path', name: 'path', type: 'string', displayOptions: show('download'), default: '', required: true, description: 'The full path of the file to download', placeholder: 'e.g. /public/documents/file-to-download.txt' },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', displayOptions: show('download'), default: 'data', required: true, hint: 'The name of the output binary field to put the file in' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('download'),
    options: [
      { displayName: 'Enable Concurrent Reads', name: 'enableConcurrentReads', type: 'boolean', default: false, description: 'Whether to read the file in several parts at once (SFTP)' },
      { displayName: 'Max Concurrent Reads', name: 'maxConcurrentReads', type: 'number', default: 5, displayOptions: { show: { enableConcurrentReads: [true] } } },
      { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 64, description: 'Size of each part in KB; not all servers support this', displayOptions: { show: { enableConcurrentReads: [true] } } },
    ],
  },
  { displayName: 'Old Path', name: 'oldPath', type: 'string', displayOptions: show('rename'), default: '', required: true, placeholder: 'e.g. /public/documents/old-file.txt' },
  { displayName: 'New Path', name: 'newPath', type: 'string', displayOptions: show('rename'), default: '', required: true, placeholder: 'e.g. /public/documents/new-file.txt' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('rename'),
    options: [{ displayName: 'Create Directories', name: 'createDirectories', type: 'boolean', default: false, description: 'Whether to create the missing folders of the new path' }],
  },
  { displayName: 'Path', name: 'path', type: 'string', displayOptions: show('upload'), default: '', required: true, description: 'The full path of the file to write', placeholder: 'e.g. /public/documents/file-to-upload.txt' },
  { displayName: 'Binary File', name: 'binaryData', type: 'boolean', displayOptions: show('upload'), default: true, description: 'Whether to upload a binary field of the item rather than text' },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { operation: ['upload'], binaryData: [true] } }, hint: 'The name of the input binary field containing the file to be written',
  },
  { displayName: 'File Content', name: 'fileContent', type: 'string', default: '', displayOptions: { show: { operation: ['upload'], binaryData: [false] } }, description: 'The text content of the file to upload' },
  { displayName: 'Path', name: 'path', type: 'string', displayOptions: show('list'), default: '/', required: true, placeholder: 'e.g. /public/folder', description: 'The folder to list' },
  { displayName: 'Recursive', name: 'recursive', type: 'boolean', displayOptions: show('list'), default: false, required: true, description: 'Whether to list the content of every folder inside too' },
];

/** Description of FTP 1 (n8n's `n8n-nodes-base.ftp`): FTP and SFTP. */
export const ftpDescription: NodeTypeDescription = {
  name: 'weft.ftp',
  displayName: 'FTP',
  description: 'Transfer files via FTP or SFTP',
  icon: 'fa:server',
  iconColor: 'dark-blue',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["protocol"] + ": " + $parameter["operation"]}}',
  defaults: { name: 'FTP', color: '#303050' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'ftp', required: true, displayOptions: { show: { protocol: ['ftp'] } } },
    { name: 'sftp', required: true, displayOptions: { show: { protocol: ['sftp'] } } },
  ],
  properties,
};
