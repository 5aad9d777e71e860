/**
 * Zoom's parameters (n8n's `n8n-nodes-base.zoom` 1). Names, types, defaults, options,
 * display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Zoom 1, in n8n's order. */
export const zoomProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Access Token',
        value: 'accessToken',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'accessToken',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Meeting',
        value: 'meeting',
      },
    ],
    default: 'meeting',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['meeting'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
      },
      {
        name: 'Delete',
        value: 'delete',
      },
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Get Many',
        value: 'getAll',
      },
      {
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Topic',
    name: 'topic',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['meeting'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['meeting'],
      },
    },
    options: [
      {
        displayName: 'Agenda',
        name: 'agenda',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Duration',
        name: 'duration',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
      },
      {
        displayName: 'Password',
        name: 'password',
        type: 'string',
        typeOptions: {
          password: true,
        },
        default: '',
      },
      {
        displayName: 'Schedule For',
        name: 'scheduleFor',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Settings',
        name: 'settings',
        type: 'collection',
        default: {},
        options: [
          {
            displayName: 'Audio',
            name: 'audio',
            type: 'options',
            options: [
              {
                name: 'Both Telephony and VoiP',
                value: 'both',
              },
              {
                name: 'Telephony',
                value: 'telephony',
              },
              {
                name: 'VOIP',
                value: 'voip',
              },
            ],
            default: 'both',
          },
          {
            displayName: 'Alternative Hosts',
            name: 'alternativeHosts',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Auto Recording',
            name: 'autoRecording',
            type: 'options',
            options: [
              {
                name: 'Record on Local',
                value: 'local',
              },
              {
                name: 'Record on Cloud',
                value: 'cloud',
              },
              {
                name: 'Disabled',
                value: 'none',
              },
            ],
            default: 'none',
          },
          {
            displayName: 'Host Meeting in China',
            name: 'cnMeeting',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Host Meeting in India',
            name: 'inMeeting',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Host Video',
            name: 'hostVideo',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Join Before Host',
            name: 'joinBeforeHost',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Muting Upon Entry',
            name: 'muteUponEntry',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Participant Video',
            name: 'participantVideo',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Registration Type',
            name: 'registrationType',
            type: 'options',
            options: [
              {
                name: 'Attendees register once and can attend any of the occurrences',
                value: 1,
              },
              {
                name: 'Attendees need to register for every occurrence',
                value: 2,
              },
              {
                name: 'Attendees register once and can choose one or more occurrences to attend',
                value: 3,
              },
            ],
            default: 1,
          },
          {
            displayName: 'Watermark',
            name: 'watermark',
            type: 'boolean',
            default: false,
          },
        ],
      },
      {
        displayName: 'Start Time',
        name: 'startTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Timezone Name or ID',
        name: 'timeZone',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getTimezones',
        },
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Instant Meeting',
            value: 1,
          },
          {
            name: 'Scheduled Meeting',
            value: 2,
          },
          {
            name: 'Recurring Meeting with No Fixed Time',
            value: 3,
          },
          {
            name: 'Recurring Meeting with Fixed Time',
            value: 8,
          },
        ],
        default: 2,
      },
    ],
  },
  {
    displayName: 'ID',
    name: 'meetingId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['meeting'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['meeting'],
      },
    },
    options: [
      {
        displayName: 'Occurrence ID',
        name: 'occurrenceId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Show Previous Occurrences',
        name: 'showPreviousOccurrences',
        type: 'boolean',
        default: false,
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
        resource: ['meeting'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['meeting'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 300,
    },
    default: 30,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['meeting'],
      },
    },
    options: [
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Scheduled',
            value: 'scheduled',
          },
          {
            name: 'Live',
            value: 'live',
          },
          {
            name: 'Upcoming',
            value: 'upcoming',
          },
        ],
        default: 'live',
      },
    ],
  },
  {
    displayName: 'ID',
    name: 'meetingId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['meeting'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['meeting'],
      },
    },
    options: [
      {
        displayName: 'Occurrence ID',
        name: 'occurrenceId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Schedule Reminder',
        name: 'scheduleForReminder',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'ID',
    name: 'meetingId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['meeting'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['meeting'],
      },
    },
    options: [
      {
        displayName: 'Agenda',
        name: 'agenda',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Duration',
        name: 'duration',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
      },
      {
        displayName: 'Password',
        name: 'password',
        type: 'string',
        typeOptions: {
          password: true,
        },
        default: '',
      },
      {
        displayName: 'Schedule For',
        name: 'scheduleFor',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Settings',
        name: 'settings',
        type: 'collection',
        default: {},
        options: [
          {
            displayName: 'Audio',
            name: 'audio',
            type: 'options',
            options: [
              {
                name: 'Both Telephony and VoiP',
                value: 'both',
              },
              {
                name: 'Telephony',
                value: 'telephony',
              },
              {
                name: 'VOIP',
                value: 'voip',
              },
            ],
            default: 'both',
          },
          {
            displayName: 'Alternative Hosts',
            name: 'alternativeHosts',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Auto Recording',
            name: 'autoRecording',
            type: 'options',
            options: [
              {
                name: 'Record on Local',
                value: 'local',
              },
              {
                name: 'Record on Cloud',
                value: 'cloud',
              },
              {
                name: 'Disabled',
                value: 'none',
              },
            ],
            default: 'none',
          },
          {
            displayName: 'Host Meeting in China',
            name: 'cnMeeting',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Host Meeting in India',
            name: 'inMeeting',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Host Video',
            name: 'hostVideo',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Join Before Host',
            name: 'joinBeforeHost',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Muting Upon Entry',
            name: 'muteUponEntry',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Participant Video',
            name: 'participantVideo',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Registration Type',
            name: 'registrationType',
            type: 'options',
            options: [
              {
                name: 'Attendees Register Once and Can Attend Any of the Occurrences',
                value: 1,
              },
              {
                name: 'Attendees Need to Register for Every Occurrence',
                value: 2,
              },
              {
                name: 'Attendees Register Once and Can Choose One or More Occurrences to Attend',
                value: 3,
              },
            ],
            default: 1,
          },
          {
            displayName: 'Watermark',
            name: 'watermark',
            type: 'boolean',
            default: false,
          },
        ],
      },
      {
        displayName: 'Start Time',
        name: 'startTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Timezone Name or ID',
        name: 'timeZone',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getTimezones',
        },
        default: '',
      },
      {
        displayName: 'Topic',
        name: 'topic',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Instant Meeting',
            value: 1,
          },
          {
            name: 'Scheduled Meeting',
            value: 2,
          },
          {
            name: 'Recurring Meeting with No Fixed Time',
            value: 3,
          },
          {
            name: 'Recurring Meeting with Fixed Time',
            value: 8,
          },
        ],
        default: 2,
      },
    ],
  },
];
