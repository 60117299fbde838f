uat_load_1_relaxed:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff

uat_load_1_consume:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff

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

uat_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra

uat_store_1_relaxed:
	sb a1,0(a0)
	jrc ra

uat_store_1_release:
	sync
	sb a1,0(a0)
	jrc ra

uat_store_1_seq_cst:
	sync
	sb a1,0(a0)
	jrc ra

uat_store_1_seq_cst_fence:
	sync
	sb a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L16
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L16
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_test_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
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
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
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
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
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
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
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
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L8
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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_add_return_1_relaxed:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L7
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acquire:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L7
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_release:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acq_rel:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst_fence:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

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
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L9
	nop
	jrc ra

uat_and_1_acquire:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L9
	nop
	sync
	jrc ra

uat_and_1_release:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	jrc ra

uat_and_1_acq_rel:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jrc ra

uat_and_1_seq_cst:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jrc ra

uat_and_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jrc ra

uat_or_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	jrc ra

uat_or_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	sync
	jrc ra

uat_or_1_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra

uat_or_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_or_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_or_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	jrc ra

uat_xor_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	sync
	jrc ra

uat_xor_1_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra

uat_xor_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_fetch_add_1_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L7
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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L7
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_relaxed:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acquire:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_release:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acq_rel:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

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

uat_fetch_smax_1_relaxed:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smax_1_acquire:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smax_1_release:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smax_1_acq_rel:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smax_1_seq_cst:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smax_1_seq_cst_fence:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_umax_1_relaxed:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_1_acquire:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_1_release:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_1_acq_rel:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_1_seq_cst:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_1_seq_cst_fence:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_smin_1_relaxed:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smin_1_acquire:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smin_1_release:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smin_1_acq_rel:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smin_1_seq_cst:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_smin_1_seq_cst_fence:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L9
	seb v0,v0
	jrc ra

uat_fetch_umin_1_relaxed:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_1_acquire:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_1_release:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_1_acq_rel:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_1_seq_cst:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_1_seq_cst_fence:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L9
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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L13
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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_1_relaxed:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L25
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L13
	nop
	srlv v1,t0,a3
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
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L13
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L27
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_1_release:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L27
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_1_acq_rel:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
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
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
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
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
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
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L28
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L13
	nop
	srlv v0,t0,a3
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
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L29
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L13
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L27
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_1_release:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L29
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L27
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_1_acq_rel:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
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
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
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
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_dec_if_positive_1_relaxed:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,.L29
	andi v0,v0,0xff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L22
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L14
	nop
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L27
	seb v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L25
	andi v0,v1,0xff

uat_dec_if_positive_1_acquire:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,.L30
	andi v0,v0,0xff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L22
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L14
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L28
	seb v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L26
	andi v0,v1,0xff

uat_dec_if_positive_1_release:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,.L30
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L28
	seb v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L26
	andi v0,v1,0xff

uat_dec_if_positive_1_acq_rel:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,.L31
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L29
	seb v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L27
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,.L31
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L29
	seb v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L27
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst_fence:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,.L31
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L29
	seb v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L27
	andi v0,v1,0xff

uat_cond_load_1_relaxed:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L5
	nop
	jrc ra
	bc .L0

uat_cond_load_1_consume:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L5
	nop
	jrc ra
	bc .L0

uat_cond_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	bc .L0

uat_cond_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L7
	nop
	sync
	jrc ra
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L7
	nop
	sync
	jrc ra

uat_cond_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L7
	nop
	sync
	jrc ra
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L7
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

uat_dec_1_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L5
	nop
	jrc ra

uat_dec_1_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_dec_1_release:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	jrc ra

uat_dec_1_acq_rel:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	sync
	jrc ra

uat_dec_1_seq_cst:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	sync
	jrc ra

uat_dec_1_seq_cst_fence:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	sync
	jrc ra

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

uat_load_2_consume:
	lhu v0,0(a0)
	jr ra
	andi v0,v0,0xffff

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

uat_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra

uat_store_2_relaxed:
	sh a1,0(a0)
	jrc ra

uat_store_2_release:
	sync
	sh a1,0(a0)
	jrc ra

uat_store_2_seq_cst:
	sync
	sh a1,0(a0)
	jrc ra

uat_store_2_seq_cst_fence:
	sync
	sh a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L16
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L16
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_test_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
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
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
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
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L16
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L8
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
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
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
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L8
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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

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
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_relaxed:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L7
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acquire:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L7
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_release:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acq_rel:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst_fence:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

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
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L9
	nop
	jrc ra

uat_and_2_acquire:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L9
	nop
	sync
	jrc ra

uat_and_2_release:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	jrc ra

uat_and_2_acq_rel:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jrc ra

uat_and_2_seq_cst:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jrc ra

