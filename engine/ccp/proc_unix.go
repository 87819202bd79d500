//go:build unix && !linux

package ccp

import "syscall"

// sysProcAttr puts the engine in its own process group, so that killing the group reaps whatever
// it started. (Without Linux's PR_SET_PDEATHSIG an engine outlives a host that is killed with
// SIGKILL; a host that exits normally or on a signal it handles still kills the group.)
func sysProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills the process group pgid.
func killGroup(pgid int) { syscall.Kill(-pgid, syscall.SIGKILL) }

// groupAlive reports whether any process of group pgid is left (zombies included until reaped).
func groupAlive(pgid int) bool { return syscall.Kill(-pgid, 0) == nil }
