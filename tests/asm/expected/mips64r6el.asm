uat_load_1_relaxed:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff
	nop

uat_load_1_consume:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff
	nop

uat_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra

uat_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra
	nop

uat_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra
	nop

uat_store_1_relaxed:
	sb a1,0(a0)
	jrc ra

uat_store_1_release:
	sync
	sb a1,0(a0)
	jrc ra
	nop

uat_store_1_seq_cst:
	sync
	sb a1,0(a0)
	jrc ra
	nop

uat_store_1_seq_cst_fence:
	sync
	sb a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L16
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff
	nop

uat_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L16
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff
	nop

uat_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff
	nop

uat_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff
	nop

uat_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff
	nop

uat_cmpxchg_test_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,255
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_xchg_1_relaxed:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_xchg_1_acquire:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_release:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_acq_rel:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_xchg_1_seq_cst:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_xchg_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_add_return_1_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L7
	nop
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xff
	nop

uat_add_return_1_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L7
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xff

uat_add_return_1_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xff
	nop

uat_add_return_1_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xff
	nop

uat_add_return_1_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xff
	nop

uat_add_1_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L7
	nop
	jrc ra

uat_add_1_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L7
	nop
	sync
	jrc ra
	nop

uat_add_1_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jrc ra
	nop

uat_add_1_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_add_1_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_add_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_and_1_relaxed:
	andi v0,a0,0x3
	li v1,255
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L9
	nop
	jrc ra
	nop

uat_and_1_acquire:
	andi v0,a0,0x3
	li v1,255
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L9
	nop
	sync
	jrc ra

uat_and_1_release:
	andi v0,a0,0x3
	li v1,255
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	jrc ra

uat_and_1_acq_rel:
	andi v0,a0,0x3
	li v1,255
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	sync
	jrc ra
	nop

uat_and_1_seq_cst:
	andi v0,a0,0x3
	li v1,255
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	sync
	jrc ra
	nop

uat_and_1_seq_cst_fence:
	andi v0,a0,0x3
	li v1,255
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	sync
	jrc ra
	nop

uat_or_1_relaxed:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra
	nop

uat_or_1_acquire:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_or_1_release:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	jrc ra

uat_or_1_acq_rel:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_or_1_seq_cst:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_or_1_seq_cst_fence:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_xor_1_relaxed:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra
	nop

uat_xor_1_acquire:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_1_release:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	jrc ra

uat_xor_1_acq_rel:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_xor_1_seq_cst:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_xor_1_seq_cst_fence:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_fetch_add_1_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L7
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L7
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_add_1_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_add_1_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_relaxed:
	andi a3,a0,0x3
	li a2,255
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L9
	nop
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_and_1_acquire:
	andi a3,a0,0x3
	li a2,255
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L9
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_release:
	andi a3,a0,0x3
	li a2,255
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acq_rel:
	andi a3,a0,0x3
	li a2,255
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_and_1_seq_cst:
	andi a3,a0,0x3
	li a2,255
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_and_1_seq_cst_fence:
	andi a3,a0,0x3
	li a2,255
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_or_1_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_or_1_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_or_1_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_or_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_xor_1_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_xor_1_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_xor_1_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_xor_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff
	nop

uat_fetch_smax_1_relaxed:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_smax_1_acquire:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra

uat_fetch_smax_1_release:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra

uat_fetch_smax_1_acq_rel:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_smax_1_seq_cst:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_smax_1_seq_cst_fence:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_umax_1_relaxed:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umax_1_acquire:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umax_1_release:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umax_1_acq_rel:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umax_1_seq_cst:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umax_1_seq_cst_fence:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_smin_1_relaxed:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_smin_1_acquire:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra

uat_fetch_smin_1_release:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra

uat_fetch_smin_1_acq_rel:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_smin_1_seq_cst:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_smin_1_seq_cst_fence:
	lbu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xff
	and a5,a0,a5
	move a7,a1
	nop
	seb v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L10
	seb v0,v0
	jrc ra
	nop

uat_fetch_umin_1_relaxed:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umin_1_acquire:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umin_1_release:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umin_1_acq_rel:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umin_1_seq_cst:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umin_1_seq_cst_fence:
	lbu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_test_and_set_bit_1_relaxed:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_1_acquire:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_release:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acq_rel:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_1_seq_cst:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_1_relaxed:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L13
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acquire:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L13
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_1_release:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_1_acq_rel:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst_fence:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_relaxed:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_1_acquire:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_release:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acq_rel:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_1_seq_cst:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_fetch_add_unless_1_relaxed:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L25
	sllv a7,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L13
	nop
	srlv v1,a4,a3
	andi v1,v1,0xff
	bnec v0,v1,.L26
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_1_acquire:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv a7,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L13
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xff
	bnec v0,v1,.L28
	nop
	jrc ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_1_release:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv a7,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	srlv v1,a4,a3
	andi v1,v1,0xff
	bnec v0,v1,.L28
	nop
	jrc ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_1_acq_rel:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv a7,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xff
	bnec v0,v1,.L28
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_1_seq_cst:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv a7,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xff
	bnec v0,v1,.L28
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_1_seq_cst_fence:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv a7,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xff
	bnec v0,v1,.L28
	nop
	jrc ra
	b .L8
	move v0,v1

uat_add_unless_1_relaxed:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L28
	sllv a7,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L13
	nop
	srlv v0,a4,a3
	andi v0,v0,0xff
	bnec v0,v1,.L26
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_1_acquire:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L13
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	nop
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_1_release:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	srlv v0,a4,a3
	andi v0,v0,0xff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	nop
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_1_acq_rel:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst_fence:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,255
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_dec_if_positive_1_relaxed:
	lbu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,255
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xff
	addiu v1,a1,-1
	seb v0,a1
	sllv a5,a1,a2
	blez v0,.L32
	andi v1,v1,0xff
	sllv v1,v1,a2
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L22
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L14
	nop
	srlv v0,v0,a2
	andi v0,v0,0xff
	bnec v0,a1,.L30
	addiu v0,v0,-1
	andi v0,v0,0xff
	jr ra
	seb v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x80
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L27
	andi v0,a1,0xff
	nop

uat_dec_if_positive_1_acquire:
	lbu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,255
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xff
	addiu v1,a1,-1
	seb v0,a1
	sllv a5,a1,a2
	blez v0,.L32
	andi v1,v1,0xff
	sllv v1,v1,a2
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L22
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L14
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xff
	bnec v0,a1,.L30
	addiu v0,v0,-1
	andi v0,v0,0xff
	jr ra
	seb v0,v0
	b .L8
	move a1,v0
	xori v0,a1,0x80
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L28
	andi v0,a1,0xff
	nop

