import type { NodeCredentialDescription } from '@weft/workflow';

/** The credentials of the Gmail nodes: a service account or Gmail OAuth2, by `authentication`. */
export const gmailCredentials: NodeCredentialDescription[] = [
  { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
  { name: 'gmailOAuth2', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
];
