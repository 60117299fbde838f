uat_load_1_relaxed:
	lbu a0,0(a0)

LVL1:
	zext.b a0,a0

LBE4342:
	ret

uat_load_1_consume:
	lbu a0,0(a0)

LBE4348:
	ret

uat_load_1_acquire:
	lbu a0,0(a0)

LVL7:
	zext.b a0,a0

LBE4358:
	fence r,rw

LBE4354:
	ret

uat_load_1_seq_cst:
	fence rw,rw

LBB4364:
	lbu a0,0(a0)

LVL12:
	zext.b a0,a0

LBE4364:
	fence r,rw

LBE4360:
	ret

uat_load_1_seq_cst_fence:
	fence rw,rw

LBB4370:
	lbu a0,0(a0)

LVL17:
	zext.b a0,a0

LBE4370:
	fence rw,rw

LBE4366:
	ret

uat_store_1_relaxed:
	sb a1,0(a0)

LBE4372:
	ret

uat_store_1_release:
	fence rw,w

LBB4379:
	sb a1,0(a0)

LBE4376:
	ret

uat_store_1_seq_cst:
	fence rw,rw

LBB4384:
	sb a1,0(a0)

LBE4381:
	ret

uat_store_1_seq_cst_fence:
	fence rw,w

LBB4389:
	sb a1,0(a0)

LBE4389:
	fence rw,rw

LBE4386:
	ret

uat_cmpxchg_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4403:
	li a5,255
	and a3,a0,-4

LVL34:
	sll a5,a5,a4

LVL35:
	sll a1,a1,a4

LVL36:
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

LVL39:
	srl a0,a0,a4

LBE4391:
	zext.b a0,a0
	ret

uat_cmpxchg_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4414:
	li a5,255
	and a3,a0,-4

LVL42:
	sll a5,a5,a4

LVL43:
	sll a1,a1,a4

LVL44:
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

LBB4417:
	and a0,a5,a6

LVL48:
	srl a0,a0,a4

LBE4406:
	zext.b a0,a0
	ret

uat_cmpxchg_1_release:
	fence rw,w

LBB4429:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL51:
	sll a5,a5,a4

LVL52:
	sll a1,a1,a4

LVL53:
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

LVL56:
	srl a0,a0,a4

LBE4423:
	zext.b a0,a0
	ret

uat_cmpxchg_1_acq_rel:
	fence rw,w

LBB4441:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL59:
	sll a5,a5,a4

LVL60:
	sll a6,a1,a4

LVL61:
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

LVL64:
	srl a0,a0,a4

LBB4443:
	fence r,rw

LBE4435:
	zext.b a0,a0

LVL67:
	ret

uat_cmpxchg_1_seq_cst:
	fence rw,rw

LBB4461:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL70:
	sll a5,a5,a4

LVL71:
	sll a1,a1,a4

LVL72:
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

LBB4466:
	and a0,a5,a6

LVL76:
	srl a0,a0,a4

LBE4455:
	zext.b a0,a0
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	fence rw,rw

LBB4475:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL79:
	sll a5,a5,a4

LVL80:
	sll a6,a1,a4

LVL81:
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

LVL84:
	srl a0,a0,a4

LBB4477:
	fence rw,rw

LBE4469:
	zext.b a0,a0

LVL87:
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

uat_cmpxchg_test_1_seq_cst_fence:
	fence rw,rw

LBB4485:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4

LVL90:
	sll a5,a5,a4

LVL91:
	sll a6,a1,a4

LVL92:
	sll a2,a2,a4

L0^B8:
	lr.w a7,(a3)
	and t1,a7,a5
	bne t1,a6,<.L1^B8>
		-> R_RISCV_BRANCH .L1^B8
	xor t1,a7,t1
	or t1,t1,a2
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B8>
		-> R_RISCV_BRANCH .L0^B8

L1^B8:
	fence rw,rw

LBB4490:
	and a0,a5,a7

LVL96:
	srl a0,a0,a4

LBE4479:
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_xchg_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4508:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL99:
	sll a1,a1,a4

LVL100:
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

LBB4509:
	and a0,a5,a6

LVL102:
	srl a0,a0,a4

LBE4493:
	zext.b a0,a0
	ret

uat_xchg_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4522:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL105:
	sll a1,a1,a4

LVL106:
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

LBB4523:
	fence r,rw

LBB4525:
	and a0,a5,a6

LVL109:
	srl a0,a0,a4

LBE4511:
	zext.b a0,a0
	ret

uat_xchg_1_release:
	fence rw,w

LBB4537:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL112:
	sll a1,a1,a4

LVL113:
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

LBB4542:
	and a0,a5,a6

LVL115:
	srl a0,a0,a4

LBE4531:
	zext.b a0,a0
	ret

uat_xchg_1_acq_rel:
	fence rw,w

LBB4551:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL118:
	sll a1,a1,a4

LVL119:
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

LBB4556:
	fence r,rw

LBB4558:
	and a0,a5,a6

LVL122:
	srl a0,a0,a4

LBE4545:
	zext.b a0,a0
	ret

uat_xchg_1_seq_cst:
	fence rw,rw

LBB4578:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL125:
	sll a1,a1,a4

LVL126:
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

LBB4583:
	fence rw,rw

LBB4585:
	and a0,a5,a6

LVL129:
	srl a0,a0,a4

LBE4572:
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

L0^B14:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B14>
		-> R_RISCV_BRANCH .L0^B14
	fence rw,rw
	and a0,a5,a6
	srl a0,a0,a4
	zext.b a0,a0
	ret

uat_add_return_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4598:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL132:
	sll a2,a1,a4

LVL133:
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

LBB4599:
	and a0,a5,a7

LVL135:
	srl a0,a0,a4

LBE4599:
	addw a0,a0,a1

LBE4588:
	zext.b a0,a0
	ret

uat_add_return_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4619:
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL139:
	sll a2,a1,a4

LVL140:
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

LBB4624:
	fence r,rw

LBB4620:
	and a0,a5,a7

