uat_load_1_relaxed:
	ldrb w0, [x0]
	ret

uat_load_1_consume:
	ldrb w0, [x0]
	ret

uat_load_1_acquire:
	ldarb w0, [x0]
	ret

uat_load_1_seq_cst:
	ldarb w0, [x0]
	ret

uat_load_1_seq_cst_fence:
	dmb ish
	ldarb w0, [x0]
	ret

uat_store_1_relaxed:
	strb w1, [x0]
	ret

uat_store_1_release:
	stlrb w1, [x0]
	ret

uat_store_1_seq_cst:
	stlrb w1, [x0]
	ret

uat_store_1_seq_cst_fence:
	stlrb w1, [x0]
	dmb ish
	ret

uat_cmpxchg_1_relaxed:
	and w1, w1, #0xff
	ldxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrb w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_1_acquire:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrb w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_1_release:
	and w1, w1, #0xff
	ldxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_1_acq_rel:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_1_seq_cst:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	and w0, w4, #0xff
	cmp w1, w4, uxtb
	b.ne .L10
	dmb ish
	ret

uat_cmpxchg_1_seq_cst_fence:
	and w1, w1, #0xff
	mov x3, x0
	and w2, w2, #0xff
	dmb ish
	ldxrb w0, [x3]
	cmp w0, w1
	b.ne .L9
	stxrb w4, w2, [x3]
	cbnz w4, .L4
	dmb ish
	ret

uat_cmpxchg_test_1_seq_cst_fence:
	and w1, w1, #0xff
	and w2, w2, #0xff
	dmb ish
	ldxrb w3, [x0]
	cmp w3, w1
	b.ne .L8
	stxrb w4, w2, [x0]
	cbnz w4, .L3
	dmb ish
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_relaxed:
	and w1, w1, #0xff
	ldxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrb w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_1_acquire:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrb w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_1_release:
	and w1, w1, #0xff
	ldxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_1_acq_rel:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_1_seq_cst:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_1_seq_cst_fence_sc:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	b.ne .L9
	dmb ish
	ret

uat_try_cmpxchg_1_seq_cst_fence:
	and w1, w1, #0xff
	and w2, w2, #0xff
	dmb ish
	ldxrb w3, [x0]
	cmp w3, w1
	b.ne .L8
	stxrb w4, w2, [x0]
	cbnz w4, .L3
	cset w0, eq
	dmb ish
	ret

uat_try_cmpxchg_weak_1_relaxed:
	and w1, w1, #0xff
	ldxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrb w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_acquire:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrb w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_release:
	and w1, w1, #0xff
	ldxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	and w1, w1, #0xff
	ldaxrb w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrb w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	b.ne .L9
	dmb ish
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	and w1, w1, #0xff
	and w2, w2, #0xff
	dmb ish
	ldxrb w3, [x0]
	cmp w3, w1
	b.ne .L8
	stxrb w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	dmb ish
	ret

uat_xchg_1_relaxed:
	ldxrb w3, [x0]
	stxrb w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_1_acquire:
	ldaxrb w3, [x0]
	stxrb w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_1_release:
	ldxrb w3, [x0]
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_1_acq_rel:
	ldaxrb w3, [x0]
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_1_seq_cst:
	ldaxrb w3, [x0]
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_1_seq_cst_fence:
	ldxrb w3, [x0]
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	mov w0, w3
	ret

uat_add_return_1_relaxed:
	ldxrb w3, [x0]
	add w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_1_acquire:
	ldaxrb w3, [x0]
	add w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_1_release:
	ldxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_1_acq_rel:
	ldaxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_1_seq_cst:
	ldaxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_1_seq_cst_fence:
	ldxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	mov w0, w3
	ret

uat_add_1_relaxed:
	ldxrb w3, [x0]
	add w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_1_acquire:
	ldaxrb w3, [x0]
	add w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_1_release:
	ldxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_1_acq_rel:
	ldaxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_1_seq_cst:
	ldaxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_1_seq_cst_fence:
	ldxrb w3, [x0]
	add w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_and_1_relaxed:
	ldxrb w3, [x0]
	and w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_1_acquire:
	ldaxrb w3, [x0]
	and w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_1_release:
	ldxrb w3, [x0]
	and w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_1_acq_rel:
	ldaxrb w3, [x0]
	and w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_1_seq_cst:
	ldaxrb w3, [x0]
	and w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_1_seq_cst_fence:
	ldxrb w3, [x0]
	and w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_or_1_relaxed:
	ldxrb w3, [x0]
	orr w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_1_acquire:
	ldaxrb w3, [x0]
	orr w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_1_release:
	ldxrb w3, [x0]
	orr w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_1_acq_rel:
	ldaxrb w3, [x0]
	orr w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_1_seq_cst:
	ldaxrb w3, [x0]
	orr w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_1_seq_cst_fence:
	ldxrb w3, [x0]
	orr w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_xor_1_relaxed:
	ldxrb w3, [x0]
	eor w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_1_acquire:
	ldaxrb w3, [x0]
	eor w3, w3, w1
	stxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_1_release:
	ldxrb w3, [x0]
	eor w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_1_acq_rel:
	ldaxrb w3, [x0]
	eor w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_1_seq_cst:
	ldaxrb w3, [x0]
	eor w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_1_seq_cst_fence:
	ldxrb w3, [x0]
	eor w3, w3, w1
	stlxrb w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_fetch_add_1_relaxed:
	ldxrb w2, [x0]
	add w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_1_acquire:
	ldaxrb w2, [x0]
	add w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_1_release:
	ldxrb w2, [x0]
	add w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_1_acq_rel:
	ldaxrb w2, [x0]
	add w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_1_seq_cst:
	ldaxrb w2, [x0]
	add w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_1_seq_cst_fence:
	ldxrb w2, [x0]
	add w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_and_1_relaxed:
	ldxrb w2, [x0]
	and w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_1_acquire:
	ldaxrb w2, [x0]
	and w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_1_release:
	ldxrb w2, [x0]
	and w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_1_acq_rel:
	ldaxrb w2, [x0]
	and w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_1_seq_cst:
	ldaxrb w2, [x0]
	and w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_1_seq_cst_fence:
	ldxrb w2, [x0]
	and w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_or_1_relaxed:
	ldxrb w2, [x0]
	orr w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_1_acquire:
	ldaxrb w2, [x0]
	orr w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_1_release:
	ldxrb w2, [x0]
	orr w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_1_acq_rel:
	ldaxrb w2, [x0]
	orr w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_1_seq_cst:
	ldaxrb w2, [x0]
	orr w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_1_seq_cst_fence:
	ldxrb w2, [x0]
	orr w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_xor_1_relaxed:
	ldxrb w2, [x0]
	eor w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_1_acquire:
	ldaxrb w2, [x0]
	eor w4, w2, w1
	stxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_1_release:
	ldxrb w2, [x0]
	eor w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_1_acq_rel:
	ldaxrb w2, [x0]
	eor w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_1_seq_cst:
	ldaxrb w2, [x0]
	eor w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_1_seq_cst_fence:
	ldxrb w2, [x0]
	eor w4, w2, w1
	stlxrb w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_smax_1_relaxed:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, gt
	ldxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smax_1_acquire:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, gt
	ldaxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smax_1_release:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, gt
	ldxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smax_1_acq_rel:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, gt
	ldaxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smax_1_seq_cst:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, gt
	ldaxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smax_1_seq_cst_fence:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, gt
	ldxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	dmb ish
	ret

uat_fetch_umax_1_relaxed:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umax_1_acquire:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldaxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umax_1_release:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umax_1_acq_rel:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldaxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umax_1_seq_cst:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldaxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umax_1_seq_cst_fence:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	dmb ish
	ret

uat_fetch_smin_1_relaxed:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, lt
	ldxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smin_1_acquire:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, lt
	ldaxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smin_1_release:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, lt
	ldxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smin_1_acq_rel:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, lt
	ldaxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smin_1_seq_cst:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, lt
	ldaxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	ret

uat_fetch_smin_1_seq_cst_fence:
	ldrb w2, [x0]
	sxtb w1, w1
	mov x3, x0
	and w2, w2, #0xff
	cmp w1, w2, sxtb
	csel w4, w1, w2, lt
	ldxrb w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrb w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xff
	b.ne .L4
	dmb ish
	ret

uat_fetch_umin_1_relaxed:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umin_1_acquire:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldaxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umin_1_release:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umin_1_acq_rel:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldaxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umin_1_seq_cst:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldaxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	ret

uat_fetch_umin_1_seq_cst_fence:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldxrb w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrb w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xff
	b.ne .L4
	dmb ish
	ret

