import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const command = { resource: ['command'], operation: ['execute'] };

const properties: NodeProperty[] = [
  { displayName: 'Authentication', name: 'authentication', type: 'options', default: 'password', options: [{ name: 'Password', value: 'password' }, { name: 'Private Key', value: 'privateKey' }] },
  { displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'command', options: [{ name: 'Command', value: 'command' }, { name: 'File', value: 'file' }] },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'execute', displayOptions: { show: { resource: ['command'] } },
    options: [{ name: 'Execute', value: 'execute', description: 'Execute a command', action: 'Execute a command' }],
  },
  { displayName: 'Command', name: 'command', type: 'string', displayOptions: { show: command }, default: '', description: 'The command to run on the remote machine' },
  { displayName: 'Working Directory', name: 'cwd', type: 'string', displayOptions: { show: command }, default: '/', required: true },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'upload', displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Download', value: 'download', description: 'Download a file', action: 'Download a file' },
      { name: 'Upload', value: 'upload', description: 'Upload a file', action: 'Upload a file' },
    ],
  },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, placeholder: '',
    displayOptions: { show: { operation: ['upload'], resource: ['file'] } }, hint: 'The name of the input binary field containing the file to be uploaded',
  },
  {
    displayName: 'Target Directory', name: 'path', type: 'string', default: '', required: true, placeholder: '/home/user',
    displayOptions: { show: { resource: ['file'], operation: ['upload'] } },
    description: 'The folder the file goes to, under the binary data’s file name (or the File Name option)',
  },
  {
    displayName: 'Path', name: 'path', type: 'string', default: '', required: true, placeholder: '/home/user/invoice.txt',
    displayOptions: { show: { resource: ['file'], operation: ['download'] } }, description: 'The full path of the file to download, file name included',
  },
  {
    displayName: 'File Property', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { resource: ['file'], operation: ['download'] } }, description: 'The output binary field that gets the file',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { resource: ['file'], operation: ['upload', 'download'] } },
    options: [{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Overrides the binary data file name' }],
  },
];

/** Description of SSH 1 (n8n's `n8n-nodes-base.ssh`). */
export const sshDescription: NodeTypeDescription = {
  name: 'weft.ssh',
  displayName: 'SSH',
  description: 'Execute commands via SSH',
  icon: 'fa:terminal',
  iconColor: 'black',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'SSH', color: '#000000' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'sshPassword', required: true, displayOptions: { show: { authentication: ['password'] } } },
    { name: 'sshPrivateKey', required: true, displayOptions: { show: { authentication: ['privateKey'] } } },
  ],
  properties,
};
