// cctwin.cpp: cctree's plain C++ twin of its Paranoid and BRS+ searchers (and OPPS, of which BRS+
// is one setting), the anchor of the search-speed comparison (tools/anchor-search.sh, run by `make
// anchor-compare`), as ccperft.cpp is perft's.
//
// It is written from the documents, the way a usual C++ engine is written: the array board and
// move generator of board.h (shared with ccperft.cpp), the whole move list generated at every
// interior node and sorted with std::sort, fail-soft alpha-beta by recursion with make and
// unmake, the distance sums kept up to date by make and unmake. What it computes is fixed by
// docs/rules.md and the searchers' package docs, so its counts, moves and values must equal
// cctree's (tools/baseline/twin_test.go checks the mid suite):
//
//   - Evaluation (docs/rules.md, "Default evaluation"): dist_i is the sum over player i's pieces
//     of the hex distance to the apex of i's goal, progress_i = pieces*4n - dist_i, and the value
//     of a horizon leaf for the root player r is progress_r * 2^20 / sum_i progress_i (integer
//     division; 2^20 / players if every progress is 0). A won position is worth 2^20 to the winner
//     and 0 to the others, and it is scored before the depth test.
//   - Static move ordering: by gain (the moved piece's distance to its goal's apex before minus
//     after) largest first, then ascending from, then ascending to; a player without a move passes,
//     and the pass is its only move and a node like any other.
//   - Node Count (docs/rules.md, "Node Count"): every node the search enters counts once, the
//     root, interior nodes, horizon leaves and won positions; a child cut off before it is entered
//     does not count.
//   - Paranoid (engine/search/paranoid): the player to move at the root maximises its value, every
//     other player minimises it; fail-soft alpha-beta with an open window at the root; the best
//     root move is the first in ordering order that reaches the best value.
//   - OPPS(n1,l1,l2) (Baier & Kaisers' Algorithm 1 as engine/search/bestreply reads it): m is 0
//     below every root-player move; an opponent's ordered moves are cut to the first l2 when
//     m == n1 and to the first l1 otherwise; an opponent's move outside its first l2 gives its
//     child m + 1. BRS+ is OPPS(1,inf,1) and Paranoid is OPPS(0,inf,inf).
//
// Usage: cctwin SPEC DEPTH [FILE]
//   SPEC   paranoid, brs+ or opps(n1,l1,l2) (l1, l2 integers or inf, 0 <= n1, 1 <= l2 <= l1)
//   DEPTH  plies, 1 to 63
//   FILE   positions, one "<id> <CCN>" a line ('#' lines and empty lines skipped), star boards
//          only, rule set free; standard input if absent or "-"
// Prints one line per position: "<id> algo=SPEC depth=D move=F-T value=V nodes=NC ns=T", T the
// search's time in nanoseconds by the steady clock (set-up and parsing excluded, as cctree's
// Result.Elapsed).
//
// Build: g++ -O3 -march=native -o cctwin tools/baseline/cpp/cctwin.cpp (board.h beside it)
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "board.h"

namespace {

using cc::Game;
using cc::Move;

const int kMaxPly = 64;
const int64_t kS = 1 << 20;           // the evaluation's scale: a won game
const int64_t kInf = INT64_MAX / 2;   // beyond every value: the open alpha-beta bounds
const int kUnlimited = 1 << 30;       // an unlimited l1 or l2
const uint8_t kPassCell = 255;        // from and to of the pass

// An ordered move: key sorts it into the static ordering (gain, largest first, then from, then to).
struct Ordered {
  uint32_t key;
  Move move;
  bool operator<(const Ordered& o) const { return key < o.key; }
};

struct Twin {
  Game g;
  int n1 = 0, l1 = kUnlimited, l2 = kUnlimited;

  uint8_t apexDist[cc::kMaxPlayers][cc::kMaxCells];  // hex distance of a cell to the apex of p's goal
  int dist[cc::kMaxPlayers];                          // dist_p: kept by Play and Unplay
  int64_t dmax = 0;                                   // pieces * 4n

  int root = 0;
  int64_t nodes = 0;
  Move best;
  Move gen[cc::kMaxMoves];
  Ordered lists[kMaxPly][cc::kMaxMoves];

  // Prepare computes the distance tables of the board and seats set up in g.
  void Prepare() {
    dmax = (int64_t)g.cornerSize * 4 * g.n;
    for (int p = 0; p < g.players; p++) {
      // The apex is the goal's cell farthest from the centre.
      int apex = -1, far = -1;
      for (int i = 0; i < g.cornerSize; i++) {
        int c = g.cornerCells[g.goal[p]][i];
        int d = HexDist(c, -1);
        if (d > far) far = d, apex = c;
      }
      for (int c = 0; c < g.cells; c++) apexDist[p][c] = (uint8_t)HexDist(c, apex);
    }
  }

