import type { CredentialType, NodeType } from '@weft/workflow';

/** CRM, accounting and ERP services (Salesforce, QuickBooks, Odoo, HighLevel…): node types, their triggers and tool variants. */
export const businessAppsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const businessAppsCredentialTypes: readonly CredentialType[] = [];
