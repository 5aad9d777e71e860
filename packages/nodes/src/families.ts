import type { CredentialType, NodeType } from '@weft/workflow';

/** One family of built-in nodes: its node types (every version, tool variants included) and credential types. */
export interface NodeFamily {
  nodeTypes: readonly NodeType[];
  credentialTypes: readonly CredentialType[];
}

/**
 * Every family of built-in nodes, each loaded by its own dynamic import, so that a process that
 * runs one workflow (`weft execute`) parses only the families that workflow uses. `core` comes
 * first and is always loaded. `family-manifest.ts` says which family holds each type.
 */
export const NODE_FAMILIES: Readonly<Record<string, () => Promise<NodeFamily>>> = {
  core: async () => {
    const m = await import('./registry-core.js');
    return { nodeTypes: m.coreNodeTypes, credentialTypes: m.coreCredentialTypes };
  },
  'legacy-core': async () => {
    const m = await import('./registry-legacy-core.js');
    return { nodeTypes: m.legacyCoreNodeTypes, credentialTypes: [] };
  },
  databases: async () => {
    const m = await import('./registry-databases.js');
    return { nodeTypes: m.databaseNodeTypes, credentialTypes: m.databaseCredentialTypes };
  },
  forms: async () => {
    const m = await import('./registry-forms.js');
    return { nodeTypes: m.formNodeTypes, credentialTypes: [] };
  },
  files: async () => {
    const m = await import('./registry-files.js');
    return { nodeTypes: m.fileNodeTypes, credentialTypes: m.fileNodeCredentialTypes };
  },
  data: async () => {
    const m = await import('./registry-data.js');
    return { nodeTypes: m.dataNodeTypes, credentialTypes: [] };
  },
  documents: async () => {
    const m = await import('./registry-documents.js');
    return { nodeTypes: m.documentNodeTypes, credentialTypes: [] };
  },
  triggers: async () => {
    const m = await import('./registry-triggers.js');
    return { nodeTypes: m.triggerNodeTypes, credentialTypes: [] };
  },
  html: async () => {
    const m = await import('./registry-html.js');
    return { nodeTypes: m.htmlNodeTypes, credentialTypes: [] };
  },
  markup: async () => {
    const m = await import('./registry-markup.js');
    return { nodeTypes: m.markupNodeTypes, credentialTypes: [] };
  },
  ai: async () => {
    const m = await import('./registry-ai.js');
    return { nodeTypes: m.aiNodeTypes, credentialTypes: m.aiCredentialTypes };
  },
  'file-tools': async () => {
    const m = await import('./registry-file-tools.js');
    return { nodeTypes: m.fileToolNodeTypes, credentialTypes: m.fileToolCredentialTypes };
  },
  protocols: async () => {
    const m = await import('./registry-protocols.js');
    return { nodeTypes: m.protocolNodeTypes, credentialTypes: m.protocolCredentialTypes };
  },
  queues: async () => {
    const m = await import('./registry-queues.js');
    return { nodeTypes: m.queueNodeTypes, credentialTypes: m.queueCredentialTypes };
  },
  google: async () => {
    const m = await import('./registry-google.js');
    return { nodeTypes: m.googleNodeTypes, credentialTypes: m.googleFamilyCredentialTypes };
  },
  email: async () => {
    const m = await import('./registry-email.js');
    return { nodeTypes: m.emailNodeTypes, credentialTypes: m.emailCredentialTypes };
  },
  messaging: async () => {
    const m = await import('./registry-messaging.js');
    return { nodeTypes: m.messagingNodeTypes, credentialTypes: m.messagingCredentialTypes };
  },
  slack: async () => {
    const m = await import('./registry-slack.js');
    return { nodeTypes: m.slackNodeTypes, credentialTypes: m.slackCredentialTypes };
  },
  'google-workspace': async () => {
    const m = await import('./registry-google-workspace.js');
    return { nodeTypes: m.googleWorkspaceNodeTypes, credentialTypes: m.googleWorkspaceCredentialTypes };
  },
  microsoft: async () => {
    const m = await import('./registry-microsoft.js');
    return { nodeTypes: m.microsoftNodeTypes, credentialTypes: m.microsoftCredentialTypes };
  },
  airtable: async () => {
    const m = await import('./registry-airtable.js');
    return { nodeTypes: m.airtableNodeTypes, credentialTypes: m.airtableCredentialTypes };
  },
  notion: async () => {
    const m = await import('./registry-notion.js');
    return { nodeTypes: m.notionNodeTypes, credentialTypes: m.notionCredentialTypes };
  },
  'chat-apps': async () => {
    const m = await import('./registry-chat-apps.js');
    return { nodeTypes: m.chatAppsNodeTypes, credentialTypes: m.chatAppsCredentialTypes };
  },
  crm: async () => {
    const m = await import('./registry-crm.js');
    return { nodeTypes: m.crmNodeTypes, credentialTypes: m.crmCredentialTypes };
  },
  'ai-services': async () => {
    const m = await import('./registry-ai-services.js');
    return { nodeTypes: m.aiServicesNodeTypes, credentialTypes: m.aiServicesCredentialTypes };
  },
  social: async () => {
    const m = await import('./registry-social.js');
    return { nodeTypes: m.socialNodeTypes, credentialTypes: m.socialCredentialTypes };
  },
  jira: async () => {
    const m = await import('./registry-jira.js');
    return { nodeTypes: m.jiraNodeTypes, credentialTypes: m.jiraCredentialTypes };
  },
  github: async () => {
    const m = await import('./registry-github.js');
    return { nodeTypes: m.githubNodeTypes, credentialTypes: m.githubCredentialTypes };
  },
  commerce: async () => {
    const m = await import('./registry-commerce.js');
    return { nodeTypes: m.commerceNodeTypes, credentialTypes: m.commerceCredentialTypes };
  },
  storage: async () => {
    const m = await import('./registry-storage.js');
    return { nodeTypes: m.storageNodeTypes, credentialTypes: m.storageCredentialTypes };
  },
  'business-apps': async () => {
    const m = await import('./registry-business-apps.js');
    return { nodeTypes: m.businessAppsNodeTypes, credentialTypes: m.businessAppsCredentialTypes };
  },
  lookups: async () => {
    const m = await import('./registry-lookups.js');
    return { nodeTypes: m.lookupsNodeTypes, credentialTypes: m.lookupsCredentialTypes };
  },
  'dev-tools': async () => {
    const m = await import('./registry-dev-tools.js');
    return { nodeTypes: m.devToolsNodeTypes, credentialTypes: m.devToolsCredentialTypes };
  },
  marketing: async () => {
    const m = await import('./registry-marketing.js');
    return { nodeTypes: m.marketingNodeTypes, credentialTypes: m.marketingCredentialTypes };
  },
  'work-apps': async () => {
    const m = await import('./registry-work-apps.js');
    return { nodeTypes: m.workAppsNodeTypes, credentialTypes: m.workAppsCredentialTypes };
  },
  sales: async () => {
    const m = await import('./registry-sales.js');
    return { nodeTypes: m.salesNodeTypes, credentialTypes: m.salesCredentialTypes };
  },
  tables: async () => {
    const m = await import('./registry-tables.js');
    return { nodeTypes: m.tablesNodeTypes, credentialTypes: m.tablesCredentialTypes };
  },
  'service-desk': async () => {
    const m = await import('./registry-service-desk.js');
    return { nodeTypes: m.serviceDeskNodeTypes, credentialTypes: m.serviceDeskCredentialTypes };
  },
  'cloud-data': async () => {
    const m = await import('./registry-cloud-data.js');
    return { nodeTypes: m.cloudDataNodeTypes, credentialTypes: m.cloudDataCredentialTypes };
  },
  'ai-extras': async () => {
    const m = await import('./registry-ai-extras.js');
    return { nodeTypes: m.aiExtrasNodeTypes, credentialTypes: m.aiExtrasCredentialTypes };
  },
  utilities: async () => {
    const m = await import('./registry-utilities.js');
    return { nodeTypes: m.utilitiesNodeTypes, credentialTypes: m.utilitiesCredentialTypes };
  },
  outreach: async () => {
    const m = await import('./registry-outreach.js');
    return { nodeTypes: m.outreachNodeTypes, credentialTypes: m.outreachCredentialTypes };
  },
  sites: async () => {
    const m = await import('./registry-sites.js');
    return { nodeTypes: m.sitesNodeTypes, credentialTypes: m.sitesCredentialTypes };
  },
  evaluation: async () => {
    const m = await import('./registry-evaluation.js');
    return { nodeTypes: m.evaluationNodeTypes, credentialTypes: m.evaluationCredentialTypes };
  },
  'ai-mongo': async () => {
    const m = await import('./registry-ai-mongo.js');
    return { nodeTypes: m.aiMongoNodeTypes, credentialTypes: m.aiMongoCredentialTypes };
  },
  'lead-data': async () => {
    const m = await import('./registry-lead-data.js');
    return { nodeTypes: m.leadDataNodeTypes, credentialTypes: m.leadDataCredentialTypes };
  },
  accounting: async () => {
    const m = await import('./registry-accounting.js');
    return { nodeTypes: m.accountingNodeTypes, credentialTypes: m.accountingCredentialTypes };
  },
  'media-generation': async () => {
    const m = await import('./registry-media-generation.js');
    return { nodeTypes: m.mediaGenerationNodeTypes, credentialTypes: m.mediaGenerationCredentialTypes };
  },
  'app-triggers': async () => {
    const m = await import('./registry-app-triggers.js');
    return { nodeTypes: m.appTriggersNodeTypes, credentialTypes: m.appTriggersCredentialTypes };
  },
  'ai-vendors': async () => {
    const m = await import('./registry-ai-vendors.js');
    return { nodeTypes: m.aiVendorsNodeTypes, credentialTypes: m.aiVendorsCredentialTypes };
  },
  'business-tools': async () => {
    const m = await import('./registry-business-tools.js');
    return { nodeTypes: m.businessToolsNodeTypes, credentialTypes: m.businessToolsCredentialTypes };
  },
};
