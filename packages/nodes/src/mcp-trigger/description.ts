import type { NodeTypeDescription } from '@weft/workflow';

/** The type name n8n gives the MCP Server Trigger (AI nodes keep n8n's names in Weft). */
export const MCP_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.mcpTrigger';

/**
 * MCP Server Trigger 1–2: serves the tools connected to it to MCP clients at `/mcp/<path>` —
 * Streamable HTTP from 2; SSE (`<path>/sse`, messages at `<path>/messages`) in 1 and 1.1.
 */
export const mcpTriggerDescription: NodeTypeDescription = {
  displayName: 'MCP Server Trigger',
  name: MCP_TRIGGER_TYPE,
  group: ['trigger'],
  version: [1, 1.1, 2],
  defaultVersion: 2,
  description: 'Offers the connected tools to MCP clients such as Claude Desktop or Cursor',
  defaults: { name: 'MCP Server Trigger' },
  inputs: [{ type: 'ai_tool', displayName: 'Tools' }],
  outputs: [],
  credentials: [
    { name: 'httpBearerAuth', required: true, displayOptions: { show: { authentication: ['bearerAuth'] } } },
    { name: 'httpHeaderAuth', required: true, displayOptions: { show: { authentication: ['headerAuth'] } } },
  ],
  codex: {
    categories: ['AI', 'Core Nodes'],
    subcategories: { AI: ['Root Nodes', 'Model Context Protocol'], 'Core Nodes': ['Other Trigger Nodes'] },
    alias: ['Model Context Protocol', 'MCP Server'],
  },
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'None', value: 'none' },
        { name: 'Bearer Auth', value: 'bearerAuth' },
        { name: 'Header Auth', value: 'headerAuth' },
      ],
      default: 'none',
      description: 'How MCP clients prove they may use these tools',
    },
    {
      displayName: 'Path',
      name: 'path',
      type: 'string',
      default: '',
      placeholder: 'webhook',
      required: true,
      description: 'The path of this MCP server below /mcp/',
    },
  ],
  webhooks: [
    {
      name: 'setup',
      httpMethod: 'GET',
      responseMode: 'onReceived',
      isFullPath: true,
      path: `={{$parameter["path"]}}{{parseFloat($nodeVersion)<2 ? '/sse' : ''}}`,
      nodeType: 'mcp',
      ndvHideMethod: true,
      ndvHideUrl: false,
    },
    {
      name: 'default',
      httpMethod: 'POST',
      responseMode: 'onReceived',
      isFullPath: true,
      path: `={{$parameter["path"]}}{{parseFloat($nodeVersion)<2 ? '/messages' : ''}}`,
      nodeType: 'mcp',
      ndvHideMethod: true,
      ndvHideUrl: true,
    },
    {
      name: 'default',
      httpMethod: 'DELETE',
      responseMode: 'onReceived',
      isFullPath: true,
      path: '={{$parameter["path"]}}',
      nodeType: 'mcp',
      ndvHideMethod: true,
      ndvHideUrl: true,
    },
  ],
};