uat_dec_if_positive_1_release:
	lbu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,255
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xff
	addiu v1,a1,-1
	seb v0,a1
	sllv a5,a1,a2
	blez v0,.L32
	andi v1,v1,0xff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	srlv v0,v0,a2
	andi v0,v0,0xff
	bnec v0,a1,.L30
	addiu v0,v0,-1
	andi v0,v0,0xff
	jr ra
	seb v0,v0
	b .L8
	move a1,v0
	xori v0,a1,0x80
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L28
	andi v0,a1,0xff
	nop

uat_dec_if_positive_1_acq_rel:
	lbu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,255
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xff
	addiu v1,a1,-1
	seb v0,a1
	sllv a5,a1,a2
	blez v0,.L34
	andi v1,v1,0xff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xff
	bnec v0,a1,.L32
	addiu v0,v0,-1
	andi v0,v0,0xff
	jr ra
	seb v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x80
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L29
	andi v0,a1,0xff
	nop

uat_dec_if_positive_1_seq_cst:
	lbu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,255
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xff
	addiu v1,a1,-1
	seb v0,a1
	sllv a5,a1,a2
	blez v0,.L34
	andi v1,v1,0xff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xff
	bnec v0,a1,.L32
	addiu v0,v0,-1
	andi v0,v0,0xff
	jr ra
	seb v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x80
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L29
	andi v0,a1,0xff
	nop

uat_dec_if_positive_1_seq_cst_fence:
	lbu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,255
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xff
	addiu v1,a1,-1
	seb v0,a1
	sllv a5,a1,a2
	blez v0,.L34
	andi v1,v1,0xff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xff
	bnec v0,a1,.L32
	addiu v0,v0,-1
	andi v0,v0,0xff
	jr ra
	seb v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x80
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L29
	andi v0,a1,0xff
	nop

uat_cond_load_1_relaxed:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop

uat_cond_load_1_consume:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop

uat_cond_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L6
	nop
	sync
	jrc ra

uat_cond_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra
	nop
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra

uat_cond_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra
	nop
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra

uat_inc_1_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jrc ra
	nop

uat_inc_1_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_inc_1_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	jrc ra

uat_inc_1_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jrc ra
	nop

uat_inc_1_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jrc ra
	nop

uat_inc_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jrc ra
	nop

uat_dec_1_relaxed:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	jrc ra
	nop

uat_dec_1_acquire:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jrc ra

uat_dec_1_release:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	jrc ra

uat_dec_1_acq_rel:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	sync
	jrc ra
	nop

uat_dec_1_seq_cst:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	sync
	jrc ra
	nop

uat_dec_1_seq_cst_fence:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	sync
	jrc ra
	nop

uat_add_around_1_mb:
	sync
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_load_2_relaxed:
	lhu v0,0(a0)
	jr ra
	andi v0,v0,0xffff
	nop

uat_load_2_consume:
	lhu v0,0(a0)
	jr ra
	andi v0,v0,0xffff
	nop

uat_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra

uat_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra
	nop

uat_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra
	nop

uat_store_2_relaxed:
	sh a1,0(a0)
	jrc ra

uat_store_2_release:
	sync
	sh a1,0(a0)
	jrc ra
	nop

uat_store_2_seq_cst:
	sync
	sh a1,0(a0)
	jrc ra
	nop

uat_store_2_seq_cst_fence:
	sync
	sh a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L16
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff
	nop

uat_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L16
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff
	nop

uat_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff
	nop

uat_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff
	nop

uat_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a5,v0,a4
	bne a5,a1,.L17
	xor a5,v0,a5
	or a5,a5,a2
	sc a5,0(a3)
	beqz a5,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff
	nop

uat_cmpxchg_test_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L16
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L8
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li a4,0xffff
	and a3,a0,a3
	sllv a4,a4,v1
	sllv a5,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and a6,v0,a4
	bne a6,a5,.L17
	xor a6,v0,a6
	or a6,a6,a2
	sc a6,0(a3)
	beqz a6,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_xchg_2_relaxed:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_xchg_2_acquire:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_release:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_acq_rel:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_xchg_2_seq_cst:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_xchg_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and a4,v0,v1
	or a4,a4,a1
	sc a4,0(a3)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_add_return_2_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L7
	nop
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xffff
	nop

uat_add_return_2_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L7
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xffff
	nop

uat_add_return_2_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xffff
	nop

uat_add_return_2_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a4,a1,v1
	sync
	ll v0,0(a2)
	addu a5,v0,a4
	xor a5,a5,v0
	and a5,a5,a3
	xor a5,a5,v0
	sc a5,0(a2)
	beqz a5,.L8
	nop
	sync
	srlv v0,v0,v1
	addu v0,v0,a1
	jr ra
	andi v0,v0,0xffff
	nop

uat_add_2_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L7
	nop
	jrc ra

uat_add_2_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L7
	nop
	sync
	jrc ra
	nop

uat_add_2_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jrc ra
	nop

uat_add_2_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_add_2_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_add_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_and_2_relaxed:
	andi v0,a0,0x3
	li v1,0xffff
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L9
	nop
	jrc ra
	nop

uat_and_2_acquire:
	andi v0,a0,0x3
	li v1,0xffff
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L9
	nop
	sync
	jrc ra

uat_and_2_release:
	andi v0,a0,0x3
	li v1,0xffff
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	jrc ra

uat_and_2_acq_rel:
	andi v0,a0,0x3
	li v1,0xffff
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	sync
	jrc ra
	nop

uat_and_2_seq_cst:
	andi v0,a0,0x3
	li v1,0xffff
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	sync
	jrc ra
	nop

uat_and_2_seq_cst_fence:
	andi v0,a0,0x3
	li v1,0xffff
	sll v0,v0,0x3
	li a2,-4
	sllv v1,v1,v0
	sllv a1,a1,v0
	nor v0,zero,v1
	and a2,a0,a2
	or v0,v0,a1
	sync
	ll v1,0(a2)
	and a1,v1,v0
	sc a1,0(a2)
	beqz a1,.L10
	nop
	sync
	jrc ra
	nop

uat_or_2_relaxed:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra
	nop

uat_or_2_acquire:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_or_2_release:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	jrc ra

uat_or_2_acq_rel:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_or_2_seq_cst:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_or_2_seq_cst_fence:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_xor_2_relaxed:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra
	nop

uat_xor_2_acquire:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_2_release:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	jrc ra

uat_xor_2_acq_rel:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_xor_2_seq_cst:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_xor_2_seq_cst_fence:
	andi v1,a0,0x3
	li v0,-4
	sll v1,v1,0x3
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L6
	nop
	sync
	jrc ra
	nop

