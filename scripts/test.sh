#!/usr/bin/env bash
# README command 2: installs what it needs and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-node.sh
source scripts/lib/ensure-pnpm.sh
bash scripts/lib/ensure-system.sh
pnpm install --frozen-lockfile
step() { echo; echo "=== $* ==="; }
step typecheck; pnpm typecheck
step lint; pnpm lint
step "format (prettier --check)"; pnpm format:check
# The suites that need PostgreSQL or nginx (server/test/helpers/requirements.ts) write here whether
# they ran, were skipped and why, or failed for lack of it; listed after each vitest step.
export SUITE_REPORT
SUITE_REPORT=$(mktemp)
trap 'rm -f "$SUITE_REPORT"' EXIT
vitest_pass() {
  local name=$1 status=0
  shift
  "$@" || status=$?
  echo "--- suites that need PostgreSQL or nginx, $name ---"
  sort "$SUITE_REPORT"
  : >"$SUITE_REPORT"
  return "$status"
}
step "unit tests (vitest; server on PGlite)"; vitest_pass "PGlite pass" pnpm test
step "server tests on PostgreSQL 15"; vitest_pass "PostgreSQL pass" bash scripts/lib/with-postgres.sh pnpm vitest run --project server
step "production build"; pnpm build
step "size budget (gzip first-load JS per app, scripts/size-budgets.json)"; node scripts/size-budget.mjs
step "end-to-end (Playwright, Debian Chromium, separate origins)"; pnpm test:e2e
step "end-to-end after the cut-off (own stack, business clock Friday 15:45 Bangkok)"; pnpm --filter @port/e2e test:cutoff