  // HexDist is the hex distance between cells a and b, or from a to the centre if b < 0.
  int HexDist(int a, int b) const {
    int dx = g.xs[a], dz = g.zs[a];
    if (b >= 0) dx -= g.xs[b], dz -= g.zs[b];
    int dy = -dx - dz;
    return std::max(std::abs(dx), std::max(std::abs(dy), std::abs(dz)));
  }

  // Sums recomputes dist from the board (after SetRows).
  void Sums() {
    for (int p = 0; p < g.players; p++) {
      dist[p] = 0;
      for (int i = 0; i < g.cornerSize; i++) dist[p] += apexDist[p][g.pieces[p][i]];
    }
  }

  // Value is the heuristic value of the position for the root player (not won).
  int64_t Value() const {
    int64_t sum = 0;
    for (int p = 0; p < g.players; p++) sum += dmax - dist[p];
    if (sum == 0) return kS / g.players;
    return (dmax - dist[root]) * kS / sum;
  }

  void Play(const Move& m) {
    int p = g.toMove;
    if (m.from == kPassCell) {
      g.toMove = p + 1 == g.players ? 0 : p + 1;
      return;
    }
    dist[p] += apexDist[p][m.to] - apexDist[p][m.from];
    g.Make(m);
  }

  void Unplay(const Move& m) {
    if (m.from == kPassCell) {
      g.toMove = g.toMove == 0 ? g.players - 1 : g.toMove - 1;
      return;
    }
    g.Unmake(m);
    int p = g.toMove;
    dist[p] -= apexDist[p][m.to] - apexDist[p][m.from];
  }

  // Moves writes the legal moves of the player to move into list in static ordering (the pass
  // alone if there is none) and returns how many.
  int Moves(Ordered* list) {
    int count = g.Generate(gen);
    if (count == 0) {
      list[0] = Ordered{0, Move{0, kPassCell, kPassCell}};
      return 1;
    }
    const uint8_t* d = apexDist[g.toMove];
    for (int i = 0; i < count; i++) {
      const Move& m = gen[i];
      int gain = d[m.from] - d[m.to];  // -16..16 on the star boards
      list[i] = Ordered{(uint32_t)(32 - gain) << 16 | (uint32_t)m.from << 8 | m.to, m};
    }
    std::sort(list, list + count);
    return count;
  }

