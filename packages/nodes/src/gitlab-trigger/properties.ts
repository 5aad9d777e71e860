/**
 * GitLab Trigger 1's parameters (n8n's `n8n-nodes-base.gitlabTrigger`): authentication, the project owner
 * and name, and the events to hook. Names, types, defaults, options and display rules are n8n 1.123's;
 * descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

export const gitlabTriggerProperties: NodeProperty[] = [
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
    type: 'string',
    default: '',
    required: true,
    placeholder: 'n8n-io',
  },
  {
    displayName: 'Repository Name',
    name: 'repository',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'n8n',
  },
  {
    displayName: 'Events',
    name: 'events',
    type: 'multiOptions',
    options: [
      { name: 'Comment', value: 'note' },
      { name: 'Confidential Issues', value: 'confidential_issues' },
      { name: 'Confidential Comments', value: 'confidential_note' },
      { name: 'Deployments', value: 'deployment' },
      { name: 'Issue', value: 'issues' },
      { name: 'Job', value: 'job' },
      { name: 'Merge Request', value: 'merge_requests' },
      { name: 'Pipeline', value: 'pipeline' },
      { name: 'Push', value: 'push' },
      { name: 'Release', value: 'releases' },
      { name: 'Tag', value: 'tag_push' },
      { name: 'Wiki Page', value: 'wiki_page' },
      { name: '*', value: '*' },
    ],
    required: true,
    default: [],
  },
];
