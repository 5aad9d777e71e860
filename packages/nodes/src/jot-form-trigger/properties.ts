/**
 * JotForm Trigger 1's parameters (n8n's `n8n-nodes-base.jotFormTrigger`): the form, whether the
 * answers' internal keys are resolved to the questions' texts, and whether only the answers are
 * passed on. Names, types, defaults and type options are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of JotForm Trigger 1, in n8n's order. */
export const jotFormTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Form Name or ID',
    name: 'form',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getForms',
    },
    default: '',
  },
  {
    displayName: 'Resolve Data',
    name: 'resolveData',
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
