#!/usr/bin/env bash
# Every test of the product, in order of cost: types, unit + server integration (PGlite, and PostgreSQL
# when DATABASE_URL is set), the production build, widget tests in Chromium, end-to-end browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== node $(node --version)"
echo "== typecheck"; npm run -s typecheck
echo "== unit and integration"; npm run -s test:unit
echo "== build"; npm run -s build
echo "== widget (web-test-runner, Chromium)"; npm run -s test:widget
echo "== end to end (Chromium)"; npm run -s test:e2e
