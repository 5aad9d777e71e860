import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Teams Trigger 1's parameters (n8n's link patterns, RegExp objects there, are written as text here).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const teamsTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Trigger On',
    name: 'event',
    type: 'options',
    default: 'newChannelMessage',
    options: [
      {
        name: 'New Channel',
        value: 'newChannel',
      },
      {
        name: 'New Channel Message',
        value: 'newChannelMessage',
      },
      {
        name: 'New Chat',
        value: 'newChat',
      },
      {
        name: 'New Chat Message',
        value: 'newChatMessage',
      },
      {
        name: 'New Team Member',
        value: 'newTeamMember',
      },
    ],
  },
  {
    displayName: 'Watch All Teams',
    name: 'watchAllTeams',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        event: ['newChannel', 'newChannelMessage', 'newTeamMember'],
      },
    },
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a team...',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g., 61165b04-e4cc-4026-b43f-926b4e2a7182',
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g., https://teams.microsoft.com/l/team/19%3A...groupId=your-team-id&tenantId=...',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([0-9a-fA-F-]{36})',
        },
      },
    ],
    displayOptions: {
      show: {
        event: ['newChannel', 'newChannelMessage', 'newTeamMember'],
        watchAllTeams: [false],
      },
    },
  },
  {
    displayName: 'Watch All Channels',
    name: 'watchAllChannels',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        event: ['newChannelMessage'],
        watchAllTeams: [false],
      },
    },
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a channel...',
        typeOptions: {
          searchListMethod: 'getChannels',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g., 19:-xlxyqXNSCxpI1SDzgQ_L9ZvzSR26pgphq1BJ9y7QJE1@thread.tacv2',
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g., https://teams.microsoft.com/l/channel/19%3A...@thread.tacv2/...',
        extractValue: {
          type: 'regex',
          regex: 'channel\\/([^\\/?]+)',
        },
      },
    ],
    displayOptions: {
      show: {
        event: ['newChannelMessage'],
        watchAllTeams: [false],
        watchAllChannels: [false],
      },
    },
  },
  {
    displayName: 'Watch All Chats',
    name: 'watchAllChats',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        event: ['newChatMessage'],
      },
    },
  },
  {
    displayName: 'Chat',
    name: 'chatId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a chat...',
        typeOptions: {
          searchListMethod: 'getChats',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:7e2f1174-e8ee-4859-b8b1-a8d1cc63d276@unq.gbl.spaces',
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://teams.microsoft.com/_#/conversations/CHAT_ID',
        extractValue: {
          type: 'regex',
          regex: 'conversations\\/([^\\/?]+)',
        },
      },
    ],
    displayOptions: {
      show: {
        event: ['newChatMessage'],
        watchAllChats: [false],
      },
    },
  },
];
