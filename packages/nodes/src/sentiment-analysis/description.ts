/**
 * The description of Sentiment Analysis (n8n's `@n8n/n8n-nodes-langchain.sentimentAnalysis`,
 * 1–1.1): one output per sentiment category (from the comma-separated `options.categories`).
 */
import type { NodeTypeDescription } from '@weft/workflow';
import { batchingProperty } from '../chain-llm/description.js';

/** n8n's default categories. */
export const DEFAULT_SENTIMENTS = 'Positive, Neutral, Negative';

/** n8n's default system prompt (`{categories}` is the categories text). */
export const SENTIMENT_SYSTEM_PROMPT =
  'You are highly intelligent and accurate sentiment analyzer. Analyze the sentiment of the provided text. Categorize it into one of the following: {categories}. Use the provided formatting instructions. Only output the JSON.';

/** Sentiment Analysis, versions 1–1.1. */
export const sentimentAnalysisDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.sentimentAnalysis',
  displayName: 'Sentiment Analysis',
  description: 'Analyze the sentiment of your text',
  icon: 'fa:balance-scale-left',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1],
  defaults: { name: 'Sentiment Analysis' },
  codex: { alias: ['Emotion', 'Feeling', 'Mood'], categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
  inputs: [
    { displayName: '', type: 'main' },
    { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
  ],
  outputs: `={{ String($parameter.options?.categories ?? '${DEFAULT_SENTIMENTS}').split(',').map((c) => ({ type: 'main', displayName: c.trim() })) }}`,
  properties: [
    {
      displayName: 'Text to Analyze',
      name: 'inputText',
      type: 'string',
      required: true,
      default: '',
      description: 'An expression over earlier nodes, or fixed text',
      typeOptions: { rows: 2 },
    },
    {
      displayName:
        'Sentiment scores are estimates of the model, not measurements: they can differ between runs; use them as rough indicators',
      name: 'detailedResultsNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { '/options.includeDetailedResults': [true] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'Sentiment Categories',
          name: 'categories',
          type: 'string',
          default: DEFAULT_SENTIMENTS,
          description: 'The categories, separated by commas',
          noDataExpression: true,
          typeOptions: { rows: 2 },
        },
        {
          displayName: 'System Prompt Template',
          name: 'systemPromptTemplate',
          type: 'string',
          default: SENTIMENT_SYSTEM_PROMPT,
          description: 'The system prompt ({categories} is replaced by the categories)',
          typeOptions: { rows: 6 },
        },
        {
          displayName: 'Include Detailed Results',
          name: 'includeDetailedResults',
          type: 'boolean',
          default: false,
          description: 'Whether the output has the strength and confidence scores too',
        },
        {
          displayName: 'Enable Auto-Fixing',
          name: 'enableAutoFixing',
          type: 'boolean',
          default: true,
          description: 'Whether a malformed answer is sent back to the model to be fixed (one more model call)',
        },
        { ...batchingProperty({ '@version': [{ _cnd: { gte: 1.1 } }] }) },
      ],
    },
  ],
};