uat_fetch_add_2_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L7
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L7
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_add_2_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_add_2_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu a4,v0,a1
	xor a4,a4,v0
	and a4,a4,a3
	xor a4,a4,v0
	sc a4,0(a2)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_relaxed:
	andi a3,a0,0x3
	li a2,0xffff
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L9
	nop
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_and_2_acquire:
	andi a3,a0,0x3
	li a2,0xffff
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L9
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_release:
	andi a3,a0,0x3
	li a2,0xffff
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acq_rel:
	andi a3,a0,0x3
	li a2,0xffff
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_and_2_seq_cst:
	andi a3,a0,0x3
	li a2,0xffff
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_and_2_seq_cst_fence:
	andi a3,a0,0x3
	li a2,0xffff
	sll a3,a3,0x3
	li a4,-4
	sllv a2,a2,a3
	sllv a1,a1,a3
	nor v1,zero,a2
	and a4,a0,a4
	or v1,v1,a1
	sync
	ll v0,0(a4)
	and a1,v0,v1
	sc a1,0(a4)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a3
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_or_2_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_or_2_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_or_2_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_or_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_xor_2_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_xor_2_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L5
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_xor_2_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_xor_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff
	nop

uat_fetch_smax_2_relaxed:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_smax_2_acquire:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra

uat_fetch_smax_2_release:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra

uat_fetch_smax_2_acq_rel:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_smax_2_seq_cst:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_smax_2_seq_cst_fence:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec v0,a7,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_umax_2_relaxed:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umax_2_acquire:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umax_2_release:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umax_2_acq_rel:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umax_2_seq_cst:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umax_2_seq_cst_fence:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc a1,v0,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_smin_2_relaxed:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_smin_2_acquire:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L25
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra

uat_fetch_smin_2_release:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra

uat_fetch_smin_2_acq_rel:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_smin_2_seq_cst:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_smin_2_seq_cst_fence:
	lhu a2,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi a2,a2,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	seh v0,a2
	move v1,a2
	sllv a3,a2,a4
	bgec a7,v0,.L15
	move v1,a1
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll v0,0(a5)
	and t0,v0,a6
	bne t0,a3,.L26
	xor t0,v0,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L18
	nop
	sync
	srlv v0,v0,a4
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L10
	seh v0,v0
	jrc ra
	nop

uat_fetch_umin_2_relaxed:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umin_2_acquire:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L24
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L16
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umin_2_release:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra
	nop

uat_fetch_umin_2_acq_rel:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umin_2_seq_cst:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_fetch_umin_2_seq_cst_fence:
	lhu v0,0(a0)
	andi a4,a0,0x3
	sll a4,a4,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a4
	andi v0,v0,0xffff
	and a5,a0,a5
	move a7,a1
	nop
	move v1,a7
	sllv a3,v0,a4
	bgeuc v0,a1,.L14
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,a4
	sync
	ll a2,0(a5)
	and t0,a2,a6
	bne t0,a3,.L25
	xor t0,a2,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L17
	nop
	sync
	srlv v1,a2,a4
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L10
	nop
	jrc ra

uat_test_and_set_bit_2_relaxed:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_2_acquire:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_release:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acq_rel:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_2_seq_cst:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_2_relaxed:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L13
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acquire:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L13
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_2_release:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_2_acq_rel:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst_fence:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and a4,v0,v1
	sc a4,0(a1)
	beqz a4,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_relaxed:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_2_acquire:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L8
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_release:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acq_rel:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_2_seq_cst:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor a4,v0,a3
	sc a4,0(v1)
	beqz a4,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_fetch_add_unless_2_relaxed:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xffff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L25
	sllv a7,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L13
	nop
	srlv v1,a4,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L26
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_2_acquire:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xffff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv a7,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L13
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L28
	nop
	jrc ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_2_release:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xffff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv a7,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	srlv v1,a4,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L28
	nop
	jrc ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_2_acq_rel:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xffff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv a7,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L28
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_2_seq_cst:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xffff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv a7,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L28
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_2_seq_cst_fence:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v0,v0,0xffff
	and a5,a0,a5
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv a7,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v1
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v1,a4,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L28
	nop
	jrc ra
	b .L8
	move v0,v1

uat_add_unless_2_relaxed:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xffff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L28
	sllv a7,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L13
	nop
	srlv v0,a4,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L26
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_2_acquire:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xffff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L21
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L13
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	nop
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_2_release:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xffff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	srlv v0,a4,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	nop
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_2_acq_rel:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xffff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xffff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst_fence:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li a6,0xffff
	li a5,-4
	sllv a6,a6,a3
	andi v1,v1,0xffff
	and a5,a0,a5
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv a7,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll a4,0(a5)
	and t0,a4,a6
	bne t0,a7,.L22
	xor t0,a4,t0
	or t0,t0,v0
	sc t0,0(a5)
	beqz t0,.L14
	nop
	sync
	srlv v0,a4,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_dec_if_positive_2_relaxed:
	lhu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,0xffff
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xffff
	addiu v1,a1,-1
	seh v0,a1
	sllv a5,a1,a2
	blez v0,.L32
	andi v1,v1,0xffff
	sllv v1,v1,a2
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L22
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L14
	nop
	srlv v0,v0,a2
	andi v0,v0,0xffff
	bnec v0,a1,.L30
	addiu v0,v0,-1
	andi v0,v0,0xffff
	jr ra
	seh v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x8000
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L27
	andi v0,a1,0xffff
	nop

uat_dec_if_positive_2_acquire:
	lhu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,0xffff
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xffff
	addiu v1,a1,-1
	seh v0,a1
	sllv a5,a1,a2
	blez v0,.L32
	andi v1,v1,0xffff
	sllv v1,v1,a2
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L22
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L14
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xffff
	bnec v0,a1,.L30
	addiu v0,v0,-1
	andi v0,v0,0xffff
	jr ra
	seh v0,v0
	b .L8
	move a1,v0
	xori v0,a1,0x8000
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L28
	andi v0,a1,0xffff
	nop

uat_dec_if_positive_2_release:
	lhu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,0xffff
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xffff
	addiu v1,a1,-1
	seh v0,a1
	sllv a5,a1,a2
	blez v0,.L32
	andi v1,v1,0xffff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	srlv v0,v0,a2
	andi v0,v0,0xffff
	bnec v0,a1,.L30
	addiu v0,v0,-1
	andi v0,v0,0xffff
	jr ra
	seh v0,v0
	b .L8
	move a1,v0
	xori v0,a1,0x8000
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L28
	andi v0,a1,0xffff
	nop

uat_dec_if_positive_2_acq_rel:
	lhu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,0xffff
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xffff
	addiu v1,a1,-1
	seh v0,a1
	sllv a5,a1,a2
	blez v0,.L34
	andi v1,v1,0xffff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xffff
	bnec v0,a1,.L32
	addiu v0,v0,-1
	andi v0,v0,0xffff
	jr ra
	seh v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x8000
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L29
	andi v0,a1,0xffff
	nop

