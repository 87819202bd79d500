#!/usr/bin/env bash
# perf-gate: the instruction-count gate (cctree perfgate; make perf-gate, make perf-baseline).
# Installs Debian's valgrind when it is missing (apt-get, as root or through sudo), then runs
# `cctree perfgate` with the arguments given:
#
#   tools/perf-gate.sh                 # compare with bench/testdata/instructions.txt (what CI runs)
#   tools/perf-gate.sh -update         # rewrite the baseline on purpose (make perf-baseline)
#   tools/perf-gate.sh --install-only  # only make sure valgrind is there (the gate's Go test uses it)
#
# Exit status: that of cctree perfgate (1 on a rise above the tolerance, 2 on bad usage), or 1
# with one line on stderr when valgrind cannot be installed.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}

install_valgrind() {
  command -v valgrind >/dev/null 2>&1 && return 0
  command -v apt-get >/dev/null 2>&1 || { echo "perf-gate: valgrind not installed and no apt-get: install valgrind by hand" >&2; return 1; }
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "perf-gate: valgrind not installed, not root and no sudo: run apt-get install -y valgrind as root" >&2; return 1; }
    sudo=(sudo -n)
  fi
  echo "perf-gate: installing valgrind (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  # Wait for another apt-get or dpkg (a concurrent install) instead of failing on its lock.
  local lock=(-o DPkg::Lock::Timeout=600) log
  log=$(mktemp)
  if ! { "${sudo[@]}" apt-get "${lock[@]}" update -q && "${sudo[@]}" apt-get "${lock[@]}" install -y -q --no-install-recommends valgrind; } >"$log" 2>&1; then
    echo "perf-gate: apt-get install valgrind failed (log: $log)" >&2
    return 1
  fi
  rm -f "$log"
  command -v valgrind >/dev/null 2>&1 || { echo "perf-gate: valgrind installed but not on PATH" >&2; return 1; }
}

install_valgrind
if [ "${1:-}" = "--install-only" ]; then
  exit 0
fi
exec "$GO" run ./tools/cctree perfgate "$@"
