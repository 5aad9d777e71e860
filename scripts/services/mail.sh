# Mail servers of the e-mail nodes' tests (sourced by scripts/ensure-services.sh):
#
# - Dovecot, a private instance (its own configuration under /tmp/weft-mail, not /etc/dovecot):
#   IMAP on 127.0.0.1:1143 without TLS, plaintext login allowed. Any user name logs in with the
#   password "weft-pass" and gets its own Maildir under /tmp/weft-mail/home/<user>, so each test can
#   use a fresh mailbox (e.g. run-1234@weft.test). IMAPS (TLS from the start) on 127.0.0.1:1993 with
#   a self-signed certificate, for the certificate options. LMTP on 127.0.0.1:2424 delivers into those
#   mailboxes; "user+folder@weft.test" lands in the folder "folder", created when missing. Its SASL
#   service on 127.0.0.1:2426 checks SMTP logins for Postfix.
# - Postfix: SMTP on 127.0.0.1:2525 (no TLS) and SMTPS on 127.0.0.1:2465 (same certificate), relaying mail for the domain weft.test to Dovecot's
#   LMTP and refusing every other domain (554 Relay access denied), so nothing leaves the machine.
#   Clients may send without logging in, and AUTH PLAIN/LOGIN checks the same
#   users and password as IMAP (a wrong password is refused with 535). Its log: /var/log/weft-postfix.log
#   (Postfix only writes logs under /var).
#
# Installs Debian's dovecot-imapd, dovecot-lmtpd and postfix when missing; quick when both run.

WEFT_MAIL_DIR=/tmp/weft-mail

# The self-signed certificate of IMAPS and SMTPS (CN localhost).
ensure_mail_certificate() {
  mkdir -p "$WEFT_MAIL_DIR"
  [ -s "$WEFT_MAIL_DIR/tls.crt" ] && [ -s "$WEFT_MAIL_DIR/tls.key" ] && return 0
  if ! command -v openssl >/dev/null 2>&1; then
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssl >/dev/null
  fi
  openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj /CN=localhost \
    -keyout "$WEFT_MAIL_DIR/tls.key" -out "$WEFT_MAIL_DIR/tls.crt" >/dev/null 2>&1
  chmod 600 "$WEFT_MAIL_DIR/tls.key"
}

ensure_dovecot() {
  if port_open 1143 && port_open 1993 && port_open 2424 && port_open 2426; then return 0; fi
  echo "Dovecot (IMAP 127.0.0.1:1143, LMTP 127.0.0.1:2424) is not running: starting it" >&2
  if [ ! -x /usr/sbin/dovecot ] || [ ! -e /usr/lib/dovecot/lmtp ] || [ ! -e /usr/lib/dovecot/imap ]; then
    echo "Dovecot is not installed: installing Debian's dovecot-imapd and dovecot-lmtpd" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd dovecot-lmtpd >/dev/null
  fi
  mkdir -p "$WEFT_MAIL_DIR/run" "$WEFT_MAIL_DIR/home"
  as_root chown nobody:nogroup "$WEFT_MAIL_DIR/home"
  cat > "$WEFT_MAIL_DIR/dovecot.conf" <<EOF
base_dir = $WEFT_MAIL_DIR/run
log_path = $WEFT_MAIL_DIR/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
ssl = yes
ssl_cert = <$WEFT_MAIL_DIR/tls.crt
ssl_key = <$WEFT_MAIL_DIR/tls.key
disable_plaintext_auth = no
auth_mechanisms = plain login
# Tests try wrong passwords on purpose: answer them at once.
auth_failure_delay = 0
# IDLE clients hear of new mail within a second even where inotify does not reach the Maildirs.
mailbox_idle_check_interval = 1 secs
mail_location = maildir:~/Maildir
mail_privileged_group =
first_valid_uid = 1
lda_mailbox_autocreate = yes
lmtp_save_to_detail_mailbox = yes
recipient_delimiter = +
passdb {
  driver = static
  args = password=weft-pass
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=$WEFT_MAIL_DIR/home/%u allow_all_users=yes
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = 1143
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = 1993
    ssl = yes
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = 2424
  }
  unix_listener lmtp {
    mode = 0600
  }
}
service auth {
  inet_listener {
    address = 127.0.0.1
    port = 2426
  }
}
EOF
  as_root /usr/sbin/dovecot -c "$WEFT_MAIL_DIR/dovecot.conf" 2>/dev/null || true
  wait_port 1143 && wait_port 1993 && wait_port 2424 && wait_port 2426 || { echo "Dovecot did not start (see $WEFT_MAIL_DIR/dovecot.log)" >&2; exit 1; }
}

ensure_postfix() {
  if port_open 2525 && port_open 2465; then return 0; fi
  echo "Postfix (SMTP 127.0.0.1:2525) is not running: starting it" >&2
  if [ ! -x /usr/sbin/postfix ]; then
    echo "Postfix is not installed: installing Debian's postfix" >&2
    as_root apt-get update -qq
    echo "postfix postfix/main_mailer_type select No configuration" | as_root debconf-set-selections
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postfix >/dev/null
  fi
  [ -s /etc/postfix/main.cf ] || as_root cp /usr/share/postfix/main.cf.debian /etc/postfix/main.cf 2>/dev/null || as_root touch /etc/postfix/main.cf
  as_root postconf -e \
    "inet_interfaces = loopback-only" \
    "inet_protocols = ipv4" \
    "mynetworks = 127.0.0.0/8" \
    "mydestination = localhost" \
    "relay_domains = weft.test" \
    "relay_transport = lmtp:inet:127.0.0.1:2424" \
    "relay_recipient_maps =" \
    "smtpd_relay_restrictions = reject_unauth_destination" \
    "smtpd_sasl_auth_enable = yes" \
    "smtpd_sasl_type = dovecot" \
    "smtpd_sasl_path = inet:127.0.0.1:2426" \
    "smtpd_tls_security_level = none" \
    "smtpd_tls_cert_file = $WEFT_MAIL_DIR/tls.crt" \
    "smtpd_tls_key_file = $WEFT_MAIL_DIR/tls.key" \
    "smtp_dns_support_level = disabled" \
    "smtpd_error_sleep_time = 0s" \
    "smtpd_soft_error_limit = 1000" \
    "smtpd_hard_error_limit = 1000" \
    "maillog_file = /var/log/weft-postfix.log" \
    "message_size_limit = 52428800"
  # SMTP on 127.0.0.1:2525 only (the standard port 25 listener is switched off).
  as_root postconf -M "127.0.0.1:2525/inet=127.0.0.1:2525 inet n - n - - smtpd"
  as_root postconf -M "127.0.0.1:2465/inet=127.0.0.1:2465 inet n - n - - smtpd -o smtpd_tls_wrappermode=yes -o smtpd_tls_security_level=encrypt"
  as_root postconf -MX smtp/inet 2>/dev/null || true
  [ -f /etc/aliases ] || echo "postmaster: root" | as_root tee /etc/aliases >/dev/null
  as_root newaliases 2>/dev/null || true
  as_root postfix start >/dev/null 2>&1 || as_root postfix reload >/dev/null 2>&1 || true
  wait_port 2525 && wait_port 2465 || { echo "Postfix did not start (see /var/log/weft-postfix.log)" >&2; exit 1; }
}

ensure_mail_certificate
ensure_dovecot
ensure_postfix
