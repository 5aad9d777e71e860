/** Webflow Trigger 1 and 2's parameters as n8n 1.123 declares them, with Weft's own texts. */
import type { NodeProperty } from '@weft/workflow';

const site: NodeProperty = {
  displayName: 'Site Name or ID',
  name: 'site',
  type: 'options',
  required: true,
  default: '',
  typeOptions: { loadOptionsMethod: 'getSites' },
  description: 'The site whose events start the workflow. Pick one from the list, or give its ID with an expression.',
};

const event: NodeProperty = {
  displayName: 'Event',
  name: 'event',
  type: 'options',
  required: true,
  options: [
    { name: 'Collection Item Created', value: 'collection_item_created' },
    { name: 'Collection Item Deleted', value: 'collection_item_deleted' },
    { name: 'Collection Item Updated', value: 'collection_item_changed' },
    { name: 'Ecomm Inventory Changed', value: 'ecomm_inventory_changed' },
    { name: 'Ecomm New Order', value: 'ecomm_new_order' },
    { name: 'Ecomm Order Changed', value: 'ecomm_order_changed' },
    { name: 'Form Submission', value: 'form_submission' },
    { name: 'Site Publish', value: 'site_publish' },
  ],
  default: 'form_submission',
};

/** Version 1: an API token or OAuth2, the site and the event. */
export const webflowTriggerV1Properties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      { name: 'Access Token', value: 'accessToken' },
      { name: 'OAuth2', value: 'oAuth2' },
    ],
    default: 'accessToken',
  },
  site,
  event,
];

/** Version 2: OAuth2 only, the site and the event. */
export const webflowTriggerV2Properties: NodeProperty[] = [site, event];
