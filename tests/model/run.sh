#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/model/run.sh SRCARCH - "make check-model": the memory-model check
# of the configured architecture (Documentation/ordering.md §8):
#   1. the checker's validation suite for the ISA's model (RISC-V: and
#      the one-hart model of its boards) (tests/model/validate.py:
#      classic litmus shapes, published verdicts), and the same suite
#      with each part of the model dropped, or a wrong one added, in
#      turn, which must fail (a suite that cannot fail proves nothing);
#      then the checker against herd7 and published catalogues
#      (tests/model/crossval.py --quick);
#   2. the contract (tests/model/contract.py) on the golden file of every
#      modelled defconfig of the architecture (the RISC-V boards too:
#      what one hart needs, atomicity and the device fences);
#   3. the contract on copies of golden files with one fence (on a
#      board also an interrupt mask) removed, each of which must fail
#      on exactly the tests it carries, and print the violating
#      execution (for POWER also the golden file from before a known
#      defect was fixed).
# Prints PASS:/FAIL: lines and ends with "N passed, N failed".
set -u
LC_ALL=C
export LC_ALL
here=$(dirname "$0")
golden=$here/../asm/expected
arch=${1:-}
passed=0
failed=0
skipped=0

command -v python3 > /dev/null 2>&1 || {
	echo "FAIL: model check: no python3: run 'make deps'"
	echo "0 passed, 1 failed"
	exit 1
}

# tally OUTPUT: add a script's "N passed, N failed[, N skipped]" to the
# totals.
skipped=0
tally() {
	re='^\([0-9]*\) passed, \([0-9]*\) failed\(, \([0-9]*\) skipped\)*$'
	p=$(echo "$1" | sed -n "s/$re/\1/p")
	f=$(echo "$1" | sed -n "s/$re/\2/p")
	s=$(echo "$1" | sed -n "s/$re/\4/p")
	passed=$((passed + ${p:-0}))
	failed=$((failed + ${f:-1}))
	skipped=$((skipped + ${s:-0}))
}

# must_break MODEL:PART: the validation suite with PART of MODEL dropped
# (or, for a wrong part, added: validate.py --break) must fail some
# verdicts.
must_break() {
	set -- "${1%%:*}" "${1#*:}"
	out=$(python3 "$here/validate.py" --break "$1:$2")
	n=$(echo "$out" | sed -n 's/^[0-9]* passed, \([0-9]*\) failed$/\1/p')
	if [ "${n:-0}" -gt 0 ]; then
		echo "PASS: model check self-test: $1 broken at $2 fails $n" \
		     "published verdicts"
		passed=$((passed + 1))
	else
		echo "FAIL: model check self-test: $1 broken at $2 still" \
		     "reproduces every verdict: the suite does not test it"
		failed=$((failed + 1))
	fi
}

# violates DEFCONFIG FILE WHAT WANT: FILE, checked as DEFCONFIG's
# golden file, must fail exactly the tests WANT names, one a line, and
# print each violating execution; WHAT says what FILE is.
violates() {
	d=$1 file=$2 what=$3 want=$4
	out=$(echo "$want" | {
		args=
		while IFS= read -r line; do
			[ -n "$line" ] && args="$args --expect-fail '$line'"
		done
		eval python3 "$here/contract.py" --asm "$file" $args "$d"
	})
	echo "$out" | grep -v '^[0-9]* passed' | grep -e '^FAIL' \
		-e 'broken on purpose' -e 'violating execution' | sed \
		"s/^/    [$what] /"
	n=$(echo "$out" | sed -n 's/^[0-9]* passed, \([0-9]*\) failed$/\1/p')
	if [ "${n:-1}" -eq 0 ]; then
		echo "PASS: model check self-test: $what violates the" \
		     "contract in exactly the expected tests"
		passed=$((passed + 1))
	else
		echo "FAIL: model check self-test: $what: $n tests gave an" \
		     "unexpected verdict"
		failed=$((failed + 1))
	fi
}

# weakened DEFCONFIG FUNCTION INSN WANT [BY]: DEFCONFIG's golden file
# with the first INSN line of FUNCTION replaced by BY (a nop: the branch
# targets, instruction indices, stay) must fail exactly the tests WANT
# names, one a line.
weakened() {
	d=$1 fn=$2 insn=$3 want=$4 by=${5:-nop}
	tmp=$(mktemp) || exit 1
	awk -v fn="$fn:" -v insn="$insn" -v by="$by" '
		$0 == fn { p = 1 }
		p && $0 == "\t" insn { p = 0; print "\t" by; next }
		{ print }' "$golden/$d.asm" > "$tmp"
	if cmp -s "$tmp" "$golden/$d.asm"; then
		echo "FAIL: model check self-test: no '$insn' in $fn of $d.asm"
		failed=$((failed + 1))
		rm -f "$tmp"
		return
	fi
	violates "$d" "$tmp" "$d.asm with '$by' for '$insn' in $fn" "$want"
	rm -f "$tmp"
}

