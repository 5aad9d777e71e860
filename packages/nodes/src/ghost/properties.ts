/**
 * Ghost 1's parameters (n8n's `n8n-nodes-base.ghost`). Names, types, defaults, options, type options
 * and display rules are n8n 1.123's, in n8n's order, so workflows saved by n8n's editor mean the
 * same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/**
 * The fields a post is created with, in n8n's order; an update can also change the content (in the
 * chosen format, after `codeinjection_head`) and the title (before `twitter_description`).
 */
function postFields(forUpdate: boolean): NodeProperty[] {
  const fields: NodeProperty[] = [
    {
      displayName: 'Author Names or IDs',
      name: 'authors',
      type: 'multiOptions',
      typeOptions: {
        loadOptionsMethod: 'getAuthors',
      },
      default: [],
    },
    {
      displayName: 'Cannonical URL',
      name: 'canonical_url',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Code Injection Foot',
      name: 'codeinjection_foot',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Code Injection Head',
      name: 'codeinjection_head',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Featured',
      name: 'featured',
      type: 'boolean',
      default: false,
    },
    {
      displayName: 'Meta Description',
      name: 'meta_description',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Meta Title',
      name: 'meta_title',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Open Graph Description',
      name: 'og_description',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Open Graph Image',
      name: 'og_image',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Open Graph Title',
      name: 'og_title',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Published At',
      name: 'published_at',
      type: 'dateTime',
      default: '',
    },
    {
      displayName: 'Slug',
      name: 'slug',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Status',
      name: 'status',
      type: 'options',
      options: [
        {
          name: 'Draft',
          value: 'draft',
        },
        {
          name: 'Published',
          value: 'published',
        },
        {
          name: 'Scheduled',
          value: 'scheduled',
        },
      ],
      default: 'draft',
    },
    {
      displayName: 'Tag Names or IDs',
      name: 'tags',
      type: 'multiOptions',
      typeOptions: {
        loadOptionsMethod: 'getTags',
      },
      default: [],
    },
    {
      displayName: 'Twitter Description',
      name: 'twitter_description',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Twitter Image',
      name: 'twitter_image',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Twitter Title',
      name: 'twitter_title',
      type: 'string',
      default: '',
    },
  ];
  if (!forUpdate) return fields;
  const contentIn = (format: string) => ({ show: { '/contentFormat': [format] } });
  fields.splice(
    fields.findIndex((f) => f.name === 'codeinjection_head') + 1,
    0,
    { displayName: 'Content', name: 'content', type: 'string', displayOptions: contentIn('html'), default: '' },
    {
      displayName: 'Content (JSON)',
      name: 'contentJson',
      type: 'json',
      displayOptions: contentIn('mobileDoc'),
      default: '',
    },
    {
      displayName: 'Content (JSON)',
      name: 'contentJson',
      type: 'json',
      displayOptions: contentIn('lexical'),
      default: '',
    },
  );
  fields.splice(
    fields.findIndex((f) => f.name === 'twitter_description'),
    0,
    { displayName: 'Title', name: 'title', type: 'string', default: '' },
  );
  return fields;
}

/** Every parameter of Ghost 1, in n8n's order. */
export const ghostProperties: NodeProperty[] = [
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    options: [
      {
        name: 'Admin API',
        value: 'adminApi',
      },
      {
        name: 'Content API',
        value: 'contentApi',
      },
    ],
    default: 'contentApi',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    options: [
      {
        name: 'Post',
        value: 'post',
      },
    ],
    noDataExpression: true,
    default: 'post',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    noDataExpression: true,
    type: 'options',
    displayOptions: {
      show: {
        source: ['contentApi'],
        resource: ['post'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a post',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many posts',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    noDataExpression: true,
    type: 'options',
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a post',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a post',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a post',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many posts',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a post',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Content Format',
    name: 'contentFormat',
    type: 'options',
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'HTML',
        value: 'html',
      },
      {
        name: 'Mobile Doc',
        value: 'mobileDoc',
      },
      {
        name: 'Lexical',
        value: 'lexical',
      },
    ],
    default: 'html',
  },
  {
    displayName: 'Content',
    name: 'content',
    type: 'string',
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['create'],
        contentFormat: ['html'],
      },
    },
    default: '',
  },
  {
    displayName: 'Content (JSON)',
    name: 'content',
    type: 'json',
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['create'],
        contentFormat: ['mobileDoc'],
      },
    },
    default: '',
  },
  {
    displayName: 'Content (JSON)',
    name: 'content',
    type: 'json',
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['create'],
        contentFormat: ['lexical'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['create'],
      },
    },
    options: postFields(false),
  },
  {
    displayName: 'Post ID',
    name: 'postId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'By',
    name: 'by',
    type: 'options',
    default: 'id',
    required: true,
    options: [
      {
        name: 'ID',
        value: 'id',
      },
      {
        name: 'Slug',
        value: 'slug',
      },
    ],
    displayOptions: {
      show: {
        source: ['contentApi', 'adminApi'],
        resource: ['post'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Identifier',
    name: 'identifier',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        source: ['contentApi', 'adminApi'],
        resource: ['post'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Formats',
        name: 'formats',
        type: 'multiOptions',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Mobile Doc',
            value: 'mobiledoc',
          },
          {
            name: 'Lexical',
            value: 'lexical',
          },
        ],
        default: ['mobiledoc'],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        source: ['contentApi'],
        resource: ['post'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Formats',
        name: 'formats',
        type: 'multiOptions',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Plaintext',
            value: 'plaintext',
          },
        ],
        default: ['html'],
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        source: ['contentApi', 'adminApi'],
        resource: ['post'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        source: ['adminApi', 'contentApi'],
        resource: ['post'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        source: ['contentApi'],
        resource: ['post'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Include',
        name: 'include',
        type: 'multiOptions',
        options: [
          {
            name: 'Authors',
            value: 'authors',
          },
          {
            name: 'Tags',
            value: 'tags',
          },
        ],
        default: [],
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Formats',
        name: 'formats',
        type: 'multiOptions',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Plaintext',
            value: 'plaintext',
          },
          {
            name: 'Lexical',
            value: 'lexical',
          },
        ],
        default: ['html'],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Include',
        name: 'include',
        type: 'multiOptions',
        options: [
          {
            name: 'Authors',
            value: 'authors',
          },
          {
            name: 'Tags',
            value: 'tags',
          },
        ],
        default: [],
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Formats',
        name: 'formats',
        type: 'multiOptions',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Mobile Doc',
            value: 'mobiledoc',
          },
          {
            name: 'Lexical',
            value: 'lexical',
          },
        ],
        default: ['mobiledoc'],
      },
    ],
  },
  {
    displayName: 'Post ID',
    name: 'postId',
    type: 'string',
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['update'],
      },
    },
    default: '',
  },
  {
    displayName: 'Content Format',
    name: 'contentFormat',
    type: 'options',
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'HTML',
        value: 'html',
      },
      {
        name: 'Mobile Doc',
        value: 'mobileDoc',
      },
      {
        name: 'Lexical',
        value: 'lexical',
      },
    ],
    default: 'html',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        source: ['adminApi'],
        resource: ['post'],
        operation: ['update'],
      },
    },
    options: postFields(true),
  },
];
