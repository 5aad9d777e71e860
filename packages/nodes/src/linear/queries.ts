/**
 * The GraphQL documents the Linear node sends to `https://api.linear.app/graphql`, selecting the
 * fields n8n's node selects, so items have the same keys.
 */

/** The fields of an issue in every answer. */
const ISSUE_FIELDS = `id identifier title priority archivedAt
  assignee { id displayName }
  state { id name }
  createdAt
  creator { id displayName }
  description dueDate
  cycle { id name }`;

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';

/** Each query and mutation by what it does. */
export const LINEAR_QUERIES = {
  teams: `query Teams($first: Int, $after: String) { teams(first: $first, after: $after) { nodes { id name } ${PAGE_INFO} } }`,
  users: `query Users($first: Int, $after: String) { users(first: $first, after: $after) { nodes { id name } ${PAGE_INFO} } }`,
  states: `query States($first: Int, $after: String, $filter: WorkflowStateFilter) { workflowStates(first: $first, after: $after, filter: $filter) { nodes { id name } ${PAGE_INFO} } }`,
  issueTeam: 'query IssueTeam($issueId: String!) { issue(id: $issueId) { team { id } } }',
  issue: `query Issue($issueId: String!) { issue(id: $issueId) { ${ISSUE_FIELDS} } }`,
  issues: `query Issues($first: Int, $after: String) { issues(first: $first, after: $after) { nodes { ${ISSUE_FIELDS} } ${PAGE_INFO} } }`,
  createIssue: `mutation IssueCreate($title: String!, $teamId: String!, $description: String, $assigneeId: String, $priorityId: Int, $stateId: String) {
  issueCreate(input: { title: $title, description: $description, teamId: $teamId, assigneeId: $assigneeId, priority: $priorityId, stateId: $stateId }) { success issue { ${ISSUE_FIELDS} } }
}`,
  updateIssue: `mutation IssueUpdate($issueId: String!, $title: String, $teamId: String, $description: String, $assigneeId: String, $priorityId: Int, $stateId: String) {
  issueUpdate(id: $issueId, input: { title: $title, description: $description, teamId: $teamId, assigneeId: $assigneeId, priority: $priorityId, stateId: $stateId }) { success issue { ${ISSUE_FIELDS} } }
}`,
  deleteIssue: 'mutation IssueDelete($issueId: String!) { issueDelete(id: $issueId) { success } }',
  addComment:
    'mutation CommentCreate($issueId: String!, $body: String!, $parentId: String) { commentCreate(input: { issueId: $issueId, body: $body, parentId: $parentId }) { success comment { id } } }',
  addLink:
    'mutation AttachmentLinkURL($url: String!, $issueId: String!) { attachmentLinkURL(url: $url, issueId: $issueId) { success } }',
  webhooks: 'query Webhooks { webhooks { nodes { id url enabled team { id name } } } }',
  createWebhook:
    'mutation WebhookCreate($url: String!, $teamId: String!, $resources: [String!]!) { webhookCreate(input: { url: $url, teamId: $teamId, resourceTypes: $resources }) { success webhook { id enabled } } }',
  deleteWebhook: 'mutation WebhookDelete($id: String!) { webhookDelete(id: $id) { success } }',
} as const;
