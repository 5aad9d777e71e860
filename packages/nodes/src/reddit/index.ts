import type { NodeType } from '@weft/workflow';
import { redditDescription } from './description.js';
import { executeReddit } from './execute.js';

export { redditOAuth2ApiCredential } from './credentials.js';

/** Reddit 1 (n8n's `n8n-nodes-base.reddit`): posts, comments, the profile, subreddits and users. */
export const redditNode: NodeType[] = [{ description: redditDescription, execute: executeReddit }];
