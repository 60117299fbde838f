#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/firmware/cpus/run.sh - a Cortex-M configuration's headers in a
# build for any CPU the compiler accepts: every operation on every size
# must either compile, for an M-profile CPU (with the configured variant
# or an older one), or stop with one of the headers' own "uatomic:"
# errors, for any other target; never an assembler error or wrong code.
# The CPUs are those the compiler lists for -mcpu ("valid arguments"),
# plus the M-profile -march names.  Checked in the objects: ARMv6-M has
# no exclusives; ARMv8-M Baseline (Cortex-M23) gets them and no BASEPRI,
# unless the configuration is the older ARMv6-M, whose interrupt masking
# it then gets (arch/arm/include/asm/barrier.h).
# Run by "make check" on a Cortex-M configuration (tests/firmware/Makefile)
# with the UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C
export LC_ALL

out=$UATOMIC_OBJTREE/tests-out/cpus
rm -rf "$out"
mkdir -p "$out"
cc=${UATOMIC_CC%% *}
objdump=${UATOMIC_OBJDUMP:-${cc%gcc}objdump}
if grep -q '^CONFIG_ARM_V6M=y$' "$UATOMIC_OBJTREE/.config"; then
	configured_v6m=y
else
	configured_v6m=n
fi

# The configuration's flags without its CPU, FPU and float ABI; the
# headers' refusal of a target other than the configured one
# (<urcu/uatomic-target.h>) is left out: this checks the code each CPU
# would get.
flags=-D__UATOMIC_TARGET_UNCHECKED
for f in $UATOMIC_CFLAGS; do
	case $f in
	-mcpu=*|-march=*|-mfpu=*|-mfloat-abi=*|-mthumb|-marm) ;;
	*) flags="$flags $f" ;;
	esac
done

src=$out/ops.c
cat > "$src" <<'EOC'
#include <stdint.h>
#include <urcu/uatomic.h>

uint8_t v1;
uint16_t v2;
uint32_t v4;
uint64_t v8;
void f(void);

#define OPS(x)								\
	uatomic_add(&x, 3);						\
	uatomic_add(&x, 200);						\
	uatomic_dec(&x);						\
	(void) uatomic_add_return(&x, 7);				\
	(void) uatomic_sub_return(&x, 1);				\
	uatomic_and(&x, 5);						\
	uatomic_or(&x, 9);						\
	(void) uatomic_cmpxchg(&x, 1, 2);				\
	(void) uatomic_xchg(&x, 4);					\
	uatomic_store(&x, 6, CMM_RELEASE);				\
	(void) uatomic_load(&x, CMM_ACQUIRE);

void f(void)
{
	OPS(v1) OPS(v2) OPS(v4) OPS(v8)
}
EOC

cpus=$($cc -mcpu=list-the-cpus -x c -c /dev/null -o /dev/null 2>&1 |
	sed -n 's/.*valid arguments are: //p')
if [ -z "$cpus" ]; then
	echo "FAIL: cpus: $cc printed no list of -mcpu values"
	exit 1
fi
marchs="armv6-m armv6s-m armv7-m armv7e-m armv8-m.base armv8-m.main \
armv8.1-m.main"

status=0
m_ok=0
refused=0
skipped=0
# try OPTION: compiles ops.c with OPTION (and -mthumb for the M profile).
try() {
	opt=$1
	name=$(echo "$opt" | tr '=/' '__')
	obj=$out/$name.o
	err=$out/$name.err
	thumb=
	case $opt in
	*=cortex-m*|*=armv*-m*) thumb=-mthumb ;;
	esac
	# A target this compiler (or its default multilib) cannot build for
	# at all is none of the headers' business.
	# shellcheck disable=SC2086 # flags are words
	if ! $cc $flags $opt $thumb -mfloat-abi=soft -x c -c /dev/null \
		-o /dev/null > /dev/null 2>&1; then
		skipped=$((skipped + 1))
		return
	fi
	# shellcheck disable=SC2086
	if $cc $flags $opt $thumb -mfloat-abi=soft -Werror -c "$src" \
		-o "$obj" > "$err" 2>&1; then
		got=compiles
	elif grep -q 'error: #error "uatomic: ' "$err"; then
		got=refused
	else
		got="fails otherwise: $(grep -m 1 -i 'error' "$err")"
	fi
	case $opt in
	*=cortex-m*|*=armv*-m*) want=compiles ;;
	*) want=refused ;;
	esac
	if [ "$got" != "$want" ]; then
		echo "FAIL: cpus: $opt: expected the headers to say it $want," \
		     "got: $got"
		status=1
		return
	fi
	if [ "$want" = refused ]; then
		refused=$((refused + 1))
		return
	fi
	m_ok=$((m_ok + 1))
	# The instructions alone: the header line names the object's path,
	# which may hold "basepri" (the qemu_mps2_an385_basepri build tree).
	dis=$("$objdump" -d "$obj" | grep -E '^ *[0-9a-f]+:')
	arch=$($cc $flags $opt $thumb -mfloat-abi=soft -dM -E -x c /dev/null |
		sed -n 's/^#define __ARM_ARCH_\([0-9]*[A-Z_]*\)__ 1$/\1/p' |
		head -n 1)
	case $arch in
	6M)
		if echo "$dis" | grep -q ldrex; then
			echo "FAIL: cpus: $opt (ARMv6-M): no exclusives," \
			     "but the object has ldrex"
			status=1
		fi ;;
	8M_BASE)
		if [ "$configured_v6m" = y ]; then
			if echo "$dis" | grep -q ldrex; then
				echo "FAIL: cpus: $opt (ARMv8-M Baseline," \
				     "ARMv6-M configured): interrupt masking" \
				     "expected, but the object has ldrex"
				status=1
			fi
		elif ! echo "$dis" | grep -q ldrex ||
		   echo "$dis" | grep -qi basepri; then
			echo "FAIL: cpus: $opt (ARMv8-M Baseline): ldrex for" \
			     "1 to 4 bytes and no BASEPRI expected"
			status=1
		fi ;;
	esac
}

for c in $cpus; do
	try "-mcpu=$c"
done
for a in $marchs; do
	try "-march=$a"
done
if [ "$m_ok" -gt 0 ] && [ "$refused" -gt 0 ] && [ "$status" -eq 0 ]; then
	echo "PASS: cpus: every operation compiles for the $m_ok M-profile" \
	     "-mcpu/-march values and stops with a uatomic: #error for the" \
	     "$refused others ($skipped the compiler cannot build for)"
elif [ "$status" -eq 0 ]; then
	echo "FAIL: cpus: nothing to compare ($m_ok M-profile, $refused" \
	     "others)"
	status=1
fi
exit $status
