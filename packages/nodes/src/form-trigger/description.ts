import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import {
  customCssProperty,
  formDescriptionProperty,
  formFieldsProperty,
  formPathProperty,
  formTitleProperty,
  responseModeProperty,
} from './form-fields.js';

const upTo21 = { '@version': [{ _cnd: { lte: 2.1 } }] };
const from22 = { '@version': [{ _cnd: { gte: 2.2 } }] };
const after2 = { '@version': [{ _cnd: { gt: 2 } }] };

const common: Pick<NodeTypeDescription, 'displayName' | 'icon' | 'group' | 'description' | 'inputs' | 'outputs'> = {
  displayName: 'n8n Form Trigger',
  icon: 'file:form.svg',
  group: ['trigger'],
  description: 'Starts the workflow when a web form hosted by Weft is submitted',
  inputs: [],
  outputs: ['main'],
};

/** Form Response (n8n's `respondWithOptions`): a text or a redirect after the submission. */
const respondWithOptions: NodeProperty = {
  displayName: 'Form Response',
  name: 'respondWithOptions',
  type: 'fixedCollection',
  placeholder: 'Add option',
  default: { values: { respondWith: 'text' } },
  displayOptions: { hide: { '/responseMode': ['responseNode'] } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Respond With',
          name: 'respondWith',
          type: 'options',
          default: 'text',
          options: [
            { name: 'Form Submitted Text', value: 'text', description: 'Show a text to the user' },
            { name: 'Redirect URL', value: 'redirect', description: 'Send the user to a URL' },
          ],
        },
        {
          displayName: 'Text to Show',
          name: 'formSubmittedText',
          type: 'string',
          default: 'Your response has been recorded',
          description: 'Shown once the form is submitted; empty shows no text',
          displayOptions: { show: { respondWith: ['text'] } },
        },
        {
          displayName: 'URL to Redirect to',
          name: 'redirectUrl',
          type: 'string',
          default: '',
          placeholder: 'e.g. https://example.com',
          description: 'Where the user goes once the form is submitted (http or https)',
          displayOptions: { show: { respondWith: ['redirect'] } },
        },
      ],
    },
  ],
};

/** Form Trigger 1: path, title, description, fields, response mode, submitted text. */
export const formTriggerV1Description: NodeTypeDescription = {
  ...common,
  name: 'weft.formTrigger',
  version: [1],
  defaults: { name: 'n8n Form Trigger', color: '#ff6d5a' },
  webhooks: [
    {
      name: 'setup',
      httpMethod: 'GET',
      responseMode: 'onReceived',
      isFullPath: true,
      path: '={{$parameter["path"]}}/n8n-form',
    },
    {
      name: 'default',
      httpMethod: 'POST',
      responseMode: '={{$parameter["responseMode"]}}',
      isFullPath: true,
      path: '={{$parameter["path"]}}/n8n-form',
      ndvHideUrl: true,
    },
  ],
  properties: [
    formPathProperty,
    formTitleProperty,
    formDescriptionProperty,
    formFieldsProperty,
    responseModeProperty(true),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { hide: { responseMode: ['responseNode'] } },
      options: [
        {
          displayName: 'Form Submitted Text',
          name: 'formSubmittedText',
          type: 'string',
          default: 'Your response has been recorded',
          description: 'Shown once the form is submitted',
        },
      ],
    },
  ],
};

/** Form Trigger 2 to 2.3: basic auth, options (path from 2.2, timezone and CSS from 2.1). */
export const formTriggerV2Description: NodeTypeDescription = {
  ...common,
  name: 'weft.formTrigger',
  version: [2, 2.1, 2.2, 2.3],
  defaultVersion: 2.3,
  defaults: { name: 'On form submission', color: '#ff6d5a' },
  webhooks: [
    // The editor shows the GET URL: the one to open in a browser (the form posts to the same URL).
    {
      name: 'setup',
      httpMethod: 'GET',
      responseMode: 'onReceived',
      isFullPath: true,
      path: '={{$parameter["path"] || $parameter["options"]["path"] || ""}}',
      nodeType: 'form',
    },
    {
      name: 'default',
      httpMethod: 'POST',
      responseMode: '={{$parameter["responseMode"]}}',
      isFullPath: true,
      path: '={{$parameter["path"] || $parameter["options"]["path"] || ""}}',
      ndvHideUrl: true,
      nodeType: 'form',
    },
  ],
  credentials: [{ name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } }],
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Basic Auth', value: 'basicAuth' },
        { name: 'None', value: 'none' },
      ],
      default: 'none',
    },
    { ...formPathProperty, displayOptions: { show: upTo21 } },
    formTitleProperty,
    formDescriptionProperty,
    formFieldsProperty,
    responseModeProperty(true, { show: upTo21 }),
    responseModeProperty(false, { show: from22 }),
    {
      displayName:
        'In the Respond to Webhook node, answer JSON with a formSubmittedText key to show a text, or a redirectURL key to send the user elsewhere',
      name: 'formNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { responseMode: ['responseNode'] } },
    },
    {
      displayName: 'Add a Form node after this one to build a form of several pages',
      name: 'addFormPage',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Append n8n Attribution',
          name: 'appendAttribution',
          type: 'boolean',
          default: true,
          description: 'Whether to show a line saying that the form is automated at the bottom of the page',
        },
        {
          displayName: 'Button Label',
          name: 'buttonLabel',
          type: 'string',
          default: 'Submit',
          description: 'The label of the submit button',
        },
        { ...formPathProperty, required: false, displayOptions: { show: from22 } },
        respondWithOptions,
        {
          displayName: 'Ignore Bots',
          name: 'ignoreBots',
          type: 'boolean',
          default: false,
          description: 'Whether to refuse link previewers and web crawlers',
        },
        {
          displayName: 'Use Workflow Timezone',
          name: 'useWorkflowTimezone',
          type: 'boolean',
          default: false,
          description: "Whether submittedAt is in the workflow's timezone rather than UTC",
          displayOptions: { show: { '@version': [2] } },
        },
        {
          displayName: 'Use Workflow Timezone',
          name: 'useWorkflowTimezone',
          type: 'boolean',
          default: true,
          description: "Whether submittedAt is in the workflow's timezone rather than UTC",
          displayOptions: { show: after2 },
        },
        customCssProperty({ show: after2 }),
      ],
    },
  ],
};
