/**
 * Brevo Trigger 1's parameters (n8n's `n8n-nodes-base.sendInBlueTrigger`): the webhook type and its events.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows
 * saved by n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const sendInBlueTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    default: 'transactional',
    name: 'type',
    options: [
      {
        name: 'Inbound',
        value: 'inbound',
      },
      {
        name: 'Marketing',
        value: 'marketing',
      },
      {
        name: 'Transactional',
        value: 'transactional',
      },
    ],
    required: true,
    type: 'options',
  },
  {
    displayName: 'Trigger On',
    displayOptions: {
      show: {
        type: ['transactional'],
      },
    },
    name: 'events',
    options: [
      {
        name: 'Email Blocked',
        value: 'blocked',
      },
      {
        name: 'Email Clicked',
        value: 'click',
      },
      {
        name: 'Email Deferred',
        value: 'deferred',
      },
      {
        name: 'Email Delivered',
        value: 'delivered',
      },
      {
        name: 'Email Hard Bounce',
        value: 'hardBounce',
      },
      {
        name: 'Email Invalid',
        value: 'invalid',
      },
      {
        name: 'Email Marked Spam',
        value: 'spam',
      },
      {
        name: 'Email Opened',
        value: 'opened',
      },
      {
        name: 'Email Sent',
        value: 'request',
      },
      {
        name: 'Email Soft-Bounce',
        value: 'softBounce',
      },
      {
        name: 'Email Unique Open',
        value: 'uniqueOpened',
      },
      {
        name: 'Email Unsubscribed',
        value: 'unsubscribed',
      },
    ],
    default: [],
    required: true,
    type: 'multiOptions',
  },
  {
    displayName: 'Trigger On',
    displayOptions: {
      show: {
        type: ['marketing'],
      },
    },
    name: 'events',
    options: [
      {
        name: 'Marketing Email Clicked',
        value: 'click',
      },
      {
        name: 'Marketing Email Delivered',
        value: 'delivered',
      },
      {
        name: 'Marketing Email Hard Bounce',
        value: 'hardBounce',
      },
      {
        name: 'Marketing Email List Addition',
        value: 'listAddition',
      },
      {
        name: 'Marketing Email Opened',
        value: 'opened',
      },
      {
        name: 'Marketing Email Soft Bounce',
        value: 'softBounce',
      },
      {
        name: 'Marketing Email Spam',
        value: 'spam',
      },
      {
        name: 'Marketing Email Unsubscribed',
        value: 'unsubscribed',
      },
    ],
    default: [],
    required: true,
    type: 'multiOptions',
  },
  {
    displayName: 'Trigger On',
    displayOptions: {
      show: {
        type: ['inbound'],
      },
    },
    name: 'events',
    options: [
      {
        name: 'Inbound Email Processed',
        value: 'inboundEmailProcessed',
      },
    ],
    default: [],
    required: true,
    type: 'multiOptions',
  },
];
