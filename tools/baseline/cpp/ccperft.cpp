// ccperft.cpp: cctree's plain C++ perft baseline for the star boards (docs/rules.md).
//
// It is written the way a usual C++ engine writes a move generator: the board is a flat array of
// cells with a neighbour table, each player keeps a list of its pieces, jump chains are found by a
// breadth-first search over landing cells, and perft counts the last ply from the length of the
// move list. No bitboards, no incremental tricks. It exists to give cctree's speed comparison
// (tools/anchor-compare.sh, `make anchor-compare`) a reference that ships with the repository, and
// a test (tools/baseline/baseline_test.go) keeps its counts equal to the Go engine's. (This file
// sits in cpp/ because the go command refuses C++ files beside Go files when cgo is not used.)
//
// The win rule of docs/rules.md is implemented (a full goal with at least one own piece ends the
// game; a terminal position counts 0 at depth > 0); `nowin` turns it off, which is what a generator
// without a win rule counts.
//
// Usage: ccperft BOARD SEATS DEPTH [RULES] [nowin]
//   BOARD  star73 or star121
//   SEATS  the home corners in turn order, as digits (03, 024, 0134, 01245, 012345)
//   DEPTH  prints perft 1..DEPTH of the start position, one line "perft D COUNT" each
//   RULES  free (default), nostop or goallock
//
// Build: g++ -O3 -march=native -o ccperft tools/baseline/cpp/ccperft.cpp
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

const int kMaxCells = 121;
const int kMaxPlayers = 6;
const int kMaxPieces = 10;
const int kMaxMoves = 512;
const int kMaxDepth = 64;

// The six directions in cube coordinates (dx, dy, dz).
const int kDir[6][3] = {{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}};

enum Rules { kFree, kNoStop, kGoalLock };

struct Move {
  uint8_t piece;  // index into the mover's piece list
  uint8_t from, to;
};

struct Game {
  // The board.
  int n = 0;                    // corner side: 3 for star73, 4 for star121
  int cells = 0;                // 73 or 121
  int cornerSize = 0;           // cells per corner: n(n+1)/2
  int nb[kMaxCells][6];         // neighbour in each direction, -1 off the board
  int corner[kMaxCells];        // corner 0-5 of a cell, -1 in the central hexagon
  int cornerCells[6][kMaxPieces];

  // The players.
  int players = 0;
  int home[kMaxPlayers], goal[kMaxPlayers];
  int goalOwner[6];  // the player whose goal a corner is, -1 for none
  Rules rules = kFree;
  bool winRule = true;

  // The position.
  int owner[kMaxCells];  // the player on a cell, -1 if empty
  int pieces[kMaxPlayers][kMaxPieces];
  int filled[6];              // occupied cells of each corner
  int ownInGoal[kMaxPlayers];  // a player's own pieces in its goal
  int toMove = 0;
  int winner = -1;

  // Move generation scratch: a stamp per cell for "already a destination" and "already landed".
  unsigned stamp = 0;
  unsigned seen[kMaxCells], landed[kMaxCells];
  int queue[kMaxCells];
  Move moves[kMaxDepth][kMaxMoves];

