import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { ftpCredential, ftpNode, sftpCredential } from './ftp/index.js';
import { graphqlNode } from './graphql/index.js';
import { sshNode, sshPasswordCredential, sshPrivateKeyCredential } from './ssh/index.js';

/** n8n offers GraphQL 1 and 1.1 to agents as a tool (`graphqlTool`). */
const graphqlTool = buildToolVariants(graphqlNode, { graphql: [1, 1.1] });

/** Nodes that reach remote hosts over their own protocols: SSH, FTP/SFTP and GraphQL. */
export const protocolNodeTypes: readonly NodeType[] = [...graphqlNode, ...graphqlTool, ...sshNode, ...ftpNode];

/** Credential types of these nodes. */
export const protocolCredentialTypes: readonly CredentialType[] = [
  sshPasswordCredential,
  sshPrivateKeyCredential,
  ftpCredential,
  sftpCredential,
];