uat_dec_if_positive_2_seq_cst:
	lhu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,0xffff
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xffff
	addiu v1,a1,-1
	seh v0,a1
	sllv a5,a1,a2
	blez v0,.L34
	andi v1,v1,0xffff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xffff
	bnec v0,a1,.L32
	addiu v0,v0,-1
	andi v0,v0,0xffff
	jr ra
	seh v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x8000
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L29
	andi v0,a1,0xffff
	nop

uat_dec_if_positive_2_seq_cst_fence:
	lhu a1,0(a0)
	andi a2,a0,0x3
	sll a2,a2,0x3
	li a4,-4
	li a3,0xffff
	and a4,a0,a4
	sllv a3,a3,a2
	andi a1,a1,0xffff
	addiu v1,a1,-1
	seh v0,a1
	sllv a5,a1,a2
	blez v0,.L34
	andi v1,v1,0xffff
	sllv v1,v1,a2
	sync
	ll v0,0(a4)
	and a6,v0,a3
	bne a6,a5,.L23
	xor a6,v0,a6
	or a6,a6,v1
	sc a6,0(a4)
	beqz a6,.L15
	nop
	sync
	srlv v0,v0,a2
	andi v0,v0,0xffff
	bnec v0,a1,.L32
	addiu v0,v0,-1
	andi v0,v0,0xffff
	jr ra
	seh v0,v0
	nop
	b .L8
	move a1,v0
	xori v0,a1,0x8000
	sltu v0,zero,v0
	subu a1,a1,v0
	b .L29
	andi v0,a1,0xffff
	nop

uat_cond_load_2_relaxed:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop

uat_cond_load_2_consume:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L6
	nop
	jrc ra
	nop

uat_cond_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L6
	nop
	sync
	jrc ra

uat_cond_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra
	nop
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra

uat_cond_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra
	nop
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L8
	nop
	sync
	jrc ra

uat_inc_2_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jrc ra
	nop

uat_inc_2_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_inc_2_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	jrc ra

uat_inc_2_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jrc ra
	nop

uat_inc_2_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jrc ra
	nop

uat_inc_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jrc ra
	nop

uat_dec_2_relaxed:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	jrc ra
	nop

uat_dec_2_acquire:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jrc ra

uat_dec_2_release:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	jrc ra

uat_dec_2_acq_rel:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	sync
	jrc ra
	nop

uat_dec_2_seq_cst:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	sync
	jrc ra
	nop

uat_dec_2_seq_cst_fence:
	andi a1,a0,0x3
	li v1,-4
	sll a1,a1,0x3
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L7
	nop
	sync
	jrc ra
	nop

uat_add_around_2_mb:
	sync
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jrc ra

uat_load_4_relaxed:
	lw v0,0(a0)
	jrc ra

uat_load_4_consume:
	lw v0,0(a0)
	jrc ra

uat_load_4_acquire:
	lw v0,0(a0)
	sync
	jrc ra
	nop

uat_load_4_seq_cst:
	sync
	lw v0,0(a0)
	sync
	jrc ra

uat_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	sync
	jrc ra

uat_store_4_relaxed:
	sw a1,0(a0)
	jrc ra

uat_store_4_release:
	sync
	sw a1,0(a0)
	jrc ra
	nop

uat_store_4_seq_cst:
	sync
	sw a1,0(a0)
	jrc ra
	nop

uat_store_4_seq_cst_fence:
	sync
	sw a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra
	nop

uat_cmpxchg_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra

uat_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra

uat_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_test_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L0
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L0
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L0
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L0
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_xchg_4_relaxed:
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_xchg_4_acquire:
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_xchg_4_release:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_xchg_4_acq_rel:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_xchg_4_seq_cst:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_xchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_add_return_4_relaxed:
	ll v0,0(a0)
	addu a2,v0,a1
	sc a2,0(a0)
	beqz a2,.L0
	nop
	jr ra
	addu v0,v0,a1
	nop

uat_add_return_4_acquire:
	ll v0,0(a0)
	addu a2,v0,a1
	sc a2,0(a0)
	beqz a2,.L0
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_release:
	sync
	ll v0,0(a0)
	addu a2,v0,a1
	sc a2,0(a0)
	beqz a2,.L1
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acq_rel:
	sync
	ll v0,0(a0)
	addu a2,v0,a1
	sc a2,0(a0)
	beqz a2,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1
	nop

uat_add_return_4_seq_cst:
	sync
	ll v0,0(a0)
	addu a2,v0,a1
	sc a2,0(a0)
	beqz a2,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1
	nop

uat_add_return_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu a2,v0,a1
	sc a2,0(a0)
	beqz a2,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1
	nop

uat_add_4_relaxed:
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_add_4_acquire:
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_add_4_release:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_and_4_relaxed:
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_and_4_acquire:
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_and_4_release:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_or_4_relaxed:
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_or_4_acquire:
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_or_4_release:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_xor_4_relaxed:
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_xor_4_acquire:
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_xor_4_release:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_fetch_add_4_relaxed:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_add_4_acquire:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_add_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_and_4_relaxed:
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_and_4_acquire:
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_and_4_release:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_or_4_relaxed:
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_or_4_acquire:
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_or_4_release:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_xor_4_relaxed:
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_xor_4_acquire:
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_xor_4_release:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_smax_4_relaxed:
	lw v1,0(a0)
	nop
	slt v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll v0,0(a0)
	bne v0,a2,.L13
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L7
	nop
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_smax_4_acquire:
	lw v1,0(a0)
	nop
	slt v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll v0,0(a0)
	bne v0,a2,.L13
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra
	nop

uat_fetch_smax_4_release:
	lw v1,0(a0)
	nop
	slt v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	bne v0,a2,.L2
	move v1,v0
	jrc ra
	nop

uat_fetch_smax_4_acq_rel:
	lw v1,0(a0)
	nop
	slt v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_smax_4_seq_cst:
	lw v1,0(a0)
	nop
	slt v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_smax_4_seq_cst_fence:
	lw v1,0(a0)
	nop
	slt v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_umax_4_relaxed:
	lw v1,0(a0)
	nop
	sltu v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll a3,0(a0)
	bne a3,a2,.L13
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L7
	nop
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_fetch_umax_4_acquire:
	lw v1,0(a0)
	nop
	sltu v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll a3,0(a0)
	bne a3,a2,.L13
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L7
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra

uat_fetch_umax_4_release:
	lw v1,0(a0)
	nop
	sltu v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra

