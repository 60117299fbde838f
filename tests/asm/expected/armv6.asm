uat_load_1_relaxed:
	ldrb r0, [r0]
	uxtb r0, r0
	bx lr

uat_load_1_consume:
	ldrb r0, [r0]
	bx lr

uat_load_1_acquire:
	push {r4, lr}
	ldrb r4, [r0]
	uxtb r4, r4
	ldr r3, [pc, #8]
	blx r3
	mov r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_load_1_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #20]
	blx r5
	ldrb r4, [r4]
	uxtb r4, r4
	blx r5
	mov r0, r4
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_load_1_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #20]
	blx r5
	ldrb r4, [r4]
	uxtb r4, r4
	blx r5
	mov r0, r4
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_1_relaxed:
	strb r1, [r0]
	bx lr

uat_store_1_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #8]
	blx r3
	strb r5, [r4]
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_1_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #8]
	blx r3
	strb r5, [r4]
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_1_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #12]
	blx r6
	strb r5, [r4]
	blx r6
	pop {r4, r5, r6, pc}
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
	push {r4, lr}
	ldrexb r4, [r0]
	cmp r4, r1
	bne .L7
	strexb r3, r2, [r0]
	cmp r3, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	uxtb r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_cmpxchg_1_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r3, [pc, #32]
	blx r3
	ldrexb r0, [r4]
	cmp r0, r5
	bne .L12
	strexb r3, r6, [r4]
	cmp r3, #0
	bne .L6
	uxtb r0, r0
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_cmpxchg_1_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #36]
	blx r8
	ldrexb r7, [r5]
	cmp r7, r4
	bne .L12
	strexb r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_1_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r7, [pc, #36]
	blx r7
	ldrexb r8, [r4]
	cmp r8, r5
	bne .L12
	strexb r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r7
	uxtb r0, r8
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_1_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #36]
	blx r8
	ldrexb r7, [r5]
	cmp r7, r4
	bne .L12
	strexb r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_1_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r7, [pc, #36]
	blx r7
	ldrexb r8, [r4]
	cmp r8, r5
	bne .L12
	strexb r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r7
	uxtb r0, r8
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_test_1_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #48]
	blx r8
	ldrexb r7, [r5]
	cmp r7, r4
	bne .L12
	strexb r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	uxtb r0, r7
	sub r0, r0, r4
	clz r0, r0
	lsr r0, r0, #5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_1_relaxed:
	ldrexb r3, [r0]
	strexb r2, r1, [r0]
	cmp r2, #0
	bne .L0
	uxtb r0, r3
	bx lr

uat_xchg_1_acquire:
	push {r4, lr}
	ldrexb r4, [r0]
	strexb r3, r1, [r0]
	cmp r3, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	uxtb r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_xchg_1_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexb r0, [r4]
	strexb r3, r5, [r4]
	cmp r3, #0
	bne .L5
	uxtb r0, r0
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_xchg_1_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r7, [r4]
	strexb r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_1_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r7, [r4]
	strexb r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_1_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r7, [r4]
	strexb r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
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
	push {r4, lr}
	ldrexb r4, [r0]
	add r4, r4, r1
	strexb r3, r4, [r0]
	cmp r3, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	uxtb r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_return_1_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #28]
	blx r3
	ldrexb r0, [r4]
	add r0, r0, r5
	strexb r3, r0, [r4]
	cmp r3, #0
	bne .L5
	uxtb r0, r0
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_return_1_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrexb r7, [r4]
	add r7, r7, r5
	strexb r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_return_1_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrexb r7, [r4]
	add r7, r7, r5
	strexb r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_return_1_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrexb r7, [r4]
	add r7, r7, r5
	strexb r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxtb r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_1_relaxed:
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_add_1_acquire:
	push {r4, lr}
	ldrexb r3, [r0]
	add r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_1_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r4]
	add r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_1_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	add r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_1_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	add r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_1_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	add r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_1_relaxed:
	ldrexb r3, [r0]
	and r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_and_1_acquire:
	push {r4, lr}
	ldrexb r3, [r0]
	and r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_and_1_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r4]
	and r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_1_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	and r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_1_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	and r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_1_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	and r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_1_relaxed:
	ldrexb r3, [r0]
	orr r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_or_1_acquire:
	push {r4, lr}
	ldrexb r3, [r0]
	orr r3, r3, r1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_or_1_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r4]
	orr r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_1_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	orr r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_1_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	orr r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_1_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	orr r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_1_relaxed:
	ldrexb r3, [r0]
	add r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_inc_1_acquire:
	push {r4, lr}
	ldrexb r3, [r0]
	add r3, r3, #1
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_inc_1_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r4]
	add r3, r3, #1
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	pop {r4, pc}
	.word 0xffff0fa0

