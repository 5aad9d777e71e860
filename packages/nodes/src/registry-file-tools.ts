import type { CredentialType, NodeType } from '@weft/workflow';
import { readWriteFileNode } from './read-write-file/index.js';
import { compressionNode } from './compression/index.js';
import { jwtNode } from './jwt/index.js';
import { totpApiCredential, totpNode } from './totp/index.js';
import { editImageNode } from './edit-image/index.js';
import { buildToolVariants } from './ai-tool-variants/index.js';

/** Nodes that work on files and tokens in place: Read/Write Files from Disk, Compression, Edit Image, JWT and TOTP. */
export const fileToolNodeTypes: readonly NodeType[] = [
  ...readWriteFileNode,
  ...compressionNode,
  ...jwtNode,
  ...totpNode,
  ...editImageNode,
  // n8n offers these to agents as tools (`compressionTool`, `jwtTool`, `totpTool`).
  ...buildToolVariants([...compressionNode, ...jwtNode, ...totpNode], { compression: [1, 1.1], jwt: [1], totp: [1] }),
];

/** Credential types of these nodes. */
export const fileToolCredentialTypes: readonly CredentialType[] = [totpApiCredential];
