#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download cannot run here).
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $chromium. Install it (Debian: sudo apt-get install chromium)," >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again." >&2
exit 1
