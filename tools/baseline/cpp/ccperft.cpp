// ccperft.cpp: cctree's plain C++ perft baseline for the star boards (docs/rules.md).
//
// It is written the way a usual C++ engine writes a move generator (board.h, shared with the
// searchers' twin cctwin.cpp): the board is a flat array of cells with a neighbour table, each
// player keeps a list of its pieces, jump chains are found by a breadth-first search over landing
// cells, and perft counts the last ply from the length of the move list. No bitboards, no
// incremental tricks. It exists to give cctree's speed comparison
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
// Build: g++ -O3 -march=native -o ccperft tools/baseline/cpp/ccperft.cpp (board.h beside it)
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "board.h"

namespace {

using cc::Game;
using cc::Move;
using cc::Rules;
using cc::kFree;
using cc::kNoStop;
using cc::kGoalLock;

const int kMaxDepth = 64;

Game game;
Move moves[kMaxDepth][cc::kMaxMoves];

// Perft counts the leaves depth plies below the position; a won position counts 0 below it.
uint64_t Perft(int depth, int ply) {
  if (depth == 0) return 1;
  if (game.winner >= 0) return 0;
  Move* list = moves[ply];
  int count = game.Generate(list);
  if (count == 0) {  // the pass: one move that only hands over the turn
    if (depth == 1) return 1;
    int p = game.toMove;
    game.toMove = p + 1 == game.players ? 0 : p + 1;
    uint64_t sum = Perft(depth - 1, ply + 1);
    game.toMove = p;
    return sum;
  }
  if (depth == 1) return (uint64_t)count;
  uint64_t sum = 0;
  for (int i = 0; i < count; i++) {
    game.Make(list[i]);
    sum += Perft(depth - 1, ply + 1);
    game.Unmake(list[i]);
  }
  return sum;
}

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
    printf("perft %d %llu\n", d, (unsigned long long)Perft(d, 0));
  }
  return 0;
}
