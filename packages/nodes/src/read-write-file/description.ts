import type { NodeTypeDescription } from '@weft/workflow';

const onRead = { show: { operation: ['read'] } };
const onWrite = { show: { operation: ['write'] } };

/** Description of Read/Write Files from Disk 1 (n8n's `readWriteFile`): parameters as in n8n 1.123. */
export const readWriteFileDescription: NodeTypeDescription = {
  name: 'weft.readWriteFile',
  displayName: 'Read/Write Files from Disk',
  description: 'Read files from, or write files to, the machine that runs the workflow',
  icon: 'fa:file-import',
  group: ['input'],
  version: 1,
  defaults: { name: 'Read/Write Files from Disk' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['Binary', 'File', 'Text', 'Open', 'Import', 'Save', 'Export', 'Disk', 'Transfer'],
  },
  properties: [
    {
      displayName:
        'This node works on the disk of the machine running the workflow. To move files between machines, use a node such as FTP or HTTP Request.',
      name: 'info',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Read File(s) From Disk',
          value: 'read',
          description: 'Load one file, or every file a pattern matches',
          action: 'Read File(s) From Disk',
        },
        {
          name: 'Write File to Disk',
          value: 'write',
          description: 'Save a binary field of each item as a file',
          action: 'Write File to Disk',
        },
      ],
      default: 'read',
    },
    {
      displayName: 'File(s) Selector',
      name: 'fileSelector',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. /home/user/Pictures/**/*.png',
      hint: 'Glob patterns work: * within a folder, ** across folders',
      description: 'Path of a file, or a pattern matching several; use forward slashes, also on Windows',
      displayOptions: onRead,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: onRead,
      options: [
        {
          displayName: 'File Extension',
          name: 'fileExtension',
          type: 'string',
          default: '',
          placeholder: 'e.g. zip',
          description: 'Extension to give the file in the output binary',
        },
        {
          displayName: 'File Name',
          name: 'fileName',
          type: 'string',
          default: '',
          placeholder: 'e.g. data.zip',
          description: 'Name to give the file in the output binary',
        },
        {
          displayName: 'Mime Type',
          name: 'mimeType',
          type: 'string',
          default: '',
          placeholder: 'e.g. application/zip',
          description: 'Media type to give the file in the output binary',
        },
        {
          displayName: 'Put Output File in Field',
          name: 'dataPropertyName',
          type: 'string',
          default: 'data',
          placeholder: 'e.g. data',
          description: 'Binary field of the output item that gets the file',
          hint: 'Leave empty for "data"',
        },
      ],
    },
    {
      displayName: 'File Path and Name',
      name: 'fileName',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. /data/example.jpg',
      description: 'Full path of the file to write, extension included; its folder must exist',
      displayOptions: onWrite,
    },
    {
      displayName: 'Input Binary Field',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      placeholder: 'e.g. data',
      required: true,
      hint: 'Binary field of the incoming item that holds the file to write',
      displayOptions: onWrite,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: onWrite,
      options: [
        {
          displayName: 'Append',
          name: 'append',
          type: 'boolean',
          default: false,
          description:
            'Whether to add the data at the end of an existing file instead of replacing it (meant for text files and other formats without structure)',
        },
      ],
    },
  ],
};
