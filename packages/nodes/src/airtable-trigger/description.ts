/**
 * Airtable Trigger 1 (n8n's `n8n-nodes-base.airtableTrigger`): polls a table for records whose
 * trigger field (a created or last-modified time) is after the previous poll.
 */
import type { NodeTypeDescription } from '@weft/workflow';
import { airtableNodeCredentials } from '../airtable/description-common.js';
import { baseLocatorPlain, tableLocatorPlain } from '../airtable/locators.js';
import { pollingDescription } from '../shared/polling.js';

/** Airtable Trigger's description (`pollTimes` added first by {@link pollingDescription}). */
export const airtableTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.airtableTrigger',
  displayName: 'Airtable Trigger',
  description: 'Starts the workflow when Airtable events occur',
  subtitle: '={{$parameter["event"]}}',
  group: ['trigger'],
  version: 1,
  icon: 'file:airtable.svg',
  defaults: { name: 'Airtable Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: airtableNodeCredentials(['airtableApi', 'airtableTokenApi', 'airtableOAuth2Api']),
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      default: 'airtableApi',
      description: 'How the trigger signs in to Airtable',
      options: [
        { name: 'API Key', value: 'airtableApi' },
        { name: 'Access Token', value: 'airtableTokenApi' },
        { name: 'OAuth2', value: 'airtableOAuth2Api' },
      ],
    },
    baseLocatorPlain('baseId'),
    tableLocatorPlain('tableId'),
    {
      displayName: 'Trigger Field',
      name: 'triggerField',
      type: 'string',
      default: '',
      required: true,
      description:
        'A Created Time or Last Modified Time field of the table: records whose value is after the previous check fire the trigger (add such a field if the table has none)',
    },
    {
      displayName: 'Download Attachments',
      name: 'downloadAttachments',
      type: 'boolean',
      default: false,
      description: 'Whether to download the files of the attachment fields named in Download Fields',
    },
    {
      displayName: 'Download Fields',
      name: 'downloadFieldNames',
      type: 'string',
      required: true,
      displayOptions: { show: { downloadAttachments: [true] } },
      default: '',
      description: 'The attachment fields whose files to download, separated by commas (case-sensitive)',
    },
    {
      displayName: 'Additional Fields',
      name: 'additionalFields',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        {
          displayName: 'Fields',
          name: 'fields',
          type: 'string',
          requiresDataPath: 'multiple',
          default: '',
          description:
            'The fields each record comes with, separated by commas (e.g. <code>Name, Status</code>); all fields when empty',
        } as never,
        {
          displayName: 'Formula',
          name: 'formula',
          type: 'string',
          default: '',
          description: 'An Airtable formula the records must also satisfy',
        },
        {
          displayName: 'View ID',
          name: 'viewId',
          type: 'string',
          default: '',
          description: 'The name or ID of a view: only its records are considered',
        },
      ],
    },
  ],
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.airtabletrigger/',
});
