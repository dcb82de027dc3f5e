#!/usr/bin/env bash
# What the tests need from Debian, installed with apt when missing (no browser or media-server download works on
# these machines): Chromium for the browser tests, Janus (VideoRoom SFU) for the group-call tests, iproute2 (`ip`,
# network namespaces) for the test that cuts a caller's network, postgresql-client (pg_dump, pg_restore) for the backup
# test. Needs root (or sudo) the first time only.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x /usr/bin/janus ] || missing+=(janus)
command -v ip >/dev/null 2>&1 || missing+=(iproute2)
command -v pg_dump >/dev/null 2>&1 || missing+=(postgresql-client)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages the tests need: ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install ${missing[*]}: run as root, install the Debian packages, or set CHROMIUM_PATH" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
[ -x "$CHROMIUM" ] || { echo "chromium install did not provide $CHROMIUM" >&2; exit 1; }
[ -x /usr/bin/janus ] || { echo "janus install did not provide /usr/bin/janus" >&2; exit 1; }
command -v ip >/dev/null 2>&1 || { echo "iproute2 install did not provide ip" >&2; exit 1; }
command -v pg_dump >/dev/null 2>&1 || { echo "postgresql-client install did not provide pg_dump" >&2; exit 1; }
