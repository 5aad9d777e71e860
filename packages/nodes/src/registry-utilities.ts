import type { CredentialType, NodeType } from '@weft/workflow';
import { readPdfNode } from './read-pdf/index.js';

/** Utility nodes (QuickChart, Read PDF, AI Transform, n8n Trigger, Webflow…): node types, their triggers and tool variants. */
export const utilitiesNodeTypes: readonly NodeType[] = [...readPdfNode];

/** Credential types of these nodes. */
export const utilitiesCredentialTypes: readonly CredentialType[] = [];
