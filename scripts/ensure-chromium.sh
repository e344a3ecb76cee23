#!/usr/bin/env bash
# Debian's Chromium and a Chinese font: the browser tests drive that Chromium (Playwright's own
# browser download cannot run here), and the build draws mermaid diagrams with both (plugins/diagrams).
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
# Without a Chinese font, Chromium measures Chinese labels as narrow boxes.
[ -n "$(fc-list :lang=zh family 2>/dev/null || true)" ] || missing+=(fonts-wqy-microhei)
if [ ${#missing[@]} = 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install them (Debian: sudo apt-get install ${missing[*]})," >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again." >&2
exit 1