uat_fetch_umax_4_acq_rel:
	lw v1,0(a0)
	nop
	sltu v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_fetch_umax_4_seq_cst:
	lw v1,0(a0)
	nop
	sltu v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_fetch_umax_4_seq_cst_fence:
	lw v1,0(a0)
	nop
	sltu v0,a1,v1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_fetch_smin_4_relaxed:
	lw v1,0(a0)
	nop
	slt v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll v0,0(a0)
	bne v0,a2,.L13
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L7
	nop
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_smin_4_acquire:
	lw v1,0(a0)
	nop
	slt v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll v0,0(a0)
	bne v0,a2,.L13
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra
	nop

uat_fetch_smin_4_release:
	lw v1,0(a0)
	nop
	slt v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	bne v0,a2,.L2
	move v1,v0
	jrc ra
	nop

uat_fetch_smin_4_acq_rel:
	lw v1,0(a0)
	nop
	slt v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_smin_4_seq_cst:
	lw v1,0(a0)
	nop
	slt v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_smin_4_seq_cst_fence:
	lw v1,0(a0)
	nop
	slt v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll v0,0(a0)
	bne v0,a2,.L14
	move a3,v1
	sc a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bne v0,a2,.L2
	move v1,v0
	jrc ra

uat_fetch_umin_4_relaxed:
	lw v1,0(a0)
	nop
	sltu v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll a3,0(a0)
	bne a3,a2,.L13
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L7
	nop
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_fetch_umin_4_acquire:
	lw v1,0(a0)
	nop
	sltu v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	ll a3,0(a0)
	bne a3,a2,.L13
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L7
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra

uat_fetch_umin_4_release:
	lw v1,0(a0)
	nop
	sltu v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra

uat_fetch_umin_4_acq_rel:
	lw v1,0(a0)
	nop
	sltu v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_fetch_umin_4_seq_cst:
	lw v1,0(a0)
	nop
	sltu v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_fetch_umin_4_seq_cst_fence:
	lw v1,0(a0)
	nop
	sltu v0,v1,a1
	move a2,v1
	selnez v1,v1,v0
	seleqz v0,a1,v0
	or v1,v1,v0
	sync
	ll a3,0(a0)
	bne a3,a2,.L14
	move v0,v1
	sc v0,0(a0)
	beqz v0,.L8
	nop
	sync
	move v0,a3
	bne a3,a2,.L2
	move v1,a3
	jrc ra
	nop

uat_test_and_set_bit_4_relaxed:
	li v1,1
	sllv a2,v1,a1
	ll v0,0(a0)
	or v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L2
	nop
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acquire:
	li v1,1
	sllv a2,v1,a1
	ll v0,0(a0)
	or v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L2
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_4_release:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	or v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_4_acq_rel:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	or v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	or v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst_fence:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	or v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_4_relaxed:
	li v1,1
	sllv a2,v1,a1
	ll v0,0(a0)
	xor v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L2
	nop
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acquire:
	li v1,1
	sllv a2,v1,a1
	ll v0,0(a0)
	xor v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L2
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_4_release:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_4_acq_rel:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst_fence:
	li v1,1
	sllv a2,v1,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a2
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a2
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_4_relaxed:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L13
	sll v1,a1,0x0
	addu v1,v1,v0
	ll a4,0(a0)
	bne a4,v0,.L11
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L5
	nop
	bne a4,v0,.L14
	move v1,a4
	jrc ra
	b .L2
	move v0,v1

uat_fetch_add_unless_4_acquire:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L14
	sll v1,a1,0x0
	addu v1,v1,v0
	ll a4,0(a0)
	bne a4,v0,.L11
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L5
	nop
	sync
	bne a4,v0,.L16
	move v1,a4
	jrc ra
	nop
	b .L2
	move v0,v1

uat_fetch_add_unless_4_release:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L14
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	bne a4,v0,.L16
	move v1,a4
	jrc ra
	nop
	b .L2
	move v0,v1

uat_fetch_add_unless_4_acq_rel:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L15
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	sync
	bne a4,v0,.L16
	move v1,a4
	jrc ra
	b .L2
	move v0,v1

uat_fetch_add_unless_4_seq_cst:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L15
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	sync
	bne a4,v0,.L16
	move v1,a4
	jrc ra
	b .L2
	move v0,v1

uat_fetch_add_unless_4_seq_cst_fence:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L15
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	sync
	bne a4,v0,.L16
	move v1,a4
	jrc ra
	b .L2
	move v0,v1

uat_add_unless_4_relaxed:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L18
	sll v1,a1,0x0
	addu v1,v1,v0
	ll a4,0(a0)
	bne a4,v0,.L11
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L5
	nop
	bne a4,v0,.L16
	move v1,a4
	jr ra
	li v0,1
	nop
	b .L2
	move v0,v1
	jr ra
	move v0,zero

uat_add_unless_4_acquire:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L18
	sll v1,a1,0x0
	addu v1,v1,v0
	ll a4,0(a0)
	bne a4,v0,.L11
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L5
	nop
	sync
	bne a4,v0,.L16
	move v1,a4
	jr ra
	li v0,1
	b .L2
	move v0,v1
	jr ra
	move v0,zero

uat_add_unless_4_release:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L18
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	bne a4,v0,.L16
	move v1,a4
	jr ra
	li v0,1
	b .L2
	move v0,v1
	jr ra
	move v0,zero

uat_add_unless_4_acq_rel:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L20
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	sync
	bne a4,v0,.L18
	move v1,a4
	jr ra
	li v0,1
	nop
	b .L2
	move v0,v1
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L20
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	sync
	bne a4,v0,.L18
	move v1,a4
	jr ra
	li v0,1
	nop
	b .L2
	move v0,v1
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst_fence:
	lw v0,0(a0)
	dext a1,a1,0x0,0x20
	beq a2,v0,.L20
	sll v1,a1,0x0
	addu v1,v1,v0
	sync
	ll a4,0(a0)
	bne a4,v0,.L12
	move a5,v1
	sc a5,0(a0)
	beqz a5,.L6
	nop
	sync
	bne a4,v0,.L18
	move v1,a4
	jr ra
	li v0,1
	nop
	b .L2
	move v0,v1
	jr ra
	move v0,zero

uat_dec_if_positive_4_relaxed:
	lw v1,0(a0)
	blez v1,.L16
	addiu a1,v1,-1
	ll a2,0(a0)
	bne a2,v1,.L9
	move a3,a1
	sc a3,0(a0)
	beqz a3,.L3
	nop
	bne a2,v1,.L14
	move a1,a2
	jr ra
	addiu v0,a2,-1
	nop
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0
	nop

