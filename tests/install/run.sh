#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/install/run.sh - "make install DESTDIR=..." into a scratch stage,
# then a program outside the tree (consumer.c) built with nothing but
# pkg-config's flags against the staged library, statically and shared,
# and run (under $TEST_RUNNER).  Prints PASS:/FAIL: lines.
set -u
src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
stage=$obj/tests-out/install/stage
work=$obj/tests-out/install
rm -rf "$stage"
mkdir -p "$work"
failed=0

result() {
	if [ "$1" -eq 0 ]; then
		echo "PASS: $2"
	else
		echo "FAIL: $2"
		failed=1
	fi
}

make -C "$src" O="$obj" install \
	DESTDIR="$stage" PREFIX=/usr/local > "$work/install.log" 2>&1
result $? "make install DESTDIR=... installs" || cat "$work/install.log"

pc=$stage/usr/local/lib/pkgconfig/uatomic.pc
[ -f "$pc" ]
result $? "uatomic.pc is installed"
[ -f "$stage/usr/local/lib/libuatomic.a" ] &&
	[ -e "$stage/usr/local/lib/libuatomic.so" ] &&
	[ -f "$stage/usr/local/include/uatomic/urcu/uatomic.h" ]
result $? "static and shared library and headers are installed"

! grep -rqE '#[ ]*include <(asm|generic)/' "$stage/usr/local/include/uatomic"
result $? "installed headers name no <asm/...> or <generic/...>"

export PKG_CONFIG_PATH="$stage/usr/local/lib/pkgconfig"
export PKG_CONFIG_SYSROOT_DIR="$stage"
flags=$(pkg-config --cflags --libs uatomic)
result $? "pkg-config --cflags --libs uatomic: $flags"

# Statically where the target's test programs are static (or natively);
# against the shared library where they are dynamic.
case " $UATOMIC_TEST_LDFLAGS " in
*" -static "*) static=1 shared= ;;
*) static= shared=1 ;;
esac
[ -z "${TEST_RUNNER:-}" ] && static=1 shared=1
[ "${TEST_RUNNER:-}" = none ] && run= || run=1
# A sanitized library (make SANITIZE=...) needs its runtime in the
# consumer, which has no static form.
san=${UATOMIC_SANITIZE_CFLAGS:-}
if [ -n "$san" ]; then
	static=
	shared=1
	echo "NOTE: SANITIZE build: the consumer links the shared library" \
	     "with $san; no static consumer"
fi

if [ -n "$static" ]; then
	# shellcheck disable=SC2086
	$UATOMIC_CC -Wall -Wextra -Werror -o "$work/consumer-static" \
		"$src/tests/install/consumer.c" $flags -static -pthread \
		> "$work/cc-static.log" 2>&1
	result $? "consumer builds statically with pkg-config flags only" ||
		cat "$work/cc-static.log"
	if [ -n "$run" ]; then
		# shellcheck disable=SC2086
		${TEST_RUNNER:-} "$work/consumer-static"
		result $? "consumer (static) runs and every operation behaves"
	fi
fi
if [ -n "$shared" ]; then
	# shellcheck disable=SC2086
	$UATOMIC_CC -Wall -Wextra -Werror -o "$work/consumer-shared" \
		"$src/tests/install/consumer.c" $flags $san -pthread \
		> "$work/cc-shared.log" 2>&1
	result $? "consumer builds against the shared library" ||
		cat "$work/cc-shared.log"
	if [ -n "$run" ]; then
		# shellcheck disable=SC2086
		LD_LIBRARY_PATH="$stage/usr/local/lib" ${TEST_RUNNER:-} \
			"$work/consumer-shared"
		result $? "consumer (shared) runs"
	fi
fi
exit $failed
