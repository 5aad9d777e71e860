import { getHashes } from 'node:crypto';
import type { NodeProperty, NodePropertyOption, NodeTypeDescription } from '@weft/workflow';

const UNSUPPORTED_SIGN_ALGORITHMS = ['RSA-MD4', 'RSA-MDC2', 'md4', 'md4WithRSAEncryption', 'mdc2', 'mdc2WithRSA'];

/** Algorithms offered by the Sign action: every hash Node knows, minus legacy ones. */
export const signAlgorithms: NodePropertyOption[] = getHashes()
  .filter((a) => !UNSUPPORTED_SIGN_ALGORITHMS.includes(a))
  .map((a) => ({ name: a, value: a }));

const HASH_TYPES: NodePropertyOption[] = ['MD5', 'SHA256', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'SHA384', 'SHA512'].map(
  (t) => ({ name: t, value: t }),
);

const ENCODINGS: NodePropertyOption[] = [
  { name: 'BASE64', value: 'base64' },
  { name: 'HEX', value: 'hex' },
];

const show = (action: string[], extra: Record<string, Array<string | boolean>> = {}) => ({
  show: { action, ...extra },
});

function typeProperty(action: string): NodeProperty {
  return {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    displayOptions: show([action]),
    options: HASH_TYPES,
    default: 'MD5',
    description: 'The hash type to use',
    required: true,
  };
}

function encodingProperty(action: string): NodeProperty {
  return {
    displayName: 'Encoding',
    name: 'encoding',
    type: 'options',
    displayOptions: show([action]),
    options: ENCODINGS,
    default: 'hex',
    required: true,
  };
}

function propertyName(action: string, what: string): NodeProperty {
  return {
    displayName: 'Property Name',
    name: 'dataPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: show([action]),
    description: `Name of the property to which to write the ${what}`,
  };
}

/** The Crypto node's description, version 1. */
export const cryptoDescription: NodeTypeDescription = {
  name: 'weft.crypto',
  displayName: 'Crypto',
  icon: 'fa:key',
  iconColor: 'green',
  group: ['transform'],
  version: 1,
  subtitle: '={{$parameter["action"]}}',
  description: 'Provide cryptographic utilities',
  defaults: { name: 'Crypto', color: '#408000' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Hash', 'HMAC', 'Sign', 'UUID', 'Encrypt'],
  },
  properties: [
    {
      displayName: 'Action',
      name: 'action',
      type: 'options',
      default: 'hash',
      options: [
        {
          name: 'Generate',
          description: 'Generate random string',
          value: 'generate',
          action: 'Generate random string',
        },
        {
          name: 'Hash',
          description: 'Hash a text or file in a specified format',
          value: 'hash',
          action: 'Hash a text or file in a specified format',
        },
        {
          name: 'Hmac',
          description: 'Hmac a text or file in a specified format',
          value: 'hmac',
          action: 'HMAC a text or file in a specified format',
        },
        {
          name: 'Sign',
          description: 'Sign a string using a private key',
          value: 'sign',
          action: 'Sign a string using a private key',
        },
      ],
    },
    typeProperty('hash'),
    {
      displayName: 'Binary File',
      name: 'binaryData',
      type: 'boolean',
      default: false,
      required: true,
      displayOptions: show(['hash', 'hmac']),
      description: 'Whether the data to hashed should be taken from binary field',
    },
    {
      displayName: 'Binary Property Name',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      displayOptions: show(['hash', 'hmac'], { binaryData: [true] }),
      description: 'Name of the binary property which contains the input data',
    },
    {
      displayName: 'Value',
      name: 'value',
      type: 'string',
      default: '',
      required: true,
      displayOptions: show(['hash'], { binaryData: [false] }),
      description: 'The value that should be hashed',
    },
    propertyName('hash', 'hash'),
    encodingProperty('hash'),
    typeProperty('hmac'),
    {
      displayName: 'Value',
      name: 'value',
      type: 'string',
      default: '',
      required: true,
      displayOptions: show(['hmac'], { binaryData: [false] }),
      description: 'The value of which the hmac should be created',
    },
    propertyName('hmac', 'hmac'),
    {
      displayName: 'Secret',
      name: 'secret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      displayOptions: show(['hmac']),
    },
    encodingProperty('hmac'),
    {
      displayName: 'Value',
      name: 'value',
      type: 'string',
      default: '',
      required: true,
      displayOptions: show(['sign']),
      description: 'The value that should be signed',
    },
    propertyName('sign', 'signed value'),
    {
      displayName: 'Algorithm Name or ID',
      name: 'algorithm',
      type: 'options',
      options: signAlgorithms,
      default: '',
      required: true,
      displayOptions: show(['sign']),
      description:
        'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
    },
    encodingProperty('sign'),
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      default: '',
      required: true,
      displayOptions: show(['sign']),
      description: 'Private key to use when signing the string',
    },
    propertyName('generate', 'random string'),
    {
      displayName: 'Type',
      name: 'encodingType',
      type: 'options',
      default: 'uuid',
      required: true,
      displayOptions: show(['generate']),
      description: 'Encoding that will be used to generate string',
      options: [
        { name: 'ASCII', value: 'ascii' },
        { name: 'BASE64', value: 'base64' },
        { name: 'HEX', value: 'hex' },
        { name: 'UUID', value: 'uuid' },
      ],
    },
    {
      displayName: 'Length',
      name: 'stringLength',
      type: 'number',
      default: 32,
      description: 'Length of the generated string',
      displayOptions: show(['generate'], { encodingType: ['ascii', 'base64', 'hex'] }),
    },
  ],
};
