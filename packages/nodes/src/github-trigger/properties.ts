/**
 * GitHub Trigger 1's parameters (n8n's `n8n-nodes-base.githubTrigger`): authentication, the
 * repository (owner and name locators), the events to subscribe to and whether GitHub may skip
 * checking the instance's TLS certificate. Names, types, defaults, options and display rules are
 * n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

export const githubTriggerProperties: NodeProperty[] = [
  {
    displayName:
      'Setting up this trigger needs admin rights on the repository (or owner rights in its organization), since it registers a webhook there.',
    name: 'notice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      { name: 'Access Token', value: 'accessToken' },
      { name: 'OAuth2', value: 'oAuth2' },
    ],
    default: 'accessToken',
  },
  {
    displayName: 'Repository Owner',
    name: 'owner',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      {
        displayName: 'Repository Owner',
        name: 'list',
        type: 'list',
        placeholder: 'Select an owner...',
        typeOptions: { searchListMethod: 'getUsers', searchable: true, searchFilterRequired: true },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://github.com/n8n-io',
        extractValue: { type: 'regex', regex: 'https:\\/\\/(?:[^/]+)\\/([-_0-9a-zA-Z]+)' },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/([^/]+)\\/([-_0-9a-zA-Z]+)(?:.*)',
              errorMessage: 'Not a valid Github URL',
            },
          },
        ],
      },
      {
        displayName: 'By Name',
        name: 'name',
        type: 'string',
        placeholder: 'e.g. n8n-io',
        validation: [
          { type: 'regex', properties: { regex: '[-_a-zA-Z0-9]+', errorMessage: 'Not a valid Github Owner Name' } },
        ],
        url: '=https://github.com/{{$value}}',
      },
    ],
  },
  {
    displayName: 'Repository Name',
    name: 'repository',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      {
        displayName: 'Repository Name',
        name: 'list',
        type: 'list',
        placeholder: 'Select an Repository...',
        typeOptions: { searchListMethod: 'getRepositories', searchable: true },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://github.com/n8n-io/n8n',
        extractValue: { type: 'regex', regex: 'https:\\/\\/(?:[^/]+)\\/(?:[-_0-9a-zA-Z]+)\\/([-_.0-9a-zA-Z]+)' },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/([^/]+)\\/(?:[-_0-9a-zA-Z]+)\\/([-_.0-9a-zA-Z]+)(?:.*)',
              errorMessage: 'Not a valid Github Repository URL',
            },
          },
        ],
      },
      {
        displayName: 'By Name',
        name: 'name',
        type: 'string',
        placeholder: 'e.g. n8n',
        validation: [
          {
            type: 'regex',
            properties: { regex: '[-_.0-9a-zA-Z]+', errorMessage: 'Not a valid Github Repository Name' },
          },
        ],
        url: '=https://github.com/{{$parameter["owner"]}}/{{$value}}',
      },
    ],
  },
  {
    displayName: 'Events',
    name: 'events',
    type: 'multiOptions',
    options: [
      { name: '*', value: '*' },
      { name: 'Check Run', value: 'check_run' },
      { name: 'Check Suite', value: 'check_suite' },
      { name: 'Commit Comment', value: 'commit_comment' },
      { name: 'Create', value: 'create' },
      { name: 'Delete', value: 'delete' },
      { name: 'Deploy Key', value: 'deploy_key' },
      { name: 'Deployment', value: 'deployment' },
      { name: 'Deployment Status', value: 'deployment_status' },
      { name: 'Fork', value: 'fork' },
      { name: 'Github App Authorization', value: 'github_app_authorization' },
      { name: 'Gollum', value: 'gollum' },
      { name: 'Installation', value: 'installation' },
      { name: 'Installation Repositories', value: 'installation_repositories' },
      { name: 'Issue Comment', value: 'issue_comment' },
      { name: 'Issues', value: 'issues' },
      { name: 'Label', value: 'label' },
      { name: 'Marketplace Purchase', value: 'marketplace_purchase' },
      { name: 'Member', value: 'member' },
      { name: 'Membership', value: 'membership' },
      { name: 'Meta', value: 'meta' },
      { name: 'Milestone', value: 'milestone' },
      { name: 'Org Block', value: 'org_block' },
      { name: 'Organization', value: 'organization' },
      { name: 'Page Build', value: 'page_build' },
      { name: 'Project', value: 'project' },
      { name: 'Project Card', value: 'project_card' },
      { name: 'Project Column', value: 'project_column' },
      { name: 'Public', value: 'public' },
      { name: 'Pull Request', value: 'pull_request' },
      { name: 'Pull Request Review', value: 'pull_request_review' },
      { name: 'Pull Request Review Comment', value: 'pull_request_review_comment' },
      { name: 'Push', value: 'push' },
      { name: 'Release', value: 'release' },
      { name: 'Repository', value: 'repository' },
      { name: 'Repository Import', value: 'repository_import' },
      { name: 'Repository Vulnerability Alert', value: 'repository_vulnerability_alert' },
      { name: 'Security Advisory', value: 'security_advisory' },
      { name: 'Star', value: 'star' },
      { name: 'Status', value: 'status' },
      { name: 'Team', value: 'team' },
      { name: 'Team Add', value: 'team_add' },
      { name: 'Watch', value: 'watch' },
    ],
    required: true,
    default: [],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [{ displayName: 'Insecure SSL', name: 'insecureSSL', type: 'boolean', default: false }],
  },
];
