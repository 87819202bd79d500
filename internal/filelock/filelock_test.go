package filelock

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestHelperHold is the other process of TestSecondProcessRefused: it locks the file named by
// FILELOCK_HOLD, says so on stdout and waits to be killed.
func TestHelperHold(t *testing.T) {
	path := os.Getenv("FILELOCK_HOLD")
	if path == "" {
		t.Skip("helper process only")
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	if err := Lock(f); err != nil {
		t.Fatal(err)
	}
	os.Stdout.WriteString("locked\n")
	time.Sleep(time.Minute)
}

// TestSecondProcessRefused: while another process holds the lock, Lock fails at once naming its
// pid; once that process is killed (SIGKILL: no clean-up of its own), the lock is free.
func TestSecondProcessRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.jsonl")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperHold$")
	cmd.Env = append(os.Environ(), "FILELOCK_HOLD="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	buf := make([]byte, 64)
	n, _ := out.Read(buf)
	if !strings.Contains(string(buf[:n]), "locked") {
		t.Fatalf("helper said %q", buf[:n])
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	err = Lock(f)
	var held *HeldError
	if !errors.As(err, &held) || held.PID != cmd.Process.Pid {
		t.Fatalf("Lock while held: %v, want a HeldError naming pid %d", err, cmd.Process.Pid)
	}
	cmd.Process.Kill()
	cmd.Wait()
	if err := Lock(f); err != nil {
		t.Fatalf("Lock after the holder was killed: %v", err)
	}
}
