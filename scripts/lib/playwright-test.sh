#!/usr/bin/env bash
# `pnpm --filter @port/e2e test -- tests/auth.spec.ts`: pnpm hands the `--` on to the script, and
# Playwright takes nothing after a `--` as a filter, so the whole suite ran (issue 22 item 5). The
# `--` is dropped here so the spec (or any other option) reaches `playwright test`.
set -euo pipefail
args=()
for arg in "$@"; do
  if [ "$arg" != "--" ]; then args+=("$arg"); fi
done
exec playwright test "${args[@]}"
