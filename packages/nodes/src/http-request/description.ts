import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { GENERIC_AUTH_TYPES } from '../credentials/authenticate.js';
import { optionsProperty } from './options-description.js';

const nameValue: NodeProperty[] = [
  { displayName: 'Name', name: 'name', type: 'string', default: '' },
  { displayName: 'Value', name: 'value', type: 'string', default: '' },
];

function keypairCollection(
  name: string,
  displayName: string,
  itemName: string,
  placeholder: string,
  show: Record<string, Array<string | boolean>>,
  values = nameValue,
): NodeProperty {
  return {
    displayName,
    name,
    type: 'fixedCollection',
    displayOptions: { show },
    placeholder,
    typeOptions: { multipleValues: true, fixedCollection: { itemTitle: '={{ $collection.item.value.name }}' } },
    default: { parameters: [{ name: '', value: '' }] },
    options: [{ name: 'parameters', displayName: itemName, values }],
  };
}

const specify = (name: string, show: Record<string, Array<string | boolean>>): NodeProperty => ({
  displayName:
    name === 'specifyQuery'
      ? 'Specify Query Parameters'
      : name === 'specifyHeaders'
        ? 'Specify Headers'
        : 'Specify Body',
  name,
  type: 'options',
  displayOptions: { show },
  default: 'keypair',
  options: [
    { name: 'Using Fields Below', value: 'keypair' },
    { name: 'Using JSON', value: 'json' },
  ],
});

const bodyFieldValues: NodeProperty[] = [
  { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'ID of the field to set' },
  { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'Value of the field to set' },
];

const multipartValues: NodeProperty[] = [
  {
    displayName: 'Type',
    name: 'parameterType',
    type: 'options',
    default: 'formData',
    options: [
      { name: 'n8n Binary File', value: 'formBinaryData' },
      { name: 'Form Data', value: 'formData' },
    ],
  },
  { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'ID of the field to set' },
  {
    displayName: 'Value',
    name: 'value',
    type: 'string',
    default: '',
    description: 'Value of the field to set',
    displayOptions: { show: { parameterType: ['formData'] } },
  },
  {
    displayName: 'Input Data Field Name',
    name: 'inputDataFieldName',
    type: 'string',
    default: '',
    description: 'The name of the incoming field containing the binary file data to be processed',
    displayOptions: { show: { parameterType: ['formBinaryData'] } },
  },
];