uat_dec_if_positive_4_acquire:
	lw v1,0(a0)
	blez v1,.L16
	addiu a1,v1,-1
	ll a2,0(a0)
	bne a2,v1,.L9
	move a3,a1
	sc a3,0(a0)
	beqz a3,.L3
	nop
	sync
	bne a2,v1,.L14
	move a1,a2
	jr ra
	addiu v0,a2,-1
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0
	nop

uat_dec_if_positive_4_release:
	lw v1,0(a0)
	blez v1,.L16
	addiu a1,v1,-1
	sync
	ll a2,0(a0)
	bne a2,v1,.L10
	move a3,a1
	sc a3,0(a0)
	beqz a3,.L4
	nop
	bne a2,v1,.L14
	move a1,a2
	jr ra
	addiu v0,a2,-1
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0
	nop

uat_dec_if_positive_4_acq_rel:
	lw v1,0(a0)
	blez v1,.L18
	addiu a1,v1,-1
	sync
	ll a2,0(a0)
	bne a2,v1,.L10
	move a3,a1
	sc a3,0(a0)
	beqz a3,.L4
	nop
	sync
	bne a2,v1,.L16
	move a1,a2
	jr ra
	addiu v0,a2,-1
	nop
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0
	nop

uat_dec_if_positive_4_seq_cst:
	lw v1,0(a0)
	blez v1,.L18
	addiu a1,v1,-1
	sync
	ll a2,0(a0)
	bne a2,v1,.L10
	move a3,a1
	sc a3,0(a0)
	beqz a3,.L4
	nop
	sync
	bne a2,v1,.L16
	move a1,a2
	jr ra
	addiu v0,a2,-1
	nop
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0
	nop

uat_dec_if_positive_4_seq_cst_fence:
	lw v1,0(a0)
	blez v1,.L18
	addiu a1,v1,-1
	sync
	ll a2,0(a0)
	bne a2,v1,.L10
	move a3,a1
	sc a3,0(a0)
	beqz a3,.L4
	nop
	sync
	bne a2,v1,.L16
	move a1,a2
	jr ra
	addiu v0,a2,-1
	nop
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0
	nop

uat_cond_load_4_relaxed:
	lw v1,0(a0)
	bnec v1,a1,.L4
	move v0,v1
	jrc ra
	lw v1,0(a0)
	bne v1,a1,.L4
	move v0,v1
	jrc ra

uat_cond_load_4_consume:
	lw v1,0(a0)
	bnec v1,a1,.L4
	move v0,v1
	jrc ra
	lw v1,0(a0)
	bne v1,a1,.L4
	move v0,v1
	jrc ra

uat_cond_load_4_acquire:
	lw v1,0(a0)
	bne v1,a1,.L6
	move v0,v1
	sync
	jrc ra
	nop
	lw v1,0(a0)
	bne v1,a1,.L6
	move v0,v1
	sync
	jrc ra
	nop

uat_cond_load_4_seq_cst:
	sync
	lw v1,0(a0)
	bne v1,a1,.L6
	move v0,v1
	sync
	jrc ra
	lw v1,0(a0)
	bne v1,a1,.L6
	move v0,v1
	sync
	jrc ra
	nop

uat_cond_load_4_seq_cst_fence:
	sync
	lw v1,0(a0)
	bne v1,a1,.L6
	move v0,v1
	sync
	jrc ra
	lw v1,0(a0)
	bne v1,a1,.L6
	move v0,v1
	sync
	jrc ra
	nop

uat_inc_4_relaxed:
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_inc_4_acquire:
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_inc_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_inc_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_inc_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_inc_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_dec_4_relaxed:
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_dec_4_acquire:
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_dec_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_dec_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_dec_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_dec_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_add_around_4_mb:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_load_8_relaxed:
	ld v0,0(a0)
	jrc ra

uat_load_8_consume:
	ld v0,0(a0)
	jrc ra

uat_load_8_acquire:
	ld v0,0(a0)
	sync
	jrc ra
	nop

uat_load_8_seq_cst:
	sync
	ld v0,0(a0)
	sync
	jrc ra

uat_load_8_seq_cst_fence:
	sync
	ld v0,0(a0)
	sync
	jrc ra

uat_store_8_relaxed:
	sd a1,0(a0)
	jrc ra

uat_store_8_release:
	sync
	sd a1,0(a0)
	jrc ra
	nop

uat_store_8_seq_cst:
	sync
	sd a1,0(a0)
	jrc ra
	nop

uat_store_8_seq_cst_fence:
	sync
	sd a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_8_relaxed:
	lld v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra
	nop

uat_cmpxchg_8_acquire:
	lld v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra

uat_cmpxchg_8_release:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra

uat_cmpxchg_8_acq_rel:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_8_seq_cst:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_8_seq_cst_fence_sc:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra
	nop

uat_cmpxchg_test_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_8_relaxed:
	lld v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L0
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_8_acquire:
	lld v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_8_release:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_8_acq_rel:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_8_seq_cst:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_8_seq_cst_fence_sc:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_8_relaxed:
	lld v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L0
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_8_acquire:
	lld v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_8_release:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_8_acq_rel:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_8_seq_cst:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_try_cmpxchg_weak_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1
	nop

uat_xchg_8_relaxed:
	lld v0,0(a0)
	move v1,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_xchg_8_acquire:
	lld v0,0(a0)
	move v1,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_xchg_8_release:
	sync
	lld v0,0(a0)
	move v1,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_xchg_8_acq_rel:
	sync
	lld v0,0(a0)
	move v1,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_xchg_8_seq_cst:
	sync
	lld v0,0(a0)
	move v1,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_xchg_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	move v1,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_add_return_8_relaxed:
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	jr ra
	daddu v0,v0,a1
	nop

uat_add_return_8_acquire:
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jr ra
	daddu v0,v0,a1

uat_add_return_8_release:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	daddu v0,v0,a1

uat_add_return_8_acq_rel:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	daddu v0,v0,a1
	nop

uat_add_return_8_seq_cst:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	daddu v0,v0,a1
	nop

uat_add_return_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	daddu v0,v0,a1
	nop

