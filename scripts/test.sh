#!/usr/bin/env bash
# `pnpm test`: every test. Unit and integration tests (vitest), the load, fault and rolling-restart tests on
# their own (they saturate the machine), then the browser tests (Playwright in Debian's Chromium against the
# real local stack).
# Ends with a table of where the time went (scripts/timings.mjs) and one 'N passed, N failed' line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/reliability.json .tmp/playwright.json .tmp/phases.tsv .tmp/*-timings.json

# CPU seconds (user + sys) of every child this shell has waited for so far, grandchildren included, into CPU.
# `times` writes to a file: in a pipe or $(…) it would run in a subshell that has no children yet.
children_cpu() {
  times >.tmp/times
  CPU=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } print t }' .tmp/times)
}

# Runs one phase of the suite and appends its name, wall seconds, CPU seconds and exit code to .tmp/phases.tsv.
phase() {
  local name=$1 start=$EPOCHREALTIME cpu code
  shift
  children_cpu
  cpu=$CPU
  "$@"
  code=$?
  children_cpu
  printf '%s\t%s\t%s\t%s\n' "$name" "$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { print b - a }')" \
    "$(awk -v a="$cpu" -v b="$CPU" 'BEGIN { print b - a }')" "$code" >>.tmp/phases.tsv
  return $code
}

phase 'ensure browser' bash scripts/ensure-browser.sh || exit 1
phase 'ensure services' bash scripts/ensure-services.sh || exit 1
phase 'web build' pnpm --filter @console/web build >/dev/null || { echo "web build failed"; exit 1; }

VITEST_TIMINGS=.tmp/vitest-timings.json phase vitest npx vitest run --project '!reliability' \
  --reporter=default --reporter=json --reporter=./scripts/vitest-timings.ts --outputFile.json=.tmp/vitest.json
unit=$?
VITEST_TIMINGS=.tmp/reliability-timings.json phase reliability npx vitest run --project reliability \
  --reporter=default --reporter=json --reporter=./scripts/vitest-timings.ts --outputFile.json=.tmp/reliability.json
reliability=$?
phase e2e pnpm --dir tests exec playwright test -c e2e/playwright.config.ts
e2e=$?

node scripts/timings.mjs
node scripts/summary.mjs vitest .tmp/vitest.json $unit vitest .tmp/reliability.json $reliability \
  playwright .tmp/playwright.json $e2e
[ $unit -eq 0 ] && [ $reliability -eq 0 ] && [ $e2e -eq 0 ]
