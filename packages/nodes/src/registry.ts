import { toWeftTypeName, type CredentialType, type NodeType } from '@weft/workflow';
import { coreCredentialTypes, coreNodeTypes } from './registry-core.js';
import { legacyCoreNodeTypes } from './registry-legacy-core.js';
import { databaseCredentialTypes, databaseNodeTypes } from './registry-databases.js';
import { formNodeTypes } from './registry-forms.js';
import { fileNodeCredentialTypes, fileNodeTypes } from './registry-files.js';
import { dataNodeTypes } from './registry-data.js';
import { documentNodeTypes } from './registry-documents.js';
import { triggerNodeTypes } from './registry-triggers.js';
import { htmlNodeTypes } from './registry-html.js';
import { markupNodeTypes } from './registry-markup.js';
import { aiCredentialTypes, aiNodeTypes } from './registry-ai.js';
import { fileToolCredentialTypes, fileToolNodeTypes } from './registry-file-tools.js';
import { protocolCredentialTypes, protocolNodeTypes } from './registry-protocols.js';
import { queueCredentialTypes, queueNodeTypes } from './registry-queues.js';
import { googleFamilyCredentialTypes, googleNodeTypes } from './registry-google.js';
import { emailCredentialTypes, emailNodeTypes } from './registry-email.js';
import { messagingCredentialTypes, messagingNodeTypes } from './registry-messaging.js';
import { slackCredentialTypes, slackNodeTypes } from './registry-slack.js';
import { googleWorkspaceCredentialTypes, googleWorkspaceNodeTypes } from './registry-google-workspace.js';
import { microsoftCredentialTypes, microsoftNodeTypes } from './registry-microsoft.js';
import { airtableCredentialTypes, airtableNodeTypes } from './registry-airtable.js';
import { notionCredentialTypes, notionNodeTypes } from './registry-notion.js';
import { chatAppsCredentialTypes, chatAppsNodeTypes } from './registry-chat-apps.js';
import { crmCredentialTypes, crmNodeTypes } from './registry-crm.js';
import { aiServicesCredentialTypes, aiServicesNodeTypes } from './registry-ai-services.js';
import { socialCredentialTypes, socialNodeTypes } from './registry-social.js';
import { jiraCredentialTypes, jiraNodeTypes } from './registry-jira.js';
import { githubCredentialTypes, githubNodeTypes } from './registry-github.js';
import { commerceCredentialTypes, commerceNodeTypes } from './registry-commerce.js';
import { storageCredentialTypes, storageNodeTypes } from './registry-storage.js';
import { businessAppsCredentialTypes, businessAppsNodeTypes } from './registry-business-apps.js';
import { lookupsCredentialTypes, lookupsNodeTypes } from './registry-lookups.js';
import { devToolsCredentialTypes, devToolsNodeTypes } from './registry-dev-tools.js';
import { marketingCredentialTypes, marketingNodeTypes } from './registry-marketing.js';
import { workAppsCredentialTypes, workAppsNodeTypes } from './registry-work-apps.js';
import { salesCredentialTypes, salesNodeTypes } from './registry-sales.js';
import { tablesCredentialTypes, tablesNodeTypes } from './registry-tables.js';
import { serviceDeskCredentialTypes, serviceDeskNodeTypes } from './registry-service-desk.js';
import { cloudDataCredentialTypes, cloudDataNodeTypes } from './registry-cloud-data.js';
import { aiExtrasCredentialTypes, aiExtrasNodeTypes } from './registry-ai-extras.js';
import { utilitiesCredentialTypes, utilitiesNodeTypes } from './registry-utilities.js';
import { outreachCredentialTypes, outreachNodeTypes } from './registry-outreach.js';
import { sitesCredentialTypes, sitesNodeTypes } from './registry-sites.js';
import { evaluationCredentialTypes, evaluationNodeTypes } from './registry-evaluation.js';
import { aiMongoCredentialTypes, aiMongoNodeTypes } from './registry-ai-mongo.js';
import { leadDataCredentialTypes, leadDataNodeTypes } from './registry-lead-data.js';
import { accountingCredentialTypes, accountingNodeTypes } from './registry-accounting.js';
import { mediaGenerationCredentialTypes, mediaGenerationNodeTypes } from './registry-media-generation.js';
import { appTriggersCredentialTypes, appTriggersNodeTypes } from './registry-app-triggers.js';
import { aiVendorsCredentialTypes, aiVendorsNodeTypes } from './registry-ai-vendors.js';
import { businessToolsCredentialTypes, businessToolsNodeTypes } from './registry-business-tools.js';

