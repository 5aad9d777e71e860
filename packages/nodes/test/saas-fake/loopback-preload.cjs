/**
 * Preloaded into n8n (`NODE_OPTIONS=--require …`) by record-unlocked.sh: TLS connections to the hosts
 * named in `WEFT_LOOPBACK_HOSTS` (JSON `{ "host": port }`) go to 127.0.0.1 on that port instead,
 * keeping the host as the TLS server name, so one n8n process reaches a family's fakes without
 * /etc/hosts or port 443 (both shared between recordings).
 */
const tls = require('node:tls');

const hosts = JSON.parse(process.env.WEFT_LOOPBACK_HOSTS || '{}');
const connect = tls.connect;
tls.connect = function loopbackConnect(...args) {
  const first = args[0];
  if (first && typeof first === 'object') {
    const host = first.host || first.servername;
    if (host && hosts[host] && !first.socket) args[0] = { ...first, host: '127.0.0.1', port: hosts[host], servername: first.servername || host };
  }
  return connect.apply(this, args);
};
