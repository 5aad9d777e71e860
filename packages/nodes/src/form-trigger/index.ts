import type { NodeType } from '@weft/workflow';
import { formTriggerV1Description, formTriggerV2Description } from './description.js';

export { formFieldsProperty, FORM_CSS_VARIABLES } from './form-fields.js';

/**
 * n8n Form Trigger: starts the workflow when its form is submitted. The server serves the form
 * (`/form/<path>`, `/form-test/<path>` while the editor listens), checks it and builds the item
 * (answers by field label, `submittedAt`, `formMode`, uploads as binary data); the run starts at
 * this node with that item, which the node passes on.
 */
export const formTriggerNode: NodeType[] = [
  {
    description: formTriggerV1Description,
    async execute(ctx) {
      return [ctx.getInputData()];
    },
  },
  {
    description: formTriggerV2Description,
    async execute(ctx) {
      return [ctx.getInputData()];
    },
  },
];
