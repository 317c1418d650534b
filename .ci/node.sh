# Sourced by .ci/run: makes sure a supported Node (22.22+ or 24, the project's `engines`) comes
# first on PATH. These machines ship Node 20 (end of life 2026-04-30); when the machine's Node is
# older, the registry's `node` package (a plain Node binary, no npm or corepack inside) is
# installed once into a cache folder outside the repo and put first on PATH, so pnpm, turbo and
# every script below run on it. The machine's corepack and npm are Node scripts and run on it too.
# Override the folder with TRINI_NODE_DIR.
node_wanted=24
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
node_minor() { node -p 'process.versions.node.split(".")[1]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 22 ] || { [ "$(node_major)" -eq 22 ] && [ "$(node_minor)" -lt 22 ]; }; then
  node_dir="${TRINI_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/trini-storefront/node${node_wanted}}"
  if [ ! -x "$node_dir/node_modules/.bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo none) is too old: installing node@${node_wanted} from the registry into $node_dir"
    mkdir -p "$node_dir"
    npm install --prefix "$node_dir" --no-save --no-audit --no-fund --loglevel=error "node@${node_wanted}"
  fi
  export PATH="$node_dir/node_modules/.bin:$PATH"
fi
unset -f node_major node_minor
