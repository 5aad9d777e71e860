/**
 * The descriptions of the Summarization Chain (n8n's `@n8n/n8n-nodes-langchain.chainSummarization`):
 * version 1 summarizes a document sub-node's documents; 2–2.1 the input items' JSON or binary
 * files (or a document sub-node), chunked simply or by a text splitter sub-node.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { batchingProperty } from '../chain-llm/description.js';

/** LangChain's default summary prompt, as n8n shows it. */
export const SUMMARY_PROMPT = 'Write a concise summary of the following:\n\n\n"{text}"\n\n\nCONCISE SUMMARY:';

/** LangChain's default refine prompt, as n8n shows it. */
export const REFINE_PROMPT = `Your job is to produce a final summary
We have provided an existing summary up to a certain point: "{existing_answer}"
We have the opportunity to refine the existing summary
(only if needed) with some more context below.
------------
"{text}"
------------

Given the new context, refine the original summary
If the context isn't useful, return the original summary.

REFINED SUMMARY:`;

const METHODS = [
  {
    name: 'Map Reduce (Recommended)',
    value: 'map_reduce',
    description: 'Summarize each document (or chunk), then summarize the summaries',
  },
  {
    name: 'Refine',
    value: 'refine',
    description: 'Summarize the first document (or chunk), then refine that summary with each next one',
  },
  { name: 'Stuff', value: 'stuff', description: 'Send all documents (or chunks) at once; for small data' },
];

const base = {
  name: '@n8n/n8n-nodes-langchain.chainSummarization',
  displayName: 'Summarization Chain',
  description: 'Transforms text into a concise summary',
  icon: 'fa:link',
  iconColor: 'black',
  group: ['transform'],
  defaultVersion: 2.1,
  defaults: { name: 'Summarization Chain', color: '#909298' },
  codex: { alias: ['LangChain'], categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
  outputs: ['main'],
  credentials: [],
} satisfies Partial<NodeTypeDescription>;

const exampleNotice: NodeProperty = {
  displayName: 'Start from an example of this chain in the templates',
  name: 'notice',
  type: 'notice',
  default: '',
};

/** Summarization Chain, version 1. */
export const summarizationV1Description: NodeTypeDescription = {
  ...base,
  version: 1,
  inputs: [
    'main',
    { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
    { displayName: 'Document', maxConnections: 1, type: 'ai_document', required: true },
  ],
  properties: [
    exampleNotice,
    { displayName: 'Type', name: 'type', type: 'options', default: 'map_reduce', options: METHODS },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'Final Prompt to Combine',
          name: 'combineMapPrompt',
          type: 'string',
          hint: 'The prompt that combines the summaries',
          displayOptions: { show: { '/type': ['map_reduce'] } },
          default: SUMMARY_PROMPT,
          typeOptions: { rows: 6 },
        },
        {
          displayName: 'Individual Summary Prompt',
          name: 'prompt',
          type: 'string',
          default: SUMMARY_PROMPT,
          hint: 'The prompt that summarizes one document (or chunk)',
          displayOptions: { show: { '/type': ['map_reduce'] } },
          typeOptions: { rows: 6 },
        },
        {
          displayName: 'Prompt',
          name: 'prompt',
          type: 'string',
          default: SUMMARY_PROMPT,
          displayOptions: { show: { '/type': ['stuff'] } },
          typeOptions: { rows: 6 },
        },
        {
          displayName: 'Subsequent (Refine) Prompt',
          name: 'refinePrompt',
          type: 'string',
          displayOptions: { show: { '/type': ['refine'] } },
          default: REFINE_PROMPT,
          hint: 'The prompt that refines the summary with the next document (or chunk)',
          typeOptions: { rows: 6 },
        },
        {
          displayName: 'Initial Prompt',
          name: 'refineQuestionPrompt',
          type: 'string',
          displayOptions: { show: { '/type': ['refine'] } },
          default: SUMMARY_PROMPT,
          hint: 'The prompt for the first document (or chunk)',
          typeOptions: { rows: 6 },
        },
      ],
    },
  ],
};

const methodPath = '/options.summarizationMethodAndPrompts.values.summarizationMethod';

