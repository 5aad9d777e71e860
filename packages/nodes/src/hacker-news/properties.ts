/**
 * Hacker News 1's parameters (n8n's `n8n-nodes-base.hackerNews`): articles, users and searches.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const hackerNewsProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    default: 'article',
    noDataExpression: true,
    options: [
      {
        name: 'All',
        value: 'all',
      },
      {
        name: 'Article',
        value: 'article',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'getAll',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['all'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many items',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'get',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['article'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get an article',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'get',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['user'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a user',
      },
    ],
  },
  {
    displayName: 'Article ID',
    name: 'articleId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['article'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Username',
    name: 'username',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['all'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 100,
    displayOptions: {
      show: {
        resource: ['all'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['article'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Include Comments',
        name: 'includeComments',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['all'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Keyword',
        name: 'keyword',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Ask HN',
            value: 'ask_hn',
          },
          {
            name: 'Comment',
            value: 'comment',
          },
          {
            name: 'Front Page',
            value: 'front_page',
          },
          {
            name: 'Poll',
            value: 'poll',
          },
          {
            name: 'Show HN',
            value: 'show_hn',
          },
          {
            name: 'Story',
            value: 'story',
          },
        ],
      },
    ],
  },
];
