uat_load_1_relaxed:
	lbu a0,0(a0)

LVL1:
	zext.b a0,a0

LBE4284:
	ret

uat_load_1_consume:
	lbu a0,0(a0)

LBE4290:
	ret

uat_load_1_acquire:
	lbu a0,0(a0)

LVL7:
	zext.b a0,a0

LBE4300:
	fence r,rw

LBE4296:
	ret

uat_load_1_seq_cst:
	fence rw,rw

LBB4306:
	lbu a0,0(a0)

LVL12:
	zext.b a0,a0

LBE4306:
	fence r,rw

LBE4302:
	ret

uat_load_1_seq_cst_fence:
	fence rw,rw

LBB4312:
	lbu a0,0(a0)

LVL17:
	zext.b a0,a0

LBE4312:
	fence rw,rw

LBE4308:
	ret

uat_store_1_relaxed:
	sb a1,0(a0)

LBE4314:
	ret

uat_store_1_release:
	fence rw,w

LBB4321:
	sb a1,0(a0)

LBE4318:
	ret

uat_store_1_seq_cst:
	fence rw,w

LBB4331:
	sb a1,0(a0)

LBE4331:
	fence rw,rw

LBE4328:
	ret

uat_store_1_seq_cst_fence:
	fence rw,w
	sb a1,0(a0)
	fence rw,rw
	ret

uat_cmpxchg_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4345:
	li a5,255
	and a3,a0,-4

LVL31:
	sll a5,a5,a4

LVL32:
	sll a1,a1,a4

LVL33:
	sll a2,a2,a4

L0^B1:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B1>
		-> R_RISCV_BRANCH .L1^B1
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B1>
		-> R_RISCV_BRANCH .L0^B1

L1^B1:
	and a0,a5,a6

LVL36:
	srl a0,a0,a4

LBE4333:
	zext.b a0,a0
	ret

uat_cmpxchg_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4356:
	li a5,255
	and a3,a0,-4

LVL39:
	sll a5,a5,a4

LVL40:
	sll a1,a1,a4

LVL41:
	sll a2,a2,a4

L0^B2:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B2>
		-> R_RISCV_BRANCH .L1^B2
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B2>
		-> R_RISCV_BRANCH .L0^B2

L1^B2:
	fence r,rw

LBB4359:
	and a0,a5,a6

LVL45:
	srl a0,a0,a4

LBE4348:
	zext.b a0,a0
	ret

uat_cmpxchg_1_release:
	fence rw,w

LBB4371:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL48:
	sll a5,a5,a4

LVL49:
	sll a1,a1,a4

LVL50:
	sll a2,a2,a4

L0^B3:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B3>
		-> R_RISCV_BRANCH .L1^B3
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B3>
		-> R_RISCV_BRANCH .L0^B3

L1^B3:
	and a0,a5,a6

LVL53:
	srl a0,a0,a4

LBE4365:
	zext.b a0,a0
	ret

uat_cmpxchg_1_acq_rel:
	fence rw,w

LBB4383:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL56:
	sll a5,a5,a4

LVL57:
	sll a6,a1,a4

LVL58:
	sll a2,a2,a4

L0^B4:
	lr.w a7,(a3)
	and t1,a7,a5
	bne t1,a6,<.L1^B4>
		-> R_RISCV_BRANCH .L1^B4
	xor t1,a7,t1
	or t1,t1,a2
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B4>
		-> R_RISCV_BRANCH .L0^B4

L1^B4:
	and a0,a5,a7

LVL61:
	srl a0,a0,a4

LBB4385:
	fence r,rw

LBE4377:
	zext.b a0,a0

LVL64:
	ret

uat_cmpxchg_1_seq_cst:
	fence rw,rw

LBB4403:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL67:
	sll a5,a5,a4

LVL68:
	sll a1,a1,a4

LVL69:
	sll a2,a2,a4

L0^B5:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B5>
		-> R_RISCV_BRANCH .L1^B5
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B5>
		-> R_RISCV_BRANCH .L0^B5

L1^B5:
	fence rw,rw

LBB4408:
	and a0,a5,a6

LVL73:
	srl a0,a0,a4

LBE4397:
	zext.b a0,a0
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	fence rw,rw

LBB4417:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL76:
	sll a5,a5,a4

LVL77:
	sll a6,a1,a4

LVL78:
	sll a2,a2,a4

L0^B6:
	lr.w a7,(a3)
	and t1,a7,a5
	bne t1,a6,<.L1^B6>
		-> R_RISCV_BRANCH .L1^B6
	xor t1,a7,t1
	or t1,t1,a2
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B6>
		-> R_RISCV_BRANCH .L0^B6

L1^B6:
	and a0,a5,a7

LVL81:
	srl a0,a0,a4

LBB4419:
	fence rw,rw

LBE4411:
	zext.b a0,a0

LVL84:
	ret

uat_cmpxchg_1_seq_cst_fence:
	fence rw,rw
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4

L0^B7:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B7>
		-> R_RISCV_BRANCH .L1^B7
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B7>
		-> R_RISCV_BRANCH .L0^B7

L1^B7:
	fence rw,rw
	and a0,a5,a6
	srl a0,a0,a4
	zext.b a0,a0
	ret

uat_xchg_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4436:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL87:
	sll a1,a1,a4

LVL88:
	not a2,a5

L0^B8:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B8>
		-> R_RISCV_BRANCH .L0^B8

LBB4437:
	and a0,a5,a6

LVL90:
	srl a0,a0,a4

LBE4421:
	zext.b a0,a0
	ret

uat_xchg_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4450:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL93:
	sll a1,a1,a4

LVL94:
	not a2,a5

L0^B9:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B9>
		-> R_RISCV_BRANCH .L0^B9

LBB4451:
	fence r,rw

LBB4453:
	and a0,a5,a6

LVL97:
	srl a0,a0,a4

LBE4439:
	zext.b a0,a0
	ret

uat_xchg_1_release:
	fence rw,w

LBB4465:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL100:
	sll a1,a1,a4

LVL101:
	not a2,a5

L0^B10:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B10>
		-> R_RISCV_BRANCH .L0^B10

LBB4470:
	and a0,a5,a6

LVL103:
	srl a0,a0,a4

LBE4459:
	zext.b a0,a0
	ret

uat_xchg_1_acq_rel:
	fence rw,w

LBB4479:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL106:
	sll a1,a1,a4

LVL107:
	not a2,a5

L0^B11:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B11>
		-> R_RISCV_BRANCH .L0^B11

LBB4484:
	fence r,rw

LBB4486:
	and a0,a5,a6

LVL110:
	srl a0,a0,a4

LBE4473:
	zext.b a0,a0
	ret

uat_xchg_1_seq_cst:
	fence rw,rw

LBB4506:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL113:
	sll a1,a1,a4

LVL114:
	not a2,a5

L0^B12:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B12>
		-> R_RISCV_BRANCH .L0^B12

