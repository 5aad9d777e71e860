import type { CredentialType, NodeType } from '@weft/workflow';
import { jotFormApiCredential, jotFormTriggerNode } from './jot-form-trigger/index.js';

/** Sales, support and form tools (JotForm, Pipedrive, Typeform, Zendesk): node types, their triggers and tool variants. */
export const salesNodeTypes: readonly NodeType[] = [
  ...jotFormTriggerNode,
];

/** Credential types of these nodes. */
export const salesCredentialTypes: readonly CredentialType[] = [jotFormApiCredential];
