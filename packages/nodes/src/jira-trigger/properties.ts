/**
 * Jira Trigger 1 and 1.1's parameters (n8n's `n8n-nodes-base.jiraTrigger`): the Jira version, how
 * incoming calls are authenticated (1: "Authenticate Webhook With"; 1.1: a switch), the events and
 * the webhook's extra fields. Names, types, defaults, options and display rules are n8n 1.123's;
 * descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Jira Trigger 1 and 1.1, in n8n's order. */
export const jiraTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Jira Version',
    name: 'jiraVersion',
    type: 'options',
    options: [
      {
        name: 'Cloud',
        value: 'cloud',
      },
      {
        name: 'Server (Self Hosted)',
        value: 'server',
      },
      {
        name: 'Server (Pat) (Self Hosted)',
        value: 'serverPat',
      },
    ],
    default: 'cloud',
  },
  {
    displayName: 'Authenticate Incoming Webhook',
    name: 'authenticateWebhook',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        '@version': [
          {
            _cnd: {
              gte: 1.1,
            },
          },
        ],
      },
    },
  },
  {
    displayName: 'Authenticate Webhook With',
    name: 'incomingAuthentication',
    type: 'options',
    options: [
      {
        name: 'Query Auth',
        value: 'queryAuth',
      },
      {
        name: 'None',
        value: 'none',
      },
    ],
    default: 'none',
    displayOptions: {
      show: {
        '@version': [1],
      },
    },
  },
  {
    displayName: 'Events',
    name: 'events',
    type: 'multiOptions',
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Board Configuration Changed',
        value: 'board_configuration_changed',
      },
      {
        name: 'Board Created',
        value: 'board_created',
      },
      {
        name: 'Board Deleted',
        value: 'board_deleted',
      },
      {
        name: 'Board Updated',
        value: 'board_updated',
      },
      {
        name: 'Comment Created',
        value: 'comment_created',
      },
      {
        name: 'Comment Deleted',
        value: 'comment_deleted',
      },
      {
        name: 'Comment Updated',
        value: 'comment_updated',
      },
      {
        name: 'Issue Created',
        value: 'jira:issue_created',
      },
      {
        name: 'Issue Deleted',
        value: 'jira:issue_deleted',
      },
      {
        name: 'Issue Link Created',
        value: 'issuelink_created',
      },
      {
        name: 'Issue Link Deleted',
        value: 'issuelink_deleted',
      },
      {
        name: 'Issue Updated',
        value: 'jira:issue_updated',
      },
      {
        name: 'Option Attachments Changed',
        value: 'option_attachments_changed',
      },
      {
        name: 'Option Issue Links Changed',
        value: 'option_issuelinks_changed',
      },
      {
        name: 'Option Subtasks Changed',
        value: 'option_subtasks_changed',
      },
      {
        name: 'Option Timetracking Changed',
        value: 'option_timetracking_changed',
      },
      {
        name: 'Option Unassigned Issues Changed',
        value: 'option_unassigned_issues_changed',
      },
      {
        name: 'Option Voting Changed',
        value: 'option_voting_changed',
      },
      {
        name: 'Option Watching Changed',
        value: 'option_watching_changed',
      },
      {
        name: 'Project Created',
        value: 'project_created',
      },
      {
        name: 'Project Deleted',
        value: 'project_deleted',
      },
      {
        name: 'Project Updated',
        value: 'project_updated',
      },
      {
        name: 'Sprint Closed',
        value: 'sprint_closed',
      },
      {
        name: 'Sprint Created',
        value: 'sprint_created',
      },
      {
        name: 'Sprint Deleted',
        value: 'sprint_deleted',
      },
      {
        name: 'Sprint Started',
        value: 'sprint_started',
      },
      {
        name: 'Sprint Updated',
        value: 'sprint_updated',
      },
      {
        name: 'User Created',
        value: 'user_created',
      },
      {
        name: 'User Deleted',
        value: 'user_deleted',
      },
      {
        name: 'User Updated',
        value: 'user_updated',
      },
      {
        name: 'Version Created',
        value: 'jira:version_created',
      },
      {
        name: 'Version Deleted',
        value: 'jira:version_deleted',
      },
      {
        name: 'Version Moved',
        value: 'jira:version_moved',
      },
      {
        name: 'Version Released',
        value: 'jira:version_released',
      },
      {
        name: 'Version Unreleased',
        value: 'jira:version_unreleased',
      },
      {
        name: 'Version Updated',
        value: 'jira:version_updated',
      },
      {
        name: 'Worklog Created',
        value: 'worklog_created',
      },
      {
        name: 'Worklog Deleted',
        value: 'worklog_deleted',
      },
      {
        name: 'Worklog Updated',
        value: 'worklog_updated',
      },
    ],
    required: true,
    default: [],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Exclude Body',
        name: 'excludeBody',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Filter',
        name: 'filter',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Include Fields',
        name: 'includeFields',
        type: 'multiOptions',
        options: [
          {
            name: 'Attachment ID',
            value: 'attachment.id',
          },
          {
            name: 'Board ID',
            value: 'board.id',
          },
          {
            name: 'Comment ID',
            value: 'comment.id',
          },
          {
            name: 'Issue ID',
            value: 'issue.id',
          },
          {
            name: 'Merge Version ID',
            value: 'mergeVersion.id',
          },
          {
            name: 'Modified User Account ID',
            value: 'modifiedUser.accountId',
          },
          {
            name: 'Modified User Key',
            value: 'modifiedUser.key',
          },
          {
            name: 'Modified User Name',
            value: 'modifiedUser.name',
          },
          {
            name: 'Project ID',
            value: 'project.id',
          },
          {
            name: 'Project Key',
            value: 'project.key',
          },
          {
            name: 'Propery Key',
            value: 'property.key',
          },
          {
            name: 'Sprint ID',
            value: 'sprint.id',
          },
          {
            name: 'Version ID',
            value: 'version.id',
          },
          {
            name: 'Worklog ID',
            value: 'worklog.id',
          },
        ],
        default: [],
      },
    ],
  },
];
