//go:build !unix

package ccp

import "syscall"

// sysProcAttr: no process groups here; the host kills the engine process itself.
func sysProcAttr() *syscall.SysProcAttr { return nil }

func killGroup(pgid int) {}

func groupAlive(pgid int) bool { return false }