/** Summarization Chain, versions 2–2.1. */
export const summarizationV2Description: NodeTypeDescription = {
  ...base,
  version: [2, 2.1],
  inputs:
    "={{ [{ displayName: '', type: 'main' }, { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }]" +
    ".concat($parameter.operationMode === 'documentLoader' ? [{ displayName: 'Document', type: 'ai_document', required: true, maxConnections: 1 }]" +
    " : $parameter.chunkingMode === 'advanced' ? [{ displayName: 'Text Splitter', type: 'ai_textSplitter', required: false, maxConnections: 1 }] : []) }}",
  properties: [
    exampleNotice,
    {
      displayName: 'Data to Summarize',
      name: 'operationMode',
      noDataExpression: true,
      type: 'options',
      default: 'nodeInputJson',
      options: [
        { name: 'Use Node Input (JSON)', value: 'nodeInputJson', description: "The input items' JSON" },
        { name: 'Use Node Input (Binary)', value: 'nodeInputBinary', description: "The input items' binary files" },
        {
          name: 'Use Document Loader',
          value: 'documentLoader',
          description: 'A document loader sub-node, for more settings',
        },
      ],
    },
    {
      displayName: 'Chunking Strategy',
      name: 'chunkingMode',
      noDataExpression: true,
      type: 'options',
      default: 'simple',
      options: [
        { name: 'Simple (Define Below)', value: 'simple' },
        { name: 'Advanced', value: 'advanced', description: 'A text splitter sub-node, for more settings' },
      ],
      displayOptions: { show: { '/operationMode': ['nodeInputJson', 'nodeInputBinary'] } },
    },
    {
      displayName: 'Characters Per Chunk',
      name: 'chunkSize',
      type: 'number',
      default: 1000,
      displayOptions: { show: { '/chunkingMode': ['simple'] } },
    },
    {
      displayName: 'Chunk Overlap (Characters)',
      name: 'chunkOverlap',
      type: 'number',
      default: 200,
      displayOptions: { show: { '/chunkingMode': ['simple'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'Input Data Field Name',
          name: 'binaryDataKey',
          type: 'string',
          default: 'data',
          description: 'The binary field of the input items that holds the file',
          displayOptions: { show: { '/operationMode': ['nodeInputBinary'] } },
        },
        {
          displayName: 'Summarization Method and Prompts',
          name: 'summarizationMethodAndPrompts',
          type: 'fixedCollection',
          default: {
            values: { summarizationMethod: 'map_reduce', prompt: SUMMARY_PROMPT, combineMapPrompt: SUMMARY_PROMPT },
          },
          placeholder: 'Add Option',
          typeOptions: {},
          options: [
            {
              name: 'values',
              displayName: 'Values',
              values: [
                {
                  displayName: 'Summarization Method',
                  name: 'summarizationMethod',
                  type: 'options',
                  description: 'How the summary is made',
                  default: 'map_reduce',
                  options: METHODS,
                },
                {
                  displayName: 'Individual Summary Prompt',
                  name: 'combineMapPrompt',
                  type: 'string',
                  hint: 'The prompt that summarizes one document (or chunk)',
                  displayOptions: { hide: { [methodPath]: ['stuff', 'refine'] } },
                  default: SUMMARY_PROMPT,
                  typeOptions: { rows: 9 },
                },
                {
                  displayName: 'Final Prompt to Combine',
                  name: 'prompt',
                  type: 'string',
                  default: SUMMARY_PROMPT,
                  hint: 'The prompt that combines the summaries',
                  displayOptions: { hide: { [methodPath]: ['stuff', 'refine'] } },
                  typeOptions: { rows: 9 },
                },
                {
                  displayName: 'Prompt',
                  name: 'prompt',
                  type: 'string',
                  default: SUMMARY_PROMPT,
                  displayOptions: { hide: { [methodPath]: ['refine', 'map_reduce'] } },
                  typeOptions: { rows: 9 },
                },
                {
                  displayName: 'Subsequent (Refine) Prompt',
                  name: 'refinePrompt',
                  type: 'string',
                  displayOptions: { hide: { [methodPath]: ['stuff', 'map_reduce'] } },
                  default: REFINE_PROMPT,
                  hint: 'The prompt that refines the summary with the next document (or chunk)',
                  typeOptions: { rows: 9 },
                },
                {
                  displayName: 'Initial Prompt',
                  name: 'refineQuestionPrompt',
                  type: 'string',
                  displayOptions: { hide: { [methodPath]: ['stuff', 'map_reduce'] } },
                  default: SUMMARY_PROMPT,
                  hint: 'The prompt for the first document (or chunk)',
                  typeOptions: { rows: 9 },
                },
              ],
            },
          ],
        },
        batchingProperty({ '@version': [{ _cnd: { gte: 2.1 } }] }),
      ],
    },
  ],
};
