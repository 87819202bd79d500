#!/usr/bin/env bash
# install-librsvg.sh: install Debian's librsvg2-bin (rsvg-convert, the librsvg renderer of the figure test,
# analysis/svgrender_test.go) when it is not on PATH. Exit 0 when rsvg-convert is there afterwards,
# non-zero (with one line on stderr) when it cannot be installed: neither root nor password-less sudo, no apt-get, or the
# package cannot be fetched. The test skips, naming that line, only in that case.
#
# Usage: tools/install-librsvg.sh   (as root or with password-less sudo; nothing to do if already installed)
set -uo pipefail
if command -v rsvg-convert >/dev/null 2>&1; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-librsvg: apt-get not found: install Debian's librsvg2-bin package by hand" >&2
  exit 1
fi
# As root, apt-get itself; otherwise through sudo when it needs no password (a CI runner's user).
sudo=()
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo=(sudo -n)
  else
    echo "install-librsvg: not root and no password-less sudo: run sudo apt-get install -y librsvg2-bin" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt-get or dpkg (a concurrent install) instead of failing on its lock.
lock=(-o DPkg::Lock::Timeout=600)
if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${lock[@]}" update -q >/dev/null; then
  echo "install-librsvg: apt-get update failed (no network or no Debian mirror?)" >&2
  exit 1
fi
if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${lock[@]}" install -y -q --no-install-recommends librsvg2-bin >/dev/null; then
  echo "install-librsvg: apt-get install -y librsvg2-bin failed" >&2
  exit 1
fi
if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "install-librsvg: librsvg2-bin installed but rsvg-convert not on PATH" >&2
  exit 1
fi
