import type { NodeType } from '@weft/workflow';
import { bannerbearDescription } from './description.js';
import { executeBannerbear } from './execute.js';
import { bannerbearMethods } from './methods.js';

export { bannerbearApiCredential, bannerbearCredentialTypeList } from './credentials.js';

/** Bannerbear 1 (n8n's `n8n-nodes-base.bannerbear`): images rendered from templates, and the templates. */
export const bannerbearNode: NodeType[] = [
  { description: bannerbearDescription, execute: executeBannerbear, methods: bannerbearMethods },
];
