#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/install/buildflags.sh WORK - the library built as a Debian package
# builds it: with the environment of "dpkg-buildflags --export=sh"
# (DEB_BUILD_MAINT_OPTIONS=hardening=+all: the stack protector,
# _FORTIFY_SOURCE, -Wl,-z,relro -Wl,-z,now) in a scratch output tree of
# this configuration, with V=1.  The flags reach the compile lines after
# the tree's own (which stay), LDFLAGS the shared library's link, and
# readelf sees BIND_NOW and a GNU_RELRO segment in the library (Debian
# Policy 10.1, "Binaries"; dpkg-buildflags(1), "hardening").  Native
# Linux builds only: the flags are the host's.  Called by run.sh; prints
# PASS:/FAIL:/SKIP: lines and exits with the number of failures.
set -u
src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
work=$1/buildflags
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

if grep -q '^CONFIG_PLATFORM_BAREMETAL=y' "$obj/.config" ||
		[ -n "${TEST_RUNNER:-}" ]; then
	skip "dpkg-buildflags: not a native Linux build (the flags" \
	     "are the host's)"
	exit 0
fi
for tool in dpkg-buildflags readelf; do
	if ! command -v "$tool" > /dev/null 2>&1; then
		skip "dpkg-buildflags: $tool is not installed (dpkg-dev," \
		     "binutils)"
		exit 0
	fi
done

rm -rf "$work"
mkdir -p "$work"
cp "$obj/.config" "$work/.config"
# A Debian build's environment: the flags as dpkg-buildflags exports them.
(
	eval "$(DEB_BUILD_MAINT_OPTIONS=hardening=+all \
		dpkg-buildflags --export=sh)"
	printf '%s\n' "$CPPFLAGS" "$CFLAGS" "$LDFLAGS" > "$work/flags"
	unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES EXTRA_CFLAGS
	make -C "$src" O="$work" olddefconfig > "$work/config.log" 2>&1 &&
		make -C "$src" O="$work" V=1 all > "$work/build.log" 2>&1
)
result $? "a build in dpkg-buildflags' environment (hardening=+all)" ||
	tail -n 15 "$work/build.log"
{ read -r cppflags; read -r cflags; read -r ldflags; } < "$work/flags"

# The compile line of a library object: the tree's -I and -fPIC stay, the
# environment's CPPFLAGS and CFLAGS follow the tree's own flags.
line=$(grep -E -- ' -c -o [^ ]*/lib/[^ ]*\.o ' "$work/build.log" | head -n 1)
case "$line" in
*" -I$src/include "*" -fPIC "*" $cppflags $cflags "*) true ;;
*) false ;;
esac
result $? "the compile lines carry the tree's flags, then CPPFLAGS and" \
	"CFLAGS ($cppflags $cflags)" || echo "    $line"

line=$(grep -E -- ' -shared ' "$work/build.log" | head -n 1)
case "$line" in
*" $ldflags "*) true ;;
*) false ;;
esac
result $? "the shared library's link carries LDFLAGS ($ldflags)" ||
	echo "    $line"

so=$(ls "$work"/lib/libuatomic.so.*.*.* 2> /dev/null | head -n 1)
if [ -n "$so" ]; then
	readelf -dW "$so" | grep -qE '\((FLAGS|FLAGS_1)\) .*\b(BIND_NOW|NOW)\b'
	result $? "readelf: $(basename "$so") is bound at load (BIND_NOW)"
	readelf -lW "$so" | grep -q 'GNU_RELRO'
	result $? "readelf: $(basename "$so") has a GNU_RELRO segment"
else
	fail "the shared library was not built"
fi
exit $failed
