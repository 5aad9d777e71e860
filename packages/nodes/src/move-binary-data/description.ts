import type { NodeTypeDescription } from '@weft/workflow';
import { ENCODINGS } from './encoding.js';

const BINARY_TO_JSON = { '/mode': ['binaryToJson'] };
const JSON_TO_BINARY = { '/mode': ['jsonToBinary'] };

/** The legacy Move Binary Data node (n8n's `n8n-nodes-base.moveBinaryData` 1 and 1.1). */
export const moveBinaryDataDescription: NodeTypeDescription = {
  name: 'weft.moveBinaryData',
  displayName: 'Convert to/from binary data',
  description: 'Moves data between binary and JSON fields (legacy, use Extract from File / Convert to File)',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  hidden: true,
  icon: 'fa:exchange-alt',
  subtitle: '={{$parameter["mode"]==="binaryToJson" ? "Binary to JSON" : "JSON to Binary"}}',
  defaults: { name: 'Convert to/from binary data', color: '#7722CC' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'Binary to JSON', value: 'binaryToJson', description: 'Move data from binary to JSON' },
        { name: 'JSON to Binary', value: 'jsonToBinary', description: 'Move data from JSON to binary' },
      ],
      default: 'binaryToJson',
      description: 'Which way the data moves',
    },
    { displayName: 'Set All Data', name: 'setAllData', type: 'boolean', displayOptions: { show: { mode: ['binaryToJson'] } }, default: true, description: 'Whether the parsed binary data replaces the whole JSON' },
    { displayName: 'Source Key', name: 'sourceKey', type: 'string', displayOptions: { show: { mode: ['binaryToJson'] } }, default: 'data', required: true, placeholder: 'data', description: 'Binary field to read' },
    { displayName: 'Destination Key', name: 'destinationKey', type: 'string', displayOptions: { show: { mode: ['binaryToJson'], setAllData: [false] } }, default: 'data', required: true, placeholder: '', description: 'JSON field to write (dot notation for nested fields)' },
    { displayName: 'Convert All Data', name: 'convertAllData', type: 'boolean', displayOptions: { show: { mode: ['jsonToBinary'] } }, default: true, description: 'Whether the whole JSON becomes the binary data' },
    { displayName: 'Source Key', name: 'sourceKey', type: 'string', displayOptions: { show: { convertAllData: [false], mode: ['jsonToBinary'] } }, default: 'data', required: true, placeholder: 'data', description: 'JSON field to read (dot notation for nested fields)' },
    { displayName: 'Destination Key', name: 'destinationKey', type: 'string', displayOptions: { show: { mode: ['jsonToBinary'] } }, default: 'data', required: true, placeholder: 'data', description: 'Binary field to write' },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        { displayName: 'Add Byte Order Mark (BOM)', name: 'addBOM', type: 'boolean', displayOptions: { show: { ...JSON_TO_BINARY, encoding: ['utf8', 'cesu8', 'ucs2'] } }, default: false },
        { displayName: 'Data Is Base64', name: 'dataIsBase64', type: 'boolean', displayOptions: { hide: { useRawData: [true] }, show: { ...JSON_TO_BINARY, '/convertAllData': [false] } }, default: false, description: 'Whether the JSON value is already base64-encoded bytes' },
        {
          displayName: 'Encoding',
          name: 'encoding',
          type: 'options',
          options: ENCODINGS.map((value) => ({ name: value, value })),
          displayOptions: { show: { '/mode': ['binaryToJson', 'jsonToBinary'] } },
          default: 'utf8',
          description: 'Character encoding of the text',
        },
        { displayName: 'Strip BOM', name: 'stripBOM', type: 'boolean', displayOptions: { show: { ...BINARY_TO_JSON, encoding: ['utf8', 'cesu8', 'ucs2'] } }, default: true },
        { displayName: 'File Name', name: 'fileName', type: 'string', displayOptions: { show: JSON_TO_BINARY }, default: '', placeholder: 'example.json' },
        { displayName: 'JSON Parse', name: 'jsonParse', type: 'boolean', displayOptions: { hide: { keepAsBase64: [true] }, show: { ...BINARY_TO_JSON, '/setAllData': [false] } }, default: false, description: 'Whether to parse the text as JSON' },
        { displayName: 'Keep Source', name: 'keepSource', type: 'boolean', default: false, description: 'Whether to keep the source field' },
        { displayName: 'Keep As Base64', name: 'keepAsBase64', type: 'boolean', displayOptions: { hide: { jsonParse: [true] }, show: { ...BINARY_TO_JSON, '/setAllData': [false] } }, default: false, description: 'Whether to keep the bytes as base64 text' },
        { displayName: 'Mime Type', name: 'mimeType', type: 'string', displayOptions: { show: JSON_TO_BINARY }, default: 'application/json', placeholder: 'application/json' },
        { displayName: 'Use Raw Data', name: 'useRawData', type: 'boolean', displayOptions: { hide: { dataIsBase64: [true] }, show: JSON_TO_BINARY }, default: false, description: 'Whether to write a text value as it is instead of as JSON' },
      ],
    },
  ],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Files'] }, alias: ['Move Binary Data'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.converttofile/',
};
