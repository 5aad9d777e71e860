import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import {
  googleCloudNaturalLanguageCredentialTypeList,
  googleCloudNaturalLanguageNode,
} from './google-cloud-natural-language/index.js';
import { openAiLegacyNode } from './open-ai-legacy/index.js';
import { perplexityApiCredential, perplexityNode } from './perplexity/index.js';
import { serpApiCredential, toolSerpApiNode } from './tool-serp-api/index.js';
import { toolWikipediaNode } from './tool-wikipedia/index.js';

/**
 * AI services outside the LangChain packages: Perplexity, the legacy OpenAI node, Google Cloud
 * Natural Language, and the SerpApi and Wikipedia tools.
 */
export const aiServicesNodeTypes: readonly NodeType[] = [
  ...perplexityNode,
  // n8n offers Perplexity 1 to agents as a tool (`perplexityTool`).
  ...buildToolVariants(perplexityNode, { perplexity: [1] }),
  ...toolWikipediaNode,
  ...toolSerpApiNode,
  ...openAiLegacyNode,
  ...googleCloudNaturalLanguageNode,
  // n8n offers Google Cloud Natural Language 1 to agents as a tool (`googleCloudNaturalLanguageTool`).
  ...buildToolVariants(googleCloudNaturalLanguageNode, { googleCloudNaturalLanguage: [1] }),
];

/** Credential types of these nodes. */
export const aiServicesCredentialTypes: readonly CredentialType[] = [
  perplexityApiCredential,
  serpApiCredential,
  ...googleCloudNaturalLanguageCredentialTypeList,
];
