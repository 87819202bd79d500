// Package profsum writes a short text summary of a pprof profile: the top functions by flat and
// cumulative value over the whole profile, then the same per value of one label (the search
// benchmarks label every search with algo, depth and suite). It reads profiles with
// github.com/google/pprof/profile, never by parsing `go tool pprof` output.
package profsum

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/google/pprof/profile"
)

// Read parses a profile file (gzipped or not). Errors start with "profsum: ".
func Read(path string) (*profile.Profile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("profsum: %w", err)
	}
	defer f.Close()
	p, err := profile.Parse(f)
	if err != nil {
		return nil, fmt.Errorf("profsum: %s: %w", path, err)
	}
	return p, nil
}

// Options choose what Write shows.
type Options struct {
	SampleType string // sample type to rank by ("" for the profile's default: cpu, or inuse_space/alloc_space)
	Top        int    // functions per table
	Label      string // label to break down by ("" for none)
}

// Func is one function's share of a profile.
type Func struct {
	Name      string
	Flat, Cum int64
}

// Write writes the summary of p: its sample type, total, the top functions, and the top
// functions of each value of opt.Label (samples without the label are shown as "(none)").
func Write(w io.Writer, p *profile.Profile, opt Options) error {
	idx, err := sampleIndex(p, opt.SampleType)
	if err != nil {
		return err
	}
	st := p.SampleType[idx]
	total := int64(0)
	for _, s := range p.Sample {
		total += s.Value[idx]
	}
	fmt.Fprintf(w, "sample type %s (%s), total %s\n", st.Type, st.Unit, format(total, st.Unit))
	writeTop(w, "all samples", Top(p.Sample, idx, opt.Top), total, st.Unit)
	if opt.Label == "" {
		return nil
	}
	groups := map[string][]*profile.Sample{}
	for _, s := range p.Sample {
		v := "(none)"
		if l := s.Label[opt.Label]; len(l) > 0 {
			v = strings.Join(l, ",")
		}
		groups[v] = append(groups[v], s)
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		sub := int64(0)
		for _, s := range groups[k] {
			sub += s.Value[idx]
		}
		writeTop(w, fmt.Sprintf("%s=%s: %s (%.1f%%)", opt.Label, k, format(sub, st.Unit), pct(sub, total)), Top(groups[k], idx, opt.Top), sub, st.Unit)
	}
	return nil
}

// Top returns the n functions with the largest flat value of samples (sample value idx), with
// their cumulative values, largest flat first (ties by name).
func Top(samples []*profile.Sample, idx, n int) []Func {
	flat, cum := map[string]int64{}, map[string]int64{}
	for _, s := range samples {
		v := s.Value[idx]
		seen := map[string]bool{}
		for i, loc := range s.Location {
			for j := range loc.Line { // inlined frames: the last line is the outermost function
				name := "?"
				if fn := loc.Line[j].Function; fn != nil {
					name = fn.Name
				}
				if i == 0 && j == 0 {
					flat[name] += v
				}
				if !seen[name] {
					seen[name] = true
					cum[name] += v
				}
			}
			if len(loc.Line) == 0 && i == 0 {
				name := fmt.Sprintf("0x%x", loc.Address)
				flat[name] += v
				cum[name] += v
			}
		}
	}
	out := make([]Func, 0, len(cum))
	for name, c := range cum {
		out = append(out, Func{name, flat[name], c})
	}
	slices.SortFunc(out, func(a, b Func) int {
		return cmp.Or(cmp.Compare(b.Flat, a.Flat), cmp.Compare(b.Cum, a.Cum), cmp.Compare(a.Name, b.Name))
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

func writeTop(w io.Writer, title string, fs []Func, total int64, unit string) {
	fmt.Fprintf(w, "\n%s\n%12s %6s %12s %6s  %s\n", title, "flat", "flat%", "cum", "cum%", "function")
	for _, f := range fs {
		fmt.Fprintf(w, "%12s %5.1f%% %12s %5.1f%%  %s\n", format(f.Flat, unit), pct(f.Flat, total), format(f.Cum, unit), pct(f.Cum, total), f.Name)
	}
}

func sampleIndex(p *profile.Profile, name string) (int, error) {
	if name == "" {
		name = p.DefaultSampleType
	}
	if name == "" {
		return len(p.SampleType) - 1, nil
	}
	for i, st := range p.SampleType {
		if st.Type == name {
			return i, nil
		}
	}
	var have []string
	for _, st := range p.SampleType {
		have = append(have, st.Type)
	}
	return 0, fmt.Errorf("profsum: no sample type %q (have %s)", name, strings.Join(have, ", "))
}

func pct(v, total int64) float64 {
	if total == 0 {
		return 0
	}
	return 100 * float64(v) / float64(total)
}

// format prints nanoseconds as seconds with milliseconds, bytes with binary prefixes, and
// anything else as a plain number.
func format(v int64, unit string) string {
	switch unit {
	case "nanoseconds":
		return fmt.Sprintf("%.3fs", float64(v)/1e9)
	case "bytes":
		switch {
		case v >= 1<<30:
			return fmt.Sprintf("%.2fGiB", float64(v)/(1<<30))
		case v >= 1<<20:
			return fmt.Sprintf("%.2fMiB", float64(v)/(1<<20))
		case v >= 1<<10:
			return fmt.Sprintf("%.2fKiB", float64(v)/(1<<10))
		}
		return fmt.Sprintf("%dB", v)
	}
	return fmt.Sprint(v)
}
