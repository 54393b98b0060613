#!/usr/bin/env bash
# The replica tests and benchmark run Debian's redis-server (the replicas' shared Redis) and caddy (the reverse
# proxy of docker-compose.yml, with deploy/Caddyfile), each on a free loopback port of their own.
set -euo pipefail
missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
command -v caddy >/dev/null || missing+=(caddy)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "the replica tests need: apt-get install ${missing[*]} (run as root)" >&2
  exit 1
fi
echo "installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
