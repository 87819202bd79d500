package games

import (
	"fmt"
	"slices"
	"sync"
)

// registerMu serialises Register and its undoing; the list is read without it, so Register
// belongs at the start of a program (or a test), before anything else reads the registry.
var registerMu sync.Mutex

// Register adds a game to the registry after the built-in ones, for a program (or a test) with
// a game of its own outside this package's list: Register(Of(Def[...]{...})). Every command,
// searcher and picture then takes it as one of the list's. It refuses a name already
// registered. unregister takes the game out again (a test's cleanup). Call both before or
// after, never while, something reads the registry.
func Register(g *Game) (unregister func(), err error) {
	registerMu.Lock()
	defer registerMu.Unlock()
	if _, err := Lookup(g.Name); err == nil {
		return nil, fmt.Errorf("games: Register: a game named %q is registered already", g.Name)
	}
	all = append(slices.Clip(all), g)
	return func() {
		registerMu.Lock()
		defer registerMu.Unlock()
		all = slices.DeleteFunc(slices.Clone(all), func(x *Game) bool { return x == g })
	}, nil
}
