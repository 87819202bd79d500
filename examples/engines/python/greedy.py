#!/usr/bin/env python3
"""greedy.py: a CCP engine in plain Python, and a tutorial of the protocol (docs/protocol.md).

It speaks CCP 1.1 (and 1 to a host that offers 1) and plays Chinese Checkers on the two star
boards (star73, star121) under all six rule sets (three move restrictions, two win rules), with
a greedy one-ply search: of all its moves it takes a winning one if there is one, else the one
that brings its pieces closest to the tip of their goal corner. The board is a plain list with one
entry per cell (-1 for empty, else the player index); nothing here is fast, everything is meant to
be read next to the protocol page and the rules.

Run it under cctree:

    go run ./tools/cctree engine-check python3 examples/engines/python/greedy.py

Standard library only; Python 3.8 or later.
"""

import sys

EMPTY = -1
# The six hex directions in cube coordinates (x, y, z), x + y + z = 0.
DIRS = [(1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1), (0, -1, 1)]
SIZES = {"star73": 3, "star121": 4}


class Board:
    """The geometry of star(n): cells, neighbours, corners and the tips of the corners."""

    def __init__(self, name):
        n = SIZES[name]
        self.name, self.n = name, n
        cells = []
        for z in range(-2 * n, 2 * n + 1):  # rows from top to bottom
            for x in range(-2 * n, 2 * n + 1):  # left to right inside a row
                y = -x - z
                if max(x, y, z) <= n or min(x, y, z) >= -n:
                    if max(abs(x), abs(y), abs(z)) <= 2 * n:
                        cells.append((x, y, z))
        self.cells = cells
        self.index = {c: i for i, c in enumerate(cells)}
        # nb[c][d]: the neighbour of cell c in direction d, or -1 off the board.
        self.nb = [[self.index.get((x + dx, y + dy, z + dz), -1) for dx, dy, dz in DIRS] for x, y, z in cells]
        self.corner = [self.corner_of(c) for c in cells]
        # The tip of each corner: its cell farthest from the centre.
        self.tip = {}
        for i, c in enumerate(cells):
            k = self.corner[i]
            if k >= 0 and (k not in self.tip or dist(c, (0, 0, 0)) > dist(cells[self.tip[k]], (0, 0, 0))):
                self.tip[k] = i
        self.corner_cells = {k: [i for i in range(len(cells)) if self.corner[i] == k] for k in range(6)}

    def corner_of(self, c):
        x, y, z = c
        n = self.n
        for k, inside in enumerate((z < -n, x > n, y < -n, z > n, x < -n, y > n)):
            if inside:
                return k
        return -1  # the central hexagon


