//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// LEAFK makes the leaf at the lowest bit of AX (left in BX), in word W (0 or 8 bytes) of the
// bitboards, whose key and distance lie C bytes into the player's leafPlayer arrays (0, or 64
// entries on for the high word): the stores and DX = its digest without a winner.
#define LEAFK(W, C) \
	BSFQ AX, BX; \
	MOVQ R11, DX; \
	BTSQ BX, DX; \
	MOVQ DX, State_Pieces+W(R8)(R9*2); \
	MOVQ R12, DX; \
	BTSQ BX, DX; \
	MOVQ DX, State_Occ+W(R8); \
	MOVQ leafPlayer_key+C(DI)(BX*8), DX; \
	XORQ R13, DX; \
	MOVQ DX, State_Key(R8); \
	MOVQ leafPlayer_dist+C(DI)(BX*8), SI; \
	ADDQ R14, SI; \
	MOVQ SI, State_Dist(R8)(R9*1); \
	SHLQ $40, SI; \
	XORQ SI, DX

// LEAF is LEAFK and the count (CX). enterKids counts only its first child's leaves.
#define LEAF(W, C) \
	INCQ CX; \
	LEAFK(W, C)

// NEXT adds the leaf's digest and goes on at loop while AX has another destination.
#define NEXT(loop) \
	ADDQ DX, R15; \
	LEAQ -1(AX), BX; \
	ANDQ BX, AX; \
	JNZ  loop

// GOAL jumps to goal with the owner in BX if the leaf at bit BX of word W entered a goal.
#define GOAL(W, goal) \
	MOVBQSX State_goalAt+W(R8)(BX*1), BX; \
	TESTQ   BX, BX; \
	JGE     goal

// WON is the win test (hasWon) for the owner q = BX of the goal a leaf entered: q has won if the
// goal is full and holds one of q's pieces, and no other player's piece (Occ ^ Pieces[q]) is in
// closed[q] (the goal under the win rule AllHome, nothing under Spoil). Then Winner is q while
// the leaf's digest DX takes it in, and -1 again after. It goes on at nowin otherwise; CX is
// saved at 80(SP) for the caller to reload.
#define WON(nowin) \
	MOVQ CX, 80(SP); \
	SHLQ $4, BX; \
	MOVQ State_Occ(R8), CX; \
	NOTQ CX; \
	ANDQ State_Goal(R8)(BX*1), CX; \
	MOVQ State_Occ+8(R8), SI; \
	NOTQ SI; \
	ANDQ State_Goal+8(R8)(BX*1), SI; \
	ORQ  SI, CX; \
	JNZ  nowin; \
	MOVQ State_Pieces(R8)(BX*1), CX; \
	ANDQ State_Goal(R8)(BX*1), CX; \
	MOVQ State_Pieces+8(R8)(BX*1), SI; \
	ANDQ State_Goal+8(R8)(BX*1), SI; \
	ORQ  SI, CX; \
	JZ   nowin; \
	MOVQ State_Occ(R8), CX; \
	XORQ State_Pieces(R8)(BX*1), CX; \
	ANDQ State_closed(R8)(BX*1), CX; \
	MOVQ State_Occ+8(R8), SI; \
	XORQ State_Pieces+8(R8)(BX*1), SI; \
	ANDQ State_closed+8(R8)(BX*1), SI; \
	ORQ  SI, CX; \
	JNZ  nowin; \
	SHRQ $4, BX; \
	MOVQ BX, State_Winner(R8); \
	INCQ BX; \
	SHLQ $58, BX; \
	XORQ BX, DX; \
	MOVQ $-1, State_Winner(R8)

// LIFT takes the piece at f = SI off the parent's words: R11, R12 = the low words of own and
// occ, and the high words stored in s.
#define LIFT(fhi, lifted) \
	MOVQ 0(SP), R11; \
	MOVQ 16(SP), R12; \
	MOVQ 8(SP), DX; \
	MOVQ 24(SP), BX; \
	CMPQ SI, $64; \
	JAE  fhi; \
	BTCQ SI, R11; \
	BTCQ SI, R12; \
	JMP  lifted; \
