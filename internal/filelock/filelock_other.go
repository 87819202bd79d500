//go:build !unix

package filelock

import "os"

// Lock does nothing where POSIX record locks do not exist.
func Lock(f *os.File) error { return nil }
