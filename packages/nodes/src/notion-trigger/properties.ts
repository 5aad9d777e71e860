import type { NodeProperty } from '@weft/workflow';

/**
 * Notion Trigger's parameters after `pollTimes` (which pollingDescription adds): the event and the database.
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * the notices are Weft's own words, and descriptions are left out.
 */
export const notionTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Event',
    name: 'event',
    type: 'options',
    options: [
      {
        name: 'Page Added to Database',
        value: 'pageAddedToDatabase',
      },
      {
        name: 'Page Updated in Database',
        value: 'pagedUpdatedInDatabase',
      },
    ],
    required: true,
    default: 'pageAddedToDatabase',
  },
  {
    displayName:
      'Notion only shows this integration the pages and databases shared with it: open each in Notion and add the connection under "Connections"',
    name: 'notionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Database',
    name: 'databaseId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Database',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Database...',
        typeOptions: {
          searchListMethod: 'getDatabases',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        event: ['pageAddedToDatabase', 'pagedUpdatedInDatabase'],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        event: ['pageAddedToDatabase', 'pagedUpdatedInDatabase'],
      },
    },
    default: true,
  },
];