uat_and_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jrc ra

uat_or_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	jrc ra

uat_or_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	sync
	jrc ra

uat_or_2_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra

uat_or_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_or_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_or_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	jrc ra

uat_xor_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L4
	nop
	sync
	jrc ra

uat_xor_2_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jrc ra

uat_xor_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_xor_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_fetch_add_2_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L7
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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L7
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
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
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_relaxed:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acquire:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_release:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acq_rel:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

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

uat_fetch_smax_2_relaxed:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smax_2_acquire:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smax_2_release:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smax_2_acq_rel:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smax_2_seq_cst:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smax_2_seq_cst_fence:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_umax_2_relaxed:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_2_acquire:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_2_release:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_2_acq_rel:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_2_seq_cst:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umax_2_seq_cst_fence:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_smin_2_relaxed:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smin_2_acquire:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L24
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L16
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smin_2_release:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smin_2_acq_rel:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smin_2_seq_cst:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_smin_2_seq_cst_fence:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,.L14
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L25
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L17
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L9
	seh v0,v0
	jrc ra

uat_fetch_umin_2_relaxed:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_2_acquire:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L23
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L15
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_2_release:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_2_acq_rel:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_2_seq_cst:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
	nop
	jrc ra

uat_fetch_umin_2_seq_cst_fence:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,.L13
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L24
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L16
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L9
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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L13
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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
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
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L8
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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

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
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_2_relaxed:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L25
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L13
	nop
	srlv v1,t0,a3
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
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L13
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L27
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_2_release:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L26
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L27
	nop
	jrc ra
	b .L8
	move v0,v1

uat_fetch_add_unless_2_acq_rel:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
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
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
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
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1
	addu v1,a1,v0
	beq a2,v0,.L27
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
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
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L28
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L13
	nop
	srlv v0,t0,a3
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
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L29
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L21
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L13
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L27
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_2_release:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L29
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L27
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_add_unless_2_acq_rel:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
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
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
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
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	addu v0,a1,v1
	beq a2,v1,.L30
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L28
	li v0,1
	jrc ra
	b .L8
	move v1,v0
	jr ra
	move v0,zero

uat_dec_if_positive_2_relaxed:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,.L29
	andi v0,v0,0xffff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L22
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L14
	nop
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L27
	seh v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L25
	andi v0,v1,0xffff

uat_dec_if_positive_2_acquire:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,.L30
	andi v0,v0,0xffff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L22
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L14
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L28
	seh v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L26
	andi v0,v1,0xffff

uat_dec_if_positive_2_release:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,.L30
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L28
	seh v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L26
	andi v0,v1,0xffff

uat_dec_if_positive_2_acq_rel:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,.L31
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L29
	seh v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L27
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,.L31
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L29
	seh v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L27
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst_fence:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,.L31
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L29
	seh v0,v0
	jrc ra
	b .L8
	move v1,a2
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L27
	andi v0,v1,0xffff

uat_cond_load_2_relaxed:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L5
	nop
	jrc ra
	bc .L0

uat_cond_load_2_consume:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L5
	nop
	jrc ra
	bc .L0

uat_cond_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	bc .L0

uat_cond_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L7
	nop
	sync
	jrc ra
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L7
	nop
	sync
	jrc ra

uat_cond_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L7
	nop
	sync
	jrc ra
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L7
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

uat_dec_2_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L5
	nop
	jrc ra

uat_dec_2_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L5
	nop
	sync
	jrc ra

uat_dec_2_release:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	jrc ra

uat_dec_2_acq_rel:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	sync
	jrc ra

uat_dec_2_seq_cst:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	sync
	jrc ra

uat_dec_2_seq_cst_fence:
	sll a1,a0,0x3
	li v1,-4
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
	beqz a2,.L6
	nop
	sync
	jrc ra

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

uat_store_4_seq_cst:
	sync
	sw a1,0(a0)
	jrc ra

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

uat_cmpxchg_test_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L0
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L0
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L6
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

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

uat_xchg_4_release:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra

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
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acquire:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L0
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1

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

uat_add_4_release:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra

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

uat_and_4_release:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra

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

uat_or_4_release:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra

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

uat_xor_4_release:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra

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

uat_fetch_add_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra

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

uat_fetch_and_4_release:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra

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

uat_fetch_or_4_release:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra

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

