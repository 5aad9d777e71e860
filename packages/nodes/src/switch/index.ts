import type { NodeType } from '@weft/workflow';
import { switchDescription } from './description.js';
import { executeSwitch } from './execute.js';

/** The Switch node (n8n `switch` 3–3.2): routes items to outputs by rules or by an expression. */
export const switchNode: NodeType[] = [{ description: switchDescription, execute: executeSwitch }];
