#!/usr/bin/env bash
# Every test: lint, typecheck, domain + API + bot tests on PGlite, API + bot tests on PostgreSQL, the build and
# its transfer budget, a production install, browser tests. Set SKIP_PG=1 to skip PostgreSQL when none is running.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { echo; echo "== $*"; }

step lint
npm run lint
step typecheck
npm run typecheck
step "unit + API + bot tests (PGlite)"
npx vitest run --project domain --project server --project bot
if [ "${SKIP_PG:-}" != "1" ]; then
  step "API + bot tests (PostgreSQL ${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/test})"
  DATABASE_URL="${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/test}" npx vitest run --project server --project bot
  step "cluster test: 2 API + bot + jobs processes on PostgreSQL"
  npm run test:cluster
fi
step "build (dashboard, compiled server and bot) + transfer budget (real Chromium load)"
npm run build
SERVER_ENTRY=packages/server/build/server.js node scripts/check-bundle.mjs
step "production install (npm ci --omit=dev in a clean copy) starts and answers"
bash scripts/check-production.sh
if [ -f e2e/vitest.config.ts ]; then
  step "browser tests"
  npm run test:e2e
fi
