#!/usr/bin/env bash
# `npm test`: every check a change must pass. Static checks, unit and integration tests on the
# embedded database, the same backend and BFF suites on a PostgreSQL server when TEST_DATABASE_URL
# is set, then browser end-to-end tests in Chromium. Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--experimental-vm-modules${NODE_OPTIONS:+ $NODE_OPTIONS}"
results_dir=$(mktemp -d)
status=0

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run_jest() { # name, jest args...
  local name=$1; shift
  # --forceExit: a failing test can throw before it closes its sockets; the run must then end and report,
  # not wait for them (green runs close everything; see the afterAll hooks).
  # --testTimeout: a test's time limit is a hang guard, not a speed check (speed is measured by scripts/bench-*);
  # on a loaded 2-core machine a fresh PGlite alone can take 5 s, Jest's default limit.
  npx jest --forceExit --testTimeout=30000 --json --outputFile="$results_dir/$name.json" "$@" || status=1
}

step "The lock file installs with npm ci"
node scripts/lock-platform-binaries.cjs --check || status=1

step "Generated code is up to date"
npx tsx scripts/codegen-check.ts || status=1

step "Type check"
npx tsc --noEmit -p tsconfig.json || status=1
npx tsc --noEmit -p web/widget/tsconfig.json || status=1

step "Lint"
npx eslint . || status=1

step "Build the console"
npx vite build --config web/vite.config.mts --logLevel warn || status=1

step "Build the website widget"
npx tsx scripts/build-widget.ts || status=1

step "Build the server npm start runs (and its worker threads' bundles)"
npx tsx scripts/build-server.ts || status=1

step "Unit and integration tests (embedded PGlite)"
run_jest embedded --selectProjects schema scripts backend bff web

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Backend and BFF tests on PostgreSQL ($TEST_DATABASE_URL)"
  run_jest postgres --selectProjects backend bff

  step "Two replicas of each process on PostgreSQL"
  run_jest replicas --selectProjects replicas --runInBand
fi

step "Browser end-to-end tests (Chromium)"
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  run_jest e2e --selectProjects e2e --runInBand
else
  echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  status=1
fi

node -e '
const fs = require("fs"); const dir = process.argv[1];
let passed = 0, failed = 0, pending = 0;
for (const f of fs.readdirSync(dir)) {
  const r = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests + (r.numRuntimeErrorTestSuites || 0); pending += r.numPendingTests;
}
console.log(`\ntests: ${passed} passed, ${failed} failed` + (pending ? `, ${pending} skipped` : ""));
' "$results_dir"
rm -rf "$results_dir"
exit $status
