// board.h: the star board, its players and positions, and the move generator of cctree's plain
// C++ baselines (docs/rules.md), shared by ccperft.cpp (perft) and cctwin.cpp (the searchers' twin)
// so that both count with one generator.
//
// It is written the way a usual C++ engine writes a move generator: the board is a flat array of
// cells with a neighbour table, each player keeps a list of its pieces, jump chains are found by a
// breadth-first search over landing cells. No bitboards, no incremental tricks. The win rule of
// docs/rules.md is implemented (a full goal with at least one own piece ends the game); winRule
// false turns it off.
#ifndef CCTREE_BASELINE_BOARD_H_
#define CCTREE_BASELINE_BOARD_H_

#include <cstdint>
#include <cstring>

namespace cc {

const int kMaxCells = 121;
const int kMaxPlayers = 6;
const int kMaxPieces = 10;
const int kMaxMoves = 512;

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
  int xs[kMaxCells], zs[kMaxCells];  // cube coordinates x and z of each cell (y = -x - z)

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

  // Setup sets up the board, the seats and the rule set and puts the start position on the
  // board: every player fills its home corner. It returns false for an unknown board or seats
  // that are not 2 to 6 distinct corner digits.
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

  // SetRows replaces the position by CCN's rows field (rows top to bottom separated by '/', one
  // character per cell, '.' or a player's digit) with toMove to move, on the board and seats of
  // Setup. It returns false, leaving the position undefined, for a wrong number or length of
  // rows, a character that is not '.' or a seated player, or a player without exactly a corner's
  // worth of pieces. The winner is the first player in turn order who has won, as in cctree.
  bool SetRows(const char* rows, int move) {
    if (move < 0 || move >= players) return false;
    int count[kMaxPlayers] = {0, 0, 0, 0, 0, 0};
    for (int k = 0; k < 6; k++) filled[k] = 0;
    int c = 0;
    int rowStart = 0, row = 0;
    for (const char* r = rows;; r++) {
      if (*r == '/' || *r == 0) {
        // Row `row` holds the cells of z = row - 2n: they are c - rowStart cells long.
        int z = row - 2 * n;
        if (z > 2 * n || c == rowStart || zs[rowStart] != z || zs[c - 1] != z || (c < cells && zs[c] == z)) return false;
        row++;
        rowStart = c;
        if (*r == 0) break;
        continue;
      }
      if (c >= cells) return false;
      if (*r == '.') {
        owner[c] = -1;
      } else {
        int p = *r - '0';
        if (p < 0 || p >= players || count[p] >= cornerSize) return false;
        owner[c] = p;
        pieces[p][count[p]++] = c;
        if (corner[c] >= 0) filled[corner[c]]++;
      }
      c++;
    }
    if (c != cells || row != 4 * n + 1) return false;
    for (int p = 0; p < players; p++) {
      if (count[p] != cornerSize) return false;
      ownInGoal[p] = 0;
      for (int i = 0; i < cornerSize; i++)
        if (corner[pieces[p][i]] == goal[p]) ownInGoal[p]++;
    }
    toMove = move;
    winner = -1;
    for (int p = 0; p < players && winRule; p++) {
      if (filled[goal[p]] == cornerSize && ownInGoal[p] > 0) {
        winner = p;
        break;
      }
    }
    return true;
  }
};

}  // namespace cc

#endif  // CCTREE_BASELINE_BOARD_H_
