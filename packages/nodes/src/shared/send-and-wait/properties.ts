/**
 * The parameters n8n's send-and-wait operation adds to a messaging node (Gmail, Send Email,
 * Telegram, Slack…), with n8n's names and defaults: the response type, the approval buttons, the
 * form of a free-text or custom-form answer, and the wait limit.
 */
import type { NodeProperty, NodeWebhookDescription } from '@weft/workflow';
import { FORM_CSS_VARIABLES, formFieldsProperty } from '../../form-trigger/form-fields.js';

/** The resume webhooks of a send-and-wait node: the links in the message call `$execution.resumeUrl/<node id>`. */
export const SEND_AND_WAIT_WEBHOOKS: NodeWebhookDescription[] = [
  {
    name: 'default',
    httpMethod: 'GET',
    responseMode: 'onReceived',
    responseData: '',
    path: '={{ $nodeId }}',
    restartWebhook: true,
    isFullPath: true,
  },
  {
    name: 'default',
    httpMethod: 'POST',
    responseMode: 'onReceived',
    responseData: '',
    path: '={{ $nodeId }}',
    restartWebhook: true,
    isFullPath: true,
  },
];

/** The default JSON of "Define Form: Using JSON", as n8n has it (a workflow that kept it saves nothing). */
export const SEND_AND_WAIT_JSON_FORM_DEFAULT = `${JSON.stringify(
  [
    { fieldLabel: 'Name', placeholder: 'enter your name', requiredField: true },
    { fieldLabel: 'Age', fieldType: 'number', placeholder: 'enter your age' },
    { fieldLabel: 'Email', fieldType: 'email', requiredField: true },
    { fieldLabel: 'Textarea', fieldType: 'textarea' },
    {
      fieldLabel: 'Dropdown Options',
      fieldType: 'dropdown',
      fieldOptions: { values: [{ option: 'option 1' }, { option: 'option 2' }] },
      requiredField: true,
    },
    {
      fieldLabel: 'Checkboxes',
      fieldType: 'checkbox',
      fieldOptions: { values: [{ option: 'option 1' }, { option: 'option 2' }] },
    },
    {
      fieldLabel: 'Radio',
      fieldType: 'radio',
      fieldOptions: { values: [{ option: 'option 1' }, { option: 'option 2' }] },
    },
    { fieldLabel: 'Email', fieldType: 'email', placeholder: 'me@mail.con' },
    { fieldLabel: 'File', fieldType: 'file', multipleFiles: true, acceptFileTypes: '.jpg, .png' },
    { fieldLabel: 'Number', fieldType: 'number' },
    { fieldLabel: 'Password', fieldType: 'password' },
  ],
  null,
  2,
)}\n`;

const limitWaitTime: NodeProperty = {
  displayName: 'Limit Wait Time',
  name: 'limitWaitTime',
  type: 'fixedCollection',
  description: 'Whether the execution goes on by itself when nobody answers in time',
  default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Limit Type',
          name: 'limitType',
          type: 'options',
          default: 'afterTimeInterval',
          options: [
            { name: 'After Time Interval', value: 'afterTimeInterval', description: 'Wait for an amount of time' },
            { name: 'At Specified Time', value: 'atSpecifiedTime', description: 'Wait until a date and time' },
          ],
        },
        {
          displayName: 'Amount',
          name: 'resumeAmount',
          type: 'number',
          default: 1,
          typeOptions: { minValue: 0, numberPrecision: 2 },
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
        },
        {
          displayName: 'Unit',
          name: 'resumeUnit',
          type: 'options',
          default: 'hours',
          options: [
            { name: 'Minutes', value: 'minutes' },
            { name: 'Hours', value: 'hours' },
            { name: 'Days', value: 'days' },
          ],
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
        },
        {
          displayName: 'Max Date and Time',
          name: 'maxDateAndTime',
          type: 'dateTime',
          default: '',
          displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
        },
      ],
    },
  ],
};

const appendAttribution: NodeProperty = {
  displayName: 'Append n8n Attribution',
  name: 'appendAttribution',
  type: 'boolean',
  default: true,
  description: 'Whether to end the message with a line saying it was sent automatically by this instance',
};

