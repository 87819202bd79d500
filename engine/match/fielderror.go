package match

import (
	"regexp"
	"slices"
)

// A FieldError is a field of a match (a Config field, or a contestant's text) whose value cannot
// be played. The package names fields in its own terms (Fields); a front end that reads them from
// flags or keys of its own names them its way with Format, so the library's messages do not
// depend on any command line.
type FieldError struct {
	Field   string // one of Fields
	Value   string // the value as the message shows it (quoted text or a number); "" when the problem is the field as a whole
	Problem string // what is wrong and what is accepted; another field it mentions is written {field}
}

// Fields are the names FieldError.Field takes, one per Config field that a caller sets from
// outside: Game, Board, Seats, Rules, Players (and the contestants' texts), Budget, Design,
// Games, Openings, OpeningPlies, Cap, Seating and Engines.
var Fields = []string{"game", "board", "seats", "rules", "players", "budget", "design", "games", "openings", "openingPlies", "cap", "seating", "engines"}

// fieldRef is a field named inside a Problem.
var fieldRef = regexp.MustCompile(`\{([A-Za-z]+)\}`)

// Error names the fields as the package does: `match: board "x": want one of ...`.
func (e *FieldError) Error() string { return e.Format(func(f string) string { return f }) }

// Format is the error with every field (its own and those its problem mentions) named by name.
func (e *FieldError) Format(name func(field string) string) string {
	s := "match: " + name(e.Field)
	if e.Value != "" {
		s += " " + e.Value
	}
	problem := fieldRef.ReplaceAllStringFunc(e.Problem, func(ref string) string {
		if f := ref[1 : len(ref)-1]; slices.Contains(Fields, f) {
			return name(f)
		}
		return ref
	})
	return s + ": " + problem
}
