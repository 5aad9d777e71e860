/** The Slack Trigger's parameters (n8n's `n8n-nodes-base.slackTrigger` 1). */
import type { NodeTypeDescription } from '@weft/workflow';
import { channelLocator } from '../slack/locators.js';

const CHANNEL_EVENTS = ['any_event', 'message', 'reaction_added', 'file_share', 'app_mention'];

/** Slack Trigger 1. */
export const slackTriggerDescription: NodeTypeDescription = {
  displayName: 'Slack Trigger',
  name: 'weft.slackTrigger',
  icon: 'file:slack.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["eventFilter"].join(", ")}}',
  description: 'Starts the workflow when Slack’s Events API reports an event',
  defaults: { name: 'Slack Trigger' },
  inputs: [],
  outputs: ['main'],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  credentials: [{ name: 'slackApi', required: true }],
  properties: [
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'accessToken' },
    {
      displayName:
        'In the Slack app’s Event Subscriptions, set the Request URL to this node’s webhook URL and subscribe to the bot events you need. Give the credential the app’s signing secret so that only Slack’s calls start the workflow.',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Trigger On',
      name: 'trigger',
      type: 'multiOptions',
      default: [],
      placeholder: 'Select an event',
      options: [
        { name: 'Any Event', value: 'any_event', description: 'Every event the app is subscribed to' },
        {
          name: 'Bot / App Mention',
          value: 'app_mention',
          description: 'The bot or app is mentioned in a channel it is in',
        },
        { name: 'File Made Public', value: 'file_public', description: 'A file is shared publicly' },
        { name: 'File Shared', value: 'file_share', description: 'A file is shared in a channel the app is in' },
        {
          name: 'New Message Posted to Channel',
          value: 'message',
          description: 'A message is posted in a channel the app is in',
        },
        { name: 'New Public Channel Created', value: 'channel_created', description: 'A public channel is made' },
        { name: 'New User', value: 'team_join', description: 'A member joins the workspace' },
        {
          name: 'Reaction Added',
          value: 'reaction_added',
          description: 'Someone reacts to a message in a channel the app is in',
        },
      ],
      description: 'The events that start the workflow',
    },
    {
      displayName: 'Watch Whole Workspace',
      name: 'watchWorkspace',
      type: 'boolean',
      default: false,
      displayOptions: { show: { trigger: CHANNEL_EVENTS } },
      description: 'Whether events in every channel the app is in start the workflow, not only those of one channel',
    },
    {
      displayName: 'Every event in every channel the app is in starts an execution: this can be many',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { trigger: CHANNEL_EVENTS, watchWorkspace: [true] } },
    },
    {
      ...channelLocator({ watchWorkspace: [false] }),
      displayName: 'Channel to Watch',
      description: 'Only events in this channel start the workflow',
    },
    {
      displayName: 'Download Files',
      name: 'downloadFiles',
      type: 'boolean',
      default: false,
      displayOptions: { show: { trigger: ['any_event', 'file_share'] } },
      description: 'Whether files shared in a message are downloaded into binary fields file_0, file_1…',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Resolve IDs',
          name: 'resolveIds',
          type: 'boolean',
          default: false,
          description: 'Whether to add the names of the event’s user and channel (user_resolved, channel_resolved)',
        },
        {
          displayName: 'Usernames or IDs to Ignore',
          name: 'userIds',
          type: 'multiOptions',
          typeOptions: { loadOptionsMethod: 'getUsers' },
          default: [],
          description:
            'Events by these users start nothing (e.g. the bot itself). Choose from the list, or give IDs with an expression.',
        },
      ],
    },
  ],
};
