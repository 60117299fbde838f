#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/nm/run.sh - no operation of this build leaves the inline code, and
# nothing the build links calls a library for an atomic.  The library's
# objects and the golden-assembly object (every operation at every size
# and order, tests/asm/ops.c) reference no out-of-line atomic helper:
# libatomic's __atomic_*, libgcc's __sync_* or its arm64 outline atomics
# (__aarch64_cas4_acq...).  Every hosted test program, linked, contains
# and references nothing of libatomic and does not need libatomic.so (a
# static program may contain libgcc's helpers for the C library's own
# use: those are checked in the objects, where only our code is).
# CONFIG_GENERIC_SYNC_HELPERS, for a CPU without any atomic read-modify-
# write (hppa), asks for libgcc's __sync_* helpers: they are then
# allowed, libatomic still not; no configuration asks for libatomic's
# lock-based fallback.
#
# On bare metal (UATOMIC_FIRMWARE_FILES, from tests/firmware/Makefile)
# every firmware test object references no such helper either, and no
# image contains one (a helper from libgcc linked in): bare-metal
# toolchains ship no libatomic, so such a reference is a link failure for
# our users, or a helper that is not atomic against interrupts.  There a
# control object that does call one must be caught, or the check proves
# nothing (a hosted target has no builtin that surely calls a helper).
# Prints one PASS:/FAIL: line per file, and the control's.
set -u
LC_ALL=C
export LC_ALL
obj=$UATOMIC_OBJTREE
nm=$UATOMIC_NM
out=$obj/tests-out/nm
mkdir -p "$out"
libatomic='__atomic_(load|store|exchange|compare_exchange|fetch_[a-z]+|[a-z]+_fetch|test_and_set|clear|is_lock_free)(_[0-9]+)?$'
sync_helpers='__sync_'
outline='__aarch64_(cas|swp|ld[a-z]+)[0-9]+_[a-z_]+$'
if grep -q "define UATOMIC_CONFIG_GENERIC_SYNC_HELPERS 1" \
		"$obj/include/generated/urcu/uatomic-config.h" 2> /dev/null; then
	sync_helpers=
	echo "NOTE: CONFIG_GENERIC_SYNC_HELPERS: libgcc's __sync_* helpers allowed"
fi
# What our own code (an object, a firmware image) must not reference:
# any __atomic_ or libatomic symbol, libgcc's __sync_* and arm64's
# outline atomics.
helpers="(__atomic_|libatomic${sync_helpers:+|$sync_helpers}|$outline)"

if ! command -v "$nm" > /dev/null 2>&1; then
	echo "FAIL: nm check: no $nm (install the target's binutils: make deps)"
	exit 1
fi

failed=0
checked=0
# symbols FILE NMFLAGS PATTERN: what FILE references (or, with no
# NMFLAGS, contains) that matches PATTERN, on one line; fails when nm
# cannot read FILE.
symbols() {
	# shellcheck disable=SC2086
	"$nm" $2 "$1" > "$out/nm.txt" 2> "$out/nm.err" || return 1
	awk '{ print $NF }' "$out/nm.txt" | grep -E "^$3" | sort -u |
		tr '\n' ' ' | sed 's/ $//'
}

# check FILE NMFLAGS PATTERN: one PASS:/FAIL: line for FILE.
check() {
	f=$1
	rel=${f#"$obj"/}
	if [ ! -f "$f" ]; then
		echo "FAIL: $rel: missing (the build did not make it)"
		failed=1
		return
	fi
	if ! syms=$(symbols "$f" "$2" "$3"); then
		echo "FAIL: nm $rel: $(head -n 1 "$out/nm.err")"
		failed=1
		return
	fi
	needed=
	if "${UATOMIC_OBJDUMP:-objdump}" -p "$f" 2> /dev/null |
			grep -q 'NEEDED.*libatomic'; then
		needed="NEEDED libatomic.so"
	fi
	checked=$((checked + 1))
	if [ -n "$syms$needed" ]; then
		echo "FAIL: $rel uses out-of-line atomics: $syms${needed:+${syms:+ }$needed}"
		failed=1
	else
		echo "PASS: $rel: no out-of-line atomic helper"
	fi
}

# The control, on bare metal: a 1-byte and an 8-byte fetch-and-add
# through the compiler's builtins; at least one of them is a library call
# on every bare-metal target we build (ARMv6-M: both; ARMv7-M and rv32:
# 8 bytes; rv64 with GCC 12: 1 byte).  AArch64 has every size inline:
# its control turns back on the outline atomics our build turns off
# (-moutline-atomics after the build's -mno-outline-atomics), which call
# libgcc's __aarch64_* helpers.  LoongArch (clang) has both inline, and a
# 16-byte one calls __atomic_fetch_add_16 (LA64 v1.00 has no 16-byte
# atomic instruction).
control_flags=
case " $UATOMIC_CFLAGS " in
*" -mno-outline-atomics "*) control_flags=-moutline-atomics ;;
esac
if [ -n "${UATOMIC_FIRMWARE_FILES:-}" ]; then
	cat > "$out/control.c" <<'CEOF'
unsigned char control_byte;
unsigned long long control_dword;
#ifdef __loongarch__
unsigned __int128 control_qword;
#endif
void control(void)
{
	__atomic_fetch_add(&control_byte, 1, __ATOMIC_SEQ_CST);
	__atomic_fetch_add(&control_dword, 1, __ATOMIC_SEQ_CST);
#ifdef __loongarch__
	__atomic_fetch_add(&control_qword, 1, __ATOMIC_SEQ_CST);
#endif
}
CEOF
	# shellcheck disable=SC2086
	if ! $UATOMIC_CC $UATOMIC_CFLAGS $control_flags -c -o "$out/control.o" \
			"$out/control.c" > "$out/control.log" 2>&1; then
		echo "FAIL: the control object compiles" \
		     "($(head -n 1 "$out/control.log"))"
		failed=1
	elif calls=$(symbols "$out/control.o" -u "$helpers") &&
			[ -n "$calls" ]; then
		echo "PASS: a builtin that needs a library call is caught ($calls)"
	else
		echo "FAIL: the control object's library call was not found"
		failed=1
	fi
fi

# Our objects: the library's, the golden-assembly object's, and on bare
# metal the firmware test objects and images.
for f in "$obj"/lib/*.o "$obj"/tests-out/asm/ops.o; do
	[ -f "$f" ] && check "$f" -u "$helpers"
done
for f in ${UATOMIC_FIRMWARE_FILES:-}; do
	case $f in
	"$obj"/lib/*.o) ;;			# checked above
	*.elf) check "$f" "" "$helpers" ;;
	*) check "$f" -u "$helpers" ;;
	esac
done
# The hosted test programs: nothing of libatomic.
for f in "$obj"/tests-out/unit/* "$obj"/tests-out/stress/* \
		"$obj"/tests-out/litmus/*; do
	case $f in
	*.d|*.log) continue ;;
	esac
	[ -f "$f" ] && [ -x "$f" ] && check "$f" "" "$libatomic"
done
if [ "$checked" -eq 0 ]; then
	echo "FAIL: nm check found nothing to check under $obj (build first)"
	failed=1
fi
exit $failed
