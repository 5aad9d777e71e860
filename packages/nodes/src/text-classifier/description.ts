/**
 * The description of the Text Classifier (n8n's `@n8n/n8n-nodes-langchain.textClassifier`, 1–1.1):
 * one output per category (and an "Other" output with the fallback `other`).
 */
import type { NodeTypeDescription } from '@weft/workflow';
import { batchingProperty } from '../chain-llm/description.js';

/** n8n's default system prompt of the classifier (`{categories}` is the comma-separated list). */
export const CLASSIFIER_SYSTEM_PROMPT =
  "Please classify the text provided by the user into one of the following categories: {categories}, and use the provided formatting instructions below. Don't explain, and only output the json.";

/** Text Classifier, versions 1–1.1. */
export const textClassifierDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.textClassifier',
  displayName: 'Text Classifier',
  description: 'Classify your text into distinct categories',
  icon: 'fa:tags',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1],
  defaults: { name: 'Text Classifier' },
  codex: {
    alias: ['Classify', 'Filter', 'Route'],
    categories: ['AI'],
    subcategories: { AI: ['Chains', 'Root Nodes'] },
  },
  inputs: [
    { displayName: '', type: 'main' },
    { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
  ],
  outputs:
    "={{ ($parameter.categories?.categories ?? []).map((c) => ({ type: 'main', displayName: c.category })).concat($parameter.options?.fallback === 'other' ? [{ type: 'main', displayName: 'Other' }] : []) }}",
  properties: [
    {
      displayName: 'Text to Classify',
      name: 'inputText',
      type: 'string',
      required: true,
      default: '',
      description: 'An expression over earlier nodes, or fixed text',
      typeOptions: { rows: 2 },
    },
    {
      displayName: 'Categories',
      name: 'categories',
      placeholder: 'Add Category',
      type: 'fixedCollection',
      default: {},
      typeOptions: { multipleValues: true },
      options: [
        {
          name: 'categories',
          displayName: 'Categories',
          values: [
            {
              displayName: 'Category',
              name: 'category',
              type: 'string',
              default: '',
              description: 'The name of the category',
              required: true,
            },
            {
              displayName: 'Description',
              name: 'description',
              type: 'string',
              default: '',
              description: 'What belongs to it, when the name does not say',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        { displayName: 'Allow Multiple Classes To Be True', name: 'multiClass', type: 'boolean', default: false },
        {
          displayName: 'When No Clear Match',
          name: 'fallback',
          type: 'options',
          default: 'discard',
          description: 'What happens to items that fit no category',
          options: [
            { name: 'Discard Item', value: 'discard', description: 'The item is dropped' },
            {
              name: "Output on Extra, 'Other' Branch",
              value: 'other',
              description: "The item goes to an extra output, 'Other'",
            },
          ],
        },
        {
          displayName: 'System Prompt Template',
          name: 'systemPromptTemplate',
          type: 'string',
          default: CLASSIFIER_SYSTEM_PROMPT,
          description: 'The system prompt ({categories} is replaced by the list)',
          typeOptions: { rows: 6 },
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
