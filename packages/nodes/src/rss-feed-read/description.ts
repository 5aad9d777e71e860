import type { NodeTypeDescription } from '@weft/workflow';

/** Description of RSS Read 1–1.2 (n8n's `rssFeedRead`). */
export const rssFeedReadDescription: NodeTypeDescription = {
  name: 'weft.rssFeedRead',
  displayName: 'RSS Read',
  description: 'Reads data from an RSS or Atom feed',
  icon: 'fa:rss',
  group: ['input'],
  version: [1, 1.1, 1.2],
  defaults: { name: 'RSS Read' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'URL',
      name: 'url',
      type: 'string',
      default: '',
      required: true,
      description: 'URL of the RSS or Atom feed',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Custom Fields',
          name: 'customFields',
          type: 'string',
          default: '',
          description: 'Comma-separated fields of each entry to add to the output, e.g. "author, media:content"',
        },
        {
          displayName: 'Ignore SSL Issues (Insecure)',
          name: 'ignoreSSL',
          type: 'boolean',
          default: false,
          description: 'Whether to connect even if the TLS certificate cannot be verified',
        },
      ],
    },
  ],
};
