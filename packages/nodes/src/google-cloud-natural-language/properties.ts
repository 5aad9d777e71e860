/**
 * Google Cloud Natural Language 1's parameters (n8n's `n8n-nodes-base.googleCloudNaturalLanguage`):
 * a document's sentiment, from its text or a Cloud Storage URI. Names, types, defaults, options and
 * display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same here; descriptions
 * and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const googleCloudNaturalLanguageProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Document',
        value: 'document',
      },
    ],
    default: 'document',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['document'],
      },
    },
    options: [
      {
        name: 'Analyze Sentiment',
        value: 'analyzeSentiment',
        action: 'Analyze sentiment',
      },
    ],
    default: 'analyzeSentiment',
  },
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    options: [
      {
        name: 'Content',
        value: 'content',
      },
      {
        name: 'Google Cloud Storage URI',
        value: 'gcsContentUri',
      },
    ],
    default: 'content',
    required: true,
    displayOptions: {
      show: {
        operation: ['analyzeSentiment'],
      },
    },
  },
  {
    displayName: 'Content',
    name: 'content',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['analyzeSentiment'],
        source: ['content'],
      },
    },
  },
  {
    displayName: 'Google Cloud Storage URI',
    name: 'gcsContentUri',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['analyzeSentiment'],
        source: ['gcsContentUri'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['analyzeSentiment'],
      },
    },
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Document Type',
        name: 'documentType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'HTML',
          },
          {
            name: 'Plain Text',
            value: 'PLAIN_TEXT',
          },
        ],
        default: 'PLAIN_TEXT',
      },
      {
        displayName: 'Encoding Type',
        name: 'encodingType',
        type: 'options',
        options: [
          {
            name: 'None',
            value: 'NONE',
          },
          {
            name: 'UTF-8',
            value: 'UTF8',
          },
          {
            name: 'UTF-16',
            value: 'UTF16',
          },
          {
            name: 'UTF-32',
            value: 'UTF32',
          },
        ],
        default: 'UTF16',
      },
      {
        displayName: 'Language',
        name: 'language',
        type: 'options',
        options: [
          {
            name: 'Arabic',
            value: 'ar',
          },
          {
            name: 'Chinese (Simplified)',
            value: 'zh',
          },
          {
            name: 'Chinese (Traditional)',
            value: 'zh-Hant',
          },
          {
            name: 'Dutch',
            value: 'nl',
          },
          {
            name: 'English',
            value: 'en',
          },
          {
            name: 'French',
            value: 'fr',
          },
          {
            name: 'German',
            value: 'de',
          },
          {
            name: 'Indonesian',
            value: 'id',
          },
          {
            name: 'Italian',
            value: 'it',
          },
          {
            name: 'Japanese',
            value: 'ja',
          },
          {
            name: 'Korean',
            value: 'ko',
          },
          {
            name: 'Portuguese (Brazilian & Continental)',
            value: 'pt',
          },
          {
            name: 'Spanish',
            value: 'es',
          },
          {
            name: 'Thai',
            value: 'th',
          },
          {
            name: 'Turkish',
            value: 'tr',
          },
          {
            name: 'Vietnamese',
            value: 'vi',
          },
        ],
        default: 'en',
        placeholder: '',
      },
    ],
  },
];
