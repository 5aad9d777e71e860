import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { microsoftExcelNode } from './microsoft-excel/index.js';
import { microsoftTeamsNode } from './microsoft-teams/index.js';
import { microsoftOneDriveNode } from './microsoft-onedrive/index.js';
import { microsoftOneDriveTriggerNode } from './microsoft-onedrive-trigger/index.js';
import { microsoftTeamsTriggerNode } from './microsoft-teams-trigger/index.js';
import { microsoftOutlookNode } from './microsoft-outlook/index.js';
import { microsoftOutlookTriggerNode } from './microsoft-outlook-trigger/index.js';
import { microsoftCredentialTypeList } from './shared/microsoft/index.js';

/** n8n offers Outlook 2 to agents as a tool (`microsoftOutlookTool`). */
const outlookTool = buildToolVariants(microsoftOutlookNode, { microsoftOutlook: [2] });

/** n8n offers Excel 2–2.2 to agents as a tool (`microsoftExcelTool`). */
const excelTool = buildToolVariants(microsoftExcelNode, { microsoftExcel: [2, 2.1, 2.2] });

/** n8n offers Teams 2 to agents as a tool (`microsoftTeamsTool`). */
const teamsTool = buildToolVariants(microsoftTeamsNode, { microsoftTeams: [2] });

/** n8n offers OneDrive 1 to agents as a tool (`microsoftOneDriveTool`). */
const oneDriveTool = buildToolVariants(microsoftOneDriveNode, { microsoftOneDrive: [1] });

/** Microsoft 365 over Microsoft Graph: Outlook, Excel, OneDrive and Teams. */
export const microsoftNodeTypes: readonly NodeType[] = [
  ...microsoftOutlookNode,
  ...outlookTool,
  ...microsoftOutlookTriggerNode,
  ...microsoftExcelNode,
  ...excelTool,
  ...microsoftTeamsNode,
  ...teamsTool,
  ...microsoftTeamsTriggerNode,
  ...microsoftOneDriveNode,
  ...oneDriveTool,
  ...microsoftOneDriveTriggerNode,
];

/** Credential types of these nodes. */
export const microsoftCredentialTypes: readonly CredentialType[] = microsoftCredentialTypeList;