LBB4511:
	fence rw,rw

LBB4513:
	and a0,a5,a6

LVL117:
	srl a0,a0,a4

LBE4500:
	zext.b a0,a0
	ret

uat_xchg_1_seq_cst_fence:
	fence rw,rw
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4
	sll a1,a1,a4
	not a2,a5

L0^B13:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B13>
		-> R_RISCV_BRANCH .L0^B13
	fence rw,rw
	and a0,a5,a6
	srl a0,a0,a4
	zext.b a0,a0
	ret

uat_add_return_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4526:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL120:
	sll a2,a1,a4

LVL121:
	not a6,a5

L0^B14:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B14>
		-> R_RISCV_BRANCH .L0^B14

LBB4527:
	and a0,a5,a7

LVL123:
	srl a0,a0,a4

LBE4527:
	addw a0,a0,a1

LBE4516:
	zext.b a0,a0
	ret

uat_add_return_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4547:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL127:
	sll a2,a1,a4

LVL128:
	not a6,a5

L0^B15:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B15>
		-> R_RISCV_BRANCH .L0^B15

LBB4552:
	fence r,rw

LBB4548:
	and a0,a5,a7

LVL131:
	srl a0,a0,a4

LBE4548:
	addw a0,a0,a1

LBE4537:
	zext.b a0,a0
	ret

uat_add_return_1_release:
	fence rw,w

LBB4566:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL135:
	sll a2,a1,a4

LVL136:
	not a6,a5

L0^B16:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B16>
		-> R_RISCV_BRANCH .L0^B16

LBB4571:
	and a0,a5,a7

LVL138:
	srl a0,a0,a4

LBE4571:
	addw a0,a0,a1

LBE4560:
	zext.b a0,a0
	ret

uat_add_return_1_acq_rel:
	fence rw,w

LBB4582:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL142:
	sll a2,a1,a4

LVL143:
	not a6,a5

L0^B17:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B17>
		-> R_RISCV_BRANCH .L0^B17

LBB4589:
	fence r,rw

LBB4587:
	and a0,a5,a7

LVL146:
	srl a0,a0,a4

LBE4587:
	addw a0,a0,a1

LBE4576:
	zext.b a0,a0
	ret

uat_add_return_1_seq_cst:
	fence rw,rw

LBB4612:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL150:
	sll a2,a1,a4

LVL151:
	not a6,a5

L0^B18:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B18>
		-> R_RISCV_BRANCH .L0^B18

LBB4619:
	fence rw,rw

LBB4617:
	and a0,a5,a7

LVL154:
	srl a0,a0,a4

LBE4617:
	addw a0,a0,a1

LBE4606:
	zext.b a0,a0
	ret

uat_add_return_1_seq_cst_fence:
	fence rw,rw
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4
	sll a2,a1,a4
	not a6,a5

L0^B19:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B19>
		-> R_RISCV_BRANCH .L0^B19
	fence rw,rw
	and a0,a5,a7
	srl a0,a0,a4
	addw a0,a0,a1
	zext.b a0,a0
	ret

uat_add_1_relaxed:
	and a3,a0,3
	sll a3,a3,0x3

LBB4632:
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL158:
	and a4,a0,-4

LVL159:
	not a3,a5

L0^B20:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B20>
		-> R_RISCV_BRANCH .L0^B20

LBE4624:
	ret

uat_add_1_acquire:
	and a3,a0,3
	sll a3,a3,0x3

LBB4640:
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL163:
	and a4,a0,-4

LVL164:
	not a3,a5

L0^B21:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B21>
		-> R_RISCV_BRANCH .L0^B21

LBB4641:
	fence r,rw

LBE4633:
	ret

uat_add_1_release:
	fence rw,w

LBB4648:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL169:
	and a4,a0,-4

LVL170:
	not a3,a5

L0^B22:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B22>
		-> R_RISCV_BRANCH .L0^B22

LBE4644:
	ret

uat_add_1_acq_rel:
	fence rw,w

LBB4655:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL174:
	and a4,a0,-4

LVL175:
	not a3,a5

L0^B23:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B23>
		-> R_RISCV_BRANCH .L0^B23

LBB4658:
	fence r,rw

LBE4651:
	ret

uat_add_1_seq_cst:
	fence rw,rw

LBB4673:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL180:
	and a4,a0,-4

LVL181:
	not a3,a5

L0^B24:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B24>
		-> R_RISCV_BRANCH .L0^B24

LBB4676:
	fence rw,rw

LBE4669:
	ret

uat_add_1_seq_cst_fence:
	fence rw,rw
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3
	and a4,a0,-4
	not a3,a5

L0^B25:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B25>
		-> R_RISCV_BRANCH .L0^B25
	fence rw,rw
	ret

uat_and_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4684:
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL186:
	not a5,a5
	and a4,a0,-4

LVL187:
	or a5,a5,a1

LVL188:
	amoand.w zero,a5,(a4)

LBE4678:
	ret

uat_and_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4690:
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL192:
	not a5,a5
	and a4,a0,-4

LVL193:
	or a5,a5,a1

LVL194:
	amoand.w zero,a5,(a4)

LBB4691:
	fence r,rw

LBE4685:
	ret

uat_and_1_release:
	fence rw,w

LBB4698:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL199:
	not a5,a5
	and a4,a0,-4

LVL200:
	or a5,a5,a1

LVL201:
	amoand.w zero,a5,(a4)

LBE4694:
	ret

uat_and_1_acq_rel:
	fence rw,w

LBB4704:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL205:
	not a5,a5
	and a4,a0,-4

LVL206:
	or a5,a5,a1

LVL207:
	amoand.w zero,a5,(a4)

LBB4706:
	fence r,rw

LBE4700:
	ret

uat_and_1_seq_cst:
	fence rw,rw

LBB4720:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL212:
	not a5,a5
	and a4,a0,-4

LVL213:
	or a5,a5,a1

LVL214:
	amoand.w zero,a5,(a4)

LBB4722:
	fence rw,rw

LBE4716:
	ret

uat_and_1_seq_cst_fence:
	fence rw,rw
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w zero,a5,(a4)
	fence rw,rw
	ret

uat_or_1_relaxed:
	and a5,a0,3

LBB4730:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL219:
	sll a1,a1,a5

LVL220:
	amoor.w zero,a1,(a4)

LBE4724:
	ret

uat_or_1_acquire:
	and a5,a0,3

LBB4736:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL224:
	sll a1,a1,a5

LVL225:
	amoor.w zero,a1,(a4)

LBB4737:
	fence r,rw

LBE4731:
	ret

uat_or_1_release:
	fence rw,w

LBB4744:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL230:
	sll a1,a1,a5

LVL231:
	amoor.w zero,a1,(a4)

LBE4740:
	ret

uat_or_1_acq_rel:
	fence rw,w

LBB4750:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL235:
	sll a1,a1,a5

LVL236:
	amoor.w zero,a1,(a4)

