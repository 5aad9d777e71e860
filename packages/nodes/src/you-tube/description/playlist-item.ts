/** YouTube 1's playlistItem parameters (add, delete, get, getAll). */
import type { NodeProperty } from '@weft/workflow';

/** Built from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const youTubePlaylistItemProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['playlistItem'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a playlist item',
        description: 'Put a video in a playlist',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a playlist item',
        description: 'Take an item out of a playlist',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a playlist item',
        description: 'Read a playlist item',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many playlist items',
        description: 'List the items of a playlist',
      },
    ],
    default: 'add',
    description: 'What to do',
  },
  {
    displayName: 'Playlist Name or ID',
    name: 'playlistId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getPlaylists',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['playlistItem'],
      },
    },
    options: [],
    default: '',
    description: 'The playlist. Choose from the list, or give an ID with an expression',
  },
  {
    displayName: 'Video ID',
    name: 'videoId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['playlistItem'],
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
        operation: ['add'],
        resource: ['playlistItem'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'End At',
        name: 'endAt',
        type: 'dateTime',
        default: '',
        description: 'Where in the video to stop playing it in the playlist',
      },
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        default: '',
        description: 'A note about the item in the playlist',
      },
      {
        displayName: 'On Behalf Of Content Owner',
        name: 'onBehalfOfContentOwner',
        type: 'string',
        default: '',
        description: 'For YouTube content partners only: the content owner the call is made for',
      },
      {
        displayName: 'Position',
        name: 'position',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: '',
        description: 'Where to put the video in the playlist (0 is first)',
      },
      {
        displayName: 'Start At',
        name: 'startAt',
        type: 'dateTime',
        default: '',
        description: 'Where in the video to start playing it in the playlist',
      },
    ],
    default: {},
    description: 'More settings of the call',
  },
  {
    displayName: 'Playlist Item ID',
    name: 'playlistItemId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['playlistItem'],
      },
    },
    default: '',
    description: 'The ID of the playlist item',
  },
  {
    displayName: 'Fields',
    name: 'part',
    type: 'multiOptions',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['playlistItem'],
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
        resource: ['playlistItem'],
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
    displayName: 'Playlist Item ID',
    name: 'playlistItemId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['playlistItem'],
      },
    },
    default: '',
    description: 'The ID of the playlist item',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['playlistItem'],
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
    displayName: 'Playlist Name or ID',
    name: 'playlistId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getPlaylists',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['playlistItem'],
      },
    },
    options: [],
    default: '',
    description: 'The playlist. Choose from the list, or give an ID with an expression',
  },
  {
    displayName: 'Fields',
    name: 'part',
    type: 'multiOptions',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['playlistItem'],
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
        resource: ['playlistItem'],
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
        resource: ['playlistItem'],
        returnAll: [false],
      },
    },
    default: 25,
    description: 'The most results to return',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['playlistItem'],
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
];
