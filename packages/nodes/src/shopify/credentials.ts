/**
 * The Shopify credentials with n8n's names and property names, so exported credentials import as
 * they are: `shopifyApi` (a private app's API key and password, sent as Basic auth, and the shared
 * secret the trigger checks calls with), `shopifyAccessTokenApi` (an Admin API access token sent as
 * `X-Shopify-Access-Token`, and the app's secret key) and `shopifyOAuth2Api` (OAuth2 against the
 * shop's own authorize and token endpoints; the token sent as `X-Shopify-Access-Token`).
 */
import type { CredentialType } from '@weft/workflow';

const SHOP = {
  displayName: 'Shop Subdomain',
  name: 'shopSubdomain',
  required: true,
  type: 'string' as const,
  default: '',
};
const TEST_URL = '=https://{{$credentials.shopSubdomain}}.myshopify.com/admin/api/2024-07';

/** `shopifyApi`: API key, password, shop subdomain and shared secret. */
export const shopifyApiCredential: CredentialType = {
  name: 'shopifyApi',
  displayName: 'Shopify API',
  documentationUrl: 'shopify',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      required: true,
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
    {
      displayName: 'Password',
      name: 'password',
      required: true,
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
    SHOP,
    {
      displayName: 'Shared Secret',
      name: 'sharedSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      Authorization: `Basic ${Buffer.from(`${String(credentials.apiKey ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`,
    },
  }),
  test: { request: { baseURL: TEST_URL, url: '/products.json' } },
};

/** `shopifyAccessTokenApi`: shop subdomain, access token and app secret key. */
export const shopifyAccessTokenApiCredential: CredentialType = {
  name: 'shopifyAccessTokenApi',
  displayName: 'Shopify Access Token API',
  documentationUrl: 'shopify',
  properties: [
    SHOP,
    {
      displayName: 'Access Token',
      name: 'accessToken',
      required: true,
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
    {
      displayName: 'APP Secret Key',
      name: 'appSecretKey',
      required: true,
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'X-Shopify-Access-Token': String(credentials.accessToken ?? '') },
  }),
  test: { request: { baseURL: TEST_URL, url: '/products.json' } },
};

const hidden = (displayName: string, name: string, value: string, required = false) => ({
  displayName,
  name,
  type: 'hidden' as const,
  default: value,
  ...(required ? { required: true } : {}),
});

/** `shopifyOAuth2Api`: OAuth2 with the shop's endpoints and n8n's scopes. */
export const shopifyOAuth2ApiCredential: CredentialType = {
  name: 'shopifyOAuth2Api',
  displayName: 'Shopify OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'shopify',
  properties: [
    SHOP,
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', required: true },
    {
      displayName: 'Client Secret',
      name: 'clientSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden(
      'Authorization URL',
      'authUrl',
      '=https://{{$self["shopSubdomain"]}}.myshopify.com/admin/oauth/authorize',
      true,
    ),
    hidden(
      'Access Token URL',
      'accessTokenUrl',
      '=https://{{$self["shopSubdomain"]}}.myshopify.com/admin/oauth/access_token',
      true,
    ),
    hidden('Scope', 'scope', 'write_orders read_orders write_products read_products'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'access_mode=value'),
    hidden('Authentication', 'authentication', 'body'),
  ],
};

/** The three Shopify credential types. */
export const shopifyCredentialTypeList: CredentialType[] = [
  shopifyApiCredential,
  shopifyAccessTokenApiCredential,
  shopifyOAuth2ApiCredential,
];
