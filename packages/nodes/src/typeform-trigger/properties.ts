/**
 * Typeform Trigger 1 and 1.1's parameters (n8n's `n8n-nodes-base.typeformTrigger`): the
 * authentication, the form, and whether answers are simplified and passed on alone. Names, types,
 * defaults and type options are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Typeform Trigger 1 and 1.1, in n8n's order. */
export const typeformTriggerProperties: NodeProperty[] = [
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
    displayName: 'Form Name or ID',
    name: 'formId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getForms',
    },
    options: [],
    default: '',
    required: true,
  },
  {
    displayName: 'Simplify Answers',
    name: 'simplifyAnswers',
    type: 'boolean',
    default: true,
  },
  {
    displayName: 'Only Answers',
    name: 'onlyAnswers',
    type: 'boolean',
    default: true,
  },
];
