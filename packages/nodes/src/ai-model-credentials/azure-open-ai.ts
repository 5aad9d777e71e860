import type { CredentialType } from '@weft/workflow';

/**
 * `azureOpenAiApi`: an Azure OpenAI resource's key (sent as the `api-key` header), its resource
 * name, the API version and an optional endpoint (else `https://<resource>.openai.azure.com`).
 */
export const azureOpenAiApi: CredentialType = {
  name: 'azureOpenAiApi',
  displayName: 'Azure Open AI',
  documentationUrl: 'azureopenai',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
    },
    { displayName: 'Resource Name', name: 'resourceName', type: 'string', required: true, default: '' },
    { displayName: 'API Version', name: 'apiVersion', type: 'string', required: true, default: '2025-03-01-preview' },
    {
      displayName: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      default: '',
      placeholder: 'https://westeurope.api.cognitive.microsoft.com',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'api-key': String(credentials.apiKey ?? '') },
  }),
};

/**
 * `azureEntraCognitiveServicesOAuth2Api`: Azure Entra ID (OAuth2) for Azure OpenAI, n8n's fields
 * over `oAuth2Api`; the model node asks the token URL for a client-credentials token.
 */
export const azureEntraCognitiveServicesOAuth2Api: CredentialType = {
  name: 'azureEntraCognitiveServicesOAuth2Api',
  displayName: 'Azure Entra ID (Azure Active Directory) API',
  documentationUrl: 'azureentracognitiveservicesoauth2api',
  extends: ['oAuth2Api'],
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Resource Name', name: 'resourceName', type: 'string', required: true, default: '' },
    { displayName: 'API Version', name: 'apiVersion', type: 'string', required: true, default: '2025-03-01-preview' },
    {
      displayName: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      default: '',
      placeholder: 'https://westeurope.api.cognitive.microsoft.com',
    },
    {
      displayName: 'Tenant ID',
      name: 'tenantId',
      type: 'string',
      default: 'common',
      placeholder: 'e.g., xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx or common',
      description: 'The Azure tenant (directory) ID, or "common" for multi-tenant apps',
    },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: '=https://login.microsoftonline.com/{{$self["tenantId"]}}/oauth2/authorize',
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: '=https://login.microsoftonline.com/{{$self["tenantId"]}}/oauth2/token',
    },
    {
      displayName: 'Additional Body Properties',
      name: 'additionalBodyProperties',
      type: 'hidden',
      default: '{"grant_type": "client_credentials", "resource": "https://cognitiveservices.azure.com/"}',
    },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
    {
      displayName: 'Custom Scopes',
      name: 'customScopes',
      type: 'boolean',
      default: false,
      description: 'Whether to ask for scopes of your own (include "openid" and "offline_access")',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    {
      displayName: 'Enabled Scopes',
      name: 'enabledScopes',
      type: 'string',
      default: 'openid offline_access',
      placeholder: 'openid offline_access',
      displayOptions: { show: { customScopes: [true] } },
      description: 'Space-separated scopes',
    },
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'hidden',
      default: '={{ $self.customScopes ? $self.enabledScopes : "openid offline_access"}}',
    },
  ],
};