fhi: \
	BTCQ SI, DX; \
	BTCQ SI, BX; \
lifted: \
	MOVQ DX, State_Pieces+8(R8)(R9*2); \
	MOVQ BX, State_Occ+8(R8)

// TOHI moves from the low word to the high word: the low words (R11, R12) to s, the high
// words from s into R11, R12.
#define TOHI \
	MOVQ R11, State_Pieces(R8)(R9*2); \
	MOVQ R12, State_Occ(R8); \
	MOVQ State_Pieces+8(R8)(R9*2), R11; \
	MOVQ State_Occ+8(R8), R12

// PIECES is the piece loop after a piece's destinations (AX = d.Lo, DX = d.Hi), its origin f
// (SI), R13 and R14 are loaded and R10 counts it: its leaves, made by the ways the comment of
// enterLeaves names, then back to piece (the next one) or on to done after the last. enterLeaves
// and enterKids's counted copy both expand it, with their own labels, so they cannot drift apart.
#define PIECES(LEAFOP, piece, done, riskFree, fastLo, fastHiFromLo, fastHi, riskTest, risky, dirtyHi, restoreLo, fastLoFromHi, fastLoLifted, fastLoLoop, riskyFromHi, riskyLifted, riskyHiWord, slowLo, loGoal, slowLoNext, slowHi, hiGoal, slowHiNext, loNoWin, hiNoWin) \
riskFree: \
	TESTQ   AX, AX ; \
	JNZ     fastLo ; \
	TESTQ   DX, DX ; \
	JZ      piece ; \
	MOVQ    DX, AX ; \
	CMPQ    SI, $64 ; \
	JB      fastHiFromLo ; \
	MOVQ    8(SP), R11 ; \
	BTCQ    SI, R11 ; \
	MOVQ    24(SP), R12 ; \
	BTCQ    SI, R12 ; \
fastHi: \
	LEAFOP(8, 512) ; \
	NEXT(fastHi) ; \
	JMP     piece ; \
riskTest: \
	MOVQ    risk+40(FP), R12 ; \
	LEAQ    0(SI)(SI*1), BX ; \
	TESTQ   0(R12)(BX*8), AX ; \
	JNZ     risky ; \
	TESTQ   8(R12)(BX*8), DX ; \
	JNZ     risky ; \
	JMP     riskFree ; \
fastHiFromLo: \
	MOVQ    0(SP), R11 ; \
	BTCQ    SI, R11 ; \
	MOVQ    R11, State_Pieces(R8)(R9*2) ; \
	MOVQ    16(SP), R12 ; \
	BTCQ    SI, R12 ; \
	MOVQ    R12, State_Occ(R8) ; \
	MOVQ    8(SP), R11 ; \
	MOVQ    24(SP), R12 ; \
dirtyHi: \
	LEAFOP(8, 512) ; \
	NEXT(dirtyHi) ; \
restoreLo: \
	CMPQ    R10, n+24(FP) ; \
	JGE     done ; \
	MOVQ    0(SP), BX ; \
	MOVQ    BX, State_Pieces(R8)(R9*2) ; \
	MOVQ    16(SP), BX ; \
	MOVQ    BX, State_Occ(R8) ; \
	JMP     piece ; \
fastLo: \
	MOVQ    DX, 48(SP) ; \
	LIFT(fastLoFromHi, fastLoLifted) ; \
fastLoLoop: \
	LEAFOP(0, 0) ; \
	NEXT(fastLoLoop) ; \
	MOVQ    48(SP), AX ; \
	TESTQ   AX, AX ; \
	JZ      restoreLo ; \
	TOHI ; \
	JMP     dirtyHi ; \
risky: \
	MOVQ    DX, 48(SP) ; \
	LIFT(riskyFromHi, riskyLifted) ; \
	TESTQ   AX, AX ; \
	JZ      riskyHiWord ; \