LVL143:
	srl a0,a0,a4

LBE4620:
	addw a0,a0,a1

LBE4609:
	zext.b a0,a0
	ret

uat_add_return_1_release:
	fence rw,w

LBB4638:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL147:
	sll a2,a1,a4

LVL148:
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

LBB4643:
	and a0,a5,a7

LVL150:
	srl a0,a0,a4

LBE4643:
	addw a0,a0,a1

LBE4632:
	zext.b a0,a0
	ret

uat_add_return_1_acq_rel:
	fence rw,w

LBB4654:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL154:
	sll a2,a1,a4

LVL155:
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

LBB4661:
	fence r,rw

LBB4659:
	and a0,a5,a7

LVL158:
	srl a0,a0,a4

LBE4659:
	addw a0,a0,a1

LBE4648:
	zext.b a0,a0
	ret

uat_add_return_1_seq_cst:
	fence rw,rw

LBB4684:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a3,a0,-4

LVL162:
	sll a2,a1,a4

LVL163:
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

LBB4691:
	fence rw,rw

LBB4689:
	and a0,a5,a7

LVL166:
	srl a0,a0,a4

LBE4689:
	addw a0,a0,a1

LBE4678:
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

L0^B20:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B20>
		-> R_RISCV_BRANCH .L0^B20
	fence rw,rw
	and a0,a5,a7
	srl a0,a0,a4
	addw a0,a0,a1
	zext.b a0,a0
	ret

uat_add_1_relaxed:
	and a3,a0,3
	sll a3,a3,0x3

LBB4704:
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL170:
	and a4,a0,-4

LVL171:
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

LBE4696:
	ret

uat_add_1_acquire:
	and a3,a0,3
	sll a3,a3,0x3

LBB4712:
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL175:
	and a4,a0,-4

LVL176:
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

LBB4713:
	fence r,rw

LBE4705:
	ret

uat_add_1_release:
	fence rw,w

LBB4720:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL181:
	and a4,a0,-4

LVL182:
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

LBE4716:
	ret

uat_add_1_acq_rel:
	fence rw,w

LBB4727:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL186:
	and a4,a0,-4

LVL187:
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

LBB4730:
	fence r,rw

LBE4723:
	ret

uat_add_1_seq_cst:
	fence rw,rw

LBB4745:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL192:
	and a4,a0,-4

LVL193:
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

LBB4748:
	fence rw,rw

LBE4741:
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

L0^B26:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B26>
		-> R_RISCV_BRANCH .L0^B26
	fence rw,rw
	ret

uat_and_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3

LBB4756:
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL198:
	not a5,a5
	and a4,a0,-4

LVL199:
	or a5,a5,a1

LVL200:
	amoand.w zero,a5,(a4)

LBE4750:
	ret

uat_and_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3

LBB4762:
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL204:
	not a5,a5
	and a4,a0,-4

LVL205:
	or a5,a5,a1

LVL206:
	amoand.w zero,a5,(a4)

LBB4763:
	fence r,rw

LBE4757:
	ret

uat_and_1_release:
	fence rw,w

LBB4770:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL211:
	not a5,a5
	and a4,a0,-4

LVL212:
	or a5,a5,a1

LVL213:
	amoand.w zero,a5,(a4)

LBE4766:
	ret

uat_and_1_acq_rel:
	fence rw,w

LBB4776:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL217:
	not a5,a5
	and a4,a0,-4

LVL218:
	or a5,a5,a1

LVL219:
	amoand.w zero,a5,(a4)

LBB4778:
	fence r,rw

LBE4772:
	ret

uat_and_1_seq_cst:
	fence rw,rw

LBB4792:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4

LVL224:
	not a5,a5
	and a4,a0,-4

LVL225:
	or a5,a5,a1

LVL226:
	amoand.w zero,a5,(a4)

LBB4794:
	fence rw,rw

LBE4788:
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

LBB4802:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL231:
	sll a1,a1,a5

LVL232:
	amoor.w zero,a1,(a4)

LBE4796:
	ret

uat_or_1_acquire:
	and a5,a0,3

LBB4808:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL236:
	sll a1,a1,a5

LVL237:
	amoor.w zero,a1,(a4)

LBB4809:
	fence r,rw

LBE4803:
	ret

uat_or_1_release:
	fence rw,w

LBB4816:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL242:
	sll a1,a1,a5

LVL243:
	amoor.w zero,a1,(a4)

LBE4812:
	ret

uat_or_1_acq_rel:
	fence rw,w

LBB4822:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL247:
	sll a1,a1,a5

LVL248:
	amoor.w zero,a1,(a4)

LBB4824:
	fence r,rw

LBE4818:
	ret

uat_or_1_seq_cst:
	fence rw,rw

LBB4838:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL253:
	sll a1,a1,a5

LVL254:
	amoor.w zero,a1,(a4)

LBB4840:
	fence rw,rw

LBE4834:
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

LVL258:
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

LBE4842:
	ret

uat_inc_1_acquire:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL261:
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

LBB4854:
	fence r,rw

LBE4848:
	ret

uat_inc_1_release:
	fence rw,w

LBB4860:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL266:
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

LBE4856:
	ret

uat_inc_1_acq_rel:
	fence rw,w

LBB4868:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL270:
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

LBB4872:
	fence r,rw

LBE4864:
	ret

uat_inc_1_seq_cst:
	fence rw,rw

LBB4888:
	and a2,a0,3
	sll a2,a2,0x3
	li a5,255
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL275:
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

LBB4892:
	fence rw,rw

LBE4884:
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

L0^B32:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B32>
		-> R_RISCV_BRANCH .L0^B32
	fence rw,rw
	ret

uat_dec_1_relaxed:
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

LBE4894:
	ret

uat_dec_1_acquire:
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

LBB4906:
	fence r,rw

LBE4900:
	ret

uat_dec_1_release:
	fence rw,w

LBB4912:
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

LBE4908:
	ret

uat_dec_1_acq_rel:
	fence rw,w

LBB4920:
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

