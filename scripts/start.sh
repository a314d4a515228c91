#!/usr/bin/env bash
# README command 1: install, build and run the whole product on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-node.sh
source scripts/lib/ensure-pnpm.sh
pnpm install --frozen-lockfile
exec node --import tsx scripts/start.mjs
