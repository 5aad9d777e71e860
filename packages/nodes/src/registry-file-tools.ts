import type { CredentialType, NodeType } from '@weft/workflow';
import { readWriteFileNode } from './read-write-file/index.js';
import { compressionNode } from './compression/index.js';
import { jwtNode } from './jwt/index.js';
import { totpApiCredential, totpNode } from './totp/index.js';
import { editImageNode } from './edit-image/index.js';

/** Nodes that work on files and tokens in place: Read/Write Files from Disk, Compression, Edit Image, JWT and TOTP. */
export const fileToolNodeTypes: readonly NodeType[] = [...readWriteFileNode, ...compressionNode, ...jwtNode, ...totpNode, ...editImageNode];

/** Credential types of these nodes. */
export const fileToolCredentialTypes: readonly CredentialType[] = [totpApiCredential];
