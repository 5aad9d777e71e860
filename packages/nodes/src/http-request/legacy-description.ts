import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
const BODY_METHODS = ['PATCH', 'POST', 'PUT'];

function pairs(
  name: string,
  displayName: string,
  itemName: string,
  placeholder: string,
  description: string,
  show: Record<string, Array<string | boolean>>,
  valueDescription: string,
): NodeProperty {
  return {
    displayName,
    name,
    placeholder,
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    displayOptions: { show },
    description,
    default: {},
    options: [
      {
        name: 'parameter',
        displayName: itemName,
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
            description: `Name of the ${itemName === 'Header' ? 'header' : 'parameter'}`,
          },
          { displayName: 'Value', name: 'value', type: 'string', default: '', description: valueDescription },
        ],
      },
    ],
  };
}

const legacyOptions: NodeProperty = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  options: [
    {
      displayName: 'Batch Interval',
      name: 'batchInterval',
      type: 'number',
      typeOptions: { minValue: 0 },
      default: 1000,
      description: 'Time (in milliseconds) between each batch of requests. 0 for disabled.',
    },
    {
      displayName: 'Batch Size',
      name: 'batchSize',
      type: 'number',
      typeOptions: { minValue: -1 },
      default: 50,
      description: 'Input will be split in batches to throttle requests. -1 for disabled. 0 will be treated as 1.',
    },
    {
      displayName: 'Body Content Type',
      name: 'bodyContentType',
      type: 'options',
      default: 'json',
      description: 'Content-Type to use to send body parameters',
      displayOptions: { show: { '/requestMethod': BODY_METHODS } },
      options: [
        { name: 'JSON', value: 'json' },
        { name: 'RAW/Custom', value: 'raw' },
        { name: 'Form-Data Multipart', value: 'multipart-form-data' },
        { name: 'Form Urlencoded', value: 'form-urlencoded' },
      ],
    },
    {
      displayName: 'Full Response',
      name: 'fullResponse',
      type: 'boolean',
      default: false,
      description: 'Whether to return the full response data instead of only the body',
    },
    {
      displayName: 'Follow All Redirects',
      name: 'followAllRedirects',
      type: 'boolean',
      default: false,
      description: 'Whether to follow All HTTP 3xx redirects',
    },
    {
      displayName: 'Follow GET/HEAD Redirect',
      name: 'followRedirect',
      type: 'boolean',
      default: true,
      description: 'Whether to follow GET or HEAD HTTP 3xx redirects',
    },
    {
      displayName: 'Ignore Response Code',
      name: 'ignoreResponseCode',
      type: 'boolean',
      default: false,
      description: 'Whether to succeed also when the status code is not 2xx',
    },
    {
      displayName: 'MIME Type',
      name: 'bodyContentCustomMimeType',
      type: 'string',
      default: '',
      placeholder: 'text/xml',
      description: 'The mime type of a raw/custom body',
      displayOptions: { show: { '/requestMethod': BODY_METHODS } },
    },
    {
      displayName: 'Proxy',
      name: 'proxy',
      type: 'string',
      default: '',
      placeholder: 'http://myproxy:3128',
      description: 'HTTP proxy to use',
    },
    {
      displayName: 'Split Into Items',
      name: 'splitIntoItems',
      type: 'boolean',
      default: false,
      description: 'Whether to output each element of an array as its own item',
      displayOptions: { show: { '/responseFormat': ['json'] } },
    },
    {
      displayName: 'Timeout',
      name: 'timeout',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 10000,
      description:
        'Time in ms to wait for the server to send response headers (and start the response body) before aborting the request',
    },
    {
      displayName: 'Use Querystring',
      name: 'useQueryString',
      type: 'boolean',
      default: false,
      description: 'Whether arrays in the query are sent as foo=bar&foo=baz instead of foo[]=bar&foo[]=baz',
    },
  ],
};