/**
 * The send-and-wait parameters shown for `show` (e.g. `{ resource: ['message'], operation: ['sendAndWait'] }`).
 * The node puts its own recipient, subject and message parameters before them.
 */
export function sendAndWaitProperties(show: Record<string, string[]>): NodeProperty[] {
  const on = (extra: Record<string, string[]> = {}) => ({ show: { ...extra, ...show } });
  return [
    {
      displayName: 'Response Type',
      name: 'responseType',
      type: 'options',
      default: 'approval',
      options: [
        {
          name: 'Approval',
          value: 'approval',
          description: 'The recipient approves or declines with a button in the message',
        },
        { name: 'Free Text', value: 'freeText', description: 'The recipient answers in a form with one text box' },
        { name: 'Custom Form', value: 'customForm', description: 'The recipient answers in a form you define' },
      ],
      displayOptions: on(),
    },
    {
      displayName: 'Define Form',
      name: 'defineForm',
      type: 'options',
      noDataExpression: true,
      default: 'fields',
      options: [
        { name: 'Using Fields Below', value: 'fields' },
        { name: 'Using JSON', value: 'json' },
      ],
      displayOptions: on({ responseType: ['customForm'] }),
    },
    {
      displayName: 'Form Fields',
      name: 'jsonOutput',
      type: 'json',
      typeOptions: { rows: 5 },
      default: SEND_AND_WAIT_JSON_FORM_DEFAULT,
      description: 'A JSON array of fields, each shaped like a Form Element',
      displayOptions: on({ defineForm: ['json'], responseType: ['customForm'] }),
    },
    { ...formFieldsProperty, displayOptions: on({ defineForm: ['fields'], responseType: ['customForm'] }) },
    {
      displayName: 'Approval Options',
      name: 'approvalOptions',
      type: 'fixedCollection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            {
              displayName: 'Type of Approval',
              name: 'approvalType',
              type: 'options',
              default: 'single',
              options: [
                { name: 'Approve Only', value: 'single' },
                { name: 'Approve and Disapprove', value: 'double' },
              ],
            },
            {
              displayName: 'Approve Button Label',
              name: 'approveLabel',
              type: 'string',
              default: 'Approve',
              displayOptions: { show: { approvalType: ['single', 'double'] } },
            },
            {
              displayName: 'Approve Button Style',
              name: 'buttonApprovalStyle',
              type: 'options',
              default: 'primary',
              options: [
                { name: 'Primary', value: 'primary' },
                { name: 'Secondary', value: 'secondary' },
              ],
              displayOptions: { show: { approvalType: ['single', 'double'] } },
            },
            {
              displayName: 'Disapprove Button Label',
              name: 'disapproveLabel',
              type: 'string',
              default: 'Decline',
              displayOptions: { show: { approvalType: ['double'] } },
            },
            {
              displayName: 'Disapprove Button Style',
              name: 'buttonDisapprovalStyle',
              type: 'options',
              default: 'secondary',
              options: [
                { name: 'Primary', value: 'primary' },
                { name: 'Secondary', value: 'secondary' },
              ],
              displayOptions: { show: { approvalType: ['double'] } },
            },
          ],
        },
      ],
      displayOptions: on({ responseType: ['approval'] }),
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [limitWaitTime, appendAttribution],
      displayOptions: on({ responseType: ['approval'] }),
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        { displayName: 'Message Button Label', name: 'messageButtonLabel', type: 'string', default: 'Respond' },
        {
          displayName: 'Response Form Title',
          name: 'responseFormTitle',
          type: 'string',
          default: '',
          description: 'The title of the form the recipient answers in',
        },
        {
          displayName: 'Response Form Description',
          name: 'responseFormDescription',
          type: 'string',
          default: '',
          description: "The text under the form's title",
        },
        {
          displayName: 'Response Form Button Label',
          name: 'responseFormButtonLabel',
          type: 'string',
          default: 'Submit',
        },
        {
          displayName: 'Response Form Custom Styling',
          name: 'responseFormCustomCss',
          type: 'string',
          typeOptions: { rows: 10, editor: 'cssEditor' },
          default: FORM_CSS_VARIABLES,
          description: "CSS that overrides the form page's look",
        },
        limitWaitTime,
        appendAttribution,
      ],
      displayOptions: on({ responseType: ['freeText', 'customForm'] }),
    },
  ];
}
