/**
 * Cal.com Trigger 1 and 2's parameters (n8n's `n8n-nodes-base.calTrigger`): the events, the Cal.com
 * API version (a node setting whose default is 1 at typeVersion 1 and 2 at typeVersion 2) and the
 * webhook's options. Names, types, defaults, display rules and option values are n8n 1.123's;
 * descriptions are paraphrased.
 */
import type { NodeProperty } from '@weft/workflow';

const apiVersion = (typeVersion: 1 | 2): NodeProperty => ({
  displayName: 'API Version',
  name: 'version',
  type: 'options',
  displayOptions: { show: { '@version': [typeVersion] } },
  isNodeSetting: true,
  options: [
    { name: 'Before v2.0', value: 1 },
    { name: 'v2.0 Onwards', value: 2 },
  ],
  default: typeVersion,
});

/** Every parameter, in n8n's order (both typeVersions share one list). */
export const calTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Events',
    name: 'events',
    type: 'multiOptions',
    options: [
      { name: 'Booking Cancelled', value: 'BOOKING_CANCELLED', description: 'A booking was cancelled' },
      { name: 'Booking Created', value: 'BOOKING_CREATED', description: 'A booking was made' },
      { name: 'Booking Rescheduled', value: 'BOOKING_RESCHEDULED', description: 'A booking was moved' },
      { name: 'Meeting Ended', value: 'MEETING_ENDED', description: 'A booked meeting ended' },
    ],
    default: [],
    required: true,
  },
  apiVersion(1),
  apiVersion(2),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      { displayName: 'App ID', name: 'appId', type: 'string', description: 'Only events of this app', default: '' },
      {
        displayName: 'EventType Name or ID',
        name: 'eventTypeId',
        type: 'options',
        typeOptions: { loadOptionsMethod: 'getEventTypes' },
        description: 'Only bookings of this event type (pick one, or give an ID with an expression)',
        default: '',
      },
      {
        displayName: 'Payload Template',
        name: 'payloadTemplate',
        type: 'string',
        description: 'A template that shapes what Cal.com posts',
        default: '',
        typeOptions: { rows: 4 },
      },
    ],
  },
];
