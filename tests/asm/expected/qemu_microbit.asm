uat_load_1_relaxed:
	ldrb r0, [r0, #0]
	uxtb r0, r0
	bx lr
	nop

uat_load_1_consume:
	ldrb r0, [r0, #0]
	uxtb r0, r0
	bx lr
	nop

uat_load_1_acquire:
	ldrb r0, [r0, #0]
	uxtb r0, r0
	bx lr
	nop

uat_load_1_seq_cst:
	ldrb r0, [r0, #0]
	uxtb r0, r0
	bx lr
	nop

uat_load_1_seq_cst_fence:
	ldrb r0, [r0, #0]
	uxtb r0, r0
	bx lr
	nop

uat_store_1_relaxed:
	strb r1, [r0, #0]
	bx lr

uat_store_1_release:
	strb r1, [r0, #0]
	bx lr

uat_store_1_seq_cst:
	strb r1, [r0, #0]
	bx lr

uat_store_1_seq_cst_fence:
	strb r1, [r0, #0]
	bx lr

uat_cmpxchg_1_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r1, r4
	bne.n .L9
	strb r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_1_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r1, r4
	bne.n .L9
	strb r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_1_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r1, r4
	bne.n .L9
	strb r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_1_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r1, r4
	bne.n .L9
	strb r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_1_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r1, r4
	bne.n .L9
	strb r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_1_seq_cst_fence_sc:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r1, r4
	bne.n .L9
	strb r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_1_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r1, r4
	bne.n .L9
	strb r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_test_1_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_1_relaxed:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_1_acquire:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_1_release:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_1_acq_rel:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_1_seq_cst:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_1_seq_cst_fence_sc:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_1_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_1_relaxed:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_1_acquire:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_1_release:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_1_acq_rel:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_1_seq_cst:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_1_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r1, r3
	bne.n .L8
	strb r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_xchg_1_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	strb r1, [r3, #0]
	uxtb r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_1_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	strb r1, [r3, #0]
	uxtb r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_1_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	strb r1, [r3, #0]
	uxtb r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_1_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	strb r1, [r3, #0]
	uxtb r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_1_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	strb r1, [r3, #0]
	uxtb r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_1_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	strb r1, [r3, #0]
	uxtb r0, r0
	msr PRIMASK, r2
	bx lr

uat_add_return_1_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	adds r0, r1, r0
	uxtb r0, r0
	strb r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_1_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	adds r0, r1, r0
	uxtb r0, r0
	strb r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_1_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	adds r0, r1, r0
	uxtb r0, r0
	strb r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_1_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	adds r0, r1, r0
	uxtb r0, r0
	strb r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_1_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	adds r0, r1, r0
	uxtb r0, r0
	strb r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_1_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	adds r0, r1, r0
	uxtb r0, r0
	strb r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_1_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_1_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_1_release:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_1_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_1_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_1_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_and_1_relaxed:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrb r1, [r0, #0]
	ands r1, r3
	strb r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_1_acquire:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrb r1, [r0, #0]
	ands r1, r3
	strb r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_1_release:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrb r1, [r0, #0]
	ands r1, r3
	strb r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_1_acq_rel:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrb r1, [r0, #0]
	ands r1, r3
	strb r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_1_seq_cst:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrb r1, [r0, #0]
	ands r1, r3
	strb r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_1_seq_cst_fence:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrb r1, [r0, #0]
	ands r1, r3
	strb r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_or_1_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_1_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_1_release:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_1_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_1_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_1_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_1_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_1_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_1_release:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_1_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_1_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_1_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	strb r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_fetch_add_1_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_1_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_1_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_1_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_1_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_1_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_and_1_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r0, r2
	ands r2, r1
	strb r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_1_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r0, r2
	ands r2, r1
	strb r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_1_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r0, r2
	ands r2, r1
	strb r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_1_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r0, r2
	ands r2, r1
	strb r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_1_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r0, r2
	ands r2, r1
	strb r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_1_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r0, r2
	ands r2, r1
	strb r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_1_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_1_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_1_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_1_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_1_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_1_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	orrs r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_1_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_1_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_1_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_1_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_1_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_1_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	eors r1, r2
	uxtb r0, r2
	strb r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smax_1_relaxed:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	ble.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_1_acquire:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	ble.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_1_release:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	ble.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_1_acq_rel:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	ble.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_1_seq_cst:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	ble.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_1_seq_cst_fence:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	ble.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_1_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_1_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_1_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_1_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_1_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_1_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_1_relaxed:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	bge.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_1_acquire:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	bge.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_1_release:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	bge.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_1_acq_rel:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	bge.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_1_seq_cst:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	bge.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_1_seq_cst_fence:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r0, [r0, #0]
	uxtb r4, r0
	sxtb r0, r0
	cmp r1, r0
	bge.n .L10
	uxtb r4, r1
	strb r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_1_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_1_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_1_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_1_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_1_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_1_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r4, r1, #0
	uxtb r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strb r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_test_and_set_bit_1_relaxed:
	movs r3, #7
	ands r1, r3
	subs r3, #6
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	orrs r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_set_bit_1_acquire:
	movs r3, #7
	ands r1, r3
	subs r3, #6
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	orrs r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_set_bit_1_release:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	orrs r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_set_bit_1_acq_rel:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	orrs r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_set_bit_1_seq_cst:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	orrs r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_set_bit_1_seq_cst_fence:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	orrs r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_clear_bit_1_relaxed:
	movs r3, #7
	ands r1, r3
	subs r3, #6
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	bics r2, r3
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_clear_bit_1_acquire:
	movs r3, #7
	ands r1, r3
	subs r3, #6
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	bics r2, r3
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_clear_bit_1_release:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	bics r2, r3
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_clear_bit_1_acq_rel:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	bics r2, r3
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_clear_bit_1_seq_cst:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	bics r2, r3
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_clear_bit_1_seq_cst_fence:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	bics r2, r3
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_change_bit_1_relaxed:
	movs r3, #7
	ands r1, r3
	subs r3, #6
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	eors r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_change_bit_1_acquire:
	movs r3, #7
	ands r1, r3
	subs r3, #6
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	eors r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_change_bit_1_release:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	eors r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_change_bit_1_acq_rel:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	eors r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_change_bit_1_seq_cst:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	eors r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_change_bit_1_seq_cst_fence:
	movs r3, r1
	movs r1, #7
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r1, r2
	eors r2, r3
	uxtb r2, r2
	strb r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_fetch_add_unless_1_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxtb r1, r1
	strb r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_1_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxtb r1, r1
	strb r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_1_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxtb r1, r1
	strb r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_1_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxtb r1, r1
	strb r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_1_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxtb r1, r1
	strb r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_1_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r4, [r0, #0]
	uxtb r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxtb r1, r1
	strb r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_add_unless_1_relaxed:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxtb r1, r1
	strb r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_1_acquire:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxtb r1, r1
	strb r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_1_release:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxtb r1, r1
	strb r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_1_acq_rel:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxtb r1, r1
	strb r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_1_seq_cst:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxtb r1, r1
	strb r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_1_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	uxtb r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxtb r1, r1
	strb r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_dec_if_positive_1_relaxed:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r3, r2
	sxtb r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxtb r0, r3
	strb r0, [r1, #0]
	msr PRIMASK, ip
	sxtb r0, r0
	bx lr
	movs r2, r3
	subs r2, #128
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxtb r0, r0
	b.n .L11
	nop

uat_dec_if_positive_1_acquire:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r3, r2
	sxtb r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxtb r0, r3
	strb r0, [r1, #0]
	msr PRIMASK, ip
	sxtb r0, r0
	bx lr
	movs r2, r3
	subs r2, #128
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxtb r0, r0
	b.n .L11
	nop

uat_dec_if_positive_1_release:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r3, r2
	sxtb r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxtb r0, r3
	strb r0, [r1, #0]
	msr PRIMASK, ip
	sxtb r0, r0
	bx lr
	movs r2, r3
	subs r2, #128
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxtb r0, r0
	b.n .L11
	nop

uat_dec_if_positive_1_acq_rel:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r3, r2
	sxtb r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxtb r0, r3
	strb r0, [r1, #0]
	msr PRIMASK, ip
	sxtb r0, r0
	bx lr
	movs r2, r3
	subs r2, #128
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxtb r0, r0
	b.n .L11
	nop

uat_dec_if_positive_1_seq_cst:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r3, r2
	sxtb r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxtb r0, r3
	strb r0, [r1, #0]
	msr PRIMASK, ip
	sxtb r0, r0
	bx lr
	movs r2, r3
	subs r2, #128
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxtb r0, r0
	b.n .L11
	nop

uat_dec_if_positive_1_seq_cst_fence:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	uxtb r3, r2
	sxtb r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxtb r0, r3
	strb r0, [r1, #0]
	msr PRIMASK, ip
	sxtb r0, r0
	bx lr
	movs r2, r3
	subs r2, #128
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxtb r0, r0
	b.n .L11
	nop

uat_cond_load_1_relaxed:
	ldrb r2, [r0, #0]
	movs r3, r0
	uxtb r0, r2
	cmp r1, r2
	bne.n .L6
	bx lr
	ldrb r2, [r3, #0]
	uxtb r0, r2
	cmp r1, r2
	beq.n .L5
	b.n .L6
	nop

uat_cond_load_1_consume:
	ldrb r2, [r0, #0]
	movs r3, r0
	uxtb r0, r2
	cmp r1, r2
	bne.n .L6
	bx lr
	ldrb r2, [r3, #0]
	uxtb r0, r2
	cmp r1, r2
	beq.n .L5
	b.n .L6
	nop

uat_cond_load_1_acquire:
	ldrb r2, [r0, #0]
	movs r3, r0
	uxtb r0, r2
	cmp r1, r2
	bne.n .L6
	bx lr
	ldrb r2, [r3, #0]
	uxtb r0, r2
	cmp r1, r2
	beq.n .L5
	b.n .L6
	nop

uat_cond_load_1_seq_cst:
	movs r3, r0
	ldrb r2, [r3, #0]
	uxtb r0, r2
	cmp r1, r2
	bne.n .L1
	bx lr

uat_cond_load_1_seq_cst_fence:
	movs r3, r0
	ldrb r2, [r3, #0]
	uxtb r0, r2
	cmp r1, r2
	bne.n .L1
	bx lr

uat_inc_1_relaxed:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	adds r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_1_acquire:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	adds r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_1_release:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	adds r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_1_acq_rel:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	adds r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_1_seq_cst:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	adds r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_1_seq_cst_fence:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	adds r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_1_relaxed:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	subs r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_1_acquire:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	subs r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_1_release:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	subs r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_1_acq_rel:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	subs r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_1_seq_cst:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	subs r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_1_seq_cst_fence:
	mrs r2, PRIMASK
	cpsid i
	ldrb r3, [r0, #0]
	subs r3, #1
	uxtb r3, r3
	strb r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_add_around_1_mb:
	mrs r3, PRIMASK
	cpsid i
	ldrb r2, [r0, #0]
	adds r1, r1, r2
	uxtb r1, r1
	strb r1, [r0, #0]
	msr PRIMASK, r3
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
	uxth r0, r0
	bx lr
	nop

uat_load_2_seq_cst:
	ldrh r0, [r0, #0]
	uxth r0, r0
	bx lr
	nop

uat_load_2_seq_cst_fence:
	ldrh r0, [r0, #0]
	uxth r0, r0
	bx lr
	nop

uat_store_2_relaxed:
	strh r1, [r0, #0]
	bx lr

uat_store_2_release:
	strh r1, [r0, #0]
	bx lr

uat_store_2_seq_cst:
	strh r1, [r0, #0]
	bx lr

uat_store_2_seq_cst_fence:
	strh r1, [r0, #0]
	bx lr

uat_cmpxchg_2_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r1, r4
	bne.n .L9
	strh r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_2_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r1, r4
	bne.n .L9
	strh r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_2_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r1, r4
	bne.n .L9
	strh r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_2_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r1, r4
	bne.n .L9
	strh r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_2_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r1, r4
	bne.n .L9
	strh r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_2_seq_cst_fence_sc:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r1, r4
	bne.n .L9
	strh r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_2_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r1, r4
	bne.n .L9
	strh r2, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_cmpxchg_test_2_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_2_relaxed:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_2_acquire:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_2_release:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_2_acq_rel:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_2_seq_cst:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_2_seq_cst_fence_sc:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_2_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_2_relaxed:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_2_acquire:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_2_release:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_2_acq_rel:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_2_seq_cst:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_try_cmpxchg_weak_2_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r1, r3
	bne.n .L8
	strh r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r4
	negs r3, r0
	adcs r0, r3
	pop {r4, pc}
	nop

uat_xchg_2_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	strh r1, [r3, #0]
	uxth r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_2_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	strh r1, [r3, #0]
	uxth r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_2_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	strh r1, [r3, #0]
	uxth r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_2_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	strh r1, [r3, #0]
	uxth r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_2_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	strh r1, [r3, #0]
	uxth r0, r0
	msr PRIMASK, r2
	bx lr

uat_xchg_2_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	strh r1, [r3, #0]
	uxth r0, r0
	msr PRIMASK, r2
	bx lr

uat_add_return_2_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	adds r0, r1, r0
	uxth r0, r0
	strh r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_2_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	adds r0, r1, r0
	uxth r0, r0
	strh r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_2_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	adds r0, r1, r0
	uxth r0, r0
	strh r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_2_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	adds r0, r1, r0
	uxth r0, r0
	strh r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_2_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	adds r0, r1, r0
	uxth r0, r0
	strh r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_2_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	adds r0, r1, r0
	uxth r0, r0
	strh r0, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_2_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_2_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_2_release:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_2_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_2_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_add_2_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_and_2_relaxed:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrh r1, [r0, #0]
	ands r1, r3
	strh r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_2_acquire:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrh r1, [r0, #0]
	ands r1, r3
	strh r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_2_release:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrh r1, [r0, #0]
	ands r1, r3
	strh r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_2_acq_rel:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrh r1, [r0, #0]
	ands r1, r3
	strh r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_2_seq_cst:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrh r1, [r0, #0]
	ands r1, r3
	strh r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_2_seq_cst_fence:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldrh r1, [r0, #0]
	ands r1, r3
	strh r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_or_2_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_2_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_2_release:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_2_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_2_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_2_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_2_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_2_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_2_release:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_2_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_2_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_2_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_fetch_add_2_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_2_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_2_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_2_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_2_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_2_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_and_2_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r0, r2
	ands r2, r1
	strh r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_2_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r0, r2
	ands r2, r1
	strh r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_2_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r0, r2
	ands r2, r1
	strh r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_2_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r0, r2
	ands r2, r1
	strh r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_2_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r0, r2
	ands r2, r1
	strh r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_and_2_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r0, r2
	ands r2, r1
	strh r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_2_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_2_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_2_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_2_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_2_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_or_2_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	orrs r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_2_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_2_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_2_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_2_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_2_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_xor_2_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	eors r1, r2
	uxth r0, r2
	strh r1, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smax_2_relaxed:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	ble.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_2_acquire:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	ble.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_2_release:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	ble.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_2_acq_rel:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	ble.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_2_seq_cst:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	ble.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smax_2_seq_cst_fence:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	ble.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_2_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_2_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_2_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_2_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_2_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umax_2_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bcs.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_2_relaxed:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	bge.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_2_acquire:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	bge.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_2_release:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	bge.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_2_acq_rel:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	bge.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_2_seq_cst:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	bge.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_smin_2_seq_cst_fence:
	movs r2, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r0, [r0, #0]
	uxth r4, r0
	sxth r0, r0
	cmp r1, r0
	bge.n .L10
	uxth r4, r1
	strh r4, [r2, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_2_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_2_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_2_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_2_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_2_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_umin_2_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r4, r1, #0
	uxth r0, r2
	cmp r1, r2
	bls.n .L10
	adds r4, r0, #0
	strh r4, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_test_and_set_bit_2_relaxed:
	movs r3, #15
	ands r1, r3
	subs r3, #14
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	orrs r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_set_bit_2_acquire:
	movs r3, #15
	ands r1, r3
	subs r3, #14
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	orrs r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_set_bit_2_release:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	orrs r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_set_bit_2_acq_rel:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	orrs r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_set_bit_2_seq_cst:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	orrs r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_set_bit_2_seq_cst_fence:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	orrs r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_clear_bit_2_relaxed:
	movs r3, #15
	ands r1, r3
	subs r3, #14
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	bics r2, r3
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_clear_bit_2_acquire:
	movs r3, #15
	ands r1, r3
	subs r3, #14
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	bics r2, r3
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_clear_bit_2_release:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	bics r2, r3
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_clear_bit_2_acq_rel:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	bics r2, r3
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_clear_bit_2_seq_cst:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	bics r2, r3
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_clear_bit_2_seq_cst_fence:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	bics r2, r3
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_change_bit_2_relaxed:
	movs r3, #15
	ands r1, r3
	subs r3, #14
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	eors r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_change_bit_2_acquire:
	movs r3, #15
	ands r1, r3
	subs r3, #14
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	eors r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr
	nop

uat_test_and_change_bit_2_release:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	eors r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_change_bit_2_acq_rel:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	eors r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_change_bit_2_seq_cst:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	eors r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_test_and_change_bit_2_seq_cst_fence:
	movs r3, r1
	movs r1, #15
	ands r1, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r1, r2
	eors r2, r3
	uxth r2, r2
	strh r2, [r0, #0]
	msr PRIMASK, ip
	ands r3, r1
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	bx lr

uat_fetch_add_unless_2_relaxed:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxth r1, r1
	strh r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_2_acquire:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxth r1, r1
	strh r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_2_release:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxth r1, r1
	strh r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_2_acq_rel:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxth r1, r1
	strh r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_2_seq_cst:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxth r1, r1
	strh r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_fetch_add_unless_2_seq_cst_fence:
	movs r3, r0
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r4, [r0, #0]
	uxth r0, r4
	cmp r2, r4
	beq.n .L11
	adds r1, r1, r0
	uxth r1, r1
	strh r1, [r3, #0]
	msr PRIMASK, ip
	pop {r4, pc}
	nop

uat_add_unless_2_relaxed:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxth r1, r1
	strh r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_2_acquire:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxth r1, r1
	strh r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_2_release:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxth r1, r1
	strh r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_2_acq_rel:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxth r1, r1
	strh r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_2_seq_cst:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxth r1, r1
	strh r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_add_unless_2_seq_cst_fence:
	push {r4, lr}
	mrs ip, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	uxth r4, r3
	cmp r2, r3
	beq.n .L13
	adds r1, r1, r4
	uxth r1, r1
	strh r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	pop {r4, pc}
	movs r0, #0
	b.n .L11
	nop

uat_dec_if_positive_2_relaxed:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r3, r2
	sxth r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxth r0, r3
	strh r0, [r1, #0]
	msr PRIMASK, ip
	sxth r0, r0
	bx lr
	ldr r2, [pc, #12]
	adds r2, r3, r2
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxth r0, r0
	b.n .L11
	nop
	.word 0xffff8000

uat_dec_if_positive_2_acquire:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r3, r2
	sxth r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxth r0, r3
	strh r0, [r1, #0]
	msr PRIMASK, ip
	sxth r0, r0
	bx lr
	ldr r2, [pc, #12]
	adds r2, r3, r2
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxth r0, r0
	b.n .L11
	nop
	.word 0xffff8000

uat_dec_if_positive_2_release:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r3, r2
	sxth r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxth r0, r3
	strh r0, [r1, #0]
	msr PRIMASK, ip
	sxth r0, r0
	bx lr
	ldr r2, [pc, #12]
	adds r2, r3, r2
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxth r0, r0
	b.n .L11
	nop
	.word 0xffff8000

uat_dec_if_positive_2_acq_rel:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r3, r2
	sxth r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxth r0, r3
	strh r0, [r1, #0]
	msr PRIMASK, ip
	sxth r0, r0
	bx lr
	ldr r2, [pc, #12]
	adds r2, r3, r2
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxth r0, r0
	b.n .L11
	nop
	.word 0xffff8000

uat_dec_if_positive_2_seq_cst:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r3, r2
	sxth r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxth r0, r3
	strh r0, [r1, #0]
	msr PRIMASK, ip
	sxth r0, r0
	bx lr
	ldr r2, [pc, #12]
	adds r2, r3, r2
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxth r0, r0
	b.n .L11
	nop
	.word 0xffff8000

uat_dec_if_positive_2_seq_cst_fence:
	movs r1, r0
	mrs ip, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	uxth r3, r2
	sxth r2, r2
	cmp r2, #0
	ble.n .L14
	subs r3, #1
	uxth r0, r3
	strh r0, [r1, #0]
	msr PRIMASK, ip
	sxth r0, r0
	bx lr
	ldr r2, [pc, #12]
	adds r2, r3, r2
	subs r1, r2, #1
	sbcs r2, r1
	subs r0, r3, r2
	uxth r0, r0
	b.n .L11
	nop
	.word 0xffff8000

uat_cond_load_2_relaxed:
	ldrh r2, [r0, #0]
	movs r3, r0
	uxth r0, r2
	cmp r1, r2
	bne.n .L6
	bx lr
	ldrh r2, [r3, #0]
	uxth r0, r2
	cmp r1, r2
	beq.n .L5
	b.n .L6
	nop

uat_cond_load_2_consume:
	ldrh r2, [r0, #0]
	movs r3, r0
	uxth r0, r2
	cmp r1, r2
	bne.n .L6
	bx lr
	ldrh r2, [r3, #0]
	uxth r0, r2
	cmp r1, r2
	beq.n .L5
	b.n .L6
	nop

uat_cond_load_2_acquire:
	ldrh r2, [r0, #0]
	movs r3, r0
	uxth r0, r2
	cmp r1, r2
	bne.n .L6
	bx lr
	ldrh r2, [r3, #0]
	uxth r0, r2
	cmp r1, r2
	beq.n .L5
	b.n .L6
	nop

uat_cond_load_2_seq_cst:
	movs r3, r0
	ldrh r2, [r3, #0]
	uxth r0, r2
	cmp r1, r2
	bne.n .L1
	bx lr

uat_cond_load_2_seq_cst_fence:
	movs r3, r0
	ldrh r2, [r3, #0]
	uxth r0, r2
	cmp r1, r2
	bne.n .L1
	bx lr

uat_inc_2_relaxed:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	adds r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_2_acquire:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	adds r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_2_release:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	adds r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_2_acq_rel:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	adds r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_2_seq_cst:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	adds r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_inc_2_seq_cst_fence:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	adds r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_2_relaxed:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	subs r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_2_acquire:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	subs r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_2_release:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	subs r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_2_acq_rel:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	subs r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_2_seq_cst:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	subs r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_dec_2_seq_cst_fence:
	mrs r2, PRIMASK
	cpsid i
	ldrh r3, [r0, #0]
	subs r3, #1
	uxth r3, r3
	strh r3, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_add_around_2_mb:
	mrs r3, PRIMASK
	cpsid i
	ldrh r2, [r0, #0]
	adds r1, r1, r2
	uxth r1, r1
	strh r1, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_load_4_relaxed:
	ldr r0, [r0, #0]
	bx lr

uat_load_4_consume:
	ldr r0, [r0, #0]
	bx lr

uat_load_4_acquire:
	ldr r0, [r0, #0]
	bx lr

uat_load_4_seq_cst:
	ldr r0, [r0, #0]
	bx lr

uat_load_4_seq_cst_fence:
	ldr r0, [r0, #0]
	bx lr

uat_store_4_relaxed:
	str r1, [r0, #0]
	bx lr

uat_store_4_release:
	str r1, [r0, #0]
	bx lr

uat_store_4_seq_cst:
	str r1, [r0, #0]
	bx lr

uat_store_4_seq_cst_fence:
	str r1, [r0, #0]
	bx lr

uat_cmpxchg_4_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L7
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_cmpxchg_4_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L7
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_cmpxchg_4_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L7
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_cmpxchg_4_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L7
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_cmpxchg_4_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L7
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_cmpxchg_4_seq_cst_fence_sc:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L7
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_cmpxchg_4_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L7
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_cmpxchg_test_4_seq_cst_fence:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_4_relaxed:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_4_acquire:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_4_release:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_4_acq_rel:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_4_seq_cst:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_4_seq_cst_fence_sc:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_4_seq_cst_fence:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_weak_4_relaxed:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_weak_4_acquire:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_weak_4_release:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_weak_4_acq_rel:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_weak_4_seq_cst:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_try_cmpxchg_weak_4_seq_cst_fence:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r1, r3
	bne.n .L6
	str r2, [r0, #0]
	msr PRIMASK, ip
	subs r0, r1, r3
	negs r3, r0
	adcs r0, r3
	bx lr
	nop

uat_xchg_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_xchg_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_xchg_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_xchg_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_xchg_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_xchg_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_return_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r0, r1, r0
	str r0, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_add_return_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r0, r1, r0
	str r0, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_add_return_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r0, r1, r0
	str r0, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_add_return_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r0, r1, r0
	str r0, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_add_return_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r0, r1, r0
	str r0, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_add_return_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r0, r1, r0
	str r0, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_add_4_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	adds r1, r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_add_4_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	adds r1, r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_add_4_release:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	adds r1, r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_add_4_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	adds r1, r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_add_4_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	adds r1, r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_add_4_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	adds r1, r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_and_4_relaxed:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldr r1, [r0, #0]
	ands r1, r3
	str r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_4_acquire:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldr r1, [r0, #0]
	ands r1, r3
	str r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_4_release:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldr r1, [r0, #0]
	ands r1, r3
	str r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_4_acq_rel:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldr r1, [r0, #0]
	ands r1, r3
	str r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_4_seq_cst:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldr r1, [r0, #0]
	ands r1, r3
	str r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_and_4_seq_cst_fence:
	movs r3, r1
	mrs r2, PRIMASK
	cpsid i
	ldr r1, [r0, #0]
	ands r1, r3
	str r1, [r0, #0]
	msr PRIMASK, r2
	bx lr

uat_or_4_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	orrs r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_4_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	orrs r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_4_release:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	orrs r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_4_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	orrs r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_4_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	orrs r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_or_4_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	orrs r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_4_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	eors r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_4_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	eors r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_4_release:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	eors r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_4_acq_rel:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	eors r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_4_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	eors r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_xor_4_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	eors r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_fetch_add_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_add_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_add_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_add_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_add_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_add_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_and_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	ands r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_and_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	ands r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_and_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	ands r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_and_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	ands r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_and_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	ands r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_and_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	ands r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_or_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	orrs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_or_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	orrs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_or_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	orrs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_or_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	orrs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_or_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	orrs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_or_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	orrs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_xor_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	eors r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_xor_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	eors r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_xor_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	eors r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_xor_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	eors r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_xor_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	eors r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_xor_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	eors r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_smax_4_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	ble.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smax_4_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	ble.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smax_4_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	ble.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smax_4_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	ble.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smax_4_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	ble.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smax_4_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	ble.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_umax_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bcs.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umax_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bcs.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umax_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bcs.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umax_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bcs.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umax_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bcs.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umax_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bcs.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_smin_4_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	bge.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smin_4_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	bge.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smin_4_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	bge.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smin_4_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	bge.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smin_4_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	bge.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_smin_4_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	movs r0, r2
	cmp r1, r2
	bge.n .L8
	movs r2, r1
	str r2, [r3, #0]
	msr PRIMASK, ip
	bx lr
	nop

uat_fetch_umin_4_relaxed:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bls.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umin_4_acquire:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bls.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umin_4_release:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bls.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umin_4_acq_rel:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bls.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umin_4_seq_cst:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bls.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_fetch_umin_4_seq_cst_fence:
	movs r3, r0
	mrs r2, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r1, r0
	bls.n .L7
	movs r1, r0
	str r1, [r3, #0]
	msr PRIMASK, r2
	bx lr

uat_test_and_set_bit_4_relaxed:
	movs r3, #31
	movs r2, #1
	ands r3, r1
	push {r4, lr}
	lsls r2, r3
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	orrs r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}
	nop

uat_test_and_set_bit_4_acquire:
	movs r3, #31
	movs r2, #1
	ands r3, r1
	push {r4, lr}
	lsls r2, r3
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	orrs r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}
	nop

uat_test_and_set_bit_4_release:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	orrs r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_set_bit_4_acq_rel:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	orrs r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_set_bit_4_seq_cst:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	orrs r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_set_bit_4_seq_cst_fence:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	orrs r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_clear_bit_4_relaxed:
	movs r3, #31
	movs r2, #1
	ands r3, r1
	push {r4, lr}
	lsls r2, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	movs r4, r3
	bics r4, r2
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}
	nop

uat_test_and_clear_bit_4_acquire:
	movs r3, #31
	movs r2, #1
	ands r3, r1
	push {r4, lr}
	lsls r2, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	movs r4, r3
	bics r4, r2
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}
	nop

uat_test_and_clear_bit_4_release:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	movs r4, r3
	bics r4, r2
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_clear_bit_4_acq_rel:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	movs r4, r3
	bics r4, r2
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_clear_bit_4_seq_cst:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	movs r4, r3
	bics r4, r2
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_clear_bit_4_seq_cst_fence:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	movs r4, r3
	bics r4, r2
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_change_bit_4_relaxed:
	movs r3, #31
	movs r2, #1
	ands r3, r1
	push {r4, lr}
	lsls r2, r3
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	eors r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}
	nop

uat_test_and_change_bit_4_acquire:
	movs r3, #31
	movs r2, #1
	ands r3, r1
	push {r4, lr}
	lsls r2, r3
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	eors r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}
	nop

uat_test_and_change_bit_4_release:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	eors r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_change_bit_4_acq_rel:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	eors r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_change_bit_4_seq_cst:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	eors r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_test_and_change_bit_4_seq_cst_fence:
	push {r4, lr}
	movs r3, r1
	movs r1, #31
	movs r2, #1
	ands r1, r3
	lsls r2, r1
	mrs r1, PRIMASK
	cpsid i
	movs r4, r2
	ldr r3, [r0, #0]
	eors r4, r3
	str r4, [r0, #0]
	msr PRIMASK, r1
	ands r3, r2
	movs r0, r3
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, pc}

uat_fetch_add_unless_4_relaxed:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L8
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_unless_4_acquire:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L8
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_unless_4_release:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L8
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_unless_4_acq_rel:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L8
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_unless_4_seq_cst:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L8
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_fetch_add_unless_4_seq_cst_fence:
	movs r3, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r0, #0]
	cmp r2, r0
	beq.n .L8
	adds r1, r1, r0
	str r1, [r3, #0]
	msr PRIMASK, ip
	bx lr

uat_add_unless_4_relaxed:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L10
	adds r1, r1, r3
	str r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	bx lr
	movs r0, #0
	b.n .L8

uat_add_unless_4_acquire:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L10
	adds r1, r1, r3
	str r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	bx lr
	movs r0, #0
	b.n .L8

uat_add_unless_4_release:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L10
	adds r1, r1, r3
	str r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	bx lr
	movs r0, #0
	b.n .L8

uat_add_unless_4_acq_rel:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L10
	adds r1, r1, r3
	str r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	bx lr
	movs r0, #0
	b.n .L8

uat_add_unless_4_seq_cst:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L10
	adds r1, r1, r3
	str r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	bx lr
	movs r0, #0
	b.n .L8

uat_add_unless_4_seq_cst_fence:
	mrs ip, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r2, r3
	beq.n .L10
	adds r1, r1, r3
	str r1, [r0, #0]
	movs r0, #1
	msr PRIMASK, ip
	bx lr
	movs r0, #0
	b.n .L8

uat_dec_if_positive_4_relaxed:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L10
	subs r3, #1
	str r3, [r0, #0]
	movs r0, r3
	msr PRIMASK, r2
	bx lr
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	subs r0, r1, #1
	sbcs r1, r0
	subs r0, r3, r1
	b.n .L8
	nop

uat_dec_if_positive_4_acquire:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L10
	subs r3, #1
	str r3, [r0, #0]
	movs r0, r3
	msr PRIMASK, r2
	bx lr
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	subs r0, r1, #1
	sbcs r1, r0
	subs r0, r3, r1
	b.n .L8
	nop

uat_dec_if_positive_4_release:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L10
	subs r3, #1
	str r3, [r0, #0]
	movs r0, r3
	msr PRIMASK, r2
	bx lr
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	subs r0, r1, #1
	sbcs r1, r0
	subs r0, r3, r1
	b.n .L8
	nop

uat_dec_if_positive_4_acq_rel:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L10
	subs r3, #1
	str r3, [r0, #0]
	movs r0, r3
	msr PRIMASK, r2
	bx lr
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	subs r0, r1, #1
	sbcs r1, r0
	subs r0, r3, r1
	b.n .L8
	nop

uat_dec_if_positive_4_seq_cst:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L10
	subs r3, #1
	str r3, [r0, #0]
	movs r0, r3
	msr PRIMASK, r2
	bx lr
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	subs r0, r1, #1
	sbcs r1, r0
	subs r0, r3, r1
	b.n .L8
	nop

uat_dec_if_positive_4_seq_cst_fence:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	cmp r3, #0
	ble.n .L10
	subs r3, #1
	str r3, [r0, #0]
	movs r0, r3
	msr PRIMASK, r2
	bx lr
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	subs r0, r1, #1
	sbcs r1, r0
	subs r0, r3, r1
	b.n .L8
	nop

uat_cond_load_4_relaxed:
	movs r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L5
	bx lr
	ldr r0, [r3, #0]
	cmp r1, r0
	beq.n .L4
	b.n .L5
	nop

uat_cond_load_4_consume:
	movs r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L5
	bx lr
	ldr r0, [r3, #0]
	cmp r1, r0
	beq.n .L4
	b.n .L5
	nop

uat_cond_load_4_acquire:
	movs r3, r0
	ldr r0, [r0, #0]
	cmp r1, r0
	bne.n .L5
	bx lr
	ldr r0, [r3, #0]
	cmp r1, r0
	beq.n .L4
	b.n .L5
	nop

uat_cond_load_4_seq_cst:
	movs r3, r0
	ldr r0, [r3, #0]
	cmp r1, r0
	bne.n .L1
	bx lr
	nop

uat_cond_load_4_seq_cst_fence:
	movs r3, r0
	ldr r0, [r3, #0]
	cmp r1, r0
	bne.n .L1
	bx lr
	nop

uat_inc_4_relaxed:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	adds r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_inc_4_acquire:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	adds r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_inc_4_release:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	adds r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_inc_4_acq_rel:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	adds r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_inc_4_seq_cst:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	adds r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_inc_4_seq_cst_fence:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	adds r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_dec_4_relaxed:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	subs r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_dec_4_acquire:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	subs r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_dec_4_release:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	subs r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_dec_4_acq_rel:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	subs r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_dec_4_seq_cst:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	subs r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_dec_4_seq_cst_fence:
	mrs r2, PRIMASK
	cpsid i
	ldr r3, [r0, #0]
	subs r3, #1
	str r3, [r0, #0]
	msr PRIMASK, r2
	bx lr
	nop

uat_add_around_4_mb:
	mrs r3, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	adds r1, r1, r2
	str r1, [r0, #0]
	msr PRIMASK, r3
	bx lr
	nop

uat_load_8_relaxed:
	mrs r3, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_load_8_consume:
	mrs r3, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_load_8_acquire:
	mrs r3, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_load_8_seq_cst:
	mrs r3, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_load_8_seq_cst_fence:
	mrs r3, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, r3
	bx lr

uat_store_8_relaxed:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_store_8_release:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_store_8_seq_cst:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_store_8_seq_cst_fence:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_cmpxchg_8_relaxed:
	movs r1, r0
	push {r4, r5, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	cmp r2, r4
	beq.n .L12
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, pc}
	cmp r3, r5
	bne.n .L8
	ldr r2, [sp, #12]
	ldr r3, [sp, #16]
	str r2, [r1, #0]
	str r3, [r1, #4]
	b.n .L8
	nop

uat_cmpxchg_8_acquire:
	movs r1, r0
	push {r4, r5, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	cmp r2, r4
	beq.n .L12
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, pc}
	cmp r3, r5
	bne.n .L8
	ldr r2, [sp, #12]
	ldr r3, [sp, #16]
	str r2, [r1, #0]
	str r3, [r1, #4]
	b.n .L8
	nop

uat_cmpxchg_8_release:
	movs r1, r0
	push {r4, r5, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	cmp r2, r4
	beq.n .L12
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, pc}
	cmp r3, r5
	bne.n .L8
	ldr r2, [sp, #12]
	ldr r3, [sp, #16]
	str r2, [r1, #0]
	str r3, [r1, #4]
	b.n .L8
	nop

uat_cmpxchg_8_acq_rel:
	movs r1, r0
	push {r4, r5, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	cmp r2, r4
	beq.n .L12
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, pc}
	cmp r3, r5
	bne.n .L8
	ldr r2, [sp, #12]
	ldr r3, [sp, #16]
	str r2, [r1, #0]
	str r3, [r1, #4]
	b.n .L8
	nop

uat_cmpxchg_8_seq_cst:
	movs r1, r0
	push {r4, r5, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	cmp r2, r4
	beq.n .L12
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, pc}
	cmp r3, r5
	bne.n .L8
	ldr r2, [sp, #12]
	ldr r3, [sp, #16]
	str r2, [r1, #0]
	str r3, [r1, #4]
	b.n .L8
	nop

uat_cmpxchg_8_seq_cst_fence_sc:
	movs r1, r0
	push {r4, r5, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	cmp r2, r4
	beq.n .L12
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, pc}
	cmp r3, r5
	bne.n .L8
	ldr r2, [sp, #12]
	ldr r3, [sp, #16]
	str r2, [r1, #0]
	str r3, [r1, #4]
	b.n .L8
	nop

uat_cmpxchg_8_seq_cst_fence:
	movs r1, r0
	push {r4, r5, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	cmp r2, r4
	beq.n .L12
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, pc}
	cmp r3, r5
	bne.n .L8
	ldr r2, [sp, #12]
	ldr r3, [sp, #16]
	str r2, [r1, #0]
	str r3, [r1, #4]
	b.n .L8
	nop

uat_cmpxchg_test_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_8_acquire:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_8_release:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_8_seq_cst_fence_sc:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_weak_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_weak_8_acquire:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_weak_8_release:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_weak_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_weak_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_try_cmpxchg_weak_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	cmp r2, r4
	beq.n .L15
	msr PRIMASK, r1
	eors r2, r4
	movs r0, r2
	eors r3, r5
	orrs r0, r3
	negs r3, r0
	adcs r0, r3
	pop {r4, r5, r6, r7, pc}
	cmp r3, r5
	bne.n .L7
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	str r6, [r0, #0]
	str r7, [r0, #4]
	b.n .L7

uat_xchg_8_relaxed:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_xchg_8_acquire:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_xchg_8_release:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_xchg_8_acq_rel:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_xchg_8_seq_cst:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_xchg_8_seq_cst_fence:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_add_return_8_relaxed:
	push {r4, r5, r6, lr}
	movs r6, r0
	movs r4, r2
	movs r5, r3
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	adds r0, r0, r4
	adcs r1, r5
	str r0, [r6, #0]
	str r1, [r6, #4]
	msr PRIMASK, ip
	pop {r4, r5, r6, pc}

uat_add_return_8_acquire:
	push {r4, r5, r6, lr}
	movs r6, r0
	movs r4, r2
	movs r5, r3
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	adds r0, r0, r4
	adcs r1, r5
	str r0, [r6, #0]
	str r1, [r6, #4]
	msr PRIMASK, ip
	pop {r4, r5, r6, pc}

uat_add_return_8_release:
	push {r4, r5, r6, lr}
	movs r6, r0
	movs r4, r2
	movs r5, r3
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	adds r0, r0, r4
	adcs r1, r5
	str r0, [r6, #0]
	str r1, [r6, #4]
	msr PRIMASK, ip
	pop {r4, r5, r6, pc}

uat_add_return_8_acq_rel:
	push {r4, r5, r6, lr}
	movs r6, r0
	movs r4, r2
	movs r5, r3
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	adds r0, r0, r4
	adcs r1, r5
	str r0, [r6, #0]
	str r1, [r6, #4]
	msr PRIMASK, ip
	pop {r4, r5, r6, pc}

uat_add_return_8_seq_cst:
	push {r4, r5, r6, lr}
	movs r6, r0
	movs r4, r2
	movs r5, r3
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	adds r0, r0, r4
	adcs r1, r5
	str r0, [r6, #0]
	str r1, [r6, #4]
	msr PRIMASK, ip
	pop {r4, r5, r6, pc}

uat_add_return_8_seq_cst_fence:
	push {r4, r5, r6, lr}
	movs r6, r0
	movs r4, r2
	movs r5, r3
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	adds r0, r0, r4
	adcs r1, r5
	str r0, [r6, #0]
	str r1, [r6, #4]
	msr PRIMASK, ip
	pop {r4, r5, r6, pc}

uat_add_8_relaxed:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_add_8_acquire:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_add_8_release:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_add_8_acq_rel:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_add_8_seq_cst:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_add_8_seq_cst_fence:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_and_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	ands r2, r6
	ands r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_and_8_acquire:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	ands r2, r6
	ands r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_and_8_release:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	ands r2, r6
	ands r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_and_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	ands r2, r6
	ands r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_and_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	ands r2, r6
	ands r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_and_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	ands r2, r6
	ands r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_or_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	orrs r2, r6
	orrs r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_or_8_acquire:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	orrs r2, r6
	orrs r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_or_8_release:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	orrs r2, r6
	orrs r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_or_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	orrs r2, r6
	orrs r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_or_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	orrs r2, r6
	orrs r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_or_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	orrs r2, r6
	orrs r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_xor_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	eors r2, r6
	eors r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_xor_8_acquire:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	eors r2, r6
	eors r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_xor_8_release:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	eors r2, r6
	eors r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_xor_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	eors r2, r6
	eors r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_xor_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	eors r2, r6
	eors r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_xor_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	eors r2, r6
	eors r3, r7
	movs r4, r2
	movs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	nop

uat_fetch_add_8_relaxed:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_fetch_add_8_acquire:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_fetch_add_8_release:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_fetch_add_8_acq_rel:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_fetch_add_8_seq_cst:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_fetch_add_8_seq_cst_fence:
	push {r4, r5, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, pc}

uat_fetch_and_8_relaxed:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	ands r2, r4
	ands r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_and_8_acquire:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	ands r2, r4
	ands r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_and_8_release:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	ands r2, r4
	ands r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_and_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	ands r2, r4
	ands r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_and_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	ands r2, r4
	ands r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_and_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	ands r2, r4
	ands r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_or_8_relaxed:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	orrs r2, r4
	orrs r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_or_8_acquire:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	orrs r2, r4
	orrs r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_or_8_release:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	orrs r2, r4
	orrs r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_or_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	orrs r2, r4
	orrs r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_or_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	orrs r2, r4
	orrs r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_or_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	orrs r2, r4
	orrs r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_xor_8_relaxed:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	eors r2, r4
	eors r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_xor_8_acquire:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	eors r2, r4
	eors r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_xor_8_release:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	eors r2, r4
	eors r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_xor_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	eors r2, r4
	eors r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_xor_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	eors r2, r4
	eors r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_xor_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	mrs r0, PRIMASK
	cpsid i
	ldr r4, [r1, #0]
	ldr r5, [r1, #4]
	eors r2, r4
	eors r3, r5
	movs r6, r2
	movs r7, r3
	str r6, [r1, #0]
	str r7, [r1, #4]
	msr PRIMASK, r0
	movs r1, r5
	movs r0, r4
	pop {r4, r5, r6, r7, pc}

uat_fetch_smax_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bgt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smax_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bgt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smax_8_release:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bgt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smax_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bgt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smax_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bgt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smax_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bgt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_umax_8_relaxed:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umax_8_acquire:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umax_8_release:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umax_8_acq_rel:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umax_8_seq_cst:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umax_8_seq_cst_fence:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_smin_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	blt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bcs.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smin_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	blt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bcs.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smin_8_release:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	blt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bcs.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smin_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	blt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bcs.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smin_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	blt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bcs.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_smin_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov lr, r8
	push {lr}
	mrs ip, PRIMASK
	cpsid i
	ldr r6, [r0, #0]
	ldr r7, [r0, #4]
	movs r4, r2
	movs r5, r3
	cmp r7, r3
	blt.n .L22
	beq.n .L20
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, ip
	movs r0, r6
	movs r1, r7
	pop {r7}
	mov r8, r7
	pop {r4, r5, r6, r7, pc}
	cmp r6, r2
	bcs.n .L12
	movs r4, r6
	movs r5, r7
	b.n .L12
	nop

uat_fetch_umin_8_relaxed:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r3, r7
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r2, r6
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umin_8_acquire:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r3, r7
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r2, r6
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umin_8_release:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r3, r7
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r2, r6
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umin_8_acq_rel:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r3, r7
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r2, r6
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umin_8_seq_cst:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r3, r7
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r2, r6
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_fetch_umin_8_seq_cst_fence:
	movs r1, r0
	push {r4, r5, r6, r7, lr}
	mrs r0, PRIMASK
	cpsid i
	ldr r6, [r1, #0]
	ldr r7, [r1, #4]
	movs r4, r2
	movs r5, r3
	cmp r3, r7
	bhi.n .L19
	beq.n .L17
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r6
	movs r1, r7
	pop {r4, r5, r6, r7, pc}
	cmp r2, r6
	bls.n .L11
	movs r4, r6
	movs r5, r7
	b.n .L11

uat_test_and_set_bit_8_relaxed:
	movs r3, #63
	ands r1, r3
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	subs r3, #32
	bmi.n .L32
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	orrs r2, r4
	movs r6, r2
	mov r2, ip
	orrs r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L9

uat_test_and_set_bit_8_acquire:
	movs r3, #63
	ands r1, r3
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	subs r3, #32
	bmi.n .L32
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	orrs r2, r4
	movs r6, r2
	mov r2, ip
	orrs r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L9

uat_test_and_set_bit_8_release:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	orrs r2, r4
	movs r6, r2
	mov r2, ip
	orrs r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_test_and_set_bit_8_acq_rel:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	orrs r2, r4
	movs r6, r2
	mov r2, ip
	orrs r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_test_and_set_bit_8_seq_cst:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	orrs r2, r4
	movs r6, r2
	mov r2, ip
	orrs r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_test_and_set_bit_8_seq_cst_fence:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	orrs r2, r4
	movs r6, r2
	mov r2, ip
	orrs r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_test_and_clear_bit_8_relaxed:
	movs r3, #63
	ands r1, r3
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	subs r3, #32
	bmi.n .L30
	movs r2, #1
	lsls r2, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r1, r4
	bics r1, r3
	movs r6, r1
	movs r1, r5
	bics r1, r2
	movs r7, r1
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, ip
	ands r3, r4
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	b.n .L8
	nop

uat_test_and_clear_bit_8_acquire:
	movs r3, #63
	ands r1, r3
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	subs r3, #32
	bmi.n .L30
	movs r2, #1
	lsls r2, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r1, r4
	bics r1, r3
	movs r6, r1
	movs r1, r5
	bics r1, r2
	movs r7, r1
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, ip
	ands r3, r4
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	b.n .L8
	nop

uat_test_and_clear_bit_8_release:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L31
	movs r2, #1
	lsls r2, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r1, r4
	bics r1, r3
	movs r6, r1
	movs r1, r5
	bics r1, r2
	movs r7, r1
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, ip
	ands r3, r4
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	b.n .L9

uat_test_and_clear_bit_8_acq_rel:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L31
	movs r2, #1
	lsls r2, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r1, r4
	bics r1, r3
	movs r6, r1
	movs r1, r5
	bics r1, r2
	movs r7, r1
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, ip
	ands r3, r4
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	b.n .L9

uat_test_and_clear_bit_8_seq_cst:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L31
	movs r2, #1
	lsls r2, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r1, r4
	bics r1, r3
	movs r6, r1
	movs r1, r5
	bics r1, r2
	movs r7, r1
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, ip
	ands r3, r4
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	b.n .L9

uat_test_and_clear_bit_8_seq_cst_fence:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L31
	movs r2, #1
	lsls r2, r3
	movs r3, #1
	lsls r3, r1
	mrs ip, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r1, r4
	bics r1, r3
	movs r6, r1
	movs r1, r5
	bics r1, r2
	movs r7, r1
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, ip
	ands r3, r4
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	b.n .L9

uat_test_and_change_bit_8_relaxed:
	movs r3, #63
	ands r1, r3
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	subs r3, #32
	bmi.n .L32
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	eors r2, r4
	movs r6, r2
	mov r2, ip
	eors r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L9

uat_test_and_change_bit_8_acquire:
	movs r3, #63
	ands r1, r3
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	subs r3, #32
	bmi.n .L32
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	eors r2, r4
	movs r6, r2
	mov r2, ip
	eors r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L9

uat_test_and_change_bit_8_release:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	eors r2, r4
	movs r6, r2
	mov r2, ip
	eors r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_test_and_change_bit_8_acq_rel:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	eors r2, r4
	movs r6, r2
	mov r2, ip
	eors r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_test_and_change_bit_8_seq_cst:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	eors r2, r4
	movs r6, r2
	mov r2, ip
	eors r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_test_and_change_bit_8_seq_cst_fence:
	movs r3, r1
	push {r4, r5, r6, r7, lr}
	movs r1, #63
	ands r1, r3
	movs r3, r1
	subs r3, #32
	bmi.n .L33
	movs r2, #1
	lsls r2, r3
	mov ip, r2
	movs r3, #1
	lsls r3, r1
	mrs r1, PRIMASK
	cpsid i
	ldr r4, [r0, #0]
	ldr r5, [r0, #4]
	movs r2, r3
	eors r2, r4
	movs r6, r2
	mov r2, ip
	eors r2, r5
	movs r7, r2
	str r6, [r0, #0]
	str r7, [r0, #4]
	msr PRIMASK, r1
	ands r3, r4
	mov r2, ip
	movs r0, r3
	ands r2, r5
	orrs r0, r2
	subs r3, r0, #1
	sbcs r0, r3
	pop {r4, r5, r6, r7, pc}
	movs r3, #32
	movs r2, #1
	subs r3, r3, r1
	lsrs r2, r3
	mov ip, r2
	b.n .L10
	nop

uat_fetch_add_unless_8_relaxed:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	cmp r6, r2
	beq.n .L20
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L12
	b.n .L16
	nop

uat_fetch_add_unless_8_acquire:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	cmp r6, r2
	beq.n .L20
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L12
	b.n .L16
	nop

uat_fetch_add_unless_8_release:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	cmp r6, r2
	beq.n .L20
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L12
	b.n .L16
	nop

uat_fetch_add_unless_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	cmp r6, r2
	beq.n .L20
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L12
	b.n .L16
	nop

uat_fetch_add_unless_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	cmp r6, r2
	beq.n .L20
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L12
	b.n .L16
	nop

uat_fetch_add_unless_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	movs r1, r0
	movs r4, r2
	movs r5, r3
	ldr r6, [sp, #20]
	ldr r7, [sp, #24]
	mrs r0, PRIMASK
	cpsid i
	ldr r2, [r1, #0]
	ldr r3, [r1, #4]
	cmp r6, r2
	beq.n .L20
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r1, #0]
	str r5, [r1, #4]
	msr PRIMASK, r0
	movs r0, r2
	movs r1, r3
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L12
	b.n .L16
	nop

uat_add_unless_8_relaxed:
	push {r4, r5, r6, r7, lr}
	ldr r6, [sp, #20]
	movs r4, r2
	movs r5, r3
	ldr r7, [sp, #24]
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r6, r2
	beq.n .L18
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	movs r0, #1
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L11
	movs r0, #0
	b.n .L16

uat_add_unless_8_acquire:
	push {r4, r5, r6, r7, lr}
	ldr r6, [sp, #20]
	movs r4, r2
	movs r5, r3
	ldr r7, [sp, #24]
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r6, r2
	beq.n .L18
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	movs r0, #1
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L11
	movs r0, #0
	b.n .L16

uat_add_unless_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r6, [sp, #20]
	movs r4, r2
	movs r5, r3
	ldr r7, [sp, #24]
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r6, r2
	beq.n .L18
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	movs r0, #1
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L11
	movs r0, #0
	b.n .L16

uat_add_unless_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r6, [sp, #20]
	movs r4, r2
	movs r5, r3
	ldr r7, [sp, #24]
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r6, r2
	beq.n .L18
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	movs r0, #1
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L11
	movs r0, #0
	b.n .L16

uat_add_unless_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r6, [sp, #20]
	movs r4, r2
	movs r5, r3
	ldr r7, [sp, #24]
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r6, r2
	beq.n .L18
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	movs r0, #1
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L11
	movs r0, #0
	b.n .L16

uat_add_unless_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r6, [sp, #20]
	movs r4, r2
	movs r5, r3
	ldr r7, [sp, #24]
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r6, r2
	beq.n .L18
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	movs r0, #1
	msr PRIMASK, r1
	pop {r4, r5, r6, r7, pc}
	cmp r7, r3
	bne.n .L11
	movs r0, #0
	b.n .L16

uat_dec_if_positive_8_relaxed:
	push {r4, r5, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r3, #0
	ble.n .L17
	movs r0, #1
	negs r0, r0
	asrs r1, r0, #31
	adds r0, r0, r2
	adcs r1, r3
	str r0, [r4, #0]
	str r1, [r4, #4]
	msr PRIMASK, ip
	pop {r4, r5, pc}
	cmp r3, #0
	bne.n .L21
	cmp r2, #0
	bne.n .L8
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	orrs r1, r2
	subs r0, r1, #1
	sbcs r1, r0
	movs r5, #0
	movs r4, r1
	subs r2, r2, r4
	sbcs r3, r5
	movs r0, r2
	movs r1, r3
	b.n .L15

uat_dec_if_positive_8_acquire:
	push {r4, r5, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r3, #0
	ble.n .L17
	movs r0, #1
	negs r0, r0
	asrs r1, r0, #31
	adds r0, r0, r2
	adcs r1, r3
	str r0, [r4, #0]
	str r1, [r4, #4]
	msr PRIMASK, ip
	pop {r4, r5, pc}
	cmp r3, #0
	bne.n .L21
	cmp r2, #0
	bne.n .L8
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	orrs r1, r2
	subs r0, r1, #1
	sbcs r1, r0
	movs r5, #0
	movs r4, r1
	subs r2, r2, r4
	sbcs r3, r5
	movs r0, r2
	movs r1, r3
	b.n .L15

uat_dec_if_positive_8_release:
	push {r4, r5, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r3, #0
	ble.n .L17
	movs r0, #1
	negs r0, r0
	asrs r1, r0, #31
	adds r0, r0, r2
	adcs r1, r3
	str r0, [r4, #0]
	str r1, [r4, #4]
	msr PRIMASK, ip
	pop {r4, r5, pc}
	cmp r3, #0
	bne.n .L21
	cmp r2, #0
	bne.n .L8
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	orrs r1, r2
	subs r0, r1, #1
	sbcs r1, r0
	movs r5, #0
	movs r4, r1
	subs r2, r2, r4
	sbcs r3, r5
	movs r0, r2
	movs r1, r3
	b.n .L15

uat_dec_if_positive_8_acq_rel:
	push {r4, r5, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r3, #0
	ble.n .L17
	movs r0, #1
	negs r0, r0
	asrs r1, r0, #31
	adds r0, r0, r2
	adcs r1, r3
	str r0, [r4, #0]
	str r1, [r4, #4]
	msr PRIMASK, ip
	pop {r4, r5, pc}
	cmp r3, #0
	bne.n .L21
	cmp r2, #0
	bne.n .L8
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	orrs r1, r2
	subs r0, r1, #1
	sbcs r1, r0
	movs r5, #0
	movs r4, r1
	subs r2, r2, r4
	sbcs r3, r5
	movs r0, r2
	movs r1, r3
	b.n .L15

uat_dec_if_positive_8_seq_cst:
	push {r4, r5, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r3, #0
	ble.n .L17
	movs r0, #1
	negs r0, r0
	asrs r1, r0, #31
	adds r0, r0, r2
	adcs r1, r3
	str r0, [r4, #0]
	str r1, [r4, #4]
	msr PRIMASK, ip
	pop {r4, r5, pc}
	cmp r3, #0
	bne.n .L21
	cmp r2, #0
	bne.n .L8
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	orrs r1, r2
	subs r0, r1, #1
	sbcs r1, r0
	movs r5, #0
	movs r4, r1
	subs r2, r2, r4
	sbcs r3, r5
	movs r0, r2
	movs r1, r3
	b.n .L15

uat_dec_if_positive_8_seq_cst_fence:
	push {r4, r5, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	cmp r3, #0
	ble.n .L17
	movs r0, #1
	negs r0, r0
	asrs r1, r0, #31
	adds r0, r0, r2
	adcs r1, r3
	str r0, [r4, #0]
	str r1, [r4, #4]
	msr PRIMASK, ip
	pop {r4, r5, pc}
	cmp r3, #0
	bne.n .L21
	cmp r2, #0
	bne.n .L8
	movs r1, #128
	lsls r1, r1, #24
	adds r1, r3, r1
	orrs r1, r2
	subs r0, r1, #1
	sbcs r1, r0
	movs r5, #0
	movs r4, r1
	subs r2, r2, r4
	sbcs r3, r5
	movs r0, r2
	movs r1, r3
	b.n .L15

uat_cond_load_8_relaxed:
	push {r4, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, ip
	cmp r2, r0
	bne.n .L12
	cmp r3, r1
	bne.n .L12
	pop {r4, pc}
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r4, #0]
	ldr r1, [r4, #4]
	msr PRIMASK, ip
	cmp r2, r0
	beq.n .L9
	b.n .L12

uat_cond_load_8_consume:
	push {r4, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, ip
	cmp r2, r0
	bne.n .L12
	cmp r3, r1
	bne.n .L12
	pop {r4, pc}
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r4, #0]
	ldr r1, [r4, #4]
	msr PRIMASK, ip
	cmp r2, r0
	beq.n .L9
	b.n .L12

uat_cond_load_8_acquire:
	push {r4, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r1, [r0, #4]
	ldr r0, [r0, #0]
	msr PRIMASK, ip
	cmp r2, r0
	bne.n .L12
	cmp r3, r1
	bne.n .L12
	pop {r4, pc}
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r4, #0]
	ldr r1, [r4, #4]
	msr PRIMASK, ip
	cmp r2, r0
	beq.n .L9
	b.n .L12

uat_cond_load_8_seq_cst:
	push {r4, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r4, #0]
	ldr r1, [r4, #4]
	msr PRIMASK, ip
	cmp r2, r0
	bne.n .L2
	cmp r3, r1
	bne.n .L2
	pop {r4, pc}

uat_cond_load_8_seq_cst_fence:
	push {r4, lr}
	movs r4, r0
	mrs ip, PRIMASK
	cpsid i
	ldr r0, [r4, #0]
	ldr r1, [r4, #4]
	msr PRIMASK, ip
	cmp r2, r0
	bne.n .L2
	cmp r3, r1
	bne.n .L2
	pop {r4, pc}

uat_inc_8_relaxed:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	movs r5, #0
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_inc_8_acquire:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	movs r5, #0
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_inc_8_release:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	movs r5, #0
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_inc_8_acq_rel:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	movs r5, #0
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_inc_8_seq_cst:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	movs r5, #0
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_inc_8_seq_cst_fence:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	movs r5, #0
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_dec_8_relaxed:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	negs r4, r4
	asrs r5, r4, #31
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}

uat_dec_8_acquire:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	negs r4, r4
	asrs r5, r4, #31
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}

uat_dec_8_release:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	negs r4, r4
	asrs r5, r4, #31
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}

uat_dec_8_acq_rel:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	negs r4, r4
	asrs r5, r4, #31
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}

uat_dec_8_seq_cst:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	negs r4, r4
	asrs r5, r4, #31
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}

uat_dec_8_seq_cst_fence:
	push {r4, r5, lr}
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	movs r4, #1
	negs r4, r4
	asrs r5, r4, #31
	adds r2, r2, r4
	adcs r3, r5
	str r2, [r0, #0]
	str r3, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}

uat_add_around_8_mb:
	push {r4, r5, lr}
	movs r4, r2
	movs r5, r3
	mrs r1, PRIMASK
	cpsid i
	ldr r2, [r0, #0]
	ldr r3, [r0, #4]
	adds r4, r4, r2
	adcs r5, r3
	str r4, [r0, #0]
	str r5, [r0, #4]
	msr PRIMASK, r1
	pop {r4, r5, pc}
	nop

uat_smp_mb:
	bx lr
	nop

uat_smp_rmb:
	bx lr
	nop

uat_smp_wmb:
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
	dmb sy
	bx lr
	nop

