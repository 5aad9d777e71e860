import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import {
  customCssProperty,
  formDescriptionProperty,
  formFieldsProperty,
  formTitleProperty,
} from '../form-trigger/form-fields.js';

const page = { operation: ['page'] };
const completion = { operation: ['completion'] };

/** The example fields of "Using JSON" (the same shape as the Form Elements). */
const JSON_EXAMPLE = JSON.stringify(
  [
    { fieldLabel: 'Name', placeholder: 'your name', requiredField: true },
    { fieldLabel: 'Age', fieldType: 'number' },
    { fieldLabel: 'Email', fieldType: 'email', requiredField: true },
    { fieldLabel: 'Colour', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'red' }, { option: 'blue' }] } },
  ],
  null,
  2,
);

function waitLimit(show: Record<string, unknown>): NodeProperty[] {
  return [
    {
      displayName: 'Limit Wait Time',
      name: 'limitWaitTime',
      type: 'boolean',
      default: false,
      description: 'Whether the execution goes on by itself when nobody submits the page in time',
      displayOptions: { show },
    },
    {
      displayName: 'Limit Type',
      name: 'limitType',
      type: 'options',
      default: 'afterTimeInterval',
      options: [
        { name: 'After Time Interval', value: 'afterTimeInterval', description: 'Wait for an amount of time' },
        { name: 'At Specified Time', value: 'atSpecifiedTime', description: 'Wait until a date and time' },
      ],
      displayOptions: { show: { ...show, limitWaitTime: [true] } },
    },
    {
      displayName: 'Amount',
      name: 'resumeAmount',
      type: 'number',
      default: 1,
      typeOptions: { minValue: 0, numberPrecision: 2 },
      displayOptions: { show: { ...show, limitWaitTime: [true], limitType: ['afterTimeInterval'] } },
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
      displayOptions: { show: { ...show, limitWaitTime: [true], limitType: ['afterTimeInterval'] } },
    },
    {
      displayName: 'Max Date and Time',
      name: 'maxDateAndTime',
      type: 'dateTime',
      default: '',
      displayOptions: { show: { ...show, limitWaitTime: [true], limitType: ['atSpecifiedTime'] } },
    },
  ] as NodeProperty[];
}

/** n8n Form 1 and 2.3: a further page of a Form Trigger's form, or its ending. */
export const formDescription: NodeTypeDescription = {
  displayName: 'n8n Form',
  name: 'weft.form',
  icon: 'file:form.svg',
  group: ['input'],
  version: [1, 2.3],
  defaultVersion: 2.3,
  description: 'A further page of a form started by a Form Trigger, or the page that ends it',
  defaults: { name: 'Form', color: '#ff6d5a' },
  inputs: ['main'],
  outputs: ['main'],
  webhooks: [
    { name: 'default', httpMethod: 'GET', path: '', restartWebhook: true, isFullPath: true, nodeType: 'form' },
    { name: 'default', httpMethod: 'POST', path: '', restartWebhook: true, isFullPath: true, nodeType: 'form' },
  ],
  properties: [
    { displayName: 'A Form Trigger must come before this node', name: 'triggerNotice', type: 'notice', default: '' },
    {
      displayName: 'Page Type',
      name: 'operation',
      type: 'options',
      default: 'page',
      noDataExpression: true,
      options: [
        { name: 'Next Form Page', value: 'page' },
        { name: 'Form Ending', value: 'completion' },
      ],
    },
    {
      displayName: 'Define Form',
      name: 'defineForm',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Using Fields Below', value: 'fields' },
        { name: 'Using JSON', value: 'json' },
      ],
      default: 'fields',
      displayOptions: { show: page },
    },
    {
      displayName: 'Form Fields',
      name: 'jsonOutput',
      type: 'json',
      typeOptions: { rows: 5 },
      default: JSON_EXAMPLE,
      description: 'A JSON array of fields, each shaped like a Form Element',
      displayOptions: { show: { ...page, defineForm: ['json'] } },
    },
    { ...formFieldsProperty, displayOptions: { show: { ...page, defineForm: ['fields'] } } },
    ...waitLimit(page),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: page },
      options: [
        { ...formTitleProperty, required: false },
        formDescriptionProperty,
        { displayName: 'Button Label', name: 'buttonLabel', type: 'string', default: 'Submit' },
        customCssProperty(),
      ],
    },
    {
      displayName: 'On n8n Form Submission',
      name: 'respondWith',
      type: 'options',
      default: 'text',
      options: [
        { name: 'Show Completion Screen', value: 'text', description: 'Show a title and a message' },
        { name: 'Redirect to URL', value: 'redirect', description: 'Send the user to a URL' },
        { name: 'Show Text', value: 'showText', description: 'Show a text or HTML page' },
        { name: 'Return Binary File', value: 'returnBinary', description: 'Send a file from the input' },
      ],
      displayOptions: { show: completion },
    },
    {
      displayName: 'URL',
      name: 'redirectUrl',
      type: 'string',
      default: '',
      required: true,
      displayOptions: { show: { ...completion, respondWith: ['redirect'] } },
    },
    {
      displayName: 'Completion Title',
      name: 'completionTitle',
      type: 'string',
      default: '',
      required: true,
      displayOptions: { show: { ...completion, respondWith: ['text', 'returnBinary'] } },
    },
    {
      displayName: 'Completion Message',
      name: 'completionMessage',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      displayOptions: { show: { ...completion, respondWith: ['text', 'returnBinary'] } },
    },
    {
      displayName: 'Text',
      name: 'responseText',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      placeholder: 'e.g. Thanks for filling in the form',
      description: 'The page to show; HTML is allowed',
      displayOptions: { show: { ...completion, respondWith: ['showText'] } },
    },
    {
      displayName: 'Input Data Field Name',
      name: 'inputDataFieldName',
      type: 'string',
      default: 'data',
      placeholder: 'e.g. data',
      description: 'The binary property of the input whose file is sent',
      displayOptions: { show: { ...completion, respondWith: ['returnBinary'] } },
    },
    ...waitLimit(completion),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: { ...completion, respondWith: ['text', 'returnBinary', 'redirect'] } },
      options: [{ ...formTitleProperty, required: false, displayName: 'Completion Page Title' }, customCssProperty()],
    },
  ],
};
