package risk

import (
	"fmt"
	"math/bits"
	"strings"
)

// NumTerritories is the number of territories of the classic map.
const NumTerritories = 42

// NumContinents is the number of continents.
const NumContinents = 6

// territory is one territory of the map: its three-letter code (the notation's), its name and
// its continent.
type territory struct {
	code, name string
	cont       uint8
}

// continent is one continent: its code, name, bonus (the armies its holder receives at the start
// of each of his turns) and its territories as a mask.
type continent struct {
	code, name string
	bonus      int
	mask       uint64
}

// The territories in the order of their indices (the notation's order): North America, South
// America, Europe, Africa, Asia, Australia, as the board lists them.
var territories = [NumTerritories]territory{
	{"ala", "Alaska", 0}, {"nwt", "Northwest Territory", 0}, {"grl", "Greenland", 0},
	{"alb", "Alberta", 0}, {"ont", "Ontario", 0}, {"que", "Quebec", 0},
	{"wus", "Western United States", 0}, {"eus", "Eastern United States", 0}, {"cam", "Central America", 0},
	{"ven", "Venezuela", 1}, {"per", "Peru", 1}, {"bra", "Brazil", 1}, {"arg", "Argentina", 1},
	{"ice", "Iceland", 2}, {"sca", "Scandinavia", 2}, {"gbr", "Great Britain", 2}, {"neu", "Northern Europe", 2},
	{"weu", "Western Europe", 2}, {"seu", "Southern Europe", 2}, {"ukr", "Ukraine", 2},
	{"naf", "North Africa", 3}, {"egy", "Egypt", 3}, {"eaf", "East Africa", 3}, {"con", "Congo", 3},
	{"saf", "South Africa", 3}, {"mad", "Madagascar", 3},
	{"ura", "Ural", 4}, {"sib", "Siberia", 4}, {"yak", "Yakutsk", 4}, {"kam", "Kamchatka", 4},
	{"irk", "Irkutsk", 4}, {"mon", "Mongolia", 4}, {"jap", "Japan", 4}, {"afg", "Afghanistan", 4},
	{"chi", "China", 4}, {"mid", "Middle East", 4}, {"ind", "India", 4}, {"sia", "Siam", 4},
	{"ido", "Indonesia", 5}, {"ngu", "New Guinea", 5}, {"wau", "Western Australia", 5}, {"eau", "Eastern Australia", 5},
}

// borderList is the 83 undirected borders of the classic board (Parker Brothers' map, as Lux's
// "classic" map has it; docs/games/risk.md), each once, by territory code.
const borderList = `
ala-nwt ala-alb ala-kam nwt-alb nwt-ont nwt-grl grl-ont grl-que grl-ice alb-ont alb-wus
ont-wus ont-eus ont-que que-eus wus-eus wus-cam eus-cam cam-ven
ven-per ven-bra per-bra per-arg bra-arg bra-naf
ice-sca ice-gbr sca-gbr sca-neu sca-ukr gbr-neu gbr-weu neu-weu neu-seu neu-ukr weu-seu weu-naf
seu-ukr seu-mid seu-egy seu-naf ukr-ura ukr-afg ukr-mid
naf-egy naf-eaf naf-con egy-eaf egy-mid eaf-con eaf-saf eaf-mad eaf-mid con-saf saf-mad
ura-sib ura-chi ura-afg sib-yak sib-irk sib-mon sib-chi yak-irk yak-kam kam-irk kam-mon kam-jap
irk-mon mon-chi mon-jap afg-chi afg-ind afg-mid chi-ind chi-sia mid-ind ind-sia sia-ido
ido-ngu ido-wau ngu-wau ngu-eau wau-eau
`

// continentDefs are the continents without their masks, which buildMap fills from the
// territories.
var continentDefs = [NumContinents]continent{
	{"na", "North America", 5, 0}, {"sa", "South America", 2, 0}, {"eu", "Europe", 5, 0},
	{"af", "Africa", 3, 0}, {"as", "Asia", 7, 0}, {"au", "Australia", 2, 0},
}

// mapTables are the map's tables (tables_gen.go's continents, neighbours, numBorders and
// outside), as buildMap makes them from the lists above.
type mapTables struct {
	continents [NumContinents]continent
	neighbours [NumTerritories]uint64 // neighbours[t]: the territories bordering t
	numBorders int
	outside    [NumContinents]uint64 // outside[c]: the territories outside continent c that border it
}

//go:generate go test -run TestTablesGenerated -update

// buildMap makes the map's tables, or fails if the lists are broken: the test's source of
// tables_gen.go.
func buildMap() (m mapTables, err error) {
	m.continents = continentDefs
	for t, tr := range territories {
		m.continents[tr.cont].mask |= 1 << t
	}
	index := make(map[string]int, NumTerritories)
	for t, tr := range territories {
		index[tr.code] = t
	}
	for _, pair := range strings.Fields(borderList) {
		a, b, ok := strings.Cut(pair, "-")
		i, iok := index[a]
		j, jok := index[b]
		if !ok || !iok || !jok || i == j || m.neighbours[i]>>j&1 != 0 {
			return m, fmt.Errorf("risk: border %q of the map's list is malformed or repeated", pair)
		}
		m.neighbours[i] |= 1 << j
		m.neighbours[j] |= 1 << i
		m.numBorders++
	}
	for c, ct := range m.continents {
		for t := range NumTerritories {
			if ct.mask>>t&1 != 0 {
				m.outside[c] |= m.neighbours[t]
			}
		}
		m.outside[c] &^= ct.mask
	}
	return m, nil
}

// territoryIndex is the index of the territory with code c, or -1.
func territoryIndex(c string) int {
	for i, t := range territories {
		if t.code == c {
			return i
		}
	}
	return -1
}

// Code is the three-letter code of territory t (0 to 41), as the notation writes it.
func Code(t int) string { return territories[t].code }

// Name is the full name of territory t.
func Name(t int) string { return territories[t].name }

// ContinentOf is the continent (0 to 5: North America, South America, Europe, Africa, Asia,
// Australia) of territory t.
func ContinentOf(t int) int { return int(territories[t].cont) }

// ContinentName and ContinentBonus are continent c's name and bonus.
func ContinentName(c int) string { return continents[c].name }

// ContinentBonus is the armies the holder of continent c receives per turn.
func ContinentBonus(c int) int { return continents[c].bonus }

// Neighbours returns the territories bordering t, in index order.
func Neighbours(t int) []int {
	var out []int
	for m := neighbours[t]; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros64(m))
	}
	return out
}
