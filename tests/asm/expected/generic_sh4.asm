uat_load_1_relaxed:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #0,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	mov r6,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L90
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_load_1_consume:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #1,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	mov r6,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L90
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_load_1_acquire:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #2,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	mov r6,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L90
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_load_1_seq_cst:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #5,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	mov r6,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L90
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_load_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #6,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	mov r6,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L90
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #-12,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_1_relaxed:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov r14,r7
	add #-8,r7
	mov.b @(8,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.b r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_1_release:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov r14,r7
	add #-8,r7
	mov.b @(8,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.b r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_1_seq_cst:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov r14,r7
	add #-8,r7
	mov.b @(8,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.b r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov r14,r7
	add #-8,r7
	mov.b @(8,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #-8,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.b r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_cmpxchg_1_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.w .L519,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L519,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L520,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L520,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_cmpxchg_1_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #2,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.w .L519,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L519,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L520,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L520,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_cmpxchg_1_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #3,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.w .L519,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L519,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L520,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L520,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_cmpxchg_1_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #4,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.w .L519,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L519,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L520,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L520,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_cmpxchg_1_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #5,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.w .L519,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L519,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L520,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L520,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_cmpxchg_1_seq_cst_fence_sc:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.w .L519,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L519,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L520,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L520,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_cmpxchg_1_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.w .L519,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L519,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L519,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L520,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L520,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_cmpxchg_test_1_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.b r7,@r1
	mov.w .L183,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #16,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	add #16,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L93
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L96
	mov #1,r1
	bra .L97
	nop
	mov #0,r1
	tst r1,r1
	bt .L104
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L107
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.w .L183,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L183,r1 ! 80
	add r14,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L183,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #68,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L246,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #64,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L412,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L526,r2 ! 80
	add r14,r2
	mov.w .L526,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L526,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L526,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L526,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L526,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L526,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L527,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L527,r1 ! 84
	add r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #16,r1
	mov.b r2,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r14,r2
	mov.b @(4,r2),r0
	mov r0,r2
	extu.b r2,r2
	cmp/eq r1,r2
	movt r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_xchg_1_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.b r0,@(3,r1)
	mov r14,r1
	add #44,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L148,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.b @(3,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_1_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.b r0,@(3,r1)
	mov r14,r1
	add #44,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L148,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.b @(3,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_1_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.b r0,@(3,r1)
	mov r14,r1
	add #44,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L148,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.b @(3,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_1_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.b r0,@(3,r1)
	mov r14,r1
	add #44,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L148,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.b @(3,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_1_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.b r0,@(3,r1)
	mov r14,r1
	add #44,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L148,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.b @(3,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_1_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.b r0,@(3,r1)
	mov r14,r1
	add #44,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L148,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.b @(3,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_add_return_1_relaxed:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r5,r0
	mov.b r0,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-12,r5
	mov.b @(12,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r5,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	extu.b r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_acquire:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r5,r0
	mov.b r0,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-12,r5
	mov.b @(12,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r5,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	extu.b r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_release:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r5,r0
	mov.b r0,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-12,r5
	mov.b @(12,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r5,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	extu.b r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_acq_rel:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r5,r0
	mov.b r0,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-12,r5
	mov.b @(12,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r5,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	extu.b r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_seq_cst:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r5,r0
	mov.b r0,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-12,r5
	mov.b @(12,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r5,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	extu.b r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r5,r0
	mov.b r0,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-12,r5
	mov.b @(12,r5),r0
	mov r0,r5
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r5,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	extu.b r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_1_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_1_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_1_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_1_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_1_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_1_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_1_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_1_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_1_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_1_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_1_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_1_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_1_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_1_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_1_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_relaxed:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_acquire:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_release:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_acq_rel:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_seq_cst:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_relaxed:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_acquire:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_release:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_acq_rel:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_seq_cst:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_around_1_mb:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-4,r1
	mov r7,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-4,r7
	mov.b @(4,r7),r0
	mov r0,r7
	mov.b r7,@r1
	mov r14,r1
	add #8,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_2_relaxed:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #0,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov r6,r0
	mov.w r0,@(30,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L91
	mov r14,r1
	add #-16,r1
	mov.w @(30,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-12,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_2_consume:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #1,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov r6,r0
	mov.w r0,@(30,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L91
	mov r14,r1
	add #-16,r1
	mov.w @(30,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-12,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_2_acquire:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #2,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov r6,r0
	mov.w r0,@(30,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L91
	mov r14,r1
	add #-16,r1
	mov.w @(30,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-12,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_2_seq_cst:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #5,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov r6,r0
	mov.w r0,@(30,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L91
	mov r14,r1
	add #-16,r1
	mov.w @(30,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-12,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #6,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov r6,r0
	mov.w r0,@(30,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L91
	mov r14,r1
	add #-16,r1
	mov.w @(30,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-12,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_store_2_relaxed:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.w @(8,r7),r0
	mov r0,r7
	mov r7,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.w r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_2_release:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.w @(8,r7),r0
	mov r0,r7
	mov r7,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.w r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_2_seq_cst:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.w @(8,r7),r0
	mov r0,r7
	mov r7,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.w r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r5,r7
	mov r14,r1
	add #-8,r1
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.w @(8,r7),r0
	mov r0,r7
	mov r7,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r3
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L102
	mova .L92,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L106
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.w r3,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L116
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_cmpxchg_2_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.w .L520,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L520,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L521,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L521,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_cmpxchg_2_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #2,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.w .L520,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L520,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L521,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L521,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_cmpxchg_2_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #3,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.w .L520,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L520,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L521,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L521,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_cmpxchg_2_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #4,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.w .L520,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L520,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L521,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L521,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_cmpxchg_2_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #5,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.w .L520,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L520,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L521,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L521,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_cmpxchg_2_seq_cst_fence_sc:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.w .L520,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L520,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L521,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L521,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_cmpxchg_2_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.w .L520,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L520,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L520,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L521,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L521,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)

uat_cmpxchg_test_2_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-96,r15
	add #-96,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(8,r1)
	mov r5,r7
	mov r14,r1
	mov r7,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	mov r6,r7
	mov.w r7,@r1
	mov.w .L182,r1 ! 80
	add r14,r1
	mov r14,r7
	mov.l @(8,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	mov.w @(4,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r12
	mov #0,r13
	mov r14,r1
	mov.w @(24,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r7 ! 80
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L91
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L94
	mov #1,r1
	bra .L95
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	bra .L105
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.w .L182,r3 ! 80
	add r14,r3
	mov.l @(20,r3),r3
	mov.l r3,@(12,r2)
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l r1,@(8,r2)
	nop
	mov.w .L182,r1 ! 80
	add r14,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #124,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #64,r1
	mov.w .L182,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #124,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #68,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov.l @(40,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L194
	mova .L184,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L198
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov.l @(36,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L228
	mova .L218,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L232
	nop
	nop
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L246,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L246
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L252
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #68,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L351,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L284
	mov.w .L351,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L286
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L286
	bra .L428
	nop
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L351,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #64,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #64,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov.l @(60,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L362
	mova .L352,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L366
	nop
	nop
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(0,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov.l @(56,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L394
	mova .L384,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L398
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L412,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L412
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L418
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L527,r2 ! 80
	add r14,r2
	mov.w .L527,r1 ! 80
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L452
	mov.w .L527,r2 ! 80
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L470
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L470
	mov r14,r1
	mov.w .L527,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.w .L527,r2 ! 80
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L467
	nop
	bra .L486
	nop
	mov r14,r1
	mov.w .L527,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.w .L527,r2 ! 80
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L485
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L528,r1 ! 84
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L528,r1 ! 84
	add r14,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r14,r2
	mov.w @(4,r2),r0
	mov r0,r2
	extu.w r2,r2
	cmp/eq r1,r2
	movt r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #96,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r13
	mov.l @r15+,r12
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x0080
	mov.b r8,@(r0,r0)
	nop

uat_xchg_2_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov r5,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-24,r5
	mov.w @(24,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.w r0,@(2,r1)
	mov r14,r1
	add #44,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L148,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.w @(2,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop

uat_xchg_2_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov r5,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-24,r5
	mov.w @(24,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.w r0,@(2,r1)
	mov r14,r1
	add #44,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L148,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.w @(2,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop

uat_xchg_2_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov r5,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-24,r5
	mov.w @(24,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.w r0,@(2,r1)
	mov r14,r1
	add #44,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L148,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.w @(2,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop

uat_xchg_2_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov r5,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-24,r5
	mov.w @(24,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.w r0,@(2,r1)
	mov r14,r1
	add #44,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L148,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.w @(2,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop

uat_xchg_2_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov r5,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-24,r5
	mov.w @(24,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.w r0,@(2,r1)
	mov r14,r1
	add #44,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L148,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.w @(2,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop

uat_xchg_2_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov r5,r0
	mov.w r0,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov r14,r5
	add #-24,r5
	mov.w @(24,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r2
	add #40,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #8,r1
	mov r2,r0
	mov.w r0,@(2,r1)
	mov r14,r1
	add #44,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #40,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L130
	mova .L120,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L134
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L148,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L148
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L154
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L95
	mov r14,r1
	add #8,r1
	mov.w @(2,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L188
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-20,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop

uat_add_return_2_relaxed:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov r5,r0
	mov.w r0,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-28,r5
	mov.w @(28,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r5,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	extu.w r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_acquire:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov r5,r0
	mov.w r0,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-28,r5
	mov.w @(28,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r5,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	extu.w r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_release:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov r5,r0
	mov.w r0,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-28,r5
	mov.w @(28,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r5,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	extu.w r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_acq_rel:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov r5,r0
	mov.w r0,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-28,r5
	mov.w @(28,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r5,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	extu.w r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_seq_cst:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov r5,r0
	mov.w r0,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-28,r5
	mov.w @(28,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r5,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	extu.w r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov r5,r0
	mov.w r0,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov r14,r5
	add #-28,r5
	mov.w @(28,r5),r0
	mov r0,r5
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r2
	add #36,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #36,r1
	mov r14,r2
	add #36,r2
	mov.l @(8,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L120
	mova .L110,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L124
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r3
	mova .L134,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r5,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	extu.w r2,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L161
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w r2,@r1
	mov r14,r1
	add #-24,r1
	add #32,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_2_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_2_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_2_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_2_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_2_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_2_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_2_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_2_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_2_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_2_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_2_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_2_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_2_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_2_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_2_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_relaxed:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_acquire:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_release:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_acq_rel:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_seq_cst:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_relaxed:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_acquire:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_release:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_acq_rel:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_seq_cst:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L82
	mova .L72,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L86
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r3
	mova .L94,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L110
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_around_2_mb:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r5,r7
	mov r14,r1
	add #-20,r1
	mov r7,r0
	mov.w r0,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-20,r7
	mov.w @(20,r7),r0
	mov r0,r7
	mov.w r7,@r1
	mov r14,r1
	add #8,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L116
	mova .L106,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L120
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r3
	mova .L130,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L150
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_4_relaxed:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #0,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov.l r6,@(28,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L89
	mov r14,r1
	add #-16,r1
	mov.l @(28,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-12,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_4_consume:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #1,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov.l r6,@(28,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L89
	mov r14,r1
	add #-16,r1
	mov.l @(28,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-12,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_4_acquire:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #2,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov.l r6,@(28,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L89
	mov r14,r1
	add #-16,r1
	mov.l @(28,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-12,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_4_seq_cst:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #5,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov.l r6,@(28,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L89
	mov r14,r1
	add #-16,r1
	mov.l @(28,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-12,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_load_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-48,r15
	mov r15,r14
	mov r14,r1
	add #-16,r1
	mov.l r4,@(16,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(16,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #-16,r1
	mov #6,r5
	mov.l r5,@(44,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r5
	mov #6,r1
	cmp/eq r1,r5
	bf .L28
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(48,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(44,r5),r5
	mov.l r5,@(36,r1)
	mov r14,r1
	add #-16,r1
	mov r14,r5
	add #-16,r5
	mov.l @(36,r5),r5
	mov.l r5,@(32,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(32,r1),r1
	mov #0,r4
	mov #4,r5
	sub r4,r1
	cmp/hi r5,r1
	bt .L70
	mova .L60,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L74
	nop
	nop
	mov r14,r1
	add #-16,r1
	mov.l @(40,r1),r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #-16,r1
	mov.l r6,@(28,r1)
	mov r14,r1
	add #-16,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L89
	mov r14,r1
	add #-16,r1
	mov.l @(28,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-12,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #48,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_store_4_relaxed:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #-8,r1
	mov.l r5,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(8,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(16,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(32,r1),r2
	mov r14,r1
	add #-8,r1
	mov r14,r3
	add #-8,r3
	mov.l @(28,r3),r3
	mov.l r3,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r3
	sub r7,r1
	cmp/hi r3,r1
	bt .L92
	mova .L82,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L96
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.l r2,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L106
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_4_release:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #-8,r1
	mov.l r5,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(8,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(16,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(32,r1),r2
	mov r14,r1
	add #-8,r1
	mov r14,r3
	add #-8,r3
	mov.l @(28,r3),r3
	mov.l r3,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r3
	sub r7,r1
	cmp/hi r3,r1
	bt .L92
	mova .L82,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L96
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.l r2,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L106
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_4_seq_cst:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #-8,r1
	mov.l r5,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(8,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(16,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(32,r1),r2
	mov r14,r1
	add #-8,r1
	mov r14,r3
	add #-8,r3
	mov.l @(28,r3),r3
	mov.l r3,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r3
	sub r7,r1
	cmp/hi r3,r1
	bt .L92
	mova .L82,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L96
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.l r2,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L106
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_store_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-56,r15
	mov r15,r14
	mov r14,r1
	add #-8,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #-8,r1
	mov.l r5,@(8,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(12,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(8,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(16,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #-8,r1
	mov r14,r7
	add #-8,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #-8,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #-8,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #-8,r1
	mov r14,r2
	add #-8,r2
	mov.l @(44,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(32,r1),r2
	mov r14,r1
	add #-8,r1
	mov r14,r3
	add #-8,r3
	mov.l @(28,r3),r3
	mov.l r3,@(24,r1)
	mov r14,r1
	add #-8,r1
	mov.l @(24,r1),r1
	mov #0,r7
	mov #4,r3
	sub r7,r1
	cmp/hi r3,r1
	bt .L92
	mova .L82,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L96
	nop
	nop
	mov r14,r1
	add #-8,r1
	mov.l @(40,r1),r1
	mov.l r2,@r1
	mov r14,r1
	add #-8,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L106
	nop
	add #56,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_cmpxchg_4_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.w .L510,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L510,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_cmpxchg_4_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #2,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #2,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.w .L510,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L510,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_cmpxchg_4_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #3,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.w .L510,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L510,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_cmpxchg_4_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #4,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #2,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.w .L510,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L510,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_cmpxchg_4_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #5,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #5,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.w .L510,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L510,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_cmpxchg_4_seq_cst_fence_sc:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #6,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #5,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.w .L510,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L510,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_cmpxchg_4_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #6,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #6,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.w .L510,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L510,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L510,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L511,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_cmpxchg_test_4_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	add #-100,r15
	add #-96,r15
	mov r15,r14
	mov r14,r7
	add #4,r7
	mov.l r4,@(4,r7)
	mov r14,r7
	add #4,r7
	mov.l r5,@(0,r7)
	mov r14,r7
	add #-60,r7
	mov.l r6,@(60,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov r14,r6
	add #4,r6
	mov.l @(4,r6),r6
	mov.l r6,@(60,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #4,r6
	mov.l @(0,r6),r6
	mov.l r6,@(32,r7)
	mov r14,r7
	add #4,r7
	mov r14,r6
	add #-60,r6
	mov.l @(60,r6),r6
	mov.l r6,@(24,r7)
	mov r14,r7
	add #4,r7
	mov.l @(32,r7),r7
	mov r7,r10
	mov #0,r11
	mov r14,r7
	add #4,r7
	mov.l @(24,r7),r7
	mov r7,r0
	mov #0,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #6,r7
	mov.l r7,@(28,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #6,r7
	mov.l r7,@(24,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(16,r1)
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L89
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(16,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L92
	mov #1,r1
	bra .L93
	nop
	mov #0,r1
	tst r1,r1
	bt .L100
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	bra .L103
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.w .L175,r6 ! 84
	add r14,r6
	mov.l @(20,r6),r6
	mov.l r6,@(12,r7)
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l r1,@(8,r7)
	nop
	mov.w .L175,r1 ! 84
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #72,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #68,r1
	mov.w .L175,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L176,r1 ! 80
	add r14,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #72,r1
	mov.l @(48,r1),r10
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(48,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #68,r1
	mov.l @(40,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L188
	mova .L178,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	.word 0x0080
	nop
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	.word 0x0020
	.word 0x0000
	nop
	bra .L192
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #68,r1
	mov.l @(36,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L222
	mova .L212,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L226
	nop
	nop
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L240
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #72,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L340,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L276
	mov.w .L340,r7 ! 84
	add r14,r7
	mov r14,r1
	add #72,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L278
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L278
	bra .L418
	nop
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(16,r1)
	mov.l r7,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L340,r7 ! 84
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #68,r1
	mov.l @(16,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #4,r1
	mov.l @(60,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L352
	mova .L342,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	nop
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	mov.l @(r0,r1),r0
	.word 0x0000
	nop
	bra .L356
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #68,r7
	mov.l @(0,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #4,r1
	mov.l @(56,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L386
	mova .L376,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L390
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L404,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L404
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L409
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #72,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L516,r2 ! 84
	add r14,r2
	mov.w .L516,r1 ! 84
	add r14,r1
	mov.l @(28,r2),r2
	mov.l @(24,r1),r1
	cmp/eq r1,r2
	bt .L442
	mov.w .L516,r2 ! 84
	add r14,r2
	mov r14,r1
	add #72,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L463
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L463
	mov r14,r1
	add #4,r1
	mov.w .L516,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.w .L516,r2 ! 84
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L460
	nop
	bra .L482
	nop
	mov r14,r1
	add #4,r1
	mov.w .L516,r2 ! 84
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.w .L516,r2 ! 84
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L481
	nop
	mov r14,r1
	add #72,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L517,r1 ! 88
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L517,r1 ! 88
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r2
	mov r14,r1
	add #4,r1
	mov.l @(0,r1),r1
	cmp/eq r1,r2
	movt r1
	extu.b r1,r1
	mov r1,r0
	add #96,r14
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	mov.b r8,@(r0,r0)
	.word 0x0088

uat_xchg_4_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov.l r5,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	mov r14,r5
	add #-24,r5
	mov.l @(24,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #0,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r7
	add #40,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-24,r1
	mov.l r7,@(32,r1)
	mov r14,r1
	add #44,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L118
	mova .L108,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L122
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L136,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L136
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L141
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L173
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-20,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_4_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov.l r5,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	mov r14,r5
	add #-24,r5
	mov.l @(24,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #2,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r7
	add #40,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-24,r1
	mov.l r7,@(32,r1)
	mov r14,r1
	add #44,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L118
	mova .L108,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L122
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L136,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L136
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L141
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L173
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-20,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_4_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov.l r5,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	mov r14,r5
	add #-24,r5
	mov.l @(24,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #3,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r7
	add #40,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-24,r1
	mov.l r7,@(32,r1)
	mov r14,r1
	add #44,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L118
	mova .L108,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L122
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L136,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L136
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L141
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L173
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-20,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_4_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov.l r5,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	mov r14,r5
	add #-24,r5
	mov.l @(24,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #4,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r7
	add #40,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-24,r1
	mov.l r7,@(32,r1)
	mov r14,r1
	add #44,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L118
	mova .L108,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L122
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L136,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L136
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L141
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L173
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-20,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_4_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov.l r5,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	mov r14,r5
	add #-24,r5
	mov.l @(24,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #5,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r7
	add #40,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-24,r1
	mov.l r7,@(32,r1)
	mov r14,r1
	add #44,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L118
	mova .L108,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L122
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L136,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L136
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L141
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L173
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-20,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_xchg_4_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-104,r15
	mov r15,r14
	mov r14,r1
	add #-24,r1
	mov.l r4,@(28,r1)
	mov r14,r1
	add #-24,r1
	mov.l r5,@(24,r1)
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #-24,r5
	mov.l @(28,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-20,r1
	mov r14,r5
	add #-24,r5
	mov.l @(24,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #40,r1
	mov r14,r5
	add #40,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #40,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #40,r1
	mov #6,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #40,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #44,r1
	mov r14,r7
	add #40,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-24,r1
	mov.l r7,@(32,r1)
	mov r14,r1
	add #44,r1
	mov.l @(8,r1),r8
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #40,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #40,r1
	mov.l @(4,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L118
	mova .L108,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	sts macl,r0
	.word 0x0000
	nop
	bra .L122
	nop
	nop
	mov r14,r1
	add #40,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L136,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L136
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L141
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #36,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r2
	add #40,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L173
	nop
	mov r14,r1
	add #36,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #44,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #44,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-20,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-20,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #104,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_add_return_4_relaxed:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov.l r5,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r5
	add #-28,r5
	mov.l @(28,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #0,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #36,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(8,r1),r6
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r7
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r7,r5
	add r6,r5
	mov.l r5,@r7
	mov r1,r15
	mov r5,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L149
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-24,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_acquire:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov.l r5,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r5
	add #-28,r5
	mov.l @(28,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #2,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #36,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(8,r1),r6
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r7
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r7,r5
	add r6,r5
	mov.l r5,@r7
	mov r1,r15
	mov r5,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L149
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-24,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_release:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov.l r5,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r5
	add #-28,r5
	mov.l @(28,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #3,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #36,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(8,r1),r6
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r7
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r7,r5
	add r6,r5
	mov.l r5,@r7
	mov r1,r15
	mov r5,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L149
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-24,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_acq_rel:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov.l r5,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r5
	add #-28,r5
	mov.l @(28,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #4,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #36,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(8,r1),r6
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r7
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r7,r5
	add r6,r5
	mov.l r5,@r7
	mov r1,r15
	mov r5,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L149
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-24,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_seq_cst:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov.l r5,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r5
	add #-28,r5
	mov.l @(28,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #5,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #36,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(8,r1),r6
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r7
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r7,r5
	add r6,r5
	mov.l r5,@r7
	mov r1,r15
	mov r5,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L149
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-24,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-100,r15
	mov r15,r14
	mov r14,r1
	add #-28,r1
	mov.l r4,@(32,r1)
	mov r14,r1
	add #-28,r1
	mov.l r5,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #-28,r5
	mov.l @(32,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #-24,r1
	mov r14,r5
	add #-28,r5
	mov.l @(28,r5),r5
	mov.l r5,@(40,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(40,r1),r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #36,r1
	mov r14,r5
	add #36,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #36,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #36,r1
	mov #6,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #36,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(32,r7),r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(24,r1)
	nop
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #40,r1
	mov r14,r7
	add #36,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(36,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #40,r1
	mov.l @(8,r1),r6
	mov r14,r1
	add #36,r1
	mov r14,r7
	add #36,r7
	mov.l @(8,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #36,r1
	mov.l @(4,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #36,r1
	mov.l @(20,r1),r7
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r7,r5
	add r6,r5
	mov.l r5,@r7
	mov r1,r15
	mov r5,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(32,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #-28,r1
	mov r14,r2
	add #36,r2
	mov.l @(36,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-28,r1
	mov.l @(52,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L149
	nop
	mov r14,r1
	add #32,r1
	mov.l @r1,r2
	mov.l @(4,r1),r3
	mov r14,r1
	add #40,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #40,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-24,r1
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-24,r1
	mov.l @(32,r1),r1
	mov r1,r0
	add #100,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_4_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_4_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_4_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_4_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_4_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_4_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_4_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_4_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_4_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_4_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_4_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_4_acquire:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_4_release:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_4_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_4_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_relaxed:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_acquire:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_release:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_acq_rel:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_seq_cst:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_relaxed:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_acquire:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_release:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_acq_rel:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_seq_cst:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-64,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(0,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(0,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #4,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r3
	mov r14,r1
	mov r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L80
	mova .L70,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L84
	nop
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mova .L92,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(52,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	nop
	nop
	nop
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_around_4_mb:
	mov.l r14,@-r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-52,r1
	mov.l r4,@(56,r1)
	mov r14,r1
	add #-52,r1
	mov.l r5,@(52,r1)
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #-52,r7
	mov.l @(56,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #8,r1
	mov r14,r7
	add #-52,r7
	mov.l @(52,r7),r7
	mov.l r7,@r1
	mov r14,r1
	add #8,r1
	mov.l @r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #12,r1
	mov r14,r7
	add #12,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #12,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #12,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	nop
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #16,r1
	mov r14,r2
	add #12,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@(16,r1)
	mov.l r3,@(20,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #16,r1
	mov.l @(16,r1),r3
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(16,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #12,r1
	mov.l @(12,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L110
	mova .L100,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	nop
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	mov.b @(r0,r1),r0
	.word 0x0000
	nop
	bra .L114
	nop
	nop
	mov r14,r1
	add #12,r1
	mov.l @(28,r1),r2
	mova .L124,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #12,r1
	mov r14,r2
	add #12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #12,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L143
	nop
	nop
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_smp_mb:
	mov.l r14,@-r15
	mov r15,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_smp_rmb:
	mov.l r14,@-r15
	mov r15,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_smp_wmb:
	mov.l r14,@-r15
	mov r15,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_mb:
	mov.l r14,@-r15
	mov r15,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_rmb:
	mov.l r14,@-r15
	mov r15,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_wmb:
	mov.l r14,@-r15
	mov r15,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

