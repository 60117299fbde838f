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
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L860,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L860,r1 ! c4
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
	mov.w .L861,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_cmpxchg_1_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #2,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L860,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L860,r1 ! c4
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
	mov.w .L861,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_cmpxchg_1_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #3,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L860,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L860,r1 ! c4
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
	mov.w .L861,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_cmpxchg_1_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #4,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L860,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L860,r1 ! c4
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
	mov.w .L861,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_cmpxchg_1_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #5,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L860,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L860,r1 ! c4
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
	mov.w .L861,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_cmpxchg_1_seq_cst_fence_sc:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L860,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L860,r1 ! c4
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
	mov.w .L861,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_cmpxchg_1_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L860,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L860,r1 ! c4
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
	mov.w .L861,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_cmpxchg_test_1_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L131,r1 ! c0
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
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.w .L131,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L105
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L122
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L119
	mov #2,r1
	bra .L190
	nop
	mov #0,r1
	bra .L190
	nop
	mov.w .L131,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L132
	mov #2,r1
	bra .L190
	nop
	.word 0x00c0
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L156
	mov.w .L219,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bf .L186
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L180
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L183
	mov #1,r1
	bra .L184
	nop
	mov #0,r1
	tst r1,r1
	bt .L189
	mov #1,r1
	bra .L190
	nop
	mov #0,r1
	mov.w .L220,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.w .L219,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L220,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L221
	mov #0,r1
	bra .L306
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L238
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L235
	mov #2,r1
	bra .L306
	nop
	mov #0,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L247
	mov #2,r1
	bra .L306
	nop
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L271
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L274
	mov #1,r1
	bra .L275
	nop
	mov #0,r1
	tst r1,r1
	bf .L302
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.w .L298,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L295
	mov.w .L298,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #1,r1
	bra .L300
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L305
	mov #1,r1
	bra .L306
	nop
	mov #0,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L391,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L341
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L343
	bra .L421
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L369
	bra .L422
	nop
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.w .L390,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L387
	mov.w .L390,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L392
	mov #1,r1
	bra .L393
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L419
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L413
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L416
	mov #1,r1
	bra .L417
	nop
	mov #0,r1
	tst r1,r1
	bt .L422
	bra .L422
	nop
	nop
	mov.w .L488,r1 ! 80
	add r14,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L489,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(14,r1)
	mov r14,r1
	add #64,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #14,r3
	mov.b @r3,r6
	mova .L552,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.b r2,@r3
	mov r14,r1
	mov.b @(14,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r2
	mov r14,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #68,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #15,r3
	mov.b @r3,r6
	mova .L716,r0
	exts.b r6,r4
	mov r15,r1
	mov #-8,r15
	mov.b @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.b r5,@r7
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.b r2,@r3
	mov r14,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L867,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L867,r1 ! c4
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
	mov.w .L868,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_xchg_1_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.b @(4,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #20,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #32,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L248,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.b @(4,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #20,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #32,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L248,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.b @(4,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #20,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #32,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L248,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.b @(4,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #20,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #32,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L248,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.b @(4,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #20,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #32,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L248,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.b r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.b @(4,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #20,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.b r0,@(15,r1)
	mov r14,r1
	add #32,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #11,r3
	mov.b @r3,r4
	mova .L248,r0
	exts.b r4,r9
	mov r15,r1
	mov #-8,r15
	mov.b @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.b r8,@r5
	mov r1,r15
	extu.b r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.b r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.b @(15,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-36,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_add_return_1_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L218
	mova .L208,r0
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
	bra .L222
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L232,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L285
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L302
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #2,r1
	bra .L369
	nop
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L311
	mov #2,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L338
	mov #1,r1
	bra .L339
	nop
	mov #0,r1
	tst r1,r1
	bf .L365
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L368
	mov #1,r1
	bra .L369
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L380
	bra .L385
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L385
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_acquire:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L218
	mova .L208,r0
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
	bra .L222
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L232,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L285
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L302
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #2,r1
	bra .L369
	nop
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L311
	mov #2,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L338
	mov #1,r1
	bra .L339
	nop
	mov #0,r1
	tst r1,r1
	bf .L365
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L368
	mov #1,r1
	bra .L369
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L380
	bra .L385
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L385
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_release:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L218
	mova .L208,r0
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
	bra .L222
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L232,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L285
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L302
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #2,r1
	bra .L369
	nop
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L311
	mov #2,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L338
	mov #1,r1
	bra .L339
	nop
	mov #0,r1
	tst r1,r1
	bf .L365
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L368
	mov #1,r1
	bra .L369
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L380
	bra .L385
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L385
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L218
	mova .L208,r0
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
	bra .L222
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L232,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L285
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L302
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #2,r1
	bra .L369
	nop
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L311
	mov #2,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L338
	mov #1,r1
	bra .L339
	nop
	mov #0,r1
	tst r1,r1
	bf .L365
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L368
	mov #1,r1
	bra .L369
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L380
	bra .L385
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L385
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L218
	mova .L208,r0
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
	bra .L222
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L232,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L285
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L302
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #2,r1
	bra .L369
	nop
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L311
	mov #2,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L338
	mov #1,r1
	bra .L339
	nop
	mov #0,r1
	tst r1,r1
	bf .L365
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L368
	mov #1,r1
	bra .L369
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L380
	bra .L385
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L385
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_return_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.b @(8,r5),r0
	mov r0,r5
	mov.b r5,@r1
	mov r14,r1
	add #16,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L218
	mova .L208,r0
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
	bra .L222
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L232,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L285
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L302
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L299
	mov #2,r1
	bra .L369
	nop
	mov #0,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L311
	mov #2,r1
	bra .L369
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L335
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L338
	mov #1,r1
	bra .L339
	nop
	mov #0,r1
	tst r1,r1
	bf .L365
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L368
	mov #1,r1
	bra .L369
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L380
	bra .L385
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L385
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r2
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b r2,@r1
	mov r14,r1
	add #-40,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_1_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_1_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_1_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_1_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_1_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_1_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_1_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_1_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_1_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_1_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	and r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_1_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_1_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_1_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_1_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_1_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	or r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_1_relaxed:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_acquire:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_release:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_acq_rel:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_seq_cst:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_relaxed:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_acquire:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_release:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_acq_rel:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_seq_cst:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_1_seq_cst_fence:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_around_1_mb:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.b r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.b @r7,r7
	mov r7,r0
	mov.b r0,@(8,r1)
	mov r14,r1
	mov.b @(8,r1),r0
	mov r0,r1
	extu.b r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.b @r1,r1
	extu.b r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r3,r2
	add r7,r2
	mov.b r2,@r3
	mov r1,r15
	extu.b r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
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
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L861,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L861,r1 ! c4
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
	mov.w .L862,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_cmpxchg_2_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #2,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L861,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L861,r1 ! c4
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
	mov.w .L862,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_cmpxchg_2_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #3,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L861,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L861,r1 ! c4
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
	mov.w .L862,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_cmpxchg_2_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #4,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #2,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L861,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L861,r1 ! c4
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
	mov.w .L862,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_cmpxchg_2_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #5,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L861,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L861,r1 ! c4
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
	mov.w .L862,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_cmpxchg_2_seq_cst_fence_sc:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #5,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L861,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L861,r1 ! c4
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
	mov.w .L862,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_cmpxchg_2_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L861,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L861,r1 ! c4
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
	mov.w .L862,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100
	nop

uat_cmpxchg_test_2_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r12,@-r15
	mov.l r13,@-r15
	mov.l r14,@-r15
	add #-128,r15
	add #-128,r15
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
	mov.w .L129,r1 ! c0
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
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r7 ! c0
	add r14,r7
	mov.l @(60,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r12,@(40,r1)
	mov.l r13,@(44,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(28,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #6,r2
	mov.l r2,@(24,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.w .L129,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L103
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L120
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L117
	mov #2,r1
	bra .L188
	nop
	mov #0,r1
	bra .L188
	nop
	mov.w .L129,r1 ! c0
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L130
	mov #2,r1
	bra .L188
	nop
	.word 0x00c0
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(0,r1)
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L154
	mov.w .L217,r1 ! c0
	add r14,r1
	mov.l @(0,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bf .L184
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(4,r2),r2
	mov.l r2,@(60,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L178
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(60,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L181
	mov #1,r1
	bra .L182
	nop
	mov #0,r1
	tst r1,r1
	bt .L187
	mov #1,r1
	bra .L188
	nop
	mov #0,r1
	mov.w .L218,r2 ! 80
	add r14,r2
	mov.l r1,@(56,r2)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(52,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(48,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.w .L217,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(44,r1)
	mov.w .L218,r1 ! 80
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L219
	mov #0,r1
	bra .L304
	nop
	.word 0x00c0
	.word 0x0080
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L236
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L233
	mov #2,r1
	bra .L304
	nop
	mov #0,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(44,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L245
	mov #2,r1
	bra .L304
	nop
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L269
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(40,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L272
	mov #1,r1
	bra .L273
	nop
	mov #0,r1
	tst r1,r1
	bf .L300
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.w .L296,r2 ! 80
	add r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L293
	mov.w .L296,r1 ! 80
	add r14,r1
	mov.l @(36,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L297
	mov #1,r1
	bra .L298
	nop
	.word 0x0080
	mov #0,r1
	tst r1,r1
	bt .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l r1,@(32,r2)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(28,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(16,r2),r2
	mov.l r2,@(24,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L389,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov #1,r2
	mov.l r2,@(16,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L339
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L341
	bra .L419
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(12,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L359
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L362
	mov #1,r1
	bra .L363
	nop
	mov #0,r1
	tst r1,r1
	bt .L367
	bra .L420
	nop
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.w .L388,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(8,r1)
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L385
	mov.w .L388,r1 ! 80
	add r14,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L390
	mov #1,r1
	bra .L391
	nop
	.word 0x0080
	.word 0x00c0
	mov #0,r1
	tst r1,r1
	bf .L417
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L487,r2 ! 80
	add r14,r2
	mov.l @(20,r2),r2
	mov.l r2,@(4,r1)
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L411
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L414
	mov #1,r1
	bra .L415
	nop
	mov #0,r1
	tst r1,r1
	bt .L420
	bra .L420
	nop
	nop
	mov.w .L487,r1 ! 80
	add r14,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #120,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov.w .L488,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #120,r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(12,r1)
	mov r14,r1
	add #64,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L500
	mova .L490,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L504
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L534
	mova .L524,r0
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
	bra .L538
	nop
	nop
	mov.w .L655,r1 ! 80
	add r14,r1
	mov.l @(0,r1),r7
	mov r14,r3
	add #12,r3
	mov.w @r3,r6
	mova .L552,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L552
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L558
	mov.w r2,@r3
	mov r14,r1
	mov.w @(12,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r10
	mov #0,r11
	mov r14,r1
	add #64,r1
	mov.l r10,@(24,r1)
	mov.l r11,@(28,r1)
	mov.w .L656,r1 ! c0
	add r14,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L590
	mov.w .L656,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov r7,r5
	mov r3,r1
	cmp/eq r1,r5
	bf .L592
	mov r6,r7
	mov r2,r1
	cmp/eq r1,r7
	bf .L592
	bra .L732
	nop
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(8,r1)
	mov.l r3,@(12,r1)
	mov r14,r1
	add #68,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(36,r2),r3
	mov.l @(32,r2),r2
	mov.l r2,@(0,r1)
	mov.l r3,@(4,r1)
	mov r14,r1
	add #64,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	mov.w .L656,r2 ! c0
	add r14,r2
	mov.l @(24,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #68,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #68,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r5
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
	bt .L668
	mova .L658,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	.word 0x0080
	.word 0x00c0
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
	bra .L672
	nop
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(60,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L698
	mova .L688,r0
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
	bra .L702
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(20,r1),r7
	mov r14,r3
	add #14,r3
	mov.w @r3,r6
	mova .L716,r0
	exts.w r6,r4
	mov r15,r1
	mov #-8,r15
	mov.w @r7,r2
	cmp/eq r2,r4
	bf .L716
	mov.w r5,@r7
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L722
	mov.w r2,@r3
	mov r14,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #64,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L750
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L769
	mov.w .L815,r1 ! 80
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L769
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L762
	bra .L766
	nop
	mov r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L766
	nop
	bra .L827
	nop
	mov.w .L816,r2 ! c0
	add r14,r2
	mov r14,r1
	add #64,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L780
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L803
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L797
	bra .L823
	nop
	mov r14,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L823
	bra .L823
	nop
	mov r14,r1
	mov.w .L815,r2 ! 80
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L826
	nop
	.word 0x0080
	.word 0x00c0
	mov r14,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L826
	bra .L826
	nop
	nop
	bra .L827
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L868,r1 ! c4
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L868,r1 ! c4
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
	mov.w .L869,r7 ! 100
	add r7,r14
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
	mov.b r12,@(r0,r0)
	.word 0x0100

uat_xchg_2_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.w @(4,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #20,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #32,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L248,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.w @(4,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #20,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #32,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L248,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.w @(4,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #20,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #32,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L248,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.w @(4,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #20,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #32,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L248,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.w @(4,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #20,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #32,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L248,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-4,r1
	mov r5,r0
	mov.w r0,@(4,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-4,r5
	mov.w @(4,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #20,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L86
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L88
	bra .L164
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L106
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L109
	mov #1,r1
	bra .L110
	nop
	mov #0,r1
	tst r1,r1
	bt .L114
	bra .L165
	nop
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bf .L162
	mov r14,r1
	add #92,r1
	mov r14,r2
	add #92,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L156
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L159
	mov #1,r1
	bra .L160
	nop
	mov #0,r1
	tst r1,r1
	bt .L165
	bra .L165
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r2
	add #92,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.w @r1,r1
	extu.w r1,r2
	mov r14,r1
	add #-4,r1
	mov r2,r0
	mov.w r0,@(14,r1)
	mov r14,r1
	add #32,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r8
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L230
	mova .L220,r0
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
	bra .L234
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r3
	add #10,r3
	mov.w @r3,r4
	mova .L248,r0
	exts.w r4,r9
	mov r15,r1
	mov #-8,r15
	mov.w @r5,r2
	cmp/eq r2,r9
	bf .L248
	mov.w r8,@r5
	mov r1,r15
	extu.w r2,r2
	movt r1
	tst r1,r1
	bf .L254
	mov.w r2,@r3
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L194
	mov r14,r1
	add #-4,r1
	mov.w @(14,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #32,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L314
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L331
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L328
	mov #2,r1
	bra .L398
	nop
	mov #0,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L340
	mov #2,r1
	bra .L398
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L364
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L367
	mov #1,r1
	bra .L368
	nop
	mov #0,r1
	tst r1,r1
	bf .L394
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L388
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L391
	mov #1,r1
	bra .L392
	nop
	mov #0,r1
	tst r1,r1
	bt .L397
	mov #1,r1
	bra .L398
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L409
	bra .L414
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L414
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-36,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #80,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop

uat_add_return_2_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.w @(8,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #16,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L220
	mova .L210,r0
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
	bra .L224
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L234,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L287
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L304
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L301
	mov #2,r1
	bra .L371
	nop
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L313
	mov #2,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L340
	mov #1,r1
	bra .L341
	nop
	mov #0,r1
	tst r1,r1
	bf .L367
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L370
	mov #1,r1
	bra .L371
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L382
	bra .L387
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L387
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_acquire:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.w @(8,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #16,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #2,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L220
	mova .L210,r0
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
	bra .L224
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L234,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L287
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L304
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L301
	mov #2,r1
	bra .L371
	nop
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L313
	mov #2,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L340
	mov #1,r1
	bra .L341
	nop
	mov #0,r1
	tst r1,r1
	bf .L367
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L370
	mov #1,r1
	bra .L371
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L382
	bra .L387
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L387
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_release:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.w @(8,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #16,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #3,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L220
	mova .L210,r0
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
	bra .L224
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L234,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L287
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L304
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L301
	mov #2,r1
	bra .L371
	nop
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L313
	mov #2,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L340
	mov #1,r1
	bra .L341
	nop
	mov #0,r1
	tst r1,r1
	bf .L367
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L370
	mov #1,r1
	bra .L371
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L382
	bra .L387
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L387
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.w @(8,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #16,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #4,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L220
	mova .L210,r0
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
	bra .L224
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L234,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L287
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L304
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L301
	mov #2,r1
	bra .L371
	nop
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L313
	mov #2,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L340
	mov #1,r1
	bra .L341
	nop
	mov #0,r1
	tst r1,r1
	bf .L367
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L370
	mov #1,r1
	bra .L371
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L382
	bra .L387
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L387
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.w @(8,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #16,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #5,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L220
	mova .L210,r0
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
	bra .L224
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L234,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L287
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L304
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L301
	mov #2,r1
	bra .L371
	nop
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L313
	mov #2,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L340
	mov #1,r1
	bra .L341
	nop
	mov #0,r1
	tst r1,r1
	bf .L367
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L370
	mov #1,r1
	bra .L371
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L382
	bra .L387
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L387
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-8,r1
	mov r5,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-8,r5
	mov.w @(8,r5),r0
	mov r0,r5
	mov.w r5,@r1
	mov r14,r1
	add #16,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r2,@(40,r1)
	mov.l r3,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #6,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L84
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L86
	bra .L162
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L104
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L107
	mov #1,r1
	bra .L108
	nop
	mov #0,r1
	tst r1,r1
	bt .L112
	bra .L163
	nop
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L130
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L133
	mov #1,r1
	bra .L134
	nop
	mov #0,r1
	tst r1,r1
	bf .L160
	mov r14,r1
	add #88,r1
	mov r14,r2
	add #88,r2
	mov.l @(16,r2),r2
	mov.l r2,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L154
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L157
	mov #1,r1
	bra .L158
	nop
	mov #0,r1
	tst r1,r1
	bt .L163
	bra .L163
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(48,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #88,r2
	mov.l @(44,r2),r3
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #28,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r5
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(48,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L220
	mova .L210,r0
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
	bra .L224
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r3
	mova .L234,r0
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
	add #28,r1
	mov.l r6,@(32,r1)
	mov.l r7,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L287
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L304
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L301
	mov #2,r1
	bra .L371
	nop
	mov #0,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L313
	mov #2,r1
	bra .L371
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L337
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L340
	mov #1,r1
	bra .L341
	nop
	mov #0,r1
	tst r1,r1
	bf .L367
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L361
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L364
	mov #1,r1
	bra .L365
	nop
	mov #0,r1
	tst r1,r1
	bt .L370
	mov #1,r1
	bra .L371
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L382
	bra .L387
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L387
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r2
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov r2,r0
	mov.w r0,@(16,r1)
	mov r14,r1
	add #-40,r1
	add #32,r1
	mov.w @(16,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_2_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_2_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_2_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_2_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_2_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_2_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_2_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_2_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_2_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_2_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_and_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	and r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_2_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_2_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_2_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_2_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_2_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_or_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	or r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_2_relaxed:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_acquire:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_release:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_acq_rel:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_seq_cst:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_relaxed:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_acquire:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_release:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_acq_rel:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_seq_cst:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_dec_2_seq_cst_fence:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L206
	mova .L196,r0
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
	bra .L210
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r3
	mova .L220,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L267
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L284
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L351
	nop
	mov #0,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L293
	mov #2,r1
	bra .L351
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L317
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L320
	mov #1,r1
	bra .L321
	nop
	mov #0,r1
	tst r1,r1
	bf .L347
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L341
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L344
	mov #1,r1
	bra .L345
	nop
	mov #0,r1
	tst r1,r1
	bt .L350
	mov #1,r1
	bra .L351
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L362
	bra .L367
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L367
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_around_2_mb:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r5,r7
	mov r14,r1
	mov.w r7,@r1
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.w @r7,r7
	mov r7,r0
	mov.w r0,@(8,r1)
	mov r14,r1
	mov.w @(8,r1),r0
	mov r0,r1
	extu.w r1,r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L78
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L80
	bra .L156
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L98
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L101
	mov #1,r1
	bra .L102
	nop
	mov #0,r1
	tst r1,r1
	bt .L106
	bra .L157
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L124
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L127
	mov #1,r1
	bra .L128
	nop
	mov #0,r1
	tst r1,r1
	bf .L154
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L148
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L151
	mov #1,r1
	bra .L152
	nop
	mov #0,r1
	tst r1,r1
	bt .L157
	bra .L157
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.w @r1,r1
	extu.w r1,r1
	mov r1,r7
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r3
	mov #4,r2
	sub r3,r1
	cmp/hi r2,r1
	bt .L208
	mova .L198,r0
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
	bra .L212
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r3
	mova .L222,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r3,r2
	add r7,r2
	mov.w r2,@r3
	mov r1,r15
	extu.w r2,r2
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L258
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L273
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L270
	mov #2,r1
	bra .L330
	nop
	mov #0,r1
	bra .L330
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L281
	mov #2,r1
	bra .L330
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L300
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L303
	mov #1,r1
	bra .L304
	nop
	mov #0,r1
	tst r1,r1
	bf .L326
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L320
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L323
	mov #1,r1
	bra .L324
	nop
	mov #0,r1
	tst r1,r1
	bt .L329
	mov #1,r1
	bra .L330
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L339
	bra .L343
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L343
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
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
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	mov.w .L857,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_cmpxchg_4_acquire:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #2,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #2,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	mov.w .L857,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_cmpxchg_4_release:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #3,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	mov.w .L857,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_cmpxchg_4_acq_rel:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #4,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #2,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	mov.w .L857,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_cmpxchg_4_seq_cst:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #5,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #5,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	mov.w .L857,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_cmpxchg_4_seq_cst_fence_sc:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #6,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #5,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	mov.w .L857,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_cmpxchg_4_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #6,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #6,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L856,r1 ! c8
	add r14,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #4,r1
	mov.l r2,@(16,r1)
	mov r14,r1
	add #4,r1
	mov.l @(16,r1),r1
	mov r1,r0
	mov.w .L857,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_cmpxchg_test_4_seq_cst_fence:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r10,@-r15
	mov.l r11,@-r15
	mov.l r14,@-r15
	mov.w .L127,r1 ! 104
	sub r1,r15
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
	mov.w .L128,r7 ! c4
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
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.w .L128,r6 ! c4
	add r14,r6
	mov.l @(60,r6),r6
	mov.l r6,@(48,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r10,@(40,r7)
	mov.l r11,@(44,r7)
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l r0,@(32,r7)
	mov.l r1,@(36,r7)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #6,r7
	mov.l r7,@(28,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #6,r7
	mov.l r7,@(24,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #0,r7
	mov.l r7,@(20,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.w .L128,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(12,r1),r1
	tst r1,r1
	bt .L101
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(8,r1),r1
	tst r1,r1
	bt .L118
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L115
	mov #2,r1
	bra .L187
	nop
	mov #0,r1
	bra .L187
	nop
	mov.w .L128,r1 ! c4
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L129
	mov #2,r1
	bra .L187
	nop
	mov.b r0,@(r0,r1)
	mov.b r12,@(r0,r0)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(0,r1)
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L153
	mov.w .L216,r1 ! c4
	add r14,r1
	mov.l @(0,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bf .L183
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L177
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(60,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L180
	mov #1,r1
	bra .L181
	nop
	mov #0,r1
	tst r1,r1
	bt .L186
	mov #1,r1
	bra .L187
	nop
	mov #0,r1
	mov.w .L217,r7 ! 84
	add r14,r7
	mov.l r1,@(56,r7)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(52,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(48,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.w .L216,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(44,r1)
	mov.w .L217,r1 ! 84
	add r14,r1
	mov.l @(52,r1),r1
	tst r1,r1
	bt .L218
	mov #0,r1
	bra .L303
	nop
	mov.b r12,@(r0,r0)
	mov.b r8,@(r0,r0)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L235
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L232
	mov #2,r1
	bra .L303
	nop
	mov #0,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(44,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L244
	mov #2,r1
	bra .L303
	nop
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(40,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #1,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #2,r1
	cmp/eq r1,r7
	bt .L268
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(40,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L271
	mov #1,r1
	bra .L272
	nop
	mov #0,r1
	tst r1,r1
	bf .L299
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.w .L295,r7 ! 84
	add r14,r7
	mov.l @(44,r7),r7
	mov.l r7,@(36,r1)
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L292
	mov.w .L295,r1 ! 84
	add r14,r1
	mov.l @(36,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov.b r8,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bt .L302
	mov #1,r1
	bra .L303
	nop
	mov #0,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l r1,@(32,r7)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(28,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(16,r7),r7
	mov.l r7,@(24,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L388,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov #1,r7
	mov.l r7,@(16,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bf .L338
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bt .L340
	bra .L418
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(12,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L358
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(12,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L361
	mov #1,r1
	bra .L362
	nop
	mov #0,r1
	tst r1,r1
	bt .L366
	bra .L419
	nop
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.w .L387,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(8,r1)
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L384
	mov.w .L387,r1 ! 84
	add r14,r1
	mov.l @(8,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L389
	mov #1,r1
	bra .L390
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov #0,r1
	tst r1,r1
	bf .L416
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L481,r7 ! 84
	add r14,r7
	mov.l @(20,r7),r7
	mov.l r7,@(4,r1)
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L410
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.l @(4,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L413
	mov #1,r1
	bra .L414
	nop
	mov #0,r1
	tst r1,r1
	bt .L419
	bra .L419
	nop
	nop
	mov.w .L481,r1 ! 84
	add r14,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #124,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@r1
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #68,r1
	mov.w .L482,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(40,r1)
	mov r14,r1
	add #124,r1
	mov.l @r1,r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(8,r1)
	mov r14,r1
	add #68,r1
	mov.l @(48,r1),r10
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
	bt .L494
	mova .L484,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L498
	nop
	nop
	mov r14,r1
	add #68,r1
	mov r14,r7
	add #68,r7
	mov.l @(40,r7),r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #68,r1
	mov.l @(32,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L528
	mova .L518,r0
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
	bra .L532
	nop
	nop
	mov.w .L646,r1 ! 84
	add r14,r1
	mov.l @(0,r1),r5
	mov r14,r7
	add #12,r7
	mov.l @r7,r4
	mova .L546,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L546
	mov.l r10,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L551
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(8,r1),r1
	mov r1,r8
	mov #0,r9
	mov r14,r1
	add #68,r1
	mov.l r8,@(24,r1)
	mov.l r9,@(28,r1)
	mov.w .L647,r1 ! c4
	add r14,r1
	mov.l @(24,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L582
	mov.w .L647,r7 ! c4
	add r14,r7
	mov r14,r1
	add #68,r1
	mov.l @(40,r7),r4
	mov.l @(44,r7),r5
	mov.l @(24,r1),r6
	mov.l @(28,r1),r7
	mov r5,r0
	mov r7,r1
	cmp/eq r1,r0
	bf .L584
	mov r4,r5
	mov r6,r1
	cmp/eq r1,r5
	bf .L584
	bra .L724
	nop
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(48,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(8,r1)
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(32,r7),r6
	mov.l @(36,r7),r7
	mov.l r6,@(0,r1)
	mov.l r7,@(4,r1)
	mov r14,r1
	add #68,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(28,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #4,r1
	mov.w .L647,r7 ! c4
	add r14,r7
	mov.l @(24,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #72,r1
	mov.l @(8,r1),r7
	mov r14,r1
	add #4,r1
	mov.l r7,@(12,r1)
	mov r14,r1
	add #72,r1
	mov.l @(0,r1),r8
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
	bt .L658
	mova .L648,r0
	shll2 r1
	mov.l @(r0,r1),r1
	braf r1
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
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
	bra .L662
	nop
	nop
	mov r14,r1
	add #4,r1
	mov r14,r7
	add #4,r7
	mov.l @(60,r7),r7
	mov.l r7,@(52,r1)
	mov r14,r1
	add #4,r1
	mov.l @(52,r1),r1
	mov #0,r6
	mov #4,r7
	sub r6,r1
	cmp/hi r7,r1
	bt .L692
	mova .L682,r0
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
	bra .L696
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(20,r1),r5
	mov r14,r7
	add #16,r7
	mov.l @r7,r4
	mova .L710,r0
	mov r4,r11
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r11
	bf .L710
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L715
	mov.l r6,@r7
	mov r14,r1
	add #4,r1
	mov.l @(12,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #68,r1
	mov.l r2,@(24,r1)
	mov.l r3,@(28,r1)
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r2),r2
	mov.l @(32,r1),r1
	cmp/eq r1,r2
	bt .L742
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(56,r1),r1
	tst r1,r1
	bt .L764
	mov.w .L815,r1 ! 84
	add r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L764
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L756
	bra .L761
	nop
	mov r14,r1
	add #4,r1
	mov.l @(48,r1),r1
	tst r1,r1
	bt .L761
	nop
	bra .L828
	nop
	mov.w .L816,r2 ! c4
	add r14,r2
	mov r14,r1
	add #68,r1
	mov.l @(40,r2),r6
	mov.l @(44,r2),r7
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	cmp/eq r3,r7
	bf .L775
	cmp/eq r2,r6
	mov #-1,r1
	negc r1,r1
	extu.b r1,r1
	tst r1,r1
	bt .L801
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(32,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L794
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.l @(44,r1),r1
	tst r1,r1
	bt .L824
	bra .L824
	nop
	mov r14,r1
	add #4,r1
	mov.w .L815,r2 ! 84
	add r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L817
	bra .L827
	nop
	mov.b r8,@(r0,r0)
	mov.b r12,@(r0,r0)
	mov r14,r1
	add #4,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bt .L827
	bra .L827
	nop
	nop
	bra .L828
	nop
	nop
	mov r14,r1
	add #68,r1
	mov.l @(24,r1),r2
	mov.l @(28,r1),r3
	mov.w .L862,r1 ! c8
	add r14,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov.w .L862,r1 ! c8
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
	mov.w .L863,r7 ! 104
	add r7,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r11
	mov.l @r15+,r10
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	.word 0x00c8
	mov.b r0,@(r0,r1)

uat_xchg_4_relaxed:
	mov.l r8,@-r15
	mov.l r9,@-r15
	mov.l r14,@-r15
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-36,r1
	mov.l r5,@(36,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-36,r5
	mov.l @(36,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #20,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L83
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L85
	bra .L161
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L103
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L106
	mov #1,r1
	bra .L107
	nop
	mov #0,r1
	tst r1,r1
	bt .L111
	bra .L162
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L129
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L132
	mov #1,r1
	bra .L133
	nop
	mov #0,r1
	tst r1,r1
	bf .L159
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L153
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bt .L162
	bra .L162
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	add #92,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-36,r1
	mov.l r7,@(44,r1)
	mov r14,r1
	add #32,r1
	mov.l @(48,r1),r8
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #28,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
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
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L240
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L189
	mov r14,r1
	add #-36,r1
	mov.l @(44,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L303
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L320
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L317
	mov #2,r1
	bra .L387
	nop
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L329
	mov #2,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L356
	mov #1,r1
	bra .L357
	nop
	mov #0,r1
	tst r1,r1
	bf .L383
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L377
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L380
	mov #1,r1
	bra .L381
	nop
	mov #0,r1
	tst r1,r1
	bt .L386
	mov #1,r1
	bra .L387
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L398
	bra .L403
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L403
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-36,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-36,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-36,r1
	mov.l r5,@(36,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-36,r5
	mov.l @(36,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #20,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #2,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L83
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L85
	bra .L161
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L103
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L106
	mov #1,r1
	bra .L107
	nop
	mov #0,r1
	tst r1,r1
	bt .L111
	bra .L162
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L129
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L132
	mov #1,r1
	bra .L133
	nop
	mov #0,r1
	tst r1,r1
	bf .L159
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L153
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bt .L162
	bra .L162
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	add #92,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-36,r1
	mov.l r7,@(44,r1)
	mov r14,r1
	add #32,r1
	mov.l @(48,r1),r8
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #28,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
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
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L240
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L189
	mov r14,r1
	add #-36,r1
	mov.l @(44,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L303
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L320
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L317
	mov #2,r1
	bra .L387
	nop
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L329
	mov #2,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L356
	mov #1,r1
	bra .L357
	nop
	mov #0,r1
	tst r1,r1
	bf .L383
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L377
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L380
	mov #1,r1
	bra .L381
	nop
	mov #0,r1
	tst r1,r1
	bt .L386
	mov #1,r1
	bra .L387
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L398
	bra .L403
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L403
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-36,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-36,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-36,r1
	mov.l r5,@(36,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-36,r5
	mov.l @(36,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #20,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #3,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L83
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L85
	bra .L161
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L103
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L106
	mov #1,r1
	bra .L107
	nop
	mov #0,r1
	tst r1,r1
	bt .L111
	bra .L162
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L129
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L132
	mov #1,r1
	bra .L133
	nop
	mov #0,r1
	tst r1,r1
	bf .L159
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L153
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bt .L162
	bra .L162
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	add #92,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-36,r1
	mov.l r7,@(44,r1)
	mov r14,r1
	add #32,r1
	mov.l @(48,r1),r8
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #28,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
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
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L240
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L189
	mov r14,r1
	add #-36,r1
	mov.l @(44,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L303
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L320
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L317
	mov #2,r1
	bra .L387
	nop
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L329
	mov #2,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L356
	mov #1,r1
	bra .L357
	nop
	mov #0,r1
	tst r1,r1
	bf .L383
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L377
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L380
	mov #1,r1
	bra .L381
	nop
	mov #0,r1
	tst r1,r1
	bt .L386
	mov #1,r1
	bra .L387
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L398
	bra .L403
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L403
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-36,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-36,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-36,r1
	mov.l r5,@(36,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-36,r5
	mov.l @(36,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #20,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #4,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L83
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L85
	bra .L161
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L103
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L106
	mov #1,r1
	bra .L107
	nop
	mov #0,r1
	tst r1,r1
	bt .L111
	bra .L162
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L129
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L132
	mov #1,r1
	bra .L133
	nop
	mov #0,r1
	tst r1,r1
	bf .L159
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L153
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bt .L162
	bra .L162
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	add #92,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-36,r1
	mov.l r7,@(44,r1)
	mov r14,r1
	add #32,r1
	mov.l @(48,r1),r8
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #28,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
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
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L240
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L189
	mov r14,r1
	add #-36,r1
	mov.l @(44,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L303
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L320
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L317
	mov #2,r1
	bra .L387
	nop
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L329
	mov #2,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L356
	mov #1,r1
	bra .L357
	nop
	mov #0,r1
	tst r1,r1
	bf .L383
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L377
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L380
	mov #1,r1
	bra .L381
	nop
	mov #0,r1
	tst r1,r1
	bt .L386
	mov #1,r1
	bra .L387
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L398
	bra .L403
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L403
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-36,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-36,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-36,r1
	mov.l r5,@(36,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-36,r5
	mov.l @(36,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #20,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #5,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L83
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L85
	bra .L161
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L103
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L106
	mov #1,r1
	bra .L107
	nop
	mov #0,r1
	tst r1,r1
	bt .L111
	bra .L162
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L129
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L132
	mov #1,r1
	bra .L133
	nop
	mov #0,r1
	tst r1,r1
	bf .L159
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L153
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bt .L162
	bra .L162
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	add #92,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-36,r1
	mov.l r7,@(44,r1)
	mov r14,r1
	add #32,r1
	mov.l @(48,r1),r8
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #28,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
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
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L240
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L189
	mov r14,r1
	add #-36,r1
	mov.l @(44,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L303
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L320
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L317
	mov #2,r1
	bra .L387
	nop
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L329
	mov #2,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L356
	mov #1,r1
	bra .L357
	nop
	mov #0,r1
	tst r1,r1
	bf .L383
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L377
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L380
	mov #1,r1
	bra .L381
	nop
	mov #0,r1
	tst r1,r1
	bt .L386
	mov #1,r1
	bra .L387
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L398
	bra .L403
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L403
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-36,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-36,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #80,r14
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
	add #-80,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-36,r1
	mov.l r4,@(40,r1)
	mov r14,r1
	add #-36,r1
	mov.l r5,@(36,r1)
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #-36,r5
	mov.l @(40,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #20,r1
	mov r14,r5
	add #-36,r5
	mov.l @(36,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #20,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #92,r1
	mov r14,r5
	add #92,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #92,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #92,r1
	mov #6,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #92,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #92,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #92,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L83
	mov r14,r1
	add #92,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L85
	bra .L161
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L103
	mov r14,r1
	add #92,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L106
	mov #1,r1
	bra .L107
	nop
	mov #0,r1
	tst r1,r1
	bt .L111
	bra .L162
	nop
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L129
	mov r14,r1
	add #92,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L132
	mov #1,r1
	bra .L133
	nop
	mov #0,r1
	tst r1,r1
	bf .L159
	mov r14,r1
	add #92,r1
	mov r14,r7
	add #92,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L153
	mov r14,r1
	add #92,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L156
	mov #1,r1
	bra .L157
	nop
	mov #0,r1
	tst r1,r1
	bt .L162
	bra .L162
	nop
	nop
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #32,r1
	mov r14,r7
	add #92,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #92,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r1
	mov.l @r1,r7
	mov r14,r1
	add #-36,r1
	mov.l r7,@(44,r1)
	mov r14,r1
	add #32,r1
	mov.l @(48,r1),r8
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #28,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #28,r1
	mov.l @(44,r1),r1
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
	mov r14,r1
	add #28,r1
	mov.l @(60,r1),r5
	mov r14,r7
	add #8,r7
	mov.l @r7,r4
	mova .L240,r0
	mov r4,r9
	mov r15,r1
	mov #-8,r15
	mov.l @r5,r6
	cmp/eq r6,r9
	bf .L240
	mov.l r8,@r5
	mov r1,r15
	movt r1
	tst r1,r1
	bf .L245
	mov.l r6,@r7
	mov #1,r0
	xor r0,r1
	extu.b r1,r1
	tst r1,r1
	bf .L189
	mov r14,r1
	add #-36,r1
	mov.l @(44,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #32,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #92,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #28,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L303
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L320
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L317
	mov #2,r1
	bra .L387
	nop
	mov #0,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L329
	mov #2,r1
	bra .L387
	nop
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L353
	mov r14,r1
	add #28,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L356
	mov #1,r1
	bra .L357
	nop
	mov #0,r1
	tst r1,r1
	bf .L383
	mov r14,r1
	add #28,r1
	mov r14,r2
	add #28,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L377
	mov r14,r1
	add #28,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L380
	mov #1,r1
	bra .L381
	nop
	mov #0,r1
	tst r1,r1
	bt .L386
	mov #1,r1
	bra .L387
	nop
	mov #0,r1
	mov r14,r2
	add #28,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L398
	bra .L403
	nop
	mov r14,r1
	add #28,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L403
	nop
	nop
	mov r14,r1
	add #32,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #96,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #96,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-36,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-36,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #80,r14
	mov r14,r15
	mov.l @r15+,r14
	mov.l @r15+,r9
	mov.l @r15+,r8
	rts
	nop
	nop

uat_add_return_4_relaxed:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-40,r1
	mov.l r5,@(40,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-40,r5
	mov.l @(40,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #16,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L81
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L83
	bra .L159
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L101
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L104
	mov #1,r1
	bra .L105
	nop
	mov #0,r1
	tst r1,r1
	bt .L109
	bra .L160
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L127
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L130
	mov #1,r1
	bra .L131
	nop
	mov #0,r1
	tst r1,r1
	bf .L157
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L151
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L154
	mov #1,r1
	bra .L155
	nop
	mov #0,r1
	tst r1,r1
	bt .L160
	bra .L160
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #88,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(48,r1),r6
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #24,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L212
	mova .L202,r0
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
	bra .L216
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r7
	mova .L226,r0
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
	add #28,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L277
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L294
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L291
	mov #2,r1
	bra .L361
	nop
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L303
	mov #2,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L330
	mov #1,r1
	bra .L331
	nop
	mov #0,r1
	tst r1,r1
	bf .L357
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L351
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L354
	mov #1,r1
	bra .L355
	nop
	mov #0,r1
	tst r1,r1
	bt .L360
	mov #1,r1
	bra .L361
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L372
	bra .L377
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L377
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-40,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-40,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_acquire:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-40,r1
	mov.l r5,@(40,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-40,r5
	mov.l @(40,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #16,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #2,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L81
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L83
	bra .L159
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L101
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L104
	mov #1,r1
	bra .L105
	nop
	mov #0,r1
	tst r1,r1
	bt .L109
	bra .L160
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L127
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L130
	mov #1,r1
	bra .L131
	nop
	mov #0,r1
	tst r1,r1
	bf .L157
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L151
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L154
	mov #1,r1
	bra .L155
	nop
	mov #0,r1
	tst r1,r1
	bt .L160
	bra .L160
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #88,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(48,r1),r6
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #24,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L212
	mova .L202,r0
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
	bra .L216
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r7
	mova .L226,r0
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
	add #28,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L277
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L294
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L291
	mov #2,r1
	bra .L361
	nop
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L303
	mov #2,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L330
	mov #1,r1
	bra .L331
	nop
	mov #0,r1
	tst r1,r1
	bf .L357
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L351
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L354
	mov #1,r1
	bra .L355
	nop
	mov #0,r1
	tst r1,r1
	bt .L360
	mov #1,r1
	bra .L361
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L372
	bra .L377
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L377
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-40,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-40,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_release:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-40,r1
	mov.l r5,@(40,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-40,r5
	mov.l @(40,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #16,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #3,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L81
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L83
	bra .L159
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L101
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L104
	mov #1,r1
	bra .L105
	nop
	mov #0,r1
	tst r1,r1
	bt .L109
	bra .L160
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L127
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L130
	mov #1,r1
	bra .L131
	nop
	mov #0,r1
	tst r1,r1
	bf .L157
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L151
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L154
	mov #1,r1
	bra .L155
	nop
	mov #0,r1
	tst r1,r1
	bt .L160
	bra .L160
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #88,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(48,r1),r6
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #24,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L212
	mova .L202,r0
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
	bra .L216
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r7
	mova .L226,r0
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
	add #28,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L277
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L294
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L291
	mov #2,r1
	bra .L361
	nop
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L303
	mov #2,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L330
	mov #1,r1
	bra .L331
	nop
	mov #0,r1
	tst r1,r1
	bf .L357
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L351
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L354
	mov #1,r1
	bra .L355
	nop
	mov #0,r1
	tst r1,r1
	bt .L360
	mov #1,r1
	bra .L361
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L372
	bra .L377
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L377
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-40,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-40,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_acq_rel:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-40,r1
	mov.l r5,@(40,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-40,r5
	mov.l @(40,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #16,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #4,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L81
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L83
	bra .L159
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L101
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L104
	mov #1,r1
	bra .L105
	nop
	mov #0,r1
	tst r1,r1
	bt .L109
	bra .L160
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L127
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L130
	mov #1,r1
	bra .L131
	nop
	mov #0,r1
	tst r1,r1
	bf .L157
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L151
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L154
	mov #1,r1
	bra .L155
	nop
	mov #0,r1
	tst r1,r1
	bt .L160
	bra .L160
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #88,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(48,r1),r6
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #24,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L212
	mova .L202,r0
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
	bra .L216
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r7
	mova .L226,r0
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
	add #28,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L277
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L294
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L291
	mov #2,r1
	bra .L361
	nop
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L303
	mov #2,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L330
	mov #1,r1
	bra .L331
	nop
	mov #0,r1
	tst r1,r1
	bf .L357
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L351
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L354
	mov #1,r1
	bra .L355
	nop
	mov #0,r1
	tst r1,r1
	bt .L360
	mov #1,r1
	bra .L361
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L372
	bra .L377
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L377
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-40,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-40,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_seq_cst:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-40,r1
	mov.l r5,@(40,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-40,r5
	mov.l @(40,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #16,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #5,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L81
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L83
	bra .L159
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L101
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L104
	mov #1,r1
	bra .L105
	nop
	mov #0,r1
	tst r1,r1
	bt .L109
	bra .L160
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L127
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L130
	mov #1,r1
	bra .L131
	nop
	mov #0,r1
	tst r1,r1
	bf .L157
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L151
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L154
	mov #1,r1
	bra .L155
	nop
	mov #0,r1
	tst r1,r1
	bt .L160
	bra .L160
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #88,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(48,r1),r6
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #24,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L212
	mova .L202,r0
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
	bra .L216
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r7
	mova .L226,r0
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
	add #28,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L277
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L294
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L291
	mov #2,r1
	bra .L361
	nop
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L303
	mov #2,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L330
	mov #1,r1
	bra .L331
	nop
	mov #0,r1
	tst r1,r1
	bf .L357
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L351
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L354
	mov #1,r1
	bra .L355
	nop
	mov #0,r1
	tst r1,r1
	bt .L360
	mov #1,r1
	bra .L361
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L372
	bra .L377
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L377
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-40,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-40,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_return_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-76,r15
	add #-76,r15
	mov r15,r14
	mov r14,r1
	add #-40,r1
	mov.l r4,@(44,r1)
	mov r14,r1
	add #-40,r1
	mov.l r5,@(40,r1)
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #-40,r5
	mov.l @(44,r5),r5
	mov.l r5,@(60,r1)
	mov r14,r1
	add #16,r1
	mov r14,r5
	add #-40,r5
	mov.l @(40,r5),r5
	mov.l r5,@r1
	mov r14,r1
	add #16,r1
	mov.l @r1,r1
	mov r1,r6
	mov #0,r7
	mov r14,r1
	add #88,r1
	mov r14,r5
	add #88,r5
	mov.l @(60,r5),r5
	mov.l r5,@(48,r1)
	mov r14,r1
	add #88,r1
	mov.l r6,@(40,r1)
	mov.l r7,@(44,r1)
	mov r14,r1
	add #88,r1
	mov #6,r7
	mov.l r7,@(36,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(32,r1)
	mov r14,r1
	add #88,r1
	mov #1,r7
	mov.l r7,@(28,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(32,r7),r7
	mov.l r7,@(24,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(28,r7),r7
	mov.l r7,@(20,r1)
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(16,r1)
	mov r14,r1
	add #88,r1
	mov #0,r7
	mov.l r7,@(12,r1)
	mov r14,r1
	add #88,r1
	mov.l @(24,r1),r1
	tst r1,r1
	bf .L81
	mov r14,r1
	add #88,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L83
	bra .L159
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L101
	mov r14,r1
	add #88,r1
	mov.l @(8,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L104
	mov #1,r1
	bra .L105
	nop
	mov #0,r1
	tst r1,r1
	bt .L109
	bra .L160
	nop
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(4,r1)
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #3,r1
	cmp/eq r1,r7
	bt .L127
	mov r14,r1
	add #88,r1
	mov.l @(4,r1),r7
	mov #4,r1
	cmp/eq r1,r7
	bf .L130
	mov #1,r1
	bra .L131
	nop
	mov #0,r1
	tst r1,r1
	bf .L157
	mov r14,r1
	add #88,r1
	mov r14,r7
	add #88,r7
	mov.l @(16,r7),r7
	mov.l r7,@(0,r1)
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #5,r1
	cmp/eq r1,r7
	bt .L151
	mov r14,r1
	add #88,r1
	mov.l @(0,r1),r7
	mov #6,r1
	cmp/eq r1,r7
	bf .L154
	mov #1,r1
	bra .L155
	nop
	mov #0,r1
	tst r1,r1
	bt .L160
	bra .L160
	nop
	nop
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(48,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	add #28,r1
	mov r14,r7
	add #88,r7
	mov.l @(40,r7),r6
	mov.l @(44,r7),r7
	mov.l r6,@(48,r1)
	mov.l r7,@(52,r1)
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #88,r7
	mov.l @(36,r7),r7
	mov.l r7,@(48,r1)
	mov r14,r1
	add #28,r1
	mov.l @(48,r1),r6
	mov r14,r1
	add #24,r1
	mov r14,r7
	add #24,r7
	mov.l @(48,r7),r7
	mov.l r7,@(44,r1)
	mov r14,r1
	add #24,r1
	mov.l @(44,r1),r1
	mov #0,r5
	mov #4,r7
	sub r5,r1
	cmp/hi r7,r1
	bt .L212
	mova .L202,r0
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
	bra .L216
	nop
	nop
	mov r14,r1
	add #24,r1
	mov.l @(60,r1),r7
	mova .L226,r0
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
	add #28,r1
	mov.l r2,@(32,r1)
	mov.l r3,@(36,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(32,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(28,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #88,r2
	mov.l @(36,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(28,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #24,r1
	mov.l @(20,r1),r1
	tst r1,r1
	bt .L277
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L294
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L291
	mov #2,r1
	bra .L361
	nop
	mov #0,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov.l @(12,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L303
	mov #2,r1
	bra .L361
	nop
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L327
	mov r14,r1
	add #24,r1
	mov.l @(8,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L330
	mov #1,r1
	bra .L331
	nop
	mov #0,r1
	tst r1,r1
	bf .L357
	mov r14,r1
	add #24,r1
	mov r14,r2
	add #24,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L351
	mov r14,r1
	add #24,r1
	mov.l @(4,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L354
	mov #1,r1
	bra .L355
	nop
	mov #0,r1
	tst r1,r1
	bt .L360
	mov #1,r1
	bra .L361
	nop
	mov #0,r1
	mov r14,r2
	add #24,r2
	mov.l r1,@(0,r2)
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L372
	bra .L377
	nop
	mov r14,r1
	add #24,r1
	mov.l @(0,r1),r1
	tst r1,r1
	bt .L377
	nop
	nop
	mov r14,r1
	add #28,r1
	mov.l @(32,r1),r2
	mov.l @(36,r1),r3
	mov r14,r1
	add #92,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #92,r1
	mov.l @(48,r1),r2
	mov r14,r1
	add #-40,r1
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-40,r1
	mov.l @(48,r1),r1
	mov r1,r0
	add #76,r14
	add #76,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_4_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_4_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_4_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_4_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_4_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_add_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_4_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_4_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_4_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_4_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_4_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_and_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	and r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_4_relaxed:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_4_acquire:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #2,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_4_release:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #3,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_4_acq_rel:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #4,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_4_seq_cst:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #5,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_or_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #6,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	or r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop

uat_inc_4_relaxed:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_acquire:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_release:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_acq_rel:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_seq_cst:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_inc_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #1,r2
	mov #0,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_relaxed:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_acquire:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #2,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_release:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #3,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_acq_rel:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #4,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_seq_cst:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #5,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_dec_4_seq_cst_fence:
	mov.l r14,@-r15
	add #-116,r15
	mov r15,r14
	mov r14,r1
	add #-12,r1
	mov.l r4,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #-12,r2
	mov.l @(12,r2),r2
	mov.l r2,@(60,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(60,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #52,r1
	mov #6,r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #52,r1
	mov #1,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #52,r1
	mov #0,r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #52,r1
	mov.l @(40,r1),r1
	tst r1,r1
	bf .L62
	mov r14,r1
	add #52,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L64
	bra .L140
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L82
	mov r14,r1
	add #52,r1
	mov.l @(24,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L85
	mov #1,r1
	bra .L86
	nop
	mov #0,r1
	tst r1,r1
	bt .L90
	bra .L141
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L108
	mov r14,r1
	add #52,r1
	mov.l @(20,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L111
	mov #1,r1
	bra .L112
	nop
	mov #0,r1
	tst r1,r1
	bf .L138
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(32,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L132
	mov r14,r1
	add #52,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L135
	mov #1,r1
	bra .L136
	nop
	mov #0,r1
	tst r1,r1
	bt .L141
	bra .L141
	nop
	nop
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(56,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #52,r1
	mov r14,r2
	add #52,r2
	mov.l @(12,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #48,r1
	mov #-1,r2
	mov #-1,r3
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(8,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #48,r1
	mov.l @r1,r3
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L204
	mova .L194,r0
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
	bra .L208
	nop
	nop
	mov r14,r1
	add #52,r1
	mov.l @(4,r1),r2
	mova .L218,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(48,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(44,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #52,r2
	mov.l @(52,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L264
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L281
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L278
	mov #2,r1
	bra .L348
	nop
	mov #0,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L290
	mov #2,r1
	bra .L348
	nop
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L314
	mov r14,r1
	add #-12,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L317
	mov #1,r1
	bra .L318
	nop
	mov #0,r1
	tst r1,r1
	bf .L344
	mov r14,r1
	add #-12,r1
	mov r14,r2
	add #-12,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L338
	mov r14,r1
	add #-12,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L341
	mov #1,r1
	bra .L342
	nop
	mov #0,r1
	tst r1,r1
	bt .L347
	mov #1,r1
	bra .L348
	nop
	mov #0,r1
	mov r14,r2
	add #-12,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L359
	bra .L364
	nop
	mov r14,r1
	add #-12,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L364
	nop
	nop
	nop
	nop
	add #116,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
	nop

uat_add_around_4_mb:
	mov.l r14,@-r15
	add #-128,r15
	mov r15,r14
	mov r14,r1
	mov.l r4,@(4,r1)
	mov r14,r1
	mov.l r5,@(0,r1)
	mov r14,r1
	add #64,r1
	mov r14,r7
	mov.l @(4,r7),r7
	mov.l r7,@(60,r1)
	mov r14,r1
	mov r14,r7
	mov.l @(0,r7),r7
	mov.l r7,@(8,r1)
	mov r14,r1
	mov.l @(8,r1),r1
	mov r1,r2
	mov #0,r3
	mov r14,r1
	add #64,r1
	mov r14,r7
	add #64,r7
	mov.l @(60,r7),r7
	mov.l r7,@(56,r1)
	mov r14,r1
	add #64,r1
	mov.l r2,@(48,r1)
	mov.l r3,@(52,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(44,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(40,r1)
	mov r14,r1
	add #64,r1
	mov #1,r2
	mov.l r2,@(36,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	add #64,r1
	mov #0,r2
	mov.l r2,@(20,r1)
	mov r14,r1
	add #64,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bf .L74
	mov r14,r1
	add #64,r1
	mov.l @(28,r1),r1
	tst r1,r1
	bt .L76
	bra .L152
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(16,r1)
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L94
	mov r14,r1
	add #64,r1
	mov.l @(16,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L97
	mov #1,r1
	bra .L98
	nop
	mov #0,r1
	tst r1,r1
	bt .L102
	bra .L153
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(12,r1)
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #3,r1
	cmp/eq r1,r2
	bt .L120
	mov r14,r1
	add #64,r1
	mov.l @(12,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L123
	mov #1,r1
	bra .L124
	nop
	mov #0,r1
	tst r1,r1
	bf .L150
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(24,r2),r2
	mov.l r2,@(8,r1)
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L144
	mov r14,r1
	add #64,r1
	mov.l @(8,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L147
	mov #1,r1
	bra .L148
	nop
	mov #0,r1
	tst r1,r1
	bt .L153
	bra .L153
	nop
	nop
	mov r14,r1
	add #64,r1
	mov r14,r2
	add #64,r2
	mov.l @(56,r2),r2
	mov.l r2,@(4,r1)
	mov r14,r1
	add #60,r1
	mov r14,r2
	add #64,r2
	mov.l @(52,r2),r3
	mov.l @(48,r2),r2
	mov.l r2,@r1
	mov.l r3,@(4,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(56,r1)
	mov r14,r1
	add #60,r1
	mov.l @r1,r3
	mov r14,r1
	mov r14,r2
	mov.l @(56,r2),r2
	mov.l r2,@(52,r1)
	mov r14,r1
	mov.l @(52,r1),r1
	mov #0,r7
	mov #4,r2
	sub r7,r1
	cmp/hi r2,r1
	bt .L202
	mova .L192,r0
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
	bra .L206
	nop
	nop
	mov r14,r1
	add #64,r1
	mov.l @(4,r1),r2
	mova .L216,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.l @r2,r7
	add r3,r7
	mov.l r7,@r2
	mov r1,r15
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(40,r2),r2
	mov.l r2,@(48,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(36,r2),r2
	mov.l r2,@(44,r1)
	mov r14,r1
	mov r14,r2
	add #64,r2
	mov.l @(44,r2),r2
	mov.l r2,@(40,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(48,r2),r2
	mov.l r2,@(36,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(44,r2),r2
	mov.l r2,@(32,r1)
	mov r14,r1
	mov r14,r2
	mov.l @(40,r2),r2
	mov.l r2,@(28,r1)
	mov r14,r1
	mov.l @(36,r1),r1
	tst r1,r1
	bt .L251
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(32,r1),r1
	tst r1,r1
	bt .L266
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L263
	mov #2,r1
	bra .L323
	nop
	mov #0,r1
	bra .L323
	nop
	mov r14,r1
	mov.l @(28,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L274
	mov #2,r1
	bra .L323
	nop
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(24,r1)
	mov r14,r1
	mov.l @(24,r1),r2
	mov #1,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bt .L293
	mov r14,r1
	mov.l @(24,r1),r2
	mov #4,r1
	cmp/eq r1,r2
	bf .L296
	mov #1,r1
	bra .L297
	nop
	mov #0,r1
	tst r1,r1
	bf .L319
	mov r14,r1
	mov r14,r2
	mov.l @(28,r2),r2
	mov.l r2,@(20,r1)
	mov r14,r1
	mov.l @(20,r1),r2
	mov #5,r1
	cmp/eq r1,r2
	bt .L313
	mov r14,r1
	mov.l @(20,r1),r2
	mov #6,r1
	cmp/eq r1,r2
	bf .L316
	mov #1,r1
	bra .L317
	nop
	mov #0,r1
	tst r1,r1
	bt .L322
	mov #1,r1
	bra .L323
	nop
	mov #0,r1
	mov r14,r2
	mov.l r1,@(16,r2)
	mov r14,r1
	mov.l @(16,r1),r2
	mov #2,r1
	cmp/eq r1,r2
	bf .L332
	bra .L336
	nop
	mov r14,r1
	mov.l @(16,r1),r1
	tst r1,r1
	bt .L336
	nop
	nop
	nop
	add #64,r14
	add #64,r14
	mov r14,r15
	mov.l @r15+,r14
	rts
	nop
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

