//go:build !purego

#include "textflag.h"
#include "keys_wasm.h"

// func appendJoinedWasm(out *uint64, words, aParts, checks, parts []uint64) int
//
// For each of the words and each of the checks, in that order, it writes
// the OR of their parts at out, and moves out on one word where the word
// and the check share no bit: with no branch, which the processor could
// not predict. It returns the keys kept. R0: where the next key goes; R1,
// R2: the next word and its part; R3: the words left; R4, R5: the checks
// and their parts; R6: the checks' bytes; R7, R8: the word and its part;
// R9: the offset of a check.
TEXT ·appendJoinedWasm(SB), NOSPLIT, $0-112
	I64Load out+0(FP)
	Set R0
	I64Load words_base+8(FP)
	Set R1
	I64Load aParts_base+32(FP)
	Set R2
	I64Load words_len+16(FP)
	Set R3
	I64Load checks_base+56(FP)
	Set R4
	I64Load parts_base+80(FP)
	Set R5
	I64Load checks_len+64(FP)
	I64Const $3
	I64Shl
	Set R6

	Block
		// No words or no checks: no keys.
		Get R3
		I64Eqz
		Get R6
		I64Eqz
		I32Or
		BrIf $0

		Loop
			Get R1
			I32WrapI64
			I64Load $0
			Set R7
			Get R2
			I32WrapI64
			I64Load $0
			Set R8
			I64Const $0
			Set R9
			Loop
				// Write the key, and keep it if the word and the check
				// share no bit.
				Get R0
				I32WrapI64
				Get R8
				Get R5
				Get R9
				I64Add
				I32WrapI64
				I64Load $0
				I64Or
				I64Store $0

				Get R7
				Get R4
				Get R9
				I64Add
				I32WrapI64
				I64Load $0
				I64And
				KEEP

				Get R9
				I64Const $8
				I64Add
				Tee R9
				Get R6
				I64LtU
				BrIf $0
			End

			Get R1
			I64Const $8
			I64Add
			Set R1
			Get R2
			I64Const $8
			I64Add
			Set R2
			Get R3
			I64Const $1
			I64Sub
			Tee R3
			I64Const $0
			I64Ne
			BrIf $0
		End
	End

	KEPT(out+0(FP), ret+104(FP))
	RET