uat_test_and_set_bit_1_relaxed:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrb w2, [x0]
	orr w3, w2, w1
	stxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_acquire:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrb w2, [x0]
	orr w3, w2, w1
	stxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_release:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrb w2, [x0]
	orr w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_acq_rel:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrb w2, [x0]
	orr w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_seq_cst:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrb w2, [x0]
	orr w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrb w2, [x0]
	orr w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	dmb ish
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_1_relaxed:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxrb w3, [x0]
	and w4, w3, w2
	stxrb w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_1_acquire:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxrb w3, [x0]
	and w4, w3, w2
	stxrb w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_1_release:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxrb w3, [x0]
	and w4, w3, w2
	stlxrb w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_1_acq_rel:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxrb w3, [x0]
	and w4, w3, w2
	stlxrb w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_1_seq_cst:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxrb w3, [x0]
	and w4, w3, w2
	stlxrb w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxrb w3, [x0]
	and w4, w3, w2
	stlxrb w5, w4, [x0]
	cbnz w5, .L4
	dmb ish
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_change_bit_1_relaxed:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrb w2, [x0]
	eor w3, w2, w1
	stxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_acquire:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrb w2, [x0]
	eor w3, w2, w1
	stxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_release:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrb w2, [x0]
	eor w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_acq_rel:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrb w2, [x0]
	eor w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_seq_cst:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrb w2, [x0]
	eor w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	and w1, w1, #0x7
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrb w2, [x0]
	eor w3, w2, w1
	stlxrb w4, w3, [x0]
	cbnz w4, .L3
	dmb ish
	tst w1, w2
	cset w0, ne
	ret

uat_fetch_add_unless_1_relaxed:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldxrb w5, [x4]
	cmp w5, w0
	b.ne .L13
	stxrb w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xff
	b.ne .L5
	ret

uat_fetch_add_unless_1_acquire:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldaxrb w5, [x4]
	cmp w5, w0
	b.ne .L13
	stxrb w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xff
	b.ne .L5
	ret

uat_fetch_add_unless_1_release:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldxrb w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrb w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xff
	b.ne .L5
	ret

uat_fetch_add_unless_1_acq_rel:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldaxrb w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrb w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xff
	b.ne .L5
	ret

uat_fetch_add_unless_1_seq_cst:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldaxrb w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrb w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xff
	b.ne .L5
	ret

uat_fetch_add_unless_1_seq_cst_fence:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L16
	add w3, w1, w0
	ldxrb w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrb w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xff
	b.ne .L5
	dmb ish
	ret

uat_add_unless_1_relaxed:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldxrb w5, [x0]
	cmp w5, w3
	b.ne .L12
	stxrb w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_1_acquire:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldaxrb w5, [x0]
	cmp w5, w3
	b.ne .L12
	stxrb w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_1_release:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldxrb w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrb w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_1_acq_rel:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldaxrb w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrb w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_1_seq_cst:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldaxrb w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrb w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_1_seq_cst_fence:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L17
	add w4, w1, w3
	ldxrb w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrb w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xff
	b.ne .L4
	dmb ish
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_dec_if_positive_1_relaxed:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldxrb w3, [x0]
	cmp w3, w1
	b.ne .L11
	stxrb w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xff
	ret
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_acquire:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldaxrb w3, [x0]
	cmp w3, w1
	b.ne .L11
	stxrb w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xff
	ret
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_release:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldxrb w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrb w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xff
	ret
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_acq_rel:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldaxrb w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrb w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xff
	ret
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_seq_cst:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldaxrb w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrb w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xff
	ret
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_seq_cst_fence:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L17
	ldxrb w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrb w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xff
	b.ne .L2
	sub w1, w1, #0x1
	sxtb w0, w1
	dmb ish
	ret
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	sxtb w0, w1
	ret

uat_cond_load_1_relaxed:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrb w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_1_consume:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrb w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_1_acquire:
	and w1, w1, #0xff
	mov x3, x0
	ldarb w2, [x0]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret
	and w2, w2, #0xff
	sevl
	wfe
	ldxrb w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret

uat_cond_load_1_seq_cst:
	and w1, w1, #0xff
	mov x3, x0
	ldarb w2, [x0]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret
	and w2, w2, #0xff
	sevl
	wfe
	ldxrb w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret

uat_cond_load_1_seq_cst_fence:
	and w1, w1, #0xff
	mov x3, x0
	dmb ish
	ldarb w2, [x0]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L8
	ret
	and w2, w2, #0xff
	sevl
	wfe
	ldxrb w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L15
	wfe
	ldarb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L8
	ret

uat_inc_1_relaxed:
	ldxrb w1, [x0]
	add w1, w1, #0x1
	stxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_1_acquire:
	ldaxrb w1, [x0]
	add w1, w1, #0x1
	stxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_1_release:
	ldxrb w1, [x0]
	add w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_1_acq_rel:
	ldaxrb w1, [x0]
	add w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_1_seq_cst:
	ldaxrb w1, [x0]
	add w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_1_seq_cst_fence:
	ldxrb w1, [x0]
	add w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_dec_1_relaxed:
	ldxrb w1, [x0]
	sub w1, w1, #0x1
	stxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_1_acquire:
	ldaxrb w1, [x0]
	sub w1, w1, #0x1
	stxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_1_release:
	ldxrb w1, [x0]
	sub w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_1_acq_rel:
	ldaxrb w1, [x0]
	sub w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_1_seq_cst:
	ldaxrb w1, [x0]
	sub w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_1_seq_cst_fence:
	ldxrb w1, [x0]
	sub w1, w1, #0x1
	stlxrb w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_add_around_1_mb:
	and w1, w1, #0xff
	dmb ish
	ldxrb w2, [x0]
	add w2, w2, w1
	stxrb w3, w2, [x0]
	cbnz w3, .L2
	dmb ish
	ret

uat_load_2_relaxed:
	ldrh w0, [x0]
	ret

uat_load_2_consume:
	ldrh w0, [x0]
	ret

uat_load_2_acquire:
	ldarh w0, [x0]
	ret

uat_load_2_seq_cst:
	ldarh w0, [x0]
	ret

uat_load_2_seq_cst_fence:
	dmb ish
	ldarh w0, [x0]
	ret

uat_store_2_relaxed:
	strh w1, [x0]
	ret

uat_store_2_release:
	stlrh w1, [x0]
	ret

uat_store_2_seq_cst:
	stlrh w1, [x0]
	ret

uat_store_2_seq_cst_fence:
	stlrh w1, [x0]
	dmb ish
	ret

uat_cmpxchg_2_relaxed:
	and w1, w1, #0xffff
	ldxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrh w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_2_acquire:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrh w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_2_release:
	and w1, w1, #0xffff
	ldxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_2_acq_rel:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_2_seq_cst:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	mov w0, w4
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	and w0, w4, #0xffff
	cmp w1, w4, uxth
	b.ne .L10
	dmb ish
	ret

uat_cmpxchg_2_seq_cst_fence:
	and w1, w1, #0xffff
	mov x3, x0
	and w2, w2, #0xffff
	dmb ish
	ldxrh w0, [x3]
	cmp w0, w1
	b.ne .L9
	stxrh w4, w2, [x3]
	cbnz w4, .L4
	dmb ish
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	dmb ish
	ldxrh w3, [x0]
	cmp w3, w1
	b.ne .L8
	stxrh w4, w2, [x0]
	cbnz w4, .L3
	dmb ish
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_relaxed:
	and w1, w1, #0xffff
	ldxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrh w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_2_acquire:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrh w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_2_release:
	and w1, w1, #0xffff
	ldxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_2_acq_rel:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_2_seq_cst:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cbnz w3, .L1
	cset w0, eq
	b.ne .L9
	dmb ish
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	dmb ish
	ldxrh w3, [x0]
	cmp w3, w1
	b.ne .L8
	stxrh w4, w2, [x0]
	cbnz w4, .L3
	cset w0, eq
	dmb ish
	ret

uat_try_cmpxchg_weak_2_relaxed:
	and w1, w1, #0xffff
	ldxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrh w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_acquire:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stxrh w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_release:
	and w1, w1, #0xffff
	ldxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	and w1, w1, #0xffff
	ldaxrh w4, [x0]
	cmp w4, w1
	b.ne .L6
	stlxrh w3, w2, [x0]
	cmp w3, #0x0
	cset w0, eq
	b.ne .L9
	dmb ish
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	dmb ish
	ldxrh w3, [x0]
	cmp w3, w1
	b.ne .L8
	stxrh w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	dmb ish
	ret

uat_xchg_2_relaxed:
	ldxrh w3, [x0]
	stxrh w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_2_acquire:
	ldaxrh w3, [x0]
	stxrh w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_2_release:
	ldxrh w3, [x0]
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_2_acq_rel:
	ldaxrh w3, [x0]
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_2_seq_cst:
	ldaxrh w3, [x0]
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_xchg_2_seq_cst_fence:
	ldxrh w3, [x0]
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	mov w0, w3
	ret

uat_add_return_2_relaxed:
	ldxrh w3, [x0]
	add w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_2_acquire:
	ldaxrh w3, [x0]
	add w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_2_release:
	ldxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_2_acq_rel:
	ldaxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_2_seq_cst:
	ldaxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	mov w0, w3
	ret