# What an acquire load without its fence breaks: every message passing
# shape whose reader is that load.
acquire_load_mp="size 4: MP store release / load acquire
size 4: MP store seq_cst / load acquire
size 4: MP writer relaxed; cmpxchg release succeeding
size 4: MP writer relaxed; cmpxchg acq_rel succeeding
size 4: MP writer relaxed; cmpxchg seq_cst succeeding
size 4: MP writer relaxed; cmpxchg seq_cst_fence succeeding
size 4: MP writer relaxed; try_cmpxchg release succeeding
size 4: MP writer relaxed; try_cmpxchg seq_cst_fence succeeding
size 4: MP writer relaxed; try_cmpxchg_weak release succeeding
size 4: MP writer relaxed; try_cmpxchg_weak seq_cst_fence succeeding"

case $arch in
riscv)
	isa=RISCV
	# The boards are uniprocessor: atomicity against a trap handler and
	# the device fences (tests/model/contract.py, shapes_up), under
	# RVWMO, or the one-hart model sc where interrupts are masked.
	models="rvwmo sc"
	# Every rule of preserved program order that some verdict needs,
	# and the wrong models (rule 2 without its exception for two reads
	# of one write, rule 7 for plain aq/rl, an AMO as two operations).
	# Rules 1, 2 and 8 are not among them: the coherence axiom and fr,
	# co in the global memory order imply them (tests/model/validate.py).
	breaks="rvwmo:3 rvwmo:4 rvwmo:5 rvwmo:6 rvwmo:7 rvwmo:9 rvwmo:10
		rvwmo:11 rvwmo:12 rvwmo:13 rvwmo:12+13 rvwmo:rsw rvwmo:rcpc
		rvwmo:amo sc:po sc:com"
	defconfigs="riscv64 qemu_virt_rv64_smp qemu_virt_rv64 qemu_virt_rv32 qemu_virt_rv32_noa"
	weaken() {
		weakened riscv64 uat_load_4_acquire "fence r,rw" \
"$acquire_load_mp"
		# The fully ordered cmpxchg's lr.aqrl without its .rl: a
		# store before a failing one may pass it, and its read (its
		# stored path keeps the sc.aqrl's release).
		weakened riscv64 uat_cmpxchg_4_seq_cst_fence "lr.w.aqrl a5,(a0)" \
"size 4: MP writer relaxed; cmpxchg seq_cst_fence failing; relaxed || smp_mb
size 4: SB relaxed; cmpxchg seq_cst_fence failing; relaxed || smp_mb
size 4: SB relaxed; cmpxchg seq_cst_fence failing (its own read) || smp_mb" \
			"lr.w.aq a5,(a0)"
		# The fence iorw,iorw of a board's cmm_mb(): another
		# observer (a DMA engine) sees store buffering.
		for d in qemu_virt_rv64 qemu_virt_rv32 qemu_virt_rv32_noa; do
			weakened $d uat_mb "fence" \
"size 4: SB relaxed; mb; relaxed, both sides (another observer)"
		done
		# A masked section without its csrrc: a handler's store
		# lands between the load and the store (the one-hart model).
		weakened qemu_virt_rv32_noa uat_add_return_4_seq_cst_fence \
			"csrrc a4,mstatus,8" \
"size 4: atomicity add_return seq_cst_fence against a store
size 4: atomicity add_return seq_cst_fence || cmpxchg relaxed: one lost"
		weakened qemu_virt_rv32 uat_add_return_8_relaxed \
			"csrrc a3,mstatus,8" \
"size 8: atomicity add_return relaxed against a store
size 8: atomicity two add_return relaxed lose one"
	}
	;;
arm64)
	isa=AArch64
	models=armv8
	# Each part of ordered-before, dob's (addr|data);lrs, and the wrong
	# models: rfi in ob, acquire and dmb ishld for a read with no result.
	breaks="armv8:obs armv8:dob armv8:aob armv8:bob armv8:pob armv8:lrs
		armv8:rfi armv8:noret"
	defconfigs="arm64 arm64_lse qemu_virt_a53_smp"
	weaken() {
		weakened arm64 uat_add_return_4_seq_cst_fence "dmb ish" \
"size 4: SB relaxed; add_return seq_cst_fence; relaxed || smp_mb
size 4: MP writer relaxed; add_return seq_cst_fence; relaxed || smp_mb
size 4: MP reader relaxed; add_return seq_cst_fence; relaxed || smp_mb"
		# An LSE acquire RMW into the zero register has no acquire
		# (Arm ARM C6.2): the reader of message passing sees stale x.
		weakened arm64_lse uat_add_return_4_acquire \
			"ldadda w1, w2, [x0]" \
"size 4: MP xchg release / add_return acquire" "ldadda w1, wzr, [x0]"
		# The dmb ish before a fully ordered cmpxchg, relaxed between
		# two (Documentation/ordering.md §7.2): a store before it may
		# pass it, whether it stores or fails.
		weakened arm64_lse uat_cmpxchg_4_seq_cst_fence "dmb ish" \
"size 4: MP writer relaxed; cmpxchg seq_cst_fence succeeding
size 4: SB relaxed; cmpxchg seq_cst_fence succeeding (its own read) || smp_mb
size 4: SB relaxed; cmpxchg seq_cst_fence failing (its own read) || smp_mb"
	}
	;;