LBB4924:
	fence r,rw

LBE4916:
	ret

uat_dec_1_seq_cst:
	fence rw,rw

LBB4940:
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

LBB4944:
	fence rw,rw

LBE4936:
	ret

uat_dec_1_seq_cst_fence:
	fence rw,rw
	and a4,a0,3
	sllw a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B38:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B38>
		-> R_RISCV_RVC_BRANCH .L0^B38
	fence rw,rw
	ret

uat_add_around_1_mb:
	fence rw,rw

LBB4946:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3

LVL301:
	and a4,a0,-4

LVL302:
	not a3,a5

L0^B39:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B39>
		-> R_RISCV_BRANCH .L0^B39

LBE4946:
	fence rw,rw
	ret

uat_load_2_relaxed:
	lhu a0,0(a0)

LVL305:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4951:
	ret

uat_load_2_consume:
	lhu a0,0(a0)

LBE4957:
	ret

uat_load_2_acquire:
	lhu a0,0(a0)

LVL311:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4967:
	fence r,rw

LBE4963:
	ret

uat_load_2_seq_cst:
	fence rw,rw

LBB4973:
	lhu a0,0(a0)

LVL316:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4973:
	fence r,rw

LBE4969:
	ret

uat_load_2_seq_cst_fence:
	fence rw,rw

LBB4979:
	lhu a0,0(a0)

LVL321:
	sll a0,a0,0x30
	srl a0,a0,0x30

LBE4979:
	fence rw,rw

LBE4975:
	ret

uat_store_2_relaxed:
	sh a1,0(a0)

LBE4981:
	ret

uat_store_2_release:
	fence rw,w

LBB4988:
	sh a1,0(a0)

LBE4985:
	ret

uat_store_2_seq_cst:
	fence rw,rw

LBB4993:
	sh a1,0(a0)

LBE4990:
	ret

uat_store_2_seq_cst_fence:
	fence rw,w

LBB4998:
	sh a1,0(a0)

LBE4998:
	fence rw,rw

LBE4995:
	ret

uat_cmpxchg_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5012:
	add a5,a5,-1
	and a3,a0,-4

LVL338:
	sll a5,a5,a4

LVL339:
	sll a1,a1,a4

LVL340:
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
	and a0,a5,a6

LVL343:
	srl a0,a0,a4

LBE5000:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5023:
	add a5,a5,-1
	and a3,a0,-4

LVL346:
	sll a5,a5,a4

LVL347:
	sll a1,a1,a4

LVL348:
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
	fence r,rw

LBB5026:
	and a0,a5,a6

LVL352:
	srl a0,a0,a4

LBE5015:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_release:
	fence rw,w

LBB5038:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4

LVL355:
	sll a5,a5,a4

LVL356:
	sll a1,a1,a4

LVL357:
	sll a2,a2,a4

L0^B42:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B11>
		-> R_RISCV_BRANCH .L1^B11
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B42>
		-> R_RISCV_BRANCH .L0^B42

L1^B11:
	and a0,a5,a6

LVL360:
	srl a0,a0,a4

LBE5032:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_acq_rel:
	fence rw,w

LBB5050:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4

LVL363:
	sll a5,a4,a3

LVL364:
	sll a7,a1,a3

LVL365:
	sll a2,a2,a3

L0^B43:
	lr.w t1,(a6)
	and t3,t1,a5
	bne t3,a7,<.L1^B12>
		-> R_RISCV_BRANCH .L1^B12
	xor t3,t1,t3
	or t3,t3,a2
	sc.w t3,t3,(a6)
	bnez t3,<.L0^B43>
		-> R_RISCV_BRANCH .L0^B43

L1^B12:
	and a0,a5,t1

LVL368:
	srl a0,a0,a3

LBB5052:
	fence r,rw

LBE5044:
	sll a0,a0,0x30

LVL371:
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_seq_cst:
	fence rw,rw

LBB5070:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4

LVL374:
	sll a5,a5,a4

LVL375:
	sll a1,a1,a4

LVL376:
	sll a2,a2,a4

L0^B44:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B13>
		-> R_RISCV_BRANCH .L1^B13
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B44>
		-> R_RISCV_BRANCH .L0^B44

L1^B13:
	fence rw,rw

LBB5075:
	and a0,a5,a6

LVL380:
	srl a0,a0,a4

LBE5064:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	fence rw,rw

LBB5084:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4

LVL383:
	sll a5,a4,a3

LVL384:
	sll a7,a1,a3

LVL385:
	sll a2,a2,a3

L0^B45:
	lr.w t1,(a6)
	and t3,t1,a5
	bne t3,a7,<.L1^B14>
		-> R_RISCV_BRANCH .L1^B14
	xor t3,t1,t3
	or t3,t3,a2
	sc.w t3,t3,(a6)
	bnez t3,<.L0^B45>
		-> R_RISCV_BRANCH .L0^B45

L1^B14:
	and a0,a5,t1

LVL388:
	srl a0,a0,a3

LBB5086:
	fence rw,rw

LBE5078:
	sll a0,a0,0x30

LVL391:
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

L0^B46:
	lr.w a6,(a3)
	and a7,a6,a5
	bne a7,a1,<.L1^B15>
		-> R_RISCV_BRANCH .L1^B15
	xor a7,a6,a7
	or a7,a7,a2
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B46>
		-> R_RISCV_BRANCH .L0^B46

L1^B15:
	fence rw,rw
	and a0,a5,a6
	srl a0,a0,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	fence rw,rw

LBB5094:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4

LVL394:
	sll a5,a5,a4

LVL395:
	sll a6,a1,a4

LVL396:
	sll a2,a2,a4

L0^B47:
	lr.w a7,(a3)
	and t1,a7,a5
	bne t1,a6,<.L1^B16>
		-> R_RISCV_BRANCH .L1^B16
	xor t1,a7,t1
	or t1,t1,a2
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B47>
		-> R_RISCV_BRANCH .L0^B47

L1^B16:
	fence rw,rw

