#!/usr/bin/env bash
# `pnpm test`: every test. Unit and integration tests (vitest), then the browser tests (Playwright in Debian's
# Chromium against the real local stack). Ends with one 'N passed, N failed' line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json

bash scripts/ensure-browser.sh || exit 1
pnpm --filter @console/web build >/dev/null || { echo "web build failed"; exit 1; }

npx vitest run --reporter=default --reporter=json --outputFile=.tmp/vitest.json
unit=$?
pnpm --dir tests exec playwright test -c e2e/playwright.config.ts
e2e=$?

node scripts/summary.mjs .tmp/vitest.json $unit .tmp/playwright.json $e2e
[ $unit -eq 0 ] && [ $e2e -eq 0 ]
