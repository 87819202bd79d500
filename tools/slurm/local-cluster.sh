#!/usr/bin/env bash
# local-cluster.sh: a real one-node Slurm cluster on this machine, for the tests (issue 13).
#
# Usage:
#   eval "$(tools/slurm/local-cluster.sh up)"   # installs, starts munged/slurmctld/slurmd, waits
#                                               # for the node to be idle, prints export SLURM_CONF=...
#   tools/slurm/local-cluster.sh status         # "up SLURM_CONF=..." (exit 0) or "down" (exit 3)
#   tools/slurm/local-cluster.sh down           # stops what up started, removes the state dir (exit 0)
#
# `up` prints exactly one line on stdout, `export SLURM_CONF=<dir>/slurm.conf`; everything else
# goes to stderr. On failure it stops what it started and exits 1 with one line saying what failed
# (after the tail of the relevant log). Needs root (the machines run as root). See README.md.
#
# Environment:
#   SLURM_LOCAL_DIR         state directory (default /tmp/cctree-slurm): slurm.conf, logs, pid files,
#                           spool, state save, and the record of what was started
#   SLURM_LOCAL_CTLD_PORT   slurmctld port (default 16817)
#   SLURM_LOCAL_SLURMD_PORT slurmd port (default 16818)
#   SLURM_LOCAL_TIMEOUT     seconds up waits for the node to be idle (default 60)
set -uo pipefail
export PATH=$PATH:/usr/sbin:/sbin

STATE=${SLURM_LOCAL_DIR:-/tmp/cctree-slurm}
STATE=${STATE%/}
CTLD_PORT=${SLURM_LOCAL_CTLD_PORT:-16817}
SLURMD_PORT=${SLURM_LOCAL_SLURMD_PORT:-16818}
TIMEOUT=${SLURM_LOCAL_TIMEOUT:-60}
CONF=$STATE/slurm.conf
MUNGE_SOCKET=/run/munge/munge.socket.2
PACKAGES=(slurmctld slurmd slurm-client munge)

log() { echo "local-cluster: $*" >&2; }

# fail MESSAGE [LOGFILE]: tail LOGFILE to stderr, stop what was started, one line, exit 1.
fail() {
  local msg=$1 file=${2:-}
  if [ -n "$file" ] && [ -s "$file" ]; then
    echo "---- tail of $file" >&2
    tail -n 20 "$file" >&2
    echo "----" >&2
  fi
  stop_all >/dev/null 2>&1
  echo "local-cluster: up failed: $msg" >&2
  exit 1
}

# alive PID: the process exists and is not a zombie.
alive() {
  local pid=$1 st
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  st=$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null) || return 1
  [ "$st" != Z ]
}

