/**
 * The WooCommerce credential with n8n's name and property names (`wooCommerceApi`), so exported
 * credentials import as they are: the shop's REST API consumer key and secret (sent as Basic auth,
 * or in the query when "Include Credentials in Query" is on) and the shop's URL.
 */
import type { CredentialType } from '@weft/workflow';

/** `wooCommerceApi`: consumer key and secret, shop URL, credentials in the query or not. */
export const wooCommerceApiCredential: CredentialType = {
  name: 'wooCommerceApi',
  displayName: 'WooCommerce API',
  documentationUrl: 'woocommerce',
  properties: [
    { displayName: 'Consumer Key', name: 'consumerKey', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName: 'Consumer Secret',
      name: 'consumerSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
    { displayName: 'WooCommerce URL', name: 'url', type: 'string', default: '', placeholder: 'https://example.com' },
    { displayName: 'Include Credentials in Query', name: 'includeCredentialsInQuery', type: 'boolean', default: false },
  ],
  authenticate: (credentials, request) => {
    if (credentials.includeCredentialsInQuery === true) {
      return {
        ...request,
        qs: {
          ...(request.qs ?? {}),
          consumer_key: credentials.consumerKey,
          consumer_secret: credentials.consumerSecret,
        },
      };
    }
    const basic = Buffer.from(
      `${String(credentials.consumerKey ?? '')}:${String(credentials.consumerSecret ?? '')}`,
    ).toString('base64');
    return { ...request, headers: { ...request.headers, Authorization: `Basic ${basic}` } };
  },
  test: { request: { baseURL: '={{$credentials.url}}/wp-json/wc/v3', url: '/products/categories' } },
};