  // Node is the value for the root player of the position searched to depth d at ply ply; m is
  // OPPS's counter.
  int64_t Node(int d, int ply, int m, int64_t alpha, int64_t beta) {
    nodes++;
    if (g.winner >= 0) return g.winner == root ? kS : 0;
    if (d == 0) return Value();
    Ordered* list = lists[ply];
    int count = Moves(list);
    if (g.toMove == root) {
      int64_t value = -kInf;
      for (int i = 0; i < count; i++) {
        const Move& mv = list[i].move;
        Play(mv);
        int64_t v = Node(d - 1, ply + 1, 0, alpha, beta);
        Unplay(mv);
        if (v > value) {
          value = v;
          if (ply == 0) best = mv;
          if (v > alpha) alpha = v;
        }
        if (alpha >= beta) break;
      }
      return value;
    }
    int limit = m == n1 ? l2 : l1;
    if (count > limit) count = limit;
    int64_t value = kInf;
    for (int i = 0; i < count; i++) {
      const Move& mv = list[i].move;
      Play(mv);
      int64_t v = Node(d - 1, ply + 1, i >= l2 ? m + 1 : m, alpha, beta);
      Unplay(mv);
      if (v < value) {
        value = v;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    return value;
  }

  // Search searches the position to depth d for the player to move; it returns the value and
  // leaves the best root move in best and the Node Count in nodes.
  int64_t Search(int d) {
    root = g.toMove;
    nodes = 0;
    best = Move{0, kPassCell, kPassCell};
    return Node(d, 0, 0, -kInf, kInf);
  }
};

Twin twin;

// ParseLimit reads l1 or l2: a count >= 1 or inf.
bool ParseLimit(const std::string& s, int* out) {
  if (s == "inf") {
    *out = kUnlimited;
    return true;
  }
  char* end;
  errno = 0;
  long v = strtol(s.c_str(), &end, 10);
  if (s.empty() || *end != 0 || errno != 0 || v < 0 || v >= kUnlimited) return false;
  *out = (int)v;
  return true;
}

// ParseSpec sets the twin's OPPS parameters from SPEC; it returns false if SPEC is not one of the
// forms of the usage.
bool ParseSpec(const std::string& spec) {
  if (spec == "paranoid") {
    twin.n1 = 0, twin.l1 = kUnlimited, twin.l2 = kUnlimited;
    return true;
  }
  if (spec == "brs+") {
    twin.n1 = 1, twin.l1 = kUnlimited, twin.l2 = 1;
    return true;
  }
  if (spec.compare(0, 5, "opps(") != 0 || spec.back() != ')') return false;
  std::string args = spec.substr(5, spec.size() - 6);
  size_t c1 = args.find(','), c2 = c1 == std::string::npos ? c1 : args.find(',', c1 + 1);
  if (c2 == std::string::npos || args.find(',', c2 + 1) != std::string::npos) return false;
  int n1;
  if (!ParseLimit(args.substr(0, c1), &n1) || n1 == kUnlimited) return false;
  if (!ParseLimit(args.substr(c1 + 1, c2 - c1 - 1), &twin.l1)) return false;
  if (!ParseLimit(args.substr(c2 + 1), &twin.l2)) return false;
  twin.n1 = n1;
  return twin.l2 >= 1 && twin.l1 >= twin.l2;
}

std::string MoveText(const Move& m) {
  if (m.from == kPassCell) return "pass";
  return std::to_string(m.from) + "-" + std::to_string(m.to);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: cctwin paranoid|brs+|opps(n1,l1,l2) DEPTH [FILE]\n");
    return 2;
  }
  std::string spec = argv[1];
  if (!ParseSpec(spec)) {
    fprintf(stderr, "cctwin: SPEC %s: want paranoid, brs+ or opps(n1,l1,l2) with 0 <= n1, 1 <= l2 <= l1 (l1, l2 integers or inf)\n", argv[1]);
    return 2;
  }
  char* end;
  long depth = strtol(argv[2], &end, 10);
  if (*argv[2] == 0 || *end != 0 || depth < 1 || depth >= kMaxPly) {
    fprintf(stderr, "cctwin: DEPTH %s: want an integer from 1 to %d\n", argv[2], kMaxPly - 1);
    return 2;
  }
  const char* name = argc == 4 ? argv[3] : "-";
  FILE* in = strcmp(name, "-") == 0 ? stdin : fopen(name, "r");
  if (in == nullptr) {
    fprintf(stderr, "cctwin: FILE %s: %s\n", name, strerror(errno));
    return 2;
  }
  char line[1024];
  int ln = 0, searched = 0;
  std::string boardSeats;  // the board and seats the twin is set up for
  while (fgets(line, sizeof line, in) != nullptr) {
    ln++;
    size_t len = strlen(line);
    if (len + 1 == sizeof line && line[len - 1] != '\n') {
      fprintf(stderr, "cctwin: %s:%d: line longer than %zu characters\n", name, ln, sizeof line - 2);
      return 2;
    }
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = 0;
    if (len == 0 || line[0] == '#') continue;
    char id[256], board[32], seats[16], rows[512];
    int move;
    char extra;
    if (sscanf(line, "%255s %31s %15s %d %511s %c", id, board, seats, &move, rows, &extra) != 5) {
      fprintf(stderr, "cctwin: %s:%d: want \"<id> <board> <seats> <to-move> <rows>\"\n", name, ln);
      return 2;
    }
    std::string bs = std::string(board) + " " + seats;
    if (bs != boardSeats) {
      if (!twin.g.Setup(board, seats, cc::kFree)) {
        fprintf(stderr, "cctwin: %s:%d: board %s or seats %s: want star73 or star121 and 2 to 6 distinct corner digits\n", name, ln, board, seats);
        return 2;
      }
      twin.Prepare();
      boardSeats = bs;
    }
    if (!twin.g.SetRows(rows, move)) {
      fprintf(stderr, "cctwin: %s:%d: position %s %d %s is not a position of %s (rows, to-move or piece counts)\n", name, ln, seats, move, rows, board);
      return 2;
    }
    twin.Sums();
    auto t0 = std::chrono::steady_clock::now();
    int64_t v = twin.Search((int)depth);
    auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count();
    printf("%s algo=%s depth=%ld move=%s value=%lld nodes=%lld ns=%lld\n", id, spec.c_str(), depth, MoveText(twin.best).c_str(), (long long)v, (long long)twin.nodes, (long long)ns);
    searched++;
  }
  if (ferror(in)) {
    fprintf(stderr, "cctwin: FILE %s: read error\n", name);
    return 2;
  }
  if (searched == 0) {
    fprintf(stderr, "cctwin: FILE %s holds no position\n", name);
    return 2;
  }
  return 0;
}