/** Every built-in node type, each version listed, every family loaded (see families.ts for loading only some). */
export const builtinNodeTypes: readonly NodeType[] = [
  ...coreNodeTypes,
  ...legacyCoreNodeTypes,
  ...databaseNodeTypes,
  ...formNodeTypes,
  ...fileNodeTypes,
  ...dataNodeTypes,
  ...documentNodeTypes,
  ...triggerNodeTypes,
  ...htmlNodeTypes,
  ...markupNodeTypes,
  ...aiNodeTypes,
  ...fileToolNodeTypes,
  ...protocolNodeTypes,
  ...queueNodeTypes,
  ...googleNodeTypes,
  ...emailNodeTypes,
  ...messagingNodeTypes,
  ...slackNodeTypes,
  ...googleWorkspaceNodeTypes,
  ...microsoftNodeTypes,
  ...airtableNodeTypes,
  ...notionNodeTypes,
  ...chatAppsNodeTypes,
  ...crmNodeTypes,
  ...aiServicesNodeTypes,
  ...socialNodeTypes,
  ...jiraNodeTypes,
  ...githubNodeTypes,
  ...commerceNodeTypes,
  ...storageNodeTypes,
  ...businessAppsNodeTypes,
  ...lookupsNodeTypes,
  ...devToolsNodeTypes,
  ...marketingNodeTypes,
  ...workAppsNodeTypes,
  ...salesNodeTypes,
  ...tablesNodeTypes,
  ...serviceDeskNodeTypes,
  ...cloudDataNodeTypes,
  ...aiExtrasNodeTypes,
  ...utilitiesNodeTypes,
  ...outreachNodeTypes,
  ...sitesNodeTypes,
  ...evaluationNodeTypes,
  ...aiMongoNodeTypes,
  ...leadDataNodeTypes,
  ...accountingNodeTypes,
  ...mediaGenerationNodeTypes,
  ...appTriggersNodeTypes,
  ...aiVendorsNodeTypes,
  ...businessToolsNodeTypes,
];

/** Every built-in credential type. */
export const builtinCredentialTypes: readonly CredentialType[] = [
  ...coreCredentialTypes,
  ...databaseCredentialTypes,
  ...fileNodeCredentialTypes,
  ...aiCredentialTypes,
  ...fileToolCredentialTypes,
  ...protocolCredentialTypes,
  ...queueCredentialTypes,
  ...googleFamilyCredentialTypes,
  ...emailCredentialTypes,
  ...messagingCredentialTypes,
  ...slackCredentialTypes,
  ...googleWorkspaceCredentialTypes,
  ...microsoftCredentialTypes,
  ...airtableCredentialTypes,
  ...notionCredentialTypes,
  ...chatAppsCredentialTypes,
  ...crmCredentialTypes,
  ...aiServicesCredentialTypes,
  ...socialCredentialTypes,
  ...jiraCredentialTypes,
  ...githubCredentialTypes,
  ...commerceCredentialTypes,
  ...storageCredentialTypes,
  ...businessAppsCredentialTypes,
  ...lookupsCredentialTypes,
  ...devToolsCredentialTypes,
  ...marketingCredentialTypes,
  ...workAppsCredentialTypes,
  ...salesCredentialTypes,
  ...tablesCredentialTypes,
  ...serviceDeskCredentialTypes,
  ...cloudDataCredentialTypes,
  ...aiExtrasCredentialTypes,
  ...utilitiesCredentialTypes,
  ...outreachCredentialTypes,
  ...sitesCredentialTypes,
  ...evaluationCredentialTypes,
  ...aiMongoCredentialTypes,
  ...leadDataCredentialTypes,
  ...accountingCredentialTypes,
  ...mediaGenerationCredentialTypes,
  ...appTriggersCredentialTypes,
  ...aiVendorsCredentialTypes,
  ...businessToolsCredentialTypes,
];

/** The built-in node types less those an instance excludes (Weft or n8n type names). */
export function enabledBuiltinNodeTypes(excluded: readonly string[]): NodeType[] {
  const out = new Set(excluded.map(toWeftTypeName));
  return builtinNodeTypes.filter((t) => !out.has(t.description.name));
}
