// Package browsertest is what the tests that render pages and figures share: finding (or
// installing) a renderer such as headless Chromium or librsvg's rsvg-convert, and loading a page
// in headless Chromium to read its DOM after its scripts ran. Tests and test helpers import it;
// every browser it starts has ended when its function returns.
package browsertest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// Ensure returns the path of the command bin, running the install script (an absolute path, e.g.
// tools/install-chromium.sh of the checkout) when bin is not on PATH; it skips the test, saying
// why, only when that script fails.
func Ensure(t testing.TB, bin, script string) string {
	t.Helper()
	if p, err := exec.LookPath(bin); err == nil {
		return p
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	t.Logf("%s not on PATH: running %s", bin, script)
	out, err := exec.CommandContext(ctx, "bash", script).CombinedOutput()
	if err != nil {
		t.Skipf("%s is not installed and %s could not install it (%v): %s", bin, script, err, strings.TrimSpace(string(out)))
	}
	p, err := exec.LookPath(bin)
	if err != nil {
		t.Skipf("%s succeeded but %s is still not on PATH", script, bin)
	}
	return p
}

// DumpDOM loads url in headless chromium and returns the DOM after its scripts ran, within
// timeout; the browser has stopped when it returns.
func DumpDOM(t testing.TB, chromium, url string, timeout time.Duration) string {
	t.Helper()
	profile, err := os.MkdirTemp("", "cctree-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(profile) // not t.TempDir: a browser helper may still write there as it exits
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
		"--no-first-run", "--user-data-dir="+profile, "--dump-dom", url)
	cmd.WaitDelay = 5 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium --dump-dom %s: %v (timeout %v)\n%s", url, err, timeout, lastLines(stderr.String(), 10))
	}
	return stdout.String()
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(l[max(0, len(l)-n):], "\n")
}