uat_add_return_2_seq_cst_fence:
	ldxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	mov w0, w3
	ret

uat_add_2_relaxed:
	ldxrh w3, [x0]
	add w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_2_acquire:
	ldaxrh w3, [x0]
	add w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_2_release:
	ldxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_2_acq_rel:
	ldaxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_2_seq_cst:
	ldaxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_add_2_seq_cst_fence:
	ldxrh w3, [x0]
	add w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_and_2_relaxed:
	ldxrh w3, [x0]
	and w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_2_acquire:
	ldaxrh w3, [x0]
	and w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_2_release:
	ldxrh w3, [x0]
	and w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_2_acq_rel:
	ldaxrh w3, [x0]
	and w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_2_seq_cst:
	ldaxrh w3, [x0]
	and w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_and_2_seq_cst_fence:
	ldxrh w3, [x0]
	and w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_or_2_relaxed:
	ldxrh w3, [x0]
	orr w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_2_acquire:
	ldaxrh w3, [x0]
	orr w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_2_release:
	ldxrh w3, [x0]
	orr w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_2_acq_rel:
	ldaxrh w3, [x0]
	orr w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_2_seq_cst:
	ldaxrh w3, [x0]
	orr w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_or_2_seq_cst_fence:
	ldxrh w3, [x0]
	orr w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_xor_2_relaxed:
	ldxrh w3, [x0]
	eor w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_2_acquire:
	ldaxrh w3, [x0]
	eor w3, w3, w1
	stxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_2_release:
	ldxrh w3, [x0]
	eor w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_2_acq_rel:
	ldaxrh w3, [x0]
	eor w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_2_seq_cst:
	ldaxrh w3, [x0]
	eor w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	ret

uat_xor_2_seq_cst_fence:
	ldxrh w3, [x0]
	eor w3, w3, w1
	stlxrh w2, w3, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_fetch_add_2_relaxed:
	ldxrh w2, [x0]
	add w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_2_acquire:
	ldaxrh w2, [x0]
	add w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_2_release:
	ldxrh w2, [x0]
	add w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_2_acq_rel:
	ldaxrh w2, [x0]
	add w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_2_seq_cst:
	ldaxrh w2, [x0]
	add w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_add_2_seq_cst_fence:
	ldxrh w2, [x0]
	add w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_and_2_relaxed:
	ldxrh w2, [x0]
	and w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_2_acquire:
	ldaxrh w2, [x0]
	and w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_2_release:
	ldxrh w2, [x0]
	and w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_2_acq_rel:
	ldaxrh w2, [x0]
	and w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_2_seq_cst:
	ldaxrh w2, [x0]
	and w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_and_2_seq_cst_fence:
	ldxrh w2, [x0]
	and w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_or_2_relaxed:
	ldxrh w2, [x0]
	orr w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_2_acquire:
	ldaxrh w2, [x0]
	orr w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_2_release:
	ldxrh w2, [x0]
	orr w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_2_acq_rel:
	ldaxrh w2, [x0]
	orr w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_2_seq_cst:
	ldaxrh w2, [x0]
	orr w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_or_2_seq_cst_fence:
	ldxrh w2, [x0]
	orr w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_xor_2_relaxed:
	ldxrh w2, [x0]
	eor w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_2_acquire:
	ldaxrh w2, [x0]
	eor w4, w2, w1
	stxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_2_release:
	ldxrh w2, [x0]
	eor w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_2_acq_rel:
	ldaxrh w2, [x0]
	eor w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_2_seq_cst:
	ldaxrh w2, [x0]
	eor w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_fetch_xor_2_seq_cst_fence:
	ldxrh w2, [x0]
	eor w4, w2, w1
	stlxrh w3, w4, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_smax_2_relaxed:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, gt
	ldxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smax_2_acquire:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, gt
	ldaxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smax_2_release:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, gt
	ldxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smax_2_acq_rel:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, gt
	ldaxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smax_2_seq_cst:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, gt
	ldaxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smax_2_seq_cst_fence:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, gt
	ldxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	dmb ish
	ret

uat_fetch_umax_2_relaxed:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umax_2_acquire:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldaxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umax_2_release:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umax_2_acq_rel:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldaxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umax_2_seq_cst:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldaxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umax_2_seq_cst_fence:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, hi
	ldxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	dmb ish
	ret

uat_fetch_smin_2_relaxed:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, lt
	ldxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smin_2_acquire:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, lt
	ldaxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smin_2_release:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, lt
	ldxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smin_2_acq_rel:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, lt
	ldaxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smin_2_seq_cst:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, lt
	ldaxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	ret

uat_fetch_smin_2_seq_cst_fence:
	ldrh w2, [x0]
	sxth w1, w1
	mov x3, x0
	and w2, w2, #0xffff
	cmp w1, w2, sxth
	csel w4, w1, w2, lt
	ldxrh w0, [x3]
	cmp w0, w2
	b.ne .L11
	stlxrh w5, w4, [x3]
	cbnz w5, .L6
	and w2, w0, #0xffff
	b.ne .L4
	dmb ish
	ret

uat_fetch_umin_2_relaxed:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umin_2_acquire:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldaxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umin_2_release:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umin_2_acq_rel:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldaxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umin_2_seq_cst:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldaxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	ret

uat_fetch_umin_2_seq_cst_fence:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w0, w1
	csel w2, w0, w1, cc
	ldxrh w4, [x3]
	cmp w4, w0
	b.ne .L11
	stlxrh w5, w2, [x3]
	cbnz w5, .L6
	and w0, w4, #0xffff
	b.ne .L4
	dmb ish
	ret

uat_test_and_set_bit_2_relaxed:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrh w2, [x0]
	orr w3, w2, w1
	stxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_acquire:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrh w2, [x0]
	orr w3, w2, w1
	stxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_release:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrh w2, [x0]
	orr w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_acq_rel:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrh w2, [x0]
	orr w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_seq_cst:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrh w2, [x0]
	orr w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrh w2, [x0]
	orr w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	dmb ish
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_2_relaxed:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxrh w3, [x0]
	and w4, w3, w2
	stxrh w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_2_acquire:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxrh w3, [x0]
	and w4, w3, w2
	stxrh w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_2_release:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxrh w3, [x0]
	and w4, w3, w2
	stlxrh w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_2_acq_rel:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxrh w3, [x0]
	and w4, w3, w2
	stlxrh w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_2_seq_cst:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxrh w3, [x0]
	and w4, w3, w2
	stlxrh w5, w4, [x0]
	cbnz w5, .L4
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxrh w3, [x0]
	and w4, w3, w2
	stlxrh w5, w4, [x0]
	cbnz w5, .L4
	dmb ish
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_change_bit_2_relaxed:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrh w2, [x0]
	eor w3, w2, w1
	stxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_acquire:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrh w2, [x0]
	eor w3, w2, w1
	stxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_release:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrh w2, [x0]
	eor w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_acq_rel:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrh w2, [x0]
	eor w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_seq_cst:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxrh w2, [x0]
	eor w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	and w1, w1, #0xf
	mov w2, #0x1
	lsl w1, w2, w1
	ldxrh w2, [x0]
	eor w3, w2, w1
	stlxrh w4, w3, [x0]
	cbnz w4, .L3
	dmb ish
	tst w1, w2
	cset w0, ne
	ret

uat_fetch_add_unless_2_relaxed:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldxrh w5, [x4]
	cmp w5, w0
	b.ne .L13
	stxrh w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xffff
	b.ne .L5
	ret

uat_fetch_add_unless_2_acquire:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldaxrh w5, [x4]
	cmp w5, w0
	b.ne .L13
	stxrh w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xffff
	b.ne .L5
	ret

uat_fetch_add_unless_2_release:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldxrh w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrh w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xffff
	b.ne .L5
	ret

uat_fetch_add_unless_2_acq_rel:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldaxrh w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrh w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xffff
	b.ne .L5
	ret

uat_fetch_add_unless_2_seq_cst:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L15
	add w3, w1, w0
	ldaxrh w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrh w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xffff
	b.ne .L5
	ret

uat_fetch_add_unless_2_seq_cst_fence:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L16
	add w3, w1, w0
	ldxrh w5, [x4]
	cmp w5, w0
	b.ne .L13
	stlxrh w6, w3, [x4]
	cbnz w6, .L8
	and w0, w5, #0xffff
	b.ne .L5
	dmb ish
	ret