uat_add_8_relaxed:
	lld v0,0(a0)
	daddu v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_add_8_acquire:
	lld v0,0(a0)
	daddu v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_add_8_release:
	sync
	lld v0,0(a0)
	daddu v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_add_8_acq_rel:
	sync
	lld v0,0(a0)
	daddu v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_add_8_seq_cst:
	sync
	lld v0,0(a0)
	daddu v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_add_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	daddu v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_and_8_relaxed:
	lld v0,0(a0)
	and v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_and_8_acquire:
	lld v0,0(a0)
	and v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_and_8_release:
	sync
	lld v0,0(a0)
	and v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_and_8_acq_rel:
	sync
	lld v0,0(a0)
	and v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_and_8_seq_cst:
	sync
	lld v0,0(a0)
	and v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_and_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	and v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_or_8_relaxed:
	lld v0,0(a0)
	or v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_or_8_acquire:
	lld v0,0(a0)
	or v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_or_8_release:
	sync
	lld v0,0(a0)
	or v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_or_8_acq_rel:
	sync
	lld v0,0(a0)
	or v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_or_8_seq_cst:
	sync
	lld v0,0(a0)
	or v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_or_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	or v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_xor_8_relaxed:
	lld v0,0(a0)
	xor v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_xor_8_acquire:
	lld v0,0(a0)
	xor v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_xor_8_release:
	sync
	lld v0,0(a0)
	xor v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_xor_8_acq_rel:
	sync
	lld v0,0(a0)
	xor v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_xor_8_seq_cst:
	sync
	lld v0,0(a0)
	xor v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_xor_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	xor v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_fetch_add_8_relaxed:
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_add_8_acquire:
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_add_8_release:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_add_8_acq_rel:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_add_8_seq_cst:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_add_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	daddu v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_and_8_relaxed:
	lld v0,0(a0)
	and v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_and_8_acquire:
	lld v0,0(a0)
	and v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_and_8_release:
	sync
	lld v0,0(a0)
	and v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_and_8_acq_rel:
	sync
	lld v0,0(a0)
	and v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_and_8_seq_cst:
	sync
	lld v0,0(a0)
	and v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_and_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	and v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_or_8_relaxed:
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_or_8_acquire:
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_or_8_release:
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_or_8_acq_rel:
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_or_8_seq_cst:
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_or_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_xor_8_relaxed:
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	jrc ra

uat_fetch_xor_8_acquire:
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jrc ra
	nop

uat_fetch_xor_8_release:
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra
	nop

uat_fetch_xor_8_acq_rel:
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_xor_8_seq_cst:
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_xor_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jrc ra

uat_fetch_smax_8_relaxed:
	ld v0,0(a0)
	nop
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_smax_8_acquire:
	ld v0,0(a0)
	nop
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_smax_8_release:
	ld v0,0(a0)
	nop
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_smax_8_acq_rel:
	ld v0,0(a0)
	nop
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_smax_8_seq_cst:
	ld v0,0(a0)
	nop
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_smax_8_seq_cst_fence:
	ld v0,0(a0)
	nop
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umax_8_relaxed:
	ld v0,0(a0)
	nop
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umax_8_acquire:
	ld v0,0(a0)
	nop
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_umax_8_release:
	ld v0,0(a0)
	nop
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_umax_8_acq_rel:
	ld v0,0(a0)
	nop
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umax_8_seq_cst:
	ld v0,0(a0)
	nop
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umax_8_seq_cst_fence:
	ld v0,0(a0)
	nop
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_smin_8_relaxed:
	ld v0,0(a0)
	nop
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_smin_8_acquire:
	ld v0,0(a0)
	nop
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_smin_8_release:
	ld v0,0(a0)
	nop
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_smin_8_acq_rel:
	ld v0,0(a0)
	nop
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_smin_8_seq_cst:
	ld v0,0(a0)
	nop
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_smin_8_seq_cst_fence:
	ld v0,0(a0)
	nop
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umin_8_relaxed:
	ld v0,0(a0)
	nop
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umin_8_acquire:
	ld v0,0(a0)
	nop
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	lld v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_umin_8_release:
	ld v0,0(a0)
	nop
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	bnec v0,v1,.L2
	nop
	jrc ra
	nop

uat_fetch_umin_8_acq_rel:
	ld v0,0(a0)
	nop
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umin_8_seq_cst:
	ld v0,0(a0)
	nop
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_fetch_umin_8_seq_cst_fence:
	ld v0,0(a0)
	nop
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	lld v0,0(a0)
	bne v0,v1,.L14
	move a3,a2
	scd a3,0(a0)
	beqz a3,.L8
	nop
	sync
	bnec v0,v1,.L2
	nop
	jrc ra

uat_test_and_set_bit_8_relaxed:
	li v0,1
	dsllv a1,v0,a1
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L2
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_8_acquire:
	li v0,1
	dsllv a1,v0,a1
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L2
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_8_release:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_set_bit_8_acq_rel:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_8_seq_cst:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_8_seq_cst_fence:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	or v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_8_relaxed:
	li v0,1
	dsllv a1,v0,a1
	nor v1,zero,a1
	lld v0,0(a0)
	and a2,v0,v1
	scd a2,0(a0)
	beqz a2,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_8_acquire:
	li v0,1
	dsllv a1,v0,a1
	nor v1,zero,a1
	lld v0,0(a0)
	and a2,v0,v1
	scd a2,0(a0)
	beqz a2,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_8_release:
	li v0,1
	dsllv a1,v0,a1
	nor v1,zero,a1
	sync
	lld v0,0(a0)
	and a2,v0,v1
	scd a2,0(a0)
	beqz a2,.L4
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_8_acq_rel:
	li v0,1
	dsllv a1,v0,a1
	nor v1,zero,a1
	sync
	lld v0,0(a0)
	and a2,v0,v1
	scd a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_8_seq_cst:
	li v0,1
	dsllv a1,v0,a1
	nor v1,zero,a1
	sync
	lld v0,0(a0)
	and a2,v0,v1
	scd a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_clear_bit_8_seq_cst_fence:
	li v0,1
	dsllv a1,v0,a1
	nor v1,zero,a1
	sync
	lld v0,0(a0)
	and a2,v0,v1
	scd a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_8_relaxed:
	li v0,1
	dsllv a1,v0,a1
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L2
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_8_acquire:
	li v0,1
	dsllv a1,v0,a1
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L2
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_8_release:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0
	nop

uat_test_and_change_bit_8_acq_rel:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_8_seq_cst:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_8_seq_cst_fence:
	li v0,1
	dsllv a1,v0,a1
	sync
	lld v0,0(a0)
	xor v1,v0,a1
	scd v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_8_relaxed:
	ld v0,0(a0)
	beqc v0,a2,.L11
	daddu v1,a1,v0
	lld a3,0(a0)
	bne a3,v0,.L9
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L3
	nop
	bnec v0,a3,.L12
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_8_acquire:
	ld v0,0(a0)
	beqc v0,a2,.L12
	daddu v1,a1,v0
	lld a3,0(a0)
	bne a3,v0,.L9
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L3
	nop
	sync
	bnec v0,a3,.L14
	nop
	jrc ra
	nop
	b .L1
	move v0,a3

uat_fetch_add_unless_8_release:
	ld v0,0(a0)
	beqc v0,a2,.L12
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	bnec v0,a3,.L14
	nop
	jrc ra
	nop
	b .L1
	move v0,a3