LBB4752:
	fence r,rw

LBE4746:
	ret

uat_or_1_seq_cst:
	fence rw,rw

LBB4766:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL241:
	sll a1,a1,a5

LVL242:
	amoor.w zero,a1,(a4)

LBB4768:
	fence rw,rw

LBE4762:
	ret

uat_or_1_seq_cst_fence:
	fence rw,rw
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w zero,a1,(a4)
	fence rw,rw
	ret

uat_inc_1_relaxed:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL246:
	not a2,a5

L0^B26:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B26>
		-> R_RISCV_BRANCH .L0^B26

LBE4770:
	ret

uat_inc_1_acquire:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL249:
	not a2,a5

L0^B27:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B27>
		-> R_RISCV_BRANCH .L0^B27

LBB4782:
	fence r,rw

LBE4776:
	ret

uat_inc_1_release:
	fence rw,w

LBB4788:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL254:
	not a2,a5

L0^B28:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B28>
		-> R_RISCV_BRANCH .L0^B28

LBE4784:
	ret

uat_inc_1_acq_rel:
	fence rw,w

LBB4796:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL258:
	not a2,a5

L0^B29:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B29>
		-> R_RISCV_BRANCH .L0^B29

LBB4800:
	fence r,rw

LBE4792:
	ret

uat_inc_1_seq_cst:
	fence rw,rw

LBB4816:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL263:
	not a2,a5

L0^B30:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B30>
		-> R_RISCV_BRANCH .L0^B30

LBB4820:
	fence rw,rw

LBE4812:
	ret

uat_inc_1_seq_cst_fence:
	fence rw,rw
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4
	not a2,a5

L0^B31:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B31>
		-> R_RISCV_BRANCH .L0^B31
	fence rw,rw
	ret

uat_dec_1_relaxed:
	and a4,a0,3
	sllw a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B32:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B32>
		-> R_RISCV_RVC_BRANCH .L0^B32

LBE4822:
	ret

uat_dec_1_acquire:
	and a4,a0,3
	sllw a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B33:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B33>
		-> R_RISCV_RVC_BRANCH .L0^B33

LBB4834:
	fence r,rw

LBE4828:
	ret

uat_dec_1_release:
	fence rw,w

LBB4840:
	and a4,a0,3
	sllw a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B34:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B34>
		-> R_RISCV_RVC_BRANCH .L0^B34

LBE4836:
	ret

uat_dec_1_acq_rel:
	fence rw,w

LBB4848:
	and a4,a0,3
	sllw a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B35:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B35>
		-> R_RISCV_RVC_BRANCH .L0^B35

LBB4852:
	fence r,rw

LBE4844:
	ret

uat_dec_1_seq_cst:
	fence rw,rw

LBB4868:
	and a4,a0,3
	sllw a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B36:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B36>
		-> R_RISCV_RVC_BRANCH .L0^B36

LBB4872:
	fence rw,rw

LBE4864:
	ret

uat_dec_1_seq_cst_fence:
	fence rw,rw
	and a4,a0,3
	sllw a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B37:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B37>
		-> R_RISCV_RVC_BRANCH .L0^B37
	fence rw,rw
	ret

uat_add_around_1_mb:
	fence rw,rw

LBB4874:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL289:
	and a4,a0,-4

LVL290:
	not a3,a5

L0^B38:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B38>
		-> R_RISCV_BRANCH .L0^B38

LBE4874:
	fence rw,rw
	ret

uat_load_2_relaxed:
	lhu a0,0(a0)

LVL293:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4879:
	ret

uat_load_2_consume:
	lhu a0,0(a0)

LBE4885:
	ret

uat_load_2_acquire:
	lhu a0,0(a0)

LVL299:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4895:
	fence r,rw

LBE4891:
	ret

uat_load_2_seq_cst:
	fence rw,rw

LBB4901:
	lhu a0,0(a0)

LVL304:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4901:
	fence r,rw

LBE4897:
	ret

uat_load_2_seq_cst_fence:
	fence rw,rw

LBB4907:
	lhu a0,0(a0)

LVL309:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4907:
	fence rw,rw

LBE4903:
	ret

uat_store_2_relaxed:
	sh a1,0(a0)

LBE4909:
	ret

uat_store_2_release:
	fence rw,w

LBB4916:
	sh a1,0(a0)

LBE4913:
	ret

uat_store_2_seq_cst:
	fence rw,w

LBB4926:
	sh a1,0(a0)

LBE4926:
	fence rw,rw

LBE4923:
	ret

uat_store_2_seq_cst_fence:
	fence rw,w
	sh a1,0(a0)
	fence rw,rw
	ret

uat_cmpxchg_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB4940:
	add a5,a5,-1
	and a3,a0,-4

LVL323:
	sll a5,a5,a4

LVL324:
	sll a1,a1,a4

LVL325:
	sll a2,a2,a4

L0^B39:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B8>
		-> R_RISCV_BRANCH .L1^B8
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B39>
		-> R_RISCV_BRANCH .L0^B39

L1^B8:
	and a0,a5,a6

LVL328:
	srl a0,a0,a4

LBE4928:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB4951:
	add a5,a5,-1
	and a3,a0,-4

LVL331:
	sll a5,a5,a4

LVL332:
	sll a1,a1,a4

LVL333:
	sll a2,a2,a4

L0^B40:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B9>
		-> R_RISCV_BRANCH .L1^B9
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B40>
		-> R_RISCV_BRANCH .L0^B40

L1^B9:
	fence r,rw

LBB4954:
	and a0,a5,a6

LVL337:
	srl a0,a0,a4

LBE4943:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_release:
	fence rw,w

LBB4966:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4

LVL340:
	sll a5,a5,a4

LVL341:
	sll a1,a1,a4

LVL342:
	sll a2,a2,a4

L0^B41:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B10>
		-> R_RISCV_BRANCH .L1^B10
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B41>
		-> R_RISCV_BRANCH .L0^B41

L1^B10:
	and a0,a5,a6

LVL345:
	srl a0,a0,a4

LBE4960:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_acq_rel:
	fence rw,w

LBB4978:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4

LVL348:
	sll a5,a4,a3

LVL349:
	sll a7,a1,a3

LVL350:
	sll a2,a2,a3

L0^B42:
	lr.w t1,(a6)
	and t3,t1,a5
	bne t3,a7,<.L1^B11>
		-> R_RISCV_BRANCH .L1^B11
	xor t3,t1,t3
	or t3,t3,a2
	sc.w t3,t3,(a6)
	bnez t3,<.L0^B42>
		-> R_RISCV_BRANCH .L0^B42

L1^B11:
	and a0,a5,t1

LVL353:
	srl a0,a0,a3

LBB4980:
	fence r,rw

LBE4972:
	sll a0,a0,0x30

LVL356:
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_seq_cst:
	fence rw,rw

LBB4998:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4

LVL359:
	sll a5,a5,a4

