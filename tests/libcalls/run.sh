#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/libcalls/run.sh - no library calls for atomics: the library's
# objects and every firmware test object reference no __atomic_*,
# __sync_* or libatomic symbol (nm -u), and no image contains one (a
# helper from libgcc linked in).  Bare-metal toolchains ship no libatomic,
# so such a reference is a link failure for our users, or a helper that
# is not atomic against interrupts.  A control object that does call one
# must be caught, or the check proves nothing.  Run by "make check" on
# bare metal with UATOMIC_NM, UATOMIC_CC, UATOMIC_CFLAGS and
# UATOMIC_FIRMWARE_FILES (tests/firmware/Makefile).
set -u
out=$UATOMIC_OBJTREE/tests-out/libcalls
mkdir -p "$out"
failed=0
pattern='(__atomic_|__sync_|libatomic)'

# calls FILE: the offending symbols of FILE, one per line.
calls() {
	case $1 in
	*.elf) $UATOMIC_NM "$1" ;;
	*) $UATOMIC_NM -u "$1" ;;
	esac | awk '{ print $NF }' | grep -E "^$pattern" | sort -u
}

# The control: a 1-byte and an 8-byte fetch-and-add through the compiler's
# builtins; at least one of them is a library call on every bare-metal
# target we build (ARMv6-M: both; ARMv7-M and rv32: 8 bytes; rv64 with
# GCC 12: 1 byte).
cat > "$out/control.c" <<'CEOF'
unsigned char control_byte;
unsigned long long control_dword;
void control(void)
{
	__atomic_fetch_add(&control_byte, 1, __ATOMIC_SEQ_CST);
	__atomic_fetch_add(&control_dword, 1, __ATOMIC_SEQ_CST);
}
CEOF
# shellcheck disable=SC2086
if ! $UATOMIC_CC $UATOMIC_CFLAGS -c -o "$out/control.o" "$out/control.c" \
	> "$out/control.log" 2>&1; then
	echo "FAIL: libcalls: the control object compiles" \
	     "($(head -n 1 "$out/control.log"))"
	failed=1
elif [ -n "$(calls "$out/control.o")" ]; then
	echo "PASS: libcalls: a builtin that needs a library call is caught" \
	     "($(calls "$out/control.o" | tr '\n' ' '| sed 's/ $//'))"
else
	echo "FAIL: libcalls: the control object's library call was not found"
	failed=1
fi

for f in $UATOMIC_FIRMWARE_FILES; do
	name=${f#"$UATOMIC_OBJTREE"/}
	if [ ! -f "$f" ]; then
		echo "FAIL: libcalls: $name exists"
		failed=1
		continue
	fi
	bad=$(calls "$f" | tr '\n' ' ' | sed 's/ $//')
	if [ -z "$bad" ]; then
		echo "PASS: libcalls: $name has no __atomic_/__sync_/libatomic call"
	else
		echo "FAIL: libcalls: $name calls $bad"
		failed=1
	fi
done
exit $failed
