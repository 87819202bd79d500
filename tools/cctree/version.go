package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
)

// runVersion prints what build this is: the version line the records carry (version), then the
// module's version, the VCS revision and time, whether the tree was modified, and the Go toolchain,
// from the build information Go embeds (debug.ReadBuildInfo).
func runVersion(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("version", "", stdout)
	if err := parse(fs, args); err != nil {
		return err
	}
	fmt.Fprintln(stdout, version())
	if leanBuild {
		fmt.Fprintf(stdout, "build: lean (-tags lean): without %s and match -plot\n", strings.Join(figureCommands, ", "))
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		fmt.Fprintf(stdout, "go: %s (no build information embedded)\n", runtime.Version())
		return nil
	}
	fmt.Fprintf(stdout, "module: %s %s\n", bi.Main.Path, bi.Main.Version)
	stamped := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision", "vcs.time", "vcs.modified":
			fmt.Fprintf(stdout, "%s: %s\n", s.Key, s.Value)
			stamped = true
		}
	}
	if !stamped {
		fmt.Fprintln(stdout, "vcs: not stamped (go run, a build outside a git checkout, or -buildvcs=false, which GOFLAGS may set, do not stamp it)")
	}
	fmt.Fprintf(stdout, "go: %s %s/%s\n", bi.GoVersion, runtime.GOOS, runtime.GOARCH)
	return nil
}

// version names the build: its VCS revision when the binary carries one.
func version() string {
	v := "cctree (devel)"
	if bi, ok := debug.ReadBuildInfo(); ok {
		rev, dirty := "", ""
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					dirty = "+dirty"
				}
			}
		}
		if rev != "" {
			v = "cctree " + rev + dirty
		}
	}
	if id := buildID(); id != "" {
		v += " build " + id
	}
	return v
}

var buildIDOnce = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
})

// buildID is a hash of the running executable: it differs between builds even where the
// version control stamp does not (go run, a modified tree), so a record says which build played it.
func buildID() string { return buildIDOnce() }
