/** Every webhook event Jira Trigger registers for when `*` is chosen (n8n's list, in its order). */
export const JIRA_EVENTS: readonly string[] = [
  'board_created', 'board_updated', 'board_deleted', 'board_configuration_changed',
  'comment_created', 'comment_updated', 'comment_deleted',
  'jira:issue_created', 'jira:issue_updated', 'jira:issue_deleted',
  'option_voting_changed', 'option_watching_changed', 'option_unassigned_issues_changed', 'option_subtasks_changed',
  'option_attachments_changed', 'option_issuelinks_changed', 'option_timetracking_changed',
  'project_created', 'project_updated', 'project_deleted',
  'sprint_created', 'sprint_deleted', 'sprint_updated', 'sprint_started', 'sprint_closed',
  'user_created', 'user_updated', 'user_deleted',
  'jira:version_released', 'jira:version_unreleased', 'jira:version_created', 'jira:version_moved', 'jira:version_updated', 'jira:version_deleted',
  'issuelink_created', 'issuelink_deleted',
  'worklog_created', 'worklog_updated', 'worklog_deleted',
];