slowLo: \
	LEAFOP(0, 0) ; \
	GOAL(0, loGoal) ; \
slowLoNext: \
	NEXT(slowLo) ; \
riskyHiWord: \
	MOVQ    48(SP), AX ; \
	TESTQ   AX, AX ; \
	JZ      restoreLo ; \
	TOHI ; \
slowHi: \
	LEAFOP(8, 512) ; \
	GOAL(64, hiGoal) ; \
slowHiNext: \
	NEXT(slowHi) ; \
	JMP     restoreLo ; \
loGoal: \
	WON(loNoWin) ; \
loNoWin: \
	MOVQ 80(SP), CX ; \
	JMP  slowLoNext ; \
hiGoal: \
	WON(hiNoWin) ; \
hiNoWin: \
	MOVQ 80(SP), CX ; \
	JMP  slowHiNext

// func enterLeaves(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, fix *stepFix, inspect bool) (leaves, sum uint64)
//
// enterLeavesGo step for step, with every value of the leaf loop in a register:
//	AX  the destination word being walked     R8   s
//	BX  the destination bit, then scratch     R9   8p
//	CX  leaves                                R10  i, the next piece
//	DX  the leaf's key, then its digest       R11  own word with the piece lifted
//	SI  f, then the leaf's distance sum       R12  occupancy word with the piece lifted
//	DI  &lt.players[p]                        R13  keyT ^ the piece's origin key
//	R15 sum                                   R14  the parent's distance sum minus the origin's
// Stack: 0 own0.Lo, 8 own0.Hi, 16 occ0.Lo, 24 occ0.Hi, 32 dist0, 48 the piece's high
// destination word, 56 key0, 64 keyT, 72 p, 80 CX while a goal is checked.
//
// Between pieces the low words of own and occ in s are the parent's (a piece that wrote them
// puts them back if another piece follows), so the common piece, with its origin and every
// destination in the high word, writes only the high words. A piece without a destination in
// risk (every piece if risk is nil) takes the loops without the goal test; a piece with only high destinations (or only low
// ones) takes a shorter way into its loop.
TEXT ·enterLeaves(SB), NOSPLIT, $88-80
	MOVQ    s+0(FP), R8
	MOVQ    State_ToMove(R8), BX
	MOVQ    BX, 72(SP)
	LEAQ    1(BX), DX            // the next player moves at the leaves
	XORQ    SI, SI
	CMPQ    DX, State_Players(R8)
	CMOVQEQ SI, DX
	MOVQ    DX, State_ToMove(R8)
	MOVQ    State_Key(R8), DX
	MOVQ    DX, 56(SP)
	XORQ    State_turnKey(R8)(BX*8), DX
	MOVQ    DX, 64(SP)
	MOVQ    lt+32(FP), R10
	MOVQ    BX, DX
	IMULQ   $leafPlayer__size, DX
	LEAQ    leafTable_players(R10)(DX*1), DI
	MOVQ    BX, R9
	SHLQ    $3, R9
	MOVQ    State_Pieces(R8)(R9*2), DX
	MOVQ    DX, 0(SP)
	MOVQ    State_Pieces+8(R8)(R9*2), DX
	MOVQ    DX, 8(SP)
	MOVQ    State_Occ(R8), DX
	MOVQ    DX, 16(SP)
	MOVQ    State_Occ+8(R8), DX
	MOVQ    DX, 24(SP)
	MOVQ    State_Dist(R8)(R9*1), DX
	MOVQ    DX, 32(SP)
	XORQ    CX, CX
	XORQ    R15, R15
	XORQ    R10, R10

piece:
	CMPQ    R10, n+24(FP)
	JGE     done
	MOVQ    from+8(FP), SI
	MOVBQZX 0(SI)(R10*1), SI         // f
	MOVQ    dest+16(FP), DX
	LEAQ    0(DX)(R10*8), DX         // dest[i] at 16i
	MOVQ    0(DX)(R10*8), AX         // d.Lo
	MOVQ    8(DX)(R10*8), DX         // d.Hi
	MOVQ    fix+48(FP), R14          // d = (d | fix.gain if i is in fix.pieces) & fix.keep
	MOVQ    stepFix_pieces(R14), BX
	BTQ     R10, BX
	JCS     gain

