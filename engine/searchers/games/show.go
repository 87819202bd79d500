package games

// State returns the game package's own position behind p: a *virus.State, *focus.State or
// *tictactoe.State, the one p plays on (not a copy: p's next Play changes it). It is for what
// reads a position beyond the Position interface, such as its picture (analysis/gamesvg).
func State(p Position) any { return p.(shown).shownState() }

// shown is implemented by every Position of the registry (pos).
type shown interface{ shownState() any }

func (p *pos[S, M]) shownState() any { return p.s }
