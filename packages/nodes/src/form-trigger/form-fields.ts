import type { NodeProperty } from '@weft/workflow';

/** The starter text of a Custom HTML element. */
export const HTML_PLACEHOLDER = '<!-- Your custom HTML here --->\n\n\n';

/** The CSS a form's "Custom Form Styling" option starts from: the variables Weft's form pages use. */
export const FORM_CSS_VARIABLES = `:root {
  --font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --font-size-body: 14px;
  --font-size-label: 15px;
  --font-size-input: 15px;
  --font-size-header: 22px;
  --font-size-paragraph: 15px;
  --font-size-error: 13px;
  --color-background: #f4f5f8;
  --color-card-bg: #ffffff;
  --color-card-border: #d5d9e2;
  --color-header: #1f2430;
  --color-header-subtext: #4d5566;
  --color-label: #2b3040;
  --color-input-border: #8a92a3;
  --color-input-text: #1f2430;
  --color-focus-border: #4c3fc4;
  --color-submit-btn-bg: #b8372a;
  --color-submit-btn-text: #ffffff;
  --color-error: #b3141f;
  --color-required: #b8372a;
  --color-link: #4d5566;
  --border-radius-card: 10px;
  --border-radius-input: 6px;
  --container-width: 480px;
  --padding-card: 24px;
  --submit-btn-height: 46px;
}`;

function optionList(
  name: string,
  displayName: string,
  placeholder: string,
  label: string,
  types: string[],
): NodeProperty {
  return {
    displayName,
    name,
    placeholder,
    type: 'fixedCollection',
    default: { values: [{ option: '' }] },
    required: true,
    displayOptions: { show: { fieldType: types } },
    typeOptions: { multipleValues: true, sortable: true },
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [{ displayName: label, name: 'option', type: 'string', default: '' }],
      },
    ],
  };
}

/** The form's elements (n8n's `formFields`): one entry per field, with every element type n8n has. */
export const formFieldsProperty: NodeProperty = {
  displayName: 'Form Elements',
  name: 'formFields',
  placeholder: 'Add Form Element',
  type: 'fixedCollection',
  default: {},
  typeOptions: { multipleValues: true, sortable: true },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Field Name',
          name: 'fieldLabel',
          type: 'string',
          default: '',
          placeholder: 'e.g. What is your name?',
          description: 'The label shown above the field; it is also the key of the answer in the output',
          required: true,
          displayOptions: { hide: { fieldType: ['hiddenField', 'html'] } },
        },
        {
          displayName: 'Field Name',
          name: 'fieldName',
          type: 'string',
          default: '',
          description: 'The name of the hidden field, its key in the output and in the query string',
          displayOptions: { show: { fieldType: ['hiddenField'] } },
        },
        {
          displayName: 'Element Type',
          name: 'fieldType',
          type: 'options',
          default: 'text',
          description: 'What kind of element this is',
          required: true,
          options: [
            { name: 'Checkboxes', value: 'checkbox' },
            { name: 'Custom HTML', value: 'html' },
            { name: 'Date', value: 'date' },
            { name: 'Dropdown', value: 'dropdown' },
            { name: 'Email', value: 'email' },
            { name: 'File', value: 'file' },
            { name: 'Hidden Field', value: 'hiddenField' },
            { name: 'Number', value: 'number' },
            { name: 'Password', value: 'password' },
            { name: 'Radio Buttons', value: 'radio' },
            { name: 'Text', value: 'text' },
            { name: 'Textarea', value: 'textarea' },
          ],
        },
        {
          displayName: 'Element Name',
          name: 'elementName',
          type: 'string',
          default: '',
          placeholder: 'e.g. content-section',
          description: 'Optional: a key under which the HTML is put in the output',
          displayOptions: { show: { fieldType: ['html'] } },
        },
        {
          displayName: 'Placeholder',
          name: 'placeholder',
          type: 'string',
          default: '',
          description: 'Sample text shown in the empty field',
          displayOptions: {
            hide: { fieldType: ['dropdown', 'date', 'file', 'html', 'hiddenField', 'radio', 'checkbox'] },
          },
        },
        {
          displayName: 'Default Value',
          name: 'defaultValue',
          type: 'string',
          default: '',
          description: 'The value the field starts with',
          displayOptions: { show: { fieldType: ['text', 'number', 'email', 'textarea'] } },
        },
        {
          displayName: 'Default Value',
          name: 'defaultValue',
          type: 'dateTime',
          typeOptions: { dateOnly: true },
          default: '',
          description: 'The date the field starts with (YYYY-MM-DD)',
          displayOptions: { show: { fieldType: ['date'] } },
        },
        {
          displayName: 'Default Value',
          name: 'defaultValue',
          type: 'string',
          default: '',
          description: 'The option selected at first (its label)',
          displayOptions: { show: { fieldType: ['dropdown', 'radio'] } },
        },
        {
          displayName: 'Default Value',
          name: 'defaultValue',
          type: 'string',
          default: '',
          description: 'The options checked at first: labels separated by commas',
          displayOptions: { show: { fieldType: ['checkbox'] } },
        },
        {
          displayName: 'Field Value',
          name: 'fieldValue',
          type: 'string',
          default: '',
          description: 'The value sent; when empty, the query parameter of the same name is used',
          displayOptions: { show: { fieldType: ['hiddenField'] } },
        },
        optionList('fieldOptions', 'Field Options', 'Add Field Option', 'Option', ['dropdown']),
        optionList('fieldOptions', 'Checkboxes', 'Add Checkbox', 'Checkbox Label', ['checkbox']),
        optionList('fieldOptions', 'Radio Buttons', 'Add Radio Button', 'Radio Button Label', ['radio']),
        {
          displayName: 'Multiple Choice is a legacy option; use Checkboxes or Radio Buttons instead',
          name: 'multiselectLegacyNotice',
          type: 'notice',
          default: '',
          displayOptions: {
            show: { multiselect: [true], fieldType: ['dropdown'], '@version': [{ _cnd: { lt: 2.3 } }] },
          },
        },
        {
          displayName: 'Multiple Choice',
          name: 'multiselect',
          type: 'boolean',
          default: false,
          description: 'Whether several options may be chosen',
          displayOptions: { show: { fieldType: ['dropdown'], '@version': [{ _cnd: { lt: 2.3 } }] } },
        },
        {
          displayName: 'Limit Selection',
          name: 'limitSelection',
          type: 'options',
          default: 'unlimited',
          options: [
            { name: 'Exact Number', value: 'exact' },
            { name: 'Range', value: 'range' },
            { name: 'Unlimited', value: 'unlimited' },
          ],
          displayOptions: { show: { fieldType: ['checkbox'] } },
        },
        {
          displayName: 'Number of Selections',
          name: 'numberOfSelections',
          type: 'number',
          default: 1,
          typeOptions: { numberPrecision: 0, minValue: 1 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['exact'] } },
        },
        {
          displayName: 'Minimum Selections',
          name: 'minSelections',
          type: 'number',
          default: 0,
          typeOptions: { numberPrecision: 0, minValue: 0 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['range'] } },
        },
        {
          displayName: 'Maximum Selections',
          name: 'maxSelections',
          type: 'number',
          default: 1,
          typeOptions: { numberPrecision: 0, minValue: 1 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['range'] } },
        },
        {
          displayName: 'HTML',
          name: 'html',
          type: 'string',
          typeOptions: { editor: 'htmlEditor' },
          noDataExpression: true,
          default: HTML_PLACEHOLDER,
          description: 'HTML shown on the page (scripts, styles and inputs are removed)',
          displayOptions: { show: { fieldType: ['html'] } },
        },
        {
          displayName: 'Multiple Files',
          name: 'multipleFiles',
          type: 'boolean',
          default: true,
          description: 'Whether several files may be chosen',
          displayOptions: { show: { fieldType: ['file'] } },
        },
        {
          displayName: 'Accepted File Types',
          name: 'acceptFileTypes',
          type: 'string',
          default: '',
          placeholder: 'e.g. .jpg, .png',
          description: 'Comma-separated file extensions; empty accepts any file',
          displayOptions: { show: { fieldType: ['file'] } },
        },
        {
          displayName: "Dates are shown in the format of the user's browser",
          name: 'formatDate',
          type: 'notice',
          default: '',
          displayOptions: { show: { fieldType: ['date'] } },
        },
        {
          displayName: 'Required Field',
          name: 'requiredField',
          type: 'boolean',
          default: false,
          description: 'Whether the form refuses a submission without a value for this field',
          displayOptions: { hide: { fieldType: ['html', 'hiddenField'] } },
        },
      ],
    },
  ],
};