gained:
	ANDQ    stepFix_keep(R14), AX
	ANDQ    stepFix_keep+8(R14), DX
	INCQ    R10
	MOVQ    64(SP), R13
	XORQ    leafPlayer_key(DI)(SI*8), R13
	MOVQ    32(SP), R14
	SUBQ    leafPlayer_dist(DI)(SI*8), R14
	CMPQ    risk+40(FP), $0          // nil: no piece could fill a goal
	JNE     riskTest

	PIECES(LEAF, piece, done, riskFree, fastLo, fastHiFromLo, fastHi, riskTest, risky, dirtyHi, restoreLo, fastLoFromHi, fastLoLifted, fastLoLoop, riskyFromHi, riskyLifted, riskyHiWord, slowLo, loGoal, slowLoNext, slowHi, hiGoal, slowHiNext, loNoWin, hiNoWin)

gain:
	ORQ     stepFix_gain(R14), AX
	ORQ     stepFix_gain+8(R14), DX
	JMP     gained


done:
	MOVQ    CX, leaves+64(FP)
	MOVQ    R15, sum+72(FP)
	CMPB    inspect+56(FP), $0
	JNE     kept
	MOVQ    0(SP), DX                // the parent back
	MOVQ    DX, State_Pieces(R8)(R9*2)
	MOVQ    8(SP), DX
	MOVQ    DX, State_Pieces+8(R8)(R9*2)
	MOVQ    16(SP), DX
	MOVQ    DX, State_Occ(R8)
	MOVQ    24(SP), DX
	MOVQ    DX, State_Occ+8(R8)
	MOVQ    32(SP), DX
	MOVQ    DX, State_Dist(R8)(R9*1)
	MOVQ    56(SP), DX
	MOVQ    DX, State_Key(R8)
	MOVQ    72(SP), DX
	MOVQ    DX, State_ToMove(R8)

kept:
	RET

// A leaf that entered a goal corner: the win test, then back into the loop.

// KIDPIECE starts enterKids's piece loop at piece i = R10 of q, as enterLeaves's does but
// without the step correction (its children need none): done after the last piece; else AX, DX
// = dest[i], SI = from[i], R13 and R14 the key and distance with the piece lifted, R10 = i+1.
#define KIDPIECE(piece, done) \
piece: \
	CMPQ    R10, n+24(FP) ; \
	JGE     done ; \
	MOVQ    from+8(FP), SI ; \
	MOVBQZX 0(SI)(R10*1), SI ; \
	MOVQ    dest+16(FP), DX ; \
	LEAQ    0(DX)(R10*8), DX ; \
	MOVQ    0(DX)(R10*8), AX ; \
	MOVQ    8(DX)(R10*8), DX ; \
	INCQ    R10 ; \
	MOVQ    64(SP), R13 ; \
	XORQ    leafPlayer_key(DI)(SI*8), R13 ; \
	MOVQ    32(SP), R14 ; \
	SUBQ    leafPlayer_dist(DI)(SI*8), R14

// NEARTOUCHED jumps to slow if Near[BX] & kids.touched (SI = kids) is not empty: a move from
// or to cell BX could change q's destination sets. It clobbers DX, R11, R12, R13.
#define NEARTOUCHED(slow) \
	MOVQ    kidSet_near(SI), DX ; \
	MOVQ    BX, R11 ; \
	SHLQ    $4, R11 ; \
	MOVQ    0(DX)(R11*1), R12 ; \
	ANDQ    kidSet_touched(SI), R12 ; \
	MOVQ    8(DX)(R11*1), R13 ; \
	ANDQ    kidSet_touched+8(SI), R13 ; \
	ORQ     R13, R12 ; \
	JNZ     slow