LVL360:
	sll a1,a1,a4

LVL361:
	sll a2,a2,a4

L0^B43:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B12>
		-> R_RISCV_BRANCH .L1^B12
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B43>
		-> R_RISCV_BRANCH .L0^B43

L1^B12:
	fence rw,rw

LBB5003:
	and a0,a5,a6

LVL365:
	srl a0,a0,a4

LBE4992:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	fence rw,rw

LBB5012:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4

LVL368:
	sll a5,a4,a3

LVL369:
	sll a7,a1,a3

LVL370:
	sll a2,a2,a3

L0^B44:
	lr.w t1,(a6)
	and t3,t1,a5
	bne t3,a7,<.L1^B13>
		-> R_RISCV_BRANCH .L1^B13
	xor t3,t1,t3
	or t3,t3,a2
	sc.w t3,t3,(a6)
	bnez t3,<.L0^B44>
		-> R_RISCV_BRANCH .L0^B44

L1^B13:
	and a0,a5,t1

LVL373:
	srl a0,a0,a3

LBB5014:
	fence rw,rw

LBE5006:
	sll a0,a0,0x30

LVL376:
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_seq_cst_fence:
	fence rw,rw
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4

L0^B45:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B14>
		-> R_RISCV_BRANCH .L1^B14
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B45>
		-> R_RISCV_BRANCH .L0^B45

L1^B14:
	fence rw,rw
	and a0,a5,a6
	srl a0,a0,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5031:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL379:
	sll a1,a1,a4

LVL380:
	not a2,a5

L0^B46:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B46>
		-> R_RISCV_BRANCH .L0^B46

LBB5032:
	and a0,a5,a6

LVL382:
	srl a0,a0,a4

LBE5016:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5045:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL385:
	sll a1,a1,a4

LVL386:
	not a2,a5

L0^B47:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B47>
		-> R_RISCV_BRANCH .L0^B47

LBB5046:
	fence r,rw

LBB5048:
	and a0,a5,a6

LVL389:
	srl a0,a0,a4

LBE5034:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_release:
	fence rw,w

LBB5060:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL392:
	sll a1,a1,a4

LVL393:
	not a2,a5

L0^B48:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B48>
		-> R_RISCV_BRANCH .L0^B48

LBB5065:
	and a0,a5,a6

LVL395:
	srl a0,a0,a4

LBE5054:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_acq_rel:
	fence rw,w

LBB5074:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL398:
	sll a1,a1,a4

LVL399:
	not a2,a5

L0^B49:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B49>
		-> R_RISCV_BRANCH .L0^B49

LBB5079:
	fence r,rw

LBB5081:
	and a0,a5,a6

LVL402:
	srl a0,a0,a4

LBE5068:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_seq_cst:
	fence rw,rw

LBB5101:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL405:
	sll a1,a1,a4

LVL406:
	not a2,a5

L0^B50:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B50>
		-> R_RISCV_BRANCH .L0^B50

LBB5106:
	fence rw,rw

LBB5108:
	and a0,a5,a6

LVL409:
	srl a0,a0,a4

LBE5095:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_seq_cst_fence:
	fence rw,rw
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4
	sll a1,a1,a4
	not a2,a5

L0^B51:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B51>
		-> R_RISCV_BRANCH .L0^B51
	fence rw,rw
	and a0,a5,a6
	srl a0,a0,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5121:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL412:
	sll a2,a1,a4

LVL413:
	not a6,a5

L0^B52:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B52>
		-> R_RISCV_BRANCH .L0^B52

LBB5122:
	and a0,a5,a7

LVL415:
	srl a0,a0,a4

LBE5122:
	addw a0,a0,a1

LBE5111:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5142:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL419:
	sll a2,a1,a4

LVL420:
	not a6,a5

L0^B53:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B53>
		-> R_RISCV_BRANCH .L0^B53

LBB5147:
	fence r,rw

LBB5143:
	and a0,a5,a7

LVL423:
	srl a0,a0,a4

LBE5143:
	addw a0,a0,a1

LBE5132:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_release:
	fence rw,w

LBB5161:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL427:
	sll a2,a1,a4

LVL428:
	not a6,a5

L0^B54:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B54>
		-> R_RISCV_BRANCH .L0^B54

LBB5166:
	and a0,a5,a7

LVL430:
	srl a0,a0,a4

LBE5166:
	addw a0,a0,a1

LBE5155:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_acq_rel:
	fence rw,w

LBB5177:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL434:
	sll a2,a1,a4

LVL435:
	not a6,a5

L0^B55:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B55>
		-> R_RISCV_BRANCH .L0^B55

LBB5184:
	fence r,rw

LBB5182:
	and a0,a5,a7

LVL438:
	srl a0,a0,a4

LBE5182:
	addw a0,a0,a1

LBE5171:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_seq_cst:
	fence rw,rw

LBB5207:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL442:
	sll a2,a1,a4

LVL443:
	not a6,a5

L0^B56:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B56>
		-> R_RISCV_BRANCH .L0^B56

LBB5214:
	fence rw,rw

LBB5212:
	and a0,a5,a7

LVL446:
	srl a0,a0,a4

LBE5212:
	addw a0,a0,a1

LBE5201:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_seq_cst_fence:
	fence rw,rw
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4
	sll a2,a1,a4
	not a6,a5

L0^B57:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B57>
		-> R_RISCV_BRANCH .L0^B57
	fence rw,rw
	and a0,a5,a7
	srl a0,a0,a4
	addw a0,a0,a1
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_2_relaxed:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3

LBB5227:
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL450:
	and a4,a0,-4

LVL451:
	not a3,a5

L0^B58:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B58>
		-> R_RISCV_BRANCH .L0^B58

LBE5219:
	ret

uat_add_2_acquire:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3

LBB5235:
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL455:
	and a4,a0,-4

LVL456:
	not a3,a5

L0^B59:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B59>
		-> R_RISCV_BRANCH .L0^B59

LBB5236:
	fence r,rw

LBE5228:
	ret

uat_add_2_release:
	fence rw,w

LBB5243:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL461:
	and a4,a0,-4

LVL462:
	not a3,a5

L0^B60:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B60>
		-> R_RISCV_BRANCH .L0^B60

LBE5239:
	ret

uat_add_2_acq_rel:
	fence rw,w

LBB5250:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL466:
	and a4,a0,-4

LVL467:
	not a3,a5

L0^B61:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B61>
		-> R_RISCV_BRANCH .L0^B61

LBB5253:
	fence r,rw

LBE5246:
	ret

uat_add_2_seq_cst:
	fence rw,rw

LBB5268:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL472:
	and a4,a0,-4

LVL473:
	not a3,a5

L0^B62:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B62>
		-> R_RISCV_BRANCH .L0^B62

LBB5271:
	fence rw,rw

LBE5264:
	ret

uat_add_2_seq_cst_fence:
	fence rw,rw
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3
	and a4,a0,-4
	not a3,a5

