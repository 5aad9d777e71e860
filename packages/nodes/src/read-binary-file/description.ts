import type { NodeTypeDescription } from '@weft/workflow';

/** Description of Read Binary File 1 (n8n's legacy file reader; Read/Write Files from Disk replaces it). */
export const readBinaryFileDescription: NodeTypeDescription = {
  name: 'weft.readBinaryFile',
  displayName: 'Read Binary File',
  description: 'Reads a binary file from disk',
  icon: 'fa:file-import',
  group: ['input'],
  version: 1,
  hidden: true,
  defaults: { name: 'Read Binary File' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'File Path',
      name: 'filePath',
      type: 'string',
      default: '',
      required: true,
      placeholder: '/data/example.jpg',
      description: 'Path of the file to read',
    },
    {
      displayName: 'Property Name',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      description: 'Name of the binary property to put the file data in',
    },
  ],
};