// func enterKids(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, kids *kidSet, inspect bool) (leaves, sum uint64)
//
// enterKidsGo step for step. Each child is made in s, then entered by a copy of enterLeaves's
// piece loop (from piece: to the goal handlers, without the step correction, which these
// children do not need; the two copies must stay in step, and the tests run both), whose stack
// layout 0-87 it shares; the loop's "parent" is the child, and its end (childDone) goes on with
// the next child. Between children only what the loop relies on is set: the low word of q's own
// (the loop's high pieces leave it alone), occ and the keys of the child; q's own and distance
// sum and the player to move are put back once, at the end (with inspect, never).
// Stack beyond the loop's: 96 the next piece of p, 104 and 112 the piece's children left (low
// and high word), 120 leaves, 128 sum, 136 &lt.players[p], 144 8p, 152 the child's cell, 160
// and 168 p's own with the piece lifted, 176 and 184 occ with it lifted, 192 the key less the
// piece's (and p's turn), 200 p's distance sum less the piece's, 208 &lt.players[q], 216 8q,
// 224 q's turn key, 232 the leaves of a child (-1 until the first is counted). The first
// child takes a second copy of the loop, which counts; the others do not count and, since
// they take that copy only when risk is nil, do not test it either.
TEXT ·enterKids(SB), NOSPLIT, $240-80
	MOVQ    s+0(FP), R8
	MOVQ    lt+32(FP), AX
	MOVQ    kids+48(FP), SI
	MOVQ    kidSet_p(SI), BX         // p
	MOVQ    BX, DX
	IMULQ   $leafPlayer__size, DX
	LEAQ    leafTable_players(AX)(DX*1), DX
	MOVQ    DX, 136(SP)
	SHLQ    $3, BX
	MOVQ    BX, 144(SP)
	MOVQ    State_ToMove(R8), BX     // q
	MOVQ    BX, 72(SP)
	MOVQ    State_turnKey(R8)(BX*8), DX
	MOVQ    DX, 224(SP)
	MOVQ    BX, DX
	IMULQ   $leafPlayer__size, DX
	LEAQ    leafTable_players(AX)(DX*1), DX
	MOVQ    DX, 208(SP)
	LEAQ    1(BX), DX                // the next player moves at the leaves
	XORQ    CX, CX
	CMPQ    DX, State_Players(R8)
	CMOVQEQ CX, DX
	MOVQ    DX, State_ToMove(R8)
	SHLQ    $3, BX
	MOVQ    BX, 216(SP)
	MOVQ    State_Pieces(R8)(BX*2), DX // q's own and distance sum: the same in every child
	MOVQ    DX, 0(SP)
	MOVQ    State_Pieces+8(R8)(BX*2), DX
	MOVQ    DX, 8(SP)
	MOVQ    State_Dist(R8)(BX*1), DX
	MOVQ    DX, 32(SP)
	MOVQ    $0, 96(SP)
	MOVQ    $-1, 232(SP)
	MOVQ    $0, 120(SP)
	MOVQ    $0, 128(SP)

kidPiece:
	MOVQ    kids+48(FP), SI
	MOVQ    96(SP), R10
	CMPQ    R10, kidSet_np(SI)
	JGE     end
	INCQ    96(SP)
	MOVQ    kidSet_from(SI), DX
	MOVBQZX 0(DX)(R10*1), BX         // f
	MOVQ    kidSet_dest(SI), DX
	LEAQ    0(DX)(R10*8), DX
	MOVQ    0(DX)(R10*8), AX
	MOVQ    AX, 104(SP)
	MOVQ    8(DX)(R10*8), CX
	MOVQ    CX, 112(SP)
	NEARTOUCHED(pieceSlow)               // Near[f] & touched: every child to the caller
	MOVQ    kidSet_own(SI), DX       // the piece lifted
	MOVQ    kidSet_own+8(SI), R12
	MOVQ    kidSet_occ(SI), R13
	MOVQ    kidSet_occ+8(SI), R14
	CMPQ    BX, $64
	JAE     liftHi
	BTCQ    BX, DX
	BTCQ    BX, R13
	JMP     lifted

