/** Google Calendar Trigger 1 parameters (pollTimes is added by the polling description). */
import type { NodeProperty } from '@weft/workflow';

/** Generated from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const googleCalendarTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Calendar',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Calendar...',
        typeOptions: {
          searchListMethod: 'getCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '(^[a-zA-Z0-9.!#$%&’*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*(?:[ \t]+)*$)',
              errorMessage: 'Not a valid Google Calendar ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '(^[a-zA-Z0-9.!#$%&’*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*)',
        },
        placeholder: 'name@google.com',
      },
    ],
    description: 'The calendar to watch',
  },
  {
    displayName: 'Trigger On',
    name: 'triggerOn',
    type: 'options',
    required: true,
    default: '',
    options: [
      {
        name: 'Event Cancelled',
        value: 'eventCancelled',
        description: 'An event was cancelled',
      },
      {
        name: 'Event Created',
        value: 'eventCreated',
        description: 'An event was added',
      },
      {
        name: 'Event Ended',
        value: 'eventEnded',
        description: "An event's end time passed",
      },
      {
        name: 'Event Started',
        value: 'eventStarted',
        description: "An event's start time passed",
      },
      {
        name: 'Event Updated',
        value: 'eventUpdated',
        description: 'An event was changed',
      },
    ],
    description: 'Which change starts the workflow',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Match Term',
        name: 'matchTerm',
        type: 'string',
        default: '',
        description: 'Only events with this text in any of their fields (extended properties excepted)',
      },
    ],
  },
];
