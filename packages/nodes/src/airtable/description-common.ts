/** What the Airtable node's descriptions and its trigger share. */
import type { NodeCredentialDescription } from '@weft/workflow';

/** The node's credentials, each shown for its `authentication` value (n8n's order). */
export function airtableNodeCredentials(types: string[]): NodeCredentialDescription[] {
  return types.map((name) => ({ name, required: true, displayOptions: { show: { authentication: [name] } } }));
}
