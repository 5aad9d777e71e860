import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { apiTemplateIoCredentialTypeList, apiTemplateIoNode } from './api-template-io/index.js';
import { bannerbearCredentialTypeList, bannerbearNode } from './bannerbear/index.js';

/** Image and document generation (APITemplate.io, Bannerbear): node types, their triggers and tool variants. */
export const mediaGenerationNodeTypes: readonly NodeType[] = [
  ...apiTemplateIoNode,
  // n8n offers APITemplate.io 1 to agents as a tool (`apiTemplateIoTool`).
  ...buildToolVariants(apiTemplateIoNode, { apiTemplateIo: [1] }),
  // n8n does not offer Bannerbear to agents as a tool.
  ...bannerbearNode,
];

/** Credential types of these nodes. */
export const mediaGenerationCredentialTypes: readonly CredentialType[] = [
  ...apiTemplateIoCredentialTypeList,
  ...bannerbearCredentialTypeList,
];
