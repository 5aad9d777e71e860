import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { responseHeadersProperty } from '../shared/response-headers.js';

const respondWith: NodeProperty = {
  displayName: 'Respond With',
  name: 'respondWith',
  type: 'options',
  options: [
    { name: 'All Incoming Items', value: 'allIncomingItems', description: 'Respond with all input JSON items' },
    { name: 'Binary File', value: 'binary', description: 'Respond with incoming file binary data' },
    { name: 'First Incoming Item', value: 'firstIncomingItem', description: 'Respond with the first input JSON item' },
    { name: 'JSON', value: 'json', description: 'Respond with a custom JSON body' },
    { name: 'JWT Token', value: 'jwt', description: 'Respond with a JWT token' },
    { name: 'No Data', value: 'noData', description: 'Respond with an empty body' },
    { name: 'Redirect', value: 'redirect', description: 'Respond with a redirect to a given URL' },
    { name: 'Text', value: 'text', description: 'Respond with a simple text message body' },
  ],
  default: 'firstIncomingItem',
  description: 'The data that should be returned',
};

const show = (values: string[], extra: Record<string, string[]> = {}) => ({ show: { respondWith: values, ...extra } });

/**
 * Respond to Webhook 1–1.5. 1.2 makes "Respond With" a fixed choice (no expression); 1.3 always
 * has a second output "Response" with what was sent; from 1.4 that output is the node setting
 * "Enable Response Output Branch"; 1.5 adds "Enable Streaming" (for streaming webhooks).
 */
export const respondToWebhookDescription: NodeTypeDescription = {
  name: 'weft.respondToWebhook',
  displayName: 'Respond to Webhook',
  description: 'Returns data for Webhook',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5],
  defaultVersion: 1.5,
  icon: 'file:webhook.svg',
  defaults: { name: 'Respond to Webhook', color: '#885577' },
  inputs: ['main'],
  outputs:
    '={{ $version === 1.3 || ($version >= 1.4 && $parameter["enableResponseOutput"] === true) ? ["main", "main"] : ["main"] }}',
  credentials: [{ name: 'jwtAuth', required: true, displayOptions: show(['jwt']) }],
  properties: [
    {
      displayName: 'Enable Response Output Branch',
      name: 'enableResponseOutput',
      type: 'boolean',
      default: false,
      description: 'Whether to provide an additional output branch with the response sent to the webhook',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.4 } }] } },
    },
    {
      displayName: 'Verify that the "Webhook" node\'s "Respond" parameter is set to "Using Respond to Webhook Node".',
      name: 'generalNotice',
      type: 'notice',
      default: '',
    },
    { ...respondWith, displayOptions: { show: { '@version': [1, 1.1] } } },
    { ...respondWith, noDataExpression: true, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } } },
    {
      displayName: 'When using expressions, note that this node will only run for the first item in the input data',
      name: 'webhookNotice',
      type: 'notice',
      default: '',
      displayOptions: show(['json', 'text', 'jwt']),
    },
    {
      displayName: 'Redirect URL',
      name: 'redirectURL',
      type: 'string',
      required: true,
      default: '',
      placeholder: 'e.g. http://www.example.com',
      description: 'The URL to redirect to',
      displayOptions: show(['redirect']),
    },
    {
      displayName: 'Response Body',
      name: 'responseBody',
      type: 'json',
      default: '{\n  "myField": "value"\n}',
      typeOptions: { rows: 4 },
      description: 'The HTTP response JSON data',
      displayOptions: show(['json']),
    },
    {
      displayName: 'Payload',
      name: 'payload',
      type: 'json',
      default: '{\n  "myField": "value"\n}',
      typeOptions: { rows: 4 },
      description: 'The payload to include in the JWT token',
      displayOptions: show(['jwt']),
    },
    {
      displayName: 'Response Body',
      name: 'responseBody',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      placeholder: 'e.g. Workflow completed',
      description: 'The HTTP response text data',
      displayOptions: show(['text']),
    },
    {
      displayName: 'Response Data Source',
      name: 'responseDataSource',
      type: 'options',
      options: [
        {
          name: 'Choose Automatically From Input',
          value: 'automatically',
          description: 'Use if input data will contain a single piece of binary data',
        },
        {
          name: 'Specify Myself',
          value: 'set',
          description: 'Enter the name of the input field the binary data will be in',
        },
      ],
      default: 'automatically',
      displayOptions: show(['binary']),
    },
    {
      displayName: 'Input Field Name',
      name: 'inputFieldName',
      type: 'string',
      required: true,
      default: 'data',
      description: 'The name of the node input field with the binary data',
      displayOptions: show(['binary'], { responseDataSource: ['set'] }),
    },
    {
      displayName: 'To avoid unexpected behavior, add a "Content-Type" response header with the appropriate value',
      name: 'contentTypeNotice',
      type: 'notice',
      default: '',
      displayOptions: show(['text']),
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Response Code',
          name: 'responseCode',
          type: 'number',
          typeOptions: { minValue: 100, maxValue: 599 },
          default: 200,
          description: 'The HTTP response code to return. Defaults to 200.',
        },
        responseHeadersProperty,
        {
          displayName: 'Put Response in Field',
          name: 'responseKey',
          type: 'string',
          default: '',
          placeholder: 'e.g. data',
          description: 'The name of the response field to put all items in',
          displayOptions: { show: { '/respondWith': ['allIncomingItems', 'firstIncomingItem'] } },
        },
        {
          displayName: 'Enable Streaming',
          name: 'enableStreaming',
          type: 'boolean',
          default: true,
          description: 'Whether to enable streaming to the response',
          displayOptions: {
            show: {
              '/respondWith': ['allIncomingItems', 'firstIncomingItem', 'text', 'json', 'jwt'],
              '@version': [{ _cnd: { gte: 1.5 } }],
            },
          },
        },
      ],
    },
  ],
  codex: {
    categories: ['Core Nodes', 'Utility'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['Webhook', 'HTTP', 'API', 'Build', 'WH'],
  },
};