LBB5099:
	and a0,a5,a7

LVL400:
	srl a0,a0,a4

LBE5088:
	sll a0,a0,0x30
	srl a0,a0,0x30
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_xchg_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5117:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL403:
	sll a1,a1,a4

LVL404:
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

LBB5118:
	and a0,a5,a6

LVL406:
	srl a0,a0,a4

LBE5102:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5131:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL409:
	sll a1,a1,a4

LVL410:
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

LBB5132:
	fence r,rw

LBB5134:
	and a0,a5,a6

LVL413:
	srl a0,a0,a4

LBE5120:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_release:
	fence rw,w

LBB5146:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL416:
	sll a1,a1,a4

LVL417:
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

LBB5151:
	and a0,a5,a6

LVL419:
	srl a0,a0,a4

LBE5140:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_acq_rel:
	fence rw,w

LBB5160:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL422:
	sll a1,a1,a4

LVL423:
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

LBB5165:
	fence r,rw

LBB5167:
	and a0,a5,a6

LVL426:
	srl a0,a0,a4

LBE5154:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_seq_cst:
	fence rw,rw

LBB5187:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL429:
	sll a1,a1,a4

LVL430:
	not a2,a5

L0^B52:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B52>
		-> R_RISCV_BRANCH .L0^B52

LBB5192:
	fence rw,rw

LBB5194:
	and a0,a5,a6

LVL433:
	srl a0,a0,a4

LBE5181:
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

L0^B53:
	lr.w a6,(a3)
	mv a7,a1
	and a7,a7,a5
	and t1,a6,a2
	or a7,a7,t1
	sc.w a7,a7,(a3)
	bnez a7,<.L0^B53>
		-> R_RISCV_BRANCH .L0^B53
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

LBB5207:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL436:
	sll a2,a1,a4

LVL437:
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

LBB5208:
	and a0,a5,a7

LVL439:
	srl a0,a0,a4

LBE5208:
	addw a0,a0,a1

LBE5197:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5228:
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL443:
	sll a2,a1,a4

LVL444:
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

LBB5233:
	fence r,rw

LBB5229:
	and a0,a5,a7

LVL447:
	srl a0,a0,a4

LBE5229:
	addw a0,a0,a1

LBE5218:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_release:
	fence rw,w

LBB5247:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL451:
	sll a2,a1,a4

LVL452:
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

LBB5252:
	and a0,a5,a7

LVL454:
	srl a0,a0,a4

LBE5252:
	addw a0,a0,a1

LBE5241:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_acq_rel:
	fence rw,w

LBB5263:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL458:
	sll a2,a1,a4

LVL459:
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

LBB5270:
	fence r,rw

LBB5268:
	and a0,a5,a7

LVL462:
	srl a0,a0,a4

LBE5268:
	addw a0,a0,a1

LBE5257:
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_seq_cst:
	fence rw,rw

LBB5293:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a3,a0,-4

LVL466:
	sll a2,a1,a4

LVL467:
	not a6,a5

L0^B58:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B58>
		-> R_RISCV_BRANCH .L0^B58

LBB5300:
	fence rw,rw

LBB5298:
	and a0,a5,a7

LVL470:
	srl a0,a0,a4

LBE5298:
	addw a0,a0,a1

LBE5287:
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

L0^B59:
	lr.w a7,(a3)
	add t1,a7,a2
	and t1,t1,a5
	and t3,a7,a6
	or t1,t1,t3
	sc.w t1,t1,(a3)
	bnez t1,<.L0^B59>
		-> R_RISCV_BRANCH .L0^B59
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

LBB5313:
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL474:
	and a4,a0,-4

LVL475:
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

LBE5305:
	ret

uat_add_2_acquire:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3

LBB5321:
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL479:
	and a4,a0,-4

LVL480:
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

LBB5322:
	fence r,rw

LBE5314:
	ret

uat_add_2_release:
	fence rw,w

LBB5329:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL485:
	and a4,a0,-4

LVL486:
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

LBE5325:
	ret

uat_add_2_acq_rel:
	fence rw,w

LBB5336:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL490:
	and a4,a0,-4

LVL491:
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

LBB5339:
	fence r,rw

LBE5332:
	ret

uat_add_2_seq_cst:
	fence rw,rw

LBB5354:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL496:
	and a4,a0,-4

LVL497:
	not a3,a5

L0^B64:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B64>
		-> R_RISCV_BRANCH .L0^B64

LBB5357:
	fence rw,rw

LBE5350:
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

L0^B65:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B65>
		-> R_RISCV_BRANCH .L0^B65
	fence rw,rw
	ret

uat_and_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5365:
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL502:
	not a5,a5
	and a4,a0,-4

LVL503:
	or a5,a5,a1

LVL504:
	amoand.w zero,a5,(a4)

LBE5359:
	ret

uat_and_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3

LBB5371:
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL508:
	not a5,a5
	and a4,a0,-4

LVL509:
	or a5,a5,a1

LVL510:
	amoand.w zero,a5,(a4)

LBB5372:
	fence r,rw

LBE5366:
	ret

uat_and_2_release:
	fence rw,w

LBB5379:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL515:
	not a5,a5
	and a4,a0,-4

LVL516:
	or a5,a5,a1

LVL517:
	amoand.w zero,a5,(a4)

LBE5375:
	ret

uat_and_2_acq_rel:
	fence rw,w

LBB5385:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL521:
	not a5,a5
	and a4,a0,-4

LVL522:
	or a5,a5,a1

LVL523:
	amoand.w zero,a5,(a4)

LBB5387:
	fence r,rw

LBE5381:
	ret

uat_and_2_seq_cst:
	fence rw,rw

LBB5401:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4

LVL528:
	not a5,a5
	and a4,a0,-4

LVL529:
	or a5,a5,a1

LVL530:
	amoand.w zero,a5,(a4)

LBB5403:
	fence rw,rw

LBE5397:
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

LBB5411:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL535:
	sll a1,a1,a5

LVL536:
	amoor.w zero,a1,(a4)

