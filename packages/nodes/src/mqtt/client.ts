/** MQTT connections (mqtt.js) for the MQTT node and trigger, with n8n's credential handling. */
import { randomBytes } from 'node:crypto';
import type { IClientOptions, MqttClient } from 'mqtt';
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import { formatPemKey } from '../respond-to-webhook/jwt.js';

const mqtt = lazyRequire<typeof import('mqtt')>('mqtt');

/** The client options for an `mqtt` credential: an ID made up when none is given, login only with both user and password, TLS material when SSL is on. */
export function mqttClientOptions(credentials: Record<string, unknown>): IClientOptions {
  const options: IClientOptions = {
    protocol: String(credentials.protocol || 'mqtt') as IClientOptions['protocol'],
    host: String(credentials.host ?? ''),
    port: Number(credentials.port ?? 1883),
    clean: credentials.clean !== false,
    clientId: credentials.clientId ? String(credentials.clientId) : `mqttjs_${randomBytes(4).toString('hex')}`,
  };
  if (credentials.username && credentials.password) {
    options.username = String(credentials.username);
    options.password = String(credentials.password);
  }
  if (credentials.ssl === true) {
    if (credentials.ca) options.ca = formatPemKey(String(credentials.ca));
    if (credentials.cert) options.cert = formatPemKey(String(credentials.cert));
    if (credentials.key) options.key = formatPemKey(String(credentials.key));
    options.rejectUnauthorized = credentials.rejectUnauthorized === true;
  }
  return options;
}

/**
 * A connected client, after the host passed the outgoing-connection guard. The first failure to
 * connect ends the client and fails with the broker's (or socket's) message, as n8n does; once
 * connected, the client reconnects by itself.
 */
export async function connectMqtt(
  node: WorkflowNode,
  credentials: Record<string, unknown>,
  assertHost: (host: string) => Promise<void>,
): Promise<MqttClient> {
  const options = mqttClientOptions(credentials);
  await assertHost(options.host || 'localhost');
  return new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt().connect({ ...options, connectTimeout: 30_000 });
    const onConnect = () => {
      client.removeListener('error', onError);
      resolve(client);
    };
    const onError = (error: Error) => {
      client.removeListener('connect', onConnect);
      client.end(true);
      reject(new NodeOperationError(node, error.message));
    };
    client.once('connect', onConnect);
    client.once('error', onError);
  });
}