/** Form Path (n8n's `path`). */
export const formPathProperty: NodeProperty = {
  displayName: 'Form Path',
  name: 'path',
  type: 'string',
  default: '',
  placeholder: 'webhook',
  required: true,
  description: 'The last segment of the form URL, for both the test and the production URL',
};

/** Form Title. */
export const formTitleProperty: NodeProperty = {
  displayName: 'Form Title',
  name: 'formTitle',
  type: 'string',
  default: '',
  placeholder: 'e.g. Contact us',
  required: true,
  description: 'The heading of the form',
};

/** Form Description (HTML allowed). */
export const formDescriptionProperty: NodeProperty = {
  displayName: 'Form Description',
  name: 'formDescription',
  type: 'string',
  default: '',
  placeholder: "e.g. We'll get back to you soon",
  description: 'Shown below the title; basic HTML is kept',
  typeOptions: { rows: 2 },
};

const RESPONSE_MODES = [
  { name: 'Form Is Submitted', value: 'onReceived', description: 'Answer as soon as the form is submitted' },
  { name: 'Workflow Finishes', value: 'lastNode', description: 'Answer once the last node has run' },
  {
    name: "Using 'Respond to Webhook' Node",
    value: 'responseNode',
    description: 'Answer with what a Respond to Webhook node sends',
  },
];

/** Respond When (n8n's `responseMode`); `withResponseNode` false leaves out the Respond to Webhook choice. */
export function responseModeProperty(
  withResponseNode: boolean,
  displayOptions?: NodeProperty['displayOptions'],
): NodeProperty {
  return {
    displayName: 'Respond When',
    name: 'responseMode',
    type: 'options',
    options: withResponseNode ? RESPONSE_MODES : RESPONSE_MODES.filter((m) => m.value !== 'responseNode'),
    default: 'onReceived',
    description: 'When the form submission is answered',
    ...(displayOptions ? { displayOptions } : {}),
  };
}

/** Custom Form Styling. */
export function customCssProperty(displayOptions?: NodeProperty['displayOptions']): NodeProperty {
  return {
    displayName: 'Custom Form Styling',
    name: 'customCss',
    type: 'string',
    typeOptions: { rows: 10, editor: 'cssEditor' },
    default: FORM_CSS_VARIABLES,
    description: 'CSS added to the form page, after its own',
    ...(displayOptions ? { displayOptions } : {}),
  };
}
