uat_load_1_relaxed:
	mov 0x4(%esp),%eax
	movzbl (%eax),%eax
	ret

uat_load_1_consume:
	mov 0x4(%esp),%eax
	movzbl (%eax),%eax
	ret

uat_load_1_acquire:
	mov 0x4(%esp),%eax
	movzbl (%eax),%eax
	ret

uat_load_1_seq_cst:
	mov 0x4(%esp),%eax
	movzbl (%eax),%eax
	ret

uat_load_1_seq_cst_fence:
	lock addl $0x0,(%esp)
	mov 0x4(%esp),%eax
	movzbl (%eax),%eax
	ret

uat_store_1_relaxed:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	mov %dl,(%eax)
	ret

uat_store_1_release:
	mov 0x8(%esp),%edx
	mov 0x4(%esp),%eax
	mov %dl,(%eax)
	ret

uat_store_1_seq_cst:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_store_1_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_cmpxchg_1_relaxed:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	ret

uat_cmpxchg_1_acquire:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	ret

uat_cmpxchg_1_release:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	ret

uat_cmpxchg_1_acq_rel:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	ret

uat_cmpxchg_1_seq_cst:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	ret

uat_cmpxchg_1_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	ret

uat_cmpxchg_test_1_seq_cst_fence:
	push %ebx
	movzbl 0xc(%esp),%ecx
	mov 0x8(%esp),%ebx
	movzbl 0x10(%esp),%edx
	mov %cl,%al
	lock cmpxchg %dl,(%ebx)
	pop %ebx
	cmp %al,%cl
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_relaxed:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_acquire:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_release:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_acq_rel:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_seq_cst:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_relaxed:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_acquire:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_release:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	movzbl 0xc(%esp),%ecx
	lock cmpxchg %cl,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_1_relaxed:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_xchg_1_acquire:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_xchg_1_release:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_xchg_1_acq_rel:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_xchg_1_seq_cst:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_xchg_1_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	xchg %al,(%edx)
	ret

uat_add_return_1_relaxed:
	movzbl 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %al,%dl
	lock xadd %dl,(%ecx)
	add %dl,%al
	ret

uat_add_return_1_acquire:
	movzbl 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %al,%dl
	lock xadd %dl,(%ecx)
	add %dl,%al
	ret

uat_add_return_1_release:
	movzbl 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %al,%dl
	lock xadd %dl,(%ecx)
	add %dl,%al
	ret

uat_add_return_1_acq_rel:
	movzbl 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %al,%dl
	lock xadd %dl,(%ecx)
	add %dl,%al
	ret

uat_add_return_1_seq_cst:
	movzbl 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %al,%dl
	lock xadd %dl,(%ecx)
	add %dl,%al
	ret

uat_add_return_1_seq_cst_fence:
	movzbl 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %al,%dl
	lock xadd %dl,(%ecx)
	add %dl,%al
	ret

uat_add_1_relaxed:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock add %dl,(%eax)
	ret

uat_add_1_acquire:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock add %dl,(%eax)
	ret

uat_add_1_release:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock add %dl,(%eax)
	ret

uat_add_1_acq_rel:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock add %dl,(%eax)
	ret

uat_add_1_seq_cst:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock add %dl,(%eax)
	ret

uat_add_1_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock add %dl,(%eax)
	ret

uat_and_1_relaxed:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock and %dl,(%eax)
	ret

uat_and_1_acquire:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock and %dl,(%eax)
	ret

uat_and_1_release:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock and %dl,(%eax)
	ret

uat_and_1_acq_rel:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock and %dl,(%eax)
	ret

uat_and_1_seq_cst:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock and %dl,(%eax)
	ret

uat_and_1_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock and %dl,(%eax)
	ret

uat_or_1_relaxed:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock or %dl,(%eax)
	ret

uat_or_1_acquire:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock or %dl,(%eax)
	ret

uat_or_1_release:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock or %dl,(%eax)
	ret

uat_or_1_acq_rel:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock or %dl,(%eax)
	ret

uat_or_1_seq_cst:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock or %dl,(%eax)
	ret

uat_or_1_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock or %dl,(%eax)
	ret

uat_xor_1_relaxed:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock xor %dl,(%eax)
	ret

uat_xor_1_acquire:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock xor %dl,(%eax)
	ret

uat_xor_1_release:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock xor %dl,(%eax)
	ret

uat_xor_1_acq_rel:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock xor %dl,(%eax)
	ret

uat_xor_1_seq_cst:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock xor %dl,(%eax)
	ret

uat_xor_1_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock xor %dl,(%eax)
	ret

uat_fetch_add_1_relaxed:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	lock xadd %al,(%edx)
	ret

uat_fetch_add_1_acquire:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	lock xadd %al,(%edx)
	ret

uat_fetch_add_1_release:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	lock xadd %al,(%edx)
	ret

uat_fetch_add_1_acq_rel:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	lock xadd %al,(%edx)
	ret

uat_fetch_add_1_seq_cst:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	lock xadd %al,(%edx)
	ret

uat_fetch_add_1_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzbl 0x8(%esp),%eax
	lock xadd %al,(%edx)
	ret

uat_fetch_and_1_relaxed:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	and %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_and_1_acquire:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	and %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_and_1_release:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	and %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_and_1_acq_rel:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	and %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_and_1_seq_cst:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	and %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_and_1_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	and %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_or_1_relaxed:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	or %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_or_1_acquire:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	or %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_or_1_release:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	or %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_or_1_acq_rel:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	or %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_or_1_seq_cst:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	or %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_or_1_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	or %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_xor_1_relaxed:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	xor %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_xor_1_acquire:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	xor %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_xor_1_release:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	xor %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_xor_1_acq_rel:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	xor %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_xor_1_seq_cst:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	xor %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_xor_1_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%ebx
	movzbl 0xc(%esp),%ecx
	movzbl (%ebx),%eax
	lea 0x0(%esi),%esi
	mov %cl,%dl
	xor %al,%dl
	lock cmpxchg %dl,(%ebx)
	jne .L5
	pop %ebx
	ret

