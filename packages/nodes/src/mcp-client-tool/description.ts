import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const transportOptions = [
  { name: 'HTTP Streamable', value: 'httpStreamable' },
  { name: 'Server Sent Events (Deprecated)', value: 'sse' },
];

const properties: NodeProperty[] = [
  {
    displayName:
      "This node must be connected to an AI agent. <a data-action='openSelectiveNodeCreator' data-action-parameter-creatorview='AI'>Insert one</a>",
    name: 'notice',
    type: 'notice',
    default: '',
    typeOptions: { containerClass: 'ndv-connection-hint-notice' },
  },
  {
    displayName: 'SSE Endpoint',
    name: 'sseEndpoint',
    type: 'string',
    description: 'SSE Endpoint of your MCP server',
    placeholder: 'e.g. https://my-mcp-server.ai/sse',
    default: '',
    required: true,
    displayOptions: { show: { '@version': [1] } },
  },
  {
    displayName: 'Endpoint',
    name: 'endpointUrl',
    type: 'string',
    description: 'Endpoint of your MCP server',
    placeholder: 'e.g. https://my-mcp-server.ai/mcp',
    default: '',
    required: true,
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
  },
  {
    displayName: 'Server Transport',
    name: 'serverTransport',
    type: 'options',
    options: transportOptions,
    default: 'sse',
    description: 'The transport used by your endpoint',
    displayOptions: { show: { '@version': [1.1] } },
  },
  {
    displayName: 'Server Transport',
    name: 'serverTransport',
    type: 'options',
    options: transportOptions,
    default: 'httpStreamable',
    description: 'The transport used by your endpoint',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    default: 'none',
    description: 'The way to authenticate with your endpoint',
    options: [
      { name: 'Bearer Auth', value: 'bearerAuth' },
      { name: 'Header Auth', value: 'headerAuth' },
      { name: 'None', value: 'none' },
    ],
    displayOptions: { show: { '@version': [{ _cnd: { lt: 1.2 } }] } },
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    default: 'none',
    description: 'The way to authenticate with your endpoint',
    options: [
      { name: 'Bearer Auth', value: 'bearerAuth' },
      { name: 'Header Auth', value: 'headerAuth' },
      { name: 'MCP OAuth2', value: 'mcpOAuth2Api' },
      { name: 'Multiple Headers Auth', value: 'multipleHeadersAuth' },
      { name: 'None', value: 'none' },
    ],
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
  },
  {
    displayName: 'Tools to Include',
    name: 'include',
    type: 'options',
    description: 'How to select the tools you want to be exposed to the AI Agent',
    default: 'all',
    options: [
      { name: 'All', value: 'all', description: 'Every tool the server lists' },
      { name: 'Selected', value: 'selected', description: 'Only the tools listed in "Tools to Include"' },
      { name: 'All Except', value: 'except', description: 'Every tool but those listed in "Tools to Exclude"' },
    ],
  },
  {
    displayName: 'Tools to Include',
    name: 'includeTools',
    type: 'multiOptions',
    default: [],
    description: 'Choose from the list, or specify names using an expression',
    typeOptions: { loadOptionsMethod: 'getTools', loadOptionsDependsOn: ['sseEndpoint'] },
    displayOptions: { show: { include: ['selected'] } },
  },
  {
    displayName: 'Tools to Exclude',
    name: 'excludeTools',
    type: 'multiOptions',
    default: [],
    description: 'Choose from the list, or specify names using an expression',
    typeOptions: { loadOptionsMethod: 'getTools' },
    displayOptions: { show: { include: ['except'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add Option',
    description: 'Additional options to add',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Timeout',
        name: 'timeout',
        type: 'number',
        typeOptions: { minValue: 1 },
        default: 60000,
        description: 'Time in ms to wait for tool calls to finish',
      },
    ],
  },
];

const credential = (name: string, authentication: string) => ({
  name,
  required: true,
  displayOptions: { show: { authentication: [authentication] } },
});

/** n8n's MCP Client Tool (`@n8n/n8n-nodes-langchain.mcpClientTool` 1–1.2). */
export const mcpClientToolDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.mcpClientTool',
  displayName: 'MCP Client Tool',
  description: 'Connect tools from an MCP Server',
  icon: 'fa:plug',
  iconColor: 'black',
  group: ['output'],
  version: [1, 1.1, 1.2],
  defaultVersion: 1.2,
  defaults: { name: 'MCP Client' },
  codex: {
    alias: ['Model Context Protocol', 'MCP Client'],
    categories: ['AI'],
    subcategories: { AI: ['Model Context Protocol', 'Tools'] },
  },
  inputs: [],
  outputs: [{ type: 'ai_tool', displayName: 'Tools' }],
  credentials: [
    credential('httpBearerAuth', 'bearerAuth'),
    credential('httpHeaderAuth', 'headerAuth'),
    credential('mcpOAuth2Api', 'mcpOAuth2Api'),
    credential('httpMultipleHeadersAuth', 'multipleHeadersAuth'),
  ],
  properties,
};
