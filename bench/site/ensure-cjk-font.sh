#!/usr/bin/env bash
# A CJK font for the Chinese pages, installed from Debian (fonts-noto-cjk) when fontconfig has none: without one,
# Chromium draws zh pages with missing-glyph fallbacks after searching every font for each character, which is
# neither what a visitor sees nor fair to time. Needs root (or sudo) the first time only.
set -euo pipefail
if command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh family 2>/dev/null | head -n 1)" ]; then exit 0; fi
echo "Installing the Debian package fonts-noto-cjk (no CJK font found by fontconfig)" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install fonts-noto-cjk: run as root or install it; zh figures would be drawn without a CJK font" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends fonts-noto-cjk fontconfig >/dev/null
$SUDO fc-cache -f >/dev/null 2>&1 || true
[ -n "$(fc-list :lang=zh family | head -n 1)" ] || { echo "fonts-noto-cjk install gave fontconfig no CJK font" >&2; exit 1; }