LBE5405:
	ret

uat_or_2_acquire:
	and a5,a0,3

LBB5417:
	sllw a5,a5,0x3
	and a4,a0,-4

LVL540:
	sll a1,a1,a5

LVL541:
	amoor.w zero,a1,(a4)

LBB5418:
	fence r,rw

LBE5412:
	ret

uat_or_2_release:
	fence rw,w

LBB5425:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL546:
	sll a1,a1,a5

LVL547:
	amoor.w zero,a1,(a4)

LBE5421:
	ret

uat_or_2_acq_rel:
	fence rw,w

LBB5431:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL551:
	sll a1,a1,a5

LVL552:
	amoor.w zero,a1,(a4)

LBB5433:
	fence r,rw

LBE5427:
	ret

uat_or_2_seq_cst:
	fence rw,rw

LBB5447:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4

LVL557:
	sll a1,a1,a5

LVL558:
	amoor.w zero,a1,(a4)

LBB5449:
	fence rw,rw

LBE5443:
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

LVL562:
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

LBE5451:
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

LVL565:
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

LBB5463:
	fence r,rw

LBE5457:
	ret

uat_inc_2_release:
	fence rw,w

LBB5469:
	lui a5,0x10
	and a2,a0,3
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL570:
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

LBE5465:
	ret

uat_inc_2_acq_rel:
	fence rw,w

LBB5477:
	lui a5,0x10
	and a2,a0,3
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL574:
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

LBB5481:
	fence r,rw

LBE5473:
	ret

uat_inc_2_seq_cst:
	fence rw,rw

LBB5497:
	lui a5,0x10
	and a2,a0,3
	sll a2,a2,0x3
	add a5,a5,-1
	sll a5,a5,a2
	li a4,1
	sll a4,a4,a2
	and a3,a0,-4

LVL579:
	not a2,a5

L0^B70:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B70>
		-> R_RISCV_BRANCH .L0^B70

LBB5501:
	fence rw,rw

LBE5493:
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

L0^B71:
	lr.w a1,(a3)
	add a6,a1,a4
	and a6,a6,a5
	and a7,a1,a2
	or a6,a6,a7
	sc.w a6,a6,(a3)
	bnez a6,<.L0^B71>
		-> R_RISCV_BRANCH .L0^B71
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

L0^B72:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B72>
		-> R_RISCV_RVC_BRANCH .L0^B72

LBE5503:
	ret

uat_dec_2_acquire:
	and a4,a0,3
	lui a5,0x10
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

LBB5515:
	fence r,rw

LBE5509:
	ret

uat_dec_2_release:
	fence rw,w

LBB5521:
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

LBE5517:
	ret

uat_dec_2_acq_rel:
	fence rw,w

LBB5529:
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

LBB5533:
	fence r,rw

LBE5525:
	ret

uat_dec_2_seq_cst:
	fence rw,rw

LBB5549:
	lui a5,0x10
	and a4,a0,3
	sllw a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	not a3,a5
	and a4,a0,-4

L0^B76:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B76>
		-> R_RISCV_RVC_BRANCH .L0^B76

LBB5553:
	fence rw,rw

LBE5545:
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

L0^B77:
	lr.w a2,(a4)
	add a1,a2,a5
	and a1,a1,a5
	and a6,a2,a3
	or a1,a1,a6
	sc.w a1,a1,(a4)
	bnez a1,<.L0^B77>
		-> R_RISCV_RVC_BRANCH .L0^B77
	fence rw,rw
	ret

uat_add_around_2_mb:
	fence rw,rw

LBB5555:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3

LVL605:
	and a4,a0,-4

LVL606:
	not a3,a5

L0^B78:
	lr.w a2,(a4)
	add a6,a2,a1
	and a6,a6,a5
	and a7,a2,a3
	or a6,a6,a7
	sc.w a6,a6,(a4)
	bnez a6,<.L0^B78>
		-> R_RISCV_BRANCH .L0^B78

LBE5555:
	fence rw,rw
	ret

uat_load_4_relaxed:
	lw a0,0(a0)

LVL609:
	sext.w a0,a0

LBE5560:
	ret

uat_load_4_consume:
	lw a0,0(a0)

LBE5566:
	ret

uat_load_4_acquire:
	lw a0,0(a0)

LVL615:
	sext.w a0,a0

LBE5576:
	fence r,rw

LBE5572:
	ret

uat_load_4_seq_cst:
	fence rw,rw

LBB5582:
	lw a0,0(a0)

LVL620:
	sext.w a0,a0

LBE5582:
	fence r,rw

LBE5578:
	ret

uat_load_4_seq_cst_fence:
	fence rw,rw

LBB5588:
	lw a0,0(a0)

LVL625:
	sext.w a0,a0

LBE5588:
	fence rw,rw

LBE5584:
	ret

uat_store_4_relaxed:
	sw a1,0(a0)

LBE5590:
	ret

uat_store_4_release:
	fence rw,w

LBB5597:
	sw a1,0(a0)

LBE5594:
	ret

uat_store_4_seq_cst:
	fence rw,rw

LBB5602:
	sw a1,0(a0)

LBE5599:
	ret

uat_store_4_seq_cst_fence:
	fence rw,w

LBB5607:
	sw a1,0(a0)

LBE5607:
	fence rw,rw

LBE5604:
	ret

uat_cmpxchg_4_relaxed:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B17>
		-> R_RISCV_BRANCH .L1^B17
	sc.w a4,a2,(a0)
	bnez a4,.L0
		-> R_RISCV_RVC_BRANCH .L0^B79

L1^B17:
	sext.w a0,a5

LVL642:
	ret

uat_cmpxchg_4_acquire:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B18>
		-> R_RISCV_BRANCH .L1^B18
	sc.w a4,a2,(a0)
	bnez a4,.L0
		-> R_RISCV_RVC_BRANCH .L0^B80

L1^B18:
	fence r,rw

LBE5615:
	sext.w a0,a5

LVL646:
	ret