liftHi:
	BTCQ    BX, R12
	BTCQ    BX, R14

lifted:
	MOVQ    DX, 160(SP)
	MOVQ    R12, 168(SP)
	MOVQ    R13, 176(SP)
	MOVQ    R14, 184(SP)
	MOVQ    136(SP), DI
	MOVQ    kidSet_key(SI), DX
	XORQ    leafPlayer_key(DI)(BX*8), DX
	MOVQ    DX, 192(SP)
	MOVQ    kidSet_dist(SI), DX
	SUBQ    leafPlayer_dist(DI)(BX*8), DX
	MOVQ    DX, 200(SP)

child:
	MOVQ    s+0(FP), R8
	MOVQ    kids+48(FP), SI
	MOVQ    144(SP), R9
	MOVQ    104(SP), AX
	TESTQ   AX, AX
	JZ      childHi
	BSFQ    AX, BX                   // a child in the low word
	BTRQ    BX, AX
	MOVQ    AX, 104(SP)
	MOVQ    BX, 152(SP)
	MOVQ    kidSet_win(SI), DX       // it could win, or is near q's floods: to the caller
	BTQ     BX, DX
	JCS     slowChild
	NEARTOUCHED(slowChild)
	MOVQ    160(SP), DX
	BTSQ    BX, DX
	MOVQ    DX, State_Pieces(R8)(R9*2)
	MOVQ    168(SP), DX
	MOVQ    DX, State_Pieces+8(R8)(R9*2)
	MOVQ    176(SP), DX
	BTSQ    BX, DX
	MOVQ    DX, State_Occ(R8)
	MOVQ    DX, 16(SP)
	MOVQ    184(SP), DX
	MOVQ    DX, State_Occ+8(R8)
	MOVQ    DX, 24(SP)
	JMP     made

childHi:
	MOVQ    112(SP), AX
	TESTQ   AX, AX
	JZ      kidPiece
	BSFQ    AX, BX                   // a child in the high word
	BTRQ    BX, AX
	MOVQ    AX, 112(SP)
	ADDQ    $64, BX
	MOVQ    BX, 152(SP)
	MOVQ    kidSet_win+8(SI), DX
	BTQ     BX, DX                   // bit t-64: a register offset counts mod 64
	JCS     slowChild
	NEARTOUCHED(slowChild)
	MOVQ    160(SP), DX
	MOVQ    DX, State_Pieces(R8)(R9*2)
	MOVQ    168(SP), DX
	BTSQ    BX, DX
	MOVQ    DX, State_Pieces+8(R8)(R9*2)
	MOVQ    176(SP), DX
	MOVQ    DX, State_Occ(R8)
	MOVQ    DX, 16(SP)
	MOVQ    184(SP), DX
	BTSQ    BX, DX
	MOVQ    DX, State_Occ+8(R8)
	MOVQ    DX, 24(SP)

made:
	MOVQ    136(SP), DI              // the child's key and p's distance sum
	MOVQ    leafPlayer_key(DI)(BX*8), DX
	XORQ    192(SP), DX
	MOVQ    DX, State_Key(R8)
	XORQ    224(SP), DX
	MOVQ    DX, 64(SP)               // keyT of the loop
	MOVQ    leafPlayer_dist(DI)(BX*8), DX
	ADDQ    200(SP), DX
	MOVQ    DX, State_Dist(R8)(R9*1)
	MOVQ    216(SP), R9              // the loop's registers for q
	MOVQ    208(SP), DI
	MOVQ    0(SP), DX                // q's own low word back (a high piece leaves it alone)
	MOVQ    DX, State_Pieces(R8)(R9*2)
	MOVQ    128(SP), R15
	XORQ    R10, R10

	CMPQ    232(SP), $-1             // the first child (every child, with a risk table):
	JEQ     counted                  // its leaves are counted

	KIDPIECE(piece, childDone)
	// risk is nil here (with a risk table every child takes the counted copy below), so its
	// risky paths are never entered.
	PIECES(LEAFK, piece, childDone, riskFree, fastLo, fastHiFromLo, fastHi, riskTest, risky, dirtyHi, restoreLo, fastLoFromHi, fastLoLifted, fastLoLoop, riskyFromHi, riskyLifted, riskyHiWord, slowLo, loGoal, slowLoNext, slowHi, hiGoal, slowHiNext, loNoWin, hiNoWin)

	// The first child, by a copy of the loop that counts its leaves (CX): every child has
	// as many, since none changes q's sets.
