/**
 * Salesforce Trigger 1's parameters after `pollTimes` (n8n's `n8n-nodes-base.salesforceTrigger`): which object's creations or updates start the workflow.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const salesforceTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Trigger On',
    name: 'triggerOn',
    type: 'options',
    default: '',
    options: [
      {
        name: 'Account Created',
        value: 'accountCreated',
      },
      {
        name: 'Account Updated',
        value: 'accountUpdated',
      },
      {
        name: 'Attachment Created',
        value: 'attachmentCreated',
      },
      {
        name: 'Attachment Updated',
        value: 'attachmentUpdated',
      },
      {
        name: 'Case Created',
        value: 'caseCreated',
      },
      {
        name: 'Case Updated',
        value: 'caseUpdated',
      },
      {
        name: 'Contact Created',
        value: 'contactCreated',
      },
      {
        name: 'Contact Updated',
        value: 'contactUpdated',
      },
      {
        name: 'Custom Object Created',
        value: 'customObjectCreated',
      },
      {
        name: 'Custom Object Updated',
        value: 'customObjectUpdated',
      },
      {
        name: 'Lead Created',
        value: 'leadCreated',
      },
      {
        name: 'Lead Updated',
        value: 'leadUpdated',
      },
      {
        name: 'Opportunity Created',
        value: 'opportunityCreated',
      },
      {
        name: 'Opportunity Updated',
        value: 'opportunityUpdated',
      },
      {
        name: 'Task Created',
        value: 'taskCreated',
      },
      {
        name: 'Task Updated',
        value: 'taskUpdated',
      },
      {
        name: 'User Created',
        value: 'userCreated',
      },
      {
        name: 'User Updated',
        value: 'userUpdated',
      },
    ],
  },
  {
    displayName: 'Custom Object Name or ID',
    name: 'customObject',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCustomObjects',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        triggerOn: ['customObjectUpdated', 'customObjectCreated'],
      },
    },
  },
];