uat_cmpxchg_4_release:
	fence rw,w

LBB5629:
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
	sext.w a0,a5

LVL650:
	ret

uat_cmpxchg_4_acq_rel:
	fence rw,w

LBB5637:
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
	fence r,rw

LBE5631:
	sext.w a0,a4

LVL655:
	ret

uat_cmpxchg_4_seq_cst:
	fence rw,rw

LBB5657:
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

LBE5651:
	sext.w a0,a5

LVL660:
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	fence rw,rw

LBB5667:
	sext.w a5,a1
	sext.w a2,a2

L0^B84:
	lr.w a4,(a0)
	bne a4,a5,<.L1^B22>
		-> R_RISCV_BRANCH .L1^B22
	sc.w a3,a2,(a0)
	bnez a3,<.L0^B84>
		-> R_RISCV_RVC_BRANCH .L0^B84

L1^B22:
	fence rw,rw

LBE5661:
	sext.w a0,a4

LVL665:
	ret

uat_cmpxchg_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	sext.w a2,a2

L0^B85:
	lr.w a5,(a0)
	bne a5,a1,<.L1^B23>
		-> R_RISCV_BRANCH .L1^B23
	sc.w a4,a2,(a0)
	bnez a4,<.L0^B85>
		-> R_RISCV_RVC_BRANCH .L0^B85

L1^B23:
	fence rw,rw
	sext.w a0,a5
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	fence rw,rw

LBB5677:
	sext.w a4,a1
	sext.w a2,a2

L0^B86:
	lr.w a5,(a0)
	bne a5,a4,<.L1^B24>
		-> R_RISCV_BRANCH .L1^B24
	sc.w a3,a2,(a0)
	bnez a3,<.L0^B86>
		-> R_RISCV_RVC_BRANCH .L0^B86

L1^B24:
	fence rw,rw

LBE5671:
	sext.w a0,a5

LVL670:
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_xchg_4_relaxed:
	amoswap.w a1,a1,(a0)

LBE5681:
	sext.w a0,a1

LVL673:
	ret

uat_xchg_4_acquire:
	amoswap.w a1,a1,(a0)

LBB5693:
	fence r,rw

LBE5687:
	sext.w a0,a1

LVL677:
	ret

uat_xchg_4_release:
	fence rw,w

LBB5701:
	sext.w a1,a1
	amoswap.w a1,a1,(a0)

LBE5695:
	sext.w a0,a1

LVL681:
	ret

uat_xchg_4_acq_rel:
	fence rw,w

LBB5709:
	sext.w a1,a1
	amoswap.w a1,a1,(a0)

LBB5711:
	fence r,rw

LBE5703:
	sext.w a0,a1

LVL686:
	ret

uat_xchg_4_seq_cst:
	fence rw,rw

LBB5729:
	sext.w a1,a1
	amoswap.w a1,a1,(a0)

LBB5731:
	fence rw,rw

LBE5723:
	sext.w a0,a1

LVL691:
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

LBE5733:
	addw a0,a5,a1

LVL694:
	ret

uat_add_return_4_acquire:
	sext.w a5,a1
	amoadd.w a5,a5,(a0)

LBB5745:
	fence r,rw

LBE5739:
	addw a0,a5,a1

LVL698:
	ret

uat_add_return_4_release:
	mv a5,a0

LBB5748:
	fence rw,w

LBB5753:
	sext.w a0,a1

LVL702:
	amoadd.w a0,a0,(a5)

LBE5748:
	addw a0,a0,a1

LVL704:
	ret

uat_add_return_4_acq_rel:
	mv a5,a0

LBB5757:
	fence rw,w

LBB5762:
	sext.w a0,a1

LVL708:
	amoadd.w a0,a0,(a5)

LBB5764:
	fence r,rw

LBE5757:
	addw a0,a0,a1

LVL711:
	ret

uat_add_return_4_seq_cst:
	mv a5,a0

LBB5778:
	fence rw,rw

LBB5783:
	sext.w a0,a1

LVL715:
	amoadd.w a0,a0,(a5)

LBB5785:
	fence rw,rw

LBE5778:
	addw a0,a0,a1

LVL718:
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

LBE5788:
	ret

uat_add_4_acquire:
	amoadd.w zero,a1,(a0)

LBB5796:
	fence r,rw

LBE5792:
	ret

uat_add_4_release:
	fence rw,w

LBB5802:
	sext.w a1,a1
	amoadd.w zero,a1,(a0)

LBE5798:
	ret

uat_add_4_acq_rel:
	fence rw,w

LBB5808:
	sext.w a1,a1
	amoadd.w zero,a1,(a0)

LBB5810:
	fence r,rw

LBE5804:
	ret

uat_add_4_seq_cst:
	fence rw,rw

LBB5824:
	sext.w a1,a1
	amoadd.w zero,a1,(a0)

LBB5826:
	fence rw,rw

LBE5820:
	ret

uat_add_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	amoadd.w zero,a1,(a0)
	fence rw,rw
	ret

uat_and_4_relaxed:
	amoand.w zero,a1,(a0)

LBE5828:
	ret

uat_and_4_acquire:
	amoand.w zero,a1,(a0)

LBB5836:
	fence r,rw

LBE5832:
	ret

uat_and_4_release:
	fence rw,w

LBB5842:
	sext.w a1,a1
	amoand.w zero,a1,(a0)

LBE5838:
	ret

uat_and_4_acq_rel:
	fence rw,w

LBB5848:
	sext.w a1,a1
	amoand.w zero,a1,(a0)

LBB5850:
	fence r,rw

LBE5844:
	ret

uat_and_4_seq_cst:
	fence rw,rw

LBB5864:
	sext.w a1,a1
	amoand.w zero,a1,(a0)

LBB5866:
	fence rw,rw

LBE5860:
	ret

uat_and_4_seq_cst_fence:
	fence rw,rw
	sext.w a1,a1
	amoand.w zero,a1,(a0)
	fence rw,rw
	ret

uat_or_4_relaxed:
	amoor.w zero,a1,(a0)

