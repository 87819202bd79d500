//go:build linux

package ccp

import "syscall"

// sysProcAttr puts the engine in its own process group (so that killing the group reaps whatever
// it started) and asks the kernel to kill it when the host dies (PR_SET_PDEATHSIG: the signal is
// sent when the thread that started it exits, which for a Go program is when the program does).
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// killGroup kills the process group pgid.
func killGroup(pgid int) { syscall.Kill(-pgid, syscall.SIGKILL) }

// groupAlive reports whether any process of group pgid is left (zombies included until reaped).
func groupAlive(pgid int) bool { return syscall.Kill(-pgid, 0) == nil }
