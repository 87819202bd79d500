package sweep

import (
	"strings"

	"golang.org/x/sys/unix"
)

// cpuBrand is the processor's brand string as macOS gives it.
func cpuBrand() string {
	s, err := unix.Sysctl("machdep.cpu.brand_string")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(s)
}
