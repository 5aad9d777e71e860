/**
 * n8n's SerpApi tool (`@n8n/n8n-nodes-langchain.toolSerpApi` 1) and its `serpApi` credential:
 * LangChain's Google search tool (named `search`) for agents. Run in the main flow, n8n hands the
 * tool the whole item, so the search goes out without a query; Weft does the same.
 */
import type { CredentialType, ExecuteContext, Item, NodeType, SupplyDataContext } from '@weft/workflow';
import type { Tool } from '@langchain/core/tools';
import { logToolCalls } from '../shared/ai/tool-logging.js';
import { searchSerpApi } from './serp-api.js';

/** What the model is told the tool does (LangChain's text). */
export const SERPAPI_TOOL_DESCRIPTION =
  'a search engine. useful for when you need to answer questions about current events. input should be a search query.';

/** `serpApi`: an API key, sent as the `api_key` query parameter. */
export const serpApiCredential: CredentialType = {
  name: 'serpApi',
  displayName: 'SerpAPI',
  documentationUrl: 'serp',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
    },
  ],
  authenticate: (credentials, request) => ({ ...request, qs: { ...request.qs, api_key: credentials.apiKey } }),
  test: { request: { baseURL: 'https://serpapi.com', url: '/account.json' } },
};

async function serpApiTool(ctx: ExecuteContext, itemIndex: number): Promise<Tool> {
  const credentials = await ctx.getCredentials('serpApi', itemIndex);
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
  const { DynamicTool } = await import('@langchain/core/tools');
  return new DynamicTool({
    name: 'search',
    description: SERPAPI_TOOL_DESCRIPTION,
    func: async (input: string) => searchSerpApi(ctx.helpers, String(credentials.apiKey ?? ''), options, input),
  });
}

/** `toolSerpApi` 1. */
export const toolSerpApiNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.toolSerpApi',
      displayName: 'SerpApi (Google Search)',
      description: 'Search in Google using SerpAPI',
      group: ['transform'],
      version: 1,
      icon: 'file:serpApi.svg',
      defaults: { name: 'SerpAPI' },
      inputs: [],
      outputs: ['ai_tool'],
      outputNames: ['Tool'],
      credentials: [{ name: 'serpApi', required: true }],
      properties: [
        {
          displayName:
            "This node must be connected to an AI agent. <a data-action='openSelectiveNodeCreator' data-action-parameter-connectiontype='ai_agent'>Insert one</a>",
          name: 'notice',
          type: 'notice',
          default: '',
        },
        {
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          placeholder: 'Add Option',
          default: {},
          options: [
            {
              displayName: 'Country',
              name: 'gl',
              type: 'string',
              default: 'us',
              description: "Two-letter country code the search is made from (see SerpApi's Google countries list)",
            },
            {
              displayName: 'Device',
              name: 'device',
              type: 'options',
              default: 'desktop',
              description: 'The kind of device the results are fetched for',
              options: [
                { name: 'Desktop', value: 'desktop' },
                { name: 'Mobile', value: 'mobile' },
                { name: 'Tablet', value: 'tablet' },
              ],
            },
            {
              displayName: 'Explicit Array',
              name: 'no_cache',
              type: 'boolean',
              default: false,
              description:
                'Whether SerpApi must search again even when it holds a cached answer (cached answers are free and kept an hour)',
            },
            {
              displayName: 'Google Domain',
              name: 'google_domain',
              type: 'string',
              default: 'google.com',
              description: "The Google domain searched (see SerpApi's Google domains list)",
            },
            {
              displayName: 'Language',
              name: 'hl',
              type: 'string',
              default: 'en',
              description: 'Two-letter language code of the results, such as en, es or fr',
            },
          ],
        },
      ],
      codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    },
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      return { response: logToolCalls(await serpApiTool(ctx, itemIndex), ctx) };
    },
    async execute(ctx: ExecuteContext) {
      const out: Item[] = [];
      const items = ctx.getInputData();
      for (let i = 0; i < items.length; i++) {
        const tool = await serpApiTool(ctx, i);
        // n8n invokes the tool with the whole item (not its JSON), so no `input` reaches the search.
        out.push({ json: { response: (await tool.invoke(items[i] as never)) as string }, pairedItem: { item: i } });
      }
      return [out];
    },
  },
];
