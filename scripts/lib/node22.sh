#!/usr/bin/env bash
# `node "$@"` on Node 22 LTS (scripts/lib/ensure-node.sh): `pnpm start` runs through it, so the
# stack it starts (app host, provider, remotes) is on 22 even when the machine's node is older.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-node.sh"
exec node "$@"
