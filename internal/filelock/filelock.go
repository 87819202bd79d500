// Package filelock gives a results file one writer at a time: an exclusive, non-blocking POSIX
// record lock on the open file, which the kernel drops when the process ends (a kill -9 leaves
// no stale lock) and which names the holder's pid when it is taken.
//
// The lock belongs to the process and is released when the process closes any descriptor of the
// file, so a holder must read and write the file through the locked *os.File only.
package filelock

import "fmt"

// HeldError is the error of a lock another process holds.
type HeldError struct {
	Path string
	PID  int // the holder's pid, 0 if the kernel did not say
}

func (e *HeldError) Error() string {
	if e.PID > 0 {
		return fmt.Sprintf("%s is being written by another process (pid %d)", e.Path, e.PID)
	}
	return fmt.Sprintf("%s is being written by another process", e.Path)
}