x86)
	isa=X86_64
	# i686's 8-byte loads and stores are fildq/fistpq, its 8-byte RMWs
	# lock cmpxchg8b loops (tests/model/contract.py).
	models=tso breaks="tso:ppo tso:mfence tso:lock tso:com"
	defconfigs="x86_64 x86_64_tls_keys i686"
	weaken() {
		weakened i686 uat_store_4_seq_cst "xchg %eax,(%edx)" \
"size 4: SB store seq_cst; load seq_cst
size 4: R x=1 seq_cst; y=1 seq_cst || y=2 seq_cst; r=x seq_cst
size 4: R x=1 relaxed; y=1 seq_cst_fence || y=2 seq_cst; r=x seq_cst" \
			"mov %eax,(%edx)"
		# A seq_cst store as a plain mov: TSO's store buffer.
		weakened x86_64 uat_store_4_seq_cst "xchg %esi,(%rdi)" \
"size 4: SB store seq_cst; load seq_cst
size 4: R x=1 seq_cst; y=1 seq_cst || y=2 seq_cst; r=x seq_cst
size 4: R x=1 relaxed; y=1 seq_cst_fence || y=2 seq_cst; r=x seq_cst" \
			"mov %esi,(%rdi)"
	}
	;;
powerpc)
	isa=PPC
	# Every part of the Power model is needed by some verdict.
	models=power
	breaks="power:ppo power:cumulativity power:strong power:propagation
		power:observation power:thinair"
	# ppc_e500 too: it has no lwsync, its sequences are sync (msync)
	# where the others have lwsync (Documentation/ordering.md §7.1),
	# one instruction, the full barrier of Power ISA Book II.
	defconfigs="ppc64le ppc64 ppc ppc_e500"
	weaken() {
		weakened ppc64le uat_load_4_acquire "lwsync" \
"$acquire_load_mp"
		# A seq_cst store led by lwsync: R+lwsync+sync is allowed
		# (store buffering stays forbidden: the seq_cst load's own
		# leading hwsync orders it).
		weakened ppc uat_store_4_seq_cst "hwsync" \
"size 4: R x=1 seq_cst; y=1 seq_cst || y=2 seq_cst; r=x seq_cst" lwsync
		weakened ppc64 uat_cmpxchg_4_seq_cst_fence "hwsync" \
"size 4: MP writer relaxed; cmpxchg seq_cst_fence succeeding
size 4: SB relaxed; cmpxchg seq_cst_fence succeeding (its own read) || smp_mb
size 4: SB relaxed; cmpxchg seq_cst_fence failing (its own read) || smp_mb"
		# The ppc64le golden file from before the CMM_SEQ_CST_FENCE
		# store was fixed ("lwsync; st; hwsync", the mapping check's
		# fixture): the R shape of §7.1, at every size.
		fixtures=$here/../asm/mapping-fixtures
		violates ppc64le \
			"$fixtures/ppc64le-seq-cst-fence-store-lwsync.asm" \
			"the pre-fix ppc64le file" \
"size 1: R x=1 relaxed; y=1 seq_cst_fence || y=2 seq_cst; r=x seq_cst
size 2: R x=1 relaxed; y=1 seq_cst_fence || y=2 seq_cst; r=x seq_cst
size 4: R x=1 relaxed; y=1 seq_cst_fence || y=2 seq_cst; r=x seq_cst
size 8: R x=1 relaxed; y=1 seq_cst_fence || y=2 seq_cst; r=x seq_cst"
	}
	;;
*)
	echo "SKIP: model check: no axiomatic model for ARCH=$arch yet" \
	     "(modelled: riscv RVWMO, arm64 Armv8, x86 x86-TSO, powerpc" \
	     "Power;" \
	     "Documentation/ordering.md §8)"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
	;;
esac

for m in $models; do
	out=$(python3 "$here/validate.py" --model "$m")
	echo "$out" | grep -v '^[0-9]* passed'
	tally "$(echo "$out" | tail -n 1)"
done
for b in $breaks; do
	must_break "$b"
done
# The checker against herd7 and published verdicts: validate.py's shapes
# and the first tests of each catalogue of tests/model/published/ (the
# whole set: make check-model-xval).  herd7 is $HERD7 or on PATH; the
# herd7 verdicts are skipped without it.
out=$(python3 "$here/crossval.py" --quick --isa "$isa")
echo "$out" | grep -v '^[0-9]* passed'
tally "$(echo "$out" | tail -n 1)"
for d in $defconfigs; do
	out=$(python3 "$here/contract.py" "$d")
	echo "$out" | grep -v '^[0-9]* passed'
	tally "$(echo "$out" | tail -n 1)"
done
weaken

if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
