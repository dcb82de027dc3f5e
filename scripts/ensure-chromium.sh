#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser download works on these machines).
# Installs it with apt when it is missing; needs root (or sudo) the first time only.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install chromium: run as root or install the 'chromium' package, or set CHROMIUM_PATH" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "chromium install did not provide $CHROMIUM" >&2; exit 1; }
