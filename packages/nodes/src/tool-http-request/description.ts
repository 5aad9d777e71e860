/**
 * The parameters of the HTTP Request Tool (n8n's `toolHttpRequest` 1, 1.1): names, types,
 * defaults, choices and display rules as n8n 1.123 declares them.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/**
 * The four parameters of one part of the request (query, headers or body): whether it is sent,
 * how it is given (fields, JSON, or entirely by the model), the fields, and the JSON.
 */
function sendGroup(
  part: 'Query' | 'Headers' | 'Body',
  title: string,
  what: string,
  fieldsTitle: string,
): NodeProperty[] {
  const send = `send${part}`;
  const specify = `specify${part}`;
  return [
    {
      displayName: `Send ${title}`,
      name: send,
      type: 'boolean',
      description: `Whether the request has ${what}`,
      default: false,
      noDataExpression: true,
    },
    {
      displayName: `Specify ${title}`,
      name: specify,
      type: 'options',
      options: [
        { name: 'Using Fields Below', value: 'keypair' },
        { name: 'Using JSON Below', value: 'json' },
        { name: 'Let Model Specify Entire Body', value: 'model' },
      ],
      default: 'keypair',
      displayOptions: { show: { [send]: [true] } },
    },
    {
      displayName: fieldsTitle,
      name: `parameters${part}`,
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Parameter',
      default: { values: [{ name: '' }] },
      options: [
        {
          name: 'values',
          displayName: 'Values',
          values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            {
              displayName: 'Value Provided',
              name: 'valueProvider',
              type: 'options',
              options: [
                { name: 'By Model (and is required)', value: 'modelRequired' },
                { name: 'By Model (but is optional)', value: 'modelOptional' },
                { name: 'Using Field Below', value: 'fieldValue' },
              ],
              default: 'modelRequired',
            },
            {
              displayName: 'Value',
              name: 'value',
              type: 'string',
              default: '',
              displayOptions: { show: { valueProvider: ['fieldValue'] } },
            },
          ],
        },
      ],
      displayOptions: { show: { [send]: [true], [specify]: ['keypair'] } },
    },
    {
      displayName: 'JSON',
      name: `json${part}`,
      type: 'string',
      typeOptions: { rows: 5 },
      default: '',
      displayOptions: { show: { [send]: [true], [specify]: ['json'] } },
    },
  ];
}

