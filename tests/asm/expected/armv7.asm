uat_load_1_relaxed:
	ldrb r0, [r0, #0]
	bx lr

uat_load_1_consume:
	ldrb r0, [r0, #0]
	bx lr

uat_load_1_acquire:
	ldrb r0, [r0, #0]
	dmb ish
	bx lr

uat_load_1_seq_cst:
	dmb ish
	ldrb r0, [r0, #0]
	dmb ish
	bx lr

uat_load_1_seq_cst_fence:
	dmb ish
	ldrb r0, [r0, #0]
	uxtb r0, r0
	dmb ish
	bx lr
	nop

uat_store_1_relaxed:
	strb r1, [r0, #0]
	bx lr

uat_store_1_release:
	dmb ish
	strb r1, [r0, #0]
	bx lr

uat_store_1_seq_cst:
	dmb ish
	strb r1, [r0, #0]
	bx lr

uat_store_1_seq_cst_fence:
	dmb ish
	strb r1, [r0, #0]
	dmb ish
	bx lr

uat_cmpxchg_1_relaxed:
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxtb r0, r3
	bx lr
	nop

uat_cmpxchg_1_acquire:
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_cmpxchg_1_release:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxtb r0, r3
	bx lr
	nop

uat_cmpxchg_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_cmpxchg_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_cmpxchg_1_seq_cst_fence_sc:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_cmpxchg_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_cmpxchg_test_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	subs r0, r0, r1
	clz r0, r0
	lsrs r0, r0, #5
	bx lr
	nop

uat_try_cmpxchg_1_relaxed:
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_1_acquire:
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_1_release:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_1_seq_cst_fence_sc:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr
	nop

uat_try_cmpxchg_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr
	nop

uat_try_cmpxchg_weak_1_relaxed:
	ldrexb r3, [r0]
	cmp r3, r1
	itt eq
	strexbeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_1_acquire:
	ldrexb r3, [r0]
	cmp r3, r1
	itt eq
	strexbeq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_1_release:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	itt eq
	strexbeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	itt eq
	strexbeq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	itt eq
	strexbeq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	itt eq
	strexbeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr

uat_try_cmpxchg_weak_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	cmp r3, r1
	itt eq
	strexbeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr

uat_xchg_1_relaxed:
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne.n .L0
	uxtb r0, r3
	bx lr

uat_xchg_1_acquire:
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	uxtb r0, r3
	bx lr

uat_xchg_1_release:
	dmb ish
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	uxtb r0, r3
	bx lr

uat_xchg_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr

uat_xchg_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr

uat_xchg_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr

uat_add_return_1_relaxed:
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	uxtb r0, r3
	bx lr
	nop

uat_add_return_1_acquire:
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_add_return_1_release:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	uxtb r0, r3
	bx lr
	nop

uat_add_return_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_add_return_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_add_return_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_add_1_relaxed:
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr

uat_add_1_acquire:
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr

uat_add_1_release:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr

uat_add_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_add_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_add_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_and_1_relaxed:
	ldrexb r3, [r0]
	and.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_and_1_acquire:
	ldrexb r3, [r0]
	and.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_and_1_release:
	dmb ish
	ldrexb r3, [r0]
	and.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_and_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	and.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_and_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	and.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_and_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	and.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_1_relaxed:
	ldrexb r3, [r0]
	orr.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_or_1_acquire:
	ldrexb r3, [r0]
	orr.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_or_1_release:
	dmb ish
	ldrexb r3, [r0]
	orr.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_or_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	orr.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	orr.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	orr.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_1_relaxed:
	ldrexb r3, [r0]
	eor.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_xor_1_acquire:
	ldrexb r3, [r0]
	eor.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_xor_1_release:
	dmb ish
	ldrexb r3, [r0]
	eor.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_xor_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	eor.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	eor.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	eor.w r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_fetch_add_1_relaxed:
	ldrexb r3, [r0]
	add.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxtb r0, r3
	bx lr
	nop

uat_fetch_add_1_acquire:
	ldrexb r3, [r0]
	add.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_add_1_release:
	dmb ish
	ldrexb r3, [r0]
	add.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxtb r0, r3
	bx lr
	nop

uat_fetch_add_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	add.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_add_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	add.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_add_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	add.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_and_1_relaxed:
	ldrexb r3, [r0]
	and.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxtb r0, r3
	bx lr
	nop

uat_fetch_and_1_acquire:
	ldrexb r3, [r0]
	and.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_and_1_release:
	dmb ish
	ldrexb r3, [r0]
	and.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxtb r0, r3
	bx lr
	nop

uat_fetch_and_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	and.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_and_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	and.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_and_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	and.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_or_1_relaxed:
	ldrexb r3, [r0]
	orr.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxtb r0, r3
	bx lr
	nop

uat_fetch_or_1_acquire:
	ldrexb r3, [r0]
	orr.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_or_1_release:
	dmb ish
	ldrexb r3, [r0]
	orr.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxtb r0, r3
	bx lr
	nop

uat_fetch_or_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	orr.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_or_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	orr.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_or_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	orr.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_xor_1_relaxed:
	ldrexb r3, [r0]
	eor.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxtb r0, r3
	bx lr
	nop

uat_fetch_xor_1_acquire:
	ldrexb r3, [r0]
	eor.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_xor_1_release:
	dmb ish
	ldrexb r3, [r0]
	eor.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxtb r0, r3
	bx lr
	nop

uat_fetch_xor_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	eor.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_xor_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	eor.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_xor_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	eor.w r2, r3, r1
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxtb r0, r3
	bx lr
	nop

uat_fetch_smax_1_relaxed:
	push {lr}
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r2, ip
	bne.n .L3
	sxtb.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smax_1_acquire:
	push {lr}
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r2, ip
	bne.n .L3
	sxtb.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_1_release:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	sxtb.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smax_1_acq_rel:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	sxtb.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_1_seq_cst:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	sxtb.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_1_seq_cst_fence:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	dmb ish
	sxtb.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_umax_1_relaxed:
	push {lr}
	mov r2, r0
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_umax_1_acquire:
	push {lr}
	mov r2, r0
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_1_release:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	ldr.w pc, [sp], #4

uat_fetch_umax_1_acq_rel:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_1_seq_cst:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_1_seq_cst_fence:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_1_relaxed:
	push {lr}
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r2, ip
	bne.n .L3
	sxtb.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smin_1_acquire:
	push {lr}
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r2, ip
	bne.n .L3
	sxtb.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_1_release:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	sxtb.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smin_1_acq_rel:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	sxtb.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_1_seq_cst:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	sxtb.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_1_seq_cst_fence:
	push {lr}
	dmb ish
	ldrb r2, [r0, #0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexb lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r2, ip
	bne.n .L4
	dmb ish
	sxtb.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_umin_1_relaxed:
	push {lr}
	mov r2, r0
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_umin_1_acquire:
	push {lr}
	mov r2, r0
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxtb.w r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_1_release:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	ldr.w pc, [sp], #4

uat_fetch_umin_1_acq_rel:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_1_seq_cst:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_1_seq_cst_fence:
	push {lr}
	mov r2, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexb lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxtb.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_test_and_set_bit_1_relaxed:
	and.w r1, r1, #7
	movs r3, #1
	lsls r3, r1
	ldrexb r2, [r0]
	orr.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_1_acquire:
	and.w r1, r1, #7
	movs r3, #1
	lsls r3, r1
	ldrexb r2, [r0]
	orr.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_1_release:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	orr.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_1_acq_rel:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	orr.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_1_seq_cst:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	orr.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_1_seq_cst_fence:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	orr.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	dmb ish
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_clear_bit_1_relaxed:
	and.w r1, r1, #7
	movs r3, #1
	push {lr}
	lsls r3, r1
	mvns r2, r3
	ldrexb r1, [r0]
	and.w ip, r1, r2
	strexb lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L5
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_1_acquire:
	and.w r1, r1, #7
	movs r3, #1
	push {lr}
	lsls r3, r1
	mvns r2, r3
	ldrexb r1, [r0]
	and.w ip, r1, r2
	strexb lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L5
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_1_release:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	mvns r2, r3
	ldrexb r1, [r0]
	and.w ip, r1, r2
	strexb lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_1_acq_rel:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	mvns r2, r3
	ldrexb r1, [r0]
	and.w ip, r1, r2
	strexb lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_1_seq_cst:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	mvns r2, r3
	ldrexb r1, [r0]
	and.w ip, r1, r2
	strexb lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_1_seq_cst_fence:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	mvns r2, r3
	ldrexb r1, [r0]
	and.w ip, r1, r2
	strexb lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	dmb ish
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_change_bit_1_relaxed:
	and.w r1, r1, #7
	movs r3, #1
	lsls r3, r1
	ldrexb r2, [r0]
	eor.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_1_acquire:
	and.w r1, r1, #7
	movs r3, #1
	lsls r3, r1
	ldrexb r2, [r0]
	eor.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_1_release:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	eor.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_1_acq_rel:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	eor.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_1_seq_cst:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	eor.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_1_seq_cst_fence:
	dmb ish
	movs r3, #1
	and.w r1, r1, #7
	lsls r3, r1
	ldrexb r2, [r0]
	eor.w r1, r2, r3
	strexb ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	dmb ish
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_fetch_add_unless_1_relaxed:
	ldrb r3, [r0, #0]
	mov ip, r0
	uxtb r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L21
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne.n .L14
	strexb r4, r3, [ip]
	cmp r4, #0
	bne.n .L8
	uxtb.w r0, lr
	bne.n .L17
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L7
	b.n .L16
	bx lr
	nop

uat_fetch_add_unless_1_acquire:
	ldrb r3, [r0, #0]
	mov ip, r0
	uxtb r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L22
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne.n .L14
	strexb r4, r3, [ip]
	cmp r4, #0
	bne.n .L8
	uxtb.w r0, lr
	bne.n .L18
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L7
	pop {r4, pc}
	bx lr
	nop

uat_fetch_add_unless_1_release:
	mov ip, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L22
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexb r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxtb.w r0, lr
	bne.n .L18
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	b.n .L17
	bx lr
	nop

uat_fetch_add_unless_1_acq_rel:
	mov ip, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L23
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexb r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxtb.w r0, lr
	bne.n .L19
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	pop {r4, pc}
	bx lr
	nop

uat_fetch_add_unless_1_seq_cst:
	mov ip, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L23
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexb r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxtb.w r0, lr
	bne.n .L19
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	pop {r4, pc}
	bx lr
	nop

uat_fetch_add_unless_1_seq_cst_fence:
	mov ip, r0
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L23
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexb r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxtb.w r0, lr
	bne.n .L19
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	pop {r4, pc}
	bx lr
	nop

uat_add_unless_1_relaxed:
	ldrb r3, [r0, #0]
	uxtb r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L22
	push {r4, lr}
	uxtb.w ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne.n .L13
	strexb r4, ip, [r0]
	cmp r4, #0
	bne.n .L7
	uxtb.w r3, lr
	bne.n .L17
	movs r0, #1
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L6
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_1_acquire:
	ldrb r3, [r0, #0]
	uxtb r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L23
	push {r4, lr}
	uxtb.w ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne.n .L13
	strexb r4, ip, [r0]
	cmp r4, #0
	bne.n .L7
	uxtb.w r3, lr
	bne.n .L18
	movs r0, #1
	dmb ish
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L6
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_1_release:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L23
	push {r4, lr}
	uxtb.w ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexb r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxtb.w r3, lr
	bne.n .L18
	movs r0, #1
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_1_acq_rel:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L24
	push {r4, lr}
	uxtb.w ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexb r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxtb.w r3, lr
	bne.n .L19
	movs r0, #1
	dmb ish
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_1_seq_cst:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L24
	push {r4, lr}
	uxtb.w ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexb r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxtb.w r3, lr
	bne.n .L19
	movs r0, #1
	dmb ish
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_1_seq_cst_fence:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L24
	push {r4, lr}
	uxtb.w ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexb r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxtb.w r3, lr
	bne.n .L19
	dmb ish
	movs r0, #1
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_dec_if_positive_1_relaxed:
	ldrb r3, [r0, #0]
	uxtb r3, r3
	sxtb r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L19
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne.n .L13
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L7
	uxtb r3, r1
	bne.n .L2
	subs r3, #1
	uxtb r0, r3
	sxtb r0, r0
	bx lr
	cmp r3, #128
	it ne
	subne r3, #1
	uxtb r0, r3
	b.n .L17
	nop

uat_dec_if_positive_1_acquire:
	ldrb r3, [r0, #0]
	uxtb r3, r3
	sxtb r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L19
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne.n .L13
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L7
	uxtb r3, r1
	bne.n .L2
	subs r3, #1
	dmb ish
	sxtb r0, r3
	bx lr
	cmp r3, #128
	it ne
	subne r3, #1
	sxtb r0, r3
	bx lr

uat_dec_if_positive_1_release:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	sxtb r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxtb r3, r1
	bne.n .L3
	subs r3, #1
	uxtb r0, r3
	sxtb r0, r0
	bx lr
	cmp r3, #128
	it ne
	subne r3, #1
	uxtb r0, r3
	b.n .L18
	nop

uat_dec_if_positive_1_acq_rel:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	sxtb r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxtb r3, r1
	bne.n .L3
	subs r3, #1
	dmb ish
	sxtb r0, r3
	bx lr
	cmp r3, #128
	it ne
	subne r3, #1
	sxtb r0, r3
	bx lr

uat_dec_if_positive_1_seq_cst:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	sxtb r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxtb r3, r1
	bne.n .L3
	subs r3, #1
	dmb ish
	sxtb r0, r3
	bx lr
	cmp r3, #128
	it ne
	subne r3, #1
	sxtb r0, r3
	bx lr

uat_dec_if_positive_1_seq_cst_fence:
	dmb ish
	ldrb r3, [r0, #0]
	uxtb r3, r3
	sxtb r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexb ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxtb r3, r1
	bne.n .L3
	subs r3, #1
	sxtb r0, r3
	dmb ish
	bx lr
	cmp r3, #128
	it ne
	subne r3, #1
	sxtb r0, r3
	bx lr

uat_cond_load_1_relaxed:
	ldrb r2, [r0, #0]
	mov r3, r0
	cmp r1, r2
	uxtb r0, r2
	bne.n .L6
	bx lr
	dmb ish
	ldrb r2, [r3, #0]
	cmp r1, r2
	uxtb r0, r2
	bne.n .L6
	bx lr
	nop

uat_cond_load_1_consume:
	ldrb r2, [r0, #0]
	mov r3, r0
	cmp r1, r2
	uxtb r0, r2
	bne.n .L6
	bx lr
	dmb ish
	ldrb r2, [r3, #0]
	cmp r1, r2
	uxtb r0, r2
	bne.n .L6
	bx lr
	nop

uat_cond_load_1_acquire:
	ldrb r2, [r0, #0]
	mov r3, r0
	cmp r1, r2
	uxtb r0, r2
	bne.n .L7
	dmb ish
	bx lr
	dmb ish
	ldrb r2, [r3, #0]
	cmp r1, r2
	uxtb r0, r2
	bne.n .L7
	dmb ish
	bx lr
	nop

uat_cond_load_1_seq_cst:
	mov r3, r0
	dmb ish
	ldrb r2, [r3, #0]
	cmp r1, r2
	uxtb r0, r2
	bne.n .L1
	dmb ish
	bx lr

uat_cond_load_1_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrb r2, [r3, #0]
	cmp r1, r2
	uxtb r0, r2
	bne.n .L1
	dmb ish
	bx lr

uat_inc_1_relaxed:
	ldrexb r3, [r0]
	add.w r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_inc_1_acquire:
	ldrexb r3, [r0]
	add.w r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_inc_1_release:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_inc_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_inc_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_inc_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_1_relaxed:
	ldrexb r3, [r0]
	add.w r3, r3, #4294967295
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_dec_1_acquire:
	ldrexb r3, [r0]
	add.w r3, r3, #4294967295
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_dec_1_release:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #4294967295
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_dec_1_acq_rel:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #4294967295
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_1_seq_cst:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #4294967295
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_1_seq_cst_fence:
	dmb ish
	ldrexb r3, [r0]
	add.w r3, r3, #4294967295
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_add_around_1_mb:
	dmb ish
	ldrexb r3, [r0]
	add r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_load_2_relaxed:
	ldrh r0, [r0, #0]
	uxth r0, r0
	bx lr
	nop

uat_load_2_consume:
	ldrh r0, [r0, #0]
	uxth r0, r0
	bx lr
	nop

uat_load_2_acquire:
	ldrh r0, [r0, #0]
	dmb ish
	uxth r0, r0
	bx lr
	nop

uat_load_2_seq_cst:
	dmb ish
	ldrh r0, [r0, #0]
	dmb ish
	uxth r0, r0
	bx lr
	nop

uat_load_2_seq_cst_fence:
	dmb ish
	ldrh r0, [r0, #0]
	uxth r0, r0
	dmb ish
	bx lr
	nop

uat_store_2_relaxed:
	strh r1, [r0, #0]
	bx lr

uat_store_2_release:
	dmb ish
	strh r1, [r0, #0]
	bx lr

uat_store_2_seq_cst:
	dmb ish
	strh r1, [r0, #0]
	bx lr

uat_store_2_seq_cst_fence:
	dmb ish
	strh r1, [r0, #0]
	dmb ish
	bx lr

uat_cmpxchg_2_relaxed:
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxth r0, r3
	bx lr
	nop

uat_cmpxchg_2_acquire:
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_cmpxchg_2_release:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxth r0, r3
	bx lr
	nop

uat_cmpxchg_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_cmpxchg_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_cmpxchg_2_seq_cst_fence_sc:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_cmpxchg_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_cmpxchg_test_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	subs r0, r0, r1
	clz r0, r0
	lsrs r0, r0, #5
	bx lr
	nop

uat_try_cmpxchg_2_relaxed:
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_2_acquire:
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L6
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_2_release:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_2_seq_cst_fence_sc:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr
	nop

uat_try_cmpxchg_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	bne.n .L7
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr
	nop

uat_try_cmpxchg_weak_2_relaxed:
	ldrexh r3, [r0]
	cmp r3, r1
	itt eq
	strexheq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_2_acquire:
	ldrexh r3, [r0]
	cmp r3, r1
	itt eq
	strexheq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_2_release:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	itt eq
	strexheq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	itt eq
	strexheq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	itt eq
	strexheq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	itt eq
	strexheq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr

uat_try_cmpxchg_weak_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	cmp r3, r1
	itt eq
	strexheq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr

uat_xchg_2_relaxed:
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne.n .L0
	uxth r0, r3
	bx lr

uat_xchg_2_acquire:
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	uxth r0, r3
	bx lr

uat_xchg_2_release:
	dmb ish
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	uxth r0, r3
	bx lr

uat_xchg_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr

uat_xchg_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr

uat_xchg_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr

uat_add_return_2_relaxed:
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	uxth r0, r3
	bx lr
	nop

uat_add_return_2_acquire:
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_add_return_2_release:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	uxth r0, r3
	bx lr
	nop

uat_add_return_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_add_return_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_add_return_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_add_2_relaxed:
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr

uat_add_2_acquire:
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr

uat_add_2_release:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr

uat_add_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_add_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_add_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_and_2_relaxed:
	ldrexh r3, [r0]
	and.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_and_2_acquire:
	ldrexh r3, [r0]
	and.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_and_2_release:
	dmb ish
	ldrexh r3, [r0]
	and.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_and_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	and.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_and_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	and.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_and_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	and.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_2_relaxed:
	ldrexh r3, [r0]
	orr.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_or_2_acquire:
	ldrexh r3, [r0]
	orr.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_or_2_release:
	dmb ish
	ldrexh r3, [r0]
	orr.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_or_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	orr.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	orr.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	orr.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_2_relaxed:
	ldrexh r3, [r0]
	eor.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_xor_2_acquire:
	ldrexh r3, [r0]
	eor.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_xor_2_release:
	dmb ish
	ldrexh r3, [r0]
	eor.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_xor_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	eor.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	eor.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	eor.w r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_fetch_add_2_relaxed:
	ldrexh r3, [r0]
	add.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxth r0, r3
	bx lr
	nop

uat_fetch_add_2_acquire:
	ldrexh r3, [r0]
	add.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_add_2_release:
	dmb ish
	ldrexh r3, [r0]
	add.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxth r0, r3
	bx lr
	nop

uat_fetch_add_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	add.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_add_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	add.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_add_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	add.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_and_2_relaxed:
	ldrexh r3, [r0]
	and.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxth r0, r3
	bx lr
	nop

uat_fetch_and_2_acquire:
	ldrexh r3, [r0]
	and.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_and_2_release:
	dmb ish
	ldrexh r3, [r0]
	and.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxth r0, r3
	bx lr
	nop

uat_fetch_and_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	and.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_and_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	and.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_and_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	and.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_or_2_relaxed:
	ldrexh r3, [r0]
	orr.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxth r0, r3
	bx lr
	nop

uat_fetch_or_2_acquire:
	ldrexh r3, [r0]
	orr.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_or_2_release:
	dmb ish
	ldrexh r3, [r0]
	orr.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxth r0, r3
	bx lr
	nop

uat_fetch_or_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	orr.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_or_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	orr.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_or_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	orr.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_xor_2_relaxed:
	ldrexh r3, [r0]
	eor.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	uxth r0, r3
	bx lr
	nop

uat_fetch_xor_2_acquire:
	ldrexh r3, [r0]
	eor.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_xor_2_release:
	dmb ish
	ldrexh r3, [r0]
	eor.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	uxth r0, r3
	bx lr
	nop

uat_fetch_xor_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	eor.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_xor_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	eor.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_xor_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	eor.w r2, r3, r1
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	uxth r0, r3
	bx lr
	nop

uat_fetch_smax_2_relaxed:
	push {lr}
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r2, ip
	bne.n .L3
	sxth.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smax_2_acquire:
	push {lr}
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r2, ip
	bne.n .L3
	sxth.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_2_release:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	sxth.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smax_2_acq_rel:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	sxth.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_2_seq_cst:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	sxth.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_2_seq_cst_fence:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it lt
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	dmb ish
	sxth.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_umax_2_relaxed:
	push {lr}
	mov r2, r0
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_umax_2_acquire:
	push {lr}
	mov r2, r0
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_2_release:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	ldr.w pc, [sp], #4

uat_fetch_umax_2_acq_rel:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_2_seq_cst:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_2_seq_cst_fence:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cc
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_2_relaxed:
	push {lr}
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r2, ip
	bne.n .L3
	sxth.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smin_2_acquire:
	push {lr}
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L14
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r2, ip
	bne.n .L3
	sxth.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_2_release:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	sxth.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_smin_2_acq_rel:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	sxth.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_2_seq_cst:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	sxth.w r0, ip
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_2_seq_cst_fence:
	push {lr}
	dmb ish
	ldrh r2, [r0, #0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	it ge
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne.n .L15
	strexh lr, r3, [r0]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r2, ip
	bne.n .L4
	dmb ish
	sxth.w r0, ip
	ldr.w pc, [sp], #4

uat_fetch_umin_2_relaxed:
	push {lr}
	mov r2, r0
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_umin_2_acquire:
	push {lr}
	mov r2, r0
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L14
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L8
	uxth.w r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_2_release:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	ldr.w pc, [sp], #4

uat_fetch_umin_2_acq_rel:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_2_seq_cst:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_2_seq_cst_fence:
	push {lr}
	mov r2, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	cmp r1, r0
	mov r3, r1
	it cs
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne.n .L15
	strexh lr, r3, [r2]
	cmp.w lr, #0
	bne.n .L9
	uxth.w r0, ip
	bne.n .L5
	dmb ish
	ldr.w pc, [sp], #4

uat_test_and_set_bit_2_relaxed:
	and.w r1, r1, #15
	movs r3, #1
	lsls r3, r1
	ldrexh r2, [r0]
	orr.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_2_acquire:
	and.w r1, r1, #15
	movs r3, #1
	lsls r3, r1
	ldrexh r2, [r0]
	orr.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_2_release:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	orr.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_2_acq_rel:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	orr.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_2_seq_cst:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	orr.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_2_seq_cst_fence:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	orr.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	dmb ish
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_clear_bit_2_relaxed:
	and.w r1, r1, #15
	movs r3, #1
	push {lr}
	lsls r3, r1
	mvns r2, r3
	ldrexh r1, [r0]
	and.w ip, r1, r2
	strexh lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L5
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_2_acquire:
	and.w r1, r1, #15
	movs r3, #1
	push {lr}
	lsls r3, r1
	mvns r2, r3
	ldrexh r1, [r0]
	and.w ip, r1, r2
	strexh lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L5
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_2_release:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	mvns r2, r3
	ldrexh r1, [r0]
	and.w ip, r1, r2
	strexh lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_2_acq_rel:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	mvns r2, r3
	ldrexh r1, [r0]
	and.w ip, r1, r2
	strexh lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_2_seq_cst:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	mvns r2, r3
	ldrexh r1, [r0]
	and.w ip, r1, r2
	strexh lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_2_seq_cst_fence:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	mvns r2, r3
	ldrexh r1, [r0]
	and.w ip, r1, r2
	strexh lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	dmb ish
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_change_bit_2_relaxed:
	and.w r1, r1, #15
	movs r3, #1
	lsls r3, r1
	ldrexh r2, [r0]
	eor.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_2_acquire:
	and.w r1, r1, #15
	movs r3, #1
	lsls r3, r1
	ldrexh r2, [r0]
	eor.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_2_release:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	eor.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_2_acq_rel:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	eor.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_2_seq_cst:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	eor.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_2_seq_cst_fence:
	dmb ish
	movs r3, #1
	and.w r1, r1, #15
	lsls r3, r1
	ldrexh r2, [r0]
	eor.w r1, r2, r3
	strexh ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	dmb ish
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_fetch_add_unless_2_relaxed:
	ldrh r3, [r0, #0]
	mov ip, r0
	uxth r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L21
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne.n .L14
	strexh r4, r3, [ip]
	cmp r4, #0
	bne.n .L8
	uxth.w r0, lr
	bne.n .L17
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L7
	b.n .L16
	bx lr
	nop

uat_fetch_add_unless_2_acquire:
	ldrh r3, [r0, #0]
	mov ip, r0
	uxth r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L22
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne.n .L14
	strexh r4, r3, [ip]
	cmp r4, #0
	bne.n .L8
	uxth.w r0, lr
	bne.n .L18
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L7
	pop {r4, pc}
	bx lr
	nop

uat_fetch_add_unless_2_release:
	mov ip, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L22
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexh r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxth.w r0, lr
	bne.n .L18
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	b.n .L17
	bx lr
	nop

uat_fetch_add_unless_2_acq_rel:
	mov ip, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L23
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexh r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxth.w r0, lr
	bne.n .L19
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	pop {r4, pc}
	bx lr
	nop

uat_fetch_add_unless_2_seq_cst:
	mov ip, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L23
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexh r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxth.w r0, lr
	bne.n .L19
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	pop {r4, pc}
	bx lr
	nop

uat_fetch_add_unless_2_seq_cst_fence:
	mov ip, r0
	dmb ish
	ldrh r3, [r0, #0]
	uxth r0, r3
	adds r3, r1, r0
	cmp r2, r0
	beq.n .L23
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne.n .L15
	strexh r4, r3, [ip]
	cmp r4, #0
	bne.n .L9
	uxth.w r0, lr
	bne.n .L19
	dmb ish
	pop {r4, pc}
	adds r3, r1, r0
	cmp r2, r0
	bne.n .L8
	pop {r4, pc}
	bx lr
	nop

uat_add_unless_2_relaxed:
	ldrh r3, [r0, #0]
	uxth r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L22
	push {r4, lr}
	uxth.w ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne.n .L13
	strexh r4, ip, [r0]
	cmp r4, #0
	bne.n .L7
	uxth.w r3, lr
	bne.n .L17
	movs r0, #1
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L6
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_2_acquire:
	ldrh r3, [r0, #0]
	uxth r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L23
	push {r4, lr}
	uxth.w ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne.n .L13
	strexh r4, ip, [r0]
	cmp r4, #0
	bne.n .L7
	uxth.w r3, lr
	bne.n .L18
	movs r0, #1
	dmb ish
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L6
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_2_release:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L23
	push {r4, lr}
	uxth.w ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexh r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxth.w r3, lr
	bne.n .L18
	movs r0, #1
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_2_acq_rel:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L24
	push {r4, lr}
	uxth.w ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexh r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxth.w r3, lr
	bne.n .L19
	movs r0, #1
	dmb ish
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_2_seq_cst:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L24
	push {r4, lr}
	uxth.w ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexh r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxth.w r3, lr
	bne.n .L19
	movs r0, #1
	dmb ish
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_2_seq_cst_fence:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	add.w ip, r1, r3
	cmp r2, r3
	beq.n .L24
	push {r4, lr}
	uxth.w ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne.n .L14
	strexh r4, ip, [r0]
	cmp r4, #0
	bne.n .L8
	uxth.w r3, lr
	bne.n .L19
	dmb ish
	movs r0, #1
	pop {r4, pc}
	add.w ip, r1, r3
	cmp r2, r3
	bne.n .L7
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_dec_if_positive_2_relaxed:
	ldrh r3, [r0, #0]
	uxth r3, r3
	sxth r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L19
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne.n .L13
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L7
	uxth r3, r1
	bne.n .L2
	subs r3, #1
	uxth r0, r3
	sxth r0, r0
	bx lr
	cmp.w r3, #32768
	it ne
	subne r3, #1
	uxth r0, r3
	b.n .L17

uat_dec_if_positive_2_acquire:
	ldrh r3, [r0, #0]
	uxth r3, r3
	sxth r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L19
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne.n .L13
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L7
	uxth r3, r1
	bne.n .L2
	subs r3, #1
	dmb ish
	sxth r0, r3
	bx lr
	cmp.w r3, #32768
	it ne
	subne r3, #1
	sxth r0, r3
	bx lr
	nop

uat_dec_if_positive_2_release:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	sxth r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxth r3, r1
	bne.n .L3
	subs r3, #1
	uxth r0, r3
	sxth r0, r0
	bx lr
	cmp.w r3, #32768
	it ne
	subne r3, #1
	uxth r0, r3
	b.n .L18

uat_dec_if_positive_2_acq_rel:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	sxth r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxth r3, r1
	bne.n .L3
	subs r3, #1
	dmb ish
	sxth r0, r3
	bx lr
	cmp.w r3, #32768
	it ne
	subne r3, #1
	sxth r0, r3
	bx lr
	nop

uat_dec_if_positive_2_seq_cst:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	sxth r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxth r3, r1
	bne.n .L3
	subs r3, #1
	dmb ish
	sxth r0, r3
	bx lr
	cmp.w r3, #32768
	it ne
	subne r3, #1
	sxth r0, r3
	bx lr
	nop

uat_dec_if_positive_2_seq_cst_fence:
	dmb ish
	ldrh r3, [r0, #0]
	uxth r3, r3
	sxth r1, r3
	subs r2, r3, #1
	cmp r1, #0
	ble.n .L20
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne.n .L14
	strexh ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L8
	uxth r3, r1
	bne.n .L3
	subs r3, #1
	sxth r0, r3
	dmb ish
	bx lr
	cmp.w r3, #32768
	it ne
	subne r3, #1
	sxth r0, r3
	bx lr
	nop

uat_cond_load_2_relaxed:
	ldrh r3, [r0, #0]
	mov r2, r0
	uxth r0, r3
	cmp r1, r0
	bne.n .L6
	bx lr
	dmb ish
	ldrh r3, [r2, #0]
	uxth r0, r3
	cmp r1, r0
	bne.n .L6
	bx lr
	nop

uat_cond_load_2_consume:
	ldrh r3, [r0, #0]
	mov r2, r0
	uxth r0, r3
	cmp r1, r0
	bne.n .L6
	bx lr
	dmb ish
	ldrh r3, [r2, #0]
	uxth r0, r3
	cmp r1, r0
	bne.n .L6
	bx lr
	nop

uat_cond_load_2_acquire:
	ldrh r3, [r0, #0]
	mov r2, r0
	uxth r0, r3
	cmp r1, r0
	bne.n .L7
	dmb ish
	bx lr
	dmb ish
	ldrh r3, [r2, #0]
	uxth r0, r3
	cmp r1, r0
	bne.n .L7
	dmb ish
	bx lr
	nop

uat_cond_load_2_seq_cst:
	mov r2, r0
	dmb ish
	ldrh r3, [r2, #0]
	uxth r0, r3
	cmp r1, r0
	bne.n .L1
	dmb ish
	bx lr

uat_cond_load_2_seq_cst_fence:
	mov r2, r0
	dmb ish
	ldrh r3, [r2, #0]
	uxth r0, r3
	cmp r1, r0
	bne.n .L1
	dmb ish
	bx lr

uat_inc_2_relaxed:
	ldrexh r3, [r0]
	add.w r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_inc_2_acquire:
	ldrexh r3, [r0]
	add.w r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_inc_2_release:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_inc_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_inc_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_inc_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_2_relaxed:
	ldrexh r3, [r0]
	add.w r3, r3, #4294967295
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_dec_2_acquire:
	ldrexh r3, [r0]
	add.w r3, r3, #4294967295
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_dec_2_release:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #4294967295
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_dec_2_acq_rel:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #4294967295
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_2_seq_cst:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #4294967295
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_2_seq_cst_fence:
	dmb ish
	ldrexh r3, [r0]
	add.w r3, r3, #4294967295
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_add_around_2_mb:
	dmb ish
	ldrexh r3, [r0]
	add r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_load_4_relaxed:
	ldr r0, [r0, #0]
	bx lr

uat_load_4_consume:
	ldr r0, [r0, #0]
	bx lr

uat_load_4_acquire:
	ldr r0, [r0, #0]
	dmb ish
	bx lr

uat_load_4_seq_cst:
	dmb ish
	ldr r0, [r0, #0]
	dmb ish
	bx lr

uat_load_4_seq_cst_fence:
	dmb ish
	ldr r0, [r0, #0]
	dmb ish
	bx lr

uat_store_4_relaxed:
	str r1, [r0, #0]
	bx lr

uat_store_4_release:
	dmb ish
	str r1, [r0, #0]
	bx lr

uat_store_4_seq_cst:
	dmb ish
	str r1, [r0, #0]
	bx lr

uat_store_4_seq_cst_fence:
	dmb ish
	str r1, [r0, #0]
	dmb ish
	bx lr

uat_cmpxchg_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	cmp r0, r1
	bne.n .L7
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	bx lr
	nop

uat_cmpxchg_4_acquire:
	mov r3, r0
	ldrex r0, [r3]
	cmp r0, r1
	bne.n .L7
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_cmpxchg_4_release:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	cmp r0, r1
	bne.n .L8
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	bx lr
	nop

uat_cmpxchg_4_acq_rel:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	cmp r0, r1
	bne.n .L8
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_cmpxchg_4_seq_cst:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	cmp r0, r1
	bne.n .L8
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_cmpxchg_4_seq_cst_fence_sc:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	cmp r0, r1
	bne.n .L8
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_cmpxchg_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	cmp r0, r1
	bne.n .L8
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_cmpxchg_test_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L7
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	subs r0, r1, r3
	clz r0, r0
	lsrs r0, r0, #5
	bx lr

uat_try_cmpxchg_4_relaxed:
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L6
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_4_acquire:
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L6
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_4_release:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L7
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L7
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L7
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr
	nop

uat_try_cmpxchg_4_seq_cst_fence_sc:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L7
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr
	nop

uat_try_cmpxchg_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	bne.n .L7
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L1
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr
	nop

uat_try_cmpxchg_weak_4_relaxed:
	ldrex r3, [r0]
	cmp r3, r1
	itt eq
	strexeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_4_acquire:
	ldrex r3, [r0]
	cmp r3, r1
	itt eq
	strexeq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_4_release:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	itt eq
	strexeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	itt eq
	strexeq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	itt eq
	strexeq ip, r2, [r0]
	cmpeq.w ip, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	itt eq
	strexeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr

uat_try_cmpxchg_weak_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	cmp r3, r1
	itt eq
	strexeq ip, r2, [r0]
	cmpeq.w ip, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	bx lr

uat_xchg_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne.n .L1
	bx lr

uat_xchg_4_acquire:
	mov r3, r0
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_xchg_4_release:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne.n .L2
	bx lr

uat_xchg_4_acq_rel:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne.n .L2
	dmb ish
	bx lr

uat_xchg_4_seq_cst:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne.n .L2
	dmb ish
	bx lr

uat_xchg_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne.n .L2
	dmb ish
	bx lr

uat_add_return_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	add r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_add_return_4_acquire:
	mov r3, r0
	ldrex r0, [r3]
	add r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_add_return_4_release:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne.n .L2
	bx lr
	nop

uat_add_return_4_acq_rel:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_add_return_4_seq_cst:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_add_return_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_add_4_relaxed:
	ldrex r3, [r0]
	add r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr

uat_add_4_acquire:
	ldrex r3, [r0]
	add r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr

uat_add_4_release:
	dmb ish
	ldrex r3, [r0]
	add r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr

uat_add_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	add r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_add_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	add r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_add_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	add r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_and_4_relaxed:
	ldrex r3, [r0]
	and.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_and_4_acquire:
	ldrex r3, [r0]
	and.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_and_4_release:
	dmb ish
	ldrex r3, [r0]
	and.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_and_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	and.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_and_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	and.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_and_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	and.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_4_relaxed:
	ldrex r3, [r0]
	orr.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_or_4_acquire:
	ldrex r3, [r0]
	orr.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_or_4_release:
	dmb ish
	ldrex r3, [r0]
	orr.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_or_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	orr.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	orr.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_or_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	orr.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_4_relaxed:
	ldrex r3, [r0]
	eor.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_xor_4_acquire:
	ldrex r3, [r0]
	eor.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_xor_4_release:
	dmb ish
	ldrex r3, [r0]
	eor.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_xor_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	eor.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	eor.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_xor_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	eor.w r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_fetch_add_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	add.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	bx lr
	nop

uat_fetch_add_4_acquire:
	mov r3, r0
	ldrex r0, [r3]
	add.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_fetch_add_4_release:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	bx lr
	nop

uat_fetch_add_4_acq_rel:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_add_4_seq_cst:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_add_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	add.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_and_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	and.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	bx lr
	nop

uat_fetch_and_4_acquire:
	mov r3, r0
	ldrex r0, [r3]
	and.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_fetch_and_4_release:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	and.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	bx lr
	nop

uat_fetch_and_4_acq_rel:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	and.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_and_4_seq_cst:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	and.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_and_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	and.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_or_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	orr.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	bx lr
	nop

uat_fetch_or_4_acquire:
	mov r3, r0
	ldrex r0, [r3]
	orr.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_fetch_or_4_release:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	orr.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	bx lr
	nop

uat_fetch_or_4_acq_rel:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	orr.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_or_4_seq_cst:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	orr.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_or_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	orr.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_xor_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	eor.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	bx lr
	nop

uat_fetch_xor_4_acquire:
	mov r3, r0
	ldrex r0, [r3]
	eor.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_fetch_xor_4_release:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	eor.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	bx lr
	nop

uat_fetch_xor_4_acq_rel:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	eor.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_xor_4_seq_cst:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	eor.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_xor_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldrex r0, [r3]
	eor.w r2, r0, r1
	strex ip, r2, [r3]
	cmp.w ip, #0
	bne.n .L2
	dmb ish
	bx lr
	nop

uat_fetch_smax_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it lt
	movlt r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	ldr.w pc, [sp], #4

uat_fetch_smax_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it lt
	movlt r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_4_release:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it lt
	movlt r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_smax_4_acq_rel:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it lt
	movlt r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_4_seq_cst:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it lt
	movlt r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smax_4_seq_cst_fence:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it lt
	movlt r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cc
	movcc r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	ldr.w pc, [sp], #4

uat_fetch_umax_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cc
	movcc r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_4_release:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cc
	movcc r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_umax_4_acq_rel:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cc
	movcc r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_4_seq_cst:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cc
	movcc r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umax_4_seq_cst_fence:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cc
	movcc r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it ge
	movge r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	ldr.w pc, [sp], #4

uat_fetch_smin_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it ge
	movge r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_4_release:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it ge
	movge r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_smin_4_acq_rel:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it ge
	movge r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_4_seq_cst:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it ge
	movge r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_smin_4_seq_cst_fence:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r0, r1
	mov r2, r0
	it ge
	movge r2, r1
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cs
	movcs r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	ldr.w pc, [sp], #4

uat_fetch_umin_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cs
	movcs r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L13
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L7
	mov r0, ip
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_4_release:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cs
	movcs r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	ldr.w pc, [sp], #4

uat_fetch_umin_4_acq_rel:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cs
	movcs r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_4_seq_cst:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cs
	movcs r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_umin_4_seq_cst_fence:
	push {lr}
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r1, r0
	mov r2, r1
	it cs
	movcs r2, r0
	ldrex ip, [r3]
	cmp ip, r0
	bne.n .L14
	strex lr, r2, [r3]
	cmp.w lr, #0
	bne.n .L8
	mov r0, ip
	bne.n .L4
	dmb ish
	ldr.w pc, [sp], #4

uat_test_and_set_bit_4_relaxed:
	and.w r1, r1, #31
	movs r3, #1
	lsls r3, r1
	ldrex r2, [r0]
	orr.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_4_acquire:
	and.w r1, r1, #31
	movs r3, #1
	lsls r3, r1
	ldrex r2, [r0]
	orr.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_4_release:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	orr.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_4_acq_rel:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	orr.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_4_seq_cst:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	orr.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_4_seq_cst_fence:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	orr.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	dmb ish
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_clear_bit_4_relaxed:
	and.w r1, r1, #31
	movs r3, #1
	push {lr}
	lsls r3, r1
	mvns r2, r3
	ldrex r1, [r0]
	and.w ip, r1, r2
	strex lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L5
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_4_acquire:
	and.w r1, r1, #31
	movs r3, #1
	push {lr}
	lsls r3, r1
	mvns r2, r3
	ldrex r1, [r0]
	and.w ip, r1, r2
	strex lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L5
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_4_release:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	mvns r2, r3
	ldrex r1, [r0]
	and.w ip, r1, r2
	strex lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_4_acq_rel:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	mvns r2, r3
	ldrex r1, [r0]
	and.w ip, r1, r2
	strex lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_4_seq_cst:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	mvns r2, r3
	ldrex r1, [r0]
	and.w ip, r1, r2
	strex lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	tst r3, r1
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_clear_bit_4_seq_cst_fence:
	push {lr}
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	mvns r2, r3
	ldrex r1, [r0]
	and.w ip, r1, r2
	strex lr, ip, [r0]
	cmp.w lr, #0
	bne.n .L6
	dmb ish
	tst r3, r1
	ite ne
	movne r0, #1
	moveq r0, #0
	ldr.w pc, [sp], #4
	nop

uat_test_and_change_bit_4_relaxed:
	and.w r1, r1, #31
	movs r3, #1
	lsls r3, r1
	ldrex r2, [r0]
	eor.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_4_acquire:
	and.w r1, r1, #31
	movs r3, #1
	lsls r3, r1
	ldrex r2, [r0]
	eor.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L3
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_4_release:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	eor.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_4_acq_rel:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	eor.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_4_seq_cst:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	eor.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	tst r3, r2
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_4_seq_cst_fence:
	dmb ish
	movs r3, #1
	and.w r1, r1, #31
	lsls r3, r1
	ldrex r2, [r0]
	eor.w r1, r2, r3
	strex ip, r1, [r0]
	cmp.w ip, #0
	bne.n .L4
	dmb ish
	tst r3, r2
	ite ne
	movne r0, #1
	moveq r0, #0
	bx lr

uat_fetch_add_unless_4_relaxed:
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L18
	push {r4, lr}
	add.w ip, r1, r0
	ldrex lr, [r3]
	cmp lr, r0
	bne.n .L12
	strex r4, ip, [r3]
	cmp r4, #0
	bne.n .L6
	mov r0, lr
	bne.n .L15
	pop {r4, pc}
	cmp r2, r0
	bne.n .L5
	b.n .L14
	bx lr

uat_fetch_add_unless_4_acquire:
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L19
	push {r4, lr}
	add.w ip, r1, r0
	ldrex lr, [r3]
	cmp lr, r0
	bne.n .L12
	strex r4, ip, [r3]
	cmp r4, #0
	bne.n .L6
	mov r0, lr
	bne.n .L16
	dmb ish
	pop {r4, pc}
	cmp r2, r0
	bne.n .L5
	pop {r4, pc}
	bx lr

uat_fetch_add_unless_4_release:
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L19
	push {r4, lr}
	add.w ip, r1, r0
	ldrex lr, [r3]
	cmp lr, r0
	bne.n .L13
	strex r4, ip, [r3]
	cmp r4, #0
	bne.n .L7
	mov r0, lr
	bne.n .L16
	pop {r4, pc}
	cmp r2, r0
	bne.n .L6
	b.n .L15
	bx lr

uat_fetch_add_unless_4_acq_rel:
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L20
	push {r4, lr}
	add.w ip, r1, r0
	ldrex lr, [r3]
	cmp lr, r0
	bne.n .L13
	strex r4, ip, [r3]
	cmp r4, #0
	bne.n .L7
	mov r0, lr
	bne.n .L17
	dmb ish
	pop {r4, pc}
	cmp r2, r0
	bne.n .L6
	pop {r4, pc}
	bx lr

uat_fetch_add_unless_4_seq_cst:
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L20
	push {r4, lr}
	add.w ip, r1, r0
	ldrex lr, [r3]
	cmp lr, r0
	bne.n .L13
	strex r4, ip, [r3]
	cmp r4, #0
	bne.n .L7
	mov r0, lr
	bne.n .L17
	dmb ish
	pop {r4, pc}
	cmp r2, r0
	bne.n .L6
	pop {r4, pc}
	bx lr

uat_fetch_add_unless_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L20
	push {r4, lr}
	add.w ip, r1, r0
	ldrex lr, [r3]
	cmp lr, r0
	bne.n .L13
	strex r4, ip, [r3]
	cmp r4, #0
	bne.n .L7
	mov r0, lr
	bne.n .L17
	dmb ish
	pop {r4, pc}
	cmp r2, r0
	bne.n .L6
	pop {r4, pc}
	bx lr

uat_add_unless_4_relaxed:
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L19
	push {r4, lr}
	add.w ip, r1, r3
	ldrex lr, [r0]
	cmp lr, r3
	bne.n .L11
	strex r4, ip, [r0]
	cmp r4, #0
	bne.n .L5
	mov r3, lr
	bne.n .L15
	movs r0, #1
	pop {r4, pc}
	cmp r2, r3
	bne.n .L4
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_4_acquire:
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L20
	push {r4, lr}
	add.w ip, r1, r3
	ldrex lr, [r0]
	cmp lr, r3
	bne.n .L11
	strex r4, ip, [r0]
	cmp r4, #0
	bne.n .L5
	mov r3, lr
	bne.n .L16
	movs r0, #1
	dmb ish
	pop {r4, pc}
	cmp r2, r3
	bne.n .L4
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_4_release:
	dmb ish
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L20
	push {r4, lr}
	add.w ip, r1, r3
	ldrex lr, [r0]
	cmp lr, r3
	bne.n .L12
	strex r4, ip, [r0]
	cmp r4, #0
	bne.n .L6
	mov r3, lr
	bne.n .L16
	movs r0, #1
	pop {r4, pc}
	cmp r2, r3
	bne.n .L5
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_4_acq_rel:
	dmb ish
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L21
	push {r4, lr}
	add.w ip, r1, r3
	ldrex lr, [r0]
	cmp lr, r3
	bne.n .L12
	strex r4, ip, [r0]
	cmp r4, #0
	bne.n .L6
	mov r3, lr
	bne.n .L17
	movs r0, #1
	dmb ish
	pop {r4, pc}
	cmp r2, r3
	bne.n .L5
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_4_seq_cst:
	dmb ish
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L21
	push {r4, lr}
	add.w ip, r1, r3
	ldrex lr, [r0]
	cmp lr, r3
	bne.n .L12
	strex r4, ip, [r0]
	cmp r4, #0
	bne.n .L6
	mov r3, lr
	bne.n .L17
	movs r0, #1
	dmb ish
	pop {r4, pc}
	cmp r2, r3
	bne.n .L5
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_add_unless_4_seq_cst_fence:
	dmb ish
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L21
	push {r4, lr}
	add.w ip, r1, r3
	ldrex lr, [r0]
	cmp lr, r3
	bne.n .L12
	strex r4, ip, [r0]
	cmp r4, #0
	bne.n .L6
	mov r3, lr
	bne.n .L17
	dmb ish
	movs r0, #1
	pop {r4, pc}
	cmp r2, r3
	bne.n .L5
	movs r0, #0
	pop {r4, pc}
	movs r0, #0
	bx lr

uat_dec_if_positive_4_relaxed:
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L14
	subs r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne.n .L10
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L4
	mov r3, r1
	bne.n .L1
	subs r0, r1, #1
	bx lr
	cmp.w r3, #2147483648
	ite eq
	moveq r0, r3
	subne r0, r3, #1
	bx lr
	nop

uat_dec_if_positive_4_acquire:
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L15
	subs r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne.n .L10
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L4
	mov r3, r1
	bne.n .L1
	subs r0, r1, #1
	dmb ish
	bx lr
	cmp.w r3, #2147483648
	ite eq
	moveq r0, r3
	subne r0, r3, #1
	bx lr
	nop

uat_dec_if_positive_4_release:
	dmb ish
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L15
	subs r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne.n .L11
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L5
	mov r3, r1
	bne.n .L2
	subs r0, r1, #1
	bx lr
	cmp.w r3, #2147483648
	ite eq
	moveq r0, r3
	subne r0, r3, #1
	bx lr
	nop

uat_dec_if_positive_4_acq_rel:
	dmb ish
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L16
	subs r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne.n .L11
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L5
	mov r3, r1
	bne.n .L2
	subs r0, r1, #1
	dmb ish
	bx lr
	cmp.w r3, #2147483648
	ite eq
	moveq r0, r3
	subne r0, r3, #1
	bx lr
	nop

uat_dec_if_positive_4_seq_cst:
	dmb ish
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L16
	subs r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne.n .L11
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L5
	mov r3, r1
	bne.n .L2
	subs r0, r1, #1
	dmb ish
	bx lr
	cmp.w r3, #2147483648
	ite eq
	moveq r0, r3
	subne r0, r3, #1
	bx lr
	nop

uat_dec_if_positive_4_seq_cst_fence:
	dmb ish
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L16
	subs r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne.n .L11
	strex ip, r2, [r0]
	cmp.w ip, #0
	bne.n .L5
	mov r3, r1
	bne.n .L2
	subs r0, r1, #1
	dmb ish
	bx lr
	cmp.w r3, #2147483648
	ite eq
	moveq r0, r3
	subne r0, r3, #1
	bx lr
	nop

uat_cond_load_4_relaxed:
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L5
	bx lr
	dmb ish
	ldr r0, [r3, #0]
	cmp r1, r0
	bne.n .L5
	bx lr
	nop

uat_cond_load_4_consume:
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L5
	bx lr
	dmb ish
	ldr r0, [r3, #0]
	cmp r1, r0
	bne.n .L5
	bx lr
	nop

uat_cond_load_4_acquire:
	mov r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L6
	dmb ish
	bx lr
	dmb ish
	ldr r0, [r3, #0]
	cmp r1, r0
	bne.n .L6
	dmb ish
	bx lr
	nop

uat_cond_load_4_seq_cst:
	mov r3, r0
	dmb ish
	ldr r0, [r3, #0]
	cmp r1, r0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_cond_load_4_seq_cst_fence:
	mov r3, r0
	dmb ish
	ldr r0, [r3, #0]
	cmp r1, r0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_inc_4_relaxed:
	ldrex r3, [r0]
	add.w r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_inc_4_acquire:
	ldrex r3, [r0]
	add.w r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_inc_4_release:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_inc_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_inc_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_inc_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_4_relaxed:
	ldrex r3, [r0]
	add.w r3, r3, #4294967295
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	bx lr
	nop

uat_dec_4_acquire:
	ldrex r3, [r0]
	add.w r3, r3, #4294967295
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_dec_4_release:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #4294967295
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	bx lr
	nop

uat_dec_4_acq_rel:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #4294967295
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_4_seq_cst:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #4294967295
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_4_seq_cst_fence:
	dmb ish
	ldrex r3, [r0]
	add.w r3, r3, #4294967295
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_add_around_4_mb:
	dmb ish
	ldrex r3, [r0]
	add r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne.n .L1
	dmb ish
	bx lr

uat_load_8_relaxed:
	ldrexd r0, r1, [r0]
	bx lr
	nop

uat_load_8_consume:
	ldrexd r0, r1, [r0]
	bx lr
	nop

uat_load_8_acquire:
	ldrexd r0, r1, [r0]
	dmb ish
	bx lr
	nop

uat_load_8_seq_cst:
	dmb ish
	ldrexd r0, r1, [r0]
	dmb ish
	bx lr
	nop

uat_load_8_seq_cst_fence:
	dmb ish
	ldrexd r0, r1, [r0]
	dmb ish
	bx lr
	nop

uat_store_8_relaxed:
	ldrexd r1, ip, [r0]
	strexd r1, r2, r3, [r0]
	cmp r1, #0
	bne.n .L0
	bx lr
	nop

uat_store_8_release:
	dmb ish
	ldrexd r1, ip, [r0]
	strexd r1, r2, r3, [r0]
	cmp r1, #0
	bne.n .L1
	bx lr
	nop

uat_store_8_seq_cst:
	dmb ish
	ldrexd r1, ip, [r0]
	strexd r1, r2, r3, [r0]
	cmp r1, #0
	bne.n .L1
	bx lr
	nop

uat_store_8_seq_cst_fence:
	dmb ish
	ldrexd r1, ip, [r0]
	strexd r1, r2, r3, [r0]
	cmp r1, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_cmpxchg_8_relaxed:
	push {r4, r5, lr}
	mov ip, r0
	ldrd r4, r5, [sp, #12]
	ldrexd r0, r1, [ip]
	cmp r0, r2
	bne.n .L11
	cmp r1, r3
	bne.n .L11
	strexd lr, r4, r5, [ip]
	cmp.w lr, #0
	bne.n .L3
	pop {r4, r5, pc}

uat_cmpxchg_8_acquire:
	push {r4, r5, lr}
	mov ip, r0
	ldrd r4, r5, [sp, #12]
	ldrexd r0, r1, [ip]
	cmp r0, r2
	bne.n .L11
	cmp r1, r3
	bne.n .L11
	strexd lr, r4, r5, [ip]
	cmp.w lr, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}

uat_cmpxchg_8_release:
	push {r4, r5, lr}
	mov ip, r0
	ldrd r4, r5, [sp, #12]
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r0, r2
	bne.n .L12
	cmp r1, r3
	bne.n .L12
	strexd lr, r4, r5, [ip]
	cmp.w lr, #0
	bne.n .L4
	pop {r4, r5, pc}

uat_cmpxchg_8_acq_rel:
	push {r4, r5, lr}
	mov ip, r0
	ldrd r4, r5, [sp, #12]
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r0, r2
	bne.n .L12
	cmp r1, r3
	bne.n .L12
	strexd lr, r4, r5, [ip]
	cmp.w lr, #0
	bne.n .L4
	dmb ish
	pop {r4, r5, pc}

uat_cmpxchg_8_seq_cst:
	push {r4, r5, lr}
	mov ip, r0
	ldrd r4, r5, [sp, #12]
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r0, r2
	bne.n .L12
	cmp r1, r3
	bne.n .L12
	strexd lr, r4, r5, [ip]
	cmp.w lr, #0
	bne.n .L4
	dmb ish
	pop {r4, r5, pc}

uat_cmpxchg_8_seq_cst_fence_sc:
	push {r4, r5, lr}
	mov ip, r0
	ldrd r4, r5, [sp, #12]
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r0, r2
	bne.n .L12
	cmp r1, r3
	bne.n .L12
	strexd lr, r4, r5, [ip]
	cmp.w lr, #0
	bne.n .L4
	dmb ish
	pop {r4, r5, pc}

uat_cmpxchg_8_seq_cst_fence:
	push {r4, r5, lr}
	mov ip, r0
	ldrd r4, r5, [sp, #12]
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r0, r2
	bne.n .L12
	cmp r1, r3
	bne.n .L12
	strexd lr, r4, r5, [ip]
	cmp.w lr, #0
	bne.n .L4
	dmb ish
	pop {r4, r5, pc}

uat_cmpxchg_test_8_seq_cst_fence:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd lr, ip, [r0]
	cmp lr, r2
	bne.n .L11
	cmp ip, r3
	bne.n .L11
	strexd r5, r1, r4, [r0]
	cmp r5, #0
	bne.n .L3
	dmb ish
	cmp ip, r3
	it eq
	cmpeq lr, r2
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}

uat_try_cmpxchg_8_relaxed:
	push {r4, r5, lr}
	ldrd r1, r5, [sp, #12]
	ldrexd ip, lr, [r0]
	cmp ip, r2
	bne.n .L10
	cmp lr, r3
	bne.n .L10
	strexd r4, r1, r5, [r0]
	cmp r4, #0
	bne.n .L2
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_8_acquire:
	push {r4, r5, lr}
	ldrd r1, r5, [sp, #12]
	ldrexd ip, lr, [r0]
	cmp ip, r2
	bne.n .L10
	cmp lr, r3
	bne.n .L10
	strexd r4, r1, r5, [r0]
	cmp r4, #0
	bne.n .L2
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_8_release:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	bne.n .L11
	cmp lr, r3
	bne.n .L11
	strexd r5, r1, r4, [r0]
	cmp r5, #0
	bne.n .L3
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_8_acq_rel:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	bne.n .L11
	cmp lr, r3
	bne.n .L11
	strexd r5, r1, r4, [r0]
	cmp r5, #0
	bne.n .L3
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_8_seq_cst:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	bne.n .L11
	cmp lr, r3
	bne.n .L11
	strexd r5, r1, r4, [r0]
	cmp r5, #0
	bne.n .L3
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_8_seq_cst_fence_sc:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	bne.n .L11
	cmp lr, r3
	bne.n .L11
	strexd r5, r1, r4, [r0]
	cmp r5, #0
	bne.n .L3
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_8_seq_cst_fence:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	bne.n .L11
	cmp lr, r3
	bne.n .L11
	strexd r5, r1, r4, [r0]
	cmp r5, #0
	bne.n .L3
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_weak_8_relaxed:
	push {r4, r5, lr}
	ldrd r1, r5, [sp, #12]
	ldrexd ip, lr, [r0]
	cmp ip, r2
	ittt eq
	cmpeq lr, r3
	strexdeq r4, r1, r5, [r0]
	cmpeq r4, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_weak_8_acquire:
	push {r4, r5, lr}
	ldrd r1, r5, [sp, #12]
	ldrexd ip, lr, [r0]
	cmp ip, r2
	ittt eq
	cmpeq lr, r3
	strexdeq r4, r1, r5, [r0]
	cmpeq r4, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_weak_8_release:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	ittt eq
	cmpeq lr, r3
	strexdeq r5, r1, r4, [r0]
	cmpeq r5, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_weak_8_acq_rel:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	ittt eq
	cmpeq lr, r3
	strexdeq r5, r1, r4, [r0]
	cmpeq r5, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_weak_8_seq_cst:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	ittt eq
	cmpeq lr, r3
	strexdeq r5, r1, r4, [r0]
	cmpeq r5, #0
	dmb ish
	ite eq
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	ittt eq
	cmpeq lr, r3
	strexdeq r5, r1, r4, [r0]
	cmpeq r5, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	pop {r4, r5, pc}
	nop

uat_try_cmpxchg_weak_8_seq_cst_fence:
	push {r4, r5, lr}
	ldrd r1, r4, [sp, #12]
	dmb ish
	ldrexd ip, lr, [r0]
	cmp ip, r2
	ittt eq
	cmpeq lr, r3
	strexdeq r5, r1, r4, [r0]
	cmpeq r5, #0
	ite eq
	moveq r0, #1
	movne r0, #0
	dmb ish
	pop {r4, r5, pc}
	nop

uat_xchg_8_relaxed:
	push {lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	strexd lr, r2, r3, [ip]
	cmp.w lr, #0
	bne.n .L2
	ldr.w pc, [sp], #4
	nop

uat_xchg_8_acquire:
	push {lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	strexd lr, r2, r3, [ip]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_xchg_8_release:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	strexd lr, r2, r3, [ip]
	cmp.w lr, #0
	bne.n .L3
	ldr.w pc, [sp], #4
	nop

uat_xchg_8_acq_rel:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	strexd lr, r2, r3, [ip]
	cmp.w lr, #0
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_xchg_8_seq_cst:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	strexd lr, r2, r3, [ip]
	cmp.w lr, #0
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_xchg_8_seq_cst_fence:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	strexd lr, r2, r3, [ip]
	cmp.w lr, #0
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_add_return_8_relaxed:
	push {lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	adds r0, r0, r2
	adc.w r1, r1, r3
	strexd lr, r0, r1, [ip]
	cmp.w lr, #0
	bne.n .L2
	ldr.w pc, [sp], #4

uat_add_return_8_acquire:
	push {lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	adds r0, r0, r2
	adc.w r1, r1, r3
	strexd lr, r0, r1, [ip]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_add_return_8_release:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds r0, r0, r2
	adc.w r1, r1, r3
	strexd lr, r0, r1, [ip]
	cmp.w lr, #0
	bne.n .L3
	ldr.w pc, [sp], #4

uat_add_return_8_acq_rel:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds r0, r0, r2
	adc.w r1, r1, r3
	strexd lr, r0, r1, [ip]
	cmp.w lr, #0
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4

uat_add_return_8_seq_cst:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds r0, r0, r2
	adc.w r1, r1, r3
	strexd lr, r0, r1, [ip]
	cmp.w lr, #0
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4

uat_add_return_8_seq_cst_fence:
	push {lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds r0, r0, r2
	adc.w r1, r1, r3
	strexd lr, r0, r1, [ip]
	cmp.w lr, #0
	bne.n .L3
	dmb ish
	ldr.w pc, [sp], #4

uat_add_8_relaxed:
	push {lr}
	ldrexd r1, ip, [r0]
	adds r1, r1, r2
	adc.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	ldr.w pc, [sp], #4
	nop

uat_add_8_acquire:
	push {lr}
	ldrexd r1, ip, [r0]
	adds r1, r1, r2
	adc.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_add_8_release:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	adds r1, r1, r2
	adc.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	ldr.w pc, [sp], #4
	nop

uat_add_8_acq_rel:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	adds r1, r1, r2
	adc.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_add_8_seq_cst:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	adds r1, r1, r2
	adc.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_add_8_seq_cst_fence:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	adds r1, r1, r2
	adc.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_and_8_relaxed:
	push {lr}
	ldrexd r1, ip, [r0]
	and.w r1, r1, r2
	and.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	ldr.w pc, [sp], #4

uat_and_8_acquire:
	push {lr}
	ldrexd r1, ip, [r0]
	and.w r1, r1, r2
	and.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	dmb ish
	ldr.w pc, [sp], #4

uat_and_8_release:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	and.w r1, r1, r2
	and.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	ldr.w pc, [sp], #4

uat_and_8_acq_rel:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	and.w r1, r1, r2
	and.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_and_8_seq_cst:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	and.w r1, r1, r2
	and.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_and_8_seq_cst_fence:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	and.w r1, r1, r2
	and.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_or_8_relaxed:
	push {lr}
	ldrexd r1, ip, [r0]
	orr.w r1, r1, r2
	orr.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	ldr.w pc, [sp], #4

uat_or_8_acquire:
	push {lr}
	ldrexd r1, ip, [r0]
	orr.w r1, r1, r2
	orr.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	dmb ish
	ldr.w pc, [sp], #4

uat_or_8_release:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	orr.w r1, r1, r2
	orr.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	ldr.w pc, [sp], #4

uat_or_8_acq_rel:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	orr.w r1, r1, r2
	orr.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_or_8_seq_cst:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	orr.w r1, r1, r2
	orr.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_or_8_seq_cst_fence:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	orr.w r1, r1, r2
	orr.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_xor_8_relaxed:
	push {lr}
	ldrexd r1, ip, [r0]
	eor.w r1, r1, r2
	eor.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	ldr.w pc, [sp], #4

uat_xor_8_acquire:
	push {lr}
	ldrexd r1, ip, [r0]
	eor.w r1, r1, r2
	eor.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L1
	dmb ish
	ldr.w pc, [sp], #4

uat_xor_8_release:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	eor.w r1, r1, r2
	eor.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	ldr.w pc, [sp], #4

uat_xor_8_acq_rel:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	eor.w r1, r1, r2
	eor.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_xor_8_seq_cst:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	eor.w r1, r1, r2
	eor.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_xor_8_seq_cst_fence:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	eor.w r1, r1, r2
	eor.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4

uat_fetch_add_8_relaxed:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	adds.w lr, r0, r2
	adc.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	pop {r4, r5, pc}
	nop

uat_fetch_add_8_acquire:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	adds.w lr, r0, r2
	adc.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_add_8_release:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds.w lr, r0, r2
	adc.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	pop {r4, r5, pc}
	nop

uat_fetch_add_8_acq_rel:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds.w lr, r0, r2
	adc.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_add_8_seq_cst:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds.w lr, r0, r2
	adc.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_add_8_seq_cst_fence:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	adds.w lr, r0, r2
	adc.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_and_8_relaxed:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	and.w lr, r0, r2
	and.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	pop {r4, r5, pc}
	nop

uat_fetch_and_8_acquire:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	and.w lr, r0, r2
	and.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_and_8_release:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	and.w lr, r0, r2
	and.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	pop {r4, r5, pc}
	nop

uat_fetch_and_8_acq_rel:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	and.w lr, r0, r2
	and.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_and_8_seq_cst:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	and.w lr, r0, r2
	and.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_and_8_seq_cst_fence:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	and.w lr, r0, r2
	and.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_or_8_relaxed:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	orr.w lr, r0, r2
	orr.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	pop {r4, r5, pc}
	nop

uat_fetch_or_8_acquire:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	orr.w lr, r0, r2
	orr.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_or_8_release:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	orr.w lr, r0, r2
	orr.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	pop {r4, r5, pc}
	nop

uat_fetch_or_8_acq_rel:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	orr.w lr, r0, r2
	orr.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_or_8_seq_cst:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	orr.w lr, r0, r2
	orr.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_or_8_seq_cst_fence:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	orr.w lr, r0, r2
	orr.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_xor_8_relaxed:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	eor.w lr, r0, r2
	eor.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	pop {r4, r5, pc}
	nop

uat_fetch_xor_8_acquire:
	push {r4, r5, lr}
	mov ip, r0
	ldrexd r0, r1, [ip]
	eor.w lr, r0, r2
	eor.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L2
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_xor_8_release:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	eor.w lr, r0, r2
	eor.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	pop {r4, r5, pc}
	nop

uat_fetch_xor_8_acq_rel:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	eor.w lr, r0, r2
	eor.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_xor_8_seq_cst:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	eor.w lr, r0, r2
	eor.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_xor_8_seq_cst_fence:
	push {r4, r5, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	eor.w lr, r0, r2
	eor.w r4, r1, r3
	strexd r5, lr, r4, [ip]
	cmp r5, #0
	bne.n .L3
	dmb ish
	pop {r4, r5, pc}
	nop

uat_fetch_smax_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r0
	sbcs.w r5, r1, r3
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_smax_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r0
	sbcs.w r5, r1, r3
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_smax_8_release:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r0
	sbcs.w r5, r1, r3
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	pop {r4, r5, r6, r7, pc}

uat_fetch_smax_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r0
	sbcs.w r5, r1, r3
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_smax_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r0
	sbcs.w r5, r1, r3
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_smax_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r0
	sbcs.w r5, r1, r3
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umax_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r2
	sbcs.w r5, r3, r1
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_umax_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r2
	sbcs.w r5, r3, r1
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umax_8_release:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r2
	sbcs.w r5, r3, r1
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	pop {r4, r5, r6, r7, pc}

uat_fetch_umax_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r2
	sbcs.w r5, r3, r1
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umax_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r2
	sbcs.w r5, r3, r1
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umax_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r2
	sbcs.w r5, r3, r1
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_smin_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r0
	sbcs.w r5, r3, r1
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_smin_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r0
	sbcs.w r5, r3, r1
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_smin_8_release:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r0
	sbcs.w r5, r3, r1
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	pop {r4, r5, r6, r7, pc}

uat_fetch_smin_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r0
	sbcs.w r5, r3, r1
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_smin_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r0
	sbcs.w r5, r3, r1
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_smin_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r2, r0
	mov lr, r0
	sbcs.w r5, r3, r1
	mov r4, r1
	itt lt
	movlt lr, r2
	movlt r4, r3
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umin_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r2
	sbcs.w r5, r1, r3
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_umin_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r2
	sbcs.w r5, r1, r3
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L18
	cmp r5, r1
	bne.n .L18
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L10
	mov r0, r6
	mov r1, r5
	bne.n .L3
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umin_8_release:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r2
	sbcs.w r5, r1, r3
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	pop {r4, r5, r6, r7, pc}

uat_fetch_umin_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r2
	sbcs.w r5, r1, r3
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umin_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r2
	sbcs.w r5, r1, r3
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_fetch_umin_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r0, r2
	mov lr, r2
	sbcs.w r5, r1, r3
	mov r4, r3
	itt cc
	movcc lr, r0
	movcc r4, r1
	ldrexd r6, r5, [ip]
	cmp r6, r0
	bne.n .L19
	cmp r5, r1
	bne.n .L19
	strexd r7, lr, r4, [ip]
	cmp r7, #0
	bne.n .L11
	mov r0, r6
	mov r1, r5
	bne.n .L4
	dmb ish
	pop {r4, r5, r6, r7, pc}

uat_test_and_set_bit_8_relaxed:
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	push {r4, r5, lr}
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	orr.w lr, r2, r1
	orr.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L9
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_set_bit_8_acquire:
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	push {r4, r5, lr}
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	orr.w lr, r2, r1
	orr.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L9
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_set_bit_8_release:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	orr.w lr, r2, r1
	orr.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_set_bit_8_acq_rel:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	orr.w lr, r2, r1
	orr.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_set_bit_8_seq_cst:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	orr.w lr, r2, r1
	orr.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_set_bit_8_seq_cst_fence:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	orr.w lr, r2, r1
	orr.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	dmb ish
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_clear_bit_8_relaxed:
	and.w r1, r1, #63
	push {r4, r5, r6, r7, lr}
	sub.w r3, r1, #32
	movs r4, #1
	rsb r2, r1, #32
	lsl.w r3, r4, r3
	lsr.w r2, r4, r2
	orrs r3, r2
	lsl.w r1, r4, r1
	mvns r2, r1
	mvn.w ip, r3
	ldrexd lr, r4, [r0]
	and.w r5, lr, r2
	and.w r6, r4, ip
	strexd r7, r5, r6, [r0]
	cmp r7, #0
	bne.n .L11
	and.w r2, lr, r1
	ands r3, r4
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, pc}

uat_test_and_clear_bit_8_acquire:
	and.w r1, r1, #63
	push {r4, r5, r6, r7, lr}
	sub.w r3, r1, #32
	movs r4, #1
	rsb r2, r1, #32
	lsl.w r3, r4, r3
	lsr.w r2, r4, r2
	orrs r3, r2
	lsl.w r1, r4, r1
	mvns r2, r1
	mvn.w ip, r3
	ldrexd lr, r4, [r0]
	and.w r5, lr, r2
	and.w r6, r4, ip
	strexd r7, r5, r6, [r0]
	cmp r7, #0
	bne.n .L11
	and.w r2, lr, r1
	ands r3, r4
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, pc}

uat_test_and_clear_bit_8_release:
	push {r4, r5, r6, r7, lr}
	dmb ish
	and.w r1, r1, #63
	movs r4, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, r4, r1
	lsr.w r2, r4, r2
	lsl.w r3, r4, r3
	orrs r3, r2
	mvns r2, r1
	mvn.w ip, r3
	ldrexd lr, r4, [r0]
	and.w r5, lr, r2
	and.w r6, r4, ip
	strexd r7, r5, r6, [r0]
	cmp r7, #0
	bne.n .L12
	and.w r2, lr, r1
	ands r3, r4
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, pc}

uat_test_and_clear_bit_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	dmb ish
	and.w r1, r1, #63
	movs r4, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, r4, r1
	lsr.w r2, r4, r2
	lsl.w r3, r4, r3
	orrs r3, r2
	mvns r2, r1
	mvn.w ip, r3
	ldrexd lr, r4, [r0]
	and.w r5, lr, r2
	and.w r6, r4, ip
	strexd r7, r5, r6, [r0]
	cmp r7, #0
	bne.n .L12
	and.w r2, lr, r1
	ands r3, r4
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, pc}

uat_test_and_clear_bit_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	dmb ish
	and.w r1, r1, #63
	movs r4, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, r4, r1
	lsr.w r2, r4, r2
	lsl.w r3, r4, r3
	orrs r3, r2
	mvns r2, r1
	mvn.w ip, r3
	ldrexd lr, r4, [r0]
	and.w r5, lr, r2
	and.w r6, r4, ip
	strexd r7, r5, r6, [r0]
	cmp r7, #0
	bne.n .L12
	and.w r2, lr, r1
	ands r3, r4
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, pc}

uat_test_and_clear_bit_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	dmb ish
	and.w r1, r1, #63
	movs r4, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, r4, r1
	lsr.w r2, r4, r2
	lsl.w r3, r4, r3
	orrs r3, r2
	mvns r2, r1
	mvn.w ip, r3
	ldrexd lr, r4, [r0]
	and.w r5, lr, r2
	and.w r6, r4, ip
	strexd r7, r5, r6, [r0]
	cmp r7, #0
	bne.n .L12
	dmb ish
	and.w r2, lr, r1
	ands r3, r4
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, pc}

uat_test_and_change_bit_8_relaxed:
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	push {r4, r5, lr}
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	eor.w lr, r2, r1
	eor.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L9
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_change_bit_8_acquire:
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	push {r4, r5, lr}
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	eor.w lr, r2, r1
	eor.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L9
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_change_bit_8_release:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	eor.w lr, r2, r1
	eor.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_change_bit_8_acq_rel:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	eor.w lr, r2, r1
	eor.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_change_bit_8_seq_cst:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	eor.w lr, r2, r1
	eor.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	dmb ish
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_test_and_change_bit_8_seq_cst_fence:
	push {r4, r5, lr}
	dmb ish
	and.w r1, r1, #63
	mov.w ip, #1
	sub.w r3, r1, #32
	rsb r2, r1, #32
	lsl.w r1, ip, r1
	lsl.w r3, ip, r3
	lsr.w r2, ip, r2
	orrs r3, r2
	ldrexd r2, ip, [r0]
	eor.w lr, r2, r1
	eor.w r4, ip, r3
	strexd r5, lr, r4, [r0]
	cmp r5, #0
	bne.n .L10
	dmb ish
	ands r2, r1
	and.w r3, ip, r3
	orrs r2, r3
	ite ne
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, pc}

uat_fetch_add_unless_8_relaxed:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	mov ip, r0
	ldrd r6, r5, [sp, #28]
	ldrexd r0, r1, [r0]
	cmp r5, r1
	it eq
	cmpeq r6, r0
	beq.n .L21
	adds.w lr, r2, r0
	adc.w r4, r1, r3
	ldrexd r8, r7, [ip]
	cmp r8, r0
	bne.n .L18
	cmp r7, r1
	bne.n .L18
	strexd r9, lr, r4, [ip]
	cmp.w r9, #0
	bne.n .L10
	mov r0, r8
	mov r1, r7
	bne.n .L4
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	nop

uat_fetch_add_unless_8_acquire:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	mov ip, r0
	ldrd r6, r5, [sp, #28]
	ldrexd r0, r1, [r0]
	cmp r5, r1
	it eq
	cmpeq r6, r0
	beq.n .L22
	adds.w lr, r2, r0
	adc.w r4, r1, r3
	ldrexd r8, r7, [ip]
	cmp r8, r0
	bne.n .L18
	cmp r7, r1
	bne.n .L18
	strexd r9, lr, r4, [ip]
	cmp.w r9, #0
	bne.n .L10
	mov r0, r8
	mov r1, r7
	bne.n .L4
	dmb ish
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	nop

uat_fetch_add_unless_8_release:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	mov ip, r0
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r5, r1
	it eq
	cmpeq r6, r0
	beq.n .L22
	adds.w lr, r2, r0
	adc.w r4, r1, r3
	ldrexd r8, r7, [ip]
	cmp r8, r0
	bne.n .L19
	cmp r7, r1
	bne.n .L19
	strexd r9, lr, r4, [ip]
	cmp.w r9, #0
	bne.n .L11
	mov r0, r8
	mov r1, r7
	bne.n .L5
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	nop

uat_fetch_add_unless_8_acq_rel:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	mov ip, r0
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r5, r1
	it eq
	cmpeq r6, r0
	beq.n .L23
	adds.w lr, r2, r0
	adc.w r4, r1, r3
	ldrexd r8, r7, [ip]
	cmp r8, r0
	bne.n .L19
	cmp r7, r1
	bne.n .L19
	strexd r9, lr, r4, [ip]
	cmp.w r9, #0
	bne.n .L11
	mov r0, r8
	mov r1, r7
	bne.n .L5
	dmb ish
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	nop

uat_fetch_add_unless_8_seq_cst:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	mov ip, r0
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r5, r1
	it eq
	cmpeq r6, r0
	beq.n .L23
	adds.w lr, r2, r0
	adc.w r4, r1, r3
	ldrexd r8, r7, [ip]
	cmp r8, r0
	bne.n .L19
	cmp r7, r1
	bne.n .L19
	strexd r9, lr, r4, [ip]
	cmp.w r9, #0
	bne.n .L11
	mov r0, r8
	mov r1, r7
	bne.n .L5
	dmb ish
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	nop

uat_fetch_add_unless_8_seq_cst_fence:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	mov ip, r0
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r0, r1, [r0]
	cmp r5, r1
	it eq
	cmpeq r6, r0
	beq.n .L23
	adds.w lr, r2, r0
	adc.w r4, r1, r3
	ldrexd r8, r7, [ip]
	cmp r8, r0
	bne.n .L19
	cmp r7, r1
	bne.n .L19
	strexd r9, lr, r4, [ip]
	cmp.w r9, #0
	bne.n .L11
	mov r0, r8
	mov r1, r7
	bne.n .L5
	dmb ish
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	nop

uat_add_unless_8_relaxed:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	ldrd r6, r5, [sp, #28]
	ldrexd r1, ip, [r0]
	cmp r5, ip
	it eq
	cmpeq r6, r1
	beq.n .L22
	adds.w lr, r2, r1
	adc.w r4, ip, r3
	ldrexd r8, r7, [r0]
	cmp r8, r1
	bne.n .L17
	cmp r7, ip
	bne.n .L17
	strexd r9, lr, r4, [r0]
	cmp.w r9, #0
	bne.n .L9
	mov r1, r8
	mov ip, r7
	bne.n .L3
	movs r0, #1
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	movs r0, #0
	b.n .L21
	nop

uat_add_unless_8_acquire:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	ldrd r6, r5, [sp, #28]
	ldrexd r1, ip, [r0]
	cmp r5, ip
	it eq
	cmpeq r6, r1
	beq.n .L23
	adds.w lr, r2, r1
	adc.w r4, ip, r3
	ldrexd r8, r7, [r0]
	cmp r8, r1
	bne.n .L17
	cmp r7, ip
	bne.n .L17
	strexd r9, lr, r4, [r0]
	cmp.w r9, #0
	bne.n .L9
	mov r1, r8
	mov ip, r7
	bne.n .L3
	movs r0, #1
	dmb ish
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	movs r0, #0
	b.n .L22
	nop

uat_add_unless_8_release:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r1, ip, [r0]
	cmp r5, ip
	it eq
	cmpeq r6, r1
	beq.n .L23
	adds.w lr, r2, r1
	adc.w r4, ip, r3
	ldrexd r8, r7, [r0]
	cmp r8, r1
	bne.n .L18
	cmp r7, ip
	bne.n .L18
	strexd r9, lr, r4, [r0]
	cmp.w r9, #0
	bne.n .L10
	mov r1, r8
	mov ip, r7
	bne.n .L4
	movs r0, #1
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	movs r0, #0
	b.n .L22
	nop

uat_add_unless_8_acq_rel:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r1, ip, [r0]
	cmp r5, ip
	it eq
	cmpeq r6, r1
	beq.n .L24
	adds.w lr, r2, r1
	adc.w r4, ip, r3
	ldrexd r8, r7, [r0]
	cmp r8, r1
	bne.n .L18
	cmp r7, ip
	bne.n .L18
	strexd r9, lr, r4, [r0]
	cmp.w r9, #0
	bne.n .L10
	mov r1, r8
	mov ip, r7
	bne.n .L4
	movs r0, #1
	dmb ish
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	movs r0, #0
	b.n .L23
	nop

uat_add_unless_8_seq_cst:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r1, ip, [r0]
	cmp r5, ip
	it eq
	cmpeq r6, r1
	beq.n .L24
	adds.w lr, r2, r1
	adc.w r4, ip, r3
	ldrexd r8, r7, [r0]
	cmp r8, r1
	bne.n .L18
	cmp r7, ip
	bne.n .L18
	strexd r9, lr, r4, [r0]
	cmp.w r9, #0
	bne.n .L10
	mov r1, r8
	mov ip, r7
	bne.n .L4
	movs r0, #1
	dmb ish
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	movs r0, #0
	b.n .L23
	nop

uat_add_unless_8_seq_cst_fence:
	stmdb sp!, {r4, r5, r6, r7, r8, r9, lr}
	ldrd r6, r5, [sp, #28]
	dmb ish
	ldrexd r1, ip, [r0]
	cmp r5, ip
	it eq
	cmpeq r6, r1
	beq.n .L24
	adds.w lr, r2, r1
	adc.w r4, ip, r3
	ldrexd r8, r7, [r0]
	cmp r8, r1
	bne.n .L18
	cmp r7, ip
	bne.n .L18
	strexd r9, lr, r4, [r0]
	cmp.w r9, #0
	bne.n .L10
	mov r1, r8
	mov ip, r7
	bne.n .L4
	dmb ish
	movs r0, #1
	ldmia.w sp!, {r4, r5, r6, r7, r8, r9, pc}
	movs r0, #0
	b.n .L23
	nop

uat_dec_if_positive_8_relaxed:
	push {r4, r5, lr}
	ldrexd r3, r1, [r0]
	cmp r3, #1
	sbcs.w r2, r1, #0
	blt.n .L21
	subs r2, r3, #1
	adc.w ip, r1, #4294967295
	ldrexd r4, lr, [r0]
	cmp r4, r3
	bne.n .L15
	cmp lr, r1
	bne.n .L15
	strexd r5, r2, ip, [r0]
	cmp r5, #0
	bne.n .L7
	mov r3, r4
	mov r1, lr
	bne.n .L2
	subs r0, r4, #1
	sbc.w r1, lr, #0
	pop {r4, r5, pc}
	add.w r2, r1, #2147483648
	orrs r2, r3
	ite ne
	movne r2, #1
	moveq r2, #0
	subs r0, r3, r2
	sbc.w r1, r1, #0
	pop {r4, r5, pc}
	nop

uat_dec_if_positive_8_acquire:
	push {r4, r5, lr}
	ldrexd r3, r1, [r0]
	cmp r3, #1
	sbcs.w r2, r1, #0
	blt.n .L22
	subs r2, r3, #1
	adc.w ip, r1, #4294967295
	ldrexd r4, lr, [r0]
	cmp r4, r3
	bne.n .L15
	cmp lr, r1
	bne.n .L15
	strexd r5, r2, ip, [r0]
	cmp r5, #0
	bne.n .L7
	mov r3, r4
	mov r1, lr
	bne.n .L2
	subs r0, r4, #1
	dmb ish
	sbc.w r1, lr, #0
	pop {r4, r5, pc}
	add.w r2, r1, #2147483648
	orrs r2, r3
	ite ne
	movne r2, #1
	moveq r2, #0
	subs r0, r3, r2
	sbc.w r1, r1, #0
	pop {r4, r5, pc}
	nop

uat_dec_if_positive_8_release:
	push {r4, r5, lr}
	dmb ish
	ldrexd r3, r1, [r0]
	cmp r3, #1
	sbcs.w r2, r1, #0
	blt.n .L22
	subs r2, r3, #1
	adc.w ip, r1, #4294967295
	ldrexd r4, lr, [r0]
	cmp r4, r3
	bne.n .L16
	cmp lr, r1
	bne.n .L16
	strexd r5, r2, ip, [r0]
	cmp r5, #0
	bne.n .L8
	mov r3, r4
	mov r1, lr
	bne.n .L3
	subs r0, r4, #1
	sbc.w r1, lr, #0
	pop {r4, r5, pc}
	add.w r2, r1, #2147483648
	orrs r2, r3
	ite ne
	movne r2, #1
	moveq r2, #0
	subs r0, r3, r2
	sbc.w r1, r1, #0
	pop {r4, r5, pc}
	nop

uat_dec_if_positive_8_acq_rel:
	push {r4, r5, lr}
	dmb ish
	ldrexd r3, r1, [r0]
	cmp r3, #1
	sbcs.w r2, r1, #0
	blt.n .L23
	subs r2, r3, #1
	adc.w ip, r1, #4294967295
	ldrexd r4, lr, [r0]
	cmp r4, r3
	bne.n .L16
	cmp lr, r1
	bne.n .L16
	strexd r5, r2, ip, [r0]
	cmp r5, #0
	bne.n .L8
	mov r3, r4
	mov r1, lr
	bne.n .L3
	subs r0, r4, #1
	dmb ish
	sbc.w r1, lr, #0
	pop {r4, r5, pc}
	add.w r2, r1, #2147483648
	orrs r2, r3
	ite ne
	movne r2, #1
	moveq r2, #0
	subs r0, r3, r2
	sbc.w r1, r1, #0
	pop {r4, r5, pc}
	nop

uat_dec_if_positive_8_seq_cst:
	push {r4, r5, lr}
	dmb ish
	ldrexd r3, r1, [r0]
	cmp r3, #1
	sbcs.w r2, r1, #0
	blt.n .L23
	subs r2, r3, #1
	adc.w ip, r1, #4294967295
	ldrexd r4, lr, [r0]
	cmp r4, r3
	bne.n .L16
	cmp lr, r1
	bne.n .L16
	strexd r5, r2, ip, [r0]
	cmp r5, #0
	bne.n .L8
	mov r3, r4
	mov r1, lr
	bne.n .L3
	subs r0, r4, #1
	dmb ish
	sbc.w r1, lr, #0
	pop {r4, r5, pc}
	add.w r2, r1, #2147483648
	orrs r2, r3
	ite ne
	movne r2, #1
	moveq r2, #0
	subs r0, r3, r2
	sbc.w r1, r1, #0
	pop {r4, r5, pc}
	nop

uat_dec_if_positive_8_seq_cst_fence:
	push {r4, r5, lr}
	dmb ish
	ldrexd r3, r1, [r0]
	cmp r3, #1
	sbcs.w r2, r1, #0
	blt.n .L23
	subs r2, r3, #1
	adc.w ip, r1, #4294967295
	ldrexd r4, lr, [r0]
	cmp r4, r3
	bne.n .L16
	cmp lr, r1
	bne.n .L16
	strexd r5, r2, ip, [r0]
	cmp r5, #0
	bne.n .L8
	mov r3, r4
	mov r1, lr
	bne.n .L3
	subs r0, r4, #1
	sbc.w r1, lr, #0
	dmb ish
	pop {r4, r5, pc}
	add.w r2, r1, #2147483648
	orrs r2, r3
	ite ne
	movne r2, #1
	moveq r2, #0
	subs r0, r3, r2
	sbc.w r1, r1, #0
	pop {r4, r5, pc}
	nop

uat_cond_load_8_relaxed:
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L7
	bx lr
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L7
	bx lr
	nop

uat_cond_load_8_consume:
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L7
	bx lr
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L7
	bx lr
	nop

uat_cond_load_8_acquire:
	mov ip, r0
	ldrexd r0, r1, [r0]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L8
	dmb ish
	bx lr
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L8
	dmb ish
	bx lr
	nop

uat_cond_load_8_seq_cst:
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L1
	dmb ish
	bx lr

uat_cond_load_8_seq_cst_fence:
	mov ip, r0
	dmb ish
	ldrexd r0, r1, [ip]
	cmp r3, r1
	it eq
	cmpeq r2, r0
	bne.n .L1
	dmb ish
	bx lr

uat_inc_8_relaxed:
	ldrexd r3, r2, [r0]
	adds r3, #1
	adc.w r2, r2, #0
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L0
	bx lr

uat_inc_8_acquire:
	ldrexd r3, r2, [r0]
	adds r3, #1
	adc.w r2, r2, #0
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L0
	dmb ish
	bx lr

uat_inc_8_release:
	dmb ish
	ldrexd r3, r2, [r0]
	adds r3, #1
	adc.w r2, r2, #0
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	bx lr

uat_inc_8_acq_rel:
	dmb ish
	ldrexd r3, r2, [r0]
	adds r3, #1
	adc.w r2, r2, #0
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	dmb ish
	bx lr

uat_inc_8_seq_cst:
	dmb ish
	ldrexd r3, r2, [r0]
	adds r3, #1
	adc.w r2, r2, #0
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	dmb ish
	bx lr

uat_inc_8_seq_cst_fence:
	dmb ish
	ldrexd r3, r2, [r0]
	adds r3, #1
	adc.w r2, r2, #0
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	dmb ish
	bx lr

uat_dec_8_relaxed:
	ldrexd r3, r2, [r0]
	adds.w r3, r3, #4294967295
	adc.w r2, r2, #4294967295
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L0
	bx lr
	nop

uat_dec_8_acquire:
	ldrexd r3, r2, [r0]
	adds.w r3, r3, #4294967295
	adc.w r2, r2, #4294967295
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L0
	dmb ish
	bx lr
	nop

uat_dec_8_release:
	dmb ish
	ldrexd r3, r2, [r0]
	adds.w r3, r3, #4294967295
	adc.w r2, r2, #4294967295
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	bx lr
	nop

uat_dec_8_acq_rel:
	dmb ish
	ldrexd r3, r2, [r0]
	adds.w r3, r3, #4294967295
	adc.w r2, r2, #4294967295
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_8_seq_cst:
	dmb ish
	ldrexd r3, r2, [r0]
	adds.w r3, r3, #4294967295
	adc.w r2, r2, #4294967295
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_dec_8_seq_cst_fence:
	dmb ish
	ldrexd r3, r2, [r0]
	adds.w r3, r3, #4294967295
	adc.w r2, r2, #4294967295
	strexd r1, r3, r2, [r0]
	cmp r1, #0
	bne.n .L1
	dmb ish
	bx lr
	nop

uat_add_around_8_mb:
	push {lr}
	dmb ish
	ldrexd r1, ip, [r0]
	adds r1, r1, r2
	adc.w ip, ip, r3
	strexd lr, r1, ip, [r0]
	cmp.w lr, #0
	bne.n .L2
	dmb ish
	ldr.w pc, [sp], #4
	nop

uat_smp_mb:
	dmb ish
	bx lr
	nop

uat_smp_rmb:
	dmb ish
	bx lr
	nop

uat_smp_wmb:
	dmb ishst
	bx lr
	nop

uat_mb:
	dmb sy
	bx lr
	nop

uat_rmb:
	dmb sy
	bx lr
	nop

uat_wmb:
	dmb st
	bx lr
	nop

