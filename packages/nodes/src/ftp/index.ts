import type { NodeType } from '@weft/workflow';
import { ftpDescription } from './description.js';
import { executeFtp } from './execute.js';

export { ftpCredential, sftpCredential } from './credential.js';

/** FTP, version 1 (n8n's `n8n-nodes-base.ftp`): files over FTP or SFTP. */
export const ftpNode: NodeType[] = [{ description: ftpDescription, execute: executeFtp }];