uat_add_unless_2_relaxed:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldxrh w5, [x0]
	cmp w5, w3
	b.ne .L12
	stxrh w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xffff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_2_acquire:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldaxrh w5, [x0]
	cmp w5, w3
	b.ne .L12
	stxrh w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xffff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_2_release:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldxrh w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrh w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xffff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_2_acq_rel:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldaxrh w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrh w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xffff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_2_seq_cst:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w4, w1, w3
	ldaxrh w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrh w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xffff
	b.ne .L4
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_2_seq_cst_fence:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L17
	add w4, w1, w3
	ldxrh w5, [x0]
	cmp w5, w3
	b.ne .L12
	stlxrh w6, w4, [x0]
	cbnz w6, .L7
	and w3, w5, #0xffff
	b.ne .L4
	dmb ish
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_dec_if_positive_2_relaxed:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldxrh w3, [x0]
	cmp w3, w1
	b.ne .L11
	stxrh w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xffff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xffff
	ret
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_acquire:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldaxrh w3, [x0]
	cmp w3, w1
	b.ne .L11
	stxrh w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xffff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xffff
	ret
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_release:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldxrh w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrh w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xffff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xffff
	ret
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_acq_rel:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldaxrh w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrh w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xffff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xffff
	ret
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_seq_cst:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L16
	ldaxrh w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrh w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xffff
	b.ne .L2
	sub w1, w1, #0x1
	and w0, w1, #0xffff
	ret
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_seq_cst_fence:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L17
	ldxrh w3, [x0]
	cmp w3, w1
	b.ne .L11
	stlxrh w4, w2, [x0]
	cbnz w4, .L6
	and w1, w3, #0xffff
	b.ne .L2
	sub w1, w1, #0x1
	sxth w0, w1
	dmb ish
	ret
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	sxth w0, w1
	ret

uat_cond_load_2_relaxed:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrh w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_2_consume:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrh w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_2_acquire:
	and w1, w1, #0xffff
	mov x3, x0
	ldarh w2, [x0]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret
	and w2, w2, #0xffff
	sevl
	wfe
	ldxrh w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret

uat_cond_load_2_seq_cst:
	and w1, w1, #0xffff
	mov x3, x0
	ldarh w2, [x0]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret
	and w2, w2, #0xffff
	sevl
	wfe
	ldxrh w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret

uat_cond_load_2_seq_cst_fence:
	and w1, w1, #0xffff
	mov x3, x0
	dmb ish
	ldarh w2, [x0]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L8
	ret
	and w2, w2, #0xffff
	sevl
	wfe
	ldxrh w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L15
	wfe
	ldarh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L8
	ret

uat_inc_2_relaxed:
	ldxrh w1, [x0]
	add w1, w1, #0x1
	stxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_2_acquire:
	ldaxrh w1, [x0]
	add w1, w1, #0x1
	stxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_2_release:
	ldxrh w1, [x0]
	add w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_2_acq_rel:
	ldaxrh w1, [x0]
	add w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_2_seq_cst:
	ldaxrh w1, [x0]
	add w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_2_seq_cst_fence:
	ldxrh w1, [x0]
	add w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_dec_2_relaxed:
	ldxrh w1, [x0]
	sub w1, w1, #0x1
	stxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_2_acquire:
	ldaxrh w1, [x0]
	sub w1, w1, #0x1
	stxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_2_release:
	ldxrh w1, [x0]
	sub w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_2_acq_rel:
	ldaxrh w1, [x0]
	sub w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_2_seq_cst:
	ldaxrh w1, [x0]
	sub w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_2_seq_cst_fence:
	ldxrh w1, [x0]
	sub w1, w1, #0x1
	stlxrh w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_add_around_2_mb:
	and w1, w1, #0xffff
	dmb ish
	ldxrh w2, [x0]
	add w2, w2, w1
	stxrh w3, w2, [x0]
	cbnz w3, .L2
	dmb ish
	ret

uat_load_4_relaxed:
	ldr w0, [x0]
	ret

uat_load_4_consume:
	ldr w0, [x0]
	ret

uat_load_4_acquire:
	ldar w0, [x0]
	ret

uat_load_4_seq_cst:
	ldar w0, [x0]
	ret

uat_load_4_seq_cst_fence:
	dmb ish
	ldar w0, [x0]
	ret

uat_store_4_relaxed:
	str w1, [x0]
	ret

uat_store_4_release:
	stlr w1, [x0]
	ret

uat_store_4_seq_cst:
	stlr w1, [x0]
	ret

uat_store_4_seq_cst_fence:
	stlr w1, [x0]
	dmb ish
	ret

uat_cmpxchg_4_relaxed:
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stxr w4, w2, [x0]
	cbnz w4, .L0
	mov w0, w3
	ret

uat_cmpxchg_4_acquire:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stxr w4, w2, [x0]
	cbnz w4, .L0
	mov w0, w3
	ret

uat_cmpxchg_4_release:
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	mov w0, w3
	ret

uat_cmpxchg_4_acq_rel:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	mov w0, w3
	ret

uat_cmpxchg_4_seq_cst:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	mov w0, w3
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	cmp w1, w3
	b.ne .L8
	dmb ish
	mov w0, w3
	ret

uat_cmpxchg_4_seq_cst_fence:
	mov x3, x0
	dmb ish
	ldxr w0, [x3]
	cmp w0, w1
	b.ne .L7
	stxr w4, w2, [x3]
	cbnz w4, .L2
	dmb ish
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	dmb ish
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L6
	stxr w4, w2, [x0]
	cbnz w4, .L1
	dmb ish
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_relaxed:
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stxr w4, w2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_4_acquire:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stxr w4, w2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_4_release:
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_4_acq_rel:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_4_seq_cst:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cbnz w4, .L0
	cset w0, eq
	b.ne .L8
	dmb ish
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	dmb ish
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L6
	stxr w4, w2, [x0]
	cbnz w4, .L1
	cset w0, eq
	dmb ish
	ret

uat_try_cmpxchg_weak_4_relaxed:
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stxr w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_acquire:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stxr w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_release:
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L5
	stlxr w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	b.ne .L8
	dmb ish
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	dmb ish
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L6
	stxr w4, w2, [x0]
	cmp w4, #0x0
	cset w0, eq
	dmb ish
	ret

uat_xchg_4_relaxed:
	ldxr w2, [x0]
	stxr w3, w1, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_xchg_4_acquire:
	ldaxr w2, [x0]
	stxr w3, w1, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_xchg_4_release:
	ldxr w2, [x0]
	stlxr w3, w1, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_xchg_4_acq_rel:
	ldaxr w2, [x0]
	stlxr w3, w1, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_xchg_4_seq_cst:
	ldaxr w2, [x0]
	stlxr w3, w1, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_xchg_4_seq_cst_fence:
	ldxr w2, [x0]
	stlxr w3, w1, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_add_return_4_relaxed:
	ldxr w2, [x0]
	add w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_add_return_4_acquire:
	ldaxr w2, [x0]
	add w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_add_return_4_release:
	ldxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_add_return_4_acq_rel:
	ldaxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_add_return_4_seq_cst:
	ldaxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	mov w0, w2
	ret

uat_add_return_4_seq_cst_fence:
	ldxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	dmb ish
	mov w0, w2
	ret

uat_add_4_relaxed:
	ldxr w2, [x0]
	add w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_add_4_acquire:
	ldaxr w2, [x0]
	add w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_add_4_release:
	ldxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_add_4_acq_rel:
	ldaxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_add_4_seq_cst:
	ldaxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_add_4_seq_cst_fence:
	ldxr w2, [x0]
	add w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_and_4_relaxed:
	ldxr w2, [x0]
	and w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_and_4_acquire:
	ldaxr w2, [x0]
	and w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_and_4_release:
	ldxr w2, [x0]
	and w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_and_4_acq_rel:
	ldaxr w2, [x0]
	and w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_and_4_seq_cst:
	ldaxr w2, [x0]
	and w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_and_4_seq_cst_fence:
	ldxr w2, [x0]
	and w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_or_4_relaxed:
	ldxr w2, [x0]
	orr w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_or_4_acquire:
	ldaxr w2, [x0]
	orr w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_or_4_release:
	ldxr w2, [x0]
	orr w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_or_4_acq_rel:
	ldaxr w2, [x0]
	orr w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_or_4_seq_cst:
	ldaxr w2, [x0]
	orr w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_or_4_seq_cst_fence:
	ldxr w2, [x0]
	orr w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_xor_4_relaxed:
	ldxr w2, [x0]
	eor w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_xor_4_acquire:
	ldaxr w2, [x0]
	eor w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_xor_4_release:
	ldxr w2, [x0]
	eor w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_xor_4_acq_rel:
	ldaxr w2, [x0]
	eor w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_xor_4_seq_cst:
	ldaxr w2, [x0]
	eor w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	ret

