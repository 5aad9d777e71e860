import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeProperty, NodeType, WeftError } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

const HARM_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
];
const HARM_THRESHOLDS = [
  'HARM_BLOCK_THRESHOLD_UNSPECIFIED',
  'BLOCK_LOW_AND_ABOVE',
  'BLOCK_MEDIUM_AND_ABOVE',
  'BLOCK_ONLY_HIGH',
  'BLOCK_NONE',
];

/** The options of n8n's Gemini chat models (tokens, sampling, safety settings). */
export const geminiOptions: NodeProperty = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: [
    {
      displayName: 'Maximum Number of Tokens',
      name: 'maxOutputTokens',
      type: 'number',
      default: 2048,
      description: 'The most tokens the answer may have',
    },
    {
      displayName: 'Sampling Temperature',
      name: 'temperature',
      type: 'number',
      default: 0.4,
      typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
      description: 'Randomness of the answer: lower is more deterministic',
    },
    {
      displayName: 'Top K',
      name: 'topK',
      type: 'number',
      default: 32,
      typeOptions: { maxValue: 40, minValue: -1, numberPrecision: 1 },
      description: 'Only the K likeliest tokens are considered (-1: off)',
    },
    {
      displayName: 'Top P',
      name: 'topP',
      type: 'number',
      default: 1,
      typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
      description: 'Nucleus sampling: the share of likely tokens considered',
    },
    {
      displayName: 'Safety Settings',
      name: 'safetySettings',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Option',
      default: { values: { category: HARM_CATEGORIES[0], threshold: HARM_THRESHOLDS[0] } },
      options: [
        {
          name: 'values',
          displayName: 'Values',
          values: [
            {
              displayName: 'Safety Category',
              name: 'category',
              type: 'options',
              default: 'HARM_CATEGORY_UNSPECIFIED',
              description: 'The kind of harmful content',
              options: HARM_CATEGORIES.map((c) => ({ name: c, value: c })),
            },
            {
              displayName: 'Safety Threshold',
              name: 'threshold',
              type: 'options',
              default: 'HARM_BLOCK_THRESHOLD_UNSPECIFIED',
              description: 'From which likelihood it is blocked',
              options: HARM_THRESHOLDS.map((t) => ({ name: t, value: t })),
            },
          ],
        },
      ],
    },
  ],
};

/** Gemini refuses tools without parameters with a cryptic message; say what to do instead. */
function geminiErrorDescription(error: WeftError): string {
  if (error.description?.includes('properties: should be non-empty for OBJECT type'))
    return 'Google Gemini needs at least one $fromAI parameter in each tool it is given';
  return error.description ?? 'Unknown error';
}

/** The Google Gemini Chat Model (`lmChatGoogleGemini` 1): LangChain's `ChatGoogleGenerativeAI` on the credential's host. */
export const lmChatGoogleGeminiNode: NodeType = {
  description: {
    displayName: 'Google Gemini Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatGoogleGemini',
    group: ['transform'],
    version: 1,
    description: 'A Google Gemini chat model for chains and agents',
    icon: 'file:google.svg',
    defaults: { name: 'Google Gemini Chat Model' },
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    },
    inputs: [],
    outputs: ['ai_languageModel'],
    outputNames: ['Model'],
    credentials: [{ name: 'googlePalmApi', required: true }],
    properties: [
      {
        displayName: 'Model',
        name: 'modelName',
        type: 'options',
        default: 'models/gemini-2.5-flash',
        description: 'The model that answers',
        typeOptions: { loadOptionsMethod: 'listModels' },
      },
      geminiOptions,
    ],
  },
  async supplyData(ctx, itemIndex) {
    const credentials = await ctx.getCredentials('googlePalmApi');
    const modelName = ctx.getNodeParameter('modelName', itemIndex) as string;
    const options = (ctx.getNodeParameter('options', itemIndex, {
      maxOutputTokens: 1024,
      temperature: 0.7,
      topK: 40,
      topP: 0.9,
    }) ?? {}) as Record<string, number | undefined>;
    const safetySettings = ctx.getNodeParameter('options.safetySettings.values', itemIndex, null) as unknown;
    const host = String(credentials.host ?? 'https://generativelanguage.googleapis.com');
    await ctx.helpers.assertHostAllowed(new URL(host).hostname);
    const { ChatGoogleGenerativeAI } = await import('@langchain/google-genai');
    const model = new ChatGoogleGenerativeAI({
      apiKey: String(credentials.apiKey ?? ''),
      baseUrl: host,
      model: modelName,
      topK: options.topK,
      topP: options.topP,
      temperature: options.temperature,
      maxOutputTokens: options.maxOutputTokens,
      safetySettings: safetySettings as never,
      callbacks: [await createLlmTracing(ctx, { errorDescriptionMapper: geminiErrorDescription })],
      onFailedAttempt: failedAttemptHandler(ctx, { credentialType: 'googlePalmApi', failNow: badGeminiKey }),
    });
    return { response: withLocalTokenCount(model) };
  },
};

/** Google answers a wrong key with 400 API_KEY_INVALID, not 401: name the credential all the same. */
function badGeminiKey(error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : String(error);
  return text.includes('API_KEY_INVALID') || text.includes('API key not valid')
    ? 'Authorization failed - please check your credential (googlePalmApi): the API key is not valid'
    : undefined;
}
