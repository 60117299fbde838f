uat_load_1_relaxed:
	ldrb r0, [r0]
	bx lr

uat_load_1_consume:
	ldrb r0, [r0]
	bx lr

uat_load_1_acquire:
	push {lr}
	ldrb r0, [r0]
	ldr r3, [pc, #8]
	uxtb r0, r0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_1_seq_cst:
	push {lr}
	ldr r3, [pc, #16]
	blx r3
	ldrb r0, [r0]
	uxtb r0, r0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #16]
	blx r3
	ldrb r0, [r0]
	uxtb r0, r0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_store_1_relaxed:
	strb r1, [r0]
	bx lr

uat_store_1_release:
	push {lr}
	ldr r3, [pc, #8]
	blx r3
	strb r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_1_seq_cst:
	push {lr}
	ldr r3, [pc, #8]
	blx r3
	strb r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #12]
	blx r3
	strb r1, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_1_relaxed:
	ldrexb r3, [r0]
	cmp r3, r1
	bne .L6
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_cmpxchg_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	cmp r3, r1
	bne .L7
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_1_release:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r3, [r0]
	cmp r3, r1
	bne .L9
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_1_acq_rel:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_1_seq_cst:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_1_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_test_1_seq_cst_fence:
	push {lr}
	ldr ip, [pc, #48]
	blx ip
	ldrexb r3, [r0]
	cmp r3, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx ip
	uxtb r0, r3
	sub r0, r0, r1
	clz r0, r0
	lsr r0, r0, #5
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_1_relaxed:
	ldrexb r3, [r0]
	cmp r3, r1
	bne .L6
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L0
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	cmp r3, r1
	bne .L7
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_1_release:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexb r3, [r0]
	cmp r3, r1
	bne .L9
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_1_acq_rel:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_1_seq_cst:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_1_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	bne .L9
	strexb lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_1_relaxed:
	ldrexb r3, [r0]
	cmp r3, r1
	strexbeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	cmp r3, r1
	strexbeq ip, r2, [r0]
	cmpeq ip, #0
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_1_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r3, [r0]
	cmp r3, r1
	strexbeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_1_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	strexbeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_1_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	strexbeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	strexbeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb ip, [r0]
	cmp ip, r1
	strexbeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_1_relaxed:
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_xchg_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_1_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne .L3
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_1_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_xchg_1_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_xchg_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_1_relaxed:
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_add_return_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_add_return_1_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L3
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_add_return_1_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_1_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_1_relaxed:
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_add_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_1_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_add_1_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_1_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_1_relaxed:
	ldrexb r3, [r0]
	and r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_and_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	and r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_1_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r0]
	and r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_and_1_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	and r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_1_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	and r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	and r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_1_relaxed:
	ldrexb r3, [r0]
	orr r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_or_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	orr r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_1_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r0]
	orr r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_or_1_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	orr r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_1_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	orr r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	orr r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_1_relaxed:
	ldrexb r3, [r0]
	eor r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_xor_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	eor r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_1_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r0]
	eor r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_xor_1_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	eor r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_1_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	eor r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	eor r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_1_relaxed:
	ldrexb r3, [r0]
	add r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_fetch_add_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	add r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_1_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r3, [r0]
	add r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_1_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	add ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_1_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	add ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	add ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_1_relaxed:
	ldrexb r3, [r0]
	and r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_fetch_and_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	and r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_1_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r3, [r0]
	and r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_1_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	and ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_1_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	and ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	and ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_1_relaxed:
	ldrexb r3, [r0]
	orr r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_fetch_or_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	orr r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_1_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r3, [r0]
	orr r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_1_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	orr ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_1_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	orr ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	orr ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_1_relaxed:
	ldrexb r3, [r0]
	eor r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_fetch_xor_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	eor r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_1_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r3, [r0]
	eor r2, r3, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_1_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	eor ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_1_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	eor ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexb r2, [r0]
	eor ip, r2, r1
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxtb r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_1_relaxed:
	push {lr}
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L13
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxtb r2, ip
	bne .L3
	sxtb r0, ip
	pop {pc}

uat_fetch_smax_1_acquire:
	push {lr}
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L13
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxtb r2, ip
	bne .L3
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_1_release:
	push {lr}
	ldr r3, [pc, #64]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_1_acq_rel:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_1_seq_cst:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movlt r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_1_relaxed:
	push {lr}
	ldrb r3, [r0]
	mov r2, r0
	uxtb r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L13
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxtb r0, ip
	bne .L4
	pop {pc}

uat_fetch_umax_1_acquire:
	push {lr}
	ldrb r3, [r0]
	mov r2, r0
	uxtb r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L13
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxtb r0, ip
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_1_release:
	push {lr}
	ldr r3, [pc, #60]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_1_acq_rel:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_1_seq_cst:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_1_relaxed:
	push {lr}
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L13
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxtb r2, ip
	bne .L3
	sxtb r0, ip
	pop {pc}

uat_fetch_smin_1_acquire:
	push {lr}
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L13
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxtb r2, ip
	bne .L3
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_1_release:
	push {lr}
	ldr r3, [pc, #64]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_1_acq_rel:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_1_seq_cst:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrb r2, [r0]
	uxtb r2, r2
	sxtb r3, r2
	cmp r3, r1
	movge r3, r1
	uxtb r3, r3
	ldrexb ip, [r0]
	cmp ip, r2
	bne .L15
	strexb lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxtb r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxtb r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_1_relaxed:
	push {lr}
	ldrb r3, [r0]
	mov r2, r0
	uxtb r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L13
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxtb r0, ip
	bne .L4
	pop {pc}

uat_fetch_umin_1_acquire:
	push {lr}
	ldrb r3, [r0]
	mov r2, r0
	uxtb r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L13
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxtb r0, ip
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_1_release:
	push {lr}
	ldr r3, [pc, #60]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_1_acq_rel:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_1_seq_cst:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexb ip, [r2]
	cmp ip, r0
	bne .L15
	strexb lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxtb r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_1_relaxed:
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r2, [r0]
	orr r1, r2, r3
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L3
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_1_acquire:
	mov r3, #1
	and r1, r1, #7
	push {lr}
	lsl r3, r3, r1
	ldrexb r2, [r0]
	orr r1, r2, r3
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L4
	ldr r1, [pc, #16]
	blx r1
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_1_release:
	push {lr}
	ldr r3, [pc, #48]
	blx r3
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r2, [r0]
	orr r1, r2, r3
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L6
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_1_acq_rel:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r1, [r0]
	orr ip, r1, r3
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_1_seq_cst:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r1, [r0]
	orr ip, r1, r3
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_1_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r1, [r0]
	orr ip, r1, r3
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_1_relaxed:
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	push {lr}
	mvn r2, r3
	ldrexb r1, [r0]
	and ip, r1, r2
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L5
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}

uat_test_and_clear_bit_1_acquire:
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	push {lr}
	mvn r2, r3
	ldrexb r1, [r0]
	and ip, r1, r2
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L5
	ldr r2, [pc, #16]
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_1_release:
	push {lr}
	ldr r3, [pc, #52]
	blx r3
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	mvn r2, r3
	ldrexb r1, [r0]
	and ip, r1, r2
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L7
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_1_acq_rel:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	mvn r2, r3
	ldrexb r1, [r0]
	and lr, r1, r2
	strexb r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_1_seq_cst:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	mvn r2, r3
	ldrexb r1, [r0]
	and lr, r1, r2
	strexb r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_1_seq_cst_fence:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	mvn r2, r3
	ldrexb r1, [r0]
	and lr, r1, r2
	strexb r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_1_relaxed:
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r2, [r0]
	eor r1, r2, r3
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L3
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_1_acquire:
	mov r3, #1
	and r1, r1, #7
	push {lr}
	lsl r3, r3, r1
	ldrexb r2, [r0]
	eor r1, r2, r3
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L4
	ldr r1, [pc, #16]
	blx r1
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_1_release:
	push {lr}
	ldr r3, [pc, #48]
	blx r3
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r2, [r0]
	eor r1, r2, r3
	strexb ip, r1, [r0]
	cmp ip, #0
	bne .L6
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_1_acq_rel:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r1, [r0]
	eor ip, r1, r3
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_1_seq_cst:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r1, [r0]
	eor ip, r1, r3
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_1_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #7
	lsl r3, r3, r1
	ldrexb r1, [r0]
	eor ip, r1, r3
	strexb lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_unless_1_relaxed:
	ldrb r3, [r0]
	mov ip, r0
	uxtb r0, r3
	cmp r2, r0
	add r3, r1, r0
	bxeq lr
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne .L14
	strexb r4, r3, [ip]
	cmp r4, #0
	bne .L8
	uxtb r0, lr
	popeq {r4, pc}
	cmp r2, r0
	add r3, r1, r0
	bne .L7
	pop {r4, pc}

uat_fetch_add_unless_1_acquire:
	ldrb r3, [r0]
	mov ip, r0
	uxtb r0, r3
	cmp r2, r0
	add r3, r1, r0
	bxeq lr
	push {r4, lr}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne .L14
	strexb r4, r3, [ip]
	cmp r4, #0
	bne .L8
	uxtb r0, lr
	bne .L19
	ldr r3, [pc, #20]
	blx r3
	pop {r4, pc}
	cmp r2, r0
	add r3, r1, r0
	bne .L7
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_1_release:
	push {r4, lr}
	ldr r3, [pc, #64]
	mov ip, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne .L16
	strexb r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxtb r0, lr
	popeq {r4, pc}
	b .L6
	.word 0xffff0fa0

uat_fetch_add_unless_1_acq_rel:
	push {r4, lr}
	ldr r3, [pc, #72]
	mov ip, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne .L16
	strexb r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxtb r0, lr
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_1_seq_cst:
	push {r4, lr}
	ldr r3, [pc, #72]
	mov ip, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne .L16
	strexb r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxtb r0, lr
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_1_seq_cst_fence:
	push {r4, lr}
	ldr r3, [pc, #72]
	mov ip, r0
	blx r3
	ldrb r3, [r0]
	uxtb r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxtb r3, r3
	ldrexb lr, [ip]
	cmp lr, r0
	bne .L16
	strexb r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxtb r0, lr
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_1_relaxed:
	ldrb r3, [r0]
	uxtb r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L22
	push {r4, lr}
	uxtb ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne .L13
	strexb r4, ip, [r0]
	cmp r4, #0
	bne .L7
	uxtb r3, lr
	bne .L17
	mov r0, #1
	pop {r4, pc}
	cmp r2, r3
	add ip, r1, r3
	bne .L6
	mov r0, #0
	pop {r4, pc}
	mov r0, #0
	bx lr

uat_add_unless_1_acquire:
	ldrb r3, [r0]
	uxtb r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L24
	push {r4, lr}
	uxtb ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne .L13
	strexb r4, ip, [r0]
	cmp r4, #0
	bne .L7
	uxtb r3, lr
	bne .L19
	ldr r3, [pc, #36]
	blx r3
	mov r0, #1
	pop {r4, pc}
	cmp r2, r3
	add ip, r1, r3
	bne .L6
	mov r0, #0
	pop {r4, pc}
	mov r0, #0
	bx lr
	.word 0xffff0fa0

uat_add_unless_1_release:
	push {r4, lr}
	ldr r3, [pc, #72]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L19
	uxtb ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne .L15
	strexb r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxtb r3, lr
	bne .L5
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_1_acq_rel:
	push {r4, lr}
	ldr r3, [pc, #80]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L21
	uxtb ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne .L15
	strexb r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxtb r3, lr
	bne .L5
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_1_seq_cst:
	push {r4, lr}
	ldr r3, [pc, #80]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L21
	uxtb ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne .L15
	strexb r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxtb r3, lr
	bne .L5
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_1_seq_cst_fence:
	push {r4, lr}
	ldr r3, [pc, #80]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L21
	uxtb ip, ip
	ldrexb lr, [r0]
	cmp lr, r3
	bne .L15
	strexb r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxtb r3, lr
	bne .L5
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_if_positive_1_relaxed:
	ldrb r3, [r0]
	uxtb r3, r3
	sxtb r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L19
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne .L13
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L7
	uxtb r3, r1
	bne .L2
	sub r3, r3, #1
	uxtb r0, r3
	sxtb r0, r0
	bx lr
	cmp r3, #128
	subne r3, r3, #1
	uxtb r0, r3
	b .L17

uat_dec_if_positive_1_acquire:
	ldrb r3, [r0]
	uxtb r3, r3
	sxtb r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L21
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne .L13
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L7
	uxtb r3, r1
	bne .L2
	sub r3, r3, #1
	push {lr}
	sxtb r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #128
	subne r3, r3, #1
	sxtb r0, r3
	bx lr
	.word 0xffff0fa0

uat_dec_if_positive_1_release:
	push {lr}
	ldr r3, [pc, #92]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	sxtb r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L22
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne .L16
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxtb r3, r1
	bne .L5
	sub r3, r3, #1
	uxtb r0, r3
	sxtb r0, r0
	pop {pc}
	cmp r3, #128
	subne r3, r3, #1
	uxtb r0, r3
	b .L20
	.word 0xffff0fa0

uat_dec_if_positive_1_acq_rel:
	push {lr}
	ldr r3, [pc, #96]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	sxtb r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L23
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne .L16
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxtb r3, r1
	bne .L5
	sub r3, r3, #1
	sxtb r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #128
	subne r3, r3, #1
	sxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_if_positive_1_seq_cst:
	push {lr}
	ldr r3, [pc, #96]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	sxtb r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L23
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne .L16
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxtb r3, r1
	bne .L5
	sub r3, r3, #1
	sxtb r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #128
	subne r3, r3, #1
	sxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_if_positive_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #96]
	blx r3
	ldrb r3, [r0]
	uxtb r3, r3
	sxtb r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L23
	uxtb r2, r2
	ldrexb r1, [r0]
	cmp r1, r3
	bne .L16
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxtb r3, r1
	bne .L5
	sub r3, r3, #1
	sxtb r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #128
	subne r3, r3, #1
	sxtb r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_cond_load_1_relaxed:
	ldrb r3, [r0]
	cmp r1, r3
	bne .L5
	uxtb r0, r3
	bx lr
	mov r2, r0
	push {lr}
	ldr ip, [pc, #20]
	blx ip
	ldrb r3, [r2]
	cmp r1, r3
	uxtb r0, r3
	popeq {pc}
	b .L8
	.word 0xffff0fa0

uat_cond_load_1_consume:
	ldrb r3, [r0]
	cmp r1, r3
	bne .L5
	uxtb r0, r3
	bx lr
	mov r2, r0
	push {lr}
	ldr ip, [pc, #20]
	blx ip
	ldrb r3, [r2]
	cmp r1, r3
	uxtb r0, r3
	popeq {pc}
	b .L8
	.word 0xffff0fa0

uat_cond_load_1_acquire:
	push {lr}
	ldrb r3, [r0]
	cmp r1, r3
	uxtbeq r0, r3
	bne .L8
	ldr r3, [pc, #36]
	blx r3
	pop {pc}
	mov r2, r0
	ldr ip, [pc, #20]
	blx ip
	ldrb r3, [r2]
	cmp r1, r3
	uxtb r0, r3
	beq .L5
	b .L10
	.word 0xffff0fa0

uat_cond_load_1_seq_cst:
	mov r2, r0
	push {lr}
	ldr ip, [pc, #52]
	blx ip
	ldrb r3, [r0]
	cmp r1, r3
	uxtbeq r0, r3
	bne .L11
	ldr r3, [pc, #28]
	blx r3
	pop {pc}
	blx ip
	ldrb r3, [r2]
	cmp r1, r3
	uxtb r0, r3
	beq .L8
	b .L11
	.word 0xffff0fa0

uat_cond_load_1_seq_cst_fence:
	mov r2, r0
	push {lr}
	ldr ip, [pc, #52]
	blx ip
	ldrb r3, [r0]
	cmp r1, r3
	uxtbeq r0, r3
	bne .L11
	ldr r3, [pc, #28]
	blx r3
	pop {pc}
	blx ip
	ldrb r3, [r2]
	cmp r1, r3
	uxtb r0, r3
	beq .L8
	b .L11
	.word 0xffff0fa0

uat_inc_1_relaxed:
	ldrexb r3, [r0]
	add r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_inc_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	add r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_1_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r0]
	add r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_inc_1_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, #1
	strexb r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_1_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, #1
	strexb r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, #1
	strexb r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_1_relaxed:
	ldrexb r3, [r0]
	sub r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_dec_1_acquire:
	push {lr}
	ldrexb r3, [r0]
	sub r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_1_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r0]
	sub r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_dec_1_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	sub r2, r2, #1
	strexb r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_1_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	sub r2, r2, #1
	strexb r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_1_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	sub r2, r2, #1
	strexb r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_around_1_mb:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexb r2, [r0]
	add r2, r2, r1
	strexb ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_2_relaxed:
	ldrh r0, [r0]
	bx lr

uat_load_2_consume:
	ldrh r0, [r0]
	bx lr

uat_load_2_acquire:
	push {lr}
	ldrh r0, [r0]
	ldr r3, [pc, #8]
	uxth r0, r0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_2_seq_cst:
	push {lr}
	ldr r3, [pc, #16]
	blx r3
	ldrh r0, [r0]
	uxth r0, r0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #16]
	blx r3
	ldrh r0, [r0]
	uxth r0, r0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_store_2_relaxed:
	strh r1, [r0]
	bx lr

uat_store_2_release:
	push {lr}
	ldr r3, [pc, #8]
	blx r3
	strh r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_2_seq_cst:
	push {lr}
	ldr r3, [pc, #8]
	blx r3
	strh r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #12]
	blx r3
	strh r1, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_2_relaxed:
	ldrexh r3, [r0]
	cmp r3, r1
	bne .L6
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_cmpxchg_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	cmp r3, r1
	bne .L7
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_2_release:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r3, [r0]
	cmp r3, r1
	bne .L9
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_2_acq_rel:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_2_seq_cst:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_2_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_test_2_seq_cst_fence:
	push {lr}
	ldr ip, [pc, #48]
	blx ip
	ldrexh r3, [r0]
	cmp r3, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx ip
	uxth r0, r3
	sub r0, r0, r1
	clz r0, r0
	lsr r0, r0, #5
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_2_relaxed:
	ldrexh r3, [r0]
	cmp r3, r1
	bne .L6
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L0
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	cmp r3, r1
	bne .L7
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_2_release:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrexh r3, [r0]
	cmp r3, r1
	bne .L9
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_2_acq_rel:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_2_seq_cst:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_2_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	bne .L9
	strexh lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_2_relaxed:
	ldrexh r3, [r0]
	cmp r3, r1
	strexheq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	cmp r3, r1
	strexheq ip, r2, [r0]
	cmpeq ip, #0
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_2_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r3, [r0]
	cmp r3, r1
	strexheq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_2_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	strexheq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_2_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	strexheq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	strexheq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh ip, [r0]
	cmp ip, r1
	strexheq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_2_relaxed:
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_xchg_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_2_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne .L3
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_2_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_xchg_2_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_xchg_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_2_relaxed:
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_add_return_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_add_return_2_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L3
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_add_return_2_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_2_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_add_2_relaxed:
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_add_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_2_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_add_2_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_2_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_2_relaxed:
	ldrexh r3, [r0]
	and r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_and_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	and r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_2_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r0]
	and r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_and_2_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	and r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_2_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	and r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	and r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_2_relaxed:
	ldrexh r3, [r0]
	orr r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_or_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	orr r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_2_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r0]
	orr r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_or_2_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	orr r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_2_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	orr r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	orr r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_2_relaxed:
	ldrexh r3, [r0]
	eor r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_xor_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	eor r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_2_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r0]
	eor r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_xor_2_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	eor r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_2_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	eor r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	eor r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_2_relaxed:
	ldrexh r3, [r0]
	add r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_fetch_add_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	add r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_2_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r3, [r0]
	add r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_2_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	add ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_2_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	add ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	add ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_2_relaxed:
	ldrexh r3, [r0]
	and r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_fetch_and_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	and r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_2_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r3, [r0]
	and r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_2_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	and ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_2_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	and ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	and ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_2_relaxed:
	ldrexh r3, [r0]
	orr r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_fetch_or_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	orr r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_2_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r3, [r0]
	orr r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_2_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	orr ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_2_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	orr ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	orr ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_2_relaxed:
	ldrexh r3, [r0]
	eor r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_fetch_xor_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	eor r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r2, [pc, #8]
	blx r2
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_2_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r3, [r0]
	eor r2, r3, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	uxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_2_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	eor ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_2_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	eor ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrexh r2, [r0]
	eor ip, r2, r1
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	uxth r0, r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_2_relaxed:
	push {lr}
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L13
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxth r2, ip
	bne .L3
	sxth r0, ip
	pop {pc}

uat_fetch_smax_2_acquire:
	push {lr}
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L13
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxth r2, ip
	bne .L3
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_2_release:
	push {lr}
	ldr r3, [pc, #64]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_2_acq_rel:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_2_seq_cst:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movlt r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_2_relaxed:
	push {lr}
	ldrh r3, [r0]
	mov r2, r0
	uxth r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L13
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxth r0, ip
	bne .L4
	pop {pc}

uat_fetch_umax_2_acquire:
	push {lr}
	ldrh r3, [r0]
	mov r2, r0
	uxth r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L13
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxth r0, ip
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_2_release:
	push {lr}
	ldr r3, [pc, #60]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_2_acq_rel:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_2_seq_cst:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcs r3, r1
	movcc r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_2_relaxed:
	push {lr}
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L13
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxth r2, ip
	bne .L3
	sxth r0, ip
	pop {pc}

uat_fetch_smin_2_acquire:
	push {lr}
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L13
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L7
	uxth r2, ip
	bne .L3
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_2_release:
	push {lr}
	ldr r3, [pc, #64]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_2_acq_rel:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_2_seq_cst:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldrh r2, [r0]
	uxth r2, r2
	sxth r3, r2
	cmp r3, r1
	movge r3, r1
	uxth r3, r3
	ldrexh ip, [r0]
	cmp ip, r2
	bne .L15
	strexh lr, r3, [r0]
	cmp lr, #0
	bne .L9
	uxth r2, ip
	bne .L5
	ldr r3, [pc, #8]
	blx r3
	sxth r0, ip
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_2_relaxed:
	push {lr}
	ldrh r3, [r0]
	mov r2, r0
	uxth r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L13
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxth r0, ip
	bne .L4
	pop {pc}

uat_fetch_umin_2_acquire:
	push {lr}
	ldrh r3, [r0]
	mov r2, r0
	uxth r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L13
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L7
	uxth r0, ip
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_2_release:
	push {lr}
	ldr r3, [pc, #60]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_2_acq_rel:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_2_seq_cst:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #68]
	mov r2, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r1, r0
	movcc r3, r1
	movcs r3, r0
	ldrexh ip, [r2]
	cmp ip, r0
	bne .L15
	strexh lr, r3, [r2]
	cmp lr, #0
	bne .L9
	uxth r0, ip
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_2_relaxed:
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r2, [r0]
	orr r1, r2, r3
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L3
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_2_acquire:
	mov r3, #1
	and r1, r1, #15
	push {lr}
	lsl r3, r3, r1
	ldrexh r2, [r0]
	orr r1, r2, r3
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L4
	ldr r1, [pc, #16]
	blx r1
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_2_release:
	push {lr}
	ldr r3, [pc, #48]
	blx r3
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r2, [r0]
	orr r1, r2, r3
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L6
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_2_acq_rel:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r1, [r0]
	orr ip, r1, r3
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_2_seq_cst:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r1, [r0]
	orr ip, r1, r3
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_2_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r1, [r0]
	orr ip, r1, r3
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_2_relaxed:
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	push {lr}
	mvn r2, r3
	ldrexh r1, [r0]
	and ip, r1, r2
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L5
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}

uat_test_and_clear_bit_2_acquire:
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	push {lr}
	mvn r2, r3
	ldrexh r1, [r0]
	and ip, r1, r2
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L5
	ldr r2, [pc, #16]
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_2_release:
	push {lr}
	ldr r3, [pc, #52]
	blx r3
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	mvn r2, r3
	ldrexh r1, [r0]
	and ip, r1, r2
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L7
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_2_acq_rel:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	mvn r2, r3
	ldrexh r1, [r0]
	and lr, r1, r2
	strexh r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_2_seq_cst:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	mvn r2, r3
	ldrexh r1, [r0]
	and lr, r1, r2
	strexh r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_2_seq_cst_fence:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	mvn r2, r3
	ldrexh r1, [r0]
	and lr, r1, r2
	strexh r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_2_relaxed:
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r2, [r0]
	eor r1, r2, r3
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L3
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_2_acquire:
	mov r3, #1
	and r1, r1, #15
	push {lr}
	lsl r3, r3, r1
	ldrexh r2, [r0]
	eor r1, r2, r3
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L4
	ldr r1, [pc, #16]
	blx r1
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_2_release:
	push {lr}
	ldr r3, [pc, #48]
	blx r3
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r2, [r0]
	eor r1, r2, r3
	strexh ip, r1, [r0]
	cmp ip, #0
	bne .L6
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_2_acq_rel:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r1, [r0]
	eor ip, r1, r3
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_2_seq_cst:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r1, [r0]
	eor ip, r1, r3
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_2_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #15
	lsl r3, r3, r1
	ldrexh r1, [r0]
	eor ip, r1, r3
	strexh lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_unless_2_relaxed:
	ldrh r3, [r0]
	mov ip, r0
	uxth r0, r3
	cmp r2, r0
	add r3, r1, r0
	bxeq lr
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne .L14
	strexh r4, r3, [ip]
	cmp r4, #0
	bne .L8
	uxth r0, lr
	popeq {r4, pc}
	cmp r2, r0
	add r3, r1, r0
	bne .L7
	pop {r4, pc}

uat_fetch_add_unless_2_acquire:
	ldrh r3, [r0]
	mov ip, r0
	uxth r0, r3
	cmp r2, r0
	add r3, r1, r0
	bxeq lr
	push {r4, lr}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne .L14
	strexh r4, r3, [ip]
	cmp r4, #0
	bne .L8
	uxth r0, lr
	bne .L19
	ldr r3, [pc, #20]
	blx r3
	pop {r4, pc}
	cmp r2, r0
	add r3, r1, r0
	bne .L7
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_2_release:
	push {r4, lr}
	ldr r3, [pc, #64]
	mov ip, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne .L16
	strexh r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxth r0, lr
	popeq {r4, pc}
	b .L6
	.word 0xffff0fa0

uat_fetch_add_unless_2_acq_rel:
	push {r4, lr}
	ldr r3, [pc, #72]
	mov ip, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne .L16
	strexh r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxth r0, lr
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_2_seq_cst:
	push {r4, lr}
	ldr r3, [pc, #72]
	mov ip, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne .L16
	strexh r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxth r0, lr
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_2_seq_cst_fence:
	push {r4, lr}
	ldr r3, [pc, #72]
	mov ip, r0
	blx r3
	ldrh r3, [r0]
	uxth r0, r3
	cmp r2, r0
	add r3, r1, r0
	popeq {r4, pc}
	uxth r3, r3
	ldrexh lr, [ip]
	cmp lr, r0
	bne .L16
	strexh r4, r3, [ip]
	cmp r4, #0
	bne .L10
	uxth r0, lr
	bne .L6
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_2_relaxed:
	ldrh r3, [r0]
	uxth r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L22
	push {r4, lr}
	uxth ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne .L13
	strexh r4, ip, [r0]
	cmp r4, #0
	bne .L7
	uxth r3, lr
	bne .L17
	mov r0, #1
	pop {r4, pc}
	cmp r2, r3
	add ip, r1, r3
	bne .L6
	mov r0, #0
	pop {r4, pc}
	mov r0, #0
	bx lr

uat_add_unless_2_acquire:
	ldrh r3, [r0]
	uxth r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L24
	push {r4, lr}
	uxth ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne .L13
	strexh r4, ip, [r0]
	cmp r4, #0
	bne .L7
	uxth r3, lr
	bne .L19
	ldr r3, [pc, #36]
	blx r3
	mov r0, #1
	pop {r4, pc}
	cmp r2, r3
	add ip, r1, r3
	bne .L6
	mov r0, #0
	pop {r4, pc}
	mov r0, #0
	bx lr
	.word 0xffff0fa0

uat_add_unless_2_release:
	push {r4, lr}
	ldr r3, [pc, #72]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L19
	uxth ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne .L15
	strexh r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxth r3, lr
	bne .L5
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_2_acq_rel:
	push {r4, lr}
	ldr r3, [pc, #80]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L21
	uxth ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne .L15
	strexh r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxth r3, lr
	bne .L5
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_2_seq_cst:
	push {r4, lr}
	ldr r3, [pc, #80]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L21
	uxth ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne .L15
	strexh r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxth r3, lr
	bne .L5
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_2_seq_cst_fence:
	push {r4, lr}
	ldr r3, [pc, #80]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	cmp r2, r3
	add ip, r1, r3
	beq .L21
	uxth ip, ip
	ldrexh lr, [r0]
	cmp lr, r3
	bne .L15
	strexh r4, ip, [r0]
	cmp r4, #0
	bne .L9
	uxth r3, lr
	bne .L5
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_if_positive_2_relaxed:
	ldrh r3, [r0]
	uxth r3, r3
	sxth r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L19
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne .L13
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L7
	uxth r3, r1
	bne .L2
	sub r3, r3, #1
	uxth r0, r3
	sxth r0, r0
	bx lr
	cmp r3, #32768
	subne r3, r3, #1
	uxth r0, r3
	b .L17

uat_dec_if_positive_2_acquire:
	ldrh r3, [r0]
	uxth r3, r3
	sxth r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L21
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne .L13
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L7
	uxth r3, r1
	bne .L2
	sub r3, r3, #1
	push {lr}
	sxth r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #32768
	subne r3, r3, #1
	sxth r0, r3
	bx lr
	.word 0xffff0fa0

uat_dec_if_positive_2_release:
	push {lr}
	ldr r3, [pc, #92]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	sxth r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L22
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne .L16
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxth r3, r1
	bne .L5
	sub r3, r3, #1
	uxth r0, r3
	sxth r0, r0
	pop {pc}
	cmp r3, #32768
	subne r3, r3, #1
	uxth r0, r3
	b .L20
	.word 0xffff0fa0

uat_dec_if_positive_2_acq_rel:
	push {lr}
	ldr r3, [pc, #96]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	sxth r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L23
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne .L16
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxth r3, r1
	bne .L5
	sub r3, r3, #1
	sxth r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #32768
	subne r3, r3, #1
	sxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_if_positive_2_seq_cst:
	push {lr}
	ldr r3, [pc, #96]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	sxth r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L23
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne .L16
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxth r3, r1
	bne .L5
	sub r3, r3, #1
	sxth r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #32768
	subne r3, r3, #1
	sxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_if_positive_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #96]
	blx r3
	ldrh r3, [r0]
	uxth r3, r3
	sxth r2, r3
	cmp r2, #0
	sub r2, r3, #1
	ble .L23
	uxth r2, r2
	ldrexh r1, [r0]
	cmp r1, r3
	bne .L16
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L10
	uxth r3, r1
	bne .L5
	sub r3, r3, #1
	sxth r0, r3
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #32768
	subne r3, r3, #1
	sxth r0, r3
	pop {pc}
	.word 0xffff0fa0

uat_cond_load_2_relaxed:
	ldrh r3, [r0]
	cmp r1, r3
	bne .L5
	uxth r0, r3
	bx lr
	mov r2, r0
	push {lr}
	ldr ip, [pc, #20]
	blx ip
	ldrh r3, [r2]
	cmp r1, r3
	uxth r0, r3
	popeq {pc}
	b .L8
	.word 0xffff0fa0

uat_cond_load_2_consume:
	ldrh r3, [r0]
	cmp r1, r3
	bne .L5
	uxth r0, r3
	bx lr
	mov r2, r0
	push {lr}
	ldr ip, [pc, #20]
	blx ip
	ldrh r3, [r2]
	cmp r1, r3
	uxth r0, r3
	popeq {pc}
	b .L8
	.word 0xffff0fa0

uat_cond_load_2_acquire:
	push {lr}
	ldrh r3, [r0]
	cmp r1, r3
	uxtheq r0, r3
	bne .L8
	ldr r3, [pc, #36]
	blx r3
	pop {pc}
	mov r2, r0
	ldr ip, [pc, #20]
	blx ip
	ldrh r3, [r2]
	cmp r1, r3
	uxth r0, r3
	beq .L5
	b .L10
	.word 0xffff0fa0

uat_cond_load_2_seq_cst:
	mov r2, r0
	push {lr}
	ldr ip, [pc, #52]
	blx ip
	ldrh r3, [r0]
	cmp r1, r3
	uxtheq r0, r3
	bne .L11
	ldr r3, [pc, #28]
	blx r3
	pop {pc}
	blx ip
	ldrh r3, [r2]
	cmp r1, r3
	uxth r0, r3
	beq .L8
	b .L11
	.word 0xffff0fa0

uat_cond_load_2_seq_cst_fence:
	mov r2, r0
	push {lr}
	ldr ip, [pc, #52]
	blx ip
	ldrh r3, [r0]
	cmp r1, r3
	uxtheq r0, r3
	bne .L11
	ldr r3, [pc, #28]
	blx r3
	pop {pc}
	blx ip
	ldrh r3, [r2]
	cmp r1, r3
	uxth r0, r3
	beq .L8
	b .L11
	.word 0xffff0fa0

uat_inc_2_relaxed:
	ldrexh r3, [r0]
	add r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_inc_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	add r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_2_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r0]
	add r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_inc_2_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, #1
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_2_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, #1
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, #1
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_2_relaxed:
	ldrexh r3, [r0]
	sub r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_dec_2_acquire:
	push {lr}
	ldrexh r3, [r0]
	sub r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_2_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r0]
	sub r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_dec_2_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	sub r2, r2, #1
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_2_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	sub r2, r2, #1
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_2_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	sub r2, r2, #1
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_around_2_mb:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrexh r2, [r0]
	add r2, r2, r1
	strexh ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_4_relaxed:
	ldr r0, [r0]
	bx lr

uat_load_4_consume:
	ldr r0, [r0]
	bx lr

uat_load_4_acquire:
	push {lr}
	ldr r3, [pc, #8]
	ldr r0, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_4_seq_cst:
	push {lr}
	ldr r3, [pc, #12]
	blx r3
	ldr r0, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #12]
	blx r3
	ldr r0, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_store_4_relaxed:
	str r1, [r0]
	bx lr

uat_store_4_release:
	push {lr}
	ldr r3, [pc, #8]
	blx r3
	str r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_4_seq_cst:
	push {lr}
	ldr r3, [pc, #8]
	blx r3
	str r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #12]
	blx r3
	str r1, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	cmp r0, r1
	bne .L7
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L1
	bx lr

uat_cmpxchg_4_acquire:
	push {lr}
	mov r3, r0
	ldrex r0, [r3]
	cmp r0, r1
	bne .L8
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L2
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_4_release:
	push {lr}
	ldr ip, [pc, #32]
	mov r3, r0
	blx ip
	ldrex r0, [r3]
	cmp r0, r1
	bne .L10
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L4
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_4_acq_rel:
	push {lr}
	ldr ip, [pc, #36]
	mov r3, r0
	blx ip
	ldrex r0, [r3]
	cmp r0, r1
	bne .L10
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L4
	blx ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst:
	push {lr}
	ldr ip, [pc, #36]
	mov r3, r0
	blx ip
	ldrex r0, [r3]
	cmp r0, r1
	bne .L10
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L4
	blx ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst_fence_sc:
	push {lr}
	ldr ip, [pc, #36]
	mov r3, r0
	blx ip
	ldrex r0, [r3]
	cmp r0, r1
	bne .L10
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L4
	blx ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst_fence:
	push {lr}
	ldr ip, [pc, #36]
	mov r3, r0
	blx ip
	ldrex r0, [r3]
	cmp r0, r1
	bne .L10
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L4
	blx ip
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_test_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #44]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	bne .L9
	strex lr, r2, [r0]
	cmp lr, #0
	bne .L3
	blx r3
	sub r0, r1, ip
	clz r0, r0
	lsr r0, r0, #5
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_4_relaxed:
	ldrex r3, [r0]
	cmp r3, r1
	bne .L6
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L0
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_4_acquire:
	push {lr}
	ldrex r3, [r0]
	cmp r3, r1
	bne .L7
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L1
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_4_release:
	push {lr}
	ldr r3, [pc, #36]
	blx r3
	ldrex r3, [r0]
	cmp r3, r1
	bne .L9
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_4_acq_rel:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	bne .L9
	strex lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_4_seq_cst:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	bne .L9
	strex lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_4_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	bne .L9
	strex lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #40]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	bne .L9
	strex lr, r2, [r0]
	cmp lr, #0
	bne .L3
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_relaxed:
	ldrex r3, [r0]
	cmp r3, r1
	strexeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_4_acquire:
	push {lr}
	ldrex r3, [r0]
	cmp r3, r1
	strexeq ip, r2, [r0]
	cmpeq ip, #0
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_release:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r3, [r0]
	cmp r3, r1
	strexeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_acq_rel:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	strexeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_seq_cst:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	strexeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	strexeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #32]
	blx r3
	ldrex r12, [r0]
	cmp ip, r1
	strexeq lr, r2, [r0]
	cmpeq lr, #0
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne .L1
	bx lr

uat_xchg_4_acquire:
	push {lr}
	mov r3, r0
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne .L2
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xchg_4_release:
	push {lr}
	ldr r2, [pc, #24]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne .L4
	pop {pc}
	.word 0xffff0fa0

uat_xchg_4_acq_rel:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	strex ip, r1, [r3]
	cmp ip, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_xchg_4_seq_cst:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	strex ip, r1, [r3]
	cmp ip, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_xchg_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	strex ip, r1, [r3]
	cmp ip, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	add r0, r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne .L1
	bx lr

uat_add_return_4_acquire:
	push {lr}
	mov r3, r0
	ldrex r0, [r3]
	add r0, r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne .L2
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_return_4_release:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add r0, r0, r1
	strex r2, r0, [r3]
	cmp r2, #0
	bne .L4
	pop {pc}
	.word 0xffff0fa0

uat_add_return_4_acq_rel:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add r0, r0, r1
	strex ip, r0, [r3]
	cmp ip, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_4_seq_cst:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add r0, r0, r1
	strex ip, r0, [r3]
	cmp ip, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_add_return_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add r0, r0, r1
	strex ip, r0, [r3]
	cmp ip, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_add_4_relaxed:
	ldrex r3, [r0]
	add r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_add_4_acquire:
	push {lr}
	ldrex r3, [r0]
	add r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_4_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r0]
	add r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_add_4_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	add r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_4_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	add r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	add r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_4_relaxed:
	ldrex r3, [r0]
	and r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_and_4_acquire:
	push {lr}
	ldrex r3, [r0]
	and r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_4_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r0]
	and r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_and_4_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	and r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_4_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	and r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_and_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	and r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_4_relaxed:
	ldrex r3, [r0]
	orr r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_or_4_acquire:
	push {lr}
	ldrex r3, [r0]
	orr r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_4_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r0]
	orr r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_or_4_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	orr r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_4_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	orr r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_or_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	orr r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_4_relaxed:
	ldrex r3, [r0]
	eor r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_xor_4_acquire:
	push {lr}
	ldrex r3, [r0]
	eor r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_4_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r0]
	eor r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_xor_4_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	eor r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_4_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	eor r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_xor_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	eor r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	add r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L1
	bx lr

uat_fetch_add_4_acquire:
	push {lr}
	mov r3, r0
	ldrex r0, [r3]
	add r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L2
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_4_release:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L4
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_4_acq_rel:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_4_seq_cst:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	add ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	and r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L1
	bx lr

uat_fetch_and_4_acquire:
	push {lr}
	mov r3, r0
	ldrex r0, [r3]
	and r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L2
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_4_release:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	and r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L4
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_4_acq_rel:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	and ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_4_seq_cst:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	and ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_and_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	and ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	orr r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L1
	bx lr

uat_fetch_or_4_acquire:
	push {lr}
	mov r3, r0
	ldrex r0, [r3]
	orr r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L2
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_4_release:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	orr r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L4
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_4_acq_rel:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	orr ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_4_seq_cst:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	orr ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_or_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	orr ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	eor r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L1
	bx lr

uat_fetch_xor_4_acquire:
	push {lr}
	mov r3, r0
	ldrex r0, [r3]
	eor r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L2
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_4_release:
	push {lr}
	ldr r2, [pc, #28]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	eor r2, r0, r1
	strex ip, r2, [r3]
	cmp ip, #0
	bne .L4
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_4_acq_rel:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	eor ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_4_seq_cst:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	eor ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_xor_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #32]
	mov r3, r0
	blx r2
	ldrex r0, [r3]
	eor ip, r0, r1
	strex lr, ip, [r3]
	cmp lr, #0
	bne .L4
	blx r2
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r0, r1
	movge r2, r0
	movlt r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	pop {pc}

uat_fetch_smax_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r0, r1
	movge r2, r0
	movlt r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_4_release:
	push {lr}
	ldr r2, [pc, #56]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movge r2, r0
	movlt r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_4_acq_rel:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movge r2, r0
	movlt r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_4_seq_cst:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movge r2, r0
	movlt r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smax_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movge r2, r0
	movlt r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	movcs r2, r1
	movcc r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	pop {pc}

uat_fetch_umax_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	movcs r2, r1
	movcc r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_4_release:
	push {lr}
	ldr r2, [pc, #56]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcs r2, r1
	movcc r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_4_acq_rel:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcs r2, r1
	movcc r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_4_seq_cst:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcs r2, r1
	movcc r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umax_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcs r2, r1
	movcc r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r0, r1
	movlt r2, r0
	movge r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	pop {pc}

uat_fetch_smin_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r0, r1
	movlt r2, r0
	movge r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_4_release:
	push {lr}
	ldr r2, [pc, #56]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movlt r2, r0
	movge r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_4_acq_rel:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movlt r2, r0
	movge r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_4_seq_cst:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movlt r2, r0
	movge r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_smin_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r0, r1
	movlt r2, r0
	movge r2, r1
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_4_relaxed:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	movcc r2, r1
	movcs r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	pop {pc}

uat_fetch_umin_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	movcc r2, r1
	movcs r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L12
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L6
	mov r0, ip
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_4_release:
	push {lr}
	ldr r2, [pc, #56]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcc r2, r1
	movcs r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_4_acq_rel:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcc r2, r1
	movcs r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_4_seq_cst:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcc r2, r1
	movcs r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_fetch_umin_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #64]
	mov r3, r0
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	movcc r2, r1
	movcs r2, r0
	ldrex r12, [r3]
	cmp ip, r0
	bne .L14
	strex lr, r2, [r3]
	cmp lr, #0
	bne .L8
	mov r0, ip
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_4_relaxed:
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r2, [r0]
	orr r1, r2, r3
	strex ip, r1, [r0]
	cmp ip, #0
	bne .L3
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_set_bit_4_acquire:
	mov r3, #1
	and r1, r1, #31
	push {lr}
	lsl r3, r3, r1
	ldrex r2, [r0]
	orr r1, r2, r3
	strex ip, r1, [r0]
	cmp ip, #0
	bne .L4
	ldr r1, [pc, #16]
	blx r1
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_4_release:
	push {lr}
	ldr r3, [pc, #48]
	blx r3
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r2, [r0]
	orr r1, r2, r3
	strex ip, r1, [r0]
	cmp ip, #0
	bne .L6
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_4_acq_rel:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r1, [r0]
	orr ip, r1, r3
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_4_seq_cst:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r1, [r0]
	orr ip, r1, r3
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_set_bit_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r1, [r0]
	orr ip, r1, r3
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_4_relaxed:
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	push {lr}
	mvn r2, r3
	ldrex r1, [r0]
	and ip, r1, r2
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L5
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}

uat_test_and_clear_bit_4_acquire:
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	push {lr}
	mvn r2, r3
	ldrex r1, [r0]
	and ip, r1, r2
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L5
	ldr r2, [pc, #16]
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_4_release:
	push {lr}
	ldr r3, [pc, #52]
	blx r3
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	mvn r2, r3
	ldrex r1, [r0]
	and ip, r1, r2
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L7
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_4_acq_rel:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	mvn r2, r3
	ldrex r1, [r0]
	and lr, r1, r2
	strex r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_4_seq_cst:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	mvn r2, r3
	ldrex r1, [r0]
	and lr, r1, r2
	strex r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_4_seq_cst_fence:
	push {r4, lr}
	ldr ip, [pc, #56]
	blx ip
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	mvn r2, r3
	ldrex r1, [r0]
	and lr, r1, r2
	strex r4, lr, [r0]
	cmp r4, #0
	bne .L7
	blx ip
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_4_relaxed:
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r2, [r0]
	eor r1, r2, r3
	strex ip, r1, [r0]
	cmp ip, #0
	bne .L3
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	bx lr

uat_test_and_change_bit_4_acquire:
	mov r3, #1
	and r1, r1, #31
	push {lr}
	lsl r3, r3, r1
	ldrex r2, [r0]
	eor r1, r2, r3
	strex ip, r1, [r0]
	cmp ip, #0
	bne .L4
	ldr r1, [pc, #16]
	blx r1
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_4_release:
	push {lr}
	ldr r3, [pc, #48]
	blx r3
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r2, [r0]
	eor r1, r2, r3
	strex ip, r1, [r0]
	cmp ip, #0
	bne .L6
	tst r3, r2
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_4_acq_rel:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r1, [r0]
	eor ip, r1, r3
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_4_seq_cst:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r1, [r0]
	eor ip, r1, r3
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_test_and_change_bit_4_seq_cst_fence:
	push {lr}
	ldr r2, [pc, #52]
	blx r2
	mov r3, #1
	and r1, r1, #31
	lsl r3, r3, r1
	ldrex r1, [r0]
	eor ip, r1, r3
	strex lr, ip, [r0]
	cmp lr, #0
	bne .L6
	blx r2
	tst r3, r1
	movne r0, #1
	moveq r0, #0
	pop {pc}
	.word 0xffff0fa0

uat_fetch_add_unless_4_relaxed:
	mov r3, r0
	ldr r0, [r0]
	cmp r2, r0
	bxeq lr
	push {r4, lr}
	add ip, r1, r0
	ldrex r14, [r3]
	cmp lr, r0
	bne .L12
	strex r4, ip, [r3]
	cmp r4, #0
	bne .L6
	mov r0, lr
	popeq {r4, pc}
	cmp r2, r0
	bne .L5
	pop {r4, pc}

uat_fetch_add_unless_4_acquire:
	mov r3, r0
	ldr r0, [r0]
	cmp r2, r0
	bxeq lr
	push {r4, lr}
	add ip, r1, r0
	ldrex r14, [r3]
	cmp lr, r0
	bne .L12
	strex r4, ip, [r3]
	cmp r4, #0
	bne .L6
	mov r0, lr
	bne .L17
	ldr r3, [pc, #16]
	blx r3
	pop {r4, pc}
	cmp r2, r0
	bne .L5
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_4_release:
	push {r4, lr}
	ldr ip, [pc, #64]
	mov r3, r0
	blx ip
	ldr r0, [r0]
	cmp r2, r0
	popeq {r4, pc}
	add ip, r1, r0
	ldrex r14, [r3]
	cmp lr, r0
	bne .L14
	strex r4, ip, [r3]
	cmp r4, #0
	bne .L8
	mov r0, lr
	popeq {r4, pc}
	cmp r2, r0
	bne .L7
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_4_acq_rel:
	push {r4, lr}
	ldr ip, [pc, #64]
	mov r3, r0
	blx ip
	ldr r0, [r0]
	cmp r2, r0
	popeq {r4, pc}
	add ip, r1, r0
	ldrex r14, [r3]
	cmp lr, r0
	bne .L14
	strex r4, ip, [r3]
	cmp r4, #0
	bne .L8
	mov r0, lr
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_4_seq_cst:
	push {r4, lr}
	ldr ip, [pc, #64]
	mov r3, r0
	blx ip
	ldr r0, [r0]
	cmp r2, r0
	popeq {r4, pc}
	add ip, r1, r0
	ldrex r14, [r3]
	cmp lr, r0
	bne .L14
	strex r4, ip, [r3]
	cmp r4, #0
	bne .L8
	mov r0, lr
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_4_seq_cst_fence:
	push {r4, lr}
	ldr ip, [pc, #64]
	mov r3, r0
	blx ip
	ldr r0, [r0]
	cmp r2, r0
	popeq {r4, pc}
	add ip, r1, r0
	ldrex r14, [r3]
	cmp lr, r0
	bne .L14
	strex r4, ip, [r3]
	cmp r4, #0
	bne .L8
	mov r0, lr
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_4_relaxed:
	ldr r3, [r0]
	cmp r2, r3
	beq .L19
	push {r4, lr}
	add ip, r1, r3
	ldrex r14, [r0]
	cmp lr, r3
	bne .L11
	strex r4, ip, [r0]
	cmp r4, #0
	bne .L5
	mov r3, lr
	bne .L15
	mov r0, #1
	pop {r4, pc}
	cmp r2, r3
	bne .L4
	mov r0, #0
	pop {r4, pc}
	mov r0, #0
	bx lr

uat_add_unless_4_acquire:
	ldr r3, [r0]
	cmp r2, r3
	beq .L21
	push {r4, lr}
	add ip, r1, r3
	ldrex r14, [r0]
	cmp lr, r3
	bne .L11
	strex r4, ip, [r0]
	cmp r4, #0
	bne .L5
	mov r3, lr
	bne .L17
	ldr r3, [pc, #32]
	blx r3
	mov r0, #1
	pop {r4, pc}
	cmp r2, r3
	bne .L4
	mov r0, #0
	pop {r4, pc}
	mov r0, #0
	bx lr
	.word 0xffff0fa0

uat_add_unless_4_release:
	push {r4, lr}
	ldr r3, [pc, #64]
	blx r3
	ldr r3, [r0]
	cmp r2, r3
	beq .L17
	add ip, r1, r3
	ldrex r14, [r0]
	cmp lr, r3
	bne .L13
	strex r4, ip, [r0]
	cmp r4, #0
	bne .L7
	mov r3, lr
	bne .L4
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_4_acq_rel:
	push {r4, lr}
	ldr r3, [pc, #72]
	blx r3
	ldr r3, [r0]
	cmp r2, r3
	beq .L19
	add ip, r1, r3
	ldrex r14, [r0]
	cmp lr, r3
	bne .L13
	strex r4, ip, [r0]
	cmp r4, #0
	bne .L7
	mov r3, lr
	bne .L4
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_4_seq_cst:
	push {r4, lr}
	ldr r3, [pc, #72]
	blx r3
	ldr r3, [r0]
	cmp r2, r3
	beq .L19
	add ip, r1, r3
	ldrex r14, [r0]
	cmp lr, r3
	bne .L13
	strex r4, ip, [r0]
	cmp r4, #0
	bne .L7
	mov r3, lr
	bne .L4
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_unless_4_seq_cst_fence:
	push {r4, lr}
	ldr r3, [pc, #72]
	blx r3
	ldr r3, [r0]
	cmp r2, r3
	beq .L19
	add ip, r1, r3
	ldrex r14, [r0]
	cmp lr, r3
	bne .L13
	strex r4, ip, [r0]
	cmp r4, #0
	bne .L7
	mov r3, lr
	bne .L4
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, pc}
	mov r0, #0
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_if_positive_4_relaxed:
	ldr r3, [r0]
	cmp r3, #0
	ble .L14
	sub r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne .L10
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L4
	mov r3, r1
	bne .L1
	sub r0, r1, #1
	bx lr
	cmp r3, #-2147483648
	moveq r0, r3
	subne r0, r3, #1
	bx lr

uat_dec_if_positive_4_acquire:
	ldr r3, [r0]
	cmp r3, #0
	ble .L17
	sub r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne .L10
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L4
	mov r3, r1
	bne .L1
	push {lr}
	sub r0, r1, #1
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #-2147483648
	moveq r0, r3
	subne r0, r3, #1
	bx lr
	.word 0xffff0fa0

uat_dec_if_positive_4_release:
	push {lr}
	ldr r3, [pc, #72]
	blx r3
	ldr r3, [r0]
	cmp r3, #0
	ble .L17
	sub r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne .L13
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L7
	mov r3, r1
	bne .L4
	sub r0, r1, #1
	pop {pc}
	cmp r3, #-2147483648
	moveq r0, r3
	subne r0, r3, #1
	pop {pc}
	.word 0xffff0fa0

uat_dec_if_positive_4_acq_rel:
	push {lr}
	ldr r3, [pc, #80]
	blx r3
	ldr r3, [r0]
	cmp r3, #0
	ble .L19
	sub r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne .L13
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L7
	mov r3, r1
	bne .L4
	sub r0, r1, #1
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #-2147483648
	moveq r0, r3
	subne r0, r3, #1
	pop {pc}
	.word 0xffff0fa0

uat_dec_if_positive_4_seq_cst:
	push {lr}
	ldr r3, [pc, #80]
	blx r3
	ldr r3, [r0]
	cmp r3, #0
	ble .L19
	sub r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne .L13
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L7
	mov r3, r1
	bne .L4
	sub r0, r1, #1
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #-2147483648
	moveq r0, r3
	subne r0, r3, #1
	pop {pc}
	.word 0xffff0fa0

uat_dec_if_positive_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #80]
	blx r3
	ldr r3, [r0]
	cmp r3, #0
	ble .L19
	sub r2, r3, #1
	ldrex r1, [r0]
	cmp r1, r3
	bne .L13
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L7
	mov r3, r1
	bne .L4
	sub r0, r1, #1
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	cmp r3, #-2147483648
	moveq r0, r3
	subne r0, r3, #1
	pop {pc}
	.word 0xffff0fa0

uat_cond_load_4_relaxed:
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	bxeq lr
	push {lr}
	ldr r2, [pc, #16]
	blx r2
	ldr r0, [r3]
	cmp r1, r0
	popeq {pc}
	b .L6
	.word 0xffff0fa0

uat_cond_load_4_consume:
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	bxeq lr
	push {lr}
	ldr r2, [pc, #16]
	blx r2
	ldr r0, [r3]
	cmp r1, r0
	popeq {pc}
	b .L6
	.word 0xffff0fa0

uat_cond_load_4_acquire:
	push {lr}
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	bne .L8
	ldr r3, [pc, #28]
	blx r3
	pop {pc}
	ldr r2, [pc, #16]
	blx r2
	ldr r0, [r3]
	cmp r1, r0
	beq .L5
	b .L9
	.word 0xffff0fa0

uat_cond_load_4_seq_cst:
	mov r3, r0
	push {lr}
	ldr r2, [pc, #44]
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	bne .L10
	ldr r3, [pc, #24]
	blx r3
	pop {pc}
	blx r2
	ldr r0, [r3]
	cmp r1, r0
	beq .L7
	b .L10
	.word 0xffff0fa0

uat_cond_load_4_seq_cst_fence:
	mov r3, r0
	push {lr}
	ldr r2, [pc, #44]
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	bne .L10
	ldr r3, [pc, #24]
	blx r3
	pop {pc}
	blx r2
	ldr r0, [r3]
	cmp r1, r0
	beq .L7
	b .L10
	.word 0xffff0fa0

uat_inc_4_relaxed:
	ldrex r3, [r0]
	add r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_inc_4_acquire:
	push {lr}
	ldrex r3, [r0]
	add r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_4_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r0]
	add r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_inc_4_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	add r2, r2, #1
	strex r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_4_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	add r2, r2, #1
	strex r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_inc_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	add r2, r2, #1
	strex r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_4_relaxed:
	ldrex r3, [r0]
	sub r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_dec_4_acquire:
	push {lr}
	ldrex r3, [r0]
	sub r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_4_release:
	push {lr}
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r0]
	sub r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L3
	pop {pc}
	.word 0xffff0fa0

uat_dec_4_acq_rel:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	sub r2, r2, #1
	strex r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_4_seq_cst:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	sub r2, r2, #1
	strex r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_dec_4_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	sub r2, r2, #1
	strex r1, r2, [r0]
	cmp r1, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_add_around_4_mb:
	push {lr}
	ldr r3, [pc, #28]
	blx r3
	ldrex r2, [r0]
	add r2, r2, r1
	strex ip, r2, [r0]
	cmp ip, #0
	bne .L3
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_8_relaxed:
	ldrexd r0, [r0]
	bx lr

uat_load_8_consume:
	ldrexd r0, [r0]
	bx lr

uat_load_8_acquire:
	push {lr}
	ldrexd r0, [r0]
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_8_seq_cst:
	push {lr}
	ldr r3, [pc, #12]
	blx r3
	ldrexd r0, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_load_8_seq_cst_fence:
	push {lr}
	ldr r3, [pc, #12]
	blx r3
	ldrexd r0, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_store_8_relaxed:
	push {r4, r5}
	ldrexd r4, [r0]
	strexd r4, r2, [r0]
	cmp r4, #0
	bne .L1
	pop {r4, r5}
	bx lr

uat_store_8_release:
	push {r4, r5, lr}
	mov r4, r2
	ldr r2, [pc, #24]
	blx r2
	mov r2, r4
	ldrexd r4, [r0]
	strexd r4, r2, [r0]
	cmp r4, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_store_8_seq_cst:
	push {r4, r5, lr}
	mov r4, r2
	ldr r2, [pc, #24]
	blx r2
	mov r2, r4
	ldrexd r4, [r0]
	strexd r4, r2, [r0]
	cmp r4, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_store_8_seq_cst_fence:
	push {r4, r5, lr}
	ldr r1, [pc, #24]
	blx r1
	ldrexd r4, [r0]
	strexd r4, r2, [r0]
	cmp r4, #0
	bne .L3
	blx r1
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_relaxed:
	push {r4, r5, r6, r7}
	ldrd r6, [sp, #16]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	cmp r0, r4
	bne .L13
	cmp r1, r5
	bne .L13
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L5
	pop {r4, r5, r6, r7}
	bx lr

uat_cmpxchg_8_acquire:
	push {r4, r5, r6, r7, lr}
	ldrd r6, [sp, #20]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	cmp r0, r4
	bne .L13
	cmp r1, r5
	bne .L13
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #52]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	blx r1
	ldrd r6, [sp, #20]
	ldrexd r0, [r2]
	cmp r0, r4
	bne .L15
	cmp r1, r5
	bne .L15
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L7
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r8, [sp, #28]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L6
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r8, [sp, #28]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L6
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r8, [sp, #28]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L6
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r8, [sp, #28]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L6
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_cmpxchg_test_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #68]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd ip, r2, [r0]
	cmp ip, #0
	bne .L6
	blx r1
	cmp r5, r7
	cmpeq r4, r6
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_8_relaxed:
	push {r4, r5, r6, r7}
	mov r4, r2
	mov r5, r3
	ldrd r2, [sp, #16]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L12
	cmp r7, r5
	bne .L12
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L4
	pop {r4, r5, r6, r7}
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L12
	cmp r7, r5
	bne .L12
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L4
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #56]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L6
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd ip, r2, [r0]
	cmp ip, #0
	bne .L6
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd ip, r2, [r0]
	cmp ip, #0
	bne .L6
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_8_seq_cst_fence_sc:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd ip, r2, [r0]
	cmp ip, #0
	bne .L6
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #60]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	bne .L14
	cmp r7, r5
	bne .L14
	strexd ip, r2, [r0]
	cmp ip, #0
	bne .L6
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_8_relaxed:
	push {r4, r5, r6, r7}
	mov r4, r2
	mov r5, r3
	ldrd r2, [sp, #16]
	ldrexd r6, [r0]
	cmp r6, r4
	cmpeq r7, r5
	strexdeq r1, r2, [r0]
	cmpeq r1, #0
	pop {r4, r5, r6, r7}
	moveq r0, #1
	movne r0, #0
	bx lr

uat_try_cmpxchg_weak_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	cmpeq r7, r5
	strexdeq r1, r2, [r0]
	cmpeq r1, #0
	ldr r3, [pc, #12]
	moveq r0, #1
	movne r0, #0
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #44]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	cmpeq r7, r5
	strexdeq r1, r2, [r0]
	cmpeq r1, #0
	moveq r0, #1
	movne r0, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	cmpeq r7, r5
	strexdeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	cmpeq r7, r5
	strexdeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	cmpeq r7, r5
	strexdeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_try_cmpxchg_weak_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrd r2, [sp, #20]
	ldrexd r6, [r0]
	cmp r6, r4
	cmpeq r7, r5
	strexdeq ip, r2, [r0]
	cmpeq ip, #0
	moveq r0, #1
	movne r0, #0
	blx r1
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_xchg_8_relaxed:
	push {r4, r5}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	strexd r3, r4, [r2]
	cmp r3, #0
	bne .L4
	pop {r4, r5}
	bx lr

uat_xchg_8_acquire:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	strexd r3, r4, [r2]
	cmp r3, #0
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_xchg_8_release:
	push {r4, r5, lr}
	ldr r1, [pc, #32]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	blx r1
	ldrexd r0, [r2]
	strexd r3, r4, [r2]
	cmp r3, #0
	bne .L6
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_xchg_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	strexd r3, r4, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_xchg_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	strexd r3, r4, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_xchg_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	strexd r3, r4, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_add_return_8_relaxed:
	push {r4, r5}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	adds r0, r0, r4
	adc r1, r1, r5
	strexd r3, r0, [r2]
	cmp r3, #0
	bne .L4
	pop {r4, r5}
	bx lr

uat_add_return_8_acquire:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	adds r0, r0, r4
	adc r1, r1, r5
	strexd r3, r0, [r2]
	cmp r3, #0
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_add_return_8_release:
	push {r4, r5, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	blx r1
	ldrexd r0, [r2]
	adds r0, r0, r4
	adc r1, r1, r5
	strexd r3, r0, [r2]
	cmp r3, #0
	bne .L6
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_add_return_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_add_return_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_add_return_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_add_8_relaxed:
	push {r4, r5}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	adds r2, r2, r4
	adc r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	pop {r4, r5}
	bx lr

uat_add_8_acquire:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	adds r2, r2, r4
	adc r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_add_8_release:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #28]
	blx r2
	ldrexd r2, [r0]
	adds r2, r2, r4
	adc r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_add_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_add_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_add_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_and_8_relaxed:
	push {r4, r5}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	and r2, r2, r4
	and r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	pop {r4, r5}
	bx lr

uat_and_8_acquire:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	and r2, r2, r4
	and r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_and_8_release:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #28]
	blx r2
	ldrexd r2, [r0]
	and r2, r2, r4
	and r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_and_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	and r6, r6, r4
	and r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_and_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	and r6, r6, r4
	and r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_and_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	and r6, r6, r4
	and r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_or_8_relaxed:
	push {r4, r5}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	orr r2, r2, r4
	orr r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	pop {r4, r5}
	bx lr

uat_or_8_acquire:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	orr r2, r2, r4
	orr r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_or_8_release:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #28]
	blx r2
	ldrexd r2, [r0]
	orr r2, r2, r4
	orr r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_or_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	orr r6, r6, r4
	orr r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_or_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	orr r6, r6, r4
	orr r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_or_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	orr r6, r6, r4
	orr r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_xor_8_relaxed:
	push {r4, r5}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	eor r2, r2, r4
	eor r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	pop {r4, r5}
	bx lr

uat_xor_8_acquire:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	eor r2, r2, r4
	eor r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_xor_8_release:
	push {r4, r5, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #28]
	blx r2
	ldrexd r2, [r0]
	eor r2, r2, r4
	eor r3, r3, r5
	strexd r1, r2, [r0]
	cmp r1, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_xor_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	eor r6, r6, r4
	eor r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_xor_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	eor r6, r6, r4
	eor r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_xor_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	eor r6, r6, r4
	eor r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_add_8_relaxed:
	push {r4, r5, r6, r7}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	adds r6, r0, r4
	adc r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	pop {r4, r5, r6, r7}
	bx lr

uat_fetch_add_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	adds r6, r0, r4
	adc r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_add_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	blx r1
	ldrexd r0, [r2]
	adds r6, r0, r4
	adc r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L6
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_add_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	adds r8, r6, r4
	adc r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_add_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	adds r8, r6, r4
	adc r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_add_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	adds r8, r6, r4
	adc r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_and_8_relaxed:
	push {r4, r5, r6, r7}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	and r6, r0, r4
	and r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	pop {r4, r5, r6, r7}
	bx lr

uat_fetch_and_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	and r6, r0, r4
	and r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_and_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	blx r1
	ldrexd r0, [r2]
	and r6, r0, r4
	and r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L6
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_and_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_and_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_and_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_or_8_relaxed:
	push {r4, r5, r6, r7}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	orr r6, r0, r4
	orr r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	pop {r4, r5, r6, r7}
	bx lr

uat_fetch_or_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	orr r6, r0, r4
	orr r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_or_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	blx r1
	ldrexd r0, [r2]
	orr r6, r0, r4
	orr r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L6
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_or_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	orr r8, r6, r4
	orr r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_or_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	orr r8, r6, r4
	orr r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_or_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	orr r8, r6, r4
	orr r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_xor_8_relaxed:
	push {r4, r5, r6, r7}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	eor r6, r0, r4
	eor r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	pop {r4, r5, r6, r7}
	bx lr

uat_fetch_xor_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	mov r2, r0
	ldrexd r0, [r2]
	eor r6, r0, r4
	eor r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L4
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_xor_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #40]
	mov r4, r2
	mov r5, r3
	mov r2, r0
	blx r1
	ldrexd r0, [r2]
	eor r6, r0, r4
	eor r7, r1, r5
	strexd r3, r6, [r2]
	cmp r3, #0
	bne .L6
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_xor_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	eor r8, r6, r4
	eor r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_xor_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	eor r8, r6, r4
	eor r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_xor_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r1, [pc, #48]
	mov r4, r2
	mov r5, r3
	blx r1
	ldrexd r6, [r0]
	eor r8, r6, r4
	eor r9, r7, r5
	strexd r3, r8, [r0]
	cmp r3, #0
	bne .L5
	blx r1
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_smax_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_smax_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smax_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #80]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smax_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smax_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smax_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umax_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_umax_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umax_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #80]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umax_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umax_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umax_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smin_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_smin_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smin_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #80]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smin_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smin_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_smin_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r2, r0
	sbcs lr, r3, r1
	mov r4, r0
	mov r5, r1
	movlt r4, r2
	movlt r5, r3
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umin_8_relaxed:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	pop {r4, r5, r6, r7, pc}

uat_fetch_umin_8_acquire:
	push {r4, r5, r6, r7, lr}
	mov ip, r0
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L17
	cmp r7, r1
	bne .L17
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L9
	mov r0, r6
	mov r1, r7
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umin_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #80]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umin_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umin_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_fetch_umin_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r1, [pc, #88]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r0, r2
	sbcs lr, r1, r3
	mov r4, r2
	mov r5, r3
	movcc r4, r0
	movcc r5, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L19
	cmp r7, r1
	bne .L19
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L11
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_test_and_set_bit_8_relaxed:
	mov ip, #1
	and r1, r1, #63
	push {r4, r5, r6, r7, r8, r9, lr}
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl r9, ip, r4
	orr r9, r9, ip, lsr lr
	lsl r8, ip, r1
	ldrexd r4, [r0]
	orr r6, r4, r8
	orr r7, r5, r9
	strexd r1, r6, [r0]
	cmp r1, #0
	bne .L8
	and r2, r8, r4
	and r3, r9, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}

uat_test_and_set_bit_8_acquire:
	mov ip, #1
	and r1, r1, #63
	push {r4, r5, r6, r7, r8, r9, lr}
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl r9, ip, r4
	orr r9, r9, ip, lsr lr
	lsl r8, ip, r1
	ldrexd r4, [r0]
	orr r6, r4, r8
	orr r7, r5, r9
	strexd r1, r6, [r0]
	cmp r1, #0
	bne .L8
	ldr r1, [pc, #24]
	blx r1
	and r2, r8, r4
	and r3, r9, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_set_bit_8_release:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r3, [pc, #76]
	blx r3
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl r9, ip, r4
	orr r9, r9, ip, lsr lr
	lsl r8, ip, r1
	ldrexd r4, [r0]
	orr r6, r4, r8
	orr r7, r5, r9
	strexd r1, r6, [r0]
	cmp r1, #0
	bne .L10
	and r2, r8, r4
	and r3, r9, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_set_bit_8_acq_rel:
	push {r4, r5, r6, r8, r9, sl, fp, lr}
	ldr r6, [pc, #80]
	blx r6
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl fp, ip, r4
	orr fp, fp, ip, lsr lr
	lsl sl, ip, r1
	ldrexd r4, [r0]
	orr r8, r4, sl
	orr r9, r5, fp
	strexd r1, r8, [r0]
	cmp r1, #0
	bne .L10
	blx r6
	and r2, sl, r4
	and r3, fp, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r8, r9, sl, fp, pc}
	.word 0xffff0fa0

uat_test_and_set_bit_8_seq_cst:
	push {r4, r5, r6, r8, r9, sl, fp, lr}
	ldr r6, [pc, #80]
	blx r6
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl fp, ip, r4
	orr fp, fp, ip, lsr lr
	lsl sl, ip, r1
	ldrexd r4, [r0]
	orr r8, r4, sl
	orr r9, r5, fp
	strexd r1, r8, [r0]
	cmp r1, #0
	bne .L10
	blx r6
	and r2, sl, r4
	and r3, fp, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r8, r9, sl, fp, pc}
	.word 0xffff0fa0

uat_test_and_set_bit_8_seq_cst_fence:
	push {r4, r5, r6, r8, r9, sl, fp, lr}
	ldr r6, [pc, #80]
	blx r6
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl fp, ip, r4
	orr fp, fp, ip, lsr lr
	lsl sl, ip, r1
	ldrexd r4, [r0]
	orr r8, r4, sl
	orr r9, r5, fp
	strexd r1, r8, [r0]
	cmp r1, #0
	bne .L10
	blx r6
	and r2, sl, r4
	and r3, fp, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r8, r9, sl, fp, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_8_relaxed:
	mov r2, #1
	and r1, r1, #63
	sub r3, r1, #32
	rsb ip, r1, #32
	lsl r3, r2, r3
	lsl r1, r2, r1
	orr r3, r3, r2, lsr ip
	push {r4, r5, r6, r7, r8, r9}
	mvn r4, r1
	mvn r5, r3
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd r2, r8, [r0]
	cmp r2, #0
	bne .L10
	and r1, r1, r6
	and r3, r3, r7
	orrs r1, r1, r3
	movne r0, #1
	pop {r4, r5, r6, r7, r8, r9}
	moveq r0, #0
	bx lr

uat_test_and_clear_bit_8_acquire:
	mov ip, #1
	and r1, r1, #63
	sub r3, r1, #32
	push {r4, r5, r6, r7, r8, r9, lr}
	lsl r3, ip, r3
	rsb lr, r1, #32
	lsl r2, ip, r1
	orr r3, r3, ip, lsr lr
	mvn r4, r2
	mvn r5, r3
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd r1, r8, [r0]
	cmp r1, #0
	bne .L10
	ldr r1, [pc, #24]
	blx r1
	and r2, r2, r6
	and r3, r3, r7
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_8_release:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r3, [pc, #84]
	blx r3
	mov r2, #1
	and r1, r1, #63
	sub r3, r1, #32
	rsb ip, r1, #32
	lsl r3, r2, r3
	lsl r1, r2, r1
	orr r3, r3, r2, lsr ip
	mvn r4, r1
	mvn r5, r3
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd r2, r8, [r0]
	cmp r2, #0
	bne .L12
	and r1, r1, r6
	and r3, r3, r7
	orrs r1, r1, r3
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r2, [pc, #88]
	blx r2
	mov ip, #1
	and r1, r1, #63
	sub r3, r1, #32
	rsb lr, r1, #32
	lsl r3, ip, r3
	lsl r1, ip, r1
	orr r3, r3, ip, lsr lr
	mvn r4, r1
	mvn r5, r3
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd ip, r8, [r0]
	cmp ip, #0
	bne .L12
	blx r2
	and r1, r1, r6
	and r3, r3, r7
	orrs r1, r1, r3
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r2, [pc, #88]
	blx r2
	mov ip, #1
	and r1, r1, #63
	sub r3, r1, #32
	rsb lr, r1, #32
	lsl r3, ip, r3
	lsl r1, ip, r1
	orr r3, r3, ip, lsr lr
	mvn r4, r1
	mvn r5, r3
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd ip, r8, [r0]
	cmp ip, #0
	bne .L12
	blx r2
	and r1, r1, r6
	and r3, r3, r7
	orrs r1, r1, r3
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_clear_bit_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r2, [pc, #88]
	blx r2
	mov ip, #1
	and r1, r1, #63
	sub r3, r1, #32
	rsb lr, r1, #32
	lsl r3, ip, r3
	lsl r1, ip, r1
	orr r3, r3, ip, lsr lr
	mvn r4, r1
	mvn r5, r3
	ldrexd r6, [r0]
	and r8, r6, r4
	and r9, r7, r5
	strexd ip, r8, [r0]
	cmp ip, #0
	bne .L12
	blx r2
	and r1, r1, r6
	and r3, r3, r7
	orrs r1, r1, r3
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_8_relaxed:
	mov ip, #1
	and r1, r1, #63
	push {r4, r5, r6, r7, r8, r9, lr}
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl r9, ip, r4
	orr r9, r9, ip, lsr lr
	lsl r8, ip, r1
	ldrexd r4, [r0]
	eor r6, r4, r8
	eor r7, r5, r9
	strexd r1, r6, [r0]
	cmp r1, #0
	bne .L8
	and r2, r8, r4
	and r3, r9, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}

uat_test_and_change_bit_8_acquire:
	mov ip, #1
	and r1, r1, #63
	push {r4, r5, r6, r7, r8, r9, lr}
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl r9, ip, r4
	orr r9, r9, ip, lsr lr
	lsl r8, ip, r1
	ldrexd r4, [r0]
	eor r6, r4, r8
	eor r7, r5, r9
	strexd r1, r6, [r0]
	cmp r1, #0
	bne .L8
	ldr r1, [pc, #24]
	blx r1
	and r2, r8, r4
	and r3, r9, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_8_release:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r3, [pc, #76]
	blx r3
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl r9, ip, r4
	orr r9, r9, ip, lsr lr
	lsl r8, ip, r1
	ldrexd r4, [r0]
	eor r6, r4, r8
	eor r7, r5, r9
	strexd r1, r6, [r0]
	cmp r1, #0
	bne .L10
	and r2, r8, r4
	and r3, r9, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_8_acq_rel:
	push {r4, r5, r6, r8, r9, sl, fp, lr}
	ldr r6, [pc, #80]
	blx r6
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl fp, ip, r4
	orr fp, fp, ip, lsr lr
	lsl sl, ip, r1
	ldrexd r4, [r0]
	eor r8, r4, sl
	eor r9, r5, fp
	strexd r1, r8, [r0]
	cmp r1, #0
	bne .L10
	blx r6
	and r2, sl, r4
	and r3, fp, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r8, r9, sl, fp, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_8_seq_cst:
	push {r4, r5, r6, r8, r9, sl, fp, lr}
	ldr r6, [pc, #80]
	blx r6
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl fp, ip, r4
	orr fp, fp, ip, lsr lr
	lsl sl, ip, r1
	ldrexd r4, [r0]
	eor r8, r4, sl
	eor r9, r5, fp
	strexd r1, r8, [r0]
	cmp r1, #0
	bne .L10
	blx r6
	and r2, sl, r4
	and r3, fp, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r8, r9, sl, fp, pc}
	.word 0xffff0fa0

uat_test_and_change_bit_8_seq_cst_fence:
	push {r4, r5, r6, r8, r9, sl, fp, lr}
	ldr r6, [pc, #80]
	blx r6
	mov ip, #1
	and r1, r1, #63
	sub r4, r1, #32
	rsb lr, r1, #32
	lsl fp, ip, r4
	orr fp, fp, ip, lsr lr
	lsl sl, ip, r1
	ldrexd r4, [r0]
	eor r8, r4, sl
	eor r9, r5, fp
	strexd r1, r8, [r0]
	cmp r1, #0
	bne .L10
	blx r6
	and r2, sl, r4
	and r3, fp, r5
	orrs r2, r2, r3
	movne r0, ip
	moveq r0, #0
	pop {r4, r5, r6, r8, r9, sl, fp, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_8_relaxed:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r8, [sp, #28]
	ldr lr, [sp, #32]
	mov ip, r0
	ldrexd r0, [r0]
	cmp lr, r1
	cmpeq r8, r0
	popeq {r4, r5, r6, r7, r8, r9, pc}
	adds r4, r2, r0
	adc r5, r3, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L18
	cmp r7, r1
	bne .L18
	strexd r9, r4, [ip]
	cmp r9, #0
	bne .L10
	mov r0, r6
	mov r1, r7
	popeq {r4, r5, r6, r7, r8, r9, pc}
	b .L5

uat_fetch_add_unless_8_acquire:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r8, [sp, #28]
	ldr lr, [sp, #32]
	mov ip, r0
	ldrexd r0, [r0]
	cmp lr, r1
	cmpeq r8, r0
	popeq {r4, r5, r6, r7, r8, r9, pc}
	adds r4, r2, r0
	adc r5, r3, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L18
	cmp r7, r1
	bne .L18
	strexd r9, r4, [ip]
	cmp r9, #0
	bne .L10
	mov r0, r6
	mov r1, r7
	bne .L5
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_8_release:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r9, [sp, #28]
	ldr r8, [sp, #32]
	ldr r1, [pc, #76]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r8, r1
	cmpeq r9, r0
	popeq {r4, r5, r6, r7, r8, r9, pc}
	adds r4, r2, r0
	adc r5, r3, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L20
	cmp r7, r1
	bne .L20
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L12
	mov r0, r6
	mov r1, r7
	popeq {r4, r5, r6, r7, r8, r9, pc}
	b .L7
	.word 0xffff0fa0

uat_fetch_add_unless_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r9, [sp, #28]
	ldr r8, [sp, #32]
	ldr r1, [pc, #84]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r8, r1
	cmpeq r9, r0
	popeq {r4, r5, r6, r7, r8, r9, pc}
	adds r4, r2, r0
	adc r5, r3, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L20
	cmp r7, r1
	bne .L20
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L12
	mov r0, r6
	mov r1, r7
	bne .L7
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r9, [sp, #28]
	ldr r8, [sp, #32]
	ldr r1, [pc, #84]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r8, r1
	cmpeq r9, r0
	popeq {r4, r5, r6, r7, r8, r9, pc}
	adds r4, r2, r0
	adc r5, r3, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L20
	cmp r7, r1
	bne .L20
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L12
	mov r0, r6
	mov r1, r7
	bne .L7
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_fetch_add_unless_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr r9, [sp, #28]
	ldr r8, [sp, #32]
	ldr r1, [pc, #84]
	mov ip, r0
	blx r1
	ldrexd r0, [r0]
	cmp r8, r1
	cmpeq r9, r0
	popeq {r4, r5, r6, r7, r8, r9, pc}
	adds r4, r2, r0
	adc r5, r3, r1
	ldrexd r6, [ip]
	cmp r6, r0
	bne .L20
	cmp r7, r1
	bne .L20
	strexd lr, r4, [ip]
	cmp lr, #0
	bne .L12
	mov r0, r6
	mov r1, r7
	bne .L7
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_add_unless_8_relaxed:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr ip, [sp, #28]
	ldr r1, [sp, #32]
	ldrexd r4, [r0]
	cmp r1, r5
	cmpeq ip, r4
	beq .L22
	adds r6, r2, r4
	adc r7, r3, r5
	ldrexd r8, [r0]
	cmp r8, r4
	bne .L17
	cmp r9, r5
	bne .L17
	strexd lr, r6, [r0]
	cmp lr, #0
	bne .L9
	mov r4, r8
	mov r5, r9
	bne .L4
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}

uat_add_unless_8_acquire:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr ip, [sp, #28]
	ldr r1, [sp, #32]
	ldrexd r4, [r0]
	cmp r1, r5
	cmpeq ip, r4
	beq .L24
	adds r6, r2, r4
	adc r7, r3, r5
	ldrexd r8, [r0]
	cmp r8, r4
	bne .L17
	cmp r9, r5
	bne .L17
	strexd lr, r6, [r0]
	cmp lr, #0
	bne .L9
	mov r4, r8
	mov r5, r9
	bne .L4
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_add_unless_8_release:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr ip, [sp, #28]
	ldr r1, [sp, #32]
	ldr r4, [pc, #84]
	blx r4
	ldrexd r4, [r0]
	cmp r1, r5
	cmpeq ip, r4
	beq .L24
	adds r6, r2, r4
	adc r7, r3, r5
	ldrexd r8, [r0]
	cmp r8, r4
	bne .L19
	cmp r9, r5
	bne .L19
	strexd lr, r6, [r0]
	cmp lr, #0
	bne .L11
	mov r4, r8
	mov r5, r9
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_add_unless_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr ip, [sp, #28]
	ldr r1, [sp, #32]
	ldr r4, [pc, #92]
	blx r4
	ldrexd r4, [r0]
	cmp r1, r5
	cmpeq ip, r4
	beq .L26
	adds r6, r2, r4
	adc r7, r3, r5
	ldrexd r8, [r0]
	cmp r8, r4
	bne .L19
	cmp r9, r5
	bne .L19
	strexd lr, r6, [r0]
	cmp lr, #0
	bne .L11
	mov r4, r8
	mov r5, r9
	bne .L6
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_add_unless_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr ip, [sp, #28]
	ldr r1, [sp, #32]
	ldr r4, [pc, #92]
	blx r4
	ldrexd r4, [r0]
	cmp r1, r5
	cmpeq ip, r4
	beq .L26
	adds r6, r2, r4
	adc r7, r3, r5
	ldrexd r8, [r0]
	cmp r8, r4
	bne .L19
	cmp r9, r5
	bne .L19
	strexd lr, r6, [r0]
	cmp lr, #0
	bne .L11
	mov r4, r8
	mov r5, r9
	bne .L6
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_add_unless_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, lr}
	ldr ip, [sp, #28]
	ldr r1, [sp, #32]
	ldr r4, [pc, #92]
	blx r4
	ldrexd r4, [r0]
	cmp r1, r5
	cmpeq ip, r4
	beq .L26
	adds r6, r2, r4
	adc r7, r3, r5
	ldrexd r8, [r0]
	cmp r8, r4
	bne .L19
	cmp r9, r5
	bne .L19
	strexd lr, r6, [r0]
	cmp lr, #0
	bne .L11
	mov r4, r8
	mov r5, r9
	bne .L6
	ldr r3, [pc, #16]
	blx r3
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_dec_if_positive_8_relaxed:
	push {r4, r5, r6, r7}
	ldrexd r2, [r0]
	cmp r2, #1
	sbcs r1, r3, #0
	blt .L22
	subs r4, r2, #1
	sbc r5, r3, #0
	ldrexd r6, [r0]
	cmp r6, r2
	bne .L15
	cmp r7, r3
	bne .L15
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L7
	mov r2, r6
	mov r3, r7
	bne .L2
	subs r0, r6, #1
	sbc r1, r7, #0
	pop {r4, r5, r6, r7}
	bx lr
	add r1, r3, #-2147483648
	orrs r1, r2, r1
	movne r0, #1
	moveq r0, #0
	subs r0, r2, r0
	sbc r1, r3, #0
	b .L20

uat_dec_if_positive_8_acquire:
	push {r4, r5, r6, r7, lr}
	ldrexd r2, [r0]
	cmp r2, #1
	sbcs r1, r3, #0
	blt .L23
	subs r4, r2, #1
	sbc r5, r3, #0
	ldrexd r6, [r0]
	cmp r6, r2
	bne .L15
	cmp r7, r3
	bne .L15
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L7
	mov r2, r6
	mov r3, r7
	bne .L2
	subs r0, r6, #1
	sbc r1, r7, #0
	ldr r3, [pc, #32]
	blx r3
	pop {r4, r5, r6, r7, pc}
	add r1, r3, #-2147483648
	orrs r1, r2, r1
	movne r0, #1
	moveq r0, #0
	subs r0, r2, r0
	sbc r1, r3, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_dec_if_positive_8_release:
	push {r4, r5, r6, r7, lr}
	ldr r3, [pc, #108]
	blx r3
	ldrexd r2, [r0]
	cmp r2, #1
	sbcs r1, r3, #0
	blt .L23
	subs r4, r2, #1
	sbc r5, r3, #0
	ldrexd r6, [r0]
	cmp r6, r2
	bne .L17
	cmp r7, r3
	bne .L17
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L9
	mov r2, r6
	mov r3, r7
	bne .L4
	subs r0, r6, #1
	sbc r1, r7, #0
	pop {r4, r5, r6, r7, pc}
	add r1, r3, #-2147483648
	orrs r1, r2, r1
	movne r0, #1
	moveq r0, #0
	subs r0, r2, r0
	sbc r1, r3, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_dec_if_positive_8_acq_rel:
	push {r4, r5, r6, r7, lr}
	ldr r3, [pc, #116]
	blx r3
	ldrexd r2, [r0]
	cmp r2, #1
	sbcs r1, r3, #0
	blt .L25
	subs r4, r2, #1
	sbc r5, r3, #0
	ldrexd r6, [r0]
	cmp r6, r2
	bne .L17
	cmp r7, r3
	bne .L17
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L9
	mov r2, r6
	mov r3, r7
	bne .L4
	subs r0, r6, #1
	sbc r1, r7, #0
	ldr r3, [pc, #32]
	blx r3
	pop {r4, r5, r6, r7, pc}
	add r1, r3, #-2147483648
	orrs r1, r2, r1
	movne r0, #1
	moveq r0, #0
	subs r0, r2, r0
	sbc r1, r3, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_dec_if_positive_8_seq_cst:
	push {r4, r5, r6, r7, lr}
	ldr r3, [pc, #116]
	blx r3
	ldrexd r2, [r0]
	cmp r2, #1
	sbcs r1, r3, #0
	blt .L25
	subs r4, r2, #1
	sbc r5, r3, #0
	ldrexd r6, [r0]
	cmp r6, r2
	bne .L17
	cmp r7, r3
	bne .L17
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L9
	mov r2, r6
	mov r3, r7
	bne .L4
	subs r0, r6, #1
	sbc r1, r7, #0
	ldr r3, [pc, #32]
	blx r3
	pop {r4, r5, r6, r7, pc}
	add r1, r3, #-2147483648
	orrs r1, r2, r1
	movne r0, #1
	moveq r0, #0
	subs r0, r2, r0
	sbc r1, r3, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_dec_if_positive_8_seq_cst_fence:
	push {r4, r5, r6, r7, lr}
	ldr r3, [pc, #116]
	blx r3
	ldrexd r2, [r0]
	cmp r2, #1
	sbcs r1, r3, #0
	blt .L25
	subs r4, r2, #1
	sbc r5, r3, #0
	ldrexd r6, [r0]
	cmp r6, r2
	bne .L17
	cmp r7, r3
	bne .L17
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L9
	mov r2, r6
	mov r3, r7
	bne .L4
	subs r0, r6, #1
	sbc r1, r7, #0
	ldr r3, [pc, #32]
	blx r3
	pop {r4, r5, r6, r7, pc}
	add r1, r3, #-2147483648
	orrs r1, r2, r1
	movne r0, #1
	moveq r0, #0
	subs r0, r2, r0
	sbc r1, r3, #0
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_cond_load_8_relaxed:
	push {r4, r5, r6, lr}
	ldrexd r4, [r0]
	cmp r3, r5
	cmpeq r2, r4
	bne .L8
	mov r0, r4
	mov r1, r5
	pop {r4, r5, r6, pc}
	mov ip, r0
	ldr r6, [pc, #28]
	blx r6
	ldrexd r4, [ip]
	cmp r3, r5
	cmpeq r2, r4
	mov r0, r4
	mov r1, r5
	popeq {r4, r5, r6, pc}
	b .L10
	.word 0xffff0fa0

uat_cond_load_8_consume:
	push {r4, r5, r6, lr}
	ldrexd r4, [r0]
	cmp r3, r5
	cmpeq r2, r4
	bne .L8
	mov r0, r4
	mov r1, r5
	pop {r4, r5, r6, pc}
	mov ip, r0
	ldr r6, [pc, #28]
	blx r6
	ldrexd r4, [ip]
	cmp r3, r5
	cmpeq r2, r4
	mov r0, r4
	mov r1, r5
	popeq {r4, r5, r6, pc}
	b .L10
	.word 0xffff0fa0

uat_cond_load_8_acquire:
	push {r4, r5, r6, lr}
	ldrexd r4, [r0]
	cmp r3, r5
	cmpeq r2, r4
	moveq r0, r4
	moveq r1, r5
	bne .L10
	ldr r3, [pc, #44]
	blx r3
	pop {r4, r5, r6, pc}
	mov ip, r0
	ldr r6, [pc, #28]
	blx r6
	ldrexd r4, [ip]
	cmp r3, r5
	cmpeq r2, r4
	mov r0, r4
	mov r1, r5
	beq .L7
	b .L12
	.word 0xffff0fa0

uat_cond_load_8_seq_cst:
	push {r4, r5, r6, lr}
	mov ip, r0
	ldr r6, [pc, #68]
	blx r6
	ldrexd r4, [r0]
	cmp r3, r5
	cmpeq r2, r4
	moveq r0, r4
	moveq r1, r5
	bne .L13
	ldr r3, [pc, #36]
	blx r3
	pop {r4, r5, r6, pc}
	blx r6
	ldrexd r4, [ip]
	cmp r3, r5
	cmpeq r2, r4
	mov r0, r4
	mov r1, r5
	beq .L10
	b .L13
	.word 0xffff0fa0

uat_cond_load_8_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov ip, r0
	ldr r6, [pc, #68]
	blx r6
	ldrexd r4, [r0]
	cmp r3, r5
	cmpeq r2, r4
	moveq r0, r4
	moveq r1, r5
	bne .L13
	ldr r3, [pc, #36]
	blx r3
	pop {r4, r5, r6, pc}
	blx r6
	ldrexd r4, [ip]
	cmp r3, r5
	cmpeq r2, r4
	mov r0, r4
	mov r1, r5
	beq .L10
	b .L13
	.word 0xffff0fa0

uat_inc_8_relaxed:
	push {r4, r5}
	mov r2, #1
	mov r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L3
	pop {r4, r5}
	bx lr

uat_inc_8_acquire:
	mov r2, #1
	mov r3, #0
	push {r4, r5, lr}
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_inc_8_release:
	push {r4, r5, lr}
	ldr r3, [pc, #36]
	blx r3
	mov r2, #1
	mov r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_inc_8_acq_rel:
	push {r4, r5, lr}
	ldr r1, [pc, #40]
	blx r1
	mov r2, #1
	mov r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd ip, r4, [r0]
	cmp ip, #0
	bne .L5
	blx r1
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_inc_8_seq_cst:
	push {r4, r5, lr}
	ldr r1, [pc, #40]
	blx r1
	mov r2, #1
	mov r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd ip, r4, [r0]
	cmp ip, #0
	bne .L5
	blx r1
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_inc_8_seq_cst_fence:
	push {r4, r5, lr}
	ldr r1, [pc, #40]
	blx r1
	mov r2, #1
	mov r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd ip, r4, [r0]
	cmp ip, #0
	bne .L5
	blx r1
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_dec_8_relaxed:
	push {r4, r5}
	mvn r2, #0
	mvn r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L3
	pop {r4, r5}
	bx lr

uat_dec_8_acquire:
	mvn r2, #0
	mvn r3, #0
	push {r4, r5, lr}
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_dec_8_release:
	push {r4, r5, lr}
	ldr r3, [pc, #36]
	blx r3
	mvn r2, #0
	mvn r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L5
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_dec_8_acq_rel:
	push {r4, r5, lr}
	ldr r1, [pc, #40]
	blx r1
	mvn r2, #0
	mvn r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd ip, r4, [r0]
	cmp ip, #0
	bne .L5
	blx r1
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_dec_8_seq_cst:
	push {r4, r5, lr}
	ldr r1, [pc, #40]
	blx r1
	mvn r2, #0
	mvn r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd ip, r4, [r0]
	cmp ip, #0
	bne .L5
	blx r1
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_dec_8_seq_cst_fence:
	push {r4, r5, lr}
	ldr r1, [pc, #40]
	blx r1
	mvn r2, #0
	mvn r3, #0
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd ip, r4, [r0]
	cmp ip, #0
	bne .L5
	blx r1
	pop {r4, r5, pc}
	.word 0xffff0fa0

uat_add_around_8_mb:
	push {r4, r5, r6, r7, lr}
	mov r4, r2
	mov r5, r3
	ldr r2, [pc, #32]
	blx r2
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L5
	blx r2
	pop {r4, r5, r6, r7, pc}
	.word 0xffff0fa0

uat_smp_mb:
	push {lr}
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_smp_rmb:
	push {lr}
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_smp_wmb:
	push {lr}
	ldr r3, [pc, #4]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_mb:
	mov r3, #0
	mcr 15, 0, r3, cr7, cr10, {5}
	bx lr

uat_rmb:
	mov r3, #0
	mcr 15, 0, r3, cr7, cr10, {5}
	bx lr

uat_wmb:
	mov r3, #0
	mcr 15, 0, r3, cr7, cr10, {5}
	bx lr