LBE5868:
	ret

uat_or_4_acquire:
	amoor.w zero,a1,(a0)

LBB5876:
	fence r,rw

LBE5872:
	ret

uat_or_4_release:
	fence rw,w

LBB5882:
	sext.w a1,a1
	amoor.w zero,a1,(a0)

LBE5878:
	ret

uat_or_4_acq_rel:
	fence rw,w

LBB5888:
	sext.w a1,a1
	amoor.w zero,a1,(a0)

LBB5890:
	fence r,rw

LBE5884:
	ret

uat_or_4_seq_cst:
	fence rw,rw

LBB5904:
	sext.w a1,a1
	amoor.w zero,a1,(a0)

LBB5906:
	fence rw,rw

LBE5900:
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

LBE5908:
	ret

uat_inc_4_acquire:
	li a5,1
	amoadd.w zero,a5,(a0)

LBB5918:
	fence r,rw

LBE5913:
	ret

uat_inc_4_release:
	fence rw,w

LBB5924:
	li a5,1
	amoadd.w zero,a5,(a0)

LBE5920:
	ret

uat_inc_4_acq_rel:
	fence rw,w

LBB5931:
	li a5,1
	amoadd.w zero,a5,(a0)

LBB5934:
	fence r,rw

LBE5927:
	ret

uat_inc_4_seq_cst:
	fence rw,rw

LBB5949:
	li a5,1
	amoadd.w zero,a5,(a0)

LBB5952:
	fence rw,rw

LBE5945:
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

LBE5954:
	ret

uat_dec_4_acquire:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBB5964:
	fence r,rw

LBE5959:
	ret

uat_dec_4_release:
	fence rw,w

LBB5970:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBE5966:
	ret

uat_dec_4_acq_rel:
	fence rw,w

LBB5977:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBB5980:
	fence r,rw

LBE5973:
	ret

uat_dec_4_seq_cst:
	fence rw,rw

LBB5995:
	li a5,-1
	amoadd.w zero,a5,(a0)

LBB5998:
	fence rw,rw

LBE5991:
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

LBE6000:
	ret

uat_load_8_consume:
	ld a0,0(a0)

LBE6006:
	ret

uat_load_8_acquire:
	ld a0,0(a0)

LBE6016:
	fence r,rw

LBE6012:
	ret

uat_load_8_seq_cst:
	fence rw,rw

LBB6022:
	ld a0,0(a0)

LBE6022:
	fence r,rw

LBE6018:
	ret

uat_load_8_seq_cst_fence:
	fence rw,rw

LBB6028:
	ld a0,0(a0)

LBE6028:
	fence rw,rw

LBE6024:
	ret

uat_store_8_relaxed:
	sd a1,0(a0)

LBE6030:
	ret

uat_store_8_release:
	fence rw,w

LBB6037:
	sd a1,0(a0)

LBE6034:
	ret

uat_store_8_seq_cst:
	fence rw,rw

LBB6042:
	sd a1,0(a0)

LBE6039:
	ret

uat_store_8_seq_cst_fence:
	fence rw,w

LBB6047:
	sd a1,0(a0)

LBE6047:
	fence rw,rw

LBE6044:
	ret

uat_cmpxchg_8_relaxed:
	mv a5,a0

L0^B87:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B25>
		-> R_RISCV_BRANCH .L1^B25
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B87>
		-> R_RISCV_RVC_BRANCH .L0^B87

L1^B25:
	ret

uat_cmpxchg_8_acquire:
	mv a5,a0

L0^B88:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B26>
		-> R_RISCV_BRANCH .L1^B26
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B88>
		-> R_RISCV_RVC_BRANCH .L0^B88

L1^B26:
	fence r,rw

LBE6057:
	ret

uat_cmpxchg_8_release:
	mv a5,a0

LBB6066:
	fence rw,w

L0^B89:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B27>
		-> R_RISCV_BRANCH .L1^B27
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B89>
		-> R_RISCV_RVC_BRANCH .L0^B89

L1^B27:
	ret

uat_cmpxchg_8_acq_rel:
	mv a5,a0

LBB6075:
	fence rw,w

L0^B90:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B28>
		-> R_RISCV_BRANCH .L1^B28
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B90>
		-> R_RISCV_RVC_BRANCH .L0^B90

L1^B28:
	fence r,rw

LBE6075:
	ret

uat_cmpxchg_8_seq_cst:
	mv a5,a0

LBB6096:
	fence rw,rw

L0^B91:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B29>
		-> R_RISCV_BRANCH .L1^B29
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B91>
		-> R_RISCV_RVC_BRANCH .L0^B91

L1^B29:
	fence rw,rw

LBE6096:
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	mv a5,a0

LBB6107:
	fence rw,rw

L0^B92:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B30>
		-> R_RISCV_BRANCH .L1^B30
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B92>
		-> R_RISCV_RVC_BRANCH .L0^B92

L1^B30:
	fence rw,rw

LBE6107:
	ret

uat_cmpxchg_8_seq_cst_fence:
	mv a5,a0
	fence rw,rw

L0^B93:
	lr.d a0,(a5)
	bne a0,a1,<.L1^B31>
		-> R_RISCV_BRANCH .L1^B31
	sc.d a4,a2,(a5)
	bnez a4,<.L0^B93>
		-> R_RISCV_RVC_BRANCH .L0^B93

L1^B31:
	fence rw,rw
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	fence rw,rw

L0^B94:
	lr.d a5,(a0)
	bne a5,a1,<.L1^B32>
		-> R_RISCV_BRANCH .L1^B32
	sc.d a4,a2,(a0)
	bnez a4,<.L0^B94>
		-> R_RISCV_RVC_BRANCH .L0^B94

L1^B32:
	fence rw,rw

LBE6117:
	sub a0,a5,a1

LVL857:
	seqz a0,a0
	ret

uat_xchg_8_relaxed:
	amoswap.d a0,a1,(a0)

LBE6127:
	ret