uat_xor_4_seq_cst_fence:
	ldxr w2, [x0]
	eor w2, w2, w1
	stlxr w3, w2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_fetch_add_4_relaxed:
	ldxr w2, [x0]
	add w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_add_4_acquire:
	ldaxr w2, [x0]
	add w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_add_4_release:
	ldxr w2, [x0]
	add w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_add_4_acq_rel:
	ldaxr w2, [x0]
	add w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_add_4_seq_cst:
	ldaxr w2, [x0]
	add w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_add_4_seq_cst_fence:
	ldxr w2, [x0]
	add w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_and_4_relaxed:
	ldxr w2, [x0]
	and w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_and_4_acquire:
	ldaxr w2, [x0]
	and w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_and_4_release:
	ldxr w2, [x0]
	and w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_and_4_acq_rel:
	ldaxr w2, [x0]
	and w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_and_4_seq_cst:
	ldaxr w2, [x0]
	and w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_and_4_seq_cst_fence:
	ldxr w2, [x0]
	and w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_or_4_relaxed:
	ldxr w2, [x0]
	orr w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_or_4_acquire:
	ldaxr w2, [x0]
	orr w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_or_4_release:
	ldxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_or_4_acq_rel:
	ldaxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_or_4_seq_cst:
	ldaxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_or_4_seq_cst_fence:
	ldxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_xor_4_relaxed:
	ldxr w2, [x0]
	eor w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_xor_4_acquire:
	ldaxr w2, [x0]
	eor w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_xor_4_release:
	ldxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_xor_4_acq_rel:
	ldaxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_xor_4_seq_cst:
	ldaxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	mov w0, w2
	ret

uat_fetch_xor_4_seq_cst_fence:
	ldxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L0
	dmb ish
	mov w0, w2
	ret

uat_fetch_smax_4_relaxed:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, ge
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smax_4_acquire:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, ge
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smax_4_release:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, ge
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smax_4_acq_rel:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, ge
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smax_4_seq_cst:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, ge
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smax_4_seq_cst_fence:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, ge
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	dmb ish
	ret

uat_fetch_umax_4_relaxed:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, cs
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umax_4_acquire:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, cs
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umax_4_release:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, cs
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umax_4_acq_rel:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, cs
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umax_4_seq_cst:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, cs
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umax_4_seq_cst_fence:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, cs
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	dmb ish
	ret

uat_fetch_smin_4_relaxed:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, le
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smin_4_acquire:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, le
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smin_4_release:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, le
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smin_4_acq_rel:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, le
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smin_4_seq_cst:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, le
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_smin_4_seq_cst_fence:
	mov x2, x0
	ldr w0, [x0]
	cmp w0, w1
	csel w3, w0, w1, le
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	dmb ish
	ret

uat_fetch_umin_4_relaxed:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, ls
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umin_4_acquire:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, ls
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umin_4_release:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, ls
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umin_4_acq_rel:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, ls
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umin_4_seq_cst:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, ls
	ldaxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	ret

uat_fetch_umin_4_seq_cst_fence:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	csel w3, w1, w0, ls
	ldxr w4, [x2]
	cmp w4, w0
	b.ne .L9
	stlxr w5, w3, [x2]
	cbnz w5, .L4
	mov w0, w4
	b.ne .L2
	dmb ish
	ret

uat_test_and_set_bit_4_relaxed:
	mov w2, #0x1
	lsl w1, w2, w1
	ldxr w2, [x0]
	orr w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_acquire:
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxr w2, [x0]
	orr w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_release:
	mov w2, #0x1
	lsl w1, w2, w1
	ldxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_acq_rel:
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_seq_cst:
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	mov w2, #0x1
	lsl w1, w2, w1
	ldxr w2, [x0]
	orr w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	dmb ish
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_4_relaxed:
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxr w3, [x0]
	and w4, w3, w2
	stxr w5, w4, [x0]
	cbnz w5, .L3
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_4_acquire:
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxr w3, [x0]
	and w4, w3, w2
	stxr w5, w4, [x0]
	cbnz w5, .L3
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_4_release:
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxr w3, [x0]
	and w4, w3, w2
	stlxr w5, w4, [x0]
	cbnz w5, .L3
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_4_acq_rel:
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxr w3, [x0]
	and w4, w3, w2
	stlxr w5, w4, [x0]
	cbnz w5, .L3
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_4_seq_cst:
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldaxr w3, [x0]
	and w4, w3, w2
	stlxr w5, w4, [x0]
	cbnz w5, .L3
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	mov w2, #0x1
	lsl w1, w2, w1
	mvn w2, w1
	ldxr w3, [x0]
	and w4, w3, w2
	stlxr w5, w4, [x0]
	cbnz w5, .L3
	dmb ish
	tst w1, w3
	cset w0, ne
	ret

uat_test_and_change_bit_4_relaxed:
	mov w2, #0x1
	lsl w1, w2, w1
	ldxr w2, [x0]
	eor w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_acquire:
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxr w2, [x0]
	eor w3, w2, w1
	stxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_release:
	mov w2, #0x1
	lsl w1, w2, w1
	ldxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_acq_rel:
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_seq_cst:
	mov w2, #0x1
	lsl w1, w2, w1
	ldaxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	mov w2, #0x1
	lsl w1, w2, w1
	ldxr w2, [x0]
	eor w3, w2, w1
	stlxr w4, w3, [x0]
	cbnz w4, .L2
	dmb ish
	tst w1, w2
	cset w0, ne
	ret

uat_fetch_add_unless_4_relaxed:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L12
	add w4, w1, w0
	ldxr w5, [x3]
	cmp w5, w0
	b.ne .L10
	stxr w6, w4, [x3]
	cbnz w6, .L5
	mov w0, w5
	b.ne .L2
	ret

uat_fetch_add_unless_4_acquire:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L12
	add w4, w1, w0
	ldaxr w5, [x3]
	cmp w5, w0
	b.ne .L10
	stxr w6, w4, [x3]
	cbnz w6, .L5
	mov w0, w5
	b.ne .L2
	ret

uat_fetch_add_unless_4_release:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L12
	add w4, w1, w0
	ldxr w5, [x3]
	cmp w5, w0
	b.ne .L10
	stlxr w6, w4, [x3]
	cbnz w6, .L5
	mov w0, w5
	b.ne .L2
	ret

uat_fetch_add_unless_4_acq_rel:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L12
	add w4, w1, w0
	ldaxr w5, [x3]
	cmp w5, w0
	b.ne .L10
	stlxr w6, w4, [x3]
	cbnz w6, .L5
	mov w0, w5
	b.ne .L2
	ret

uat_fetch_add_unless_4_seq_cst:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L12
	add w4, w1, w0
	ldaxr w5, [x3]
	cmp w5, w0
	b.ne .L10
	stlxr w6, w4, [x3]
	cbnz w6, .L5
	mov w0, w5
	b.ne .L2
	ret

uat_fetch_add_unless_4_seq_cst_fence:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L13
	add w4, w1, w0
	ldxr w5, [x3]
	cmp w5, w0
	b.ne .L10
	stlxr w6, w4, [x3]
	cbnz w6, .L5
	mov w0, w5
	b.ne .L2
	dmb ish
	ret

uat_add_unless_4_relaxed:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L13
	add w4, w1, w3
	ldxr w5, [x0]
	cmp w5, w3
	b.ne .L9
	stxr w6, w4, [x0]
	cbnz w6, .L4
	mov w3, w5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_4_acquire:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L13
	add w4, w1, w3
	ldaxr w5, [x0]
	cmp w5, w3
	b.ne .L9
	stxr w6, w4, [x0]
	cbnz w6, .L4
	mov w3, w5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_4_release:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L13
	add w4, w1, w3
	ldxr w5, [x0]
	cmp w5, w3
	b.ne .L9
	stlxr w6, w4, [x0]
	cbnz w6, .L4
	mov w3, w5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_4_acq_rel:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L13
	add w4, w1, w3
	ldaxr w5, [x0]
	cmp w5, w3
	b.ne .L9
	stlxr w6, w4, [x0]
	cbnz w6, .L4
	mov w3, w5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_4_seq_cst:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L13
	add w4, w1, w3
	ldaxr w5, [x0]
	cmp w5, w3
	b.ne .L9
	stlxr w6, w4, [x0]
	cbnz w6, .L4
	mov w3, w5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_4_seq_cst_fence:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L14
	add w4, w1, w3
	ldxr w5, [x0]
	cmp w5, w3
	b.ne .L9
	stlxr w6, w4, [x0]
	cbnz w6, .L4
	mov w3, w5
	b.ne .L1
	dmb ish
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_dec_if_positive_4_relaxed:
	ldr w1, [x0]
	cmp w1, #0x0
	b.le .L13
	sub w2, w1, #0x1
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L9
	stxr w4, w2, [x0]
	cbnz w4, .L4
	mov w1, w3
	b.ne .L1
	sub w0, w3, #0x1
	ret
	mov w0, #0x80000000
	cmp w1, w0
	cset w0, ne
	sub w0, w1, w0
	ret

uat_dec_if_positive_4_acquire:
	ldr w1, [x0]
	cmp w1, #0x0
	b.le .L13
	sub w2, w1, #0x1
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L9
	stxr w4, w2, [x0]
	cbnz w4, .L4
	mov w1, w3
	b.ne .L1
	sub w0, w3, #0x1
	ret
	mov w0, #0x80000000
	cmp w1, w0
	cset w0, ne
	sub w0, w1, w0
	ret

