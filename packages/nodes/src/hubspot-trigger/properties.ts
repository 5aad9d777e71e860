/**
 * HubSpot Trigger 1's parameters (n8n's `n8n-nodes-base.hubspotTrigger`): the app events to subscribe
 * to (with the property whose change fires) and the most concurrent requests HubSpot may send.
 * Names, types, defaults, options and display rules are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Options from [name, value] rows. */
const choices = (rows: Array<[string, string]>) => rows.map(([name, value]) => ({ name, value }));

export const hubspotTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Events',
    name: 'eventsUi',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add Event',
    default: {},
    options: [
      {
        displayName: 'Event',
        name: 'eventValues',
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'options',
            options: choices([
              ['Company Created', 'company.creation'],
              ['Company Deleted', 'company.deletion'],
              ['Company Property Changed', 'company.propertyChange'],
              ['Contact Created', 'contact.creation'],
              ['Contact Deleted', 'contact.deletion'],
              ['Contact Privacy Deleted', 'contact.privacyDeletion'],
              ['Contact Property Changed', 'contact.propertyChange'],
              ['Conversation Creation', 'conversation.creation'],
              ['Conversation Deletion', 'conversation.deletion'],
              ['Conversation New Message', 'conversation.newMessage'],
              ['Conversation Privacy Deletion', 'conversation.privacyDeletion'],
              ['Conversation Property Change', 'conversation.propertyChange'],
              ['Deal Created', 'deal.creation'],
              ['Deal Deleted', 'deal.deletion'],
              ['Deal Property Changed', 'deal.propertyChange'],
              ['Ticket Created', 'ticket.creation'],
              ['Ticket Deleted', 'ticket.deletion'],
              ['Ticket Property Changed', 'ticket.propertyChange'],
            ]),
            default: 'contact.creation',
            required: true,
          },
          {
            displayName: 'Property Name or ID',
            name: 'property',
            type: 'options',
            typeOptions: {
              loadOptionsDependsOn: ['contact.propertyChange'],
              loadOptionsMethod: 'getContactProperties',
            },
            displayOptions: { show: { name: ['contact.propertyChange'] } },
            default: '',
            required: true,
          },
          {
            displayName: 'Property Name or ID',
            name: 'property',
            type: 'options',
            typeOptions: {
              loadOptionsDependsOn: ['company.propertyChange'],
              loadOptionsMethod: 'getCompanyProperties',
            },
            displayOptions: { show: { name: ['company.propertyChange'] } },
            default: '',
            required: true,
          },
          {
            displayName: 'Property Name or ID',
            name: 'property',
            type: 'options',
            typeOptions: { loadOptionsDependsOn: ['deal.propertyChange'], loadOptionsMethod: 'getDealProperties' },
            displayOptions: { show: { name: ['deal.propertyChange'] } },
            default: '',
            required: true,
          },
        ],
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Max Concurrent Requests',
        name: 'maxConcurrentRequests',
        type: 'number',
        typeOptions: { minValue: 5 },
        default: 5,
      },
    ],
  },
];
