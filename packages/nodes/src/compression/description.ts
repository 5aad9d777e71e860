import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const formats = [
  { name: 'Gzip', value: 'gzip' },
  { name: 'Zip', value: 'zip' },
];

const properties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Compress', value: 'compress', action: 'Compress file(s)', description: 'Pack binary fields into a zip archive or gzip files' },
      { name: 'Decompress', value: 'decompress', action: 'Decompress file(s)', description: 'Unpack zip archives and gzip files' },
    ],
    default: 'decompress',
  },
  {
    displayName: 'Input Binary Field(s)',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { operation: ['compress'] } },
    placeholder: 'e.g. data,data2,data3',
    hint: 'Binary field(s) of the incoming item holding the files to compress',
    description: 'Separate several field names with commas',
  },
  {
    displayName: 'Input Binary Field(s)',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { operation: ['decompress'] } },
    placeholder: 'e.g. data',
    hint: 'Binary field(s) of the incoming item holding the archives to unpack',
    description: 'Separate several field names with commas',
  },
  { displayName: 'Output Format', name: 'outputFormat', type: 'options', default: '', options: formats, displayOptions: { show: { operation: ['compress'], '@version': [1] } }, description: 'Archive format to make' },
  { displayName: 'Output Format', name: 'outputFormat', type: 'options', default: 'zip', options: formats, displayOptions: { show: { operation: ['compress'] }, hide: { '@version': [1] } }, description: 'Archive format to make' },
  { displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. data.zip', required: true, displayOptions: { show: { operation: ['compress'], outputFormat: ['zip'] } }, description: 'Name of the archive to make' },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyOutput', type: 'string', default: 'data', displayOptions: { show: { outputFormat: ['zip'], operation: ['compress'] } }, hint: 'Binary field of the output item that gets the archive' },
  { displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. data.txt', displayOptions: { show: { operation: ['compress'], outputFormat: ['gzip'] }, hide: { '@version': [1] } }, description: 'Name of the gzip file (".gz" is added); empty keeps each input file’s name' },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyOutput', type: 'string', default: 'data', displayOptions: { show: { outputFormat: ['gzip'], operation: ['compress'] }, hide: { '@version': [1] } }, hint: 'Binary field of the output item that gets the first file (the next ones get 1, 2 … added)' },
  { displayName: 'Output File Prefix', name: 'outputPrefix', type: 'string', default: 'data', required: true, displayOptions: { show: { operation: ['compress'], outputFormat: ['gzip'], '@version': [1] } }, description: 'Start of the output binary field names (then 0, 1 …)' },
  { displayName: 'Output Prefix', name: 'outputPrefix', type: 'string', default: 'file_', required: true, displayOptions: { show: { operation: ['decompress'] } }, description: 'Start of the binary field names of the unpacked files (then 0, 1 …)' },
];

/** Description of Compression 1 and 1.1 (n8n's `compression`): parameters as in n8n 1.123. */
export const compressionDescription: NodeTypeDescription = {
  name: 'weft.compression',
  displayName: 'Compression',
  description: 'Compress and decompress files',
  icon: 'fa:file-archive',
  iconColor: 'green',
  group: ['transform'],
  subtitle: '={{$parameter["operation"]}}',
  version: [1, 1.1],
  defaults: { name: 'Compression', color: '#408000' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes', 'Data & Storage'],
    subcategories: { 'Core Nodes': ['Files', 'Data Transformation'] },
    alias: ['Zip', 'Gzip', 'uncompress', 'compress', 'decompress', 'archive', 'unarchive', 'Binary', 'Files', 'File'],
  },
  properties,
};