/** The HTTP Request node's parameters (versions 3–4.3). */
export const httpRequestProperties: NodeProperty[] = [
  { displayName: '', name: 'curlImport', type: 'curlImport', default: '' },
  {
    displayName: 'Method',
    name: 'method',
    type: 'options',
    default: 'GET',
    description: 'The request method to use',
    options: ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].map((m) => ({ name: m, value: m })),
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'http://example.com/index.html',
    description: 'The URL to make the request to',
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    noDataExpression: true,
    default: 'none',
    options: [
      { name: 'None', value: 'none' },
      {
        name: 'Predefined Credential Type',
        value: 'predefinedCredentialType',
        description: "We've already implemented auth for many services so that you don't have to set it up manually",
      },
      {
        name: 'Generic Credential Type',
        value: 'genericCredentialType',
        description: 'Fully customizable. Choose between basic, header, OAuth2, etc.',
      },
    ],
  },
  {
    displayName: 'Credential Type',
    name: 'nodeCredentialType',
    type: 'credentialsSelect',
    noDataExpression: true,
    required: true,
    default: '',
    typeOptions: { credentialTypes: ['extends:oAuth2Api', 'extends:oAuth1Api', 'has:authenticate'] },
    displayOptions: { show: { authentication: ['predefinedCredentialType'] } },
  },
  {
    displayName: 'Generic Auth Type',
    name: 'genericAuthType',
    type: 'credentialsSelect',
    required: true,
    default: '',
    typeOptions: { credentialTypes: ['has:genericAuth'] },
    displayOptions: { show: { authentication: ['genericCredentialType'] } },
  },
  {
    displayName: 'Send Query Parameters',
    name: 'sendQuery',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    description: 'Whether the request has query params or not',
  },
  specify('specifyQuery', { sendQuery: [true] }),
  keypairCollection('queryParameters', 'Query Parameters', 'Query Parameter', 'Add Query Parameter', {
    sendQuery: [true],
    specifyQuery: ['keypair'],
  }),
  {
    displayName: 'JSON',
    name: 'jsonQuery',
    type: 'json',
    default: '',
    displayOptions: { show: { sendQuery: [true], specifyQuery: ['json'] } },
  },
  {
    displayName: 'Send Headers',
    name: 'sendHeaders',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    description: 'Whether the request has headers or not',
  },
  specify('specifyHeaders', { sendHeaders: [true] }),
  keypairCollection('headerParameters', 'Headers', 'Header', 'Add Header', {
    sendHeaders: [true],
    specifyHeaders: ['keypair'],
  }),
  {
    displayName: 'JSON',
    name: 'jsonHeaders',
    type: 'json',
    default: '',
    displayOptions: { show: { sendHeaders: [true], specifyHeaders: ['json'] } },
  },
  {
    displayName: 'Send Body',
    name: 'sendBody',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    description: 'Whether the request has a body or not',
  },
  {
    displayName: 'Body Content Type',
    name: 'contentType',
    type: 'options',
    default: 'json',
    description: 'Content-Type to use to send body parameters',
    displayOptions: { show: { sendBody: [true] } },
    options: [
      { name: 'Form URL Encoded', value: 'form-urlencoded' },
      { name: 'Form-Data', value: 'multipart-form-data' },
      { name: 'JSON', value: 'json' },
      { name: 'n8n Binary File', value: 'binaryData' },
      { name: 'Raw', value: 'raw' },
    ],
  },
  {
    ...specify('specifyBody', { sendBody: [true], contentType: ['json'] }),
    description:
      'The body can be specified using explicit fields (<code>keypair</code>) or using a JavaScript object (<code>json</code>)',
  },
  keypairCollection(
    'bodyParameters',
    'Body Parameters',
    'Body Field',
    'Add Body Field',
    { sendBody: [true], contentType: ['json'], specifyBody: ['keypair'] },
    bodyFieldValues,
  ),
  {
    displayName: 'JSON',
    name: 'jsonBody',
    type: 'json',
    default: '',
    displayOptions: { show: { sendBody: [true], contentType: ['json'], specifyBody: ['json'] } },
  },
  keypairCollection(
    'bodyParameters',
    'Body',
    'Body Field',
    'Add Body Field',
    { sendBody: [true], contentType: ['multipart-form-data'] },
    multipartValues,
  ),
  {
    displayName: 'Specify Body',
    name: 'specifyBody',
    type: 'options',
    default: 'keypair',
    displayOptions: { show: { sendBody: [true], contentType: ['form-urlencoded'] } },
    options: [
      { name: 'Using Fields Below', value: 'keypair' },
      { name: 'Using Single Field', value: 'string' },
    ],
  },
  keypairCollection(
    'bodyParameters',
    'Body Fields',
    'Field',
    'Add Field',
    { sendBody: [true], contentType: ['form-urlencoded'], specifyBody: ['keypair'] },
    bodyFieldValues,
  ),
  {
    displayName: 'Body',
    name: 'body',
    type: 'string',
    default: '',
    placeholder: 'field1=value1&field2=value2',
    displayOptions: { show: { sendBody: [true], specifyBody: ['string'] } },
  },
  {
    displayName: 'Input Data Field Name',
    name: 'inputDataFieldName',
    type: 'string',
    default: '',
    description: 'The name of the incoming field containing the binary file data to be processed',
    displayOptions: { show: { sendBody: [true], contentType: ['binaryData'] } },
  },
  {
    displayName: 'Content Type',
    name: 'rawContentType',
    type: 'string',
    default: '',
    placeholder: 'text/html',
    displayOptions: { show: { sendBody: [true], contentType: ['raw'] } },
  },
  {
    displayName: 'Body',
    name: 'body',
    type: 'string',
    default: '',
    displayOptions: { show: { sendBody: [true], contentType: ['raw'] } },
  },
  optionsProperty,
  {
    displayName:
      'Weft sends this request from the server, not from your browser: the address must be reachable from where Weft runs',
    name: 'infoMessage',
    type: 'notice',
    default: '',
  },
];

/**
 * The HTTP Request node's description, versions 3 to 4.3 (n8n's HttpRequestV3 class). 3 follows no
 * redirect unless asked and sends JSON body fields with flat names; 4.3 turns a repeated query, header
 * or form field name into an array of values instead of keeping the last.
 */
export const httpRequestDescription: NodeTypeDescription = {
  name: 'weft.httpRequest',
  displayName: 'HTTP Request',
  description: 'Makes an HTTP request and returns the response data',
  icon: 'node:http-request',
  iconColor: 'blue',
  group: ['output'],
  version: [3, 4, 4.1, 4.2, 4.3],
  defaultVersion: 4.3,
  subtitle: '={{$parameter["method"] + ": " + $parameter["url"]}}',
  defaults: { name: 'HTTP Request', color: '#0004F5' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: GENERIC_AUTH_TYPES.map((name) => ({
    name,
    required: true,
    displayOptions: { show: { authentication: ['genericCredentialType'], genericAuthType: [name] } },
  })),
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['API', 'Request', 'URL', 'Build', 'cURL'],
  },
  properties: httpRequestProperties,
};
