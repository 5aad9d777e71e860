import type { CredentialType, NodeType } from '@weft/workflow';
import { memoryBufferWindowNode } from './memory-buffer-window/index.js';
import { memoryPostgresChatNode } from './memory-postgres-chat/index.js';
import { memoryRedisChatNode } from './memory-redis-chat/index.js';
import { memoryManagerNode } from './memory-manager/index.js';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiMemoryNodeTypes: readonly NodeType[] = [
  ...memoryBufferWindowNode,
  ...memoryPostgresChatNode,
  ...memoryRedisChatNode,
  ...memoryManagerNode,
];

/** Credential types of this family (the memories use Weft's `postgres` and `redis` credentials, registered with the database nodes). */
export const aiMemoryCredentialTypes: readonly CredentialType[] = [];
