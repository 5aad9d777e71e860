/**
 * Lemlist 2's parameters (n8n's `n8n-nodes-base.lemlist` at typeVersion 2): activities, campaigns and their stats, enrichment, leads, the team and its credits, and unsubscribes. Names, types, defaults, options and display rules are n8n 1.123's; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const lemlistV2Properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Activity',
        value: 'activity',
      },
      {
        name: 'Campaign',
        value: 'campaign',
      },
      {
        name: 'Enrichment',
        value: 'enrich',
      },
      {
        name: 'Lead',
        value: 'lead',
      },
      {
        name: 'Team',
        value: 'team',
      },
      {
        name: 'Unsubscribe',
        value: 'unsubscribe',
      },
    ],
    default: 'activity',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getAll',
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many activities',
      },
    ],
    displayOptions: {
      show: {
        resource: ['activity'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['activity'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 5,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['activity'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['activity'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Campaign Name or ID',
        name: 'campaignId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getCampaigns',
        },
      },
      {
        displayName: 'Is First',
        name: 'isFirst',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Lead ID',
        name: 'leadId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: 'emailsOpened',
        options: [
          {
            name: 'Aircall Created',
            value: 'aircallCreated',
          },
          {
            name: 'Aircall Done',
            value: 'aircallDone',
          },
          {
            name: 'Aircall Ended',
            value: 'aircallEnded',
          },
          {
            name: 'Aircall Interested',
            value: 'aircallInterested',
          },
          {
            name: 'Aircall Not Interested',
            value: 'aircallNotInterested',
          },
          {
            name: 'Api Done',
            value: 'apiDone',
          },
          {
            name: 'Api Failed',
            value: 'apiFailed',
          },
          {
            name: 'Api Interested',
            value: 'apiInterested',
          },
          {
            name: 'Api Not Interested',
            value: 'apiNotInterested',
          },
          {
            name: 'Attracted',
            value: 'attracted',
          },
          {
            name: 'Connection Issue',
            value: 'connectionIssue',
          },
          {
            name: 'Contacted',
            value: 'contacted',
          },
          {
            name: 'Custom Domain Errors',
            value: 'customDomainErrors',
          },
          {
            name: 'Emails Bounced',
            value: 'emailsBounced',
          },
          {
            name: 'Emails Clicked',
            value: 'emailsClicked',
          },
          {
            name: 'Emails Failed',
            value: 'emailsFailed',
          },
          {
            name: 'Emails Interested',
            value: 'emailsInterested',
          },
          {
            name: 'Emails Not Interested',
            value: 'emailsNotInterested',
          },
          {
            name: 'Emails Opened',
            value: 'emailsOpened',
          },
          {
            name: 'Emails Replied',
            value: 'emailsReplied',
          },
          {
            name: 'Emails Send Failed',
            value: 'emailsSendFailed',
          },
          {
            name: 'Emails Sent',
            value: 'emailsSent',
          },
          {
            name: 'Emails Unsubscribed',
            value: 'emailsUnsubscribed',
          },
          {
            name: 'Hooked',
            value: 'hooked',
          },
          {
            name: 'Interested',
            value: 'interested',
          },
          {
            name: 'Lemwarm Paused',
            value: 'lemwarmPaused',
          },
          {
            name: 'LinkedIn Interested',
            value: 'linkedinInterested',
          },
          {
            name: 'LinkedIn Invite Accepted',
            value: 'linkedinInviteAccepted',
          },
          {
            name: 'LinkedIn Invite Done',
            value: 'linkedinInviteDone',
          },
          {
            name: 'LinkedIn Invite Failed',
            value: 'linkedinInviteFailed',
          },
          {
            name: 'LinkedIn Not Interested',
            value: 'linkedinNotInterested',
          },
          {
            name: 'LinkedIn Replied',
            value: 'linkedinReplied',
          },
          {
            name: 'LinkedIn Send Failed',
            value: 'linkedinSendFailed',
          },
          {
            name: 'LinkedIn Sent',
            value: 'linkedinSent',
          },
          {
            name: 'LinkedIn Visit Done',
            value: 'linkedinVisitDone',
          },
          {
            name: 'LinkedIn Visit Failed',
            value: 'linkedinVisitFailed',
          },
          {
            name: 'LinkedIn Voice Note Done',
            value: 'linkedinVoiceNoteDone',
          },
          {
            name: 'LinkedIn Voice Note Failed',
            value: 'linkedinVoiceNoteFailed',
          },
          {
            name: 'Manual Interested',
            value: 'manualInterested',
          },
          {
            name: 'Manual Not Interested',
            value: 'manualNotInterested',
          },
          {
            name: 'Not Interested',
            value: 'notInterested',
          },
          {
            name: 'Opportunities Done',
            value: 'opportunitiesDone',
          },
          {
            name: 'Paused',
            value: 'paused',
          },
          {
            name: 'Resumed',
            value: 'resumed',
          },
          {
            name: 'Send Limit Reached',
            value: 'sendLimitReached',
          },
          {
            name: 'Skipped',
            value: 'skipped',
          },
          {
            name: 'Warmed',
            value: 'warmed',
          },
        ],
      },
      {
        displayName: 'Version',
        name: 'version',
        type: 'string',
        default: 'v2',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getAll',
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many campaigns',
      },
      {
        name: 'Get Stats',
        value: 'getStats',
        action: 'Get campaign stats',
      },
    ],
    displayOptions: {
      show: {
        resource: ['campaign'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 5,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Version',
        name: 'version',
        type: 'string',
        default: 'v2',
      },
    ],
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getStats'],
      },
    },
  },
  {
    displayName: 'Start Date',
    name: 'startDate',
    type: 'dateTime',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getStats'],
      },
    },
  },
  {
    displayName: 'End Date',
    name: 'endDate',
    type: 'dateTime',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getStats'],
      },
    },
  },
  {
    displayName: 'Timezone',
    name: 'timezone',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getStats'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Fetches a previously completed enrichment',
      },
      {
        name: 'Enrich Lead',
        value: 'enrichLead',
        action: 'Enrich a lead using an email or LinkedIn URL',
      },
      {
        name: 'Enrich Person',
        value: 'enrichPerson',
        action: 'Enrich a person using an email or LinkedIn URL',
      },
    ],
    displayOptions: {
      show: {
        resource: ['enrich'],
      },
    },
  },
  {
    displayName: 'Enrichment ID',
    name: 'enrichId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['enrich'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Lead ID',
    name: 'leadId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['enrich'],
        operation: ['enrichLead'],
      },
    },
  },
  {
    displayName: 'Find Email',
    name: 'findEmail',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['enrich'],
        operation: ['enrichLead', 'enrichPerson'],
      },
    },
  },
  {
    displayName: 'Verify Email',
    name: 'verifyEmail',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['enrich'],
        operation: ['enrichLead', 'enrichPerson'],
      },
    },
  },
  {
    displayName: 'LinkedIn Enrichment',
    name: 'linkedinEnrichment',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['enrich'],
        operation: ['enrichLead', 'enrichPerson'],
      },
    },
  },
  {
    displayName: 'Find Phone',
    name: 'findPhone',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['enrich'],
        operation: ['enrichLead', 'enrichPerson'],
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
        resource: ['enrich'],
        operation: ['enrichPerson'],
      },
    },
    options: [
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'firstName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'lastName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'LinkedIn Url',
        name: 'linkedinUrl',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Name',
        name: 'companyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Domain',
        name: 'companyDomain',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a lead',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a lead',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a lead',
      },
      {
        name: 'Unsubscribe',
        value: 'unsubscribe',
        action: 'Unsubscribe a lead',
      },
    ],
    displayOptions: {
      show: {
        resource: ['lead'],
      },
    },
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
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
        resource: ['lead'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Company Name',
        name: 'companyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Domain',
        name: 'companyDomain',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Deduplicate',
        name: 'deduplicate',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Find Email',
        name: 'findEmail',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Find Phone',
        name: 'findPhone',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'First Name',
        name: 'firstName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Icebreaker',
        name: 'icebreaker',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Job Title',
        name: 'jobTitle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'lastName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'LinkedIn Enrichment',
        name: 'linkedinEnrichment',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'LinkedIn URL',
        name: 'linkedinUrl',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Picture URL',
        name: 'picture',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Verify Email',
        name: 'verifyEmail',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['unsubscribe'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['unsubscribe'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a team',
      },
      {
        name: 'Get Credits',
        value: 'getCredits',
        action: 'Get team credits',
      },
    ],
    displayOptions: {
      show: {
        resource: ['team'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'add',
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add an email to an unsubscribe list',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an email from an unsubscribe list',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many unsubscribed emails',
      },
    ],
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 5,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
];
