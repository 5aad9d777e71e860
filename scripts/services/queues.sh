# Brokers of the queue nodes' tests (sourced by scripts/ensure-services.sh): RabbitMQ on
# 127.0.0.1:5672 (guest/guest) with the AMQP 1.0 plugin for the AMQP nodes, and Mosquitto on
# 127.0.0.1:1883 (anonymous, loopback only) for the MQTT nodes. Installs Debian's rabbitmq-server
# and mosquitto when missing; quick when both already run.

ensure_rabbitmq() {
  if ! port_open 5672; then
    echo "RabbitMQ is not running on 127.0.0.1:5672: starting it" >&2
    if ! command -v rabbitmq-server >/dev/null 2>&1 && [ ! -x /usr/sbin/rabbitmq-server ]; then
      echo "RabbitMQ is not installed: installing Debian's rabbitmq-server" >&2
      as_root apt-get update -qq
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rabbitmq-server >/dev/null
    fi
    # Loopback only; guest may log in from loopback by RabbitMQ's default.
    if [ ! -s /etc/rabbitmq/rabbitmq-env.conf ] || ! grep -q NODE_IP_ADDRESS /etc/rabbitmq/rabbitmq-env.conf; then
      echo "NODE_IP_ADDRESS=127.0.0.1" | as_root tee -a /etc/rabbitmq/rabbitmq-env.conf >/dev/null
    fi
    # No systemd in containers: start the broker detached as its own user.
    as_root env HOME=/var/lib/rabbitmq su -s /bin/sh rabbitmq -c 'rabbitmq-server -detached' >/dev/null 2>&1 \
      || as_root rabbitmq-server -detached >/dev/null 2>&1 || true
    for _ in $(seq 1 120); do port_open 5672 && break; sleep 0.5; done
    port_open 5672 || { echo "RabbitMQ did not start" >&2; exit 1; }
  fi
  # The AMQP 1.0 nodes talk to RabbitMQ through its amqp1_0 plugin (enabling it online is quick).
  if [ -r /etc/rabbitmq/enabled_plugins ] && grep -q rabbitmq_amqp1_0 /etc/rabbitmq/enabled_plugins; then return 0; fi
  as_root rabbitmq-plugins enable rabbitmq_amqp1_0 >/dev/null 2>&1 \
    || echo "The rabbitmq_amqp1_0 plugin could not be enabled: the AMQP 1.0 tests will fail" >&2
}

ensure_mosquitto() {
  if port_open 1883; then return 0; fi
  echo "Mosquitto is not running on 127.0.0.1:1883: starting it" >&2
  if ! command -v mosquitto >/dev/null 2>&1 && [ ! -x /usr/sbin/mosquitto ]; then
    echo "Mosquitto is not installed: installing Debian's mosquitto" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mosquitto >/dev/null
  fi
  mkdir -p /tmp/weft-mosquitto
  printf 'listener 1883 127.0.0.1\nallow_anonymous true\npersistence false\nlog_dest file /tmp/weft-mosquitto/mosquitto.log\n' > /tmp/weft-mosquitto/mosquitto.conf
  chmod -R a+rwX /tmp/weft-mosquitto
  PATH="$PATH:/usr/sbin" mosquitto -d -c /tmp/weft-mosquitto/mosquitto.conf
  wait_port 1883 || { echo "Mosquitto did not start" >&2; exit 1; }
}

ensure_rabbitmq
ensure_mosquitto

# The RabbitMQ node's recorded cases send to the durable queue "weft-conformance" (n8n's node only
# checks that a queue exists): declared here, kept short so that it never grows.
ensure_conformance_queue() {
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  (cd "$root" && node -e '
    require("amqplib").connect("amqp://guest:guest@127.0.0.1:5672").then(async (c) => {
      const ch = await c.createChannel();
      await ch.assertQueue("weft-conformance", { durable: true, arguments: { "x-max-length": 10 } });
      await c.close();
    }).catch((e) => { console.error("Could not declare the queue weft-conformance: " + e.message); process.exit(1); });
  ') || exit 1
}
ensure_conformance_queue
