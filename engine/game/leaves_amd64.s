//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// LEAF makes the leaf at the lowest bit of AX, in word W (0 or 8 bytes) of the bitboards, whose
// cellInfo lies C bytes into cells (0, or 64 cells on for the high word): the stores, the count,
// DX = its digest without a winner. A leaf that entered a goal corner jumps to goal with the
// goal's owner in BX.
#define LEAF(W, C, goal) \
	BSFQ    AX, BX; \
	MOVQ    R11, DX; \
	BTSQ    BX, DX; \
	MOVQ    DX, W(R9); \
	MOVQ    R12, DX; \
	BTSQ    BX, DX; \
	MOVQ    DX, State_Occ+W(R8); \
	SHLQ    $4, BX; \
	MOVQ    cellInfo_key+C(DI)(BX*1), DX; \
	XORQ    R13, DX; \
	MOVQ    DX, State_Key(R8); \
	MOVLQSX cellInfo_dist+C(DI)(BX*1), SI; \
	ADDQ    R14, SI; \
	MOVQ    SI, 0(R10); \
	INCQ    CX; \
	SHLQ    $40, SI; \
	XORQ    SI, DX; \
	MOVLQSX cellInfo_goal+C(DI)(BX*1), BX; \
	TESTQ   BX, BX; \
	JGE     goal

// WON is the win test (hasWon) for the owner q = BX of the goal a leaf entered: q has won if the
// goal is full and holds one of q's pieces. Then Winner is q while the leaf's digest DX takes it
// in, and -1 again after. It goes on at nowin otherwise; CX is saved at 56(SP) for the caller
// to reload.
#define WON(nowin) \
	MOVQ CX, 56(SP); \
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
	SHRQ $4, BX; \
	MOVQ BX, State_Winner(R8); \
	INCQ BX; \
	SHLQ $58, BX; \
	XORQ BX, DX; \
	MOVQ $-1, State_Winner(R8)

// func enterLeaves(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, nb *[128]board.Bitboard, fix *stepFix, inspect bool) (leaves, sum uint64)
//
// enterLeavesGo step for step, with every value of the leaf loop in a register:
//	AX  the destination word being walked     R8   s
//	BX  the destination bit, then scratch     R9   &s.Pieces[p]
//	CX  leaves                                R10  &s.Dist[p]
//	DX  the leaf's key, then its digest       R11  own word with the piece lifted
//	SI  the leaf's distance sum               R12  occupancy word with the piece lifted
//	DI  cells                                 R13  keyT ^ the piece's origin key
//	R15 sum                                   R14  the parent's distance sum minus the origin's
// Stack: 0 own0.Lo, 8 own0.Hi, 16 occ0.Lo, 24 occ0.Hi, 32 dist0, 40 the next piece, 48 the
// piece's high destination word, 56 CX while a goal is checked, 64 key0, 72 keyT, 80 p.
TEXT ·enterLeaves(SB), NOSPLIT, $88-72
	MOVQ s+0(FP), R8
	MOVQ State_ToMove(R8), BX
	MOVQ BX, 80(SP)
	LEAQ 1(BX), DX            // the next player moves at the leaves
	XORQ SI, SI
	CMPQ DX, State_Players(R8)
	CMOVQEQ SI, DX
	MOVQ DX, State_ToMove(R8)
	MOVQ State_Key(R8), DX
	MOVQ DX, 64(SP)
	XORQ State_turnKey(R8)(BX*8), DX
	MOVQ DX, 72(SP)
	MOVQ BX, DX
	IMULQ $(128*cellInfo__size), DX
	MOVQ State_cells(R8), DI
	ADDQ DX, DI
	MOVQ BX, DX
	SHLQ $4, DX
	LEAQ State_Pieces(R8)(DX*1), R9
	LEAQ State_Dist(R8)(BX*8), R10
	MOVQ 0(R9), DX
	MOVQ DX, 0(SP)
	MOVQ 8(R9), DX
	MOVQ DX, 8(SP)
	MOVQ State_Occ(R8), DX
	MOVQ DX, 16(SP)
	MOVQ State_Occ+8(R8), DX
	MOVQ DX, 24(SP)
	MOVQ 0(R10), DX
	MOVQ DX, 32(SP)
	XORQ CX, CX
	XORQ R15, R15
	MOVQ $0, 40(SP)

