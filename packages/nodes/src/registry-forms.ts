import type { NodeType } from '@weft/workflow';
import { formTriggerNode } from './form-trigger/index.js';
import { formNode } from './form/index.js';

/** n8n's forms hosted by Weft: the Form Trigger (1 to 2.3) and the Form node (1 and 2.3). */
export const formNodeTypes: readonly NodeType[] = [...formTriggerNode, ...formNode];
