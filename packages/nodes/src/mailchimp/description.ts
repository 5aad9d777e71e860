/** Mailchimp 1's description (n8n's `n8n-nodes-base.mailchimp`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { mailchimpProperties } from './properties.js';

/** Mailchimp 1: audience members, their tags, interest groups and campaigns. */
export const mailchimpDescription: NodeTypeDescription = {
  name: 'weft.mailchimp',
  displayName: 'Mailchimp',
  description: 'Manage Mailchimp audience members, tags, groups and campaigns',
  group: ['output'],
  version: 1,
  icon: 'file:mailchimp.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Mailchimp' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'mailchimpApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
    { name: 'mailchimpOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: mailchimpProperties,
  codex: { categories: ['Marketing', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.mailchimp/',
};
