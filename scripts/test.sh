#!/usr/bin/env bash
# `pnpm test`: every test. Unit and integration tests (vitest), the load, fault and rolling-restart tests on
# their own (they saturate the machine), then the browser tests (Playwright in Debian's Chromium against the
# real local stack).
# Ends with one 'N passed, N failed' line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/reliability.json .tmp/playwright.json

bash scripts/ensure-browser.sh || exit 1
bash scripts/ensure-services.sh || exit 1
pnpm --filter @console/web build >/dev/null || { echo "web build failed"; exit 1; }

npx vitest run --project '!reliability' --reporter=default --reporter=json --outputFile=.tmp/vitest.json
unit=$?
npx vitest run --project reliability --reporter=default --reporter=json --outputFile=.tmp/reliability.json
reliability=$?
pnpm --dir tests exec playwright test -c e2e/playwright.config.ts
e2e=$?

node scripts/summary.mjs vitest .tmp/vitest.json $unit vitest .tmp/reliability.json $reliability \
  playwright .tmp/playwright.json $e2e
[ $unit -eq 0 ] && [ $reliability -eq 0 ] && [ $e2e -eq 0 ]