const properties = [
  {
    displayName:
      "This node must be connected to an AI agent. <a data-action='openSelectiveNodeCreator' data-action-parameter-creatorview='AI'>Insert one</a>",
    name: 'notice',
    type: 'notice',
    default: '',
    typeOptions: { containerClass: 'ndv-connection-hint-notice' },
  },
  {
    displayName: 'Description',
    name: 'toolDescription',
    type: 'string',
    description: 'What the tool does, told to the model so it knows when and how to call it',
    placeholder: 'e.g. Get the current weather in the requested city',
    default: '',
    typeOptions: { rows: 3 },
  },
  {
    displayName: 'Method',
    name: 'method',
    type: 'options',
    options: [
      { name: 'DELETE', value: 'DELETE' },
      { name: 'GET', value: 'GET' },
      { name: 'PATCH', value: 'PATCH' },
      { name: 'POST', value: 'POST' },
      { name: 'PUT', value: 'PUT' },
    ],
    default: 'GET',
  },
  {
    displayName:
      'Tip: You can use a {placeholder} for any part of the request to be filled by the model. Provide more context about them in the placeholders section',
    name: 'placeholderNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. http://www.example.com/{path}',
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    noDataExpression: true,
    type: 'options',
    description: 'How the request is authenticated; the credential is applied by Weft and never shown to the model',
    options: [
      { name: 'None', value: 'none' },
      { name: 'Predefined Credential Type', value: 'predefinedCredentialType' },
      { name: 'Generic Credential Type', value: 'genericCredentialType' },
    ],
    default: 'none',
  },
  {
    displayName: 'Credential Type',
    name: 'nodeCredentialType',
    type: 'credentialsSelect',
    noDataExpression: true,
    required: true,
    default: '',
    credentialTypes: ['extends:oAuth2Api', 'extends:oAuth1Api', 'has:authenticate'],
    displayOptions: { show: { authentication: ['predefinedCredentialType'] } },
  },
  {
    displayName: 'Make sure you have specified the scope(s) for the Service Account in the credential',
    name: 'googleApiWarning',
    type: 'notice',
    default: '',
    displayOptions: { show: { nodeCredentialType: ['googleApi'] } },
  },
  {
    displayName: 'Generic Auth Type',
    name: 'genericAuthType',
    type: 'credentialsSelect',
    required: true,
    default: '',
    credentialTypes: ['has:genericAuth'],
    displayOptions: { show: { authentication: ['genericCredentialType'] } },
  },
  ...sendGroup('Query', 'Query Parameters', 'query parameters', 'Query Parameters'),
  ...sendGroup('Headers', 'Headers', 'headers', 'Header Parameters'),
  ...sendGroup('Body', 'Body', 'a body', 'Body Parameters'),
  {
    displayName: 'Placeholder Definitions',
    name: 'placeholderDefinitions',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add Definition',
    default: [],
    options: [
      {
        name: 'values',
        displayName: 'Values',
        values: [
          { displayName: 'Placeholder Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Description', name: 'description', type: 'string', default: '' },
          {
            displayName: 'Type',
            name: 'type',
            type: 'options',
            options: [
              { name: 'Not Specified (Default)', value: 'not specified' },
              { name: 'String', value: 'string' },
              { name: 'Number', value: 'number' },
              { name: 'Boolean', value: 'boolean' },
              { name: 'JSON', value: 'json' },
            ],
            default: 'not specified',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Optimize Response',
    name: 'optimizeResponse',
    type: 'boolean',
    description: 'Whether to cut the response down before the model sees it (fewer tokens)',
    default: false,
    noDataExpression: true,
  },
  {
    displayName: 'Expected Response Type',
    name: 'responseType',
    type: 'options',
    displayOptions: { show: { optimizeResponse: [true] } },
    options: [
      { name: 'JSON', value: 'json' },
      { name: 'HTML', value: 'html' },
      { name: 'Text', value: 'text' },
    ],
    default: 'json',
  },
  {
    displayName: 'Field Containing Data',
    name: 'dataField',
    type: 'string',
    description: 'The field of the response that holds the data (blank: the whole response)',
    default: '',
    placeholder: 'e.g. records',
    requiresDataPath: 'single',
    displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] } },
  },
  {
    displayName: 'Include Fields',
    name: 'fieldsToInclude',
    type: 'options',
    description: 'Which fields of each response object the model gets',
    default: 'all',
    displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] } },
    options: [
      { name: 'All', value: 'all' },
      { name: 'Selected', value: 'selected' },
      { name: 'Except', value: 'except' },
    ],
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'string',
    description: 'Comma-separated field names, dot notation for nested fields',
    default: '',
    placeholder: 'e.g. field1,field2',
    requiresDataPath: 'multiple',
    displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] }, hide: { fieldsToInclude: ['all'] } },
  },
  {
    displayName: 'Selector (CSS)',
    name: 'cssSelector',
    type: 'string',
    description: 'CSS selector of the elements the model gets',
    placeholder: 'e.g. body',
    default: 'body',
    displayOptions: { show: { optimizeResponse: [true], responseType: ['html'] } },
  },
  {
    displayName: 'Return Only Content',
    name: 'onlyContent',
    type: 'boolean',
    description: 'Whether to give the text of the elements only, without tags and attributes',
    default: false,
    displayOptions: { show: { optimizeResponse: [true], responseType: ['html'] } },
  },
  {
    displayName: 'Elements To Omit',
    name: 'elementsToOmit',
    type: 'string',
    description: 'Comma-separated selectors of elements left out of the text',
    displayOptions: { show: { optimizeResponse: [true], responseType: ['html'], onlyContent: [true] } },
    default: '',
    placeholder: 'e.g. img, .className, #ItemId',
  },
  {
    displayName: 'Truncate Response',
    name: 'truncateResponse',
    type: 'boolean',
    default: false,
    displayOptions: { show: { optimizeResponse: [true], responseType: ['text', 'html'] } },
  },
  {
    displayName: 'Max Response Characters',
    name: 'maxLength',
    type: 'number',
    default: 1000,
    typeOptions: { minValue: 1 },
    displayOptions: { show: { optimizeResponse: [true], responseType: ['text', 'html'], truncateResponse: [true] } },
  },
] as unknown as NodeProperty[];

/** The HTTP Request Tool's node type description (versions 1 and 1.1). */
export const toolHttpRequestDescription: NodeTypeDescription = {
  displayName: 'HTTP Request Tool',
  name: '@n8n/n8n-nodes-langchain.toolHttpRequest',
  group: ['output'],
  version: [1, 1.1],
  description: 'Makes an HTTP request and returns the response data',
  subtitle: '={{ $parameter.toolDescription }}',
  defaults: { name: 'HTTP Request' },
  credentials: [],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] },
  },
  hidden: true,
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  properties,
};
