/** YouTube 1's channel parameters (get, getAll, update, uploadBanner). */
import type { NodeProperty } from '@weft/workflow';

/** Built from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const youTubeChannelProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['channel'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a channel',
        description: 'Read a channel',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many channels',
        description: 'List channels',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a channel',
        description: "Change a channel's branding",
      },
      {
        name: 'Upload Banner',
        value: 'uploadBanner',
        action: 'Upload a channel banner',
        description: 'Upload an image as the channel banner',
      },
    ],
    default: 'getAll',
    description: 'What to do',
  },
  {
    displayName: 'Fields',
    name: 'part',
    type: 'multiOptions',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['channel'],
      },
    },
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Branding Settings',
        value: 'brandingSettings',
      },
      {
        name: 'Content Details',
        value: 'contentDetails',
      },
      {
        name: 'Content Owner Details',
        value: 'contentOwnerDetails',
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
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['channel'],
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
        resource: ['channel'],
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
        resource: ['channel'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Category ID',
        name: 'categoryId',
        type: 'string',
        default: '',
        description: 'Answer the channels of this guide category',
      },
      {
        displayName: 'For Username',
        name: 'forUsername',
        type: 'string',
        default: '',
        description: 'The YouTube username whose channel to answer',
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        default: '',
        description: 'Answer the channels with these IDs, separated by commas',
      },
      {
        displayName: 'Managed By Me',
        name: 'managedByMe',
        type: 'boolean',
        default: false,
        description: 'Whether to answer the channels the content owner named in "On Behalf Of Content Owner" manages',
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
        resource: ['channel'],
      },
    },
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Language Code',
        name: 'h1',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLanguages',
        },
        options: [],
        default: '',
        description: 'The language of the localized texts in the answer',
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
    displayName: 'Channel ID',
    name: 'channelId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['channel'],
      },
    },
    default: '',
    description: 'The ID of the channel',
  },
  {
    displayName: 'Fields',
    name: 'part',
    type: 'multiOptions',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['channel'],
      },
    },
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Branding Settings',
        value: 'brandingSettings',
      },
      {
        name: 'Content Details',
        value: 'contentDetails',
      },
      {
        name: 'Content Owner Details',
        value: 'contentOwnerDetails',
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
    displayName: 'Channel ID',
    name: 'channelId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['channel'],
      },
    },
    default: '',
    description: 'The ID of the channel',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['channel'],
      },
    },
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Branding Settings',
        name: 'brandingSettingsUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        placeholder: 'Add Branding Settings',
        options: [
          {
            displayName: 'Channel Settings',
            name: 'channelSettingsValues',
            values: [
              {
                displayName: 'Channel',
                name: 'channel',
                type: 'collection',
                typeOptions: {
                  multipleValues: false,
                },
                placeholder: 'Add Channel Settings',
                options: [
                  {
                    displayName: 'Country',
                    name: 'country',
                    type: 'string',
                    default: '',
                    description: 'The country the channel is associated with',
                  },
                  {
                    displayName: 'Description',
                    name: 'description',
                    type: 'string',
                    default: '',
                    description: 'The channel description',
                  },
                  {
                    displayName: 'Default Language',
                    name: 'defaultLanguage',
                    type: 'string',
                    default: '',
                    description: 'The language of the channel title and description',
                  },
                  {
                    displayName: 'Default Tab',
                    name: 'defaultTab',
                    type: 'string',
                    default:
                      'The content tab that users should display by default when viewers arrive at your channel page.',
                    description: 'The content tab shown first on the channel page',
                  },
                  {
                    displayName: 'Featured Channels Title',
                    name: 'featuredChannelsTitle',
                    type: 'string',
                    default: '',
                    description: 'The title shown above the featured channels module',
                  },
                  {
                    displayName: 'Featured Channels Urls',
                    name: 'featuredChannelsUrls',
                    type: 'string',
                    typeOptions: {
                      multipleValues: true,
                    },
                    default: [],
                    description: 'The IDs of the channels featured on the channel page',
                  },
                  {
                    displayName: 'Keywords',
                    name: 'keywords',
                    type: 'string',
                    default: '',
                    description: 'Keywords of the channel, separated by spaces (a keyword with spaces in quotes)',
                  },
                  {
                    displayName: 'Moderate Comments',
                    name: 'moderateComments',
                    type: 'boolean',
                    default: false,
                    description: 'Whether comments on the channel must be approved before they are shown',
                  },
                  {
                    displayName: 'Profile Color',
                    name: 'profileColor',
                    type: 'string',
                    default: '',
                    description: 'A prominent color that complements the channel content',
                  },
                  {
                    displayName: 'Show Related Channels',
                    name: 'showRelatedChannels',
                    type: 'boolean',
                    default: false,
                    description: 'Whether YouTube shows channels related to this one',
                  },
                  {
                    displayName: 'Show Browse View',
                    name: 'showBrowseView',
                    type: 'boolean',
                    default: false,
                    description: 'Whether the channel page shows content in a browse view rather than a feed',
                  },
                  {
                    displayName: 'Tracking Analytics AccountId',
                    name: 'trackingAnalyticsAccountId',
                    type: 'string',
                    default: '',
                    description: 'The Google Analytics account ID that tracks visits to the channel',
                  },
                  {
                    displayName: 'Unsubscribed Trailer',
                    name: 'unsubscribedTrailer',
                    type: 'string',
                    default: '',
                    description: 'The video shown on the channel page to viewers who have not subscribed',
                  },
                ],
                default: {},
                description: "The channel's branding settings",
              },
            ],
          },
          {
            displayName: 'Image Settings',
            name: 'imageSettingsValues',
            values: [
              {
                displayName: 'Image',
                name: 'image',
                type: 'collection',
                typeOptions: {
                  multipleValues: false,
                },
                placeholder: 'Add Channel Settings',
                options: [
                  {
                    displayName: 'Banner External Url',
                    name: 'bannerExternalUrl',
                    type: 'string',
                    default: '',
                    description: "The URL of the channel's banner image",
                  },
                  {
                    displayName: 'Tracking Image Url',
                    name: 'trackingImageUrl',
                    type: 'string',
                    default: '',
                    description: 'The URL of a 1x1 pixel used to count channel page views',
                  },
                  {
                    displayName: 'Watch Icon Image Url',
                    name: 'watchIconImageUrl',
                    type: 'string',
                    default: '',
                    description: 'The URL of the icon shown above the video player',
                  },
                ],
                default: {},
                description: "The channel's images",
              },
            ],
          },
          {
            displayName: 'Status',
            name: 'statusValue',
            values: [
              {
                displayName: 'Status',
                name: 'status',
                type: 'collection',
                typeOptions: {
                  multipleValues: false,
                },
                placeholder: 'Add Status',
                options: [
                  {
                    displayName: 'Self Declared Made For Kids',
                    name: 'selfDeclaredMadeForKids',
                    type: 'boolean',
                    default: false,
                    description: 'Whether the owner declares the content made for children',
                  },
                ],
                default: {},
                description: "The channel's status",
              },
            ],
          },
        ],
        default: {},
        description: "The channel's branding",
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
    description: 'The fields to change',
  },
  {
    displayName: 'Channel ID',
    name: 'channelId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['uploadBanner'],
        resource: ['channel'],
      },
    },
    default: '',
    description: 'The ID of the channel',
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryProperty',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['uploadBanner'],
        resource: ['channel'],
      },
    },
    default: 'data',
    description: 'The input binary field holding the file',
    hint: 'The name of the input field holding the binary data',
  },
];
