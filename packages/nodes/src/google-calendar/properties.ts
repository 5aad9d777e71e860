/** Google Calendar 1–1.3 parameters: resources calendar (availability) and event (create, delete, get, getAll, update). */
import type { NodeProperty } from '@weft/workflow';
import { TIMEZONE_VALIDATION_REGEX } from './timezones.js';

/** Generated from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const googleCalendarProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Calendar',
        value: 'calendar',
      },
      {
        name: 'Event',
        value: 'event',
      },
    ],
    default: 'event',
    description: 'What to work with',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['calendar'],
      },
    },
    options: [
      {
        name: 'Availability',
        value: 'availability',
        action: 'Get availability in a calendar',
        description: 'Whether the calendar is free in a time window',
      },
    ],
    default: 'availability',
    description: 'What to do',
  },
  {
    displayName: 'Calendar',
    name: 'calendar',
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
    displayOptions: {
      show: {
        resource: ['calendar'],
      },
    },
    description: 'The calendar to use',
  },
  {
    displayName: 'Start Time',
    name: 'timeMin',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['availability'],
        resource: ['calendar'],
        '@version': [
          {
            _cnd: {
              lt: 1.3,
            },
          },
        ],
      },
    },
    default: '',
    description: 'Where the time window begins',
  },
  {
    displayName: 'End Time',
    name: 'timeMax',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['availability'],
        resource: ['calendar'],
        '@version': [
          {
            _cnd: {
              lt: 1.3,
            },
          },
        ],
      },
    },
    default: '',
    description: 'Where the time window ends',
  },
  {
    displayName: 'Start Time',
    name: 'timeMin',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['availability'],
        resource: ['calendar'],
        '@version': [
          {
            _cnd: {
              gte: 1.3,
            },
          },
        ],
      },
    },
    default: '={{ $now }}',
    description: 'Where the time window begins',
  },
  {
    displayName: 'End Time',
    name: 'timeMax',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['availability'],
        resource: ['calendar'],
        '@version': [
          {
            _cnd: {
              gte: 1.3,
            },
          },
        ],
      },
    },
    default: "={{ $now.plus(1, 'hour') }}",
    description: 'Where the time window ends',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: {
      show: {
        operation: ['availability'],
        resource: ['calendar'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Output Format',
        name: 'outputFormat',
        type: 'options',
        options: [
          {
            name: 'Availability',
            value: 'availability',
            description: 'Only whether the window is free',
          },
          {
            name: 'Booked Slots',
            value: 'bookedSlots',
            description: 'The busy intervals in the window',
          },
          {
            name: 'RAW',
            value: 'raw',
            description: "Google's whole free/busy answer",
          },
        ],
        default: 'availability',
        description: 'What each item holds',
      },
      {
        displayName: 'Timezone',
        name: 'timezone',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Timezone',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Timezone...',
            typeOptions: {
              searchListMethod: 'getTimezones',
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
                  regex: TIMEZONE_VALIDATION_REGEX,
                  errorMessage: 'Not a valid Timezone',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '([-+/_a-zA-Z0-9]*)',
            },
            placeholder: 'Europe/Berlin',
          },
        ],
        description: "The time zone of the answer (the workflow's time zone when empty)",
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['event'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an event',
        description: 'Add an event to a calendar',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an event',
        description: 'Remove an event',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an event',
        description: 'Read one event',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many events',
        description: "List a calendar's events",
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an event',
        description: 'Change an event',
      },
    ],
    default: 'create',
    description: 'What to do',
  },
  {
    displayName: 'Calendar',
    name: 'calendar',
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
    displayOptions: {
      show: {
        resource: ['event'],
      },
    },
    description: 'The calendar to use',
  },
  {
    displayName: 'Start',
    name: 'start',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['event'],
        '@version': [
          {
            _cnd: {
              lt: 1.3,
            },
          },
        ],
      },
    },
    default: '',
    description: 'When the event begins',
  },
  {
    displayName: 'End',
    name: 'end',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['event'],
        '@version': [
          {
            _cnd: {
              lt: 1.3,
            },
          },
        ],
      },
    },
    default: '',
    description: 'When the event ends',
  },
  {
    displayName: 'Start',
    name: 'start',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['event'],
        '@version': [
          {
            _cnd: {
              gte: 1.3,
            },
          },
        ],
      },
    },
    default: '={{ $now }}',
    description: 'When the event begins',
  },
  {
    displayName: 'End',
    name: 'end',
    type: 'dateTime',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['event'],
        '@version': [
          {
            _cnd: {
              gte: 1.3,
            },
          },
        ],
      },
    },
    default: "={{ $now.plus(1, 'hour') }}",
    description: 'When the event ends',
  },
  {
    displayName: 'Use Default Reminders',
    name: 'useDefaultReminders',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['event'],
      },
    },
    default: true,
    description: "Whether the calendar's own reminders apply to the event",
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['event'],
      },
    },
    options: [
      {
        displayName: 'All Day',
        name: 'allday',
        type: 'options',
        options: [
          {
            name: 'Yes',
            value: 'yes',
          },
          {
            name: 'No',
            value: 'no',
          },
        ],
        default: 'no',
        description: 'Whether the event lasts whole days (only the dates of Start and End are used)',
      },
      {
        displayName: 'Attendees',
        name: 'attendees',
        type: 'string',
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add Attendee',
        },
        default: '',
        description: 'E-mail addresses of the guests; several can be given separated by commas',
      },
      {
        displayName: 'Color Name or ID',
        name: 'color',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getColors',
        },
        default: '',
        description: "The event's color. Choose from the list, or give an ID with an expression.",
      },
      {
        displayName: 'Conference Data',
        name: 'conferenceDataUi',
        type: 'fixedCollection',
        placeholder: 'Add Conference',
        typeOptions: {
          multipleValues: false,
        },
        default: {},
        options: [
          {
            displayName: 'Conference Link',
            name: 'conferenceDataValues',
            values: [
              {
                displayName: 'Type Name or ID',
                name: 'conferenceSolution',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getConferenceSolutions',
                  loadOptionsDependsOn: ['calendar'],
                },
                default: '',
                description: 'The kind of meeting link. Choose from the list, or give an ID with an expression.',
              },
            ],
          },
        ],
        description: 'Adds a video meeting link to the event',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        description: "The event's notes",
      },
      {
        displayName: 'Guests Can Invite Others',
        name: 'guestsCanInviteOthers',
        type: 'boolean',
        default: true,
        description: 'Whether guests may invite more people',
      },
      {
        displayName: 'Guests Can Modify',
        name: 'guestsCanModify',
        type: 'boolean',
        default: false,
        description: 'Whether guests may change the event',
      },
      {
        displayName: 'Guests Can See Other Guests',
        name: 'guestsCanSeeOtherGuests',
        type: 'boolean',
        default: true,
        description: 'Whether guests see who else is invited',
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        default: '',
        description: 'Your own ID for the event: 5 to 1024 characters, lowercase a–v and digits 0–9',
      },
      {
        displayName: 'Location',
        name: 'location',
        type: 'string',
        default: '',
        description: 'Where the event takes place, as free text',
      },
      {
        displayName: 'Max Attendees',
        name: 'maxAttendees',
        type: 'number',
        default: 0,
        description: "At most this many guests in the answer (0: Google's default)",
      },
      {
        displayName: 'Repeat Frequency',
        name: 'repeatFrecuency',
        type: 'options',
        options: [
          {
            name: 'Daily',
            value: 'Daily',
          },
          {
            name: 'Weekly',
            value: 'weekly',
          },
          {
            name: 'Monthly',
            value: 'monthly',
          },
          {
            name: 'Yearly',
            value: 'yearly',
          },
        ],
        default: '',
        description: 'How often the event repeats',
      },
      {
        displayName: 'Repeat How Many Times?',
        name: 'repeatHowManyTimes',
        type: 'number',
        typeOptions: {
          minValue: 1,
        },
        default: 1,
        description: 'How many times the event happens in all',
      },
      {
        displayName: 'Repeat Until',
        name: 'repeatUntil',
        type: 'dateTime',
        default: '',
        description: 'The last time the event may repeat',
      },
      {
        displayName: 'RRULE',
        name: 'rrule',
        type: 'string',
        default: '',
        description:
          'A recurrence rule (RFC 5545) without the leading "RRULE:"; when set, the repeat fields above are ignored',
      },
      {
        displayName: 'Send Updates',
        name: 'sendUpdates',
        type: 'options',
        options: [
          {
            name: 'All',
            value: 'all',
          },
          {
            name: 'External Only',
            value: 'externalOnly',
          },
          {
            name: 'None',
            value: 'none',
          },
        ],
        default: '',
        description: 'Who Google notifies by e-mail about the change',
      },
      {
        displayName: 'Show Me As',
        name: 'showMeAs',
        type: 'options',
        options: [
          {
            name: 'Available',
            value: 'transparent',
          },
          {
            name: 'Busy',
            value: 'opaque',
          },
        ],
        default: 'opaque',
        description: 'Whether the event blocks time in free/busy look-ups',
      },
      {
        displayName: 'Summary',
        name: 'summary',
        type: 'string',
        default: '',
        description: "The event's title",
      },
      {
        displayName: 'Visibility',
        name: 'visibility',
        type: 'options',
        options: [
          {
            name: 'Confidential',
            value: 'confidential',
          },
          {
            name: 'Default',
            value: 'default',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Public',
            value: 'public',
          },
        ],
        default: 'default',
        description: "Who can see the event's details",
      },
    ],
  },
  {
    displayName: 'Reminders',
    name: 'remindersUi',
    type: 'fixedCollection',
    default: {},
    placeholder: 'Add Reminder',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['create'],
        useDefaultReminders: [false],
      },
    },
    options: [
      {
        name: 'remindersValues',
        displayName: 'Reminder',
        values: [
          {
            displayName: 'Method',
            name: 'method',
            type: 'options',
            options: [
              {
                name: 'Email',
                value: 'email',
              },
              {
                name: 'Popup',
                value: 'popup',
              },
            ],
            default: '',
            description: 'How the reminder is given',
          },
          {
            displayName: 'Minutes Before',
            name: 'minutes',
            type: 'number',
            typeOptions: {
              minValue: 0,
              maxValue: 40320,
            },
            default: 0,
            description: 'How long before the start the reminder comes (up to four weeks)',
          },
        ],
      },
    ],
    description: 'The reminders of this event',
  },
  {
    displayName: 'Event ID',
    name: 'eventId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['event'],
      },
    },
    default: '',
    description: "The event's ID",
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['event'],
      },
    },
    options: [
      {
        displayName: 'Send Updates',
        name: 'sendUpdates',
        type: 'options',
        options: [
          {
            name: 'All',
            value: 'all',
          },
          {
            name: 'External Only',
            value: 'externalOnly',
          },
          {
            name: 'None',
            value: 'none',
          },
        ],
        default: '',
        description: 'Who Google notifies by e-mail about the change',
      },
    ],
  },
  {
    displayName: 'Event ID',
    name: 'eventId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['event'],
      },
    },
    default: '',
    description: "The event's ID",
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['event'],
      },
    },
    options: [
      {
        displayName: 'Max Attendees',
        name: 'maxAttendees',
        type: 'number',
        default: 0,
        description: "At most this many guests per event (0: Google's default)",
      },
      {
        displayName: 'Return Next Instance of Recurring Event',
        name: 'returnNextInstance',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            '@version': [
              {
                _cnd: {
                  gte: 1.3,
                },
              },
            ],
          },
        },
        description: 'For a recurring event: answer its next occurrence instead of the series',
      },
      {
        displayName: 'Timezone',
        name: 'timeZone',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Timezone',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Timezone...',
            typeOptions: {
              searchListMethod: 'getTimezones',
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
                  regex: TIMEZONE_VALIDATION_REGEX,
                  errorMessage: 'Not a valid Timezone',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '([-+/_a-zA-Z0-9]*)',
            },
            placeholder: 'Europe/Berlin',
          },
        ],
        description: "The time zone the answer's times are written in",
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['event'],
      },
    },
    default: false,
    description: 'Whether to answer every event or stop at the limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['event'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
    description: 'At most this many events',
  },
  {
    displayName: 'After',
    name: 'timeMin',
    type: 'dateTime',
    default: '={{ $now }}',
    displayOptions: {
      show: {
        '@version': [
          {
            _cnd: {
              gte: 1.3,
            },
          },
        ],
        operation: ['getAll'],
        resource: ['event'],
      },
    },
    description: 'Where the time window begins',
  },
  {
    displayName: 'Before',
    name: 'timeMax',
    type: 'dateTime',
    default: '={{ $now.plus({ week: 1 }) }}',
    displayOptions: {
      show: {
        '@version': [
          {
            _cnd: {
              gte: 1.3,
            },
          },
        ],
        operation: ['getAll'],
        resource: ['event'],
      },
    },
    description: 'Where the time window ends',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['event'],
      },
    },
    options: [
      {
        displayName: 'After',
        name: 'timeMin',
        type: 'dateTime',
        default: '',
        displayOptions: {
          hide: {
            '@version': [
              {
                _cnd: {
                  gte: 1.3,
                },
              },
            ],
          },
        },
        description: 'Only events ending after this time',
      },
      {
        displayName: 'Before',
        name: 'timeMax',
        type: 'dateTime',
        default: '',
        displayOptions: {
          hide: {
            '@version': [
              {
                _cnd: {
                  gte: 1.3,
                },
              },
            ],
          },
        },
        description: 'Only events starting before this time',
      },
      {
        displayName: 'Expand Events',
        name: 'singleEvents',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            '@version': [
              {
                _cnd: {
                  gte: 1.3,
                },
              },
            ],
          },
        },
        description: 'Whether recurring events come back as their single occurrences',
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        placeholder: 'e.g. items(ID,status,summary)',
        default: '',
        description: "Only these fields of the answer (Google's partial-response syntax)",
      },
      {
        displayName: 'iCalUID',
        name: 'iCalUID',
        type: 'string',
        default: '',
        description: 'Only the event with this iCalendar ID',
      },
      {
        displayName: 'Max Attendees',
        name: 'maxAttendees',
        type: 'number',
        default: 0,
        description: "At most this many guests per event (0: Google's default)",
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'options',
        options: [
          {
            name: 'Start Time',
            value: 'startTime',
          },
          {
            name: 'Updated',
            value: 'updated',
          },
        ],
        default: '',
        description: 'How the events are sorted',
      },
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        description: "Free-text search in the events' fields",
      },
      {
        displayName: 'Recurring Event Handling',
        name: 'recurringEventHandling',
        type: 'options',
        default: 'expand',
        options: [
          {
            name: 'All Occurrences',
            value: 'expand',
            description: 'Every occurrence in the time window',
          },
          {
            name: 'First Occurrence',
            value: 'first',
            description: 'The series itself, once',
          },
          {
            name: 'Next Occurrence',
            value: 'next',
            description: 'The next occurrence from now',
          },
        ],
        displayOptions: {
          show: {
            '@version': [
              {
                _cnd: {
                  gte: 1.3,
                },
              },
            ],
          },
        },
        description: 'What recurring events give',
      },
      {
        displayName: 'Show Deleted',
        name: 'showDeleted',
        type: 'boolean',
        default: false,
        description: 'Whether cancelled events are included',
      },
      {
        displayName: 'Show Hidden Invitations',
        name: 'showHiddenInvitations',
        type: 'boolean',
        default: false,
        description: 'Whether hidden invitations are included',
      },
      {
        displayName: 'Timezone',
        name: 'timeZone',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Timezone',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Timezone...',
            typeOptions: {
              searchListMethod: 'getTimezones',
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
                  regex: TIMEZONE_VALIDATION_REGEX,
                  errorMessage: 'Not a valid Timezone',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '([-+/_a-zA-Z0-9]*)',
            },
            placeholder: 'Europe/Berlin',
          },
        ],
        description: "The time zone the answer's times are written in",
      },
      {
        displayName: 'Updated Min',
        name: 'updatedMin',
        type: 'dateTime',
        default: '',
        description: 'Only events changed after this time',
      },
    ],
  },
  {
    displayName: 'Event ID',
    name: 'eventId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['event'],
      },
    },
    default: '',
    description: "The event's ID",
  },
  {
    displayName: 'Modify',
    name: 'modifyTarget',
    type: 'options',
    options: [
      {
        name: 'Recurring Event Instance',
        value: 'instance',
      },
      {
        name: 'Recurring Event',
        value: 'event',
      },
    ],
    default: 'instance',
    displayOptions: {
      show: {
        '@tool': [false],
        '@version': [
          {
            _cnd: {
              gte: 1.3,
            },
          },
        ],
        resource: ['event'],
        operation: ['update'],
        eventId: [
          {
            _cnd: {
              includes: '_',
            },
          },
        ],
      },
    },
    description: 'For an occurrence of a recurring event: change only it, or the whole series',
  },
  {
    displayName: 'Use Default Reminders',
    name: 'useDefaultReminders',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['event'],
      },
    },
    default: true,
    description: "Whether the calendar's own reminders apply to the event",
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['event'],
      },
    },
    options: [
      {
        displayName: 'All Day',
        name: 'allday',
        type: 'options',
        options: [
          {
            name: 'Yes',
            value: 'yes',
          },
          {
            name: 'No',
            value: 'no',
          },
        ],
        default: 'no',
        description: 'Whether the event lasts whole days (only the dates of Start and End are used)',
      },
      {
        displayName: 'Attendees',
        name: 'attendeesUi',
        type: 'fixedCollection',
        placeholder: 'Add Attendees',
        default: {
          values: {
            mode: 'add',
            attendees: [],
          },
        },
        options: [
          {
            displayName: 'Values',
            name: 'values',
            values: [
              {
                displayName: 'Mode',
                name: 'mode',
                type: 'options',
                default: 'add',
                options: [
                  {
                    name: 'Add Attendees Below [Default]',
                    value: 'add',
                  },
                  {
                    name: 'Replace Attendees with Those Below',
                    value: 'replace',
                  },
                ],
                description: 'Whether the guests below join the current ones or replace them',
              },
              {
                displayName: 'Attendees',
                name: 'attendees',
                type: 'string',
                typeOptions: {
                  multipleValues: true,
                  multipleValueButtonText: 'Add Attendee',
                },
                default: '',
                description: 'E-mail addresses of the guests; several can be given separated by commas',
              },
            ],
          },
        ],
        displayOptions: {
          show: {
            '@version': [
              {
                _cnd: {
                  gte: 1.2,
                },
              },
            ],
          },
        },
        description: 'Guests to add, or the new guest list',
      },
      {
        displayName: 'Attendees',
        name: 'attendees',
        type: 'string',
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add Attendee',
        },
        default: '',
        displayOptions: {
          show: {
            '@version': [1, 1.1],
          },
        },
        description: 'E-mail addresses of the guests; several can be given separated by commas',
      },
      {
        displayName: 'Color Name or ID',
        name: 'color',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getColors',
        },
        default: '',
        description: "The event's color. Choose from the list, or give an ID with an expression.",
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        description: "The event's notes",
      },
      {
        displayName: 'End',
        name: 'end',
        type: 'dateTime',
        default: '',
        description: "The event's new end",
      },
      {
        displayName: 'Guests Can Invite Others',
        name: 'guestsCanInviteOthers',
        type: 'boolean',
        default: true,
        description: 'Whether guests may invite more people',
      },
      {
        displayName: 'Guests Can Modify',
        name: 'guestsCanModify',
        type: 'boolean',
        default: false,
        description: 'Whether guests may change the event',
      },
      {
        displayName: 'Guests Can See Other Guests',
        name: 'guestsCanSeeOtherGuests',
        type: 'boolean',
        default: true,
        description: 'Whether guests see who else is invited',
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        default: '',
        description: 'Your own ID for the event: 5 to 1024 characters, lowercase a–v and digits 0–9',
      },
      {
        displayName: 'Location',
        name: 'location',
        type: 'string',
        default: '',
        description: 'Where the event takes place, as free text',
      },
      {
        displayName: 'Max Attendees',
        name: 'maxAttendees',
        type: 'number',
        default: 0,
        description: "At most this many guests in the answer (0: Google's default)",
      },
      {
        displayName: 'Repeat Frequency',
        name: 'repeatFrecuency',
        type: 'options',
        options: [
          {
            name: 'Daily',
            value: 'Daily',
          },
          {
            name: 'Weekly',
            value: 'weekly',
          },
          {
            name: 'Monthly',
            value: 'monthly',
          },
          {
            name: 'Yearly',
            value: 'yearly',
          },
        ],
        default: '',
        description: 'How often the event repeats',
      },
      {
        displayName: 'Repeat How Many Times?',
        name: 'repeatHowManyTimes',
        type: 'number',
        typeOptions: {
          minValue: 1,
        },
        default: 1,
        description: 'How many times the event happens in all',
      },
      {
        displayName: 'Repeat Until',
        name: 'repeatUntil',
        type: 'dateTime',
        default: '',
        description: 'The last time the event may repeat',
      },
      {
        displayName: 'RRULE',
        name: 'rrule',
        type: 'string',
        default: '',
        description:
          'A recurrence rule (RFC 5545) without the leading "RRULE:"; when set, the repeat fields above are ignored',
      },
      {
        displayName: 'Send Updates',
        name: 'sendUpdates',
        type: 'options',
        options: [
          {
            name: 'All',
            value: 'all',
          },
          {
            name: 'External Only',
            value: 'externalOnly',
          },
          {
            name: 'None',
            value: 'none',
          },
        ],
        default: '',
        description: 'Who Google notifies by e-mail about the change',
      },
      {
        displayName: 'Show Me As',
        name: 'showMeAs',
        type: 'options',
        options: [
          {
            name: 'Available',
            value: 'transparent',
          },
          {
            name: 'Busy',
            value: 'opaque',
          },
        ],
        default: 'opaque',
        description: 'Whether the event blocks time in free/busy look-ups',
      },
      {
        displayName: 'Start',
        name: 'start',
        type: 'dateTime',
        default: '',
        description: "The event's new start",
      },
      {
        displayName: 'Summary',
        name: 'summary',
        type: 'string',
        default: '',
        description: "The event's title",
      },
      {
        displayName: 'Visibility',
        name: 'visibility',
        type: 'options',
        options: [
          {
            name: 'Confidential',
            value: 'confidential',
          },
          {
            name: 'Default',
            value: 'default',
          },
          {
            name: 'Public',
            value: 'public',
          },
          {
            name: 'Private',
            value: 'private',
          },
        ],
        default: 'default',
        description: "Who can see the event's details",
      },
    ],
  },
  {
    displayName: 'Reminders',
    name: 'remindersUi',
    type: 'fixedCollection',
    default: {},
    placeholder: 'Add Reminder',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['update'],
        useDefaultReminders: [false],
      },
    },
    options: [
      {
        name: 'remindersValues',
        displayName: 'Reminder',
        values: [
          {
            displayName: 'Method',
            name: 'method',
            type: 'options',
            options: [
              {
                name: 'Email',
                value: 'email',
              },
              {
                name: 'Popup',
                value: 'popup',
              },
            ],
            default: '',
            description: 'How the reminder is given',
          },
          {
            displayName: 'Minutes Before',
            name: 'minutes',
            type: 'number',
            typeOptions: {
              minValue: 0,
              maxValue: 40320,
            },
            default: 0,
            description: 'How long before the start the reminder comes (up to four weeks)',
          },
        ],
      },
    ],
    description: 'The reminders of this event',
  },
  {
    displayName:
      "Times without a zone are read in the workflow's time zone (set in the workflow settings, else the instance's)",
    name: 'useN8nTimeZone',
    type: 'notice',
    default: '',
  },
];