counted:
	XORQ    CX, CX

	KIDPIECE(pieceC, childDoneC)
	CMPQ    risk+40(FP), $0          // nil: no piece could fill a goal
	JNE     riskTestC

	PIECES(LEAF, pieceC, childDoneC, riskFreeC, fastLoC, fastHiFromLoC, fastHiC, riskTestC, riskyC, dirtyHiC, restoreLoC, fastLoFromHiC, fastLoLiftedC, fastLoLoopC, riskyFromHiC, riskyLiftedC, riskyHiWordC, slowLoC, loGoalC, slowLoNextC, slowHiC, hiGoalC, slowHiNextC, loNoWinC, hiNoWinC)


childDoneC:
	MOVQ    CX, AX
	CMPQ    risk+40(FP), $0          // with a risk table every child is counted
	JNE     childCounted
	MOVQ    CX, 232(SP)
	JMP     childCounted


	// The end of a child's leaves: q passes if it had none (the caller enters the pass).
childDone:
	MOVQ    232(SP), AX

childCounted:
	MOVQ    R15, 128(SP)
	ADDQ    AX, 120(SP)
	TESTQ   AX, AX
	JNZ     child
	MOVQ    kids+48(FP), SI
	LEAQ    kidSet_pass(SI), DX
	JMP     mark

	// Children left to the caller: bit 152(SP) of kids.slow[i] or kids.pass[i].
slowChild:
	LEAQ    kidSet_slow(SI), DX

mark:
	MOVQ    152(SP), BX
	MOVQ    96(SP), R11
	DECQ    R11
	BTSQ    R11, kidSet_left(SI)     // the piece has children left
	SHLQ    $4, R11
	ADDQ    R11, DX
	CMPQ    BX, $64
	JAE     markHi
	MOVQ    0(DX), AX
	BTSQ    BX, AX
	MOVQ    AX, 0(DX)
	JMP     child

markHi:
	MOVQ    8(DX), AX
	BTSQ    BX, AX
	MOVQ    AX, 8(DX)
	JMP     child

pieceSlow:
	MOVQ    104(SP), AX
	ORQ     112(SP), AX
	JZ      kidPiece                 // no child at all
	BTSQ    R10, kidSet_left(SI)
	LEAQ    kidSet_slow(SI), DX
	SHLQ    $4, R10
	MOVQ    104(SP), AX
	MOVQ    AX, 0(DX)(R10*1)
	MOVQ    112(SP), AX
	MOVQ    AX, 8(DX)(R10*1)
	JMP     kidPiece

end:
	MOVQ    120(SP), AX
	MOVQ    AX, leaves+64(FP)
	MOVQ    128(SP), AX
	MOVQ    AX, sum+72(FP)
	CMPB    inspect+56(FP), $0
	JNE     kidsKept
	MOVQ    s+0(FP), R8
	MOVQ    216(SP), R9              // q's fields and the player to move back
	MOVQ    0(SP), DX
	MOVQ    DX, State_Pieces(R8)(R9*2)
	MOVQ    8(SP), DX
	MOVQ    DX, State_Pieces+8(R8)(R9*2)
	MOVQ    32(SP), DX
	MOVQ    DX, State_Dist(R8)(R9*1)
	MOVQ    72(SP), DX
	MOVQ    DX, State_ToMove(R8)

kidsKept:
	RET


// A leaf that entered a goal corner: the win test, then back into the loop.
