/**
 * Twilio 1's parameters (n8n's `n8n-nodes-base.twilio`): sending an SMS, MMS or WhatsApp message and
 * making a call. Names, types, defaults, options and display rules are n8n 1.123's, so workflows
 * saved by n8n's editor mean the same here.
 */
import type { NodeProperty } from '@weft/workflow';

const sendOrMake = { show: { operation: ['send', 'make'], resource: ['sms', 'call'] } };
const smsSend = { show: { operation: ['send'], resource: ['sms'] } };
const callMake = { show: { operation: ['make'], resource: ['call'] } };

/** Every parameter of Twilio 1, in n8n's order. */
export const twilioProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Call', value: 'call' },
      { name: 'SMS', value: 'sms' },
    ],
    default: 'sms',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['sms'] } },
    options: [
      {
        name: 'Send',
        value: 'send',
        description: 'Send an SMS, MMS or WhatsApp message',
        action: 'Send an SMS/MMS/WhatsApp message',
      },
    ],
    default: 'send',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['call'] } },
    options: [{ name: 'Make', value: 'make', action: 'Make a call' }],
    default: 'make',
  },
  {
    displayName: 'From',
    name: 'from',
    type: 'string',
    default: '',
    placeholder: '+14155238886',
    required: true,
    displayOptions: sendOrMake,
    description: 'The number the message or call comes from',
  },
  {
    displayName: 'To',
    name: 'to',
    type: 'string',
    default: '',
    placeholder: '+14155238886',
    required: true,
    displayOptions: sendOrMake,
    description: 'The number the message or call goes to',
  },
  {
    displayName: 'To Whatsapp',
    name: 'toWhatsapp',
    type: 'boolean',
    default: false,
    displayOptions: smsSend,
    description: 'Whether to send the message through WhatsApp',
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    displayOptions: smsSend,
    description: 'The text to send',
  },
  {
    displayName: 'Use TwiML',
    name: 'twiml',
    type: 'boolean',
    default: false,
    displayOptions: callMake,
    description: 'Whether the message is TwiML (Twilio Markup Language) rather than text to speak',
  },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, displayOptions: callMake },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Status Callback',
        name: 'statusCallback',
        type: 'string',
        default: '',
        description: 'A URL Twilio calls with the status changes of the message or call',
      },
    ],
  },
];
