#!/usr/bin/env bash
# Every test of the product, in order of cost: types, lint, format, import rules and file size, unit + server integration (PGlite, and PostgreSQL
# when DATABASE_URL is set), the production build, widget tests in Chromium, end-to-end browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-tools.sh
echo "== node $(node --version)"
echo "== typecheck"; npm run -s typecheck
echo "== lint (ESLint, type-aware)"; npm run -s lint
echo "== format (Prettier)"; npm run -s format:check
echo "== import rules (dependency-cruiser)"; npm run -s imports
echo "== file size"; npm run -s check:size
echo "== unit and integration"; npm run -s test:unit
echo "== build"; npm run -s build
echo "== widget (web-test-runner, Chromium)"; npm run -s test:widget
echo "== end to end (Chromium)"; npm run -s test:e2e
