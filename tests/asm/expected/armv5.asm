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
	ldr r3, [pc, #12]
	push {lr}
	blx r3
	str r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_4_seq_cst:
	ldr r3, [pc, #12]
	push {lr}
	blx r3
	str r1, [r0]
	pop {pc}
	.word 0xffff0fa0

uat_store_4_seq_cst_fence:
	ldr r3, [pc, #16]
	push {lr}
	blx r3
	str r1, [r0]
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_cmpxchg_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #68]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_cmpxchg_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #76]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	ldr r2, [pc, #16]
	blx r2
	mov r4, r3
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_cmpxchg_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #68]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_cmpxchg_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #76]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	ldr r2, [pc, #16]
	blx r2
	mov r4, r3
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #76]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	ldr r2, [pc, #16]
	blx r2
	mov r4, r3
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #76]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	ldr r2, [pc, #16]
	blx r2
	mov r4, r3
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_cmpxchg_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #76]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	ldr r2, [pc, #16]
	blx r2
	mov r4, r3
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_cmpxchg_test_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #64]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_try_cmpxchg_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #64]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_try_cmpxchg_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_4_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #64]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_try_cmpxchg_weak_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #64]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_try_cmpxchg_weak_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_try_cmpxchg_weak_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r6, [pc, #72]
	mov r5, r0
	mov r4, r1
	mov r7, r2
	b .L9
	ldr r3, [r5]
	cmp r4, r3
	bne .L17
	mov r2, r5
	mov r1, r7
	mov r0, r4
	blx r6
	cmp r0, #0
	bne .L6
	mov r0, #1
	pop {r4, r5, r6, r7, r8, pc}
	ldr r3, [pc, #12]
	blx r3
	mov r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0
	.word 0xffff0fa0

uat_xchg_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r5, [r4]
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_xchg_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r5, [r4]
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_xchg_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r5, [r4]
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_xchg_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r5, [r4]
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_xchg_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r5, [r4]
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_xchg_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r5, [r4]
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_add_return_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r0, [r4]
	add r5, r6, r0
	mov r2, r4
	mov r1, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_add_return_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r0, [r4]
	add r5, r6, r0
	mov r2, r4
	mov r1, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_add_return_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r0, [r4]
	add r5, r6, r0
	mov r2, r4
	mov r1, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_add_return_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r0, [r4]
	add r5, r6, r0
	mov r2, r4
	mov r1, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_add_return_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r0, [r4]
	add r5, r6, r0
	mov r2, r4
	mov r1, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_add_return_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r4, r0
	mov r6, r1
	ldr r0, [r4]
	add r5, r6, r0
	mov r2, r4
	mov r1, r5
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r5
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_add_4_relaxed:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	add r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_add_4_acquire:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	add r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_add_4_release:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	add r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_add_4_acq_rel:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	add r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_add_4_seq_cst:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	add r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_add_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	add r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_and_4_relaxed:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	and r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_and_4_acquire:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	and r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_and_4_release:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	and r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_and_4_acq_rel:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	and r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_and_4_seq_cst:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	and r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_and_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	and r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_or_4_relaxed:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	orr r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_or_4_acquire:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	orr r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_or_4_release:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	orr r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_or_4_acq_rel:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	orr r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_or_4_seq_cst:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	orr r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_or_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	ldr r6, [pc, #32]
	mov r4, r0
	mov r5, r1
	ldr r0, [r4]
	mov r2, r4
	orr r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_xor_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #56]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	popeq {r4, r5, r6, r7, r8, pc}
	ldr r3, [r5]
	cmp r4, r3
	beq .L6
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_xor_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #56]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	popeq {r4, r5, r6, r7, r8, pc}
	ldr r3, [r5]
	cmp r4, r3
	beq .L6
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_xor_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #56]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	popeq {r4, r5, r6, r7, r8, pc}
	ldr r3, [r5]
	cmp r4, r3
	beq .L6
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_xor_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #56]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	popeq {r4, r5, r6, r7, r8, pc}
	ldr r3, [r5]
	cmp r4, r3
	beq .L6
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_xor_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #56]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	popeq {r4, r5, r6, r7, r8, pc}
	ldr r3, [r5]
	cmp r4, r3
	beq .L6
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_xor_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #56]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	popeq {r4, r5, r6, r7, r8, pc}
	ldr r3, [r5]
	cmp r4, r3
	beq .L6
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_add_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r5, r0
	mov r6, r1
	ldr r4, [r5]
	mov r2, r5
	add r1, r6, r4
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_fetch_add_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r5, r0
	mov r6, r1
	ldr r4, [r5]
	mov r2, r5
	add r1, r6, r4
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_fetch_add_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r5, r0
	mov r6, r1
	ldr r4, [r5]
	mov r2, r5
	add r1, r6, r4
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_fetch_add_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r5, r0
	mov r6, r1
	ldr r4, [r5]
	mov r2, r5
	add r1, r6, r4
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_fetch_add_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r5, r0
	mov r6, r1
	ldr r4, [r5]
	mov r2, r5
	add r1, r6, r4
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_fetch_add_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #40]
	mov r5, r0
	mov r6, r1
	ldr r4, [r5]
	mov r2, r5
	add r1, r6, r4
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L4
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_fetch_and_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	and r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_and_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	and r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_and_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	and r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_and_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	and r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_and_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	and r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_and_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	and r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_or_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	orr r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_or_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	orr r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_or_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	orr r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_or_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	orr r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_or_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	orr r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_or_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	orr r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_xor_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_xor_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_xor_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_xor_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_xor_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_xor_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #68]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	eor r6, r8, r4
	b .L10
	ldr r3, [r5]
	cmp r4, r3
	bne .L18
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L7
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smax_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movge r6, r4
	movlt r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smax_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movge r6, r4
	movlt r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smax_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movge r6, r4
	movlt r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smax_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movge r6, r4
	movlt r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smax_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movge r6, r4
	movlt r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smax_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movge r6, r4
	movlt r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umax_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcs r6, r8
	movcc r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umax_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcs r6, r8
	movcc r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umax_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcs r6, r8
	movcc r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umax_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcs r6, r8
	movcc r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umax_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcs r6, r8
	movcc r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umax_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcs r6, r8
	movcc r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smin_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movlt r6, r4
	movge r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smin_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movlt r6, r4
	movge r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smin_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movlt r6, r4
	movge r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smin_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movlt r6, r4
	movge r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smin_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movlt r6, r4
	movge r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_smin_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r4, r8
	movlt r6, r4
	movge r6, r8
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umin_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcc r6, r8
	movcs r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umin_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcc r6, r8
	movcs r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umin_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcc r6, r8
	movcs r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umin_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcc r6, r8
	movcs r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umin_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcc r6, r8
	movcs r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_fetch_umin_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #76]
	ldr r4, [r0]
	mov r5, r0
	mov r8, r1
	cmp r8, r4
	movcc r6, r8
	movcs r6, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L20
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	mov r0, r4
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L5
	.word 0xffff0fc0

uat_test_and_set_bit_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	orr r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_set_bit_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	orr r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_set_bit_4_release:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	orr r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_set_bit_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	orr r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_set_bit_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	orr r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_set_bit_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	orr r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_clear_bit_4_relaxed:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	and r3, r1, #31
	mov r9, #1
	lsl r9, r9, r3
	ldr r4, [r0]
	ldr r7, [pc, #72]
	mov r5, r0
	mvn r8, r9
	and r6, r8, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L23
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	tst r9, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L8
	.word 0xffff0fc0

uat_test_and_clear_bit_4_acquire:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	and r3, r1, #31
	mov r9, #1
	lsl r9, r9, r3
	ldr r4, [r0]
	ldr r7, [pc, #72]
	mov r5, r0
	mvn r8, r9
	and r6, r8, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L23
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	tst r9, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L8
	.word 0xffff0fc0

uat_test_and_clear_bit_4_release:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	and r3, r1, #31
	mov r9, #1
	lsl r9, r9, r3
	ldr r4, [r0]
	ldr r7, [pc, #72]
	mov r5, r0
	mvn r8, r9
	and r6, r8, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L23
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	tst r9, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L8
	.word 0xffff0fc0

uat_test_and_clear_bit_4_acq_rel:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	and r3, r1, #31
	mov r9, #1
	lsl r9, r9, r3
	ldr r4, [r0]
	ldr r7, [pc, #72]
	mov r5, r0
	mvn r8, r9
	and r6, r8, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L23
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	tst r9, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L8
	.word 0xffff0fc0

uat_test_and_clear_bit_4_seq_cst:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	and r3, r1, #31
	mov r9, #1
	lsl r9, r9, r3
	ldr r4, [r0]
	ldr r7, [pc, #72]
	mov r5, r0
	mvn r8, r9
	and r6, r8, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L23
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	tst r9, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L8
	.word 0xffff0fc0

uat_test_and_clear_bit_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	and r3, r1, #31
	mov r9, #1
	lsl r9, r9, r3
	ldr r4, [r0]
	ldr r7, [pc, #72]
	mov r5, r0
	mvn r8, r9
	and r6, r8, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L23
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	tst r9, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L8
	.word 0xffff0fc0

uat_test_and_change_bit_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	eor r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_change_bit_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	eor r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_change_bit_4_release:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	eor r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_change_bit_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	eor r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_change_bit_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	eor r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_test_and_change_bit_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	and r1, r1, #31
	mov r8, #1
	lsl r8, r8, r1
	ldr r4, [r0]
	ldr r7, [pc, #68]
	mov r5, r0
	eor r6, r8, r4
	b .L12
	ldr r3, [r5]
	cmp r4, r3
	bne .L22
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L9
	tst r8, r4
	movne r0, #1
	moveq r0, #0
	pop {r4, r5, r6, r7, r8, pc}
	mov r4, r3
	b .L7
	.word 0xffff0fc0

uat_fetch_add_unless_4_relaxed:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #80]
	ldr r4, [r0]
	mov r5, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r4
	beq .L19
	add r6, r9, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L21
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, r4
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L6
	.word 0xffff0fc0

uat_fetch_add_unless_4_acquire:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #80]
	ldr r4, [r0]
	mov r5, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r4
	beq .L19
	add r6, r9, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L21
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, r4
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L6
	.word 0xffff0fc0

uat_fetch_add_unless_4_release:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #80]
	ldr r4, [r0]
	mov r5, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r4
	beq .L19
	add r6, r9, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L21
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, r4
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L6
	.word 0xffff0fc0

uat_fetch_add_unless_4_acq_rel:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #80]
	ldr r4, [r0]
	mov r5, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r4
	beq .L19
	add r6, r9, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L21
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, r4
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L6
	.word 0xffff0fc0

uat_fetch_add_unless_4_seq_cst:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #80]
	ldr r4, [r0]
	mov r5, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r4
	beq .L19
	add r6, r9, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L21
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, r4
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L6
	.word 0xffff0fc0

uat_fetch_add_unless_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #80]
	ldr r4, [r0]
	mov r5, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r4
	beq .L19
	add r6, r9, r4
	b .L13
	ldr r3, [r5]
	cmp r4, r3
	bne .L21
	mov r2, r5
	mov r1, r6
	mov r0, r4
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, r4
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r4, r3
	b .L6
	.word 0xffff0fc0

uat_add_unless_4_relaxed:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r5
	beq .L23
	add r6, r9, r5
	b .L13
	ldr r3, [r4]
	cmp r5, r3
	bne .L21
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r5, r3
	b .L6
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fc0

uat_add_unless_4_acquire:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r5
	beq .L23
	add r6, r9, r5
	b .L13
	ldr r3, [r4]
	cmp r5, r3
	bne .L21
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r5, r3
	b .L6
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fc0

uat_add_unless_4_release:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r5
	beq .L23
	add r6, r9, r5
	b .L13
	ldr r3, [r4]
	cmp r5, r3
	bne .L21
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r5, r3
	b .L6
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fc0

uat_add_unless_4_acq_rel:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r5
	beq .L23
	add r6, r9, r5
	b .L13
	ldr r3, [r4]
	cmp r5, r3
	bne .L21
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r5, r3
	b .L6
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fc0

uat_add_unless_4_seq_cst:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r5
	beq .L23
	add r6, r9, r5
	b .L13
	ldr r3, [r4]
	cmp r5, r3
	bne .L21
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r5, r3
	b .L6
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fc0

uat_add_unless_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, r9, sl, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	mov r9, r1
	mov r8, r2
	cmp r8, r5
	beq .L23
	add r6, r9, r5
	b .L13
	ldr r3, [r4]
	cmp r5, r3
	bne .L21
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L10
	mov r0, #1
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	mov r5, r3
	b .L6
	mov r0, #0
	pop {r4, r5, r6, r7, r8, r9, sl, pc}
	.word 0xffff0fc0

uat_dec_if_positive_4_relaxed:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	cmp r5, #0
	ble .L21
	sub r6, r5, #1
	b .L11
	ldr r3, [r4]
	cmp r5, r3
	bne .L19
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L8
	mov r0, r6
	pop {r4, r5, r6, r7, r8, pc}
	mov r5, r3
	b .L4
	cmp r5, #-2147483648
	moveq r0, r5
	subne r0, r5, #1
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_dec_if_positive_4_acquire:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	cmp r5, #0
	ble .L21
	sub r6, r5, #1
	b .L11
	ldr r3, [r4]
	cmp r5, r3
	bne .L19
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L8
	mov r0, r6
	pop {r4, r5, r6, r7, r8, pc}
	mov r5, r3
	b .L4
	cmp r5, #-2147483648
	moveq r0, r5
	subne r0, r5, #1
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_dec_if_positive_4_release:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	cmp r5, #0
	ble .L21
	sub r6, r5, #1
	b .L11
	ldr r3, [r4]
	cmp r5, r3
	bne .L19
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L8
	mov r0, r6
	pop {r4, r5, r6, r7, r8, pc}
	mov r5, r3
	b .L4
	cmp r5, #-2147483648
	moveq r0, r5
	subne r0, r5, #1
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_dec_if_positive_4_acq_rel:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	cmp r5, #0
	ble .L21
	sub r6, r5, #1
	b .L11
	ldr r3, [r4]
	cmp r5, r3
	bne .L19
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L8
	mov r0, r6
	pop {r4, r5, r6, r7, r8, pc}
	mov r5, r3
	b .L4
	cmp r5, #-2147483648
	moveq r0, r5
	subne r0, r5, #1
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_dec_if_positive_4_seq_cst:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	cmp r5, #0
	ble .L21
	sub r6, r5, #1
	b .L11
	ldr r3, [r4]
	cmp r5, r3
	bne .L19
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L8
	mov r0, r6
	pop {r4, r5, r6, r7, r8, pc}
	mov r5, r3
	b .L4
	cmp r5, #-2147483648
	moveq r0, r5
	subne r0, r5, #1
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_dec_if_positive_4_seq_cst_fence:
	push {r4, r5, r6, r7, r8, lr}
	ldr r7, [pc, #88]
	ldr r5, [r0]
	mov r4, r0
	cmp r5, #0
	ble .L21
	sub r6, r5, #1
	b .L11
	ldr r3, [r4]
	cmp r5, r3
	bne .L19
	mov r2, r4
	mov r1, r6
	mov r0, r5
	blx r7
	cmp r0, #0
	bne .L8
	mov r0, r6
	pop {r4, r5, r6, r7, r8, pc}
	mov r5, r3
	b .L4
	cmp r5, #-2147483648
	moveq r0, r5
	subne r0, r5, #1
	pop {r4, r5, r6, r7, r8, pc}
	.word 0xffff0fc0

uat_cond_load_4_relaxed:
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	bxeq lr
	ldr r0, [r3]
	cmp r1, r0
	bxeq lr
	b .L4

uat_cond_load_4_consume:
	mov r3, r0
	ldr r0, [r0]
	cmp r1, r0
	bxeq lr
	ldr r0, [r3]
	cmp r1, r0
	bxeq lr
	b .L4

uat_cond_load_4_acquire:
	mov r3, r0
	push {lr}
	ldr r0, [r0]
	cmp r1, r0
	bne .L8
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	ldr r0, [r3]
	cmp r1, r0
	beq .L5
	b .L8
	.word 0xffff0fa0

uat_cond_load_4_seq_cst:
	ldr r2, [pc, #48]
	mov r3, r0
	push {lr}
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	bne .L10
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	ldr r0, [r3]
	cmp r1, r0
	beq .L7
	b .L10
	.word 0xffff0fa0

uat_cond_load_4_seq_cst_fence:
	ldr r2, [pc, #48]
	mov r3, r0
	push {lr}
	blx r2
	ldr r0, [r0]
	cmp r1, r0
	bne .L10
	ldr r3, [pc, #20]
	blx r3
	pop {pc}
	ldr r0, [r3]
	cmp r1, r0
	beq .L7
	b .L10
	.word 0xffff0fa0

uat_inc_4_relaxed:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	add r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_inc_4_acquire:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	add r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_inc_4_release:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	add r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_inc_4_acq_rel:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	add r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_inc_4_seq_cst:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	add r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_inc_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	add r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_dec_4_relaxed:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	sub r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_dec_4_acquire:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	sub r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_dec_4_release:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	sub r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_dec_4_acq_rel:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	sub r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_dec_4_seq_cst:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	sub r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_dec_4_seq_cst_fence:
	push {r4, r5, r6, lr}
	ldr r5, [pc, #28]
	mov r4, r0
	ldr r0, [r4]
	mov r2, r4
	sub r1, r0, #1
	blx r5
	cmp r0, #0
	bne .L3
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_add_around_4_mb:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
	ldr r6, [pc, #24]
	ldr r0, [r4]
	mov r2, r4
	add r1, r5, r0
	blx r6
	cmp r0, #0
	bne .L4
	pop {r4, r5, r6, pc}
	.word 0xffff0fc0

uat_smp_mb:
	ldr r3, [pc, #8]
	push {lr}
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_smp_rmb:
	ldr r3, [pc, #8]
	push {lr}
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_smp_wmb:
	ldr r3, [pc, #8]
	push {lr}
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_mb:
	ldr r3, [pc, #8]
	push {lr}
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_rmb:
	ldr r3, [pc, #8]
	push {lr}
	blx r3
	pop {pc}
	.word 0xffff0fa0

uat_wmb:
	ldr r3, [pc, #8]
	push {lr}
	blx r3
	pop {pc}
	.word 0xffff0fa0

