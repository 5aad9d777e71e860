/**
 * Lemlist Trigger 1's parameters (n8n's `n8n-nodes-base.lemlistTrigger`): the activity to listen for and the hook's options. Names, types, defaults and options are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const lemlistTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Event',
    name: 'event',
    type: 'options',
    required: true,
    default: '',
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Contacted',
        value: 'contacted',
      },
      {
        name: 'Hooked',
        value: 'hooked',
      },
      {
        name: 'Attracted',
        value: 'attracted',
      },
      {
        name: 'Warmed',
        value: 'warmed',
      },
      {
        name: 'Interested',
        value: 'interested',
      },
      {
        name: 'Skipped',
        value: 'skipped',
      },
      {
        name: 'Not Interested',
        value: 'notInterested',
      },
      {
        name: 'Emails Sent',
        value: 'emailsSent',
      },
      {
        name: 'Emails Opened',
        value: 'emailsOpened',
      },
      {
        name: 'Emails Clicked',
        value: 'emailsClicked',
      },
      {
        name: 'Emails Replied',
        value: 'emailsReplied',
      },
      {
        name: 'Emails Bounced',
        value: 'emailsBounced',
      },
      {
        name: 'Emails Send Failed',
        value: 'emailsSendFailed',
      },
      {
        name: 'Emails Failed',
        value: 'emailsFailed',
      },
      {
        name: 'Emails Unsubscribed',
        value: 'emailsUnsubscribed',
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
        name: 'Opportunities Done',
        value: 'opportunitiesDone',
      },
      {
        name: 'Aircall Created',
        value: 'aircallCreated',
      },
      {
        name: 'Aircall Ended',
        value: 'aircallEnded',
      },
      {
        name: 'Aircall Done',
        value: 'aircallDone',
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
        name: 'Api Interested',
        value: 'apiInterested',
      },
      {
        name: 'Api Not Interested',
        value: 'apiNotInterested',
      },
      {
        name: 'Api Failed',
        value: 'apiFailed',
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
        name: 'LinkedIn Invite Done',
        value: 'linkedinInviteDone',
      },
      {
        name: 'LinkedIn Invite Failed',
        value: 'linkedinInviteFailed',
      },
      {
        name: 'LinkedIn Invite Accepted',
        value: 'linkedinInviteAccepted',
      },
      {
        name: 'LinkedIn Replied',
        value: 'linkedinReplied',
      },
      {
        name: 'LinkedIn Sent',
        value: 'linkedinSent',
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
        name: 'LinkedIn Interested',
        value: 'linkedinInterested',
      },
      {
        name: 'LinkedIn Not Interested',
        value: 'linkedinNotInterested',
      },
      {
        name: 'LinkedIn Send Failed',
        value: 'linkedinSendFailed',
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
        name: 'Paused',
        value: 'paused',
      },
      {
        name: 'Resumed',
        value: 'resumed',
      },
      {
        name: 'Custom Domain Errors',
        value: 'customDomainErrors',
      },
      {
        name: 'Connection Issue',
        value: 'connectionIssue',
      },
      {
        name: 'Send Limit Reached',
        value: 'sendLimitReached',
      },
      {
        name: 'Lemwarm Paused',
        value: 'lemwarmPaused',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Campaign Name or ID',
        name: 'campaignId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCampaigns',
        },
        default: '',
      },
      {
        displayName: 'Is First',
        name: 'isFirst',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
