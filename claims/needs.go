package claims

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Need is a sample a row needs before it is decided, declared with the claim before its data is
// read: a results file of data (match records) must hold at least Games games, or a
// measurement's table (a text file of '#' comment lines and one search a line, which its
// command writes whole) at least Lines searches. A run that is still
// going, or was cut short, leaves its claim among the claims without a row (setting not run)
// instead of deciding it on fewer games than were planned for it, or on whatever happened to be
// played when the table was made.
type Need struct {
	File  string // the results file, in the data folder
	Games int    // the games the row needs (0 for a table: Lines)
	// Lines, for a measurement's table rather than match records, is the searches (lines that
	// are not comments) it must hold; Games is then 0.
	Lines int
	// Run is the command that plays the file's games; cctree match -out resumes a file,
	// playing only the games it lacks.
	Run string
	// Pace is the seconds a game is estimated to take before any game of the file is played
	// (its cost is then an estimate; once games are played, the recorded pace replaces it); for
	// a table, the seconds a search.
	Pace float64
}

// needsValid reports whether every need names a file, at least one game or (for a table, and
// then no game) one search, and its command.
func needsValid(needs []Need) bool {
	for _, n := range needs {
		if n.File == "" || n.Run == "" || (n.Games < 1) == (n.Lines < 1) {
			return false
		}
	}
	return true
}

// shortOf is the claim as a claim without a row when its data lacks a sample it needs (nil when
// every need is met): each short file with the games it holds, the games still to play, their
// cost, and the command that plays them.
func shortOf(data string, c Claim) (*MissingClaim, error) {
	var short []string
	for _, n := range c.Needs {
		s, err := needShort(data, n)
		if err != nil {
			return nil, err
		}
		if s != "" {
			short = append(short, s)
		}
	}
	if len(short) == 0 {
		return nil, nil
	}
	return &MissingClaim{Paper: c.Paper, Where: c.Where, Quote: c.Quote, Kind: NotRun,
		Why: fmt.Sprintf("its row `%s` (kind %s, declared) waits for its sample: %s", c.ID, c.KindOf(), strings.Join(short, "; "))}, nil
}

// needShort says how a need is not met ("" when it is): the games the file holds, how many more
// it needs and what they cost. The cost is the mean search time its records show per game (the
// times_us of every move), a lower bound of the CPU time (the engines' own work between searches
// adds to it); with no game yet, the need's estimated Pace.
func needShort(data string, n Need) (string, error) {
	path := filepath.Join(data, n.File)
	if n.Lines > 0 {
		return tableShort(path, n)
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return fmt.Sprintf("%s not yet in the data (0 of %s games): about %.1f CPU-hours at an estimated %.2g s a game; `%s`",
			n.File, thousands(n.Games), float64(n.Games)*n.Pace/3600, n.Pace, n.Run), nil
	}
	recs, err := readRecords(path)
	if err != nil {
		return "", err
	}
	if len(recs) >= n.Games {
		return "", nil
	}
	var us int64
	for _, r := range recs {
		for _, t := range r.TimesUS {
			us += t
		}
	}
	left := n.Games - len(recs)
	if len(recs) == 0 {
		return fmt.Sprintf("%s holds 0 of %s games: about %.1f CPU-hours at an estimated %.2g s a game; `%s`",
			n.File, thousands(n.Games), float64(left)*n.Pace/3600, n.Pace, n.Run), nil
	}
	pace := float64(us) / 1e6 / float64(len(recs))
	return fmt.Sprintf("%s holds %s of the %s games it needs: %s more, at least %.1f CPU-hours at the %.1f s of search a game its records show (the engines' work between searches adds to it); `%s` resumes it",
		n.File, thousands(len(recs)), thousands(n.Games), thousands(left), float64(left)*pace/3600, pace, n.Run), nil
}

// tableShort is needShort for a measurement's table: absent, the searches it needs and their
// estimated cost; short of its searches (a table its command did not finish), how many it holds.
// Its command writes the whole table, so the cost is always the whole table's.
func tableShort(path string, n Need) (string, error) {
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Sprintf("%s not yet in the data (0 of %s searches): about %s of CPU at an estimated %.2g s a search; `%s`",
			n.File, thousands(n.Lines), cpuTime(float64(n.Lines)*n.Pace), n.Pace, n.Run), nil
	}
	if err != nil {
		return "", err
	}
	lines := 0
	for _, l := range strings.Split(string(src), "\n") {
		if dataLine(l) {
			lines++
		}
	}
	if lines >= n.Lines {
		return "", nil
	}
	return fmt.Sprintf("%s holds %s of the %s searches it needs: about %s of CPU at an estimated %.2g s a search; `%s` writes it whole",
		n.File, thousands(lines), thousands(n.Lines), cpuTime(float64(n.Lines)*n.Pace), n.Pace, n.Run), nil
}

// cpuTime is a cost in seconds as a reader takes it in: seconds, minutes or hours.
func cpuTime(s float64) string {
	switch {
	case s < 120:
		return fmt.Sprintf("%.0f s", s)
	case s < 7200:
		return fmt.Sprintf("%.0f minutes", s/60)
	}
	return fmt.Sprintf("%.1f hours", s/3600)
}