  bool Setup(const char* boardName, const char* seatText, Rules r) {
    if (strcmp(boardName, "star73") == 0) {
      n = 3;
    } else if (strcmp(boardName, "star121") == 0) {
      n = 4;
    } else {
      return false;
    }
    // Cells in the project's order: rows z = -2n..2n top to bottom, x ascending inside a row.
    int index[9 * 2 + 1][9 * 2 + 1];  // by (x + 2n, z + 2n)
    int xs[kMaxCells], zs[kMaxCells];
    memset(index, -1, sizeof index);
    cells = 0;
    for (int z = -2 * n; z <= 2 * n; z++) {
      for (int x = -2 * n; x <= 2 * n; x++) {
        int y = -x - z;
        if (y < -2 * n || y > 2 * n) continue;
        int hi = x > y ? (x > z ? x : z) : (y > z ? y : z);
        int lo = x < y ? (x < z ? x : z) : (y < z ? y : z);
        if (hi > n && lo < -n) continue;
        index[x + 2 * n][z + 2 * n] = cells;
        xs[cells] = x;
        zs[cells] = z;
        cells++;
      }
    }
    cornerSize = n * (n + 1) / 2;
    int count[6] = {0, 0, 0, 0, 0, 0};
    for (int c = 0; c < cells; c++) {
      int x = xs[c], z = zs[c], y = -x - z;
      for (int d = 0; d < 6; d++) {
        int x2 = x + kDir[d][0], z2 = z + kDir[d][2];
        bool in = x2 >= -2 * n && x2 <= 2 * n && z2 >= -2 * n && z2 <= 2 * n;
        nb[c][d] = in ? index[x2 + 2 * n][z2 + 2 * n] : -1;
      }
      int k = -1;
      if (z < -n) k = 0;
      else if (x > n) k = 1;
      else if (y < -n) k = 2;
      else if (z > n) k = 3;
      else if (x < -n) k = 4;
      else if (y > n) k = 5;
      corner[c] = k;
      if (k >= 0) cornerCells[k][count[k]++] = c;
    }

    // Seats: 2 to 6 distinct corner digits.
    players = (int)strlen(seatText);
    if (players < 2 || players > 6) return false;
    for (int k = 0; k < 6; k++) goalOwner[k] = -1;
    for (int p = 0; p < players; p++) {
      int c = seatText[p] - '0';
      if (c < 0 || c > 5) return false;
      for (int q = 0; q < p; q++)
        if (home[q] == c) return false;
      home[p] = c;
      goal[p] = (c + 3) % 6;
      goalOwner[goal[p]] = p;
    }
    rules = r;

    // The start position: every player fills its home corner.
    for (int c = 0; c < cells; c++) owner[c] = -1;
    for (int k = 0; k < 6; k++) filled[k] = 0;
    for (int p = 0; p < players; p++) {
      for (int i = 0; i < cornerSize; i++) {
        int c = cornerCells[home[p]][i];
        owner[c] = p;
        pieces[p][i] = c;
      }
      filled[home[p]] = cornerSize;
      ownInGoal[p] = 0;
    }
    toMove = 0;
    winner = -1;
    return true;
  }

  // Allowed reports whether the rule set lets player p's move from f end on t.
  bool Allowed(int p, int f, int t) const {
    int k = corner[t];
    if (rules == kNoStop && k >= 0 && k != home[p] && k != goal[p]) return false;
    if (rules == kGoalLock && corner[f] == goal[p] && k != goal[p]) return false;
    return true;
  }

  // Generate writes the legal moves of the player to move into out and returns how many there
  // are (0 means the player must pass).
  int Generate(Move* out) {
    int p = toMove, count = 0;
    for (int i = 0; i < cornerSize; i++) {
      int f = pieces[p][i];
      stamp++;
      seen[f] = stamp;
      landed[f] = stamp;
      owner[f] = -1;  // the piece is lifted while it moves
      for (int d = 0; d < 6; d++) {
        int t = nb[f][d];
        if (t >= 0 && owner[t] < 0) {
          seen[t] = stamp;
          if (Allowed(p, f, t)) out[count++] = Move{(uint8_t)i, (uint8_t)f, (uint8_t)t};
        }
      }
      // Jump chains: breadth-first over the cells the piece can land on.
      int head = 0, tail = 0;
      queue[tail++] = f;
      while (head < tail) {
        int c = queue[head++];
        for (int d = 0; d < 6; d++) {
          int over = nb[c][d];
          if (over < 0 || owner[over] < 0) continue;
          int t = nb[over][d];
          if (t < 0 || owner[t] >= 0 || landed[t] == stamp) continue;
          landed[t] = stamp;
          queue[tail++] = t;
          if (seen[t] != stamp) {
            seen[t] = stamp;
            if (Allowed(p, f, t)) out[count++] = Move{(uint8_t)i, (uint8_t)f, (uint8_t)t};
          }
        }
      }
      owner[f] = p;
    }
    return count;
  }