L0^B63:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B63>
		-> R_RISCV_BRANCH .L0^B63
	fence rw,rw
	ret

uat_and_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5279:
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL478:
	not a5,a5
	and a4,a0,-4

LVL479:
	or a5,a5,a1

LVL480:
	amoand.w zero,a5,(a4)

LBE5273:
	ret

uat_and_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5285:
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL484:
	not a5,a5
	and a4,a0,-4

LVL485:
	or a5,a5,a1

LVL486:
	amoand.w zero,a5,(a4)

LBB5286:
	fence r,rw

LBE5280:
	ret

uat_and_2_release:
	fence rw,w

LBB5293:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL491:
	not a5,a5
	and a4,a0,-4

LVL492:
	or a5,a5,a1

LVL493:
	amoand.w zero,a5,(a4)

LBE5289:
	ret

uat_and_2_acq_rel:
	fence rw,w

LBB5299:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL497:
	not a5,a5
	and a4,a0,-4

LVL498:
	or a5,a5,a1

LVL499:
	amoand.w zero,a5,(a4)

LBB5301:
	fence r,rw

LBE5295:
	ret

uat_and_2_seq_cst:
	fence rw,rw

LBB5315:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL504:
	not a5,a5
	and a4,a0,-4

LVL505:
	or a5,a5,a1

LVL506:
	amoand.w zero,a5,(a4)

LBB5317:
	fence rw,rw

LBE5311:
	ret

uat_and_2_seq_cst_fence:
	fence rw,rw
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w zero,a5,(a4)
	fence rw,rw
	ret

uat_or_2_relaxed:
	and a5,a0,3

LBB5325:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL511:
	sll a1,a1,a5

LVL512:
	amoor.w zero,a1,(a4)

LBE5319:
	ret

uat_or_2_acquire:
	and a5,a0,3

LBB5331:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL516:
	sll a1,a1,a5

LVL517:
	amoor.w zero,a1,(a4)

LBB5332:
	fence r,rw

LBE5326:
	ret

uat_or_2_release:
	fence rw,w

LBB5339:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL522:
	sll a1,a1,a5

LVL523:
	amoor.w zero,a1,(a4)

LBE5335:
	ret

uat_or_2_acq_rel:
	fence rw,w

LBB5345:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL527:
	sll a1,a1,a5

LVL528:
	amoor.w zero,a1,(a4)

LBB5347:
	fence r,rw

LBE5341:
	ret

uat_or_2_seq_cst:
	fence rw,rw

LBB5361:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL533:
	sll a1,a1,a5

LVL534:
	amoor.w zero,a1,(a4)

LBB5363:
	fence rw,rw

LBE5357:
	ret

uat_or_2_seq_cst_fence:
	fence rw,rw
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w zero,a1,(a4)
	fence rw,rw
	ret

uat_inc_2_relaxed:
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL538:
	not a2,a5

L0^B64:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B64>
		-> R_RISCV_BRANCH .L0^B64

LBE5365:
	ret

uat_inc_2_acquire:
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL541:
	not a2,a5

L0^B65:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B65>
		-> R_RISCV_BRANCH .L0^B65

LBB5377:
	fence r,rw

LBE5371:
	ret

uat_inc_2_release:
	fence rw,w

LBB5383:
	lui a5,0x10
	and a2,a0,3
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL546:
	not a2,a5

L0^B66:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B66>
		-> R_RISCV_BRANCH .L0^B66

LBE5379:
	ret

uat_inc_2_acq_rel:
	fence rw,w

LBB5391:
	lui a5,0x10
	and a2,a0,3
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL550:
	not a2,a5

L0^B67:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B67>
		-> R_RISCV_BRANCH .L0^B67

LBB5395:
	fence r,rw

LBE5387:
	ret

uat_inc_2_seq_cst:
	fence rw,rw

LBB5411:
	lui a5,0x10
	and a2,a0,3
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL555:
	not a2,a5

L0^B68:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B68>
		-> R_RISCV_BRANCH .L0^B68

LBB5415:
	fence rw,rw

LBE5407:
	ret

uat_inc_2_seq_cst_fence:
	fence rw,rw
	lui a5,0x10
	and a2,a0,3
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4
	not a2,a5

L0^B69:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B69>
		-> R_RISCV_BRANCH .L0^B69
	fence rw,rw
	ret

uat_dec_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sllw a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B70:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B70>
		-> R_RISCV_RVC_BRANCH .L0^B70

LBE5417:
	ret

uat_dec_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sllw a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B71:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B71>
		-> R_RISCV_RVC_BRANCH .L0^B71

LBB5429:
	fence r,rw

LBE5423:
	ret

uat_dec_2_release:
	fence rw,w

LBB5435:
	lui a5,0x10
	and a4,a0,3
	sllw a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B72:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B72>
		-> R_RISCV_RVC_BRANCH .L0^B72

LBE5431:
	ret

uat_dec_2_acq_rel:
	fence rw,w

LBB5443:
	lui a5,0x10
	and a4,a0,3
	sllw a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B73:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B73>
		-> R_RISCV_RVC_BRANCH .L0^B73

LBB5447:
	fence r,rw

LBE5439:
	ret

uat_dec_2_seq_cst:
	fence rw,rw

LBB5463:
	lui a5,0x10
	and a4,a0,3
	sllw a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B74:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B74>
		-> R_RISCV_RVC_BRANCH .L0^B74

LBB5467:
	fence rw,rw

LBE5459:
	ret

uat_dec_2_seq_cst_fence:
	fence rw,rw
	lui a5,0x10
	and a4,a0,3
	sllw a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B75:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B75>
		-> R_RISCV_RVC_BRANCH .L0^B75
	fence rw,rw
	ret

uat_add_around_2_mb:
	fence rw,rw

LBB5469:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL581:
	and a4,a0,-4

LVL582:
	not a3,a5

L0^B76:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B76>
		-> R_RISCV_BRANCH .L0^B76

LBE5469:
	fence rw,rw
	ret

uat_load_4_relaxed:
	lw a0,0(a0)

LVL585:
	sext.w a0,a0

LBE5474:
	ret

uat_load_4_consume:
	lw a0,0(a0)

LBE5480:
	ret

uat_load_4_acquire:
	lw a0,0(a0)

LVL591:
	sext.w a0,a0

LBE5490:
	fence r,rw

LBE5486:
	ret

uat_load_4_seq_cst:
	fence rw,rw

LBB5496:
	lw a0,0(a0)

LVL596:
	sext.w a0,a0

LBE5496:
	fence r,rw

LBE5492:
	ret

uat_load_4_seq_cst_fence:
	fence rw,rw

LBB5502:
	lw a0,0(a0)

LVL601:
	sext.w a0,a0

LBE5502:
	fence rw,rw

LBE5498:
	ret

uat_store_4_relaxed:
	sw a1,0(a0)

LBE5504:
	ret

uat_store_4_release:
	fence rw,w

