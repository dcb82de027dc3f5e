#!/usr/bin/env bash
# Every test of the product, in order of cost: types, lint, format, import rules and file size, unit + server integration (PGlite, and PostgreSQL
# when DATABASE_URL is set), the production build, widget tests in Chromium, end-to-end browser tests.
# The static checks run in two lanes at once (ESLint alone takes about as long as the others together; two cores);
# each check's output is printed after it, in the usual order. Timings: docs/performance.md, "Test suite time".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-tools.sh
echo "== node $(node --version)"

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
# lane <name>... runs the npm scripts one after another, each into $logs/<script>.log, and stops at the first failure
lane() {
  for script in "$@"; do
    if ! npm run -s "$script" >"$logs/$script.log" 2>&1; then
      echo fail >"$logs/$script.status"
      return 1
    fi
    echo ok >"$logs/$script.status"
  done
}
lane lint imports &
lint_lane=$!
lane typecheck format:check check:size &
other_lane=$!
static_ok=1
wait "$lint_lane" || static_ok=0
wait "$other_lane" || static_ok=0
for step in "typecheck|typecheck" "lint|lint (ESLint, type-aware)" "format:check|format (Prettier)" "imports|import rules (dependency-cruiser)" \
  "check:size|file size"; do
  script="${step%%|*}"
  echo "== ${step#*|}"
  [ -f "$logs/$script.log" ] && cat "$logs/$script.log"
  case "$(cat "$logs/$script.status" 2>/dev/null || true)" in
    ok) ;;
    fail) echo "($script failed)" ;;
    *) echo "($script not run: an earlier check in its lane failed)" ;;
  esac
done
[ "$static_ok" = 1 ] || exit 1

echo "== unit and integration"; npm run -s test:unit
echo "== build"; npm run -s build
# the build above has just made dist/widget: the widget tests use it as is instead of building it again
echo "== widget (web-test-runner, Chromium)"; HY_WTR_SKIP_BUILD=1 npm run -s test:widget
echo "== end to end (Chromium)"; npm run -s test:e2e
