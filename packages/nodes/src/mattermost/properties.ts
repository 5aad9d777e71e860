/**
 * Mattermost 1's parameters (n8n's `n8n-nodes-base.mattermost`): channels, messages, reactions and
 * users. Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const mattermostProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Channel',
        value: 'channel',
      },
      {
        name: 'Message',
        value: 'message',
      },
      {
        name: 'Reaction',
        value: 'reaction',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: 'message',
  },
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
        name: 'Add User',
        value: 'addUser',
        action: 'Add a user to a channel',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a channel',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a channel',
      },
      {
        name: 'Member',
        value: 'members',
        action: 'Get a page of members for a channel',
      },
      {
        name: 'Restore',
        value: 'restore',
        action: 'Restore a soft-deleted channel',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search for a channel',
      },
      {
        name: 'Statistics',
        value: 'statistics',
        action: 'Get statistics for a channel',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Display Name',
    name: 'displayName',
    type: 'string',
    default: '',
    placeholder: 'Announcements',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channel'],
      },
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'channel',
    type: 'string',
    default: '',
    placeholder: 'announcements',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channel'],
      },
    },
    required: true,
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channel'],
      },
    },
    options: [
      {
        name: 'Private',
        value: 'private',
      },
      {
        name: 'Public',
        value: 'public',
      },
    ],
    default: 'public',
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['members'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannelsInTeam',
      loadOptionsDependsOn: ['teamId'],
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['members'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Resolve Data',
    name: 'resolveData',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['members'],
      },
    },
    default: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['members'],
        resource: ['channel'],
      },
    },
    default: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['members'],
        resource: ['channel'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Channel ID',
    name: 'channelId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['restore'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['addUser'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'User Name or ID',
    name: 'userId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getUsers',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['addUser'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['statistics'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Search Term',
    name: 'term',
    type: 'string',
    default: '',
    placeholder: 'General',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['channel'],
      },
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['channel'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 100,
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['channel'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['message'],
      },
    },
    options: [
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a message',
      },
      {
        name: 'Post',
        value: 'post',
        action: 'Post a message',
      },
      {
        name: 'Post Ephemeral',
        value: 'postEphemeral',
        action: 'Post an ephemeral message',
      },
    ],
    default: 'post',
  },
  {
    displayName: 'Post ID',
    name: 'postId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['delete'],
      },
    },
    default: '',
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['post'],
        resource: ['message'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['post'],
        resource: ['message'],
      },
    },
  },
  {
    displayName: 'Attachments',
    name: 'attachments',
    type: 'collection',
    typeOptions: {
      multipleValues: true,
      multipleValueButtonText: 'Add attachment',
    },
    displayOptions: {
      show: {
        operation: ['post'],
        resource: ['message'],
      },
    },
    default: {},
    placeholder: 'Add attachment item',
    options: [
      {
        displayName: 'Actions',
        name: 'actions',
        placeholder: 'Add Actions',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Item',
            name: 'item',
            values: [
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Button',
                    value: 'button',
                  },
                  {
                    name: 'Select',
                    value: 'select',
                  },
                ],
                default: 'button',
              },
              {
                displayName: 'Data Source',
                name: 'data_source',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['select'],
                  },
                },
                options: [
                  {
                    name: 'Channels',
                    value: 'channels',
                  },
                  {
                    name: 'Custom',
                    value: 'custom',
                  },
                  {
                    name: 'Users',
                    value: 'users',
                  },
                ],
                default: 'custom',
              },
              {
                displayName: 'Options',
                name: 'options',
                placeholder: 'Add option',
                type: 'fixedCollection',
                typeOptions: {
                  multipleValues: true,
                },
                displayOptions: {
                  show: {
                    data_source: ['custom'],
                    type: ['select'],
                  },
                },
                default: {},
                options: [
                  {
                    name: 'option',
                    displayName: 'Option',
                    default: {},
                    values: [
                      {
                        displayName: 'Option Text',
                        name: 'text',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Option Value',
                        name: 'value',
                        type: 'string',
                        default: '',
                      },
                    ],
                  },
                ],
              },
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Integration',
                name: 'integration',
                placeholder: 'Add Integration',
                type: 'fixedCollection',
                typeOptions: {
                  multipleValues: false,
                },
                default: {},
                options: [
                  {
                    displayName: 'Item',
                    name: 'item',
                    default: {},
                    values: [
                      {
                        displayName: 'URL',
                        name: 'url',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Context',
                        name: 'context',
                        placeholder: 'Add Context to Integration',
                        type: 'fixedCollection',
                        typeOptions: {
                          multipleValues: true,
                        },
                        default: {},
                        options: [
                          {
                            name: 'property',
                            displayName: 'Property',
                            default: {},
                            values: [
                              {
                                displayName: 'Property Name',
                                name: 'name',
                                type: 'string',
                                default: '',
                              },
                              {
                                displayName: 'Property Value',
                                name: 'value',
                                type: 'string',
                                default: '',
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Author Icon',
        name: 'author_icon',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Author Link',
        name: 'author_link',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Author Name',
        name: 'author_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'color',
        default: '#ff0000',
      },
      {
        displayName: 'Fallback Text',
        name: 'fallback',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Fields',
        name: 'fields',
        placeholder: 'Add Fields',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'item',
            displayName: 'Item',
            values: [
              {
                displayName: 'Title',
                name: 'title',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Short',
                name: 'short',
                type: 'boolean',
                default: true,
              },
            ],
          },
        ],
      },
      {
        displayName: 'Footer',
        name: 'footer',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Footer Icon',
        name: 'footer_icon',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Image URL',
        name: 'image_url',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Pretext',
        name: 'pretext',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Text',
        name: 'text',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Thumbnail URL',
        name: 'thumb_url',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Title Link',
        name: 'title_link',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Other Options',
    name: 'otherOptions',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['post'],
        resource: ['message'],
      },
    },
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Parent Post ID',
        name: 'root_id',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'User Name or ID',
    name: 'userId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getUsers',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['postEphemeral'],
        resource: ['message'],
      },
    },
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['postEphemeral'],
        resource: ['message'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['postEphemeral'],
        resource: ['message'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a reaction',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a reaction',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many reactions',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'User Name or ID',
    name: 'userId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getUsers',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Post ID',
    name: 'postId',
    type: 'string',
    default: '',
    placeholder: '3moacfqxmbdw38r38fjprh6zsr',
    required: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Emoji Name',
    name: 'emojiName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'User Name or ID',
    name: 'userId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getUsers',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Post ID',
    name: 'postId',
    type: 'string',
    default: '',
    placeholder: '3moacfqxmbdw38r38fjprh6zsr',
    required: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Emoji Name',
    name: 'emojiName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Post ID',
    name: 'postId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reaction'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['reaction'],
      },
    },
    default: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['reaction'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['user'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a user',
      },
      {
        name: 'Deactive',
        value: 'deactive',
        action: 'Deactivate a user',
      },
      {
        name: 'Get By Email',
        value: 'getByEmail',
        action: 'Get a user by email',
      },
      {
        name: 'Get By ID',
        value: 'getById',
        action: 'Get a user by ID',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many users',
      },
      {
        name: 'Invite',
        value: 'invite',
        action: 'Invite a user',
      },
    ],
    default: '',
  },
  {
    displayName: 'Username',
    name: 'username',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Auth Service',
    name: 'authService',
    type: 'options',
    options: [
      {
        name: 'Email',
        value: 'email',
      },
      {
        name: 'Gitlab',
        value: 'gitlab',
      },
      {
        name: 'Google',
        value: 'google',
      },
      {
        name: 'LDAP',
        value: 'ldap',
      },
      {
        name: 'Office365',
        value: 'office365',
      },
      {
        name: 'SAML',
        value: 'saml',
      },
    ],
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Auth Data',
    name: 'authData',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
      hide: {
        authService: ['email'],
      },
    },
    type: 'string',
    default: '',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
        authService: ['email'],
      },
    },
  },
  {
    displayName: 'Password',
    name: 'password',
    type: 'string',
    typeOptions: {
      password: true,
    },
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
        authService: ['email'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['user'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'First Name',
        name: 'first_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'last_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Locale',
        name: 'locale',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Nickname',
        name: 'nickname',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Notification Settings',
        name: 'notificationUi',
        type: 'fixedCollection',
        placeholder: 'Add Notification Setting',
        default: {},
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            displayName: 'Notify',
            name: 'notificationValues',
            values: [
              {
                displayName: 'Channel',
                name: 'channel',
                type: 'boolean',
                default: true,
              },
              {
                displayName: 'Desktop',
                name: 'desktop',
                type: 'options',
                options: [
                  {
                    name: 'All',
                    value: 'all',
                  },
                  {
                    name: 'Mention',
                    value: 'mention',
                  },
                  {
                    name: 'None',
                    value: 'none',
                  },
                ],
                default: 'all',
              },
              {
                displayName: 'Desktop Sound',
                name: 'desktop_sound',
                type: 'boolean',
                default: true,
              },
              {
                displayName: 'Email',
                name: 'email',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'First Name',
                name: 'first_name',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Mention Keys',
                name: 'mention_keys',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Push',
                name: 'push',
                type: 'options',
                options: [
                  {
                    name: 'All',
                    value: 'all',
                  },
                  {
                    name: 'Mention',
                    value: 'mention',
                  },
                  {
                    name: 'None',
                    value: 'none',
                  },
                ],
                default: 'mention',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'User ID',
    name: 'userId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['deactive'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
      },
    },
    default: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'In Channel',
        name: 'inChannel',
        type: 'string',
        default: '',
      },
      {
        displayName: 'In Team',
        name: 'inTeam',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Not In Team',
        name: 'notInTeam',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Not In Channel',
        name: 'notInChannel',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'options',
        options: [
          {
            name: 'Created At',
            value: 'createdAt',
          },
          {
            name: 'Last Activity At',
            value: 'lastActivityAt',
          },
          {
            name: 'Status',
            value: 'status',
          },
          {
            name: 'Username',
            value: 'username',
          },
        ],
        default: 'username',
      },
    ],
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getByEmail'],
      },
    },
    default: '',
  },
  {
    displayName: 'User IDs',
    name: 'userIds',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getById'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getById'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Since',
        name: 'since',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['invite'],
      },
    },
    default: '',
  },
  {
    displayName: 'Emails',
    name: 'emails',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['invite'],
      },
    },
    default: '',
  },
];
