import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { microsoftExcelNode } from './microsoft-excel/index.js';
import { microsoftTeamsNode } from './microsoft-teams/index.js';
import { microsoftOutlookNode } from './microsoft-outlook/index.js';
import { microsoftOutlookTriggerNode } from './microsoft-outlook-trigger/index.js';
import { microsoftCredentialTypeList } from './shared/microsoft/index.js';

/** n8n offers Outlook 2 to agents as a tool (`microsoftOutlookTool`). */
const outlookTool = buildToolVariants(microsoftOutlookNode, { microsoftOutlook: [2] });

/** n8n offers Excel 2–2.2 to agents as a tool (`microsoftExcelTool`). */
const excelTool = buildToolVariants(microsoftExcelNode, { microsoftExcel: [2, 2.1, 2.2] });

/** n8n offers Teams 2 to agents as a tool (`microsoftTeamsTool`). */
const teamsTool = buildToolVariants(microsoftTeamsNode, { microsoftTeams: [2] });

/** Microsoft 365 over Microsoft Graph: Outlook, Excel, OneDrive and Teams. */
export const microsoftNodeTypes: readonly NodeType[] = [...microsoftOutlookNode, ...outlookTool, ...microsoftOutlookTriggerNode, ...microsoftExcelNode, ...excelTool, ...microsoftTeamsNode, ...teamsTool];

/** Credential types of these nodes. */
export const microsoftCredentialTypes: readonly CredentialType[] = microsoftCredentialTypeList;