/** The parameters versions 1 and 2 share, after the authentication ones. */
const commonProperties: NodeProperty[] = [
  {
    displayName: 'Request Method',
    name: 'requestMethod',
    type: 'options',
    default: 'GET',
    description: 'The request method to use',
    options: METHODS.map((m) => ({ name: m, value: m })),
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
    displayName: 'Ignore SSL Issues (Insecure)',
    name: 'allowUnauthorizedCerts',
    type: 'boolean',
    default: false,
    description: 'Whether to download the response even if SSL certificate validation is not possible',
  },
  {
    displayName: 'Response Format',
    name: 'responseFormat',
    type: 'options',
    default: 'json',
    description: 'The format in which the data gets returned from the URL',
    options: [
      { name: 'File', value: 'file' },
      { name: 'JSON', value: 'json' },
      { name: 'String', value: 'string' },
    ],
  },
  {
    displayName: 'Property Name',
    name: 'dataPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { responseFormat: ['string'] } },
    description: 'Name of the property to which to write the response data',
  },
  {
    displayName: 'Put Output File in Field',
    name: 'dataPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { responseFormat: ['file'] } },
    hint: 'The name of the output binary field to put the file in',
  },
  {
    displayName: 'JSON/RAW Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    description: 'Whether the query and/or body parameter should be set via the value-key pair UI or JSON/RAW',
  },
  legacyOptions,
  {
    displayName: 'Send Binary File',
    name: 'sendBinaryData',
    type: 'boolean',
    default: false,
    description: 'Whether binary data should be sent as body',
    displayOptions: { show: { jsonParameters: [true], requestMethod: BODY_METHODS } },
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      hide: { sendBinaryData: [false] },
      show: { jsonParameters: [true], requestMethod: BODY_METHODS },
    },
    hint: 'The name of the input binary field containing the file to be uploaded',
    description: 'For Form-Data Multipart, several as <code>"sendKey1:binaryProperty1,sendKey2:binaryProperty2"</code>',
  },
  {
    displayName: 'Body Parameters',
    name: 'bodyParametersJson',
    type: 'json',
    default: '',
    description: 'Body parameters as JSON or RAW',
    displayOptions: {
      hide: { sendBinaryData: [true] },
      show: { jsonParameters: [true], requestMethod: [...BODY_METHODS, 'DELETE'] },
    },
  },
  pairs(
    'bodyParametersUi',
    'Body Parameters',
    'Parameter',
    'Add Parameter',
    'The body parameter to send',
    { jsonParameters: [false], requestMethod: [...BODY_METHODS, 'DELETE'] },
    'Value of the parameter',
  ),
  {
    displayName: 'Headers',
    name: 'headerParametersJson',
    type: 'json',
    default: '',
    description: 'Header parameters as JSON or RAW',
    displayOptions: { show: { jsonParameters: [true] } },
  },
  pairs(
    'headerParametersUi',
    'Headers',
    'Header',
    'Add Header',
    'The headers to send',
    { jsonParameters: [false] },
    'Value to set for the header',
  ),
  {
    displayName: 'Query Parameters',
    name: 'queryParametersJson',
    type: 'json',
    default: '',
    description: 'Query parameters as JSON (flat object)',
    displayOptions: { show: { jsonParameters: [true] } },
  },
  pairs(
    'queryParametersUi',
    'Query Parameters',
    'Parameter',
    'Add Parameter',
    'The query parameter to send',
    { jsonParameters: [false] },
    'Value of the parameter',
  ),
  {
    displayName:
      'Weft sends this request from the server, not from your browser: the address must be reachable from where Weft runs',
    name: 'infoMessage',
    type: 'notice',
    default: '',
  },
];

/** Version 1's "Authentication": one credential type per choice. */
const V1_AUTH: Array<{ name: string; value: string; credential: string }> = [
  { name: 'Basic Auth', value: 'basicAuth', credential: 'httpBasicAuth' },
  { name: 'Digest Auth', value: 'digestAuth', credential: 'httpDigestAuth' },
  { name: 'Header Auth', value: 'headerAuth', credential: 'httpHeaderAuth' },
  { name: 'None', value: 'none', credential: '' },
  { name: 'OAuth1', value: 'oAuth1', credential: 'oAuth1Api' },
  { name: 'OAuth2', value: 'oAuth2', credential: 'oAuth2Api' },
  { name: 'Query Auth', value: 'queryAuth', credential: 'httpQueryAuth' },
];

/** The credential type version 1 uses for an `authentication` value (undefined for none/unknown). */
export function v1CredentialType(authentication: string): string | undefined {
  return V1_AUTH.find((a) => a.value === authentication)?.credential || undefined;
}

/** The generic credential types version 2 offers. */
const V2_GENERIC = ['httpBasicAuth', 'httpDigestAuth', 'httpHeaderAuth', 'httpQueryAuth', 'oAuth1Api', 'oAuth2Api'];

const base = {
  name: 'weft.httpRequest',
  displayName: 'HTTP Request',
  description: 'Makes an HTTP request and returns the response data',
  icon: 'node:http-request',
  iconColor: 'blue',
  group: ['output'],
  defaultVersion: 4.3,
  subtitle: '={{$parameter["requestMethod"] + ": " + $parameter["url"]}}',
  defaults: { name: 'HTTP Request', color: '#2200DD' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['API', 'Request', 'URL', 'Build', 'cURL'],
  },
} satisfies Partial<NodeTypeDescription>;

/** The legacy HTTP Request, version 1 (n8n's HttpRequestV1): one authentication option per credential type. */
export const httpRequestV1Description: NodeTypeDescription = {
  ...base,
  version: [1],
  credentials: V1_AUTH.filter((a) => a.credential).map((a) => ({
    name: a.credential,
    required: true,
    displayOptions: { show: { authentication: [a.value] } },
  })),
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      default: 'none',
      description: 'The way to authenticate',
      options: V1_AUTH.map(({ name, value }) => ({ name, value })),
    },
    ...commonProperties,
  ],
};

/** The legacy HTTP Request, version 2 (n8n's HttpRequestV2): predefined or generic credential types. */
export const httpRequestV2Description: NodeTypeDescription = {
  ...base,
  version: [2],
  credentials: V2_GENERIC.map((name) => ({
    name,
    required: true,
    displayOptions: { show: { authentication: ['genericCredentialType'], genericAuthType: [name] } },
  })),
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      noDataExpression: true,
      required: true,
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
    ...commonProperties,
  ],
};
