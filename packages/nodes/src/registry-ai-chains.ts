import type { CredentialType, NodeType } from '@weft/workflow';
import { chainLlmNode } from './chain-llm/index.js';
import { chainRetrievalQaNode } from './chain-retrieval-qa/index.js';
import { chainSummarizationNode } from './chain-summarization/index.js';
import { informationExtractorNode } from './information-extractor/index.js';
import { outputParserAutofixingNode } from './output-parser-autofixing/index.js';
import { outputParserItemListNode } from './output-parser-item-list/index.js';
import { outputParserStructuredNode } from './output-parser-structured/index.js';
import { sentimentAnalysisNode } from './sentiment-analysis/index.js';
import { textClassifierNode } from './text-classifier/index.js';

/** AI (n8n's LangChain) nodes of this family (chains and output parsers); see registry-ai.ts. */
export const aiChainsNodeTypes: readonly NodeType[] = [
  ...chainLlmNode,
  ...chainSummarizationNode,
  ...chainRetrievalQaNode,
  ...informationExtractorNode,
  ...textClassifierNode,
  ...sentimentAnalysisNode,
  ...outputParserStructuredNode,
  ...outputParserAutofixingNode,
  ...outputParserItemListNode,
];

/** Credential types of this family. */
export const aiChainsCredentialTypes: readonly CredentialType[] = [];
