import type { CredentialType, NodeType } from '@weft/workflow';

/** CRM, CMS and back-end services: HubSpot (and its trigger), WordPress, Supabase (and their tool variants). */
export const crmNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const crmCredentialTypes: readonly CredentialType[] = [];
