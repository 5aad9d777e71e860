/** YouTube 1's video parameters (delete, get, getAll, rate, update, upload). */
import type { NodeProperty } from '@weft/workflow';

/** Built from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const youTubeVideoProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['video'],
      },
    },
    options: [
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a video',
        description: 'Remove a video',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a video',
        description: 'Read a video',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many videos',
        description: 'Search videos',
      },
      {
        name: 'Rate',
        value: 'rate',
        action: 'Rate a video',
        description: 'Like or dislike a video, or remove the rating',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a video',
        description: 'Change a video',
      },
      {
        name: 'Upload',
        value: 'upload',
        action: 'Upload a video',
        description: 'Upload a video from binary data',
      },
    ],
    default: 'getAll',
    description: 'What to do',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['video'],
      },
    },
    default: '',
    description: 'The video title',
  },
  {
    displayName: 'Region Code',
    name: 'regionCode',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCountriesCodes',
    },
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['video'],
      },
    },
    options: [],
    default: '',
    description: 'The country whose categories to choose from',
  },
  {
    displayName: 'Category Name or ID',
    name: 'categoryId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getVideoCategories',
      loadOptionsDependsOn: ['regionCode'],
    },
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['video'],
      },
    },
    options: [],
    default: '',
    description: 'The video category. Choose from the list, or give an ID with an expression',
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryProperty',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['video'],
      },
    },
    default: 'data',
    description: 'The input binary field holding the file',
    hint: 'The name of the input field holding the binary data',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['video'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Default Language Name or ID',
        name: 'defaultLanguage',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLanguages',
        },
        options: [],
        default: '',
        description:
          'The language of the title and description. Choose from the list, or give a code with an expression',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        description: 'The video description',
      },
      {
        displayName: 'Embeddable',
        name: 'embeddable',
        type: 'boolean',
        default: false,
        description: 'Whether the video can be embedded on other websites',
      },
      {
        displayName: 'License',
        name: 'license',
        type: 'options',
        options: [
          {
            name: 'Creative Common',
            value: 'creativeCommon',
          },
          {
            name: 'Youtube',
            value: 'youtube',
          },
        ],
        default: '',
        description: "The video's license",
      },
      {
        displayName: 'Notify Subscribers',
        name: 'notifySubscribers',
        type: 'boolean',
        default: false,
        description: "Whether YouTube tells the channel's subscribers about the new video",
      },
      {
        displayName: 'Privacy Status',
        name: 'privacyStatus',
        type: 'options',
        options: [
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Public',
            value: 'public',
          },
          {
            name: 'Unlisted',
            value: 'unlisted',
          },
        ],
        default: '',
        description: 'Who can see it',
      },
      {
        displayName: 'Public Stats Viewable',
        name: 'publicStatsViewable',
        type: 'boolean',
        default: true,
        description: "Whether the video's statistics are public on its watch page",
      },
      {
        displayName: 'Publish At',
        name: 'publishAt',
        type: 'dateTime',
        default: '',
        description: 'When a private video becomes public',
      },
      {
        displayName: 'Recording Date',
        name: 'recordingDate',
        type: 'dateTime',
        default: '',
        description: 'When the video was recorded',
      },
      {
        displayName: 'Self Declared Made For Kids',
        name: 'selfDeclaredMadeForKids',
        type: 'boolean',
        default: false,
        description: 'Whether the owner declares the content made for children',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
        description: 'Keywords, separated by commas',
      },
    ],
    default: {},
    description: 'More settings of the call',
  },
  {
    displayName: 'Video ID',
    name: 'videoId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['video'],
      },
    },
    default: '',
    description: 'The ID of the video',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['video'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'On Behalf Of Content Owner',
        name: 'onBehalfOfContentOwner',
        type: 'string',
        default: '',
        description: 'For YouTube content partners only: the content owner the call is made for',
      },
    ],
    default: {},
    description: 'More settings of the call',
  },
  {
    displayName: 'Video ID',
    name: 'videoId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['video'],
      },
    },
    default: '',
    description: 'The ID of the video',
  },
  {
    displayName: 'Fields',
    name: 'part',
    type: 'multiOptions',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['video'],
      },
    },
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Content Details',
        value: 'contentDetails',
      },
      {
        name: 'ID',
        value: 'id',
      },
      {
        name: 'Live Streaming Details',
        value: 'liveStreamingDetails',
      },
      {
        name: 'Localizations',
        value: 'localizations',
      },
      {
        name: 'Player',
        value: 'player',
      },
      {
        name: 'Recording Details',
        value: 'recordingDetails',
      },
      {
        name: 'Snippet',
        value: 'snippet',
      },
      {
        name: 'Statistics',
        value: 'statistics',
      },
      {
        name: 'Status',
        value: 'status',
      },
      {
        name: 'Topic Details',
        value: 'topicDetails',
      },
    ],
    default: ['*'],
    description: 'The parts of each resource YouTube answers; "*" asks for all of them',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['video'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'On Behalf Of Content Owner',
        name: 'onBehalfOfContentOwner',
        type: 'string',
        default: '',
        description: 'For YouTube content partners only: the content owner the call is made for',
      },
    ],
    default: {},
    description: 'More settings of the call',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['video'],
      },
    },
    default: false,
    description: 'Whether to return every result, following the pages, or only up to a limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: {
      minValue: 1,
      maxValue: 50,
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['video'],
        returnAll: [false],
      },
    },
    default: 25,
    description: 'The most results to return',
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['video'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Channel ID',
        name: 'channelId',
        type: 'string',
        default: '',
        description: 'Find only videos of this channel',
      },
      {
        displayName: 'For Developer',
        name: 'forDeveloper',
        type: 'boolean',
        default: false,
        description: 'Whether to find only videos uploaded through this application',
      },
      {
        displayName: 'Published After',
        name: 'publishedAfter',
        type: 'dateTime',
        default: '',
        description: 'Find only videos published at or after this time',
      },
      {
        displayName: 'Published Before',
        name: 'publishedBefore',
        type: 'dateTime',
        default: '',
        description: 'Find only videos published before this time',
      },
      {
        displayName: 'Query',
        name: 'q',
        type: 'string',
        default: '',
        description: 'Words to search for; use NOT (-) and OR (|) to exclude or combine terms',
      },
      {
        displayName: 'Region Code',
        name: 'regionCode',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCountriesCodes',
        },
        options: [],
        default: '',
        description: 'Find videos that can be viewed in this country',
      },
      {
        displayName: 'Related To Video ID',
        name: 'relatedToVideoId',
        type: 'string',
        default: '',
        description: 'Find videos related to this video ID',
      },
      {
        displayName: 'Video Category ID',
        name: 'videoCategoryId',
        type: 'string',
        default: '',
        description: 'Find only videos in this category',
      },
      {
        displayName: 'Video Syndicated',
        name: 'videoSyndicated',
        type: 'boolean',
        default: false,
        description: 'Whether to find only videos that can be played outside youtube.com',
      },
      {
        displayName: 'Video Type',
        name: 'videoType',
        type: 'options',
        options: [
          {
            name: 'Any',
            value: 'any',
          },
          {
            name: 'Episode',
            value: 'episode',
          },
          {
            name: 'Movie',
            value: 'movie',
          },
        ],
        default: '',
        description: 'Find only videos of this type',
      },
    ],
    default: {},
    description: 'Narrow down the results',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['video'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Order',
        name: 'order',
        type: 'options',
        options: [
          {
            name: 'Date',
            value: 'date',
          },
          {
            name: 'Relevance',
            value: 'relevance',
          },
        ],
        default: 'relevance',
        description: 'How to order the results',
      },
      {
        displayName: 'Safe Search',
        name: 'safeSearch',
        type: 'options',
        options: [
          {
            name: 'Moderate',
            value: 'moderate',
          },
          {
            name: 'None',
            value: 'none',
          },
          {
            name: 'Strict',
            value: 'strict',
          },
        ],
        default: '',
        description: 'Whether to leave out restricted content',
      },
    ],
    default: {},
    description: 'More settings of the call',
  },
  {
    displayName: 'Video ID',
    name: 'videoId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['rate'],
        resource: ['video'],
      },
    },
    default: '',
    description: 'The ID of the video',
  },
  {
    displayName: 'Rating',
    name: 'rating',
    type: 'options',
    displayOptions: {
      show: {
        operation: ['rate'],
        resource: ['video'],
      },
    },
    options: [
      {
        name: 'Dislike',
        value: 'dislike',
      },
      {
        name: 'Like',
        value: 'like',
      },
      {
        name: 'None',
        value: 'none',
      },
    ],
    default: '',
    description: 'The rating to give',
  },
  {
    displayName: 'Video ID',
    name: 'videoId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['video'],
      },
    },
    default: '',
    description: 'The ID of the video',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['video'],
      },
    },
    default: '',
    description: 'The video title',
  },
  {
    displayName: 'Region Code',
    name: 'regionCode',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCountriesCodes',
    },
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['video'],
      },
    },
    options: [],
    default: '',
    description: 'The country whose categories to choose from',
  },
  {
    displayName: 'Category Name or ID',
    name: 'categoryId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getVideoCategories',
      loadOptionsDependsOn: ['regionCode'],
    },
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['video'],
      },
    },
    options: [],
    default: '',
    description: 'The video category. Choose from the list, or give an ID with an expression',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['video'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Default Language Name or ID',
        name: 'defaultLanguage',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLanguages',
        },
        options: [],
        default: '',
        description:
          'The language of the title and description. Choose from the list, or give a code with an expression',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        description: 'The video description',
      },
      {
        displayName: 'Embeddable',
        name: 'embeddable',
        type: 'boolean',
        default: false,
        description: 'Whether the video can be embedded on other websites',
      },
      {
        displayName: 'License',
        name: 'license',
        type: 'options',
        options: [
          {
            name: 'Creative Common',
            value: 'creativeCommon',
          },
          {
            name: 'Youtube',
            value: 'youtube',
          },
        ],
        default: '',
        description: "The video's license",
      },
      {
        displayName: 'Notify Subscribers',
        name: 'notifySubscribers',
        type: 'boolean',
        default: false,
        description: "Whether YouTube tells the channel's subscribers about the new video",
      },
      {
        displayName: 'Privacy Status',
        name: 'privacyStatus',
        type: 'options',
        options: [
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Public',
            value: 'public',
          },
          {
            name: 'Unlisted',
            value: 'unlistef',
          },
        ],
        default: '',
        description: 'Who can see it',
      },
      {
        displayName: 'Public Stats Viewable',
        name: 'publicStatsViewable',
        type: 'boolean',
        default: true,
        description: "Whether the video's statistics are public on its watch page",
      },
      {
        displayName: 'Publish At',
        name: 'publishAt',
        type: 'dateTime',
        default: '',
        description: 'When a private video becomes public',
      },
      {
        displayName: 'Recording Date',
        name: 'recordingDate',
        type: 'dateTime',
        default: '',
        description: 'When the video was recorded',
      },
      {
        displayName: 'Self Declared Made For Kids',
        name: 'selfDeclaredMadeForKids',
        type: 'boolean',
        default: false,
        description: 'Whether the owner declares the content made for children',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
        description: 'Keywords, separated by commas',
      },
    ],
    default: {},
    description: 'The fields to change',
  },
];
