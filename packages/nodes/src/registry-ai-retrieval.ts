import type { CredentialType, NodeType } from '@weft/workflow';
import { documentBinaryInputLoaderNode } from './document-binary-input-loader/index.js';
import { documentDefaultDataLoaderNode } from './document-default-data-loader/index.js';
import { documentJsonInputLoaderNode } from './document-json-input-loader/index.js';
import { embeddingsGoogleGeminiNode } from './embeddings-google-gemini/index.js';
import { embeddingsOllamaNode } from './embeddings-ollama/index.js';
import { embeddingsOpenAiNode } from './embeddings-open-ai/index.js';
import { textSplitterCharacterTextSplitterNode } from './text-splitter-character-text-splitter/index.js';
import { textSplitterRecursiveCharacterTextSplitterNode } from './text-splitter-recursive-character-text-splitter/index.js';
import { textSplitterTokenSplitterNode } from './text-splitter-token-splitter/index.js';
import { vectorStoreInMemoryNode } from './vector-store-in-memory/index.js';
import { vectorStorePGVectorNode } from './vector-store-pg-vector/index.js';
import { pineconeApi, vectorStorePineconeLegacyNodes, vectorStorePineconeNode } from './vector-store-pinecone/index.js';
import { qdrantApi, vectorStoreQdrantNode } from './vector-store-qdrant/index.js';
import { vectorStoreSupabaseLegacyNodes, vectorStoreSupabaseNode } from './vector-store-supabase/index.js';
import { retrieverVectorStoreNode } from './retriever-vector-store/index.js';
import { toolVectorStoreNode } from './tool-vector-store/index.js';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiRetrievalNodeTypes: readonly NodeType[] = [
  ...documentDefaultDataLoaderNode,
  ...documentBinaryInputLoaderNode,
  ...documentJsonInputLoaderNode,
  ...textSplitterRecursiveCharacterTextSplitterNode,
  ...textSplitterCharacterTextSplitterNode,
  ...textSplitterTokenSplitterNode,
  ...embeddingsOpenAiNode,
  ...embeddingsOllamaNode,
  ...embeddingsGoogleGeminiNode,
  ...vectorStoreInMemoryNode,
  ...vectorStorePGVectorNode,
  ...vectorStorePineconeNode,
  ...vectorStoreQdrantNode,
  ...vectorStoreSupabaseNode,
  ...vectorStorePineconeLegacyNodes,
  ...vectorStoreSupabaseLegacyNodes,
  ...retrieverVectorStoreNode,
  ...toolVectorStoreNode,
];

/** Credential types of this family. */
export const aiRetrievalCredentialTypes: readonly CredentialType[] = [pineconeApi, qdrantApi];
