# Sourced by the README's commands: a fresh machine has only Node and npm.
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v | cut -d. -f1)" != "10" ]; then
  npm install -g pnpm@10 >/dev/null
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
