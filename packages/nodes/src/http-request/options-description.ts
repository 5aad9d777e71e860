import type { NodeProperty } from '@weft/workflow';

const single = { multipleValues: false };

const batching: NodeProperty = {
  displayName: 'Batching',
  name: 'batching',
  placeholder: 'Add Batching',
  type: 'fixedCollection',
  typeOptions: single,
  default: { batch: {} },
  options: [
    {
      displayName: 'Batching',
      name: 'batch',
      values: [
        {
          displayName: 'Items per Batch',
          name: 'batchSize',
          type: 'number',
          typeOptions: { minValue: -1 },
          default: 50,
          description: 'Input will be split in batches to throttle requests. -1 for disabled. 0 will be treated as 1.',
        },
        {
          displayName: 'Batch Interval (ms)',
          name: 'batchInterval',
          type: 'number',
          typeOptions: { minValue: 0 },
          default: 1000,
          description: 'Time (in milliseconds) between each batch of requests. 0 for disabled.',
        },
      ],
    },
  ],
};

/** "Redirects": version 3 follows none unless asked; 4 and later follow by default. */
const redirectOption = (followByDefault: boolean): NodeProperty => ({
  displayName: 'Redirects',
  name: 'redirect',
  placeholder: 'Add Redirect',
  type: 'fixedCollection',
  typeOptions: single,
  default: { redirect: {} },
  displayOptions: followByDefault ? { hide: { '@version': [1, 2, 3] } } : { show: { '@version': [1, 2, 3] } },
  options: [
    {
      displayName: 'Redirect',
      name: 'redirect',
      values: [
        {
          displayName: 'Follow Redirects',
          name: 'followRedirects',
          type: 'boolean',
          default: followByDefault,
          noDataExpression: true,
          description: 'Whether to follow all redirects',
        },
        {
          displayName: 'Max Redirects',
          name: 'maxRedirects',
          type: 'number',
          default: 21,
          description: 'Max number of redirects to follow',
          displayOptions: { show: { followRedirects: [true] } },
        },
      ],
    },
  ],
});

const response: NodeProperty = {
  displayName: 'Response',
  name: 'response',
  placeholder: 'Add response',
  type: 'fixedCollection',
  typeOptions: single,
  default: { response: {} },
  options: [
    {
      displayName: 'Response',
      name: 'response',
      values: [
        {
          displayName: 'Include Response Headers and Status',
          name: 'fullResponse',
          type: 'boolean',
          default: false,
          description:
            'Whether to return the full response (headers and response status code) data instead of only the body',
        },
        {
          displayName: 'Never Error',
          name: 'neverError',
          type: 'boolean',
          default: false,
          description: 'Whether to succeeds also when status code is not 2xx',
        },
        {
          displayName: 'Response Format',
          name: 'responseFormat',
          type: 'options',
          noDataExpression: true,
          default: 'autodetect',
          description: 'The format in which the data gets returned from the URL',
          options: [
            { name: 'Autodetect', value: 'autodetect' },
            { name: 'File', value: 'file' },
            { name: 'JSON', value: 'json' },
            { name: 'Text', value: 'text' },
          ],
        },
        {
          displayName: 'Put Output in Field',
          name: 'outputPropertyName',
          type: 'string',
          default: 'data',
          required: true,
          description: 'Name of the binary property to which to write the data of the read file',
          displayOptions: { show: { responseFormat: ['file', 'text'] } },
        },
      ],
    },
  ],
};

const noExpr = { noDataExpression: true };

