import { DEFAULT_WEBHOOK_ENDPOINTS, type WebhookEndpoints } from '@weft/workflow';
import type { InstanceSettings } from '../../api/types';

/**
 * Where this instance serves webhooks, from the settings (`urlBaseWebhook`, `endpointWebhook`,
 * `endpointWebhookTest`); before the settings are loaded, the page's own origin and the defaults.
 */
export function webhookEndpoints(
  settings: Pick<InstanceSettings, 'urlBaseWebhook' | 'endpointWebhook' | 'endpointWebhookTest'> | null | undefined,
  origin: string,
): WebhookEndpoints {
  return {
    urlBaseWebhook: settings?.urlBaseWebhook || `${origin}/`,
    endpointWebhook: settings?.endpointWebhook || DEFAULT_WEBHOOK_ENDPOINTS.endpointWebhook,
    endpointWebhookTest: settings?.endpointWebhookTest || DEFAULT_WEBHOOK_ENDPOINTS.endpointWebhookTest,
  };
}