uat_inc_1_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexb r3, [r4]
	add r3, r3, #1
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_1_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexb r3, [r4]
	add r3, r3, #1
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_1_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexb r3, [r4]
	add r3, r3, #1
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_1_relaxed:
	ldrexb r3, [r0]
	add r3, r3, #255
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_dec_1_acquire:
	push {r4, lr}
	ldrexb r3, [r0]
	add r3, r3, #255
	strexb r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_1_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #24]
	blx r3
	ldrexb r3, [r4]
	add r3, r3, #255
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_1_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexb r3, [r4]
	add r3, r3, #255
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_1_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexb r3, [r4]
	add r3, r3, #255
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_1_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexb r3, [r4]
	add r3, r3, #255
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_around_1_mb:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexb r3, [r4]
	add r3, r3, r5
	strexb r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_load_2_relaxed:
	ldrh r0, [r0]
	uxth r0, r0
	bx lr

uat_load_2_consume:
	ldrh r0, [r0]
	bx lr

uat_load_2_acquire:
	push {r4, lr}
	ldrh r4, [r0]
	uxth r4, r4
	ldr r3, [pc, #8]
	blx r3
	mov r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_load_2_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #20]
	blx r5
	ldrh r4, [r4]
	uxth r4, r4
	blx r5
	mov r0, r4
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_load_2_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #20]
	blx r5
	ldrh r4, [r4]
	uxth r4, r4
	blx r5
	mov r0, r4
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_2_relaxed:
	strh r1, [r0]
	bx lr

uat_store_2_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #8]
	blx r3
	strh r5, [r4]
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_2_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #8]
	blx r3
	strh r5, [r4]
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_2_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #12]
	blx r6
	strh r5, [r4]
	blx r6
	pop {r4, r5, r6, pc}
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
	push {r4, lr}
	ldrexh r4, [r0]
	cmp r4, r1
	bne .L7
	strexh r3, r2, [r0]
	cmp r3, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	uxth r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_cmpxchg_2_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r3, [pc, #32]
	blx r3
	ldrexh r0, [r4]
	cmp r0, r5
	bne .L12
	strexh r3, r6, [r4]
	cmp r3, #0
	bne .L6
	uxth r0, r0
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_cmpxchg_2_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #36]
	blx r8
	ldrexh r7, [r5]
	cmp r7, r4
	bne .L12
	strexh r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_2_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r7, [pc, #36]
	blx r7
	ldrexh r8, [r4]
	cmp r8, r5
	bne .L12
	strexh r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r7
	uxth r0, r8
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_2_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #36]
	blx r8
	ldrexh r7, [r5]
	cmp r7, r4
	bne .L12
	strexh r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_2_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r7, [pc, #36]
	blx r7
	ldrexh r8, [r4]
	cmp r8, r5
	bne .L12
	strexh r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r7
	uxth r0, r8
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_test_2_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #48]
	blx r8
	ldrexh r7, [r5]
	cmp r7, r4
	bne .L12
	strexh r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	uxth r0, r7
	sub r0, r0, r4
	clz r0, r0
	lsr r0, r0, #5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_2_relaxed:
	ldrexh r3, [r0]
	strexh r2, r1, [r0]
	cmp r2, #0
	bne .L0
	uxth r0, r3
	bx lr

uat_xchg_2_acquire:
	push {r4, lr}
	ldrexh r4, [r0]
	strexh r3, r1, [r0]
	cmp r3, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	uxth r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_xchg_2_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexh r0, [r4]
	strexh r3, r5, [r4]
	cmp r3, #0
	bne .L5
	uxth r0, r0
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_xchg_2_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r7, [r4]
	strexh r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_2_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r7, [r4]
	strexh r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_2_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r7, [r4]
	strexh r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
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
	push {r4, lr}
	ldrexh r4, [r0]
	add r4, r4, r1
	strexh r3, r4, [r0]
	cmp r3, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	uxth r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_return_2_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #28]
	blx r3
	ldrexh r0, [r4]
	add r0, r0, r5
	strexh r3, r0, [r4]
	cmp r3, #0
	bne .L5
	uxth r0, r0
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_return_2_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrexh r7, [r4]
	add r7, r7, r5
	strexh r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_return_2_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrexh r7, [r4]
	add r7, r7, r5
	strexh r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_return_2_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrexh r7, [r4]
	add r7, r7, r5
	strexh r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	uxth r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_2_relaxed:
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_add_2_acquire:
	push {r4, lr}
	ldrexh r3, [r0]
	add r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_2_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r4]
	add r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_2_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	add r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_2_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	add r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_2_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	add r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_2_relaxed:
	ldrexh r3, [r0]
	and r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_and_2_acquire:
	push {r4, lr}
	ldrexh r3, [r0]
	and r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_and_2_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r4]
	and r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_2_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	and r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_2_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	and r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_2_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	and r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_2_relaxed:
	ldrexh r3, [r0]
	orr r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_or_2_acquire:
	push {r4, lr}
	ldrexh r3, [r0]
	orr r3, r3, r1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_or_2_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r4]
	orr r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_2_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	orr r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_2_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	orr r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_2_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	orr r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_2_relaxed:
	ldrexh r3, [r0]
	add r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_inc_2_acquire:
	push {r4, lr}
	ldrexh r3, [r0]
	add r3, r3, #1
	strexh r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_inc_2_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #24]
	blx r3
	ldrexh r3, [r4]
	add r3, r3, #1
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L4
	pop {r4, pc}
	.word 0xffff0fa0

uat_inc_2_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexh r3, [r4]
	add r3, r3, #1
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_2_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexh r3, [r4]
	add r3, r3, #1
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_2_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrexh r3, [r4]
	add r3, r3, #1
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_2_relaxed:
	ldr r3, [pc, #20]
	ldrexh r2, [r0]
	add r2, r2, r3
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L1
	bx lr
	.word 0x0000ffff

uat_dec_2_acquire:
	push {r4, lr}
	ldr r3, [pc, #28]
	ldrexh r2, [r0]
	add r2, r2, r3
	strexh r1, r2, [r0]
	cmp r1, #0
	bne .L2
	ldr r3, [pc, #8]
	blx r3
	pop {r4, pc}
	.word 0x0000ffff
	.word 0xffff0fa0

uat_dec_2_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #28]
	blx r3
	ldr r3, [pc, #24]
	ldrexh r2, [r4]
	add r2, r2, r3
	strexh r1, r2, [r4]
	cmp r1, #0
	bne .L5
	pop {r4, pc}
	.word 0xffff0fa0
	.word 0x0000ffff

uat_dec_2_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #32]
	blx r5
	ldr r3, [pc, #28]
	ldrexh r2, [r4]
	add r2, r2, r3
	strexh r1, r2, [r4]
	cmp r1, #0
	bne .L5
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0
	.word 0x0000ffff

uat_dec_2_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #32]
	blx r5
	ldr r3, [pc, #28]
	ldrexh r2, [r4]
	add r2, r2, r3
	strexh r1, r2, [r4]
	cmp r1, #0
	bne .L5
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0
	.word 0x0000ffff

uat_dec_2_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #32]
	blx r5
	ldr r3, [pc, #28]
	ldrexh r2, [r4]
	add r2, r2, r3
	strexh r1, r2, [r4]
	cmp r1, #0
	bne .L5
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0
	.word 0x0000ffff

uat_add_around_2_mb:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrexh r3, [r4]
	add r3, r3, r5
	strexh r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_load_4_relaxed:
	ldr r0, [r0]
	bx lr

uat_load_4_consume:
	ldr r0, [r0]
	bx lr

uat_load_4_acquire:
	push {r4, lr}
	ldr r4, [r0]
	ldr r3, [pc, #8]
	blx r3
	mov r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_load_4_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #16]
	blx r5
	ldr r4, [r4]
	blx r5
	mov r0, r4
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_load_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #16]
	blx r5
	ldr r4, [r4]
	blx r5
	mov r0, r4
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_4_relaxed:
	str r1, [r0]
	bx lr

uat_store_4_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #8]
	blx r3
	str r5, [r4]
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_4_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #8]
	blx r3
	str r5, [r4]
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_store_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #12]
	blx r6
	str r5, [r4]
	blx r6
	pop {r4, r5, r6, pc}
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
	push {r4, lr}
	mov r3, r0
	ldrex r4, [r3]
	cmp r4, r1
	bne .L8
	strex r0, r2, [r3]
	cmp r0, #0
	bne .L2
	ldr r3, [pc, #8]
	blx r3
	mov r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_cmpxchg_4_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r3, [pc, #28]
	blx r3
	ldrex r0, [r4]
	cmp r0, r5
	bne .L12
	strex r3, r6, [r4]
	cmp r3, #0
	bne .L6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_cmpxchg_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #36]
	blx r8
	ldrex r7, [r5]
	cmp r7, r4
	bne .L12
	strex r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r7, [pc, #36]
	blx r7
	ldrex r8, [r4]
	cmp r8, r5
	bne .L12
	strex r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r7
	mov r0, r8
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r8, [pc, #36]
	blx r8
	ldrex r7, [r5]
	cmp r7, r4
	bne .L12
	strex r3, r6, [r5]
	cmp r3, #0
	bne .L6
	blx r8
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	mov r6, r2
	ldr r7, [pc, #36]
	blx r7
	ldrex r8, [r4]
	cmp r8, r5
	bne .L12
	strex r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r7
	mov r0, r8
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_test_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r5, r0
	mov r4, r1
	mov r6, r2
	ldr r7, [pc, #48]
	blx r7
	ldrex r3, [r5]
	cmp r3, r4
	bne .L12
	strex r2, r6, [r5]
	cmp r2, #0
	bne .L6
	sub r4, r4, r3
	clz r4, r4
	lsr r4, r4, #5
	blx r7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_4_relaxed:
	mov r3, r0
	ldrex r0, [r3]
	strex r2, r1, [r3]
	cmp r2, #0
	bne .L1
	bx lr

uat_xchg_4_acquire:
	push {r4, lr}
	ldrex r4, [r0]
	strex r2, r1, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	mov r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_xchg_4_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #20]
	blx r3
	ldrex r0, [r4]
	strex r3, r5, [r4]
	cmp r3, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_xchg_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r7, [r4]
	strex r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r7, [r4]
	strex r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r7, [r4]
	strex r3, r5, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
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
	push {r4, lr}
	ldrex r4, [r0]
	add r4, r4, r1
	strex r2, r4, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #8]
	blx r3
	mov r0, r4
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_return_4_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrex r0, [r4]
	add r0, r0, r5
	strex r3, r0, [r4]
	cmp r3, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_return_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrex r7, [r4]
	add r7, r7, r5
	strex r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_return_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrex r7, [r4]
	add r7, r7, r5
	strex r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_return_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #32]
	blx r6
	ldrex r7, [r4]
	add r7, r7, r5
	strex r3, r7, [r4]
	cmp r3, #0
	bne .L5
	blx r6
	mov r0, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_4_relaxed:
	ldrex r3, [r0]
	add r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_add_4_acquire:
	push {r4, lr}
	ldrex r3, [r0]
	add r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_add_4_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r4]
	add r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_4_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	add r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_4_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	add r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	add r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_4_relaxed:
	ldrex r3, [r0]
	and r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_and_4_acquire:
	push {r4, lr}
	ldrex r3, [r0]
	and r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_and_4_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r4]
	and r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_4_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	and r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_4_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	and r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	and r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_4_relaxed:
	ldrex r3, [r0]
	orr r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_or_4_acquire:
	push {r4, lr}
	ldrex r3, [r0]
	orr r3, r3, r1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_or_4_release:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r4]
	orr r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_4_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	orr r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_4_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	orr r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	orr r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_4_relaxed:
	ldrex r3, [r0]
	add r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_inc_4_acquire:
	push {r4, lr}
	ldrex r3, [r0]
	add r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_inc_4_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r4]
	add r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	pop {r4, pc}
	.word 0xffff0fa0

uat_inc_4_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrex r3, [r4]
	add r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_4_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrex r3, [r4]
	add r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrex r3, [r4]
	add r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_4_relaxed:
	ldrex r3, [r0]
	sub r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L0
	bx lr

uat_dec_4_acquire:
	push {r4, lr}
	ldrex r3, [r0]
	sub r3, r3, #1
	strex r2, r3, [r0]
	cmp r2, #0
	bne .L1
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_4_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #24]
	blx r3
	ldrex r3, [r4]
	sub r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_4_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrex r3, [r4]
	sub r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_4_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrex r3, [r4]
	sub r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #28]
	blx r5
	ldrex r3, [r4]
	sub r3, r3, #1
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L4
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_around_4_mb:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #28]
	blx r6
	ldrex r3, [r4]
	add r3, r3, r5
	strex r2, r3, [r4]
	cmp r2, #0
	bne .L5
	blx r6
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_load_8_relaxed:
	ldrexd r2, [r0]
	mov r0, r2
	mov r1, r3
	bx lr

uat_load_8_consume:
	ldrexd r2, [r0]
	mov r0, r2
	mov r1, r3
	bx lr

uat_load_8_acquire:
	push {r4, r5, r6, lr}
	ldrexd r4, [r0]
	ldr r3, [pc, #12]
	blx r3
	mov r0, r4
	mov r1, r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_load_8_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	ldr r5, [pc, #20]
	blx r5
	ldrexd r6, [r4]
	blx r5
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_load_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r0
	ldr r5, [pc, #20]
	blx r5
	ldrexd r6, [r4]
	blx r5
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_store_8_relaxed:
	push {r4, r5}
	mov r4, r2
	mov r5, r3
	ldrexd r2, [r0]
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L3
	pop {r4, r5}
	bx lr

uat_store_8_release:
	push {r4, r6, r7, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #20]
	blx r3
	ldrexd r2, [r4]
	strexd r1, r6, [r4]
	cmp r1, #0
	bne .L6
	pop {r4, r6, r7, pc}
	.word 0xffff0fa0

uat_store_8_seq_cst:
	push {r4, r6, r7, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #20]
	blx r3
	ldrexd r2, [r4]
	strexd r1, r6, [r4]
	cmp r1, #0
	bne .L6
	pop {r4, r6, r7, pc}
	.word 0xffff0fa0

uat_store_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #24]
	blx r5
	ldrexd r2, [r4]
	strexd r1, r6, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
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
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r7, r3
	mov r2, r0
	ldrd r0, [sp, #24]
	ldrexd r4, [r2]
	cmp r4, r6
	bne .L13
	cmp r5, r7
	bne .L13
	strexd r3, r0, [r2]
	cmp r3, #0
	bne .L5
	ldr r3, [pc, #12]
	blx r3
	mov r0, r4
	mov r1, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_release:
	push {r4, r6, r7, r8, r9, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #40]
	blx r3
	ldrd r8, [sp, #24]
	ldrexd r0, [r4]
	cmp r0, r6
	bne .L15
	cmp r1, r7
	bne .L15
	strexd r3, r8, [r4]
	cmp r3, #0
	bne .L7
	pop {r4, r6, r7, r8, r9, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r4, r2
	mov r6, r0
	mov r5, r3
	ldr r7, [pc, #52]
	blx r7
	ldrd r0, [sp, #32]
	ldrexd r8, [r6]
	cmp r8, r4
	bne .L15
	cmp r9, r5
	bne .L15
	strexd r3, r0, [r6]
	cmp r3, #0
	bne .L7
	blx r7
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r8, r2
	mov r4, r0
	mov r9, r3
	ldr r5, [pc, #52]
	blx r5
	ldrd r0, [sp, #32]
	ldrexd r6, [r4]
	cmp r6, r8
	bne .L15
	cmp r7, r9
	bne .L15
	strexd r3, r0, [r4]
	cmp r3, #0
	bne .L7
	blx r5
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r4, r2
	mov r6, r0
	mov r5, r3
	ldr r7, [pc, #52]
	blx r7
	ldrd r0, [sp, #32]
	ldrexd r8, [r6]
	cmp r8, r4
	bne .L15
	cmp r9, r5
	bne .L15
	strexd r3, r0, [r6]
	cmp r3, #0
	bne .L7
	blx r7
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_cmpxchg_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r8, r2
	mov r4, r0
	mov r9, r3
	ldr r5, [pc, #52]
	blx r5
	ldrd r0, [sp, #32]
	ldrexd r6, [r4]
	cmp r6, r8
	bne .L15
	cmp r7, r9
	bne .L15
	strexd r3, r0, [r4]
	cmp r3, #0
	bne .L7
	blx r5
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_cmpxchg_test_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r4, r2
	mov r6, r0
	mov r5, r3
	ldr r7, [pc, #64]
	blx r7
	ldrd r8, [sp, #32]
	ldrexd r2, [r6]
	cmp r2, r4
	bne .L15
	cmp r3, r5
	bne .L15
	strexd r1, r8, [r6]
	cmp r1, #0
	bne .L7
	cmp r5, r3
	cmpeq r4, r2
	moveq r4, #1
	movne r4, #0
	blx r7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
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
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r2
	mov r5, r3
	ldrexd r6, [r0]
	strexd r3, r4, [r0]
	cmp r3, #0
	bne .L3
	ldr r3, [pc, #12]
	blx r3
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_xchg_8_release:
	push {r4, r6, r7, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #20]
	blx r3
	ldrexd r0, [r4]
	strexd r3, r6, [r4]
	cmp r3, #0
	bne .L6
	pop {r4, r6, r7, pc}
	.word 0xffff0fa0

uat_xchg_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r8, [r4]
	strexd r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r5
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_xchg_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r8, [r4]
	strexd r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r5
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_xchg_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r8, [r4]
	strexd r3, r6, [r4]
	cmp r3, #0
	bne .L6
	blx r5
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
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
	push {r4, r5, r6, r7, r8, lr}
	mov r4, r2
	mov r5, r3
	ldrexd r6, [r0]
	adds r6, r6, r4
	adc r7, r7, r5
	strexd r3, r6, [r0]
	cmp r3, #0
	bne .L3
	ldr r3, [pc, #12]
	blx r3
	mov r0, r6
	mov r1, r7
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_return_8_release:
	push {r4, r6, r7, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #28]
	blx r3
	ldrexd r0, [r4]
	adds r0, r0, r6
	adc r1, r1, r7
	strexd r3, r0, [r4]
	cmp r3, #0
	bne .L6
	pop {r4, r6, r7, pc}
	.word 0xffff0fa0

uat_add_return_8_acq_rel:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #40]
	blx r5
	ldrexd r8, [r4]
	adds r8, r8, r6
	adc r9, r9, r7
	strexd r3, r8, [r4]
	cmp r3, #0
	bne .L6
	blx r5
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_add_return_8_seq_cst:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #40]
	blx r5
	ldrexd r8, [r4]
	adds r8, r8, r6
	adc r9, r9, r7
	strexd r3, r8, [r4]
	cmp r3, #0
	bne .L6
	blx r5
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fa0

uat_add_return_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #40]
	blx r5
	ldrexd r8, [r4]
	adds r8, r8, r6
	adc r9, r9, r7
	strexd r3, r8, [r4]
	cmp r3, #0
	bne .L6
	blx r5
	mov r0, r8
	mov r1, r9
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
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
	push {r4, r5, r6, lr}
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
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_8_release:
	push {r4, r6, r7, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #28]
	blx r3
	ldrexd r2, [r4]
	adds r2, r2, r6
	adc r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	pop {r4, r6, r7, pc}
	.word 0xffff0fa0

uat_add_8_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	adds r2, r2, r6
	adc r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_8_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	adds r2, r2, r6
	adc r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_add_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	adds r2, r2, r6
	adc r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
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
	push {r4, r5, r6, lr}
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
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_and_8_release:
	push {r4, r6, r7, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #28]
	blx r3
	ldrexd r2, [r4]
	and r2, r2, r6
	and r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	pop {r4, r6, r7, pc}
	.word 0xffff0fa0

uat_and_8_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	and r2, r2, r6
	and r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_and_8_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	and r2, r2, r6
	and r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_and_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	and r2, r2, r6
	and r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
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
	push {r4, r5, r6, lr}
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
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_or_8_release:
	push {r4, r6, r7, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r3, [pc, #28]
	blx r3
	ldrexd r2, [r4]
	orr r2, r2, r6
	orr r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	pop {r4, r6, r7, pc}
	.word 0xffff0fa0

uat_or_8_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	orr r2, r2, r6
	orr r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_or_8_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	orr r2, r2, r6
	orr r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_or_8_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	orr r2, r2, r6
	orr r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
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
	push {r4, r5, r6, lr}
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_8_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #36]
	blx r3
	mov r2, #1
	mov r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	pop {r4, pc}
	.word 0xffff0fa0

uat_inc_8_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #40]
	blx r5
	mov r2, #1
	mov r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_8_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #40]
	blx r5
	mov r2, #1
	mov r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_inc_8_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #40]
	blx r5
	mov r2, #1
	mov r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, pc}
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
	push {r4, r5, r6, lr}
	ldrexd r4, [r0]
	adds r4, r4, r2
	adc r5, r5, r3
	strexd r1, r4, [r0]
	cmp r1, #0
	bne .L3
	ldr r3, [pc, #4]
	blx r3
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_8_release:
	push {r4, lr}
	mov r4, r0
	ldr r3, [pc, #36]
	blx r3
	mvn r2, #0
	mvn r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	pop {r4, pc}
	.word 0xffff0fa0

uat_dec_8_acq_rel:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #40]
	blx r5
	mvn r2, #0
	mvn r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_8_seq_cst:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #40]
	blx r5
	mvn r2, #0
	mvn r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_dec_8_seq_cst_fence:
	push {r4, r5, r6, lr}
	mov r4, r0
	ldr r5, [pc, #40]
	blx r5
	mvn r2, #0
	mvn r3, #0
	ldrexd r0, [r4]
	adds r0, r0, r2
	adc r1, r1, r3
	strexd ip, r0, [r4]
	cmp ip, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, pc}
	.word 0xffff0fa0

uat_add_around_8_mb:
	push {r4, r5, r6, r7, r8, lr}
	mov r6, r2
	mov r4, r0
	mov r7, r3
	ldr r5, [pc, #32]
	blx r5
	ldrexd r2, [r4]
	adds r2, r2, r6
	adc r3, r3, r7
	strexd r1, r2, [r4]
	cmp r1, #0
	bne .L6
	blx r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fa0

uat_smp_mb:
	push {r4, lr}
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_smp_rmb:
	push {r4, lr}
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
	.word 0xffff0fa0

uat_smp_wmb:
	push {r4, lr}
	ldr r3, [pc, #4]
	blx r3
	pop {r4, pc}
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