piece:
	MOVQ    40(SP), BX
	CMPQ    BX, n+24(FP)
	JGE     done
	INCQ    40(SP)
	MOVQ    from+8(FP), SI
	MOVBQZX 0(SI)(BX*1), SI // f
	SHLQ    $4, BX
	ADDQ    dest+16(FP), BX
	MOVQ    0(BX), AX       // d.Lo
	MOVQ    8(BX), DX       // d.Hi
	MOVQ    SI, BX          // d = (d | fix.gain & nb[f]) & fix.keep
	SHLQ    $4, BX
	ADDQ    nb+32(FP), BX
	MOVQ    fix+40(FP), R13
	MOVQ    0(BX), R14
	ANDQ    stepFix_gain(R13), R14
	ORQ     R14, AX
	MOVQ    8(BX), R14
	ANDQ    stepFix_gain+8(R13), R14
	ORQ     R14, DX
	ANDQ    stepFix_keep(R13), AX
	ANDQ    stepFix_keep+8(R13), DX
	MOVQ    AX, BX
	ORQ     DX, BX
	JZ      piece
	MOVQ    DX, 48(SP)
	MOVQ    SI, BX

	// Lift the piece off its origin f: R11, R12 = the low words, the high words to s.
	MOVQ    0(SP), R11
	MOVQ    16(SP), R12
	MOVQ    8(SP), R13
	MOVQ    24(SP), R14
	CMPQ    BX, $64
	JAE     liftHi
	BTCQ    BX, R11
	BTCQ    BX, R12
	JMP     lifted

liftHi:
	BTCQ BX, R13 // a register bit offset counts mod 64: bit f-64
	BTCQ BX, R14

lifted:
	MOVQ    R13, 8(R9)
	MOVQ    R14, State_Occ+8(R8)
	SHLQ    $4, BX
	MOVQ    cellInfo_key(DI)(BX*1), R13
	XORQ    72(SP), R13
	MOVLQSX cellInfo_dist(DI)(BX*1), BX
	MOVQ    32(SP), R14
	SUBQ    BX, R14
	TESTQ   AX, AX
	JZ      hiWord

lo:
	LEAF(0, 0, loGoal)

loNext:
	ADDQ DX, R15
	LEAQ -1(AX), BX
	ANDQ BX, AX
	JNZ  lo

hiWord:
	MOVQ  48(SP), AX
	TESTQ AX, AX
	JZ    piece
	MOVQ  R11, 0(R9) // the low words back to the lifted piece
	MOVQ  R12, State_Occ(R8)
	MOVQ  8(R9), R11
	MOVQ  State_Occ+8(R8), R12

hi:
	LEAF(8, 1024, hiGoal)

hiNext:
	ADDQ DX, R15
	LEAQ -1(AX), BX
	ANDQ BX, AX
	JNZ  hi
	JMP  piece

done:
	MOVQ CX, leaves+56(FP)
	MOVQ R15, sum+64(FP)
	CMPB inspect+48(FP), $0
	JNE  kept
	MOVQ 0(SP), DX // the parent back
	MOVQ DX, 0(R9)
	MOVQ 8(SP), DX
	MOVQ DX, 8(R9)
	MOVQ 16(SP), DX
	MOVQ DX, State_Occ(R8)
	MOVQ 24(SP), DX
	MOVQ DX, State_Occ+8(R8)
	MOVQ 32(SP), DX
	MOVQ DX, 0(R10)
	MOVQ 64(SP), DX
	MOVQ DX, State_Key(R8)
	MOVQ 80(SP), DX
	MOVQ DX, State_ToMove(R8)

kept:
	RET

// A leaf that entered a goal corner: the win test, then back into the loop.
loGoal:
	WON(loNoWin)

loNoWin:
	MOVQ 56(SP), CX
	JMP  loNext

hiGoal:
	WON(hiNoWin)

hiNoWin:
	MOVQ 56(SP), CX
	JMP  hiNext
