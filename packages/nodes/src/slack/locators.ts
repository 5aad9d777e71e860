/**
 * The Slack node's resource locators in n8n's shape: a channel (from a searchable list, by ID, by
 * name where a message is sent, or by its app.slack.com link) and a user (from a list, by ID, or by
 * @username where a message is sent).
 */
import type { NodeProperty } from '@weft/workflow';

/** A channel link as the Slack client shows it: `https://app.slack.com/client/<team>/<channel>`. */
export const CHANNEL_URL_REGEX = 'https://app.slack.com/client/.*/([a-zA-Z0-9]{2,})';
const ID_REGEX = '[a-zA-Z0-9]{2,}';

export type Show = NonNullable<NonNullable<NodeProperty['displayOptions']>['show']>;

/** The `channelId` locator shown for `show`; `byName` adds the "By Name" mode (#general). */
export function channelLocator(show: Show, options: { required?: boolean; byName?: boolean } = {}): NodeProperty {
  const modes: Array<Record<string, unknown>> = [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      placeholder: 'Select a channel...',
      typeOptions: { searchListMethod: 'getChannels', searchable: true },
    },
    {
      displayName: 'By ID',
      name: 'id',
      type: 'string',
      placeholder: 'C0122KQ70S7E',
      validation: [{ type: 'regex', properties: { regex: ID_REGEX, errorMessage: 'Not a valid Slack Channel ID' } }],
    },
  ];
  if (options.byName) modes.push({ displayName: 'By Name', name: 'name', type: 'string', placeholder: '#general' });
  modes.push({
    displayName: 'By URL',
    name: 'url',
    type: 'string',
    placeholder: 'https://app.slack.com/client/TS9594PZK/B0556F47Z3A',
    validation: [
      {
        type: 'regex',
        properties: {
          regex: 'http(s)?://app.slack.com/client/.*/([a-zA-Z0-9]{2,})',
          errorMessage: 'Not a valid Slack Channel URL',
        },
      },
    ],
    extractValue: { type: 'regex', regex: CHANNEL_URL_REGEX },
  });
  return {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    placeholder: 'Select a channel...',
    modes,
    ...(options.required === false ? {} : { required: true }),
    displayOptions: { show },
    description: 'The Slack channel to work on',
  };
}

/** The `user` locator shown for `show`; `byUsername` adds the "By username" mode (@name). */
export function userLocator(
  show: Show | undefined,
  options: { byUsername?: boolean; displayName?: string } = {},
): NodeProperty {
  const modes: Array<Record<string, unknown>> = [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      placeholder: 'Select a user...',
      typeOptions: { searchListMethod: 'getUsers', searchable: true },
    },
    {
      displayName: 'By ID',
      name: 'id',
      type: 'string',
      placeholder: 'U123AB45JGM',
      validation: [{ type: 'regex', properties: { regex: ID_REGEX, errorMessage: 'Not a valid Slack User ID' } }],
    },
  ];
  if (options.byUsername)
    modes.push({ displayName: 'By username', name: 'username', type: 'string', placeholder: '@username' });
  return {
    displayName: options.displayName ?? 'User',
    name: 'user',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    placeholder: 'Select a user...',
    modes,
    ...(show ? { displayOptions: { show } } : {}),
    description: 'The Slack user',
  };
}
