#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/mandatory-barriers/run.sh - the generic (compiler-builtins)
# target's mandatory barriers order device memory on every CPU: cmm_mb(),
# cmm_rmb() and cmm_wmb() of the generic configuration, compiled with
# each compiler installed here (every cross gcc of the list below, and
# clang --target= for each ISA), must be the ISA's full-system barrier,
# not the compiler's seq_cst fence, which orders ordinary memory only on
# several ISAs (arch/generic/include/asm/mandatory-barrier.h).  What each
# ISA's manual names (the table in expect() below); an ISA with no entry
# there, or a compiler that is not installed, is a SKIP.  Run by "make
# check" (a check of the tree: the same whatever is configured).
set -u
LC_ALL=C
export LC_ALL
. "$(dirname "$0")/../lib.sh"

src=$UATOMIC_SRCTREE
out=$UATOMIC_OBJTREE/tests-out/mandatory-barriers
rm -rf "$out"
mkdir -p "$out"
failed=0

# The generic configuration's header, in a tree of its own.
if ! make -s -C "$src" O="$out/generic" generic_defconfig \
		"$out/generic/include/generated/urcu/uatomic-config.h" \
		> "$out/generic.log" 2>&1; then
	fail "the generic configuration ($(head -n 1 "$out/generic.log"))"
	exit 1
fi
cat > "$out/mb.c" <<'EOF'
#include <urcu/arch.h>
void mb_full(void);
void mb_read(void);
void mb_write(void);
void mb_full(void) { cmm_mb(); }
void mb_read(void) { cmm_rmb(); }
void mb_write(void) { cmm_wmb(); }
EOF
# Freestanding, and for any target: no C library's headers, and not the
# check of <urcu/uatomic-target.h>, which pins a configuration to the
# machine it was built for (the tree's own tests of every CPU leave it
# out so, as tests/firmware/cpus does).
incs="-ffreestanding -D__UATOMIC_TARGET_UNCHECKED -I$out/generic/include/generated -I$src/include -I$src/arch/generic/include"

# expect ISA FUNCTION: the instructions (an extended regex, matched
# against each instruction line) that are FUNCTION's barrier on ISA.
expect() {
	case $1:$2 in
	# Arm ARM (DDI 0487) C6.2 DMB: SY is the full system, Device
	# memory included; LD and ST are its loads' and stores' forms.
	aarch64:full) echo 'dmb[[:space:]]+sy$' ;;
	aarch64:read) echo 'dmb[[:space:]]+(sy|ld)$' ;;
	aarch64:write) echo 'dmb[[:space:]]+(sy|st)$' ;;
	# ARMv7 (DDI 0406C A3.8.3, A8.8.43 DMB): SY, or ST for stores;
	# ARMv7 has no load-only option.
	armv7:full|armv7:read) echo 'dmb[[:space:]]+sy$' ;;
	armv7:write) echo 'dmb[[:space:]]+(sy|st)$' ;;
	# M profile (ARMv6-M, ARMv7-M, ARMv8-M ARMs, DMB): SY alone.
	armm:*) echo 'dmb([[:space:]]+sy)?$' ;;
	# ARMv6: the CP15 barrier operation, which has no domain.
	armv6:*) echo 'mcr[[:space:]]+p15,[[:space:]]*#?0,[[:space:]]*r[0-9]+,[[:space:]]*c7,[[:space:]]*c10,[[:space:]]*#?5$' ;;
	# ARMv5: no barrier User mode may run; the kernel's helper
	# (__sync_synchronize), on a CPU that performs its accesses in
	# program order (arch/arm/include/asm/barrier.h).
	armv5:*) echo 'bl[[:space:]]+__sync_synchronize' ;;
	# RISC-V unprivileged ISA, FENCE: the I and O bits order device
	# input and output (assemblers print "fence iorw,iorw" as "fence").
	riscv:full) echo 'fence([[:space:]]+iorw,[[:space:]]*iorw)?$' ;;
	riscv:read) echo 'fence([[:space:]]+iorw,[[:space:]]*iorw|[[:space:]]+ir,[[:space:]]*ir)?$' ;;
	riscv:write) echo 'fence([[:space:]]+iorw,[[:space:]]*iorw|[[:space:]]+ow,[[:space:]]*ow)?$' ;;
	# Power ISA Book II §1.7.1, 4.4.3: only sync (hwsync) orders
	# caching-inhibited accesses against the others; lwsync does not.
	powerpc:*) echo '(hw)?sync([[:space:]]+0)?$' ;;
	# MIPS32/MIPS64 SYNC (stype 0): a completion barrier for every
	# access, uncached ones included.
	mips:*) echo 'sync([[:space:]]+0)?$' ;;
	# z/Architecture Principles of Operation, "Serialization": BCR
	# 15,0, or 14,0 (fast-BCR-serialization, z196 and later).
	s390x:*) echo 'bcr[[:space:]]+1[45],[[:space:]]*%?r?0$' ;;
	# Alpha Architecture Reference Manual, MB: every access before
	# it, I/O space included, before every access after it.
	alpha:*) echo 'mb$' ;;
	# Intel SDM vol. 3A §9.2.5: the fences order write-combining memory
	# and non-temporal stores too.
	x86sse2:full) echo 'mfence$' ;;
	x86sse2:read) echo '(m|l)fence$' ;;
	x86sse2:write) echo '(m|s)fence$' ;;
	# Before SSE2 there is no fence: a locked instruction is the
	# strongest barrier (SDM vol. 3A §9.2.2; Linux's mb() there).
	x86:*) echo '^lock[[:space:]]' ;;
	esac
}

