package results

import (
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// AdoptDesign sets the design of c (validated, without a design of its own): the design of the
// games already in the first of files that holds a game of this match (a resumed file, or the
// shards of a merge, keep the design they were played with, so a file written before designs
// resumes as it was), else match.DefaultDesign. It returns the file the design came from when
// that design is not the default, "" otherwise. A fixed seating keeps no design.
func AdoptDesign(c *match.Config, files []string) string {
	if c.Seating != nil {
		return ""
	}
	for _, path := range files {
		if rec := firstRecord(path); rec != nil {
			// Only a file of this match decides; one of another match is refused later, naming the field.
			tmpl := match.MatchRecord(c, "")
			tmpl.Design = rec.Design
			if match.SameMatch(tmpl, rec) == "" {
				c.Design = match.RecordDesign(rec)
				if c.Design == match.DefaultDesign(c.NumPlayers(), len(c.Players)) {
					return ""
				}
				return path
			}
			break
		}
	}
	c.Design = match.DefaultDesign(c.NumPlayers(), len(c.Players))
	return ""
}

// firstRecord returns the first game of a results file, nil if there is none to read (the file
// is then refused, or written, later, with its own error).
func firstRecord(path string) *record.Record {
	recs, err := record.ReadFile(path)
	if err != nil || len(recs) == 0 {
		return nil
	}
	return recs[0]
}