const pagination: NodeProperty = {
  displayName: 'Pagination',
  name: 'pagination',
  placeholder: 'Add pagination',
  type: 'fixedCollection',
  typeOptions: single,
  default: { pagination: {} },
  options: [
    {
      displayName: 'Pagination',
      name: 'pagination',
      values: [
        {
          displayName: 'Pagination Mode',
          name: 'paginationMode',
          type: 'options',
          typeOptions: noExpr,
          default: 'updateAParameterInEachRequest',
          description: 'If pagination should be used',
          options: [
            { name: 'Off', value: 'off' },
            { name: 'Update a Parameter in Each Request', value: 'updateAParameterInEachRequest' },
            { name: 'Response Contains Next URL', value: 'responseContainsNextURL' },
          ],
        },
        {
          displayName: 'Use the $response variables to access the data of the previous response',
          name: 'webhookNotice',
          type: 'notice',
          default: '',
          displayOptions: { hide: { paginationMode: ['off'] } },
        },
        {
          displayName: 'Next URL',
          name: 'nextURL',
          type: 'string',
          default: '',
          description: 'Should evaluate to the URL of the next page',
          displayOptions: { show: { paginationMode: ['responseContainsNextURL'] } },
        },
        {
          displayName: 'Parameters',
          name: 'parameters',
          type: 'fixedCollection',
          placeholder: 'Add Parameter',
          displayOptions: { show: { paginationMode: ['updateAParameterInEachRequest'] } },
          typeOptions: { multipleValues: true, noExpression: true },
          default: { parameters: [{ type: 'qs', name: '', value: '' }] },
          options: [
            {
              name: 'parameters',
              displayName: 'Parameter',
              values: [
                {
                  displayName: 'Type',
                  name: 'type',
                  type: 'options',
                  default: 'qs',
                  description: 'Where the parameter should be set',
                  options: [
                    { name: 'Body', value: 'body' },
                    { name: 'Header', value: 'headers' },
                    { name: 'Query', value: 'qs' },
                  ],
                },
                { displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'e.g page' },
                {
                  displayName: 'Value',
                  name: 'value',
                  type: 'string',
                  default: '',
                  hint: 'Use expression mode and $response to access response data',
                },
              ],
            },
          ],
        },
        {
          displayName: 'Pagination Complete When',
          name: 'paginationCompleteWhen',
          type: 'options',
          typeOptions: noExpr,
          default: 'responseIsEmpty',
          description: 'When should no further requests be made?',
          displayOptions: { hide: { paginationMode: ['off'] } },
          options: [
            { name: 'Response Is Empty', value: 'responseIsEmpty' },
            { name: 'Receive Specific Status Code(s)', value: 'receiveSpecificStatusCodes' },
            { name: 'Other', value: 'other' },
          ],
        },
        {
          displayName: 'Status Code(s) when Complete',
          name: 'statusCodesWhenComplete',
          type: 'string',
          typeOptions: noExpr,
          default: '',
          description: 'Accepts comma-separated values',
          displayOptions: { show: { paginationCompleteWhen: ['receiveSpecificStatusCodes'] } },
        },
        {
          displayName: 'Complete Expression',
          name: 'completeExpression',
          type: 'string',
          default: '',
          description: 'Should evaluate to true when pagination is complete',
          displayOptions: { show: { paginationCompleteWhen: ['other'] } },
        },
        {
          displayName: 'Limit Pages Fetched',
          name: 'limitPagesFetched',
          type: 'boolean',
          typeOptions: noExpr,
          default: false,
          noDataExpression: true,
          description: 'Whether the number of requests should be limited',
          displayOptions: { hide: { paginationMode: ['off'] } },
        },
        {
          displayName: 'Max Pages',
          name: 'maxRequests',
          type: 'number',
          typeOptions: noExpr,
          default: 100,
          description: 'Maximum amount of request to be make',
          displayOptions: { show: { limitPagesFetched: [true] } },
        },
        {
          displayName: 'Interval Between Requests (ms)',
          name: 'requestInterval',
          type: 'number',
          typeOptions: { minValue: 0 },
          default: 0,
          description: 'Time in milliseconds to wait between requests',
          hint: 'At 0 no delay will be added',
          displayOptions: { hide: { paginationMode: ['off'] } },
        },
      ],
    },
  ],
};

/** The HTTP Request node's "Options" collection. */
export const optionsProperty: NodeProperty = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  options: [
    batching,
    {
      displayName: 'Ignore SSL Issues (Insecure)',
      name: 'allowUnauthorizedCerts',
      type: 'boolean',
      noDataExpression: true,
      default: false,
      description: 'Whether to download the response even if SSL certificate validation is not possible',
    },
    {
      displayName: 'Array Format in Query Parameters',
      name: 'queryParameterArrays',
      type: 'options',
      default: 'brackets',
      displayOptions: { show: { '/sendQuery': [true] } },
      options: [
        { name: 'No Brackets', value: 'repeat', description: 'e.g. foo=bar&foo=qux' },
        { name: 'Brackets Only', value: 'brackets', description: 'e.g. foo[]=bar&foo[]=qux' },
        { name: 'Brackets with Indices', value: 'indices', description: 'e.g. foo[0]=bar&foo[1]=qux' },
      ],
    },
    {
      displayName: 'Lowercase Headers',
      name: 'lowercaseHeaders',
      type: 'boolean',
      default: true,
      description: 'Whether to lowercase header names',
    },
    redirectOption(false),
    redirectOption(true),
    response,
    pagination,
    {
      displayName: 'Proxy',
      name: 'proxy',
      type: 'string',
      default: '',
      placeholder: 'e.g. http://myproxy:3128',
      description: 'HTTP proxy to use',
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
  ],
};
