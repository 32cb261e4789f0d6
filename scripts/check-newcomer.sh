#!/usr/bin/env bash
# The newcomer test: what a new user does first, on a fresh clone of this commit. Runs the README's first
# command exactly as written there (`npm install && npm start`), in its own process group, and waits (at
# most NEWCOMER_TIMEOUT seconds, 540 by default) until `/` serves the real dashboard (its index.html and the
# script it names, not the page shown while it builds) and the demo login gives a session that an
# authenticated API call accepts; then stops the group. It fails at once when that page says no dashboard
# will come (build failed or stopped, none running), and when npm install printed a warning. npm's cache
# makes the install mostly local; only the port (random) and npm's audit/fund/offline preferences come from
# this script's environment.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
timeout=${NEWCOMER_TIMEOUT:-540}
dir=$(mktemp -d /tmp/asa-newcomer-XXXXXX)
log="$dir.log"
pgid=
cleanup() {
  if [ -n "$pgid" ]; then
    kill -TERM -- "-$pgid" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$pgid" 2>/dev/null || true
  fi
  # the clone's node_modules (about 100,000 files) takes minutes to delete on a busy disk: not waited for
  nohup rm -rf "$dir" "$log" >/dev/null 2>&1 &
}
trap cleanup EXIT
fail() {
  echo "check-newcomer: $1"
  echo "--- output of the README's command (last 60 lines, request log left out)"
  grep -v '"msg":"incoming request"\|"msg":"request completed"' "$log" | tail -n 60 || true
  for f in "$dir/packages/web/dist-build.log"; do
    [ -f "$f" ] && { echo "--- $f (last 40 lines)"; tail -n 40 "$f"; }
  done
  exit 1
}

t_clone=$(date +%s)
git clone -q "$root" "$dir"
echo "newcomer: cloned in $(($(date +%s) - t_clone)) s"
git -C "$dir" checkout -q --detach "$(git rev-parse HEAD)"
# the first command of the README's "Two commands" block, without its comment
cmd=$(awk '/^```bash/ { getline; print; exit }' "$dir/README.md" | sed 's/[[:space:]]*#.*$//')
[ "$cmd" = "npm install && npm start" ] || fail "the README's first command is now '$cmd': update this test"
# a port the system hands out as free (its ephemeral range; the other servers of npm test pick 3800-6800)
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
base="http://127.0.0.1:$port"
t0=$(date +%s)
echo "newcomer: $cmd (fresh clone of $(git rev-parse --short HEAD) in $dir, port $port)"
# a newcomer's environment: none of the test run's settings (database, demo, production switches)
# (job control on: the command runs in a process group of its own, stopped as a whole at the end)
set -m
(
  cd "$dir"
  exec env -u DATABASE_URL -u PG_TEST_URL -u DATABASE_SCHEMA -u DEMO_MODE -u DEMO -u NODE_ENV -u PUBLIC_URL \
    -u HOST -u WEB_DIST -u DATA_DIR -u SECRET_KEY -u DISCORD_CLIENT_ID -u DISCORD_BOT_TOKEN -u PROCESS_ROLE \
    PORT="$port" npm_config_prefer_offline=true npm_config_audit=false npm_config_fund=false \
    bash -c "$cmd"
) >"$log" 2>&1 &
pgid=$!
set +m

dashboard=
while :; do
  elapsed=$(($(date +%s) - t0))
  [ "$elapsed" -lt "$timeout" ] || fail "no dashboard and demo login within $timeout s"
  kill -0 "$pgid" 2>/dev/null || fail "the README's command exited"
  sleep 2
  html=$(curl -s --max-time 5 "$base/" || true)
  # the page shown instead of the dashboard says when no build will come: no need to wait for the timeout
  for gone in 'The dashboard build failed' 'The dashboard build stopped' 'The dashboard is not built'; do
    grep -q "$gone" <<<"$html" && fail "after $elapsed s, / says: $(sed 's/<[^>]*>/ /g' <<<"$html" | tr -s ' ')"
  done
  if [ -z "$dashboard" ] && grep -q '<title>ASA Discord Shop Bot</title>' <<<"$html"; then
    script=$(grep -o 'src="/assets/[^"]*\.js"' <<<"$html" | head -1 | sed 's/src="//; s/"$//')
    [ -n "$script" ] || continue
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$base$script")" = 200 ] || continue
    dashboard=$elapsed
    echo "newcomer: the dashboard at / after $elapsed s"
  fi
  [ -n "$dashboard" ] || continue
  location=$(curl -s -o /dev/null -w '%{redirect_url}' "$base/api/auth/demo?as=owner")
  token=${location##*/oauth/}
  [ -n "$token" ] && [ "$token" != "$location" ] || fail "the demo login answered no session ($location)"
  self=$(curl -s -H "Authorization: Bearer $token" "$base/api/user/self")
  grep -q '"Demo Owner"' <<<"$self" || fail "the demo owner's session was not accepted: $self"
  echo "newcomer: demo login as the owner works ($(($(date +%s) - t0)) s after the command started)"
  grep -q 'EBADENGINE\|npm warn' "$log" && fail "npm install printed warnings"
  exit 0
done
