import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { googleCalendarNode } from './google-calendar/index.js';
import { googleCalendarTriggerNode } from './google-calendar-trigger/index.js';
import { googleContactsNode } from './google-contacts/index.js';
import { googleSlidesNode } from './google-slides/index.js';
import { googleTasksNode } from './google-tasks/index.js';
import { youTubeNode } from './you-tube/index.js';
import { googleAnalyticsNode } from './google-analytics/index.js';
import { googleAnalyticsOAuth2 } from './google-analytics/credentials.js';

/** n8n offers Google Calendar 1–1.3, Google Tasks 1, Google Contacts 1, Google Slides 1–2 and YouTube 1 to agents as tools. */
const tools = buildToolVariants(
  [
    ...googleCalendarNode,
    ...googleTasksNode,
    ...googleContactsNode,
    ...googleSlidesNode,
    ...youTubeNode,
    ...googleAnalyticsNode,
  ],
  {
    googleCalendar: [1, 1.1, 1.2, 1.3],
    googleTasks: [1],
    googleContacts: [1],
    googleSlides: [1, 2],
    youTube: [1],
    googleAnalytics: [2],
  },
);

/** Google Calendar, Tasks, Contacts, Slides, YouTube and the other Google Workspace nodes. */
export const googleWorkspaceNodeTypes: readonly NodeType[] = [
  ...googleCalendarNode,
  ...googleCalendarTriggerNode,
  ...googleTasksNode,
  ...googleContactsNode,
  ...googleSlidesNode,
  ...youTubeNode,
  ...googleAnalyticsNode,
  ...tools,
];

/** Credential types of these nodes (their OAuth2 types are among the shared Google ones). */
export const googleWorkspaceCredentialTypes: readonly CredentialType[] = [googleAnalyticsOAuth2];
