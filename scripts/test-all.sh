#!/usr/bin/env bash
# The one command that installs everything the tests need and runs them all (README, .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh
npm test
