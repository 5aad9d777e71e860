/** YouTube 1's playlist parameters (create, delete, get, getAll, update). */
import type { NodeProperty } from '@weft/workflow';

/** Built from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const youTubePlaylistProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['playlist'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a playlist',
        description: 'Make a new playlist',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a playlist',
        description: 'Remove a playlist',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a playlist',
        description: 'Read a playlist',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many playlists',
        description: 'List playlists',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a playlist',
        description: 'Change a playlist',
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
        operation: ['create'],
        resource: ['playlist'],
      },
    },
    default: '',
    description: 'The playlist title',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['playlist'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        description: 'The playlist description',
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
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
        description: 'Keywords, separated by commas',
      },
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
        displayName: 'On Behalf Of Content Owner Channel',
        name: 'onBehalfOfContentOwnerChannel',
        type: 'string',
        default: '',
        description: 'For YouTube content partners only: the channel the content owner acts through',
      },
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
    displayName: 'Playlist ID',
    name: 'playlistId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['playlist'],
      },
    },
    default: '',
    description: 'The ID of the playlist',
  },
  {
    displayName: 'Fields',
    name: 'part',
    type: 'multiOptions',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['playlist'],
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
        name: 'Localizations',
        value: 'localizations',
      },
      {
        name: 'Player',
        value: 'player',
      },
      {
        name: 'Snippet',
        value: 'snippet',
      },
      {
        name: 'Status',
        value: 'status',
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
        resource: ['playlist'],
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
      {
        displayName: 'On Behalf Of Content Owner Channel',
        name: 'onBehalfOfContentOwnerChannel',
        type: 'string',
        default: '',
        description: 'For YouTube content partners only: the channel the content owner acts through',
      },
    ],
    default: {},
    description: 'More settings of the call',
  },
  {
    displayName: 'Playlist ID',
    name: 'playlistId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['playlist'],
      },
    },
    default: '',
    description: 'The ID of the playlist',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['playlist'],
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
    displayName: 'Fields',
    name: 'part',
    type: 'multiOptions',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['playlist'],
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
        name: 'Localizations',
        value: 'localizations',
      },
      {
        name: 'Player',
        value: 'player',
      },
      {
        name: 'Snippet',
        value: 'snippet',
      },
      {
        name: 'Status',
        value: 'status',
      },
    ],
    default: ['*'],
    description: 'The parts of each resource YouTube answers; "*" asks for all of them',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['playlist'],
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
        resource: ['playlist'],
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
        resource: ['playlist'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Channel ID',
        name: 'channelId',
        type: 'string',
        default: '',
        description: "Answer this channel's playlists",
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        default: '',
        description: 'Answer the playlists with these IDs, separated by commas',
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
        resource: ['playlist'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'On Behalf Of Content Owner Channel',
        name: 'onBehalfOfContentOwnerChannel',
        type: 'string',
        default: '',
        description: 'For YouTube content partners only: the channel the content owner acts through',
      },
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
    displayName: 'Playlist ID',
    name: 'playlistId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['playlist'],
      },
    },
    default: '',
    description: 'The ID of the playlist',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['playlist'],
      },
    },
    default: '',
    description: 'The playlist title',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['playlist'],
      },
    },
    placeholder: 'Add Field',
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
        description: 'The playlist description',
      },
      {
        displayName: 'On Behalf Of Content Owner',
        name: 'onBehalfOfContentOwner',
        type: 'string',
        default: '',
        description: 'For YouTube content partners only: the content owner the call is made for',
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