LBB5511:
	sw a1,0(a0)

LBE5508:
	ret

uat_store_4_seq_cst:
	fence rw,w

LBB5521:
	sw a1,0(a0)

LBE5521:
	fence rw,rw

LBE5518:
	ret

uat_store_4_seq_cst_fence:
	fence rw,w
	sw a1,0(a0)
	fence rw,rw
	ret

uat_cmpxchg_4_relaxed:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B15>
		-> R_RISCV_BRANCH .L1^B15
	sc.w a4,a2,(a0)
	bnez a4,.L0
		-> R_RISCV_RVC_BRANCH .L0^B77

L1^B15:
	sext.w a0,a5

LVL615:
	ret

uat_cmpxchg_4_acquire:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B16>
		-> R_RISCV_BRANCH .L1^B16
	sc.w a4,a2,(a0)
	bnez a4,.L0
		-> R_RISCV_RVC_BRANCH .L0^B78

L1^B16:
	fence r,rw

LBE5529:
	sext.w a0,a5

LVL619:
	ret

uat_cmpxchg_4_release:
	fence rw,w

LBB5543:
	sext.w a1,a1
	sext.w a2,a2

L0^B79:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B17>
		-> R_RISCV_BRANCH .L1^B17
	sc.w a4,a2,(a0)
	bnez a4,<.L0^B79>
		-> R_RISCV_RVC_BRANCH .L0^B79

L1^B17:
	sext.w a0,a5

LVL623:
	ret

uat_cmpxchg_4_acq_rel:
	fence rw,w

LBB5551:
	sext.w a5,a1
	sext.w a2,a2

L0^B80:
	lr.w a4,(a0)
	bne a4,a5,<.L1^B18>
		-> R_RISCV_BRANCH .L1^B18
	sc.w a3,a2,(a0)
	bnez a3,<.L0^B80>
		-> R_RISCV_RVC_BRANCH .L0^B80

L1^B18:
	fence r,rw

LBE5545:
	sext.w a0,a4

LVL628:
	ret

uat_cmpxchg_4_seq_cst:
	fence rw,rw

LBB5571:
	sext.w a1,a1
	sext.w a2,a2

L0^B81:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B19>
		-> R_RISCV_BRANCH .L1^B19
	sc.w a4,a2,(a0)
	bnez a4,<.L0^B81>
		-> R_RISCV_RVC_BRANCH .L0^B81

L1^B19:
	fence rw,rw

LBE5565:
	sext.w a0,a5

LVL633:
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	fence rw,rw

LBB5581:
	sext.w a5,a1
	sext.w a2,a2

L0^B82:
	lr.w a4,(a0)
	bne a4,a5,<.L1^B20>
		-> R_RISCV_BRANCH .L1^B20
	sc.w a3,a2,(a0)
	bnez a3,<.L0^B82>
		-> R_RISCV_RVC_BRANCH .L0^B82

L1^B20:
	fence rw,rw

LBE5575:
	sext.w a0,a4

LVL638:
	ret

uat_cmpxchg_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	sext.w a2,a2

L0^B83:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B21>
		-> R_RISCV_BRANCH .L1^B21
	sc.w a4,a2,(a0)
	bnez a4,<.L0^B83>
		-> R_RISCV_RVC_BRANCH .L0^B83

L1^B21:
	fence rw,rw
	sext.w a0,a5
	ret

uat_xchg_4_relaxed:
	amoswap.w a1,a1,(a0)

LBE5585:
	sext.w a0,a1

LVL641:
	ret

uat_xchg_4_acquire:
	amoswap.w a1,a1,(a0)

LBB5597:
	fence r,rw

LBE5591:
	sext.w a0,a1

LVL645:
	ret

uat_xchg_4_release:
	fence rw,w

LBB5605:
	sext.w a1,a1
	amoswap.w a1,a1,(a0)

LBE5599:
	sext.w a0,a1

LVL649:
	ret

uat_xchg_4_acq_rel:
	fence rw,w

LBB5613:
	sext.w a1,a1
	amoswap.w a1,a1,(a0)

LBB5615:
	fence r,rw

LBE5607:
	sext.w a0,a1

LVL654:
	ret

uat_xchg_4_seq_cst:
	fence rw,rw

LBB5633:
	sext.w a1,a1
	amoswap.w a1,a1,(a0)

LBB5635:
	fence rw,rw

LBE5627:
	sext.w a0,a1

LVL659:
	ret

uat_xchg_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	amoswap.w a1,a1,(a0)
	fence rw,rw
	sext.w a0,a1
	ret

uat_add_return_4_relaxed:
	sext.w a5,a1
	amoadd.w a5,a5,(a0)

LBE5637:
	addw a0,a5,a1

LVL662:
	ret

uat_add_return_4_acquire:
	sext.w a5,a1
	amoadd.w a5,a5,(a0)

LBB5649:
	fence r,rw

LBE5643:
	addw a0,a5,a1

LVL666:
	ret

uat_add_return_4_release:
	mv a5,a0

LBB5652:
	fence rw,w

LBB5657:
	sext.w a0,a1

LVL670:
	amoadd.w a0,a0,(a5)

LBE5652:
	addw a0,a0,a1

LVL672:
	ret

uat_add_return_4_acq_rel:
	mv a5,a0

LBB5661:
	fence rw,w

LBB5666:
	sext.w a0,a1

LVL676:
	amoadd.w a0,a0,(a5)

LBB5668:
	fence r,rw

LBE5661:
	addw a0,a0,a1

LVL679:
	ret

uat_add_return_4_seq_cst:
	mv a5,a0

LBB5682:
	fence rw,rw

LBB5687:
	sext.w a0,a1

LVL683:
	amoadd.w a0,a0,(a5)

LBB5689:
	fence rw,rw

LBE5682:
	addw a0,a0,a1

LVL686:
	ret

uat_add_return_4_seq_cst_fence:
	mv a5,a0
	fence rw,rw
	sext.w a0,a1
	amoadd.w a0,a0,(a5)
	fence rw,rw
	addw a0,a0,a1
	ret

uat_add_4_relaxed:
	amoadd.w zero,a1,(a0)

LBE5692:
	ret

uat_add_4_acquire:
	amoadd.w zero,a1,(a0)

LBB5700:
	fence r,rw

LBE5696:
	ret

uat_add_4_release:
	fence rw,w

LBB5706:
	sext.w a1,a1
	amoadd.w zero,a1,(a0)

LBE5702:
	ret

uat_add_4_acq_rel:
	fence rw,w

LBB5712:
	sext.w a1,a1
	amoadd.w zero,a1,(a0)

LBB5714:
	fence r,rw

LBE5708:
	ret

uat_add_4_seq_cst:
	fence rw,rw

LBB5728:
	sext.w a1,a1
	amoadd.w zero,a1,(a0)

LBB5730:
	fence rw,rw

LBE5724:
	ret