# isa COMPILER...: the ISA row of expect() the compiler builds for.
isa() {
	# shellcheck disable=SC2086
	"$@" $incs -dM -E - < /dev/null > "$out/macros" 2> /dev/null ||
		return 1
	m() { grep -q "^#define $1 " "$out/macros"; }
	v() { sed -n "s/^#define $1 //p" "$out/macros"; }
	if m __aarch64__; then echo aarch64
	elif m __arm__; then
		arch=$(v __ARM_ARCH)
		# 'M', which GCC writes as its value, 77.
		case $(v __ARM_ARCH_PROFILE) in
		"'M'"|77) profile=M ;;
		*) profile= ;;
		esac
		if [ "$profile" = M ]; then echo armm
		elif [ "${arch:-0}" -ge 7 ]; then echo armv7
		elif [ "${arch:-0}" -eq 6 ]; then echo armv6
		else echo armv5
		fi
	elif m __riscv; then echo riscv
	elif m __powerpc__; then echo powerpc
	elif m __mips__; then echo mips
	elif m __s390x__; then echo s390x
	elif m __alpha__; then echo alpha
	elif m __SSE2__ && { m __x86_64__ || m __i386__; }; then echo x86sse2
	elif m __i386__; then echo x86
	else echo other
	fi
}

# one NAME COMPILER...: the three barriers as COMPILER builds them.
one() {
	name=$1
	shift
	tag=$(echo "$name" | tr -c 'A-Za-z0-9_.\n-' _)
	if ! row=$(isa "$@"); then
		skip "$name: cannot build for its target here"
		return
	fi
	if [ "$row" = other ]; then
		skip "$name: no device barrier of this ISA in the table of" \
		     "tests/mandatory-barriers/run.sh"
		return
	fi
	# shellcheck disable=SC2086
	if ! "$@" $incs -O2 -S -o "$out/$tag.s" "$out/mb.c" \
			> "$out/$tag.log" 2>&1; then
		fail "$name: the generic cmm_mb/rmb/wmb compile" \
		     "($(grep -m 1 error "$out/$tag.log"))"
		return
	fi
	got=
	bad=
	for fn in full read write; do
		# The function's instructions, one a line, without directives,
		# labels or comments; tabs as spaces.
		awk -v fn="mb_$fn:" '
			$1 == fn { on = 1; next }
			on && (/^mb_[a-z]*:/ || /\.size|\.cfi_endproc/) {
				exit }
			on && /^[ \t]+[^ \t.@#\/;]/ {
				sub(/^[ \t]+/, ""); gsub(/\t/, " "); print }
		' "$out/$tag.s" > "$out/$tag.$fn"
		want=$(expect "$row" "$fn")
		hit=$(grep -m 1 -E "$want" "$out/$tag.$fn")
		if [ -n "$hit" ]; then
			got="$got${got:+ / }$hit"
		else
			case $fn in
			full) bad="$bad cmm_mb" ;;
			read) bad="$bad cmm_rmb" ;;
			write) bad="$bad cmm_wmb" ;;
			esac
			got="$got${got:+ / }$(tr '\n' ';' < "$out/$tag.$fn")"
		fi
	done
	if [ -z "$bad" ]; then
		pass "$name ($row): generic cmm_mb / cmm_rmb / cmm_wmb are" \
		     "the device barriers: $got"
	else
		fail "$name ($row):$bad not the ISA's device barrier" \
		     "(got: $got)"
	fi
}

# Every cross gcc of this list that is installed, at its default CPU,
# and the 32-bit Arm profiles at a CPU of each.
for t in aarch64-linux-gnu arm-linux-gnueabihf arm-linux-gnueabi \
		riscv64-linux-gnu powerpc64le-linux-gnu powerpc-linux-gnu \
		mips-linux-gnu mipsel-linux-gnu mips64el-linux-gnuabi64 \
		mipsisa32r6el-linux-gnu s390x-linux-gnu i686-linux-gnu \
		x86_64-linux-gnu alpha-linux-gnu hppa-linux-gnu \
		m68k-linux-gnu sh4-linux-gnu sparc64-linux-gnu; do
	if command -v "$t-gcc" > /dev/null 2>&1; then
		one "$t-gcc" "$t-gcc"
	else
		skip "$t-gcc is not installed"
	fi
done
if command -v arm-none-eabi-gcc > /dev/null 2>&1; then
	for cpu in cortex-m0 cortex-m3 cortex-r5 cortex-a7 arm1176jzf-s; do
		one "arm-none-eabi-gcc -mcpu=$cpu" arm-none-eabi-gcc -mcpu=$cpu
	done
else
	skip "arm-none-eabi-gcc is not installed"
fi
if command -v clang > /dev/null 2>&1; then
	for t in armv7a-linux-gnueabihf armv6-linux-gnueabihf \
			thumbv7m-none-eabi thumbv6m-none-eabi aarch64-linux-gnu \
			riscv64-linux-gnu riscv32-unknown-elf \
			powerpc64le-linux-gnu mips-linux-gnu s390x-linux-gnu \
			i686-linux-gnu x86_64-linux-gnu; do
		one "clang --target=$t" clang --target=$t
	done
else
	skip "clang is not installed"
fi
exit $failed
