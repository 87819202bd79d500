#!/usr/bin/env bash
# install-chromium.sh: install Debian's chromium (the headless browser of the replay page test,
# tools/cctree/replay_test.go) when it is not on PATH. Exit 0 when chromium is there afterwards,
# non-zero (with one line on stderr) when it cannot be installed: not root, no apt-get, or the
# package cannot be fetched. The test skips, naming that line, only in that case.
#
# Usage: tools/install-chromium.sh   (the machines run as root; nothing to do if already installed)
set -uo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-chromium: apt-get not found: install Debian's chromium package by hand" >&2
  exit 1
fi
if [ "$(id -u)" != 0 ]; then
  echo "install-chromium: not root: run sudo apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt-get or dpkg (a concurrent install) instead of failing on its lock.
lock=(-o DPkg::Lock::Timeout=600)
if ! apt-get "${lock[@]}" update -q >/dev/null; then
  echo "install-chromium: apt-get update failed (no network or no Debian mirror?)" >&2
  exit 1
fi
if ! apt-get "${lock[@]}" install -y -q --no-install-recommends chromium >/dev/null; then
  echo "install-chromium: apt-get install -y chromium failed" >&2
  exit 1
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "install-chromium: chromium installed but not on PATH" >&2
  exit 1
fi
