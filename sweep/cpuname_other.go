//go:build !darwin

package sweep

// cpuBrand is "" where cpuName reads /proc/cpuinfo (Linux) or has no source.
func cpuBrand() string { return "" }