uat_add_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	amoadd.w zero,a1,(a0)
	fence rw,rw
	ret

uat_and_4_relaxed:
	amoand.w zero,a1,(a0)

LBE5732:
	ret

uat_and_4_acquire:
	amoand.w zero,a1,(a0)

LBB5740:
	fence r,rw

LBE5736:
	ret

uat_and_4_release:
	fence rw,w

LBB5746:
	sext.w a1,a1
	amoand.w zero,a1,(a0)

LBE5742:
	ret

uat_and_4_acq_rel:
	fence rw,w

LBB5752:
	sext.w a1,a1
	amoand.w zero,a1,(a0)

LBB5754:
	fence r,rw

LBE5748:
	ret

uat_and_4_seq_cst:
	fence rw,rw

LBB5768:
	sext.w a1,a1
	amoand.w zero,a1,(a0)

LBB5770:
	fence rw,rw

LBE5764:
	ret

uat_and_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	amoand.w zero,a1,(a0)
	fence rw,rw
	ret

uat_or_4_relaxed:
	amoor.w zero,a1,(a0)

LBE5772:
	ret

uat_or_4_acquire:
	amoor.w zero,a1,(a0)

LBB5780:
	fence r,rw

LBE5776:
	ret

uat_or_4_release:
	fence rw,w

LBB5786:
	sext.w a1,a1
	amoor.w zero,a1,(a0)

LBE5782:
	ret

uat_or_4_acq_rel:
	fence rw,w

LBB5792:
	sext.w a1,a1
	amoor.w zero,a1,(a0)

LBB5794:
	fence r,rw

LBE5788:
	ret

uat_or_4_seq_cst:
	fence rw,rw

LBB5808:
	sext.w a1,a1
	amoor.w zero,a1,(a0)

LBB5810:
	fence rw,rw

LBE5804:
	ret

uat_or_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	amoor.w zero,a1,(a0)
	fence rw,rw
	ret

uat_inc_4_relaxed:
	li a5,1
	amoadd.w zero,a5,(a0)

LBE5812:
	ret

uat_inc_4_acquire:
	li a5,1
	amoadd.w zero,a5,(a0)

LBB5822:
	fence r,rw

LBE5817:
	ret

uat_inc_4_release:
	fence rw,w

LBB5828:
	li a5,1
	amoadd.w zero,a5,(a0)

LBE5824:
	ret

uat_inc_4_acq_rel:
	fence rw,w

LBB5835:
	li a5,1
	amoadd.w zero,a5,(a0)

LBB5838:
	fence r,rw

LBE5831:
	ret

uat_inc_4_seq_cst:
	fence rw,rw

LBB5853:
	li a5,1
	amoadd.w zero,a5,(a0)

LBB5856:
	fence rw,rw

LBE5849:
	ret

uat_inc_4_seq_cst_fence:
	fence rw,rw
	li a5,1
	amoadd.w zero,a5,(a0)
	fence rw,rw
	ret

uat_dec_4_relaxed:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBE5858:
	ret

uat_dec_4_acquire:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBB5868:
	fence r,rw

LBE5863:
	ret

uat_dec_4_release:
	fence rw,w

LBB5874:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBE5870:
	ret

uat_dec_4_acq_rel:
	fence rw,w

LBB5881:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBB5884:
	fence r,rw

LBE5877:
	ret

uat_dec_4_seq_cst:
	fence rw,rw

LBB5899:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBB5902:
	fence rw,rw

LBE5895:
	ret

uat_dec_4_seq_cst_fence:
	fence rw,rw
	li a5,-1
	amoadd.w zero,a5,(a0)
	fence rw,rw
	ret

uat_add_around_4_mb:
	fence rw,rw
	sext.w a1,a1
	amoadd.w zero,a1,(a0)
	fence rw,rw
	ret

uat_load_8_relaxed:
	ld a0,0(a0)

LBE5904:
	ret

uat_load_8_consume:
	ld a0,0(a0)

LBE5910:
	ret

uat_load_8_acquire:
	ld a0,0(a0)

LBE5920:
	fence r,rw

LBE5916:
	ret

uat_load_8_seq_cst:
	fence rw,rw

LBB5926:
	ld a0,0(a0)

LBE5926:
	fence r,rw

LBE5922:
	ret

uat_load_8_seq_cst_fence:
	fence rw,rw

LBB5932:
	ld a0,0(a0)

LBE5932:
	fence rw,rw

LBE5928:
	ret

uat_store_8_relaxed:
	sd a1,0(a0)

LBE5934:
	ret

uat_store_8_release:
	fence rw,w

LBB5941:
	sd a1,0(a0)

LBE5938:
	ret

uat_store_8_seq_cst:
	fence rw,w

LBB5951:
	sd a1,0(a0)

LBE5951:
	fence rw,rw

LBE5948:
	ret

uat_store_8_seq_cst_fence:
	fence rw,w
	sd a1,0(a0)
	fence rw,rw
	ret

uat_cmpxchg_8_relaxed:
	mv a5,a0

L0^B84:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B22>
		-> R_RISCV_BRANCH .L1^B22
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B84>
		-> R_RISCV_RVC_BRANCH .L0^B84

L1^B22:
	ret

uat_cmpxchg_8_acquire:
	mv a5,a0

L0^B85:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B23>
		-> R_RISCV_BRANCH .L1^B23
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B85>
		-> R_RISCV_RVC_BRANCH .L0^B85

L1^B23:
	fence r,rw

LBE5961:
	ret

uat_cmpxchg_8_release:
	mv a5,a0

LBB5970:
	fence rw,w

L0^B86:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B24>
		-> R_RISCV_BRANCH .L1^B24
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B86>
		-> R_RISCV_RVC_BRANCH .L0^B86

L1^B24:
	ret

uat_cmpxchg_8_acq_rel:
	mv a5,a0

LBB5979:
	fence rw,w

L0^B87:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B25>
		-> R_RISCV_BRANCH .L1^B25
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B87>
		-> R_RISCV_RVC_BRANCH .L0^B87

L1^B25:
	fence r,rw

LBE5979:
	ret

uat_cmpxchg_8_seq_cst:
	mv a5,a0

LBB6000:
	fence rw,rw

L0^B88:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B26>
		-> R_RISCV_BRANCH .L1^B26
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B88>
		-> R_RISCV_RVC_BRANCH .L0^B88

L1^B26:
	fence rw,rw

LBE6000:
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	mv a5,a0

LBB6011:
	fence rw,rw

L0^B89:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B27>
		-> R_RISCV_BRANCH .L1^B27
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B89>
		-> R_RISCV_RVC_BRANCH .L0^B89

L1^B27:
	fence rw,rw

LBE6011:
	ret

uat_cmpxchg_8_seq_cst_fence:
	mv a5,a0
	fence rw,rw

L0^B90:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B28>
		-> R_RISCV_BRANCH .L1^B28
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B90>
		-> R_RISCV_RVC_BRANCH .L0^B90

