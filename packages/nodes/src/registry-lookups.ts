import type { CredentialType, NodeType } from '@weft/workflow';

/** Data look-up and personal services (Clearbit, Hunter, OpenWeatherMap, Spotify, Todoist, Calendly…): node types, their triggers and tool variants. */
export const lookupsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const lookupsCredentialTypes: readonly CredentialType[] = [];
