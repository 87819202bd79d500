package games

// InsertFirst puts g at the head of the registry, for a test that checks what must not depend
// on a game's place in it; the returned function restores the registry.
func InsertFirst(g *Game) (restore func()) {
	saved := all
	all = append([]*Game{g}, all...)
	return func() { all = saved }
}
