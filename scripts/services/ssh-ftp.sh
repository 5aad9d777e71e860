# Servers of the SSH, SFTP and FTP node tests (sourced by scripts/ensure-services.sh, which defines
# port_open, wait_port and as_root):
# - Debian's OpenSSH server on 127.0.0.1:2222 with its own sshd_config and host key (SFTP through
#   internal-sftp), letting in only the throwaway user below, by password or by the test keys in
#   packages/nodes/src/ssh/fixtures;
# - Debian's vsftpd on 127.0.0.1:2121 (passive ports 21100-21120 on 127.0.0.1) for the same user.
# The user is `weftuser` (uid 48231, so file listings read the same on every machine), password
# `weft-test-pass`, home /home/weftuser, shell /bin/bash. Nothing listens outside loopback.
# State lives in /tmp/weft-ssh-ftp. Both servers are left running, as Redis is.

WEFT_SSH_DIR=/tmp/weft-ssh-ftp
WEFT_SSH_USER=weftuser

ensure_ssh_ftp_packages() {
  if [ -x /usr/sbin/sshd ] && [ -x /usr/sbin/vsftpd ]; then return 0; fi
  echo "OpenSSH server or vsftpd is not installed: installing Debian's openssh-server and vsftpd" >&2
  as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends openssh-server vsftpd >/dev/null
}

ensure_ssh_ftp_user() {
  if ! id "$WEFT_SSH_USER" >/dev/null 2>&1; then
    as_root useradd --uid 48231 --user-group --create-home --home-dir /home/$WEFT_SSH_USER --shell /bin/bash "$WEFT_SSH_USER"
  fi
  echo "$WEFT_SSH_USER:weft-test-pass" | as_root chpasswd
}

ensure_ssh_ftp_config() {
  as_root mkdir -p "$WEFT_SSH_DIR" /run/sshd /var/run/vsftpd/empty
  [ -f "$WEFT_SSH_DIR/ssh_host_ed25519_key" ] || as_root ssh-keygen -q -t ed25519 -N '' -C weft-test-host -f "$WEFT_SSH_DIR/ssh_host_ed25519_key"
  as_root tee "$WEFT_SSH_DIR/authorized_keys" >/dev/null <<'KEYS'
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOaSDJBcK+wRy+12HDAe24U921Y5qvUhBb7+pzEOnYtZ weft-test-plain
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDSUK0cbLmvpb97ikAu/l9ZtjR3IQ45K8RzKVCK3jmIs/SbJqSNNoc21gCxobZxLXi+IQQ6QveXbU36/3qA3hKeGZNWUi/RWgUBCdp1BYvy2bFx/MbFpMR51H35MNEgaX7E48YFfB6dMbNgA11QuaymF6WOLPodhT1SsVOWG6rlJSc7Z2WZz9rReKVSyounAEX2SVZJJfM8ZoNuoREFHIBA8gsF0/qNBA+sdQTWktd+2Z8mjQxFyeSV1RcT+SU5WVeKb2UK5B9CKVxKOv9k5cUTpDq+xrx+Jt/QJOg8jhyobwqaIQrrHaKCCrsuO/iR5a3upuHlO/D/ip/oDMYgGPuL weft-test-passphrase
KEYS
  as_root tee "$WEFT_SSH_DIR/sshd_config" >/dev/null <<EOF
Port 2222
ListenAddress 127.0.0.1
HostKey $WEFT_SSH_DIR/ssh_host_ed25519_key
PidFile $WEFT_SSH_DIR/sshd.pid
AllowUsers $WEFT_SSH_USER
PermitRootLogin no
PasswordAuthentication yes
KbdInteractiveAuthentication no
PubkeyAuthentication yes
AuthorizedKeysFile $WEFT_SSH_DIR/authorized_keys
StrictModes no
UsePAM no
X11Forwarding no
PrintMotd no
Subsystem sftp internal-sftp
EOF
  echo "$WEFT_SSH_USER" | as_root tee "$WEFT_SSH_DIR/vsftpd.users" >/dev/null
  as_root tee "$WEFT_SSH_DIR/vsftpd.conf" >/dev/null <<EOF
listen=YES
listen_ipv6=NO
listen_address=127.0.0.1
listen_port=2121
background=YES
anonymous_enable=NO
local_enable=YES
write_enable=YES
local_umask=022
userlist_enable=YES
userlist_deny=NO
userlist_file=$WEFT_SSH_DIR/vsftpd.users
pasv_enable=YES
pasv_address=127.0.0.1
pasv_min_port=21100
pasv_max_port=21120
seccomp_sandbox=NO
isolate=NO
isolate_network=NO
use_localtime=NO
xferlog_enable=NO
pam_service_name=vsftpd
secure_chroot_dir=/var/run/vsftpd/empty
EOF
}

ensure_ssh_ftp() {
  if port_open 2222 && port_open 2121; then return 0; fi
  ensure_ssh_ftp_packages
  ensure_ssh_ftp_user
  ensure_ssh_ftp_config
  if ! port_open 2222; then
    echo "Starting the test sshd on 127.0.0.1:2222" >&2
    as_root /usr/sbin/sshd -f "$WEFT_SSH_DIR/sshd_config"
    wait_port 2222 || { echo "The test sshd did not start" >&2; exit 1; }
  fi
  if ! port_open 2121; then
    echo "Starting the test vsftpd on 127.0.0.1:2121" >&2
    as_root /usr/sbin/vsftpd "$WEFT_SSH_DIR/vsftpd.conf"
    wait_port 2121 || { echo "The test vsftpd did not start" >&2; exit 1; }
  fi
}

ensure_ssh_ftp
