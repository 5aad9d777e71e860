import type { NodeProperty } from '@weft/workflow';

/** The 'Response Headers' option shared by the Webhook and Respond to Webhook nodes. */
export const responseHeadersProperty: NodeProperty = {
  displayName: 'Response Headers',
  name: 'responseHeaders',
  type: 'fixedCollection',
  placeholder: 'Add Response Header',
  description: 'Add headers to the webhook response',
  typeOptions: { multipleValues: true },
  default: {},
  options: [
    {
      name: 'entries',
      displayName: 'Entries',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Name of the header' },
        { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'Value of the header' },
      ],
    },
  ],
};