uat_fetch_xor_4_release:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jrc ra

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
	lw v0,0(a0)
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smax_4_acquire:
	lw v0,0(a0)
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smax_4_release:
	lw v0,0(a0)
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smax_4_acq_rel:
	lw v0,0(a0)
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smax_4_seq_cst:
	lw v0,0(a0)
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smax_4_seq_cst_fence:
	lw v0,0(a0)
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umax_4_relaxed:
	lw v0,0(a0)
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umax_4_acquire:
	lw v0,0(a0)
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umax_4_release:
	lw v0,0(a0)
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umax_4_acq_rel:
	lw v0,0(a0)
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umax_4_seq_cst:
	lw v0,0(a0)
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umax_4_seq_cst_fence:
	lw v0,0(a0)
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smin_4_relaxed:
	lw v0,0(a0)
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smin_4_acquire:
	lw v0,0(a0)
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smin_4_release:
	lw v0,0(a0)
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smin_4_acq_rel:
	lw v0,0(a0)
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smin_4_seq_cst:
	lw v0,0(a0)
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_smin_4_seq_cst_fence:
	lw v0,0(a0)
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umin_4_relaxed:
	lw v0,0(a0)
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umin_4_acquire:
	lw v0,0(a0)
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umin_4_release:
	lw v0,0(a0)
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umin_4_acq_rel:
	lw v0,0(a0)
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umin_4_seq_cst:
	lw v0,0(a0)
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_fetch_umin_4_seq_cst_fence:
	lw v0,0(a0)
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L13
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L7
	nop
	sync
	bnec v0,v1,.L1
	nop
	jrc ra

uat_test_and_set_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L2
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L2
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
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

uat_test_and_change_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L2
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L2
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_4_relaxed:
	lw v0,0(a0)
	beqc v0,a2,.L11
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L9
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L3
	nop
	bnec v0,a3,.L12
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_4_acquire:
	lw v0,0(a0)
	beqc v0,a2,.L12
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L9
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L3
	nop
	sync
	bnec v0,a3,.L13
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_4_release:
	lw v0,0(a0)
	beqc v0,a2,.L12
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	bnec v0,a3,.L13
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_4_acq_rel:
	lw v0,0(a0)
	beqc v0,a2,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bnec v0,a3,.L14
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_4_seq_cst:
	lw v0,0(a0)
	beqc v0,a2,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bnec v0,a3,.L14
	nop
	jrc ra
	b .L1
	move v0,a3

uat_fetch_add_unless_4_seq_cst_fence:
	lw v0,0(a0)
	beqc v0,a2,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bnec v0,a3,.L14
	nop
	jrc ra
	b .L1
	move v0,a3

uat_add_unless_4_relaxed:
	lw v0,0(a0)
	beqc v0,a2,.L14
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L9
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L3
	nop
	bnec v0,a3,.L12
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_acquire:
	lw v0,0(a0)
	beqc v0,a2,.L15
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L9
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L3
	nop
	sync
	bnec v0,a3,.L13
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_release:
	lw v0,0(a0)
	beqc v0,a2,.L15
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	bnec v0,a3,.L13
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_acq_rel:
	lw v0,0(a0)
	beqc v0,a2,.L16
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst:
	lw v0,0(a0)
	beqc v0,a2,.L16
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst_fence:
	lw v0,0(a0)
	beqc v0,a2,.L16
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bnec v0,a3,.L14
	li v0,1
	jrc ra
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_dec_if_positive_4_relaxed:
	lw v1,0(a0)
	blezc v1,.L14
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L9
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L3
	nop
	bnec v1,a1,.L12
	nop
	jrc ra
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acquire:
	lw v1,0(a0)
	blezc v1,.L15
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L9
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L3
	nop
	sync
	bnec v1,a1,.L13
	nop
	jrc ra
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_release:
	lw v1,0(a0)
	blezc v1,.L15
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L4
	nop
	bnec v1,a1,.L13
	nop
	jrc ra
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acq_rel:
	lw v1,0(a0)
	blezc v1,.L16
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	bnec v1,a1,.L14
	nop
	jrc ra
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst:
	lw v1,0(a0)
	blezc v1,.L16
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	bnec v1,a1,.L14
	nop
	jrc ra
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst_fence:
	lw v1,0(a0)
	blezc v1,.L16
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L10
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	bnec v1,a1,.L14
	nop
	jrc ra
	b .L1
	move v1,a1
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_cond_load_4_relaxed:
	lw v0,0(a0)
	bnec v0,a1,.L4
	nop
	jrc ra
	bc .L0

uat_cond_load_4_consume:
	lw v0,0(a0)
	bnec v0,a1,.L4
	nop
	jrc ra
	bc .L0

uat_cond_load_4_acquire:
	lw v0,0(a0)
	bnec v0,a1,.L5
	nop
	sync
	jrc ra
	bc .L0

uat_cond_load_4_seq_cst:
	sync
	lw v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	lw v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra

uat_cond_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra
	lw v0,0(a0)
	bnec v0,a1,.L6
	nop
	sync
	jrc ra

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

uat_inc_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra

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

uat_dec_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jrc ra

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