uat_fetch_smax_1_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovl %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_1_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovl %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_1_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovl %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_1_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovl %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_1_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovl %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_1_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovl %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umax_1_relaxed:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovae %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umax_1_acquire:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovae %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umax_1_release:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovae %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umax_1_acq_rel:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovae %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umax_1_seq_cst:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovae %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umax_1_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovae %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_smin_1_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovg %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_1_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovg %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_1_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovg %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_1_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovg %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_1_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovg %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_1_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movsbl 0x10(%esp),%esi
	movzbl (%edx),%eax
	xchg %ax,%ax
	movsbl %al,%ecx
	cmp %esi,%ecx
	cmovg %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umin_1_relaxed:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovbe %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umin_1_acquire:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovbe %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umin_1_release:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovbe %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umin_1_acq_rel:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovbe %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umin_1_seq_cst:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovbe %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_fetch_umin_1_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%ecx
	movzbl 0xc(%esp),%ebx
	movzbl (%ecx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%edx
	cmp %edx,%ebx
	cmovbe %ebx,%edx
	lock cmpxchg %dl,(%ecx)
	jne .L5
	pop %ebx
	ret

uat_test_and_set_bit_1_relaxed:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	or %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_set_bit_1_acquire:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	or %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_set_bit_1_release:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	or %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_set_bit_1_acq_rel:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	or %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_set_bit_1_seq_cst:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	or %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	or %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_1_relaxed:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%ebx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	not %eax
	mov %eax,%esi
	movzbl (%ebx),%eax
	nop
	movzbl %al,%edx
	and %esi,%edx
	lock cmpxchg %dl,(%ebx)
	jne .L14
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_1_acquire:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%ebx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	not %eax
	mov %eax,%esi
	movzbl (%ebx),%eax
	nop
	movzbl %al,%edx
	and %esi,%edx
	lock cmpxchg %dl,(%ebx)
	jne .L14
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_1_release:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%ebx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	not %eax
	mov %eax,%esi
	movzbl (%ebx),%eax
	nop
	movzbl %al,%edx
	and %esi,%edx
	lock cmpxchg %dl,(%ebx)
	jne .L14
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_1_acq_rel:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%ebx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	not %eax
	mov %eax,%esi
	movzbl (%ebx),%eax
	nop
	movzbl %al,%edx
	and %esi,%edx
	lock cmpxchg %dl,(%ebx)
	jne .L14
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_1_seq_cst:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%ebx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	not %eax
	mov %eax,%esi
	movzbl (%ebx),%eax
	nop
	movzbl %al,%edx
	and %esi,%edx
	lock cmpxchg %dl,(%ebx)
	jne .L14
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%ebx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	not %eax
	mov %eax,%esi
	movzbl (%ebx),%eax
	nop
	movzbl %al,%edx
	and %esi,%edx
	lock cmpxchg %dl,(%ebx)
	jne .L14
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_change_bit_1_relaxed:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	xor %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_change_bit_1_acquire:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	xor %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_change_bit_1_release:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	xor %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_change_bit_1_acq_rel:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	xor %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_change_bit_1_seq_cst:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	xor %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	push %ebp
	mov $0x1,%eax
	push %edi
	push %esi
	push %ebx
	mov 0x18(%esp),%ecx
	mov 0x14(%esp),%edx
	and $0x7,%ecx
	shl %cl,%eax
	mov %eax,%ebp
	mov %eax,%esi
	movzbl (%edx),%eax
	lea 0x0(%esi),%esi
	movzbl %al,%ecx
	xor %esi,%ecx
	lock cmpxchg %cl,(%edx)
	jne .L13
	pop %ebx
	movzbl %al,%eax
	test %ebp,%eax
	setne %al
	pop %esi
	movzbl %al,%eax
	pop %edi
	pop %ebp
	ret

uat_fetch_add_unless_1_relaxed:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L13
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_1_acquire:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L13
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_1_release:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L13
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_1_acq_rel:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L13
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_1_seq_cst:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L13
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_1_seq_cst_fence:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L13
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_add_unless_1_relaxed:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L19
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %eax,%eax
	jmp .L14

uat_add_unless_1_acquire:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L19
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %eax,%eax
	jmp .L14

uat_add_unless_1_release:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L19
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %eax,%eax
	jmp .L14

uat_add_unless_1_acq_rel:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L19
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %eax,%eax
	jmp .L14

uat_add_unless_1_seq_cst:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L19
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %eax,%eax
	jmp .L14

uat_add_unless_1_seq_cst_fence:
	sub $0x8,%esp
	mov %esi,0x4(%esp)
	mov 0xc(%esp),%esi
	mov %ebx,(%esp)
	movzbl 0x14(%esp),%ecx
	movzbl 0x10(%esp),%ebx
	movzbl (%esi),%eax
	cmp %al,%cl
	je .L19
	mov %bl,%dl
	add %al,%dl
	lock cmpxchg %dl,(%esi)
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %eax,%eax
	jmp .L14

uat_dec_if_positive_1_relaxed:
	mov 0x4(%esp),%ecx
	movzbl (%ecx),%eax
	test %al,%al
	jle .L12
	mov %al,%dl
	dec %dl
	lock cmpxchg %dl,(%ecx)
	jne .L2
	dec %al
	ret
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp $0x80,%al
	setne %dl
	sub %dl,%al
	ret

uat_dec_if_positive_1_acquire:
	mov 0x4(%esp),%ecx
	movzbl (%ecx),%eax
	test %al,%al
	jle .L12
	mov %al,%dl
	dec %dl
	lock cmpxchg %dl,(%ecx)
	jne .L2
	dec %al
	ret
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp $0x80,%al
	setne %dl
	sub %dl,%al
	ret

uat_dec_if_positive_1_release:
	mov 0x4(%esp),%ecx
	movzbl (%ecx),%eax
	test %al,%al
	jle .L12
	mov %al,%dl
	dec %dl
	lock cmpxchg %dl,(%ecx)
	jne .L2
	dec %al
	ret
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp $0x80,%al
	setne %dl
	sub %dl,%al
	ret

uat_dec_if_positive_1_acq_rel:
	mov 0x4(%esp),%ecx
	movzbl (%ecx),%eax
	test %al,%al
	jle .L12
	mov %al,%dl
	dec %dl
	lock cmpxchg %dl,(%ecx)
	jne .L2
	dec %al
	ret
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp $0x80,%al
	setne %dl
	sub %dl,%al
	ret

uat_dec_if_positive_1_seq_cst:
	mov 0x4(%esp),%ecx
	movzbl (%ecx),%eax
	test %al,%al
	jle .L12
	mov %al,%dl
	dec %dl
	lock cmpxchg %dl,(%ecx)
	jne .L2
	dec %al
	ret
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp $0x80,%al
	setne %dl
	sub %dl,%al
	ret

uat_dec_if_positive_1_seq_cst_fence:
	mov 0x4(%esp),%ecx
	movzbl (%ecx),%eax
	test %al,%al
	jle .L12
	mov %al,%dl
	dec %dl
	lock cmpxchg %dl,(%ecx)
	jne .L2
	dec %al
	ret
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp $0x80,%al
	setne %dl
	sub %dl,%al
	ret

uat_cond_load_1_relaxed:
	mov 0x4(%esp),%ecx
	movzbl 0x8(%esp),%edx
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret

uat_cond_load_1_consume:
	mov 0x4(%esp),%ecx
	movzbl 0x8(%esp),%edx
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret

uat_cond_load_1_acquire:
	mov 0x4(%esp),%ecx
	movzbl 0x8(%esp),%edx
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret

uat_cond_load_1_seq_cst:
	mov 0x4(%esp),%ecx
	movzbl 0x8(%esp),%edx
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L7
	ret

uat_cond_load_1_seq_cst_fence:
	mov 0x4(%esp),%ecx
	movzbl 0x8(%esp),%edx
	lock addl $0x0,(%esp)
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L9
	ret
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	pause
	movzbl (%ecx),%eax
	cmp %al,%dl
	jne .L9
	ret

uat_inc_1_relaxed:
	mov 0x4(%esp),%eax
	lock incb (%eax)
	ret

uat_inc_1_acquire:
	mov 0x4(%esp),%eax
	lock incb (%eax)
	ret

uat_inc_1_release:
	mov 0x4(%esp),%eax
	lock incb (%eax)
	ret

uat_inc_1_acq_rel:
	mov 0x4(%esp),%eax
	lock incb (%eax)
	ret

uat_inc_1_seq_cst:
	mov 0x4(%esp),%eax
	lock incb (%eax)
	ret

uat_inc_1_seq_cst_fence:
	mov 0x4(%esp),%eax
	lock incb (%eax)
	ret

uat_dec_1_relaxed:
	mov 0x4(%esp),%eax
	lock decb (%eax)
	ret

uat_dec_1_acquire:
	mov 0x4(%esp),%eax
	lock decb (%eax)
	ret

uat_dec_1_release:
	mov 0x4(%esp),%eax
	lock decb (%eax)
	ret

uat_dec_1_acq_rel:
	mov 0x4(%esp),%eax
	lock decb (%eax)
	ret

uat_dec_1_seq_cst:
	mov 0x4(%esp),%eax
	lock decb (%eax)
	ret

uat_dec_1_seq_cst_fence:
	mov 0x4(%esp),%eax
	lock decb (%eax)
	ret

uat_add_around_1_mb:
	mov 0x4(%esp),%eax
	movzbl 0x8(%esp),%edx
	lock add %dl,(%eax)
	ret

uat_load_2_relaxed:
	mov 0x4(%esp),%eax
	movzwl (%eax),%eax
	ret

uat_load_2_consume:
	mov 0x4(%esp),%eax
	movzwl (%eax),%eax
	ret

uat_load_2_acquire:
	mov 0x4(%esp),%eax
	movzwl (%eax),%eax
	ret

uat_load_2_seq_cst:
	mov 0x4(%esp),%eax
	movzwl (%eax),%eax
	ret

uat_load_2_seq_cst_fence:
	lock addl $0x0,(%esp)
	mov 0x4(%esp),%eax
	movzwl (%eax),%eax
	ret

uat_store_2_relaxed:
	movzwl 0x8(%esp),%edx
	mov 0x4(%esp),%eax
	mov %dx,(%eax)
	ret

uat_store_2_release:
	movzwl 0x8(%esp),%edx
	mov 0x4(%esp),%eax
	mov %dx,(%eax)
	ret

uat_store_2_seq_cst:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_store_2_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_cmpxchg_2_relaxed:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	ret

uat_cmpxchg_2_acquire:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	ret

uat_cmpxchg_2_release:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	ret

uat_cmpxchg_2_acq_rel:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	ret

uat_cmpxchg_2_seq_cst:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	ret

uat_cmpxchg_2_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	push %ebx
	movzwl 0xc(%esp),%ebx
	mov 0x8(%esp),%edx
	movzwl 0x10(%esp),%ecx
	mov %ebx,%eax
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%eax
	cmp %eax,%ebx
	pop %ebx
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_relaxed:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_acquire:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_release:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_acq_rel:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_relaxed:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_acquire:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_release:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	movzwl 0xc(%esp),%ecx
	lock cmpxchg %cx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_2_relaxed:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_xchg_2_acquire:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_xchg_2_release:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_xchg_2_acq_rel:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_xchg_2_seq_cst:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_xchg_2_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	xchg %ax,(%edx)
	ret

uat_add_return_2_relaxed:
	movzwl 0x8(%esp),%ecx
	mov 0x4(%esp),%edx
	mov %ecx,%eax
	lock xadd %ax,(%edx)
	add %cx,%ax
	ret

uat_add_return_2_acquire:
	movzwl 0x8(%esp),%ecx
	mov 0x4(%esp),%edx
	mov %ecx,%eax
	lock xadd %ax,(%edx)
	add %cx,%ax
	ret

uat_add_return_2_release:
	movzwl 0x8(%esp),%ecx
	mov 0x4(%esp),%edx
	mov %ecx,%eax
	lock xadd %ax,(%edx)
	add %cx,%ax
	ret

uat_add_return_2_acq_rel:
	movzwl 0x8(%esp),%ecx
	mov 0x4(%esp),%edx
	mov %ecx,%eax
	lock xadd %ax,(%edx)
	add %cx,%ax
	ret

uat_add_return_2_seq_cst:
	movzwl 0x8(%esp),%ecx
	mov 0x4(%esp),%edx
	mov %ecx,%eax
	lock xadd %ax,(%edx)
	add %cx,%ax
	ret

uat_add_return_2_seq_cst_fence:
	movzwl 0x8(%esp),%ecx
	mov 0x4(%esp),%edx
	mov %ecx,%eax
	lock xadd %ax,(%edx)
	add %cx,%ax
	ret

uat_add_2_relaxed:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock add %dx,(%eax)
	ret

uat_add_2_acquire:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock add %dx,(%eax)
	ret

uat_add_2_release:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock add %dx,(%eax)
	ret

uat_add_2_acq_rel:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock add %dx,(%eax)
	ret

uat_add_2_seq_cst:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock add %dx,(%eax)
	ret

uat_add_2_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock add %dx,(%eax)
	ret

uat_and_2_relaxed:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock and %dx,(%eax)
	ret

uat_and_2_acquire:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock and %dx,(%eax)
	ret

uat_and_2_release:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock and %dx,(%eax)
	ret

uat_and_2_acq_rel:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock and %dx,(%eax)
	ret

uat_and_2_seq_cst:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock and %dx,(%eax)
	ret

uat_and_2_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock and %dx,(%eax)
	ret

uat_or_2_relaxed:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock or %dx,(%eax)
	ret

uat_or_2_acquire:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock or %dx,(%eax)
	ret

uat_or_2_release:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock or %dx,(%eax)
	ret

uat_or_2_acq_rel:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock or %dx,(%eax)
	ret

uat_or_2_seq_cst:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock or %dx,(%eax)
	ret

uat_or_2_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock or %dx,(%eax)
	ret

uat_xor_2_relaxed:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock xor %dx,(%eax)
	ret

uat_xor_2_acquire:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock xor %dx,(%eax)
	ret

uat_xor_2_release:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock xor %dx,(%eax)
	ret

uat_xor_2_acq_rel:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock xor %dx,(%eax)
	ret

uat_xor_2_seq_cst:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock xor %dx,(%eax)
	ret

uat_xor_2_seq_cst_fence:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock xor %dx,(%eax)
	ret

uat_fetch_add_2_relaxed:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	lock xadd %ax,(%edx)
	ret

uat_fetch_add_2_acquire:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	lock xadd %ax,(%edx)
	ret

uat_fetch_add_2_release:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	lock xadd %ax,(%edx)
	ret

uat_fetch_add_2_acq_rel:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	lock xadd %ax,(%edx)
	ret

uat_fetch_add_2_seq_cst:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	lock xadd %ax,(%edx)
	ret

uat_fetch_add_2_seq_cst_fence:
	mov 0x4(%esp),%edx
	movzwl 0x8(%esp),%eax
	lock xadd %ax,(%edx)
	ret

uat_fetch_and_2_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	and %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_and_2_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	and %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_and_2_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	and %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_and_2_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	and %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_and_2_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	and %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_and_2_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	and %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_or_2_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	or %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_or_2_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	or %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_or_2_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	or %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_or_2_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	or %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_or_2_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	or %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_or_2_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	or %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_xor_2_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	xor %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_xor_2_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	xor %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_xor_2_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	xor %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_xor_2_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	xor %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_xor_2_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	xor %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_xor_2_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%edx
	movzwl 0x10(%esp),%esi
	movzwl (%edx),%ebx
	xchg %ax,%ax
	mov %esi,%ecx
	mov %ebx,%eax
	xor %ebx,%ecx
	lock cmpxchg %cx,(%edx)
	movzwl %ax,%ebx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_2_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovl %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_2_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovl %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_2_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovl %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_2_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovl %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_2_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovl %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smax_2_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovl %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umax_2_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovae %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umax_2_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovae %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umax_2_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovae %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umax_2_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovae %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umax_2_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovae %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umax_2_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovae %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_2_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovg %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_2_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovg %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_2_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovg %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_2_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovg %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_2_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovg %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_smin_2_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movswl 0x10(%esp),%ebx
	movzwl (%ecx),%esi
	xchg %ax,%ax
	movswl %si,%edx
	mov %esi,%eax
	cmp %ebx,%edx
	cmovg %ebx,%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%esi
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umin_2_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovbe %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umin_2_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovbe %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umin_2_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovbe %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umin_2_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovbe %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umin_2_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovbe %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_fetch_umin_2_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%ecx
	movzwl 0x10(%esp),%esi
	movzwl (%ecx),%edx
	xchg %ax,%ax
	cmp %edx,%esi
	mov %edx,%ebx
	cmovbe %esi,%ebx
	mov %edx,%eax
	lock cmpxchg %bx,(%ecx)
	movzwl %ax,%edx
	jne .L6
	pop %ebx
	pop %esi
	ret

uat_test_and_set_bit_2_relaxed:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock bts %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_acquire:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock bts %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_release:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock bts %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_acq_rel:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock bts %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_seq_cst:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock bts %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock bts %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_relaxed:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btr %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_acquire:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btr %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_release:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btr %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_acq_rel:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btr %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_seq_cst:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btr %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btr %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_relaxed:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btc %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_acquire:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btc %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_release:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btc %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_acq_rel:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btc %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_seq_cst:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btc %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0xf,%eax
	lock btc %ax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_fetch_add_unless_2_relaxed:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L14
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_2_acquire:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L14
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_2_release:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L14
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_2_acq_rel:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L14
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_2_seq_cst:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L14
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_fetch_add_unless_2_seq_cst_fence:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L14
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_add_unless_2_relaxed:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L20
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	nop
	xor %eax,%eax
	jmp .L15

uat_add_unless_2_acquire:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L20
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	nop
	xor %eax,%eax
	jmp .L15

uat_add_unless_2_release:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L20
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	nop
	xor %eax,%eax
	jmp .L15

uat_add_unless_2_acq_rel:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L20
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	nop
	xor %eax,%eax
	jmp .L15

uat_add_unless_2_seq_cst:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L20
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	nop
	xor %eax,%eax
	jmp .L15

uat_add_unless_2_seq_cst_fence:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0xc(%esp),%edx
	mov %esi,0x4(%esp)
	movzwl 0x10(%esp),%ebx
	movzwl 0x14(%esp),%ecx
	movzwl (%edx),%eax
	cmp %eax,%ecx
	je .L20
	lea (%ebx,%eax,1),%esi
	movzwl %si,%esi
	lock cmpxchg %si,(%edx)
	movzwl %ax,%eax
	jne .L7
	mov $0x1,%eax
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret
	nop
	xor %eax,%eax
	jmp .L15

uat_dec_if_positive_2_relaxed:
	mov 0x4(%esp),%ecx
	movzwl (%ecx),%eax
	test %ax,%ax
	jle .L13
	lea -0x1(%eax),%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%eax
	jne .L2
	dec %eax
	movzwl %ax,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %edx,%edx
	cmp $0x8000,%eax
	setne %dl
	sub %edx,%eax
	movzwl %ax,%eax
	ret

uat_dec_if_positive_2_acquire:
	mov 0x4(%esp),%ecx
	movzwl (%ecx),%eax
	test %ax,%ax
	jle .L13
	lea -0x1(%eax),%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%eax
	jne .L2
	dec %eax
	movzwl %ax,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %edx,%edx
	cmp $0x8000,%eax
	setne %dl
	sub %edx,%eax
	movzwl %ax,%eax
	ret

uat_dec_if_positive_2_release:
	mov 0x4(%esp),%ecx
	movzwl (%ecx),%eax
	test %ax,%ax
	jle .L13
	lea -0x1(%eax),%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%eax
	jne .L2
	dec %eax
	movzwl %ax,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %edx,%edx
	cmp $0x8000,%eax
	setne %dl
	sub %edx,%eax
	movzwl %ax,%eax
	ret

uat_dec_if_positive_2_acq_rel:
	mov 0x4(%esp),%ecx
	movzwl (%ecx),%eax
	test %ax,%ax
	jle .L13
	lea -0x1(%eax),%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%eax
	jne .L2
	dec %eax
	movzwl %ax,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %edx,%edx
	cmp $0x8000,%eax
	setne %dl
	sub %edx,%eax
	movzwl %ax,%eax
	ret

uat_dec_if_positive_2_seq_cst:
	mov 0x4(%esp),%ecx
	movzwl (%ecx),%eax
	test %ax,%ax
	jle .L13
	lea -0x1(%eax),%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%eax
	jne .L2
	dec %eax
	movzwl %ax,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %edx,%edx
	cmp $0x8000,%eax
	setne %dl
	sub %edx,%eax
	movzwl %ax,%eax
	ret

uat_dec_if_positive_2_seq_cst_fence:
	mov 0x4(%esp),%ecx
	movzwl (%ecx),%eax
	test %ax,%ax
	jle .L13
	lea -0x1(%eax),%edx
	movzwl %dx,%edx
	lock cmpxchg %dx,(%ecx)
	movzwl %ax,%eax
	jne .L2
	dec %eax
	movzwl %ax,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	xor %edx,%edx
	cmp $0x8000,%eax
	setne %dl
	sub %edx,%eax
	movzwl %ax,%eax
	ret

uat_cond_load_2_relaxed:
	mov 0x4(%esp),%ecx
	movzwl 0x8(%esp),%edx
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret

uat_cond_load_2_consume:
	mov 0x4(%esp),%ecx
	movzwl 0x8(%esp),%edx
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret

uat_cond_load_2_acquire:
	mov 0x4(%esp),%ecx
	movzwl 0x8(%esp),%edx
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret

uat_cond_load_2_seq_cst:
	mov 0x4(%esp),%ecx
	movzwl 0x8(%esp),%edx
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret

uat_cond_load_2_seq_cst_fence:
	mov 0x4(%esp),%ecx
	movzwl 0x8(%esp),%edx
	lock addl $0x0,(%esp)
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L9
	ret
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	pause
	movzwl (%ecx),%eax
	cmp %eax,%edx
	jne .L9
	ret

uat_inc_2_relaxed:
	mov 0x4(%esp),%eax
	lock incw (%eax)
	ret

uat_inc_2_acquire:
	mov 0x4(%esp),%eax
	lock incw (%eax)
	ret

uat_inc_2_release:
	mov 0x4(%esp),%eax
	lock incw (%eax)
	ret

uat_inc_2_acq_rel:
	mov 0x4(%esp),%eax
	lock incw (%eax)
	ret

uat_inc_2_seq_cst:
	mov 0x4(%esp),%eax
	lock incw (%eax)
	ret

uat_inc_2_seq_cst_fence:
	mov 0x4(%esp),%eax
	lock incw (%eax)
	ret

uat_dec_2_relaxed:
	mov 0x4(%esp),%eax
	lock decw (%eax)
	ret

uat_dec_2_acquire:
	mov 0x4(%esp),%eax
	lock decw (%eax)
	ret

uat_dec_2_release:
	mov 0x4(%esp),%eax
	lock decw (%eax)
	ret

uat_dec_2_acq_rel:
	mov 0x4(%esp),%eax
	lock decw (%eax)
	ret

uat_dec_2_seq_cst:
	mov 0x4(%esp),%eax
	lock decw (%eax)
	ret

uat_dec_2_seq_cst_fence:
	mov 0x4(%esp),%eax
	lock decw (%eax)
	ret

uat_add_around_2_mb:
	mov 0x4(%esp),%eax
	movzwl 0x8(%esp),%edx
	lock add %dx,(%eax)
	ret

uat_load_4_relaxed:
	mov 0x4(%esp),%eax
	mov (%eax),%eax
	ret

uat_load_4_consume:
	mov 0x4(%esp),%eax
	mov (%eax),%eax
	ret

uat_load_4_acquire:
	mov 0x4(%esp),%eax
	mov (%eax),%eax
	ret

uat_load_4_seq_cst:
	mov 0x4(%esp),%eax
	mov (%eax),%eax
	ret

uat_load_4_seq_cst_fence:
	lock addl $0x0,(%esp)
	mov 0x4(%esp),%eax
	mov (%eax),%eax
	ret

uat_store_4_relaxed:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	mov %edx,(%eax)
	ret

uat_store_4_release:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	mov %edx,(%eax)
	ret

uat_store_4_seq_cst:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_store_4_seq_cst_fence:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_cmpxchg_4_relaxed:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	ret

uat_cmpxchg_4_acquire:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	ret

uat_cmpxchg_4_release:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	ret

uat_cmpxchg_4_acq_rel:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	ret

uat_cmpxchg_4_seq_cst:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	ret

uat_cmpxchg_4_seq_cst_fence:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	push %ebx
	mov 0xc(%esp),%ebx
	mov 0x8(%esp),%edx
	mov 0x10(%esp),%ecx
	mov %ebx,%eax
	lock cmpxchg %ecx,(%edx)
	cmp %eax,%ebx
	pop %ebx
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_relaxed:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_acquire:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_release:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_acq_rel:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_relaxed:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_acquire:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_release:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%ecx
	lock cmpxchg %ecx,(%edx)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_4_relaxed:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_xchg_4_acquire:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_xchg_4_release:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_xchg_4_acq_rel:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_xchg_4_seq_cst:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_xchg_4_seq_cst_fence:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	xchg %eax,(%edx)
	ret

uat_add_return_4_relaxed:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %eax,%edx
	lock xadd %edx,(%ecx)
	add %edx,%eax
	ret

uat_add_return_4_acquire:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %eax,%edx
	lock xadd %edx,(%ecx)
	add %edx,%eax
	ret

uat_add_return_4_release:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %eax,%edx
	lock xadd %edx,(%ecx)
	add %edx,%eax
	ret

uat_add_return_4_acq_rel:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %eax,%edx
	lock xadd %edx,(%ecx)
	add %edx,%eax
	ret

uat_add_return_4_seq_cst:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %eax,%edx
	lock xadd %edx,(%ecx)
	add %edx,%eax
	ret

uat_add_return_4_seq_cst_fence:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%ecx
	mov %eax,%edx
	lock xadd %edx,(%ecx)
	add %edx,%eax
	ret

uat_add_4_relaxed:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock add %edx,(%eax)
	ret

uat_add_4_acquire:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock add %edx,(%eax)
	ret

uat_add_4_release:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock add %edx,(%eax)
	ret

uat_add_4_acq_rel:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock add %edx,(%eax)
	ret

uat_add_4_seq_cst:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock add %edx,(%eax)
	ret

uat_add_4_seq_cst_fence:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock add %edx,(%eax)
	ret

uat_and_4_relaxed:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock and %edx,(%eax)
	ret

uat_and_4_acquire:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock and %edx,(%eax)
	ret

uat_and_4_release:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock and %edx,(%eax)
	ret

uat_and_4_acq_rel:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock and %edx,(%eax)
	ret

uat_and_4_seq_cst:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock and %edx,(%eax)
	ret

uat_and_4_seq_cst_fence:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock and %edx,(%eax)
	ret

uat_or_4_relaxed:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock or %edx,(%eax)
	ret

uat_or_4_acquire:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock or %edx,(%eax)
	ret

uat_or_4_release:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock or %edx,(%eax)
	ret

uat_or_4_acq_rel:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock or %edx,(%eax)
	ret

uat_or_4_seq_cst:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock or %edx,(%eax)
	ret

uat_or_4_seq_cst_fence:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock or %edx,(%eax)
	ret

uat_xor_4_relaxed:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock xor %edx,(%eax)
	ret

uat_xor_4_acquire:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock xor %edx,(%eax)
	ret

uat_xor_4_release:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock xor %edx,(%eax)
	ret

uat_xor_4_acq_rel:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock xor %edx,(%eax)
	ret

uat_xor_4_seq_cst:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock xor %edx,(%eax)
	ret

uat_xor_4_seq_cst_fence:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock xor %edx,(%eax)
	ret

uat_fetch_add_4_relaxed:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	lock xadd %eax,(%edx)
	ret

uat_fetch_add_4_acquire:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	lock xadd %eax,(%edx)
	ret

uat_fetch_add_4_release:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	lock xadd %eax,(%edx)
	ret

uat_fetch_add_4_acq_rel:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	lock xadd %eax,(%edx)
	ret

uat_fetch_add_4_seq_cst:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	lock xadd %eax,(%edx)
	ret

uat_fetch_add_4_seq_cst_fence:
	mov 0x4(%esp),%edx
	mov 0x8(%esp),%eax
	lock xadd %eax,(%edx)
	ret

uat_fetch_and_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	and %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_and_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	and %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_and_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	and %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_and_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	and %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_and_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	and %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_and_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	and %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_or_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	or %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_or_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	or %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_or_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	or %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_or_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	or %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_or_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	or %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_or_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	or %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_xor_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	xor %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_xor_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	xor %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_xor_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	xor %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_xor_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	xor %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_xor_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	xor %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_xor_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %ebx,%ecx
	xor %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smax_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovge %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smax_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovge %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smax_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovge %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smax_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovge %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smax_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovge %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smax_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovge %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umax_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovae %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umax_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovae %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umax_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovae %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umax_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovae %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umax_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovae %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umax_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovae %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smin_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovle %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smin_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovle %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smin_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovle %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smin_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovle %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smin_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovle %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_smin_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %ebx,%eax
	mov %ebx,%ecx
	cmovle %eax,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umin_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovbe %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umin_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovbe %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umin_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovbe %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umin_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovbe %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umin_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovbe %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_fetch_umin_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	lea 0x0(%esi,%eiz,1),%esi
	nop
	cmp %eax,%ebx
	mov %eax,%ecx
	cmovbe %ebx,%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L6
	pop %ebx
	ret

uat_test_and_set_bit_4_relaxed:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock bts %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_acquire:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock bts %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_release:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock bts %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_acq_rel:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock bts %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_seq_cst:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock bts %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock bts %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_relaxed:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btr %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_acquire:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btr %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_release:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btr %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_acq_rel:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btr %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_seq_cst:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btr %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btr %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_relaxed:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btc %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_acquire:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btc %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_release:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btc %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_acq_rel:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btc %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_seq_cst:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btc %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	mov 0x8(%esp),%eax
	mov 0x4(%esp),%edx
	and $0x1f,%eax
	lock btc %eax,(%edx)
	setb %al
	movzbl %al,%eax
	ret

uat_fetch_add_unless_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L9
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	ret

uat_fetch_add_unless_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L9
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	ret

uat_fetch_add_unless_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L9
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	ret

uat_fetch_add_unless_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L9
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	ret

uat_fetch_add_unless_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L9
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	ret

uat_fetch_add_unless_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L9
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	ret

uat_add_unless_4_relaxed:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L13
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	mov $0x1,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pop %ebx
	xor %eax,%eax
	ret

uat_add_unless_4_acquire:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L13
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	mov $0x1,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pop %ebx
	xor %eax,%eax
	ret

uat_add_unless_4_release:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L13
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	mov $0x1,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pop %ebx
	xor %eax,%eax
	ret

uat_add_unless_4_acq_rel:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L13
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	mov $0x1,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pop %ebx
	xor %eax,%eax
	ret

uat_add_unless_4_seq_cst:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L13
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	mov $0x1,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pop %ebx
	xor %eax,%eax
	ret

uat_add_unless_4_seq_cst_fence:
	push %ebx
	mov 0x8(%esp),%edx
	mov 0xc(%esp),%ebx
	mov (%edx),%eax
	cmp %eax,0x10(%esp)
	je .L13
	lea (%ebx,%eax,1),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L4
	pop %ebx
	mov $0x1,%eax
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pop %ebx
	xor %eax,%eax
	ret

uat_dec_if_positive_4_relaxed:
	mov 0x4(%esp),%edx
	mov (%edx),%eax
	test %eax,%eax
	jle .L10
	lea -0x1(%eax),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L2
	dec %eax
	ret
	lea 0x0(%esi),%esi
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_acquire:
	mov 0x4(%esp),%edx
	mov (%edx),%eax
	test %eax,%eax
	jle .L10
	lea -0x1(%eax),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L2
	dec %eax
	ret
	lea 0x0(%esi),%esi
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_release:
	mov 0x4(%esp),%edx
	mov (%edx),%eax
	test %eax,%eax
	jle .L10
	lea -0x1(%eax),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L2
	dec %eax
	ret
	lea 0x0(%esi),%esi
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_acq_rel:
	mov 0x4(%esp),%edx
	mov (%edx),%eax
	test %eax,%eax
	jle .L10
	lea -0x1(%eax),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L2
	dec %eax
	ret
	lea 0x0(%esi),%esi
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_seq_cst:
	mov 0x4(%esp),%edx
	mov (%edx),%eax
	test %eax,%eax
	jle .L10
	lea -0x1(%eax),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L2
	dec %eax
	ret
	lea 0x0(%esi),%esi
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_seq_cst_fence:
	mov 0x4(%esp),%edx
	mov (%edx),%eax
	test %eax,%eax
	jle .L10
	lea -0x1(%eax),%ecx
	lock cmpxchg %ecx,(%edx)
	jne .L2
	dec %eax
	ret
	lea 0x0(%esi),%esi
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_cond_load_4_relaxed:
	mov 0x4(%esp),%ecx
	mov 0x8(%esp),%edx
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	nop
	pause
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	lea 0x0(%esi,%eiz,1),%esi
	nop
	ret

uat_cond_load_4_consume:
	mov 0x4(%esp),%ecx
	mov 0x8(%esp),%edx
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	nop
	pause
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	lea 0x0(%esi,%eiz,1),%esi
	nop
	ret

uat_cond_load_4_acquire:
	mov 0x4(%esp),%ecx
	mov 0x8(%esp),%edx
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	nop
	pause
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret

uat_cond_load_4_seq_cst:
	mov 0x4(%esp),%ecx
	mov 0x8(%esp),%edx
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret
	nop
	pause
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L7
	ret

uat_cond_load_4_seq_cst_fence:
	mov 0x4(%esp),%ecx
	mov 0x8(%esp),%edx
	lock addl $0x0,(%esp)
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L8
	ret
	lea 0x0(%esi,%eiz,1),%esi
	pause
	mov (%ecx),%eax
	cmp %eax,%edx
	jne .L8
	ret

uat_inc_4_relaxed:
	mov 0x4(%esp),%eax
	lock incl (%eax)
	ret

uat_inc_4_acquire:
	mov 0x4(%esp),%eax
	lock incl (%eax)
	ret

uat_inc_4_release:
	mov 0x4(%esp),%eax
	lock incl (%eax)
	ret

uat_inc_4_acq_rel:
	mov 0x4(%esp),%eax
	lock incl (%eax)
	ret

uat_inc_4_seq_cst:
	mov 0x4(%esp),%eax
	lock incl (%eax)
	ret

uat_inc_4_seq_cst_fence:
	mov 0x4(%esp),%eax
	lock incl (%eax)
	ret

uat_dec_4_relaxed:
	mov 0x4(%esp),%eax
	lock decl (%eax)
	ret

uat_dec_4_acquire:
	mov 0x4(%esp),%eax
	lock decl (%eax)
	ret

uat_dec_4_release:
	mov 0x4(%esp),%eax
	lock decl (%eax)
	ret

uat_dec_4_acq_rel:
	mov 0x4(%esp),%eax
	lock decl (%eax)
	ret

uat_dec_4_seq_cst:
	mov 0x4(%esp),%eax
	lock decl (%eax)
	ret

uat_dec_4_seq_cst_fence:
	mov 0x4(%esp),%eax
	lock decl (%eax)
	ret

uat_add_around_4_mb:
	mov 0x4(%esp),%eax
	mov 0x8(%esp),%edx
	lock add %edx,(%eax)
	ret

uat_load_8_relaxed:
	sub $0x14,%esp
	mov 0x18(%esp),%eax
	fildll (%eax)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%edx
	add $0x14,%esp
	ret

uat_load_8_consume:
	sub $0x14,%esp
	mov 0x18(%esp),%eax
	fildll (%eax)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%edx
	add $0x14,%esp
	ret

uat_load_8_acquire:
	sub $0x14,%esp
	mov 0x18(%esp),%eax
	fildll (%eax)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%edx
	add $0x14,%esp
	ret

uat_load_8_seq_cst:
	sub $0x14,%esp
	mov 0x18(%esp),%eax
	fildll (%eax)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%edx
	add $0x14,%esp
	ret

uat_load_8_seq_cst_fence:
	sub $0x14,%esp
	lock addl $0x0,(%esp)
	mov 0x18(%esp),%eax
	fildll (%eax)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov 0xc(%esp),%edx
	add $0x14,%esp
	ret

uat_store_8_relaxed:
	fildll 0x8(%esp)
	mov 0x4(%esp),%eax
	fistpll (%eax)
	ret

uat_store_8_release:
	sub $0xc,%esp
	mov 0x14(%esp),%eax
	mov 0x18(%esp),%edx
	mov %eax,(%esp)
	mov %edx,0x4(%esp)
	fildll (%esp)
	mov 0x10(%esp),%eax
	fistpll (%eax)
	add $0xc,%esp
	ret

uat_store_8_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_store_8_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_cmpxchg_8_relaxed:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_cmpxchg_8_acquire:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_cmpxchg_8_release:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_cmpxchg_8_acq_rel:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_cmpxchg_8_seq_cst:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_cmpxchg_8_seq_cst_fence:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	add $0x8,%esp
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	sub $0x10,%esp
	mov %esi,0x4(%esp)
	mov 0x18(%esp),%esi
	mov %edi,0x8(%esp)
	mov 0x1c(%esp),%edi
	mov %ebx,(%esp)
	mov 0x24(%esp),%ecx
	mov %ebp,0xc(%esp)
	mov 0x20(%esp),%ebx
	mov 0x14(%esp),%ebp
	mov %esi,%eax
	mov %edi,%edx
	lock cmpxchg8b 0x0(%ebp)
	xor %eax,%esi
	xor %edx,%edi
	mov (%esp),%ebx
	xor %eax,%eax
	or %edi,%esi
	mov 0xc(%esp),%ebp
	sete %al
	mov 0x4(%esp),%esi
	mov 0x8(%esp),%edi
	add $0x10,%esp
	ret

uat_try_cmpxchg_8_relaxed:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_8_acquire:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_8_release:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_8_acq_rel:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_8_seq_cst:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_8_seq_cst_fence_sc:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_weak_8_relaxed:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_weak_8_acquire:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_weak_8_release:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_weak_8_seq_cst:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence:
	sub $0x8,%esp
	mov %ebx,(%esp)
	mov 0x10(%esp),%eax
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%edx
	mov 0xc(%esp),%esi
	mov 0x1c(%esp),%ecx
	mov 0x18(%esp),%ebx
	lock cmpxchg8b (%esi)
	sete %al
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	movzbl %al,%eax
	add $0x8,%esp
	ret

uat_xchg_8_relaxed:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_xchg_8_acquire:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_xchg_8_release:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_xchg_8_acq_rel:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_xchg_8_seq_cst:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_xchg_8_seq_cst_fence:
	push %esi
	push %ebx
	mov 0xc(%esp),%esi
	mov 0x10(%esp),%ebx
	mov 0x14(%esp),%ecx
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	lock cmpxchg8b (%esi)
	jne .L9
	pop %ebx
	pop %esi
	ret

uat_add_return_8_relaxed:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	add %edi,%eax
	mov 0xc(%esp),%ebx
	adc %ebp,%edx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_return_8_acquire:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	add %edi,%eax
	mov 0xc(%esp),%ebx
	adc %ebp,%edx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_return_8_release:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	add %edi,%eax
	mov 0xc(%esp),%ebx
	adc %ebp,%edx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_return_8_acq_rel:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	add %edi,%eax
	mov 0xc(%esp),%ebx
	adc %ebp,%edx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_return_8_seq_cst:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	add %edi,%eax
	mov 0xc(%esp),%ebx
	adc %ebp,%edx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_return_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	add %edi,%eax
	mov 0xc(%esp),%ebx
	adc %ebp,%edx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_8_relaxed:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_8_acquire:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_8_release:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_8_acq_rel:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_8_seq_cst:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_add_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_and_8_relaxed:
	sub $0x10,%esp
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%esi
	mov %edi,0x8(%esp)
	mov 0x18(%esp),%edi
	mov %ebp,0xc(%esp)
	mov 0x1c(%esp),%ebp
	mov %ebx,(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L12
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	mov 0x8(%esp),%edi
	mov 0xc(%esp),%ebp
	add $0x10,%esp
	ret

uat_and_8_acquire:
	sub $0x10,%esp
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%esi
	mov %edi,0x8(%esp)
	mov 0x18(%esp),%edi
	mov %ebp,0xc(%esp)
	mov 0x1c(%esp),%ebp
	mov %ebx,(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L12
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	mov 0x8(%esp),%edi
	mov 0xc(%esp),%ebp
	add $0x10,%esp
	ret

uat_and_8_release:
	sub $0x10,%esp
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%esi
	mov %edi,0x8(%esp)
	mov 0x18(%esp),%edi
	mov %ebp,0xc(%esp)
	mov 0x1c(%esp),%ebp
	mov %ebx,(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L12
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	mov 0x8(%esp),%edi
	mov 0xc(%esp),%ebp
	add $0x10,%esp
	ret

uat_and_8_acq_rel:
	sub $0x10,%esp
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%esi
	mov %edi,0x8(%esp)
	mov 0x18(%esp),%edi
	mov %ebp,0xc(%esp)
	mov 0x1c(%esp),%ebp
	mov %ebx,(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L12
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	mov 0x8(%esp),%edi
	mov 0xc(%esp),%ebp
	add $0x10,%esp
	ret

uat_and_8_seq_cst:
	sub $0x10,%esp
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%esi
	mov %edi,0x8(%esp)
	mov 0x18(%esp),%edi
	mov %ebp,0xc(%esp)
	mov 0x1c(%esp),%ebp
	mov %ebx,(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L12
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	mov 0x8(%esp),%edi
	mov 0xc(%esp),%ebp
	add $0x10,%esp
	ret

uat_and_8_seq_cst_fence:
	sub $0x10,%esp
	mov %esi,0x4(%esp)
	mov 0x14(%esp),%esi
	mov %edi,0x8(%esp)
	mov 0x18(%esp),%edi
	mov %ebp,0xc(%esp)
	mov 0x1c(%esp),%ebp
	mov %ebx,(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L12
	mov (%esp),%ebx
	mov 0x4(%esp),%esi
	mov 0x8(%esp),%edi
	mov 0xc(%esp),%ebp
	add $0x10,%esp
	ret

uat_or_8_relaxed:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_or_8_acquire:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_or_8_release:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_or_8_acq_rel:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_or_8_seq_cst:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_or_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_xor_8_relaxed:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_xor_8_acquire:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_xor_8_release:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_xor_8_acq_rel:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_xor_8_seq_cst:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_xor_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_add_8_relaxed:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_add_8_acquire:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_add_8_release:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_add_8_acq_rel:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_add_8_seq_cst:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_add_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_and_8_relaxed:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%edi
	mov 0x1c(%esp),%ebp
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_and_8_acquire:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%edi
	mov 0x1c(%esp),%ebp
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_and_8_release:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%edi
	mov 0x1c(%esp),%ebp
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_and_8_acq_rel:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%edi
	mov 0x1c(%esp),%ebp
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_and_8_seq_cst:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%edi
	mov 0x1c(%esp),%ebp
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_and_8_seq_cst_fence:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%edi
	mov 0x1c(%esp),%ebp
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_or_8_relaxed:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_or_8_acquire:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_or_8_release:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_or_8_acq_rel:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_or_8_seq_cst:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_or_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	or %eax,%ecx
	or %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_xor_8_relaxed:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_xor_8_acquire:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_xor_8_release:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_xor_8_acq_rel:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_xor_8_seq_cst:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_xor_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov 0x24(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x28(%esp),%edi
	mov %ebx,0xc(%esp)
	mov 0x0(%ebp),%eax
	mov 0x4(%ebp),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %esi,%ecx
	mov %edi,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	mov %ecx,(%esp)
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L12
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_fetch_smax_8_relaxed:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smax_8_acquire:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smax_8_release:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smax_8_acq_rel:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smax_8_seq_cst:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smax_8_seq_cst_fence:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umax_8_relaxed:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umax_8_acquire:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umax_8_release:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umax_8_acq_rel:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umax_8_seq_cst:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umax_8_seq_cst_fence:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smin_8_relaxed:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smin_8_acquire:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smin_8_release:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smin_8_acq_rel:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smin_8_seq_cst:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_smin_8_seq_cst_fence:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edi,%ecx
	cmp %eax,%ebp
	sbb %edx,%ecx
	mov %ebp,%ebx
	mov %edi,%ecx
	cmovge %eax,%ebx
	cmovge %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umin_8_relaxed:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umin_8_acquire:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umin_8_release:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umin_8_acq_rel:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umin_8_seq_cst:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_fetch_umin_8_seq_cst_fence:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov 0x18(%esp),%ebp
	mov 0x1c(%esp),%edi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	mov %edx,%ecx
	cmp %ebp,%eax
	sbb %edi,%ecx
	mov %eax,%ebx
	mov %edx,%ecx
	cmovae %ebp,%ebx
	cmovae %edi,%ecx
	lock cmpxchg8b (%esi)
	jne .L11
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_test_and_set_bit_8_relaxed:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	or %edx,%ebx
	or %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_set_bit_8_acquire:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	or %edx,%ebx
	or %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_set_bit_8_release:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	or %edx,%ebx
	or %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_set_bit_8_acq_rel:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	or %edx,%ebx
	or %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_set_bit_8_seq_cst:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	or %edx,%ebx
	or %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_set_bit_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	or %edx,%ebx
	or %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_clear_bit_8_relaxed:
	push %ebp
	mov $0x1,%eax
	push %edi
	xor %edx,%edx
	push %esi
	push %ebx
	xor %ebx,%ebx
	sub $0xc,%esp
	mov 0x24(%esp),%ecx
	mov 0x20(%esp),%esi
	and $0x3f,%ecx
	shld %cl,%eax,%edx
	shl %cl,%eax
	test $0x20,%cl
	cmovne %eax,%edx
	cmovne %ebx,%eax
	mov %eax,(%esp)
	mov %eax,%edi
	mov %edx,%ebp
	mov (%esi),%eax
	not %edi
	not %ebp
	mov %edx,0x4(%esp)
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L25
	mov %edx,%edi
	mov 0x4(%esp),%ecx
	mov %eax,%esi
	mov (%esp),%edx
	mov %edx,%eax
	mov %ecx,%edx
	and %esi,%eax
	and %edi,%edx
	or %edx,%eax
	setne %al
	add $0xc,%esp
	pop %ebx
	movzbl %al,%eax
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_8_acquire:
	push %ebp
	mov $0x1,%eax
	push %edi
	xor %edx,%edx
	push %esi
	push %ebx
	xor %ebx,%ebx
	sub $0xc,%esp
	mov 0x24(%esp),%ecx
	mov 0x20(%esp),%esi
	and $0x3f,%ecx
	shld %cl,%eax,%edx
	shl %cl,%eax
	test $0x20,%cl
	cmovne %eax,%edx
	cmovne %ebx,%eax
	mov %eax,(%esp)
	mov %eax,%edi
	mov %edx,%ebp
	mov (%esi),%eax
	not %edi
	not %ebp
	mov %edx,0x4(%esp)
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L25
	mov %edx,%edi
	mov 0x4(%esp),%ecx
	mov %eax,%esi
	mov (%esp),%edx
	mov %edx,%eax
	mov %ecx,%edx
	and %esi,%eax
	and %edi,%edx
	or %edx,%eax
	setne %al
	add $0xc,%esp
	pop %ebx
	movzbl %al,%eax
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_8_release:
	push %ebp
	mov $0x1,%eax
	push %edi
	xor %edx,%edx
	push %esi
	push %ebx
	xor %ebx,%ebx
	sub $0xc,%esp
	mov 0x24(%esp),%ecx
	mov 0x20(%esp),%esi
	and $0x3f,%ecx
	shld %cl,%eax,%edx
	shl %cl,%eax
	test $0x20,%cl
	cmovne %eax,%edx
	cmovne %ebx,%eax
	mov %eax,(%esp)
	mov %eax,%edi
	mov %edx,%ebp
	mov (%esi),%eax
	not %edi
	not %ebp
	mov %edx,0x4(%esp)
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L25
	mov %edx,%edi
	mov 0x4(%esp),%ecx
	mov %eax,%esi
	mov (%esp),%edx
	mov %edx,%eax
	mov %ecx,%edx
	and %esi,%eax
	and %edi,%edx
	or %edx,%eax
	setne %al
	add $0xc,%esp
	pop %ebx
	movzbl %al,%eax
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_8_acq_rel:
	push %ebp
	mov $0x1,%eax
	push %edi
	xor %edx,%edx
	push %esi
	push %ebx
	xor %ebx,%ebx
	sub $0xc,%esp
	mov 0x24(%esp),%ecx
	mov 0x20(%esp),%esi
	and $0x3f,%ecx
	shld %cl,%eax,%edx
	shl %cl,%eax
	test $0x20,%cl
	cmovne %eax,%edx
	cmovne %ebx,%eax
	mov %eax,(%esp)
	mov %eax,%edi
	mov %edx,%ebp
	mov (%esi),%eax
	not %edi
	not %ebp
	mov %edx,0x4(%esp)
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L25
	mov %edx,%edi
	mov 0x4(%esp),%ecx
	mov %eax,%esi
	mov (%esp),%edx
	mov %edx,%eax
	mov %ecx,%edx
	and %esi,%eax
	and %edi,%edx
	or %edx,%eax
	setne %al
	add $0xc,%esp
	pop %ebx
	movzbl %al,%eax
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_8_seq_cst:
	push %ebp
	mov $0x1,%eax
	push %edi
	xor %edx,%edx
	push %esi
	push %ebx
	xor %ebx,%ebx
	sub $0xc,%esp
	mov 0x24(%esp),%ecx
	mov 0x20(%esp),%esi
	and $0x3f,%ecx
	shld %cl,%eax,%edx
	shl %cl,%eax
	test $0x20,%cl
	cmovne %eax,%edx
	cmovne %ebx,%eax
	mov %eax,(%esp)
	mov %eax,%edi
	mov %edx,%ebp
	mov (%esi),%eax
	not %edi
	not %ebp
	mov %edx,0x4(%esp)
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L25
	mov %edx,%edi
	mov 0x4(%esp),%ecx
	mov %eax,%esi
	mov (%esp),%edx
	mov %edx,%eax
	mov %ecx,%edx
	and %esi,%eax
	and %edi,%edx
	or %edx,%eax
	setne %al
	add $0xc,%esp
	pop %ebx
	movzbl %al,%eax
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	push %ebp
	mov $0x1,%eax
	push %edi
	xor %edx,%edx
	push %esi
	push %ebx
	xor %ebx,%ebx
	sub $0xc,%esp
	mov 0x24(%esp),%ecx
	mov 0x20(%esp),%esi
	and $0x3f,%ecx
	shld %cl,%eax,%edx
	shl %cl,%eax
	test $0x20,%cl
	cmovne %eax,%edx
	cmovne %ebx,%eax
	mov %eax,(%esp)
	mov %eax,%edi
	mov %edx,%ebp
	mov (%esi),%eax
	not %edi
	not %ebp
	mov %edx,0x4(%esp)
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %ebp,%ecx
	and %eax,%ebx
	and %edx,%ecx
	lock cmpxchg8b (%esi)
	jne .L25
	mov %edx,%edi
	mov 0x4(%esp),%ecx
	mov %eax,%esi
	mov (%esp),%edx
	mov %edx,%eax
	mov %ecx,%edx
	and %esi,%eax
	and %edi,%edx
	or %edx,%eax
	setne %al
	add $0xc,%esp
	pop %ebx
	movzbl %al,%eax
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_test_and_change_bit_8_relaxed:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	xor %edx,%ebx
	xor %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_change_bit_8_acquire:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	xor %edx,%ebx
	xor %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_change_bit_8_release:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	xor %edx,%ebx
	xor %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_change_bit_8_acq_rel:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	xor %edx,%ebx
	xor %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_change_bit_8_seq_cst:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	xor %edx,%ebx
	xor %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_test_and_change_bit_8_seq_cst_fence:
	sub $0x1c,%esp
	mov %ebp,0x18(%esp)
	mov 0x24(%esp),%ecx
	mov %edi,0x14(%esp)
	mov 0x20(%esp),%ebp
	mov %esi,0x10(%esp)
	mov %ebx,0xc(%esp)
	and $0x3f,%ecx
	movzbl %cl,%edi
	mov 0x0(%ebp),%eax
	shr $0x5,%edi
	mov 0x4(%ebp),%edx
	and $0x1,%edi
	mov %edi,%esi
	shl %cl,%edi
	xor $0x1,%esi
	shl %cl,%esi
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov %edi,%ebx
	mov %esi,%ecx
	xor %edx,%ebx
	xor %eax,%ecx
	mov %ebx,0x4(%esp)
	mov %ecx,%ebx
	mov %ecx,(%esp)
	mov 0x4(%esp),%ecx
	lock cmpxchg8b 0x0(%ebp)
	jne .L19
	and %esi,%eax
	and %edi,%edx
	mov 0xc(%esp),%ebx
	or %edx,%eax
	mov 0x10(%esp),%esi
	setne %al
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	movzbl %al,%eax
	add $0x1c,%esp
	ret

uat_fetch_add_unless_8_relaxed:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L32
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret

uat_fetch_add_unless_8_acquire:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L32
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret

uat_fetch_add_unless_8_release:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L32
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret

uat_fetch_add_unless_8_acq_rel:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L32
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret

uat_fetch_add_unless_8_seq_cst:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L32
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret

uat_fetch_add_unless_8_seq_cst_fence:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L32
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret

uat_add_unless_8_relaxed:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L40
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov $0x1,%eax
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret
	lea 0x0(%esi),%esi
	xor %eax,%eax
	jmp .L33

uat_add_unless_8_acquire:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L40
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov $0x1,%eax
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret
	lea 0x0(%esi),%esi
	xor %eax,%eax
	jmp .L33

uat_add_unless_8_release:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L40
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov $0x1,%eax
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret
	lea 0x0(%esi),%esi
	xor %eax,%eax
	jmp .L33

uat_add_unless_8_acq_rel:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L40
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov $0x1,%eax
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret
	lea 0x0(%esi),%esi
	xor %eax,%eax
	jmp .L33

uat_add_unless_8_seq_cst:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L40
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov $0x1,%eax
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret
	lea 0x0(%esi),%esi
	xor %eax,%eax
	jmp .L33

uat_add_unless_8_seq_cst_fence:
	sub $0x34,%esp
	mov %esi,0x28(%esp)
	mov 0x3c(%esp),%eax
	mov %edi,0x2c(%esp)
	mov 0x40(%esp),%edx
	mov %ebp,0x30(%esp)
	mov 0x38(%esp),%esi
	mov %ebx,0x24(%esp)
	mov 0x44(%esp),%edi
	mov %eax,0x8(%esp)
	mov 0x48(%esp),%ebp
	mov %edx,0xc(%esp)
	fildll (%esi)
	fistpll 0x18(%esp)
	mov 0x18(%esp),%eax
	mov 0x1c(%esp),%edx
	mov %edi,%ecx
	mov %ebp,%ebx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L40
	mov 0x8(%esp),%ecx
	mov 0xc(%esp),%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L16
	mov $0x1,%eax
	mov 0x24(%esp),%ebx
	mov 0x28(%esp),%esi
	mov 0x2c(%esp),%edi
	mov 0x30(%esp),%ebp
	add $0x34,%esp
	ret
	lea 0x0(%esi),%esi
	xor %eax,%eax
	jmp .L33

uat_dec_if_positive_8_relaxed:
	sub $0x24,%esp
	mov %esi,0x1c(%esp)
	mov 0x28(%esp),%esi
	mov %ebx,0x18(%esp)
	mov %edi,0x20(%esp)
	fildll (%esi)
	fistpll 0x10(%esp)
	mov 0x10(%esp),%eax
	xor %edi,%edi
	mov 0x14(%esp),%edx
	mov %edi,%ebx
	cmp %eax,%edi
	sbb %edx,%ebx
	mov %eax,%ecx
	mov %edx,%ebx
	jge .L32
	add $0xffffffff,%ecx
	mov %ecx,(%esp)
	adc $0xffffffff,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L10
	add $0xffffffff,%eax
	adc $0xffffffff,%edx
	mov 0x18(%esp),%ebx
	mov 0x1c(%esp),%esi
	mov 0x20(%esp),%edi
	add $0x24,%esp
	ret
	nop
	add $0x80000000,%ebx
	or %ebx,%ecx
	setne %cl
	xor %ebx,%ebx
	movzbl %cl,%ecx
	sub %ecx,%eax
	sbb %ebx,%edx
	jmp .L26

uat_dec_if_positive_8_acquire:
	sub $0x24,%esp
	mov %esi,0x1c(%esp)
	mov 0x28(%esp),%esi
	mov %ebx,0x18(%esp)
	mov %edi,0x20(%esp)
	fildll (%esi)
	fistpll 0x10(%esp)
	mov 0x10(%esp),%eax
	xor %edi,%edi
	mov 0x14(%esp),%edx
	mov %edi,%ebx
	cmp %eax,%edi
	sbb %edx,%ebx
	mov %eax,%ecx
	mov %edx,%ebx
	jge .L32
	add $0xffffffff,%ecx
	mov %ecx,(%esp)
	adc $0xffffffff,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L10
	add $0xffffffff,%eax
	adc $0xffffffff,%edx
	mov 0x18(%esp),%ebx
	mov 0x1c(%esp),%esi
	mov 0x20(%esp),%edi
	add $0x24,%esp
	ret
	nop
	add $0x80000000,%ebx
	or %ebx,%ecx
	setne %cl
	xor %ebx,%ebx
	movzbl %cl,%ecx
	sub %ecx,%eax
	sbb %ebx,%edx
	jmp .L26

uat_dec_if_positive_8_release:
	sub $0x24,%esp
	mov %esi,0x1c(%esp)
	mov 0x28(%esp),%esi
	mov %ebx,0x18(%esp)
	mov %edi,0x20(%esp)
	fildll (%esi)
	fistpll 0x10(%esp)
	mov 0x10(%esp),%eax
	xor %edi,%edi
	mov 0x14(%esp),%edx
	mov %edi,%ebx
	cmp %eax,%edi
	sbb %edx,%ebx
	mov %eax,%ecx
	mov %edx,%ebx
	jge .L32
	add $0xffffffff,%ecx
	mov %ecx,(%esp)
	adc $0xffffffff,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L10
	add $0xffffffff,%eax
	adc $0xffffffff,%edx
	mov 0x18(%esp),%ebx
	mov 0x1c(%esp),%esi
	mov 0x20(%esp),%edi
	add $0x24,%esp
	ret
	nop
	add $0x80000000,%ebx
	or %ebx,%ecx
	setne %cl
	xor %ebx,%ebx
	movzbl %cl,%ecx
	sub %ecx,%eax
	sbb %ebx,%edx
	jmp .L26

uat_dec_if_positive_8_acq_rel:
	sub $0x24,%esp
	mov %esi,0x1c(%esp)
	mov 0x28(%esp),%esi
	mov %ebx,0x18(%esp)
	mov %edi,0x20(%esp)
	fildll (%esi)
	fistpll 0x10(%esp)
	mov 0x10(%esp),%eax
	xor %edi,%edi
	mov 0x14(%esp),%edx
	mov %edi,%ebx
	cmp %eax,%edi
	sbb %edx,%ebx
	mov %eax,%ecx
	mov %edx,%ebx
	jge .L32
	add $0xffffffff,%ecx
	mov %ecx,(%esp)
	adc $0xffffffff,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L10
	add $0xffffffff,%eax
	adc $0xffffffff,%edx
	mov 0x18(%esp),%ebx
	mov 0x1c(%esp),%esi
	mov 0x20(%esp),%edi
	add $0x24,%esp
	ret
	nop
	add $0x80000000,%ebx
	or %ebx,%ecx
	setne %cl
	xor %ebx,%ebx
	movzbl %cl,%ecx
	sub %ecx,%eax
	sbb %ebx,%edx
	jmp .L26

uat_dec_if_positive_8_seq_cst:
	sub $0x24,%esp
	mov %esi,0x1c(%esp)
	mov 0x28(%esp),%esi
	mov %ebx,0x18(%esp)
	mov %edi,0x20(%esp)
	fildll (%esi)
	fistpll 0x10(%esp)
	mov 0x10(%esp),%eax
	xor %edi,%edi
	mov 0x14(%esp),%edx
	mov %edi,%ebx
	cmp %eax,%edi
	sbb %edx,%ebx
	mov %eax,%ecx
	mov %edx,%ebx
	jge .L32
	add $0xffffffff,%ecx
	mov %ecx,(%esp)
	adc $0xffffffff,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L10
	add $0xffffffff,%eax
	adc $0xffffffff,%edx
	mov 0x18(%esp),%ebx
	mov 0x1c(%esp),%esi
	mov 0x20(%esp),%edi
	add $0x24,%esp
	ret
	nop
	add $0x80000000,%ebx
	or %ebx,%ecx
	setne %cl
	xor %ebx,%ebx
	movzbl %cl,%ecx
	sub %ecx,%eax
	sbb %ebx,%edx
	jmp .L26

uat_dec_if_positive_8_seq_cst_fence:
	sub $0x24,%esp
	mov %esi,0x1c(%esp)
	mov 0x28(%esp),%esi
	mov %ebx,0x18(%esp)
	mov %edi,0x20(%esp)
	fildll (%esi)
	fistpll 0x10(%esp)
	mov 0x10(%esp),%eax
	xor %edi,%edi
	mov 0x14(%esp),%edx
	mov %edi,%ebx
	cmp %eax,%edi
	sbb %edx,%ebx
	mov %eax,%ecx
	mov %edx,%ebx
	jge .L32
	add $0xffffffff,%ecx
	mov %ecx,(%esp)
	adc $0xffffffff,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L10
	add $0xffffffff,%eax
	adc $0xffffffff,%edx
	mov 0x18(%esp),%ebx
	mov 0x1c(%esp),%esi
	mov 0x20(%esp),%edi
	add $0x24,%esp
	ret
	nop
	add $0x80000000,%ebx
	or %ebx,%ecx
	setne %cl
	xor %ebx,%ebx
	movzbl %cl,%ecx
	sub %ecx,%eax
	sbb %ebx,%edx
	jmp .L26

uat_cond_load_8_relaxed:
	sub $0x24,%esp
	mov %esi,0x18(%esp)
	mov 0x2c(%esp),%esi
	mov %edi,0x1c(%esp)
	mov 0x30(%esp),%edi
	mov %ebp,0x20(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0x14(%esp)
	fildll 0x0(%ebp)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov %esi,%ecx
	mov %edi,%ebx
	mov 0xc(%esp),%edx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L22
	pause
	fildll 0x0(%ebp)
	jmp .L9
	lea 0x0(%esi,%eiz,1),%esi
	mov 0x14(%esp),%ebx
	mov 0x18(%esp),%esi
	mov 0x1c(%esp),%edi
	mov 0x20(%esp),%ebp
	add $0x24,%esp
	ret

uat_cond_load_8_consume:
	sub $0x24,%esp
	mov %esi,0x18(%esp)
	mov 0x2c(%esp),%esi
	mov %edi,0x1c(%esp)
	mov 0x30(%esp),%edi
	mov %ebp,0x20(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0x14(%esp)
	fildll 0x0(%ebp)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov %esi,%ecx
	mov %edi,%ebx
	mov 0xc(%esp),%edx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L22
	pause
	fildll 0x0(%ebp)
	jmp .L9
	lea 0x0(%esi,%eiz,1),%esi
	mov 0x14(%esp),%ebx
	mov 0x18(%esp),%esi
	mov 0x1c(%esp),%edi
	mov 0x20(%esp),%ebp
	add $0x24,%esp
	ret

uat_cond_load_8_acquire:
	sub $0x24,%esp
	mov %esi,0x18(%esp)
	mov 0x2c(%esp),%esi
	mov %edi,0x1c(%esp)
	mov 0x30(%esp),%edi
	mov %ebp,0x20(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0x14(%esp)
	fildll 0x0(%ebp)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov %esi,%ecx
	mov %edi,%ebx
	mov 0xc(%esp),%edx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L22
	pause
	fildll 0x0(%ebp)
	jmp .L9
	lea 0x0(%esi,%eiz,1),%esi
	mov 0x14(%esp),%ebx
	mov 0x18(%esp),%esi
	mov 0x1c(%esp),%edi
	mov 0x20(%esp),%ebp
	add $0x24,%esp
	ret

uat_cond_load_8_seq_cst:
	sub $0x24,%esp
	mov %esi,0x18(%esp)
	mov 0x2c(%esp),%esi
	mov %edi,0x1c(%esp)
	mov 0x30(%esp),%edi
	mov %ebp,0x20(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0x14(%esp)
	fildll 0x0(%ebp)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov %esi,%ecx
	mov %edi,%ebx
	mov 0xc(%esp),%edx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L22
	pause
	fildll 0x0(%ebp)
	jmp .L9
	lea 0x0(%esi,%eiz,1),%esi
	mov 0x14(%esp),%ebx
	mov 0x18(%esp),%esi
	mov 0x1c(%esp),%edi
	mov 0x20(%esp),%ebp
	add $0x24,%esp
	ret

uat_cond_load_8_seq_cst_fence:
	sub $0x24,%esp
	mov %esi,0x18(%esp)
	mov 0x2c(%esp),%esi
	mov %edi,0x1c(%esp)
	mov 0x30(%esp),%edi
	mov %ebp,0x20(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0x14(%esp)
	lock addl $0x0,(%esp)
	fildll 0x0(%ebp)
	fistpll 0x8(%esp)
	mov 0x8(%esp),%eax
	mov %esi,%ecx
	mov %edi,%ebx
	mov 0xc(%esp),%edx
	xor %eax,%ecx
	xor %edx,%ebx
	or %ebx,%ecx
	je .L24
	pause
	fildll 0x0(%ebp)
	jmp .L10
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi),%esi
	mov 0x14(%esp),%ebx
	mov 0x18(%esp),%esi
	mov 0x1c(%esp),%edi
	mov 0x20(%esp),%ebp
	add $0x24,%esp
	ret

uat_inc_8_relaxed:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0x1,%ecx
	adc $0x0,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_inc_8_acquire:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0x1,%ecx
	adc $0x0,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_inc_8_release:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0x1,%ecx
	adc $0x0,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_inc_8_acq_rel:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0x1,%ecx
	adc $0x0,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_inc_8_seq_cst:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0x1,%ecx
	adc $0x0,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_inc_8_seq_cst_fence:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0x1,%ecx
	adc $0x0,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_dec_8_relaxed:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0xffffffff,%ecx
	adc $0xffffffff,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_dec_8_acquire:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0xffffffff,%ecx
	adc $0xffffffff,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_dec_8_release:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0xffffffff,%ecx
	adc $0xffffffff,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_dec_8_acq_rel:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0xffffffff,%ecx
	adc $0xffffffff,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_dec_8_seq_cst:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0xffffffff,%ecx
	adc $0xffffffff,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_dec_8_seq_cst_fence:
	push %ebp
	push %edi
	push %esi
	push %ebx
	mov 0x14(%esp),%esi
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi),%esi
	mov %eax,%ecx
	mov %edx,%ebx
	add $0xffffffff,%ecx
	adc $0xffffffff,%ebx
	mov %ebx,%ebp
	mov %ecx,%ebx
	mov %ebp,%ecx
	lock cmpxchg8b (%esi)
	jne .L8
	pop %ebx
	pop %esi
	pop %edi
	pop %ebp
	ret

uat_add_around_8_mb:
	sub $0x1c,%esp
	mov %esi,0x10(%esp)
	mov 0x20(%esp),%esi
	mov %edi,0x14(%esp)
	mov 0x24(%esp),%edi
	mov %ebp,0x18(%esp)
	mov 0x28(%esp),%ebp
	mov %ebx,0xc(%esp)
	mov (%esi),%eax
	mov 0x4(%esi),%edx
	lea 0x0(%esi,%eiz,1),%esi
	lea 0x0(%esi,%eiz,1),%esi
	nop
	mov %edi,%ecx
	mov %ebp,%ebx
	add %eax,%ecx
	mov %ecx,(%esp)
	adc %edx,%ebx
	mov %ebx,0x4(%esp)
	mov (%esp),%ebx
	mov 0x4(%esp),%ecx
	lock cmpxchg8b (%esi)
	jne .L13
	mov 0xc(%esp),%ebx
	mov 0x10(%esp),%esi
	mov 0x14(%esp),%edi
	mov 0x18(%esp),%ebp
	add $0x1c,%esp
	ret

uat_smp_mb:
	lock addl $0x0,(%esp)
	ret

uat_smp_rmb:
	ret

uat_smp_wmb:
	ret

uat_mb:
	lock addl $0x0,(%esp)
	ret

uat_rmb:
	lock addl $0x0,(%esp)
	ret

uat_wmb:
	lock addl $0x0,(%esp)
	ret

