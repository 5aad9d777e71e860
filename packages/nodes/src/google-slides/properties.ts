/** Google Slides 1–2 parameters: presentation create, get, getSlides, replaceText; page get, getThumbnail. */
import type { NodeProperty } from '@weft/workflow';

/** Generated from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const googleSlidesProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
      {
        name: 'Service Account',
        value: 'serviceAccount',
      },
    ],
    default: 'serviceAccount',
    displayOptions: {
      show: {
        '@version': [1],
      },
    },
    description: 'How to sign in to Google',
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'OAuth2 (recommended)',
        value: 'oAuth2',
      },
      {
        name: 'Service Account',
        value: 'serviceAccount',
      },
    ],
    default: 'oAuth2',
    displayOptions: {
      show: {
        '@version': [2],
      },
    },
    description: 'How to sign in to Google',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Page',
        value: 'page',
      },
      {
        name: 'Presentation',
        value: 'presentation',
      },
    ],
    default: 'presentation',
    description: 'What to work with',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a presentation',
        description: 'Make a new presentation',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a presentation',
        description: 'Read the whole object',
      },
      {
        name: 'Get Slides',
        value: 'getSlides',
        action: 'Get slides from a presentation',
        description: "List the presentation's slides",
      },
      {
        name: 'Replace Text',
        value: 'replaceText',
        action: 'Replace text in a presentation',
        description: 'Replace text everywhere in the presentation, or on some slides',
      },
    ],
    displayOptions: {
      show: {
        resource: ['presentation'],
      },
    },
    default: 'create',
    description: 'What to do',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a page',
        description: 'Read the whole object',
      },
      {
        name: 'Get Thumbnail',
        value: 'getThumbnail',
        action: 'Get the thumbnail for a page',
        description: 'A picture of the slide',
      },
    ],
    displayOptions: {
      show: {
        resource: ['page'],
      },
    },
    default: 'get',
    description: 'What to do',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['presentation'],
        operation: ['create'],
      },
    },
    description: "The new presentation's title",
  },
  {
    displayName: 'Presentation ID',
    name: 'presentationId',
    type: 'string',
    placeholder: '1wZtNFZ8MO-WKrxhYrOLMvyiqSgFwdSz5vn8_l_7eNqw',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['presentation', 'page'],
        operation: ['get', 'getThumbnail', 'getSlides', 'replaceText'],
      },
    },
    description: "The presentation's ID (the part after /d/ in its link)",
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getSlides'],
        resource: ['presentation'],
      },
    },
    default: false,
    description: 'Whether to answer every slide or stop at the limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getSlides'],
        resource: ['presentation'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
    description: 'At most this many slides',
  },
  {
    displayName: 'Page Object ID',
    name: 'pageObjectId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['get', 'getThumbnail'],
      },
    },
    description: "The slide's object ID",
  },
  {
    displayName: 'Texts To Replace',
    name: 'textUi',
    type: 'fixedCollection',
    placeholder: 'Add Text',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['presentation'],
        operation: ['replaceText'],
      },
    },
    default: {},
    options: [
      {
        name: 'textValues',
        displayName: 'Text',
        values: [
          {
            displayName: 'Match Case',
            name: 'matchCase',
            type: 'boolean',
            default: false,
            description: 'Whether upper and lower case must match',
          },
          {
            displayName: 'Slide Names or IDs',
            name: 'pageObjectIds',
            type: 'multiOptions',
            default: [],
            typeOptions: {
              loadOptionsMethod: 'getPages',
              loadOptionsDependsOn: ['presentationId'],
            },
            description:
              'Only on these slides (all slides when empty). Choose from the list, or give IDs with an expression.',
          },
          {
            displayName: 'Search For',
            name: 'text',
            type: 'string',
            default: '',
            description: 'The text to find',
          },
          {
            displayName: 'Replace With',
            name: 'replaceText',
            type: 'string',
            default: '',
            description: 'The text to put in its place',
          },
        ],
      },
    ],
    description: 'The texts to look for and what to put in their place',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: {
      show: {
        operation: ['replaceText'],
        resource: ['presentation'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Revision ID',
        name: 'revisionId',
        type: 'string',
        default: '',
        description: 'Only change the presentation if this is still its latest revision',
      },
    ],
  },
  {
    displayName: 'Download',
    name: 'download',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['getThumbnail'],
      },
    },
    description: 'Whether to download the picture as well',
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryProperty',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['getThumbnail'],
        download: [true],
      },
    },
    description: 'The binary field the picture is put in',
  },
];