# stop_pids NAME=PIDFILE...: TERM each process named in its PIDFILE (if it is still NAME), wait up
# to 10 s, then KILL the ones left; then wait a little more for init to reap them (a dead daemon is a
# zombie until then, and pgrep still lists it). All at once: each wait costs ~2 s here.
stop_pids() {
  local arg name file pid i pids=()
  for arg in "$@"; do
    name=${arg%%=*} file=${arg#*=}
    [ -s "$file" ] || continue
    pid=$(tr -dc 0-9 <"$file")
    [ -n "$pid" ] || continue
    [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$name" ] || continue # gone, or pid reused: not ours
    kill -TERM "$pid" 2>/dev/null && pids+=("$pid")
  done
  [ ${#pids[@]} -gt 0 ] || return 0
  any_alive() { local p; for p in "$@"; do alive "$p" && return 0; done; return 1; }
  for ((i = 0; i < 100; i++)); do any_alive "${pids[@]}" || break; sleep 0.1; done
  for pid in "${pids[@]}"; do
    if alive "$pid"; then
      log "$(cat "/proc/$pid/comm" 2>/dev/null) ($pid) ignored TERM: KILL"
      kill -KILL "$pid" 2>/dev/null
    fi
  done
  for ((i = 0; i < 50; i++)); do any_alive "${pids[@]}" || break; sleep 0.1; done
  for ((i = 0; i < 100; i++)); do
    local left=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && left=1; done
    [ "$left" = 0 ] && break
    sleep 0.1
  done
}

# stop_all: cancel the jobs, stop the daemons recorded in the state dir, remove the state dir.
stop_all() {
  if [ -d "$STATE" ]; then
    if [ -f "$CONF" ] && [ -s "$STATE/slurmctld.pid" ] && alive "$(tr -dc 0-9 <"$STATE/slurmctld.pid")"; then
      # Cancel every job so that no slurmstepd or job process outlives the cluster.
      local jobs i
      jobs=$(SLURM_CONF=$CONF timeout 10 squeue -h -o %i 2>/dev/null | tr '\n' ' ')
      if [ -n "${jobs// /}" ]; then
        # shellcheck disable=SC2086
        SLURM_CONF=$CONF timeout 10 scancel $jobs 2>/dev/null
        for ((i = 0; i < 50; i++)); do
          [ -z "$(SLURM_CONF=$CONF timeout 5 squeue -h -o %i 2>/dev/null)" ] && break
          sleep 0.2
        done
      fi
    fi
    local targets=(slurmd="$STATE/slurmd.pid" slurmctld="$STATE/slurmctld.pid")
    # munged only when this script started it (not a system-wide one that was there before).
    [ -f "$STATE/started-munged" ] && targets+=(munged="$STATE/munged.pid")
    stop_pids "${targets[@]}"
    if [ -f "$STATE/started-munged" ]; then
      local mdir
      mdir=$(cat "$STATE/started-munged")
      case "$mdir" in /run/munge/cctree-*) rm -rf "$mdir" ;; esac
    fi
    rm -rf "$STATE"
  fi
}

is_up() {
  [ -f "$CONF" ] && [ -s "$STATE/slurmctld.pid" ] && [ -s "$STATE/slurmd.pid" ] &&
    alive "$(tr -dc 0-9 <"$STATE/slurmctld.pid")" && alive "$(tr -dc 0-9 <"$STATE/slurmd.pid")" &&
    SLURM_CONF=$CONF timeout 10 sinfo -h -o %T 2>/dev/null | grep -qx 'idle\|mixed\|allocated'
}

munge_works() { munge -n -S "$MUNGE_SOCKET" 2>/dev/null | unmunge -S "$MUNGE_SOCKET" >/dev/null 2>&1; }

install_packages() {
  local missing=0 p
  for p in slurmctld slurmd sinfo sbatch squeue scontrol scancel munged munge unmunge; do
    command -v "$p" >/dev/null 2>&1 || missing=1
  done
  [ "$missing" = 0 ] && return 0
  command -v apt-get >/dev/null 2>&1 || fail "slurm/munge not installed and no apt-get: install ${PACKAGES[*]} by hand"
  log "installing ${PACKAGES[*]} (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  # Wait for another apt-get or dpkg (a concurrent install) instead of failing on its lock.
  local lock=(-o DPkg::Lock::Timeout=600) aptlog=$STATE/apt.log policy=
  # Keep the packages' maintainer scripts from starting system-wide daemons (munge, slurmctld,
  # slurmd) on machines that run an init system: this script starts its own.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d && policy=1
  fi
  local ok=1
  apt-get "${lock[@]}" update -q >"$aptlog" 2>&1 || ok=0
  if [ "$ok" = 1 ]; then
    apt-get "${lock[@]}" install -y -q --no-install-recommends "${PACKAGES[@]}" >>"$aptlog" 2>&1 || ok=0
  fi
  [ -n "$policy" ] && rm -f /usr/sbin/policy-rc.d
  [ "$ok" = 1 ] || fail "apt-get install ${PACKAGES[*]} failed" "$aptlog"
}

start_munge() {
  if munge_works; then
    log "munged already running on $MUNGE_SOCKET: using it (will not stop it)"
    return 0
  fi
  local key=/etc/munge/munge.key
  if [ ! -s "$key" ]; then
    log "creating $key"
    mkdir -p /etc/munge && chown munge:munge /etc/munge && chmod 0700 /etc/munge
    if command -v mungekey >/dev/null 2>&1; then
      mungekey --create --keyfile="$key" >&2 || fail "mungekey --create failed"
    else
      dd if=/dev/urandom of="$key" bs=1 count=1024 2>/dev/null || fail "cannot write $key"
    fi
    if ! chown munge:munge "$key" || ! chmod 0400 "$key"; then fail "cannot chown/chmod $key"; fi
  fi
  mkdir -p /run/munge && chown munge:munge /run/munge && chmod 0755 /run/munge
  # munged runs as the munge user: its pid and log files go under the state dir when that user can
  # reach it (not e.g. inside a 0700 temp dir of root), else under /run/munge/cctree-<hash>.
  local mdir=$STATE/munge
  mkdir -p "$mdir" && chown munge:munge "$mdir" && chmod 0700 "$mdir"
  if ! runuser -u munge -- test -w "$mdir" 2>/dev/null; then
    rm -rf "$mdir"
    mdir=/run/munge/cctree-$(echo "$STATE" | md5sum | cut -c1-12)
    mkdir -p "$mdir" && chown munge:munge "$mdir" && chmod 0700 "$mdir"
  fi
  echo "$mdir" >"$STATE/started-munged"
  runuser -u munge -- munged --socket="$MUNGE_SOCKET" --pid-file="$mdir/munged.pid" \
    --log-file="$mdir/munged.log" </dev/null 9>&- >>"$STATE/munged.out" 2>&1 ||
    fail "munged did not start" "$mdir/munged.log"
  local i
  for ((i = 0; i < 50; i++)); do [ -s "$mdir/munged.pid" ] && break; sleep 0.1; done
  cp "$mdir/munged.pid" "$STATE/munged.pid" 2>/dev/null || fail "munged wrote no pid file" "$mdir/munged.log"
  for ((i = 0; i < 50; i++)); do munge_works && break; sleep 0.1; done
  munge_works || fail "munged started but munge -n | unmunge fails" "$mdir/munged.log"
}

write_conf() {
  local host node
  host=$(hostname -s)
  # slurmd -C: "NodeName=<host> CPUs=.. Boards=.. SocketsPerBoard=.. CoresPerSocket=.. ThreadsPerCore=.. RealMemory=.."
  node=$(slurmd -C 2>/dev/null | head -n 1 | sed 's/^NodeName=[^ ]* *//')
  case "$node" in *CPUs=*RealMemory=*) ;; *) fail "slurmd -C gave no node description: '$node'" ;; esac
  mkdir -p "$STATE/state" "$STATE/spool" "$STATE/log"
  cat >"$CONF" <<EOF
# One-node Slurm cluster for the cctree tests, written by tools/slurm/local-cluster.sh.
ClusterName=cctree
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCKET
StateSaveLocation=$STATE/state
SlurmdSpoolDir=$STATE/spool
SlurmctldPidFile=$STATE/slurmctld.pid
SlurmdPidFile=$STATE/slurmd.pid
SlurmctldLogFile=$STATE/log/slurmctld.log
SlurmdLogFile=$STATE/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
# No cgroups: plain process tracking, no task binding, no accounting gather.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
# Cores are the consumable resource, memory is not: several array tasks run at once.
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MailProg=/bin/true
NodeName=$host NodeAddr=127.0.0.1 $node State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
}

start_slurm() {
  slurmctld -f "$CONF" </dev/null 9>&- >>"$STATE/log/slurmctld.out" 2>&1 ||
    fail "slurmctld did not start" "$STATE/log/slurmctld.log"
  local i
  for ((i = 0; i < 50; i++)); do [ -s "$STATE/slurmctld.pid" ] && break; sleep 0.1; done
  [ -s "$STATE/slurmctld.pid" ] || fail "slurmctld wrote no pid file" "$STATE/log/slurmctld.log"
  slurmd -f "$CONF" </dev/null 9>&- >>"$STATE/log/slurmd.out" 2>&1 ||
    fail "slurmd did not start" "$STATE/log/slurmd.log"
  for ((i = 0; i < 50; i++)); do [ -s "$STATE/slurmd.pid" ] && break; sleep 0.1; done
  [ -s "$STATE/slurmd.pid" ] || fail "slurmd wrote no pid file" "$STATE/log/slurmd.log"
  local deadline=$((SECONDS + TIMEOUT)) st=
  while ((SECONDS < deadline)); do
    alive "$(tr -dc 0-9 <"$STATE/slurmctld.pid")" || fail "slurmctld died" "$STATE/log/slurmctld.log"
    alive "$(tr -dc 0-9 <"$STATE/slurmd.pid")" || fail "slurmd died" "$STATE/log/slurmd.log"
    st=$(SLURM_CONF=$CONF timeout 10 sinfo -h -N -o %T 2>/dev/null | head -n 1)
    [ "$st" = idle ] && return 0
    sleep 0.2
  done
  fail "node not idle after ${TIMEOUT}s (sinfo state '${st}')" "$STATE/log/slurmctld.log"
}

# export_conf prints the line for eval; when stdout is a terminal nobody is eval'ing it, so it
# also says on stderr how to set SLURM_CONF in the calling shell (sbatch fails without it).
export_conf() {
  echo "export SLURM_CONF=$CONF"
  if [ -t 1 ]; then
    log "stdout is a terminal, so your shell did not get SLURM_CONF: run  eval \"\$($0 up)\"  or  export SLURM_CONF=$CONF"
  fi
}

cmd_up() {
  [ "$(id -u)" = 0 ] || { echo "local-cluster: up failed: not root" >&2; exit 1; }
  local t0=${EPOCHREALTIME/,/.}
  if is_up; then
    log "already up ($STATE)"
    export_conf
    exit 0
  fi
  stop_all # leftovers of an earlier run that died half-way
  mkdir -p "$STATE" || { echo "local-cluster: up failed: cannot create $STATE" >&2; exit 1; }
  chmod 0755 "$STATE"
  install_packages
  start_munge
  write_conf
  start_slurm
  log "up in $(awk -v a="$t0" -v b="${EPOCHREALTIME/,/.}" 'BEGIN{printf "%.1f", b-a}')s: $(SLURM_CONF=$CONF sinfo -h -N -o '%N %T cpus=%c mem=%m' 2>/dev/null)"
  export_conf
}

cmd_down() {
  [ -d "$STATE" ] || { log "nothing up in $STATE"; exit 0; }
  stop_all
  log "down ($STATE removed)"
  exit 0
}

cmd_status() {
  if is_up; then
    echo "up SLURM_CONF=$CONF ($(SLURM_CONF=$CONF sinfo -h -N -o '%N %T cpus=%c' 2>/dev/null))"
    exit 0
  fi
  if [ -d "$STATE" ]; then echo "down (stale state in $STATE: run down)"; else echo "down"; fi
  exit 3
}

# One of up/down/status at a time per state dir (tests may call it concurrently).
mkdir -p "$(dirname "$STATE")"
exec 9>"$STATE.lock"
flock -w 600 9 || { echo "local-cluster: cannot lock $STATE.lock" >&2; exit 1; }

case "${1:-}" in
up) cmd_up ;;
down) cmd_down ;;
status) cmd_status ;;
*)
  echo "usage: $0 up|down|status   (state dir \${SLURM_LOCAL_DIR:-/tmp/cctree-slurm})" >&2
  exit 2
  ;;
esac