  void Make(const Move& m) {
    int p = toMove;
    owner[m.from] = -1;
    owner[m.to] = p;
    pieces[p][m.piece] = m.to;
    int kf = corner[m.from], kt = corner[m.to];
    if (kf >= 0) {
      filled[kf]--;
      if (kf == goal[p]) ownInGoal[p]--;
    }
    if (kt >= 0) {
      filled[kt]++;
      if (kt == goal[p]) ownInGoal[p]++;
      // Only the player whose goal the piece entered can have just won.
      int q = goalOwner[kt];
      if (winRule && q >= 0 && filled[kt] == cornerSize && ownInGoal[q] > 0) winner = q;
    }
    toMove = p + 1 == players ? 0 : p + 1;
  }

  void Unmake(const Move& m) {
    int p = toMove == 0 ? players - 1 : toMove - 1;
    toMove = p;
    owner[m.to] = -1;
    owner[m.from] = p;
    pieces[p][m.piece] = m.from;
    int kf = corner[m.from], kt = corner[m.to];
    if (kt >= 0) {
      filled[kt]--;
      if (kt == goal[p]) ownInGoal[p]--;
    }
    if (kf >= 0) {
      filled[kf]++;
      if (kf == goal[p]) ownInGoal[p]++;
    }
    winner = -1;  // moves are made only from positions nobody has won
  }

  // Perft counts the leaves depth plies below the position; a won position counts 0 below it.
  uint64_t Perft(int depth, int ply) {
    if (depth == 0) return 1;
    if (winner >= 0) return 0;
    Move* list = moves[ply];
    int count = Generate(list);
    if (count == 0) {  // the pass: one move that only hands over the turn
      if (depth == 1) return 1;
      int p = toMove;
      toMove = p + 1 == players ? 0 : p + 1;
      uint64_t sum = Perft(depth - 1, ply + 1);
      toMove = p;
      return sum;
    }
    if (depth == 1) return (uint64_t)count;
    uint64_t sum = 0;
    for (int i = 0; i < count; i++) {
      Make(list[i]);
      sum += Perft(depth - 1, ply + 1);
      Unmake(list[i]);
    }
    return sum;
  }
};

Game game;

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || argc > 6) {
    fprintf(stderr, "usage: ccperft star73|star121 SEATS DEPTH [free|nostop|goallock] [nowin]\n");
    return 2;
  }
  Rules rules = kFree;
  if (argc >= 5) {
    if (strcmp(argv[4], "free") == 0) rules = kFree;
    else if (strcmp(argv[4], "nostop") == 0) rules = kNoStop;
    else if (strcmp(argv[4], "goallock") == 0) rules = kGoalLock;
    else {
      fprintf(stderr, "ccperft: unknown rule set %s\n", argv[4]);
      return 2;
    }
  }
  if (argc == 6) {
    if (strcmp(argv[5], "nowin") != 0) {
      fprintf(stderr, "ccperft: unknown option %s (want nowin)\n", argv[5]);
      return 2;
    }
    game.winRule = false;
  }
  int depth = atoi(argv[3]);
  if (depth < 1 || depth >= kMaxDepth) {
    fprintf(stderr, "ccperft: depth %s out of range 1..%d\n", argv[3], kMaxDepth - 1);
    return 2;
  }
  if (!game.Setup(argv[1], argv[2], rules)) {
    fprintf(stderr, "ccperft: bad board %s or seats %s\n", argv[1], argv[2]);
    return 2;
  }
  for (int d = 1; d <= depth; d++) {
    printf("perft %d %llu\n", d, (unsigned long long)game.Perft(d, 0));
  }
  return 0;
}