uat_dec_if_positive_4_release:
	ldr w1, [x0]
	cmp w1, #0x0
	b.le .L13
	sub w2, w1, #0x1
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L9
	stlxr w4, w2, [x0]
	cbnz w4, .L4
	mov w1, w3
	b.ne .L1
	sub w0, w3, #0x1
	ret
	mov w0, #0x80000000
	cmp w1, w0
	cset w0, ne
	sub w0, w1, w0
	ret

uat_dec_if_positive_4_acq_rel:
	ldr w1, [x0]
	cmp w1, #0x0
	b.le .L13
	sub w2, w1, #0x1
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L9
	stlxr w4, w2, [x0]
	cbnz w4, .L4
	mov w1, w3
	b.ne .L1
	sub w0, w3, #0x1
	ret
	mov w0, #0x80000000
	cmp w1, w0
	cset w0, ne
	sub w0, w1, w0
	ret

uat_dec_if_positive_4_seq_cst:
	ldr w1, [x0]
	cmp w1, #0x0
	b.le .L13
	sub w2, w1, #0x1
	ldaxr w3, [x0]
	cmp w3, w1
	b.ne .L9
	stlxr w4, w2, [x0]
	cbnz w4, .L4
	mov w1, w3
	b.ne .L1
	sub w0, w3, #0x1
	ret
	mov w0, #0x80000000
	cmp w1, w0
	cset w0, ne
	sub w0, w1, w0
	ret

uat_dec_if_positive_4_seq_cst_fence:
	ldr w1, [x0]
	cmp w1, #0x0
	b.le .L14
	sub w2, w1, #0x1
	ldxr w3, [x0]
	cmp w3, w1
	b.ne .L9
	stlxr w4, w2, [x0]
	cbnz w4, .L4
	mov w1, w3
	b.ne .L1
	sub w0, w3, #0x1
	dmb ish
	ret
	mov w0, #0x80000000
	cmp w1, w0
	cset w0, ne
	sub w0, w1, w0
	ret

uat_cond_load_4_relaxed:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldr w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_consume:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldr w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_acquire:
	mov x2, x0
	ldar w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldar w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_seq_cst:
	mov x2, x0
	ldar w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldar w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_seq_cst_fence:
	mov x2, x0
	dmb ish
	ldar w0, [x0]
	cmp w1, w0
	b.ne .L6
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L12
	wfe
	ldar w0, [x2]
	cmp w1, w0
	b.ne .L6
	ret

uat_inc_4_relaxed:
	ldxr w1, [x0]
	add w1, w1, #0x1
	stxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_4_acquire:
	ldaxr w1, [x0]
	add w1, w1, #0x1
	stxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_4_release:
	ldxr w1, [x0]
	add w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_4_acq_rel:
	ldaxr w1, [x0]
	add w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_4_seq_cst:
	ldaxr w1, [x0]
	add w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_inc_4_seq_cst_fence:
	ldxr w1, [x0]
	add w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_dec_4_relaxed:
	ldxr w1, [x0]
	sub w1, w1, #0x1
	stxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_4_acquire:
	ldaxr w1, [x0]
	sub w1, w1, #0x1
	stxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_4_release:
	ldxr w1, [x0]
	sub w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_4_acq_rel:
	ldaxr w1, [x0]
	sub w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_4_seq_cst:
	ldaxr w1, [x0]
	sub w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	ret

uat_dec_4_seq_cst_fence:
	ldxr w1, [x0]
	sub w1, w1, #0x1
	stlxr w2, w1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_add_around_4_mb:
	dmb ish
	ldxr w2, [x0]
	add w2, w2, w1
	stxr w3, w2, [x0]
	cbnz w3, .L1
	dmb ish
	ret

uat_load_8_relaxed:
	ldr x0, [x0]
	ret

uat_load_8_consume:
	ldr x0, [x0]
	ret

uat_load_8_acquire:
	ldar x0, [x0]
	ret

uat_load_8_seq_cst:
	ldar x0, [x0]
	ret

uat_load_8_seq_cst_fence:
	dmb ish
	ldar x0, [x0]
	ret

uat_store_8_relaxed:
	str x1, [x0]
	ret

uat_store_8_release:
	stlr x1, [x0]
	ret

uat_store_8_seq_cst:
	stlr x1, [x0]
	ret

uat_store_8_seq_cst_fence:
	stlr x1, [x0]
	dmb ish
	ret

uat_cmpxchg_8_relaxed:
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stxr w4, x2, [x0]
	cbnz w4, .L0
	mov x0, x3
	ret

uat_cmpxchg_8_acquire:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stxr w4, x2, [x0]
	cbnz w4, .L0
	mov x0, x3
	ret

uat_cmpxchg_8_release:
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	mov x0, x3
	ret

uat_cmpxchg_8_acq_rel:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	mov x0, x3
	ret

uat_cmpxchg_8_seq_cst:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	mov x0, x3
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	cmp x1, x3
	b.ne .L8
	dmb ish
	mov x0, x3
	ret

uat_cmpxchg_8_seq_cst_fence:
	mov x3, x0
	dmb ish
	ldxr x0, [x3]
	cmp x0, x1
	b.ne .L7
	stxr w4, x2, [x3]
	cbnz w4, .L2
	dmb ish
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	dmb ish
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L6
	stxr w4, x2, [x0]
	cbnz w4, .L1
	dmb ish
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_relaxed:
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stxr w4, x2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_8_acquire:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stxr w4, x2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_8_release:
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_8_acq_rel:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_8_seq_cst:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_8_seq_cst_fence_sc:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cbnz w4, .L0
	cset w0, eq
	b.ne .L8
	dmb ish
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	dmb ish
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L6
	stxr w4, x2, [x0]
	cbnz w4, .L1
	cset w0, eq
	dmb ish
	ret

uat_try_cmpxchg_weak_8_relaxed:
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stxr w4, x2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_acquire:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stxr w4, x2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_release:
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_seq_cst:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cmp w4, #0x0
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L5
	stlxr w4, x2, [x0]
	cmp w4, #0x0
	cset w0, eq
	b.ne .L8
	dmb ish
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence:
	dmb ish
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L6
	stxr w4, x2, [x0]
	cmp w4, #0x0
	cset w0, eq
	dmb ish
	ret

uat_xchg_8_relaxed:
	ldxr x2, [x0]
	stxr w3, x1, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_xchg_8_acquire:
	ldaxr x2, [x0]
	stxr w3, x1, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_xchg_8_release:
	ldxr x2, [x0]
	stlxr w3, x1, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_xchg_8_acq_rel:
	ldaxr x2, [x0]
	stlxr w3, x1, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_xchg_8_seq_cst:
	ldaxr x2, [x0]
	stlxr w3, x1, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_xchg_8_seq_cst_fence:
	ldxr x2, [x0]
	stlxr w3, x1, [x0]
	cbnz w3, .L0
	dmb ish
	mov x0, x2
	ret

uat_add_return_8_relaxed:
	ldxr x2, [x0]
	add x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_add_return_8_acquire:
	ldaxr x2, [x0]
	add x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_add_return_8_release:
	ldxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_add_return_8_acq_rel:
	ldaxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_add_return_8_seq_cst:
	ldaxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	mov x0, x2
	ret

uat_add_return_8_seq_cst_fence:
	ldxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	dmb ish
	mov x0, x2
	ret

uat_add_8_relaxed:
	ldxr x2, [x0]
	add x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_add_8_acquire:
	ldaxr x2, [x0]
	add x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_add_8_release:
	ldxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_add_8_acq_rel:
	ldaxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_add_8_seq_cst:
	ldaxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_add_8_seq_cst_fence:
	ldxr x2, [x0]
	add x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_and_8_relaxed:
	ldxr x2, [x0]
	and x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_and_8_acquire:
	ldaxr x2, [x0]
	and x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_and_8_release:
	ldxr x2, [x0]
	and x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_and_8_acq_rel:
	ldaxr x2, [x0]
	and x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_and_8_seq_cst:
	ldaxr x2, [x0]
	and x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_and_8_seq_cst_fence:
	ldxr x2, [x0]
	and x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_or_8_relaxed:
	ldxr x2, [x0]
	orr x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_or_8_acquire:
	ldaxr x2, [x0]
	orr x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_or_8_release:
	ldxr x2, [x0]
	orr x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_or_8_acq_rel:
	ldaxr x2, [x0]
	orr x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_or_8_seq_cst:
	ldaxr x2, [x0]
	orr x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_or_8_seq_cst_fence:
	ldxr x2, [x0]
	orr x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_xor_8_relaxed:
	ldxr x2, [x0]
	eor x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_xor_8_acquire:
	ldaxr x2, [x0]
	eor x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_xor_8_release:
	ldxr x2, [x0]
	eor x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_xor_8_acq_rel:
	ldaxr x2, [x0]
	eor x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_xor_8_seq_cst:
	ldaxr x2, [x0]
	eor x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	ret

