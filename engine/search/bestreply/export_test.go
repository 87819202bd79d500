package bestreply

// Freeze stops b from ever querying its Threat-ADS lists (tests: the opponent order then stays turn order).
func Freeze(b *BRS) { b.ab.Learn = false }
