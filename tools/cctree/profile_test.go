package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestProfileUsage checks the profile subcommand's usage errors (the summary itself is tested in
// analysis/profsum).
func TestProfileUsage(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		stderr string
	}{
		{nil, "want -cpu and/or -mem"},
		{[]string{"-cpu", "x.prof", "-top", "0"}, "-top"},
		{[]string{"-cpu", filepath.Join(t.TempDir(), "none.prof")}, "no such file"},
		{[]string{"-cpu", compareData("old.txt")}, "profsum: "},
	} {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), &stdout, &stderr, append([]string{"profile"}, tc.args...))
		if code := exitCode(err, &stderr); code != 2 || !strings.Contains(stderr.String(), tc.stderr) {
			t.Errorf("profile %v: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr.String(), tc.stderr)
		}
	}
}