uat_xor_8_seq_cst_fence:
	ldxr x2, [x0]
	eor x2, x2, x1
	stlxr w3, x2, [x0]
	cbnz w3, .L0
	dmb ish
	ret

uat_fetch_add_8_relaxed:
	ldxr x2, [x0]
	add x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_add_8_acquire:
	ldaxr x2, [x0]
	add x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_add_8_release:
	ldxr x2, [x0]
	add x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_add_8_acq_rel:
	ldaxr x2, [x0]
	add x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_add_8_seq_cst:
	ldaxr x2, [x0]
	add x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_add_8_seq_cst_fence:
	ldxr x2, [x0]
	add x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	dmb ish
	mov x0, x2
	ret

uat_fetch_and_8_relaxed:
	ldxr x2, [x0]
	and x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_and_8_acquire:
	ldaxr x2, [x0]
	and x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_and_8_release:
	ldxr x2, [x0]
	and x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_and_8_acq_rel:
	ldaxr x2, [x0]
	and x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_and_8_seq_cst:
	ldaxr x2, [x0]
	and x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_and_8_seq_cst_fence:
	ldxr x2, [x0]
	and x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	dmb ish
	mov x0, x2
	ret

uat_fetch_or_8_relaxed:
	ldxr x2, [x0]
	orr x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_or_8_acquire:
	ldaxr x2, [x0]
	orr x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_or_8_release:
	ldxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_or_8_acq_rel:
	ldaxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_or_8_seq_cst:
	ldaxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_or_8_seq_cst_fence:
	ldxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	dmb ish
	mov x0, x2
	ret

uat_fetch_xor_8_relaxed:
	ldxr x2, [x0]
	eor x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_xor_8_acquire:
	ldaxr x2, [x0]
	eor x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_xor_8_release:
	ldxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_xor_8_acq_rel:
	ldaxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_xor_8_seq_cst:
	ldaxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	mov x0, x2
	ret

uat_fetch_xor_8_seq_cst_fence:
	ldxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L0
	dmb ish
	mov x0, x2
	ret

uat_fetch_smax_8_relaxed:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, ge
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smax_8_acquire:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, ge
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smax_8_release:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, ge
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smax_8_acq_rel:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, ge
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smax_8_seq_cst:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, ge
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smax_8_seq_cst_fence:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, ge
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	dmb ish
	ret

uat_fetch_umax_8_relaxed:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, cs
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umax_8_acquire:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, cs
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umax_8_release:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, cs
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umax_8_acq_rel:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, cs
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umax_8_seq_cst:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, cs
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umax_8_seq_cst_fence:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, cs
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	dmb ish
	ret

uat_fetch_smin_8_relaxed:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, le
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smin_8_acquire:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, le
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smin_8_release:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, le
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smin_8_acq_rel:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, le
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smin_8_seq_cst:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, le
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_smin_8_seq_cst_fence:
	mov x2, x0
	ldr x0, [x0]
	cmp x0, x1
	csel x3, x0, x1, le
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	dmb ish
	ret

uat_fetch_umin_8_relaxed:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, ls
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umin_8_acquire:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, ls
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umin_8_release:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, ls
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umin_8_acq_rel:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, ls
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umin_8_seq_cst:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, ls
	ldaxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	ret

uat_fetch_umin_8_seq_cst_fence:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	csel x3, x1, x0, ls
	ldxr x4, [x2]
	cmp x4, x0
	b.ne .L9
	stlxr w5, x3, [x2]
	cbnz w5, .L4
	mov x0, x4
	b.ne .L2
	dmb ish
	ret

uat_test_and_set_bit_8_relaxed:
	mov x2, #0x1
	lsl x1, x2, x1
	ldxr x2, [x0]
	orr x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_acquire:
	mov x2, #0x1
	lsl x1, x2, x1
	ldaxr x2, [x0]
	orr x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_release:
	mov x2, #0x1
	lsl x1, x2, x1
	ldxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_acq_rel:
	mov x2, #0x1
	lsl x1, x2, x1
	ldaxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_seq_cst:
	mov x2, #0x1
	lsl x1, x2, x1
	ldaxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_seq_cst_fence:
	mov x2, #0x1
	lsl x1, x2, x1
	ldxr x2, [x0]
	orr x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	dmb ish
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_clear_bit_8_relaxed:
	mov x2, #0x1
	lsl x1, x2, x1
	mvn x2, x1
	ldxr x3, [x0]
	and x4, x3, x2
	stxr w5, x4, [x0]
	cbnz w5, .L3
	tst x1, x3
	cset w0, ne
	ret

uat_test_and_clear_bit_8_acquire:
	mov x2, #0x1
	lsl x1, x2, x1
	mvn x2, x1
	ldaxr x3, [x0]
	and x4, x3, x2
	stxr w5, x4, [x0]
	cbnz w5, .L3
	tst x1, x3
	cset w0, ne
	ret

uat_test_and_clear_bit_8_release:
	mov x2, #0x1
	lsl x1, x2, x1
	mvn x2, x1
	ldxr x3, [x0]
	and x4, x3, x2
	stlxr w5, x4, [x0]
	cbnz w5, .L3
	tst x1, x3
	cset w0, ne
	ret

uat_test_and_clear_bit_8_acq_rel:
	mov x2, #0x1
	lsl x1, x2, x1
	mvn x2, x1
	ldaxr x3, [x0]
	and x4, x3, x2
	stlxr w5, x4, [x0]
	cbnz w5, .L3
	tst x1, x3
	cset w0, ne
	ret

uat_test_and_clear_bit_8_seq_cst:
	mov x2, #0x1
	lsl x1, x2, x1
	mvn x2, x1
	ldaxr x3, [x0]
	and x4, x3, x2
	stlxr w5, x4, [x0]
	cbnz w5, .L3
	tst x1, x3
	cset w0, ne
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	mov x2, #0x1
	lsl x1, x2, x1
	mvn x2, x1
	ldxr x3, [x0]
	and x4, x3, x2
	stlxr w5, x4, [x0]
	cbnz w5, .L3
	dmb ish
	tst x1, x3
	cset w0, ne
	ret

uat_test_and_change_bit_8_relaxed:
	mov x2, #0x1
	lsl x1, x2, x1
	ldxr x2, [x0]
	eor x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_acquire:
	mov x2, #0x1
	lsl x1, x2, x1
	ldaxr x2, [x0]
	eor x3, x2, x1
	stxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_release:
	mov x2, #0x1
	lsl x1, x2, x1
	ldxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_acq_rel:
	mov x2, #0x1
	lsl x1, x2, x1
	ldaxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_seq_cst:
	mov x2, #0x1
	lsl x1, x2, x1
	ldaxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_seq_cst_fence:
	mov x2, #0x1
	lsl x1, x2, x1
	ldxr x2, [x0]
	eor x3, x2, x1
	stlxr w4, x3, [x0]
	cbnz w4, .L2
	dmb ish
	tst x1, x2
	cset w0, ne
	ret

uat_fetch_add_unless_8_relaxed:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L12
	add x4, x1, x0
	ldxr x5, [x3]
	cmp x5, x0
	b.ne .L10
	stxr w6, x4, [x3]
	cbnz w6, .L5
	mov x0, x5
	b.ne .L2
	ret

uat_fetch_add_unless_8_acquire:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L12
	add x4, x1, x0
	ldaxr x5, [x3]
	cmp x5, x0
	b.ne .L10
	stxr w6, x4, [x3]
	cbnz w6, .L5
	mov x0, x5
	b.ne .L2
	ret

uat_fetch_add_unless_8_release:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L12
	add x4, x1, x0
	ldxr x5, [x3]
	cmp x5, x0
	b.ne .L10
	stlxr w6, x4, [x3]
	cbnz w6, .L5
	mov x0, x5
	b.ne .L2
	ret

uat_fetch_add_unless_8_acq_rel:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L12
	add x4, x1, x0
	ldaxr x5, [x3]
	cmp x5, x0
	b.ne .L10
	stlxr w6, x4, [x3]
	cbnz w6, .L5
	mov x0, x5
	b.ne .L2
	ret

uat_fetch_add_unless_8_seq_cst:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L12
	add x4, x1, x0
	ldaxr x5, [x3]
	cmp x5, x0
	b.ne .L10
	stlxr w6, x4, [x3]
	cbnz w6, .L5
	mov x0, x5
	b.ne .L2
	ret

uat_fetch_add_unless_8_seq_cst_fence:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L13
	add x4, x1, x0
	ldxr x5, [x3]
	cmp x5, x0
	b.ne .L10
	stlxr w6, x4, [x3]
	cbnz w6, .L5
	mov x0, x5
	b.ne .L2
	dmb ish
	ret

