//go:build unix

package filelock

import (
	"errors"
	"os"
	"syscall"
)

// Lock takes the exclusive lock of f without waiting; if another process holds it, the error
// is a *HeldError.
func Lock(f *os.File) error {
	lk := syscall.Flock_t{Type: syscall.F_WRLCK, Whence: 0, Start: 0, Len: 0} // the whole file, as it grows
	err := syscall.FcntlFlock(f.Fd(), syscall.F_SETLK, &lk)
	if err == nil {
		return nil
	}
	if !errors.Is(err, syscall.EAGAIN) && !errors.Is(err, syscall.EACCES) {
		return &os.PathError{Op: "lock", Path: f.Name(), Err: err}
	}
	held := &HeldError{Path: f.Name()}
	q := syscall.Flock_t{Type: syscall.F_WRLCK}
	if syscall.FcntlFlock(f.Fd(), syscall.F_GETLK, &q) == nil && q.Type != syscall.F_UNLCK {
		held.PID = int(q.Pid)
	}
	return held
}