uat_xchg_8_acquire:
	amoswap.d a0,a1,(a0)

LBB6139:
	fence r,rw

LBE6133:
	ret

uat_xchg_8_release:
	fence rw,w

LBB6147:
	amoswap.d a0,a1,(a0)

LBE6141:
	ret

uat_xchg_8_acq_rel:
	fence rw,w

LBB6155:
	amoswap.d a0,a1,(a0)

LBB6157:
	fence r,rw

LBE6149:
	ret

uat_xchg_8_seq_cst:
	fence rw,rw

LBB6175:
	amoswap.d a0,a1,(a0)

LBB6177:
	fence rw,rw

LBE6169:
	ret

uat_xchg_8_seq_cst_fence:
	fence rw,rw
	amoswap.d a0,a1,(a0)
	fence rw,rw
	ret

uat_add_return_8_relaxed:
	amoadd.d a5,a1,(a0)

LBE6179:
	add a0,a5,a1

LVL876:
	ret

uat_add_return_8_acquire:
	amoadd.d a5,a1,(a0)

LBB6191:
	fence r,rw

LBE6185:
	add a0,a5,a1

LVL880:
	ret

uat_add_return_8_release:
	fence rw,w

LBB6199:
	amoadd.d a5,a1,(a0)

LBE6193:
	add a0,a5,a1

LVL884:
	ret

uat_add_return_8_acq_rel:
	fence rw,w

LBB6207:
	amoadd.d a5,a1,(a0)

LBB6209:
	fence r,rw

LBE6201:
	add a0,a5,a1

LVL889:
	ret

uat_add_return_8_seq_cst:
	fence rw,rw

LBB6227:
	amoadd.d a5,a1,(a0)

LBB6229:
	fence rw,rw

LBE6221:
	add a0,a5,a1

LVL894:
	ret

uat_add_return_8_seq_cst_fence:
	fence rw,rw
	amoadd.d a5,a1,(a0)
	fence rw,rw
	add a0,a5,a1
	ret

uat_add_8_relaxed:
	amoadd.d zero,a1,(a0)

LBE6231:
	ret

uat_add_8_acquire:
	amoadd.d zero,a1,(a0)

LBB6239:
	fence r,rw

LBE6235:
	ret

uat_add_8_release:
	fence rw,w

LBB6245:
	amoadd.d zero,a1,(a0)

LBE6241:
	ret

uat_add_8_acq_rel:
	fence rw,w

LBB6251:
	amoadd.d zero,a1,(a0)

LBB6253:
	fence r,rw

LBE6247:
	ret

uat_add_8_seq_cst:
	fence rw,rw

LBB6267:
	amoadd.d zero,a1,(a0)

LBB6269:
	fence rw,rw

LBE6263:
	ret

uat_add_8_seq_cst_fence:
	fence rw,rw
	amoadd.d zero,a1,(a0)
	fence rw,rw
	ret

uat_and_8_relaxed:
	amoand.d zero,a1,(a0)

LBE6271:
	ret

uat_and_8_acquire:
	amoand.d zero,a1,(a0)

LBB6279:
	fence r,rw

LBE6275:
	ret

uat_and_8_release:
	fence rw,w

LBB6285:
	amoand.d zero,a1,(a0)

LBE6281:
	ret

uat_and_8_acq_rel:
	fence rw,w

LBB6291:
	amoand.d zero,a1,(a0)

LBB6293:
	fence r,rw

LBE6287:
	ret

uat_and_8_seq_cst:
	fence rw,rw

LBB6307:
	amoand.d zero,a1,(a0)

LBB6309:
	fence rw,rw

LBE6303:
	ret

uat_and_8_seq_cst_fence:
	fence rw,rw
	amoand.d zero,a1,(a0)
	fence rw,rw
	ret

uat_or_8_relaxed:
	amoor.d zero,a1,(a0)

LBE6311:
	ret

uat_or_8_acquire:
	amoor.d zero,a1,(a0)

LBB6319:
	fence r,rw

LBE6315:
	ret

uat_or_8_release:
	fence rw,w

LBB6325:
	amoor.d zero,a1,(a0)

LBE6321:
	ret

uat_or_8_acq_rel:
	fence rw,w

LBB6331:
	amoor.d zero,a1,(a0)

LBB6333:
	fence r,rw

LBE6327:
	ret

uat_or_8_seq_cst:
	fence rw,rw

LBB6347:
	amoor.d zero,a1,(a0)

LBB6349:
	fence rw,rw

LBE6343:
	ret

uat_or_8_seq_cst_fence:
	fence rw,rw
	amoor.d zero,a1,(a0)
	fence rw,rw
	ret

uat_inc_8_relaxed:
	li a5,1
	amoadd.d zero,a5,(a0)

LBE6351:
	ret

uat_inc_8_acquire:
	li a5,1
	amoadd.d zero,a5,(a0)

LBB6361:
	fence r,rw

LBE6356:
	ret

uat_inc_8_release:
	fence rw,w

LBB6367:
	li a5,1
	amoadd.d zero,a5,(a0)

LBE6363:
	ret

uat_inc_8_acq_rel:
	fence rw,w

LBB6374:
	li a5,1
	amoadd.d zero,a5,(a0)

LBB6377:
	fence r,rw

LBE6370:
	ret

uat_inc_8_seq_cst:
	fence rw,rw

LBB6392:
	li a5,1
	amoadd.d zero,a5,(a0)

LBB6395:
	fence rw,rw

LBE6388:
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

LBE6397:
	ret

uat_dec_8_acquire:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBB6407:
	fence r,rw

LBE6402:
	ret

uat_dec_8_release:
	fence rw,w

LBB6413:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBE6409:
	ret

uat_dec_8_acq_rel:
	fence rw,w

LBB6420:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBB6423:
	fence r,rw

LBE6416:
	ret

uat_dec_8_seq_cst:
	fence rw,rw

LBB6438:
	li a5,-1
	amoadd.d zero,a5,(a0)

LBB6441:
	fence rw,rw

LBE6434:
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