uat_add_unless_8_relaxed:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L13
	add x4, x1, x3
	ldxr x5, [x0]
	cmp x5, x3
	b.ne .L9
	stxr w6, x4, [x0]
	cbnz w6, .L4
	mov x3, x5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_8_acquire:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L13
	add x4, x1, x3
	ldaxr x5, [x0]
	cmp x5, x3
	b.ne .L9
	stxr w6, x4, [x0]
	cbnz w6, .L4
	mov x3, x5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_8_release:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L13
	add x4, x1, x3
	ldxr x5, [x0]
	cmp x5, x3
	b.ne .L9
	stlxr w6, x4, [x0]
	cbnz w6, .L4
	mov x3, x5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_8_acq_rel:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L13
	add x4, x1, x3
	ldaxr x5, [x0]
	cmp x5, x3
	b.ne .L9
	stlxr w6, x4, [x0]
	cbnz w6, .L4
	mov x3, x5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_8_seq_cst:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L13
	add x4, x1, x3
	ldaxr x5, [x0]
	cmp x5, x3
	b.ne .L9
	stlxr w6, x4, [x0]
	cbnz w6, .L4
	mov x3, x5
	b.ne .L1
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_add_unless_8_seq_cst_fence:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L14
	add x4, x1, x3
	ldxr x5, [x0]
	cmp x5, x3
	b.ne .L9
	stlxr w6, x4, [x0]
	cbnz w6, .L4
	mov x3, x5
	b.ne .L1
	dmb ish
	mov w0, #0x1
	ret
	mov w0, #0x0
	ret

uat_dec_if_positive_8_relaxed:
	ldr x1, [x0]
	cmp x1, #0x0
	b.le .L13
	sub x2, x1, #0x1
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L9
	stxr w4, x2, [x0]
	cbnz w4, .L4
	mov x1, x3
	b.ne .L1
	sub x0, x3, #0x1
	ret
	mov x0, #0x8000000000000000
	cmp x1, x0
	cset x0, ne
	sub x0, x1, x0
	ret

uat_dec_if_positive_8_acquire:
	ldr x1, [x0]
	cmp x1, #0x0
	b.le .L13
	sub x2, x1, #0x1
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L9
	stxr w4, x2, [x0]
	cbnz w4, .L4
	mov x1, x3
	b.ne .L1
	sub x0, x3, #0x1
	ret
	mov x0, #0x8000000000000000
	cmp x1, x0
	cset x0, ne
	sub x0, x1, x0
	ret

uat_dec_if_positive_8_release:
	ldr x1, [x0]
	cmp x1, #0x0
	b.le .L13
	sub x2, x1, #0x1
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L9
	stlxr w4, x2, [x0]
	cbnz w4, .L4
	mov x1, x3
	b.ne .L1
	sub x0, x3, #0x1
	ret
	mov x0, #0x8000000000000000
	cmp x1, x0
	cset x0, ne
	sub x0, x1, x0
	ret

uat_dec_if_positive_8_acq_rel:
	ldr x1, [x0]
	cmp x1, #0x0
	b.le .L13
	sub x2, x1, #0x1
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L9
	stlxr w4, x2, [x0]
	cbnz w4, .L4
	mov x1, x3
	b.ne .L1
	sub x0, x3, #0x1
	ret
	mov x0, #0x8000000000000000
	cmp x1, x0
	cset x0, ne
	sub x0, x1, x0
	ret

uat_dec_if_positive_8_seq_cst:
	ldr x1, [x0]
	cmp x1, #0x0
	b.le .L13
	sub x2, x1, #0x1
	ldaxr x3, [x0]
	cmp x3, x1
	b.ne .L9
	stlxr w4, x2, [x0]
	cbnz w4, .L4
	mov x1, x3
	b.ne .L1
	sub x0, x3, #0x1
	ret
	mov x0, #0x8000000000000000
	cmp x1, x0
	cset x0, ne
	sub x0, x1, x0
	ret

uat_dec_if_positive_8_seq_cst_fence:
	ldr x1, [x0]
	cmp x1, #0x0
	b.le .L14
	sub x2, x1, #0x1
	ldxr x3, [x0]
	cmp x3, x1
	b.ne .L9
	stlxr w4, x2, [x0]
	cbnz w4, .L4
	mov x1, x3
	b.ne .L1
	sub x0, x3, #0x1
	dmb ish
	ret
	mov x0, #0x8000000000000000
	cmp x1, x0
	cset x0, ne
	sub x0, x1, x0
	ret

uat_cond_load_8_relaxed:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldr x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_consume:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldr x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_acquire:
	mov x2, x0
	ldar x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldar x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_seq_cst:
	mov x2, x0
	ldar x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldar x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_seq_cst_fence:
	mov x2, x0
	dmb ish
	ldar x0, [x0]
	cmp x1, x0
	b.ne .L6
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L12
	wfe
	ldar x0, [x2]
	cmp x1, x0
	b.ne .L6
	ret

uat_inc_8_relaxed:
	ldxr x1, [x0]
	add x1, x1, #0x1
	stxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_inc_8_acquire:
	ldaxr x1, [x0]
	add x1, x1, #0x1
	stxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_inc_8_release:
	ldxr x1, [x0]
	add x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_inc_8_acq_rel:
	ldaxr x1, [x0]
	add x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_inc_8_seq_cst:
	ldaxr x1, [x0]
	add x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_inc_8_seq_cst_fence:
	ldxr x1, [x0]
	add x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_dec_8_relaxed:
	ldxr x1, [x0]
	sub x1, x1, #0x1
	stxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_dec_8_acquire:
	ldaxr x1, [x0]
	sub x1, x1, #0x1
	stxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_dec_8_release:
	ldxr x1, [x0]
	sub x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_dec_8_acq_rel:
	ldaxr x1, [x0]
	sub x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_dec_8_seq_cst:
	ldaxr x1, [x0]
	sub x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	ret

uat_dec_8_seq_cst_fence:
	ldxr x1, [x0]
	sub x1, x1, #0x1
	stlxr w2, x1, [x0]
	cbnz w2, .L0
	dmb ish
	ret

uat_add_around_8_mb:
	dmb ish
	ldxr x2, [x0]
	add x2, x2, x1
	stxr w3, x2, [x0]
	cbnz w3, .L1
	dmb ish
	ret

uat_cmpxchg_dword_16_relaxed:
	mov x6, x0
	ldxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	stxp w7, x0, x1, [x6]
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_acquire:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	stxp w7, x0, x1, [x6]
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_release:
	mov x6, x0
	ldxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	stxp w7, x0, x1, [x6]
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_acq_rel:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	stxp w7, x0, x1, [x6]
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_seq_cst:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	stxp w7, x0, x1, [x6]
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_seq_cst_fence_sc:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	stxp w7, x0, x1, [x6]
	cbnz w7, .L1
	b.ne .L12
	dmb ish
	ret

uat_cmpxchg_dword_16_seq_cst_fence:
	mov x6, x0
	dmb ish
	ldxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L9
	stxp w7, x4, x5, [x6]
	cbnz w7, .L2
	b .L11
	stxp w7, x0, x1, [x6]
	cbnz w7, .L2
	dmb ish
	ret

uat_try_cmpxchg_dword_16_relaxed:
	ldxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	stxp w7, x1, x6, [x0]
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_acquire:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	stxp w7, x1, x6, [x0]
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_release:
	ldxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	stxp w7, x1, x6, [x0]
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_acq_rel:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	stxp w7, x1, x6, [x0]
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_seq_cst:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	stxp w7, x1, x6, [x0]
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence_sc:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	stxp w7, x1, x6, [x0]
	cbnz w7, .L0
	cset w0, eq
	b.ne .L12
	dmb ish
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence:
	dmb ish
	ldxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L8
	stxp w7, x4, x5, [x0]
	cbnz w7, .L1
	b .L10
	stxp w7, x1, x6, [x0]
	cbnz w7, .L1
	cset w0, eq
	dmb ish
	ret

uat_load_dword_16_relaxed:
	mov x2, x0
	ldxp x0, x1, [x2]
	stxp w3, x0, x1, [x2]
	cbnz w3, .L1
	ret

uat_load_dword_16_consume:
	mov x2, x0
	ldxp x0, x1, [x2]
	stxp w3, x0, x1, [x2]
	cbnz w3, .L1
	ret

uat_load_dword_16_acquire:
	mov x2, x0
	ldaxp x0, x1, [x2]
	stxp w3, x0, x1, [x2]
	cbnz w3, .L1
	ret

uat_load_dword_16_seq_cst:
	mov x2, x0
	ldaxp x0, x1, [x2]
	stxp w3, x0, x1, [x2]
	cbnz w3, .L1
	ret

uat_load_dword_16_seq_cst_fence:
	mov x2, x0
	dmb ish
	ldaxp x0, x1, [x2]
	stxp w3, x0, x1, [x2]
	cbnz w3, .L2
	ret

uat_smp_mb:
	dmb ish
	ret

uat_smp_rmb:
	dmb ishld
	ret

uat_smp_wmb:
	dmb ishst
	ret

uat_mb:
	dmb sy
	ret

uat_rmb:
	dmb ld
	ret

uat_wmb:
	dmb st
	ret