L1^B28:
	fence rw,rw
	ret

uat_xchg_8_relaxed:
	amoswap.d a0,a1,(a0)

LBE6021:
	ret

uat_xchg_8_acquire:
	amoswap.d a0,a1,(a0)

LBB6033:
	fence r,rw

LBE6027:
	ret

uat_xchg_8_release:
	fence rw,w

LBB6041:
	amoswap.d a0,a1,(a0)

LBE6035:
	ret

uat_xchg_8_acq_rel:
	fence rw,w

LBB6049:
	amoswap.d a0,a1,(a0)

LBB6051:
	fence r,rw

LBE6043:
	ret

uat_xchg_8_seq_cst:
	fence rw,rw

LBB6069:
	amoswap.d a0,a1,(a0)

LBB6071:
	fence rw,rw

LBE6063:
	ret

uat_xchg_8_seq_cst_fence:
	fence rw,rw
	amoswap.d a0,a1,(a0)
	fence rw,rw
	ret

uat_add_return_8_relaxed:
	amoadd.d a5,a1,(a0)

LBE6073:
	add a0,a5,a1

LVL836:
	ret

uat_add_return_8_acquire:
	amoadd.d a5,a1,(a0)

LBB6085:
	fence r,rw

LBE6079:
	add a0,a5,a1

LVL840:
	ret

uat_add_return_8_release:
	fence rw,w

LBB6093:
	amoadd.d a5,a1,(a0)

LBE6087:
	add a0,a5,a1

LVL844:
	ret

uat_add_return_8_acq_rel:
	fence rw,w

LBB6101:
	amoadd.d a5,a1,(a0)

LBB6103:
	fence r,rw

LBE6095:
	add a0,a5,a1

LVL849:
	ret

uat_add_return_8_seq_cst:
	fence rw,rw

LBB6121:
	amoadd.d a5,a1,(a0)

LBB6123:
	fence rw,rw

LBE6115:
	add a0,a5,a1

LVL854:
	ret

uat_add_return_8_seq_cst_fence:
	fence rw,rw
	amoadd.d a5,a1,(a0)
	fence rw,rw
	add a0,a5,a1
	ret

uat_add_8_relaxed:
	amoadd.d zero,a1,(a0)

LBE6125:
	ret

uat_add_8_acquire:
	amoadd.d zero,a1,(a0)

LBB6133:
	fence r,rw

LBE6129:
	ret

uat_add_8_release:
	fence rw,w

LBB6139:
	amoadd.d zero,a1,(a0)

LBE6135:
	ret

uat_add_8_acq_rel:
	fence rw,w

LBB6145:
	amoadd.d zero,a1,(a0)

LBB6147:
	fence r,rw

LBE6141:
	ret

uat_add_8_seq_cst:
	fence rw,rw

LBB6161:
	amoadd.d zero,a1,(a0)

LBB6163:
	fence rw,rw

LBE6157:
	ret

uat_add_8_seq_cst_fence:
	fence rw,rw
	amoadd.d zero,a1,(a0)
	fence rw,rw
	ret

uat_and_8_relaxed:
	amoand.d zero,a1,(a0)

LBE6165:
	ret

uat_and_8_acquire:
	amoand.d zero,a1,(a0)

LBB6173:
	fence r,rw

LBE6169:
	ret

uat_and_8_release:
	fence rw,w

LBB6179:
	amoand.d zero,a1,(a0)

LBE6175:
	ret

uat_and_8_acq_rel:
	fence rw,w

LBB6185:
	amoand.d zero,a1,(a0)

LBB6187:
	fence r,rw

LBE6181:
	ret

uat_and_8_seq_cst:
	fence rw,rw

LBB6201:
	amoand.d zero,a1,(a0)

LBB6203:
	fence rw,rw

LBE6197:
	ret

uat_and_8_seq_cst_fence:
	fence rw,rw
	amoand.d zero,a1,(a0)
	fence rw,rw
	ret

uat_or_8_relaxed:
	amoor.d zero,a1,(a0)

LBE6205:
	ret

uat_or_8_acquire:
	amoor.d zero,a1,(a0)

LBB6213:
	fence r,rw

LBE6209:
	ret

uat_or_8_release:
	fence rw,w

LBB6219:
	amoor.d zero,a1,(a0)

LBE6215:
	ret

uat_or_8_acq_rel:
	fence rw,w

LBB6225:
	amoor.d zero,a1,(a0)

LBB6227:
	fence r,rw

LBE6221:
	ret

uat_or_8_seq_cst:
	fence rw,rw

LBB6241:
	amoor.d zero,a1,(a0)

LBB6243:
	fence rw,rw

LBE6237:
	ret

uat_or_8_seq_cst_fence:
	fence rw,rw
	amoor.d zero,a1,(a0)
	fence rw,rw
	ret

uat_inc_8_relaxed:
	li a5,1
	amoadd.d zero,a5,(a0)

LBE6245:
	ret

uat_inc_8_acquire:
	li a5,1
	amoadd.d zero,a5,(a0)

LBB6255:
	fence r,rw

LBE6250:
	ret

uat_inc_8_release:
	fence rw,w

LBB6261:
	li a5,1
	amoadd.d zero,a5,(a0)

LBE6257:
	ret

uat_inc_8_acq_rel:
	fence rw,w

LBB6268:
	li a5,1
	amoadd.d zero,a5,(a0)

LBB6271:
	fence r,rw

LBE6264:
	ret

uat_inc_8_seq_cst:
	fence rw,rw

LBB6286:
	li a5,1
	amoadd.d zero,a5,(a0)

LBB6289:
	fence rw,rw

LBE6282:
	ret

uat_inc_8_seq_cst_fence:
	fence rw,rw
	li a5,1
	amoadd.d zero,a5,(a0)
	fence rw,rw
	ret

uat_dec_8_relaxed:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBE6291:
	ret

uat_dec_8_acquire:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBB6301:
	fence r,rw

LBE6296:
	ret

uat_dec_8_release:
	fence rw,w

LBB6307:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBE6303:
	ret

uat_dec_8_acq_rel:
	fence rw,w

LBB6314:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBB6317:
	fence r,rw

LBE6310:
	ret

uat_dec_8_seq_cst:
	fence rw,rw

LBB6332:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBB6335:
	fence rw,rw

LBE6328:
	ret

uat_dec_8_seq_cst_fence:
	fence rw,rw
	li a5,-1
	amoadd.d zero,a5,(a0)
	fence rw,rw
	ret

uat_add_around_8_mb:
	fence rw,rw
	amoadd.d zero,a1,(a0)
	fence rw,rw
	ret

uat_smp_mb:
	fence rw,rw
	ret

uat_smp_rmb:
	fence r,r
	ret

uat_smp_wmb:
	fence w,w
	ret

uat_mb:
	fence
	ret

uat_rmb:
	fence ir,ir
	ret

uat_wmb:
	fence ow,ow
	ret

