package mcts

import "github.com/cctree/cctree/engine/gamekit"

// omaKey names one statistic of opponent move abstraction: the node the root player's previous
// move entered (above) and the MoveIndex of the root player's move below it, whatever the
// opponents played in between.
type omaKey struct {
	above, index int32
}

// omaEntry is a statistic: the root player's rewards of the playouts through the move, summed
// (scale S), and their number.
type omaEntry struct {
	key    uint64 // 1 + above<<14 | index; 0 for an empty slot
	sum, n int64
}

// omaTable is an open-addressing hash table of omaEntry, kept between searches: it grows (at half
// full) only past the size an earlier search reached, so a search allocates nothing once it has.
type omaTable struct {
	slots []omaEntry
	used  int
}

func (k omaKey) code() uint64 { return 1 + uint64(k.above)<<14 | uint64(k.index) }

// reset empties the table, keeping its slots.
func (t *omaTable) reset() { clear(t.slots); t.used = 0 }

// slot returns the index of key's entry, or of the empty slot where it goes.
func (t *omaTable) slot(code uint64) int {
	mask := len(t.slots) - 1
	i := int(gamekit.Mix(code)) & mask
	for t.slots[i].key != 0 && t.slots[i].key != code {
		i = (i + 1) & mask
	}
	return i
}

// get returns key's entry, nil if it has none.
func (t *omaTable) get(key omaKey) *omaEntry {
	if t.used == 0 {
		return nil
	}
	e := &t.slots[t.slot(key.code())]
	if e.key == 0 {
		return nil
	}
	return e
}

// add returns key's entry, making it (empty) if it has none.
func (t *omaTable) add(key omaKey) *omaEntry {
	if 2*(t.used+1) > len(t.slots) {
		t.grow()
	}
	code := key.code()
	i := t.slot(code)
	if t.slots[i].key == 0 {
		t.slots[i].key = code
		t.used++
	}
	return &t.slots[i]
}

func (t *omaTable) grow() {
	old := t.slots
	t.slots = make([]omaEntry, max(1024, 2*len(old)))
	for _, e := range old {
		if e.key != 0 {
			t.slots[t.slot(e.key)] = e
		}
	}
}
