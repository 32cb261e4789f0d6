#!/usr/bin/env bash
# Every test: lint, typecheck, domain + API + bot tests on PGlite, API + bot tests on PostgreSQL, the build and
# its transfer budget, a production install, the newcomer test (the README's first command on a fresh clone of
# this commit), browser tests. Set SKIP_PG=1 to skip PostgreSQL when none is running.
# Steps that do not compete for the same thing run side by side (`together`, or `launch` ... `collect` around
# other steps); each step prints its wall time and CPU seconds, and a table of them closes the run.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL="${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/test}"
logs=$(mktemp -d /tmp/asa-test-all-XXXXXX)
# the table of wall and CPU times closes the run, also a failed one
table() {
  echo
  echo "== wall time and CPU seconds per step"
  printf '%s\n' "${timings[@]}"
  printf '%5ss  %12s  %s\n' $(($(date +%s) - t_start)) '' "npm test, in all"
}
# (jobs still running in the background when a step failed are waited for, so their output is shown too)
pids=()
names=()
launched=0
trap 'rc=$?; collect || true; table; rm -rf "$logs"; exit $rc' EXIT
timings=()
t_start=$(date +%s)

# CPU seconds (user + system, of the step and everything it started) next to the wall time: on 2 cores the
# steps compete for CPU, so the CPU a step takes is what to cut when the run is slow
TIMEFORMAT='%U %S'
cpu_of() { awk '{ printf "%d", $1 + $2 }' "$1"; }

step() {
  local name=$1
  shift
  echo
  echo "== $name"
  local t0=$(date +%s) rc=0
  { time "$@" 2>&3; } 3>&2 2>"$logs/step.cpu" || rc=$?
  timings+=("$(printf '%5ss  %5s s CPU  %s' $(($(date +%s) - t0)) "$(cpu_of "$logs/step.cpu")" "$name")")
  return $rc
}

# Starts "name::command" pairs in the background (`launch`); `collect` waits for all of them and prints
# each one's output whole (so logs do not interleave), failing when any failed. Steps run with `step` in
# between run side by side with them.
launch() {
  for job in "$@"; do
    local i=${#pids[@]}
    names+=("${job%%::*}")
    (
      s=$(date +%s)
      rc=0
      { time bash -c "${job#*::}" >"$logs/$i.log" 2>&1; } 2>"$logs/$i.cpu" || rc=$?
      echo "$(($(date +%s) - s))" >"$logs/$i.time"
      exit $rc
    ) &
    pids+=($!)
  done
}
collect() {
  local failed=0
  for ((i = launched; i < ${#pids[@]}; i++)); do
    wait "${pids[$i]}" || failed=1
    echo
    echo "== ${names[$i]} ($(cat "$logs/$i.time") s)"
    cat "$logs/$i.log"
    timings+=("$(printf '%5ss  %5s s CPU  %s' "$(cat "$logs/$i.time")" "$(cpu_of "$logs/$i.cpu")" "${names[$i]} (side by side)")")
  done
  launched=${#pids[@]}
  return $failed
}

# Runs "name::command" pairs at the same time and waits for them.
together() {
  local t0=$(date +%s) rc=0
  launch "$@"
  collect || rc=$?
  timings+=("$(printf '%5ss  %12s  %s' $(($(date +%s) - t0)) '' "  = side by side, wall")")
  return $rc
}

# lint, the type check and the build read the sources and write nothing the others read
together \
  "lint::npm run lint" \
  "typecheck::npm run typecheck" \
  "build (dashboard, compiled server and bot)::npm run build"
# the tests start the product's processes (server, admin CLI) from the bundles just built, not through tsx
# (test/helpers/product-process.ts: about 3 s less CPU per process)
export ASA_TEST_BUILD=1
step "domain + API + bot tests (PGlite): npm run test:pglite" npm run -s test:pglite
# The production install and the newcomer test mostly wait on npm (unpacking from its cache) and the disk;
# with PostgreSQL they run beside its test run and the cluster test (which leave most of a core idle:
# 102 s CPU in 119 s wall, 2026-11-28), not beside the browser tests, which keep both cores busy.
# The transfer budget (a real Chromium loading each route, 68 s CPU in 286 s wall in CI, 2026-11-28) waits on
# pages too, so it joins them there and the browser tests get both cores. (The browser tests beside the
# PostgreSQL block were tried, 2026-11-28 14:16: load 15, 55 of 200 PostgreSQL files in 17 minutes.)
side_jobs=(
  "production install (npm ci --omit=dev in a clean copy) starts and answers::bash scripts/check-production.sh"
  "newcomer: the README's first command on a fresh clone serves the dashboard and the demo login::bash scripts/check-newcomer.sh"
  "transfer budget (real Chromium load)::SERVER_ENTRY=packages/server/build/server.js node scripts/check-bundle.mjs"
)
if [ "${SKIP_PG:-}" != "1" ]; then
  t_pg=$(date +%s)
  launch "${side_jobs[@]}"
  pg_rc=0
  step "API + bot tests (PostgreSQL $PG_URL)" env DATABASE_URL="$PG_URL" npx vitest run --project server --project bot || pg_rc=$?
  [ $pg_rc -ne 0 ] || step "cluster test: 2 API + bot + jobs processes on PostgreSQL" npm run test:cluster || pg_rc=$?
  collect || pg_rc=1
  timings+=("$(printf '%5ss  %12s  %s' $(($(date +%s) - t_pg)) '' "  = PostgreSQL, cluster, production install, newcomer and transfer budget side by side, wall")")
  [ $pg_rc -eq 0 ]
  side_jobs=()
fi
# each starts its own servers on its own ports and data directories; the browser tests run against the
# server bundle the build step made (E2E_SERVER_ENTRY; e2e/support/global-setup.ts)
together \
  "browser tests::E2E_SERVER_ENTRY=packages/server/build/server.js npm run test:e2e" \
  "${side_jobs[@]}"
