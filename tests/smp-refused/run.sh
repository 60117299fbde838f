#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/smp-refused/run.sh - interrupt masking is atomic on one core
# only: where a bare-metal CPU does an operand size by masking, an SMP
# build must refuse that size at compile time, saying to configure SMP=n,
# and accept the sizes it does with atomic instructions.  Each size is
# compiled twice: with this (SMP=n) configuration, where it must compile,
# and with UATOMIC_CONFIG_SMP added to a copy of <urcu/uatomic-config.h>, where
# it must do what the table below says for this CPU.  Run by "make check"
# on a bare-metal configuration with the UATOMIC_* variables of
# tests/Makefile.
set -u
LC_ALL=C
export LC_ALL

out=$UATOMIC_OBJTREE/tests-out/smp-refused
rm -rf "$out"
mkdir -p "$out/smp/urcu"

arch=$(sed -n 's/^CONFIG_ARCH_NAME="\(.*\)"$/\1/p' "$UATOMIC_OBJTREE/.config")

# What SMP=y does to each operand size, per CPU: "ok" (atomic
# instructions) or "refused" (masking).
case $arch in
rv64imac)	expect="1:ok 2:ok 4:ok 8:ok" ;;
rv32imac)	expect="1:ok 2:ok 4:ok 8:refused" ;;
rv32imc)	expect="1:refused 2:refused 4:refused 8:refused" ;;
xtensa-lx106)	expect="1:refused 2:refused 4:refused 8:refused" ;;
*)
	echo "SKIP: smp-refused: no expectations for $arch here"
	exit 0
	;;
esac

config_h=$UATOMIC_OBJTREE/include/generated/urcu/uatomic-config.h
if grep -q '^#define UATOMIC_CONFIG_SMP ' "$config_h"; then
	echo "SKIP: smp-refused: this configuration is SMP already"
	exit 0
fi
sed 's|^#endif /\* _URCU_UATOMIC_CONFIG_H \*/|#define UATOMIC_CONFIG_SMP 1\n&|' \
	"$config_h" > "$out/smp/urcu/uatomic-config.h"
if ! grep -q '^#define UATOMIC_CONFIG_SMP 1$' "$out/smp/urcu/uatomic-config.h"
then
	echo "FAIL: smp-refused: could not add UATOMIC_CONFIG_SMP to a copy" \
	     "of $config_h (its closing #endif changed?)"
	exit 1
fi

# compile SIZE [EXTRA_CFLAGS...]: an add on an operand of SIZE bytes.
compile() {
	size=$1
	shift
	case $size in
	1) type=uint8_t ;; 2) type=uint16_t ;; 4) type=uint32_t ;;
	8) type=uint64_t ;;
	esac
	src=$out/add$size.c
	{
		echo '#include <urcu/uatomic.h>'
		echo "$type v;"
		echo 'void f(void);'
		echo 'void f(void) { uatomic_add(&v, 1); }'
	} > "$src"
	# shellcheck disable=SC2086 # flags are words
	$UATOMIC_CC "$@" $UATOMIC_CFLAGS -Werror -c "$src" -o "${src%.c}.o" \
		> "${src%.c}$tag.err" 2>&1
}

status=0
for e in $expect; do
	size=${e%%:*}
	want=${e#*:}
	tag=
	if ! compile "$size"; then
		echo "FAIL: smp-refused: $size-byte uatomic_add compiles with" \
		     "SMP=n ($(grep -m 1 error "$out/add$size.err"))"
		status=1
		continue
	fi
	tag=.smp
	if compile "$size" -I"$out/smp"; then
		got=ok
	elif grep -q 'configure SMP=n' "$out/add$size.smp.err"; then
		got=refused
	else
		got="an error that does not say SMP=n: $(grep -m 1 error \
			"$out/add$size.smp.err")"
	fi
	if [ "$got" = "$want" ]; then
		echo "PASS: smp-refused: $arch, $size-byte uatomic_add with SMP=y:" \
		     "$want (and compiles with SMP=n)"
	else
		echo "FAIL: smp-refused: $arch, $size-byte uatomic_add with SMP=y:" \
		     "expected $want, got $got"
		status=1
	fi
done
exit $status