def dist(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


class Game:
    """A position: the board, the seats, the rule set, the cells and the player to move."""

    def __init__(self, board, seats, rules):
        # rules: a move restriction, then "+" and a win rule ("free", "nostop+allhome").
        restriction, _, win = rules.partition("+")
        self.b, self.seats, self.rules, self.allhome = board, seats, restriction, win == "allhome"
        self.goals = [(s + 3) % 6 for s in seats]
        self.cells = [EMPTY] * len(board.cells)
        self.to_move = 0
        self.winner = -1

    def load_ccn(self, fields):
        """Reads the four fields of a CCN: board, seats, to-move, rows."""
        rows = "".join(fields[3].split("/"))
        self.cells = [EMPTY if ch == "." else int(ch) for ch in rows]
        self.to_move = int(fields[2])
        self.winner = -1
        for p in range(len(self.seats)):
            if self.has_won(p):
                self.winner = p

    def has_won(self, p):
        """Player p wins when its goal corner is full and holds at least one of its own pieces
        (the default win rule, spoil), or, under allhome, when all its pieces are in it."""
        goal = self.b.corner_cells[self.goals[p]]
        if self.allhome:
            return all(self.cells[c] == p for c in goal)
        return all(self.cells[c] != EMPTY for c in goal) and any(self.cells[c] == p for c in goal)

    def allowed(self, p, f, t):
        """The rule sets' restrictions on where a move from f may end."""
        corner = self.b.corner[t]
        if self.rules == "nostop" and corner >= 0 and corner not in (self.seats[p], self.goals[p]):
            return False
        if self.rules == "goallock" and self.b.corner[f] == self.goals[p] and corner != self.goals[p]:
            return False
        return True

    def moves(self):
        """The legal moves (f, t) of the player to move, sorted; [None] (a pass) if it has none."""
        if self.winner >= 0:
            return []
        p, nb, cells = self.to_move, self.b.nb, self.cells
        out = []
        for f in range(len(cells)):
            if cells[f] != p:
                continue
            cells[f] = EMPTY  # the piece is lifted while it jumps
            dests = set()
            for d in range(6):  # steps
                t = nb[f][d]
                if t >= 0 and cells[t] == EMPTY:
                    dests.add(t)
            seen, todo = {f}, [f]  # jump chains: hop over an occupied neighbour onto the empty cell beyond
            while todo:
                c = todo.pop()
                for d in range(6):
                    over = nb[c][d]
                    if over < 0 or cells[over] == EMPTY:
                        continue
                    t = nb[over][d]
                    if t >= 0 and cells[t] == EMPTY and t not in seen:
                        seen.add(t)
                        todo.append(t)
                        dests.add(t)
            cells[f] = p
            out.extend((f, t) for t in sorted(dests) if self.allowed(p, f, t))
        return out or [None]

    def make(self, m):
        p = self.to_move
        if m is not None:
            f, t = m
            self.cells[f], self.cells[t] = EMPTY, p
            for q in range(len(self.seats)):  # only the owner of the goal entered can have won
                if self.b.corner[t] == self.goals[q] and self.has_won(q):
                    self.winner = q
        self.to_move = (p + 1) % len(self.seats)

    def unmake(self, m, winner):
        self.to_move = (self.to_move - 1) % len(self.seats)
        if m is not None:
            f, t = m
            self.cells[t], self.cells[f] = EMPTY, self.to_move
        self.winner = winner

    def perft(self, depth):
        if depth == 0:
            return 1
        total, winner = 0, self.winner
        for m in self.moves():
            if depth == 1:
                total += 1
                continue
            self.make(m)
            total += self.perft(depth - 1)
            self.unmake(m, winner)
        return total

    def distance(self, p):
        """The sum of the distances of p's pieces to the tip of its goal corner."""
        tip = self.b.cells[self.b.tip[self.goals[p]]]
        return sum(dist(self.b.cells[c], tip) for c, q in enumerate(self.cells) if q == p)


def move_text(m):
    return "pass" if m is None else "%d-%d" % m


def parse_move(text):
    if text == "pass":
        return None
    f, t = text.split("-")
    return int(f), int(t)


def greedy(g, budget):
    """The one-ply search: returns (move, nodes, completed depth, score). The root is one node and
    each child evaluated one more, so a node budget of N looks at N - 1 children."""
    moves = g.moves()
    if not moves:
        return None, 1, 0, None  # terminal: nothing to search
    nodes, best, best_score, p, winner = 1, None, None, g.to_move, g.winner
    for m in moves:
        if budget and nodes >= budget:
            break
        nodes += 1
        g.make(m)
        score = 1000 if g.winner == p else -g.distance(p)
        g.unmake(m, winner)
        if best_score is None or score > best_score:
            best, best_score = m, score
    if best is None:  # the budget did not allow one child: depth 0, the first move
        return moves[0], nodes, 0, None
    if budget and nodes >= budget and len(moves) > nodes - 1:
        return best, nodes, 0, None  # depth 1 was not completed
    return best, nodes, 1, best_score


def main():
    out = sys.stdout
    say = lambda line: (out.write(line + "\n"), out.flush())
    g = None
    for line in sys.stdin:
        f = line.split()
        if not f:
            continue
        cmd = f[0]
        if cmd == "ccp":
            # The host offers its highest version; answer with ours (1.1), or 1 if it offers 1.
            if len(f) != 2 or not (f[1] == "1" or f[1].startswith("1.")):
                say("error unsupported version")
                return
            say("id name greedy.py")
            say("id author cctree examples")
            say("boards star73 star121")
            say("rules free nostop goallock free+allhome nostop+allhome goallock+allhome")
            say("det depth nodes")
            say("reuse newgame")
            say("ready 1" if f[1] == "1" else "ready 1.1")
        elif cmd == "isready":
            say("readyok")
        elif cmd == "newgame":
            if len(f) != 4 or f[1] not in SIZES:
                say("error cannot play " + " ".join(f[1:]))
                continue
            g = Game(Board(f[1]), [int(ch) for ch in f[2]], f[3])
        elif cmd == "position":
            # position ccn BOARD SEATS TO-MOVE ROWS [moves M1 M2 ...]
            g.load_ccn(f[2:6])
            for text in f[7:]:
                g.make(parse_move(text))
        elif cmd == "go":
            opts = dict(zip(f[1::2], f[2::2]))
            move, nodes, depth, score = greedy(g, int(opts.get("nodes", 0)))
            info = "info depth %d nodes %d" % (depth, nodes)
            if score is not None:
                info += " score %d" % score
            say(info)
            say("bestmove " + move_text(move))
        elif cmd == "perft":
            say("perft %s %d" % (f[1], g.perft(int(f[1]))))
        elif cmd == "divide":
            # One line per legal move with the perft below it, then the total.
            d, total = int(f[1]), 0
            for m in g.moves():
                w = g.winner
                g.make(m)
                n = g.perft(d - 1)
                g.unmake(m, w)
                say("divide %s %d" % (move_text(m), n))
                total += n
            say("perft %d %d" % (d, total))
        elif cmd == "quit":
            return
        # Anything else is ignored, as the protocol asks: stop (searches here end before the
        # next command is read, so a stop always finds none running) and commands it does not know.


if __name__ == "__main__":
    main()
