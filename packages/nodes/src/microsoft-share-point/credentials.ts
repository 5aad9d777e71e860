/**
 * `microsoftSharePointOAuth2Api` with n8n's name and property names: OAuth2 through Microsoft's
 * identity platform (it extends `microsoftOAuth2Api`, registered with the Microsoft 365 nodes),
 * scoped to the tenant's SharePoint host, which `subdomain` names.
 */
import type { CredentialType } from '@weft/workflow';

/** `microsoftSharePointOAuth2Api`. */
export const microsoftSharePointOAuth2ApiCredential: CredentialType = {
  name: 'microsoftSharePointOAuth2Api',
  displayName: 'Microsoft SharePoint OAuth2 API',
  extends: ['microsoftOAuth2Api'],
  documentationUrl: 'microsoft',
  properties: [
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'hidden',
      default: '=openid offline_access https://{{$self.subdomain}}.sharepoint.com/.default',
    },
    {
      displayName: 'Subdomain',
      name: 'subdomain',
      type: 'string',
      default: '',
      hint: 'The first part of the SharePoint host: "contoso" for https://contoso.sharepoint.com',
    },
  ],
};
