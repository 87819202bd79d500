// Package atomicfile replaces files whole: the new contents go to a temporary file in the same
// folder, renamed over the path only when everything was written and closed. A reader never
// sees half a file, and on error the path is left as it was. It is the one atomic writer of the
// project's outputs (results, data, figures, suites, golden files).
package atomicfile

import (
	"io"
	"os"
	"path/filepath"
)

// Write writes a file through write into a temporary file in path's folder (which must exist),
// renamed over path with mode 0644 (os.WriteFile's outputs under the usual umask) only when write
// and the close succeeded.
func Write(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	err = write(tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644) // CreateTemp makes it 0600
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// WriteFile is Write of data.
func WriteFile(path string, data []byte) error {
	return Write(path, func(w io.Writer) error { _, err := w.Write(data); return err })
}
