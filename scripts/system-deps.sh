#!/usr/bin/env bash
# Debian packages the tests need: Chromium for the browser tests, PostgreSQL for
# the server-mode API tests and nginx for the multi-server journey's load balancer.
# Installs them when missing and this runs as root.
set -euo pipefail
need=()
[[ -x /usr/bin/chromium ]] || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
[[ -x /usr/sbin/nginx ]] || need+=(nginx)
((${#need[@]})) || exit 0
if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null; then
  echo "Missing ${need[*]}: install them with apt-get (needs root)." >&2
  exit 1
fi
echo "Installing ${need[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
