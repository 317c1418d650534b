#!/usr/bin/env bash
# The look's faults before and after: builds an earlier commit (REV, default 69f810e: main before
# the look was finished) in a git worktree, serves it and this checkout's build on ports of their
# own, and takes the same pictures of both (faults.spec.ts):
#   e2e/test-results/look/before/{fault}-{width}.png and e2e/test-results/look/after/…
# Usage (from the repo): pnpm --filter @trini/e2e look:before-after [REV]
# Needs the repo's install (pnpm's store holds the earlier lockfile's packages: --offline).
set -euo pipefail
e2e="$(cd "$(dirname "$0")/.." && pwd)"
repo="$(dirname "$e2e")"
rev="${1:-69f810e}"
before="${TMPDIR:-/tmp}/trini-look-before"
group=""
stop() {
  if [ -n "$group" ]; then kill -TERM -- "-$group" 2>/dev/null || true; fi
  group=""
  sleep 2
}
trap stop EXIT

# Serves the built shop in $1 on storefront port $2 and mock port $3; waits for both.
serve() {
  local dir=$1 web=$2 mock=$3
  (
    cd "$dir/apps/mock-api" &&
      PORT=$mock HOST=127.0.0.1 METRICS_PORT=0 RATE_LIMITS=0 STOREFRONT_URL="http://127.0.0.1:$web" MOCK_CONTROLS=1 \
        setsid bash -c "pnpm start & cd ../storefront && PORT=$web API_ORIGIN=http://127.0.0.1:$mock METRICS_PORT=0 VITALS_PER_MINUTE=100000 NODE_ENV=test pnpm start & wait"
  ) >"$e2e/test-results/look-$web.log" 2>&1 </dev/null &
  group=$!
  for _ in $(seq 1 120); do
    if curl -fs "http://127.0.0.1:$web/health" >/dev/null && curl -fs "http://127.0.0.1:$mock/health" >/dev/null; then
      return 0
    fi
    sleep 1
  done
  echo "the shop in $dir did not start on $web/$mock:" >&2
  tail -n 30 "$e2e/test-results/look-$web.log" >&2
  exit 1
}

# Takes the pictures of the shop on $2/$3 into test-results/look/$1.
pictures() {
  rm -rf "$e2e/test-results/look/$1"
  (cd "$e2e" && LOOK_LABEL=$1 LOOK_WEB_URL="http://127.0.0.1:$2" LOOK_MOCK_URL="http://127.0.0.1:$3" \
    pnpm exec playwright test --config look/playwright.config.ts) || true
}

mkdir -p "$e2e/test-results/look"
echo "== before: $rev, built in $before"
if [ ! -d "$before" ]; then git -C "$repo" worktree add --force --detach "$before" "$rev" >/dev/null; fi
git -C "$before" checkout --quiet --detach "$rev"
(cd "$before" && pnpm install --frozen-lockfile --offline --silent && pnpm build >/dev/null)
serve "$before" 4571 3571
pictures before 4571 3571
stop

echo "== after: this checkout ($(git -C "$repo" rev-parse --short HEAD))"
(cd "$repo" && pnpm build >/dev/null)
serve "$repo" 4572 3572
pictures after 4572 3572
stop

echo "== the pictures, before and after:"
for after in "$e2e"/test-results/look/after/*.png; do
  name=$(basename "$after")
  echo "e2e/test-results/look/before/$name  e2e/test-results/look/after/$name"
done
