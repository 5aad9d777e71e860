import type { NodeTypeDescription } from '@weft/workflow';

/**
 * AI Transform 1 (n8n's `n8n-nodes-base.aiTransform`). In n8n the editor sends the instructions to
 * n8n's AI service and saves the code it answers in `jsCode` (and the prompt in
 * `codeGeneratedForPrompt`); Weft has no such service, so it runs the saved code only.
 */
export const aiTransformDescription: NodeTypeDescription = {
  name: 'weft.aiTransform',
  displayName: 'AI Transform',
  description: 'Modify data with JavaScript generated from plain-English instructions',
  icon: 'file:aitransform.svg',
  group: ['transform'],
  version: 1,
  defaults: { name: 'AI Transform' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Instructions',
      name: 'instructions',
      // n8n's "button" parameter: a prompt field with a "Generate code" button.
      type: 'button' as never,
      default: '',
      description:
        "How the data should change; 'Generate code' writes the code (dot notation reaches nested fields, e.g. address.street)",
      placeholder: "Example: Merge 'firstname' and 'lastname' into a field 'details.name' and sort by 'email'",
      typeOptions: {
        buttonConfig: {
          label: 'Generate code',
          hasInputField: true,
          inputFieldMaxLength: 500,
          action: { type: 'askAiCodeGeneration', target: 'jsCode' },
        },
      },
    },
    { displayName: 'Code Generated For Prompt', name: 'codeGeneratedForPrompt', type: 'hidden', default: '' },
    {
      displayName: 'Generated JavaScript',
      name: 'jsCode',
      type: 'string',
      typeOptions: { editor: 'jsEditor', editorIsReadOnly: true },
      default: '',
      hint: 'Read-only: change the instructions to change it, or copy it into a Code node to edit it',
      noDataExpression: true,
    },
  ],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['code', 'Javascript', 'JS', 'Script', 'Custom Code', 'Function', 'AI', 'LLM'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.aitransform/',
};
