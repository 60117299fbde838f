#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/trap-return/run.sh - RISC-V bare metal with the A extension: every
# mret of every firmware image drops the interrupted code's LR
# reservation first (scripts/check-trap-return.sh; why in
# arch/riscv/include/asm/reservation.h).  QEMU cannot show the lost
# update this prevents (its sc compares values, and its mret drops the
# reservation), so the instructions are checked instead.  Two controls
# first, or the check proves nothing: a handler without
# uatomic_clear_reservation() must be caught, the same handler with it
# must pass.  Run by "make check" on a RISC-V board with UATOMIC_OBJDUMP,
# UATOMIC_CC, UATOMIC_CFLAGS and UATOMIC_FIRMWARE_FILES
# (tests/firmware/Makefile).
set -u
out=$UATOMIC_OBJTREE/tests-out/trap-return
rm -rf "$out"
mkdir -p "$out"
failed=0
check=$UATOMIC_SRCTREE/scripts/check-trap-return.sh

# shellcheck disable=SC2086
if ! echo | $UATOMIC_CC $UATOMIC_CFLAGS -dM -E - | grep -q __riscv_atomic; then
	echo "SKIP: trap-return: no A extension here: no LR/SC, no" \
	     "reservation for a handler to drop"
	exit 0
fi

# control NAME BODY WANT: a machine-mode handler that stores to a word,
# then runs BODY; the check must say WANT (ok or MISSING).
control() {
	cat > "$out/$1.c" <<CEOF
#include <asm/reservation.h>
extern volatile unsigned int control_word;
__attribute__((interrupt("machine"))) void control_handler(void)
{
	control_word += 1;
	$2
}
CEOF
	# shellcheck disable=SC2086
	if ! $UATOMIC_CC $UATOMIC_CFLAGS -c -o "$out/$1.o" "$out/$1.c" \
		> "$out/$1.log" 2>&1; then
		echo "FAIL: trap-return: control $1 compiles" \
		     "($(head -n 1 "$out/$1.log"))"
		failed=1
		return
	fi
	"$check" "$UATOMIC_OBJDUMP" "$out/$1.o" > "$out/$1.check" 2>&1
	if grep -q "^$3:" "$out/$1.check"; then
		echo "PASS: trap-return: a handler $4 is found $3" \
		     "($(grep -m 1 "^$3:" "$out/$1.check" | sed 's/^[^:]*: [^:]*: //'))"
	else
		echo "FAIL: trap-return: a handler $4 is found $3" \
		     "($(head -n 1 "$out/$1.check"))"
		failed=1
	fi
}
control without "" MISSING "without uatomic_clear_reservation()"
control with "uatomic_clear_reservation();" ok \
	"with uatomic_clear_reservation()"

total=0
for f in $UATOMIC_FIRMWARE_FILES; do
	case $f in
	*.elf) ;;
	*) continue ;;
	esac
	name=${f#"$UATOMIC_OBJTREE"/}
	"$check" "$UATOMIC_OBJDUMP" "$f" > "$out/image.check" 2>&1
	rc=$?
	mrets=$(grep -c . "$out/image.check")
	total=$((total + mrets))
	if [ "$rc" -ne 0 ]; then
		echo "FAIL: trap-return: $name: $(grep -m 1 -v '^ok:' \
			"$out/image.check" | sed "s|$UATOMIC_OBJTREE/||")"
		failed=1
	elif [ "$mrets" -gt 0 ]; then
		echo "PASS: trap-return: $name: each of its $mrets trap" \
		     "return(s) drops the reservation first"
	fi
	# (An image that never starts the timer has no handler at all:
	# --gc-sections dropped it.)
done
# irq.elf has the timer's handler: no mret anywhere means the scan read
# nothing.
if [ "$total" -eq 0 ]; then
	echo "FAIL: trap-return: no trap return found in any image"
	failed=1
fi
exit $failed
