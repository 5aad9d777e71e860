/**
 * Preloaded into n8n with the recorder's loopback-preload.cjs (see record.sh here): plain HTTP
 * connections to the hosts named in `WEFT_LOOPBACK_HOSTS` (Hacker News' API is called over
 * http://) go to the fake's loopback port over TLS instead, so the recorder's HTTPS fake serves them.
 */
const http = require('node:http');
const tls = require('node:tls');

const hosts = JSON.parse(process.env.WEFT_LOOPBACK_HOSTS || '{}');
const create = http.Agent.prototype.createConnection;
http.Agent.prototype.createConnection = function loopbackConnection(options, ...rest) {
  const host = options && (options.host || options.hostname);
  if (host && hosts[host]) return tls.connect({ host: '127.0.0.1', port: hosts[host], servername: host }, ...rest.filter((r) => typeof r === 'function'));
  return create.call(this, options, ...rest);
};
