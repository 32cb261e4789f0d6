#!/usr/bin/env bash
# Proof that a production install runs: after `npm run build`, copies what a deployment ships (package
# manifests, lockfile, compiled server and bot, migrations, the initdb tarball, dashboard build, start script) to a clean
# temporary directory, installs runtime dependencies only (`npm ci --omit=dev`, from the lockfile), starts
# it with `npm start` (demo mode, embedded database) and waits for GET /api/statistics to answer 200; then
# `npm run start:bot` must run the compiled bot entry (it refuses for want of DISCORD_BOT_TOKEN) and
# `npm run admin -- help` the compiled admin entry.
set -euo pipefail
cd "$(dirname "$0")/.."
for f in packages/server/build/server.js packages/bot/build/serve.js packages/web/dist/index.html; do
  [ -f "$f" ] || { echo "check-production: $f is missing (npm run build)"; exit 1; }
done
dir=$(mktemp -d /tmp/asa-prod-XXXXXX)
data=$(mktemp -d /tmp/asa-prod-data-XXXXXX)
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  rm -rf "$dir" "$data"
}
trap cleanup EXIT
cp package.json package-lock.json "$dir/"
mkdir -p "$dir/scripts" && cp scripts/start.mjs scripts/admin.mjs "$dir/scripts/"
for p in domain server web bot; do mkdir -p "$dir/packages/$p" && cp "packages/$p/package.json" "$dir/packages/$p/"; done
mkdir -p "$dir/e2e" && cp e2e/package.json "$dir/e2e/"
cp -r packages/server/build packages/server/drizzle packages/server/assets "$dir/packages/server/"
cp -r packages/bot/build "$dir/packages/bot/"
cp -r packages/web/dist "$dir/packages/web/"
(cd "$dir" && npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error)
for dev in tsx esbuild vite typescript vitest; do
  [ ! -e "$dir/node_modules/$dev" ] || { echo "check-production: dev dependency $dev was installed"; exit 1; }
done
port=$((4600 + RANDOM % 400))
start=$(date +%s%N)
(cd "$dir" && PORT=$port HOST=127.0.0.1 DATA_DIR="$data" DEMO_MODE=true DATABASE_URL= LOG_LEVEL=warn \
  exec node scripts/start.mjs) &
pid=$!
for _ in $(seq 1 360); do
  if curl -sf "http://127.0.0.1:$port/api/statistics" >/dev/null; then
    echo "production install: /api/statistics answered 200 after $(( ($(date +%s%N) - start) / 1000000 )) ms"
    curl -sf -o /dev/null -w "dashboard: %{http_code}\n" "http://127.0.0.1:$port/"
    # the bot alone runs its compiled entry too (no tsx here): without a token it says what it needs
    bot=$(cd "$dir" && DISCORD_BOT_TOKEN= DATA_DIR="$data" npm run start:bot --silent 2>&1 || true)
    grep -q 'PROCESS_ROLE=bot needs DISCORD_BOT_TOKEN' <<<"$bot" || { echo "check-production: npm run start:bot: $bot"; exit 1; }
    echo "production install: npm run start:bot runs the compiled bot entry"
    # and the operator's CLI its compiled entry (the tests run build/admin.js directly: ASA_TEST_BUILD)
    admins=$(cd "$dir" && DATA_DIR="$data" npm run admin --silent -- help 2>&1 || true)
    grep -q 'grant-admin <discordId>' <<<"$admins" || { echo "check-production: npm run admin -- help: $admins"; exit 1; }
    echo "production install: npm run admin runs the compiled admin entry"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || { echo "check-production: the server exited"; exit 1; }
  sleep 0.5
done
echo "check-production: no answer within 180 s"
exit 1
