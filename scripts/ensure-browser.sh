#!/usr/bin/env bash
# The browser tests need Debian's Chromium headless shell, the benchmarks its full Chromium, and both the CJK
# fonts (without them Chinese renders as boxes).
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromium-headless-shell >/dev/null || missing+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "browser tests need: apt-get install ${missing[*]} (run as root)" >&2
  exit 1
fi
echo "installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
