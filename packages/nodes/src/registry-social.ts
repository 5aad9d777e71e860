import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { facebookGraphApiCredential, facebookGraphApiNode } from './facebook-graph-api/index.js';
import { linkedInCredentialTypeList, linkedInNode } from './linked-in/index.js';
import { redditNode, redditOAuth2ApiCredential } from './reddit/index.js';
import { twitterCredentialTypeList, twitterNode } from './twitter/index.js';

/** Social networks: X (Twitter), LinkedIn, Facebook Graph API and Reddit, with their tool variants. */
export const socialNodeTypes: readonly NodeType[] = [
  ...twitterNode,
  // n8n offers X 2 to agents as a tool (`twitterTool`); version 1 is not usable as a tool.
  ...buildToolVariants(twitterNode, { twitter: [2] }),
  ...linkedInNode,
  // n8n offers LinkedIn 1 to agents as a tool (`linkedInTool`).
  ...buildToolVariants(linkedInNode, { linkedIn: [1] }),
  ...facebookGraphApiNode,
  // n8n offers Facebook Graph API 1 to agents as a tool (`facebookGraphApiTool`).
  ...buildToolVariants(facebookGraphApiNode, { facebookGraphApi: [1] }),
  ...redditNode,
  // n8n offers Reddit 1 to agents as a tool (`redditTool`).
  ...buildToolVariants(redditNode, { reddit: [1] }),
];

/** Credential types of these nodes. */
export const socialCredentialTypes: readonly CredentialType[] = [
  ...twitterCredentialTypeList,
  ...linkedInCredentialTypeList,
  facebookGraphApiCredential,
  redditOAuth2ApiCredential,
];