uat_fetch_add_unless_8_acq_rel:
	ld v0,0(a0)
	beqc v0,a2,.L13
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	sync
	bnec v0,a3,.L14
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_8_seq_cst:
	ld v0,0(a0)
	beqc v0,a2,.L13
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	sync
	bnec v0,a3,.L14
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_8_seq_cst_fence:
	ld v0,0(a0)
	beqc v0,a2,.L13
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	sync
	bnec v0,a3,.L14
	nop
	jrc ra
	b .L1
	move v0,a3

uat_add_unless_8_relaxed:
	ld v0,0(a0)
	beqc v0,a2,.L14
	daddu v1,a1,v0
	lld a3,0(a0)
	bne a3,v0,.L9
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L3
	nop
	bnec v0,a3,.L12
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_8_acquire:
	ld v0,0(a0)
	beqc v0,a2,.L16
	daddu v1,a1,v0
	lld a3,0(a0)
	bne a3,v0,.L9
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L3
	nop
	sync
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	nop
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_8_release:
	ld v0,0(a0)
	beqc v0,a2,.L16
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	nop
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_8_acq_rel:
	ld v0,0(a0)
	beqc v0,a2,.L16
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	sync
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_8_seq_cst:
	ld v0,0(a0)
	beqc v0,a2,.L16
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	sync
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_8_seq_cst_fence:
	ld v0,0(a0)
	beqc v0,a2,.L16
	daddu v1,a1,v0
	sync
	lld a3,0(a0)
	bne a3,v0,.L10
	move a4,v1
	scd a4,0(a0)
	beqz a4,.L4
	nop
	sync
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_dec_if_positive_8_relaxed:
	ld v1,0(a0)
	blezc v1,.L14
	daddiu v0,v1,-1
	lld a1,0(a0)
	bne a1,v1,.L9
	move a2,v0
	scd a2,0(a0)
	beqz a2,.L3
	nop
	bnec v1,a1,.L12
	nop
	jrc ra
	b .L1
	move v1,a1
	li v0,-1
	dsll32 v0,v0,0x1f
	daddu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	dsubu v0,v1,v0

uat_dec_if_positive_8_acquire:
	ld v1,0(a0)
	blezc v1,.L16
	daddiu v0,v1,-1
	lld a1,0(a0)
	bne a1,v1,.L9
	move a2,v0
	scd a2,0(a0)
	beqz a2,.L3
	nop
	sync
	bnec v1,a1,.L14
	nop
	jrc ra
	nop
	b .L1
	move v1,a1
	li v0,-1
	dsll32 v0,v0,0x1f
	daddu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	dsubu v0,v1,v0

uat_dec_if_positive_8_release:
	ld v1,0(a0)
	blezc v1,.L16
	daddiu v0,v1,-1
	sync
	lld a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	scd a2,0(a0)
	beqz a2,.L4
	nop
	bnec v1,a1,.L14
	nop
	jrc ra
	nop
	b .L1
	move v1,a1
	li v0,-1
	dsll32 v0,v0,0x1f
	daddu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	dsubu v0,v1,v0

uat_dec_if_positive_8_acq_rel:
	ld v1,0(a0)
	blezc v1,.L16
	daddiu v0,v1,-1
	sync
	lld a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	scd a2,0(a0)
	beqz a2,.L4
	nop
	sync
	bnec v1,a1,.L14
	nop
	jrc ra
	b .L1
	move v1,a1
	li v0,-1
	dsll32 v0,v0,0x1f
	daddu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	dsubu v0,v1,v0

uat_dec_if_positive_8_seq_cst:
	ld v1,0(a0)
	blezc v1,.L16
	daddiu v0,v1,-1
	sync
	lld a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	scd a2,0(a0)
	beqz a2,.L4
	nop
	sync
	bnec v1,a1,.L14
	nop
	jrc ra
	b .L1
	move v1,a1
	li v0,-1
	dsll32 v0,v0,0x1f
	daddu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	dsubu v0,v1,v0

uat_dec_if_positive_8_seq_cst_fence:
	ld v1,0(a0)
	blezc v1,.L16
	daddiu v0,v1,-1
	sync
	lld a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	scd a2,0(a0)
	beqz a2,.L4
	nop
	sync
	bnec v1,a1,.L14
	nop
	jrc ra
	b .L1
	move v1,a1
	li v0,-1
	dsll32 v0,v0,0x1f
	daddu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	dsubu v0,v1,v0

uat_cond_load_8_relaxed:
	ld v0,0(a0)
	bnec v0,a1,.L4
	nop
	jrc ra
	ld v0,0(a0)
	bnec v0,a1,.L4
	nop
	jrc ra

uat_cond_load_8_consume:
	ld v0,0(a0)
	bnec v0,a1,.L4
	nop
	jrc ra
	ld v0,0(a0)
	bnec v0,a1,.L4
	nop
	jrc ra

uat_cond_load_8_acquire:
	ld v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	nop
	ld v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	nop

uat_cond_load_8_seq_cst:
	sync
	ld v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	ld v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	nop

uat_cond_load_8_seq_cst_fence:
	sync
	ld v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	ld v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	nop

uat_inc_8_relaxed:
	lld v0,0(a0)
	daddiu v0,v0,1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_inc_8_acquire:
	lld v0,0(a0)
	daddiu v0,v0,1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_inc_8_release:
	sync
	lld v0,0(a0)
	daddiu v0,v0,1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_inc_8_acq_rel:
	sync
	lld v0,0(a0)
	daddiu v0,v0,1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_inc_8_seq_cst:
	sync
	lld v0,0(a0)
	daddiu v0,v0,1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_inc_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	daddiu v0,v0,1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_dec_8_relaxed:
	lld v0,0(a0)
	daddiu v0,v0,-1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	jrc ra

uat_dec_8_acquire:
	lld v0,0(a0)
	daddiu v0,v0,-1
	scd v0,0(a0)
	beqz v0,.L0
	nop
	sync
	jrc ra
	nop

uat_dec_8_release:
	sync
	lld v0,0(a0)
	daddiu v0,v0,-1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra
	nop

uat_dec_8_acq_rel:
	sync
	lld v0,0(a0)
	daddiu v0,v0,-1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_dec_8_seq_cst:
	sync
	lld v0,0(a0)
	daddiu v0,v0,-1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_dec_8_seq_cst_fence:
	sync
	lld v0,0(a0)
	daddiu v0,v0,-1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_add_around_8_mb:
	sync
	lld v0,0(a0)
	daddu v0,v0,a1
	scd v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jrc ra

uat_smp_mb:
	sync
	jrc ra

uat_smp_rmb:
	sync
	jrc ra

uat_smp_wmb:
	sync
	jrc ra

uat_mb:
	sync
	jrc ra

uat_rmb:
	sync
	jrc ra

uat_wmb:
	sync
	jrc ra

