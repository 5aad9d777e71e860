import type { NodeType } from '@weft/workflow';
import { twitterV1Description, twitterV2Description } from './description.js';
import { executeTwitterV1 } from './execute-v1.js';
import { executeTwitterV2 } from './execute-v2.js';
import { twitterMethods } from './methods.js';

export { twitterCredentialTypeList, twitterOAuth1ApiCredential, twitterOAuth2ApiCredential } from './credentials.js';

/** X (Twitter) 1 and 2 (n8n's `n8n-nodes-base.twitter`): API v1.1 with OAuth 1.0a, API v2 with OAuth2. */
export const twitterNode: NodeType[] = [
  { description: twitterV1Description, execute: executeTwitterV1, methods: twitterMethods },
  { description: twitterV2Description, execute: executeTwitterV2 },
];
