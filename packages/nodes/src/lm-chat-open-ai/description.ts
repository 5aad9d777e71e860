import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const JSON_NOTICE = 'With a JSON response format, the prompt of the chain or agent must contain the word "json", and the model must be one released after November 2023.';

/** The Chat Completions response format (text or JSON mode). */
const completionsResponseFormat: NodeProperty = {
  displayName: 'Response Format',
  name: 'responseFormat',
  type: 'options',
  default: 'text',
  options: [
    { name: 'Text', value: 'text', description: 'A plain text answer' },
    { name: 'JSON', value: 'json_object', description: 'JSON mode: the answer is a valid JSON object' },
  ],
};

const responsesOnly = { '@version': [{ _cnd: { gte: 1.3 } }], '/responsesApiEnabled': [true] };

/** n8n's OpenAI Chat Model (`lmChatOpenAi` 1-1.3): parameter names, types, defaults and visibility as n8n's. */
export const lmChatOpenAiDescription: NodeTypeDescription = {
  displayName: 'OpenAI Chat Model',
  name: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  description: 'An OpenAI chat model for chains and agents',
  icon: 'file:openAi.svg',
  defaults: { name: 'OpenAI Chat Model' },
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
  },
  inputs: [],
  outputs: ['ai_languageModel'],
  outputNames: ['Model'],
  credentials: [{ name: 'openAiApi', required: true }],
  properties: [
    { displayName: JSON_NOTICE, name: 'notice', type: 'notice', default: '', displayOptions: { show: { '/options.responseFormat': ['json_object'] } } },
    { displayName: JSON_NOTICE, name: 'notice', type: 'notice', default: '', displayOptions: { show: { '/options.textFormat.textOptions.type': ['json_object'] } } },
    {
      displayName: 'Model', name: 'model', type: 'options', default: 'gpt-4o-mini',
      description: 'The model that answers',
      typeOptions: { loadOptionsMethod: 'listModels' },
      displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Model', name: 'model', type: 'resourceLocator', default: { __rl: true, mode: 'list', value: 'gpt-4.1-mini' }, required: true,
      description: 'The model that answers: from the list, or by ID',
      modes: [
        { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a model...', typeOptions: { searchListMethod: 'searchModels', searchable: true } },
        { displayName: 'ID', name: 'id', type: 'string', placeholder: 'gpt-4.1-mini' },
      ],
      displayOptions: { hide: { '@version': [{ _cnd: { lte: 1.1 } }] } },
    },
    {
      displayName: 'Use Responses API', name: 'responsesApiEnabled', type: 'boolean', default: true,
      description: "Whether to call OpenAI's Responses API instead of Chat Completions",
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }] } },
    },
    {
      displayName: 'Built-in Tools', name: 'builtInTools', type: 'collection', placeholder: 'Add Built-in Tool', default: {},
      displayOptions: { show: responsesOnly },
      options: [
        {
          displayName: 'Web Search', name: 'webSearch', type: 'collection', default: { searchContextSize: 'medium' },
          options: [
            { displayName: 'Search Context Size', name: 'searchContextSize', type: 'options', default: 'medium', options: [{ name: 'Low', value: 'low' }, { name: 'Medium', value: 'medium' }, { name: 'High', value: 'high' }] },
            { displayName: 'Web Search Allowed Domains', name: 'allowedDomains', type: 'string', default: '', description: 'Comma-separated domains the search is limited to' },
            { displayName: 'Country', name: 'country', type: 'string', default: '' },
            { displayName: 'City', name: 'city', type: 'string', default: '' },
            { displayName: 'Region', name: 'region', type: 'string', default: '' },
          ],
        },
        {
          displayName: 'File Search', name: 'fileSearch', type: 'collection', default: { vectorStoreIds: '[]' },
          options: [
            { displayName: 'Vector Store IDs', name: 'vectorStoreIds', type: 'json', default: '[]', required: true, description: 'The OpenAI vector stores to search (a JSON list of IDs)' },
            { displayName: 'Filters', name: 'filters', type: 'json', default: '{}' },
            { displayName: 'Max Results', name: 'maxResults', type: 'number', default: 1, typeOptions: { minValue: 1, maxValue: 50 } },
          ],
        },
        { displayName: 'Code Interpreter', name: 'codeInterpreter', type: 'boolean', default: true, description: 'Whether the model may run code in a sandbox' },
      ],
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
      options: [
        { displayName: 'Base URL', name: 'baseURL', type: 'string', default: 'https://api.openai.com/v1', description: 'Another address for the API', displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.1 } }] } } },
        { displayName: 'Frequency Penalty', name: 'frequencyPenalty', type: 'number', default: 0, typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 }, description: 'Positive values make repeating the same words less likely' },
        { displayName: 'Maximum Number of Tokens', name: 'maxTokens', type: 'number', default: -1, typeOptions: { maxValue: 32768 }, description: 'The most tokens the answer may have (-1: no limit)' },
        { ...completionsResponseFormat, displayOptions: { show: { '@version': [{ _cnd: { lt: 1.3 } }] } } },
        { ...completionsResponseFormat, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }], '/responsesApiEnabled': [false] } } },
        {
          displayName: 'Response Format', name: 'textFormat', type: 'fixedCollection', default: { textOptions: [{ type: 'text' }] },
          displayOptions: { show: responsesOnly },
          options: [
            {
              displayName: 'Text', name: 'textOptions',
              values: [
                { displayName: 'Type', name: 'type', type: 'options', default: '', options: [{ name: 'Text', value: 'text' }, { name: 'JSON Schema (recommended)', value: 'json_schema' }, { name: 'JSON Object', value: 'json_object' }] },
                { displayName: 'Verbosity', name: 'verbosity', type: 'options', default: 'medium', options: [{ name: 'Low', value: 'low' }, { name: 'Medium', value: 'medium' }, { name: 'High', value: 'high' }] },
                { displayName: 'Name', name: 'name', type: 'string', default: 'my_schema', description: 'The name of the format (letters, digits, _ and -, at most 64)', displayOptions: { show: { type: ['json_schema'] } } },
                { displayName: 'Schema', name: 'schema', type: 'json', default: '{\n  "type": "object",\n  "properties": {\n    "message": {\n      "type": "string"\n    }\n  },\n  "additionalProperties": false,\n  "required": ["message"]\n}', description: 'The JSON Schema the answer follows', displayOptions: { show: { type: ['json_schema'] } } },
                { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'What the response format is for', displayOptions: { show: { type: ['json_schema'] } } },
                { displayName: 'Every property of the schema must be required in strict mode.', name: 'requiredNotice', type: 'notice', default: '', displayOptions: { show: { strict: [true] } } },
                { displayName: 'Strict', name: 'strict', type: 'boolean', default: false, description: 'Whether the schema is followed strictly', displayOptions: { show: { type: ['json_schema'] } } },
              ],
            },
          ],
        },
        { displayName: 'Presence Penalty', name: 'presencePenalty', type: 'number', default: 0, typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 }, description: 'Positive values make new topics more likely' },
        { displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 0.7, typeOptions: { maxValue: 2, minValue: 0, numberPrecision: 1 }, description: 'Randomness of the answer: lower is more deterministic' },
        {
          displayName: 'Reasoning Effort', name: 'reasoningEffort', type: 'options', default: 'medium',
          description: 'How many reasoning tokens the model may spend',
          options: [{ name: 'Low', value: 'low' }, { name: 'Medium', value: 'medium' }, { name: 'High', value: 'high' }],
          displayOptions: { show: { '/model': [{ _cnd: { regex: '(^o1([-\\d]+)?$)|(^o[3-9].*)|(^gpt-5.*)' } }] } },
        },
        { displayName: 'Timeout', name: 'timeout', type: 'number', default: 60000, description: 'The longest a request may take, in milliseconds' },
        { displayName: 'Max Retries', name: 'maxRetries', type: 'number', default: 2, description: 'How many times a failed request is tried again' },
        { displayName: 'Top P', name: 'topP', type: 'number', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 }, description: 'Nucleus sampling: the share of likely tokens considered' },
        { displayName: 'Conversation ID', name: 'conversationId', type: 'string', default: '', description: 'The conversation the response is added to', displayOptions: { show: responsesOnly } },
        { displayName: 'Prompt Cache Key', name: 'promptCacheKey', type: 'string', default: '', description: 'A key OpenAI caches similar requests under', displayOptions: { show: responsesOnly } },
        { displayName: 'Safety Identifier', name: 'safetyIdentifier', type: 'string', default: '', description: 'A stable ID of the end user, for abuse detection', displayOptions: { show: responsesOnly } },
        { displayName: 'Service Tier', name: 'serviceTier', type: 'options', default: 'auto', options: [{ name: 'Auto', value: 'auto' }, { name: 'Flex', value: 'flex' }, { name: 'Default', value: 'default' }, { name: 'Priority', value: 'priority' }], displayOptions: { show: responsesOnly } },
        { displayName: 'Metadata', name: 'metadata', type: 'json', default: '{}', description: 'Up to 16 key-value pairs kept with the response', displayOptions: { show: responsesOnly } },
        { displayName: 'Top Logprobs', name: 'topLogprobs', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 20 }, description: 'How many likely tokens to return with their log probability (0-20)', displayOptions: { show: responsesOnly } },
        {
          displayName: 'Prompt', name: 'promptConfig', type: 'fixedCollection', default: { promptOptions: [{ promptId: '' }] },
          description: 'A reusable prompt template kept at OpenAI',
          displayOptions: { show: responsesOnly },
          options: [
            {
              displayName: 'Prompt', name: 'promptOptions',
              values: [
                { displayName: 'Prompt ID', name: 'promptId', type: 'string', default: '' },
                { displayName: 'Version', name: 'version', type: 'string', default: '' },
                { displayName: 'Variables', name: 'variables', type: 'json', default: '{}' },
              ],
            },
          ],
        },
      ],
    },
  ],
};
