#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/install/run.sh - "make install DESTDIR=..." into a scratch stage,
# then a program outside the tree (consumer.c) built with nothing but
# pkg-config's flags against the staged library, statically and shared,
# and run (under $TEST_RUNNER); so is the liburcu-style program of
# tests/unit.  The manual pages render with man -l, and "make uninstall"
# removes everything again.  Then installs interrupted by SIGTERM and
# SIGKILL during the copies and during the renames (interrupt.sh): each
# says so or is re-run to completion, and uninstall leaves DESTDIR empty.
# Then the library built with dpkg-buildflags' flags (buildflags.sh).
# Prints PASS:/FAIL: lines.
set -u
src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
stage=$obj/tests-out/install/stage
work=$obj/tests-out/install
rm -rf "$stage"
mkdir -p "$work"
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

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

# A program knows it got uatomic's headers: UATOMIC_VERSION and its parts,
# as pkg-config --modversion gives them.
version=$(pkg-config --modversion uatomic)
major=${version%%.*} patch=${version##*.} minor=${version#*.}
minor=${minor%.*}
# shellcheck disable=SC2086
got=$({
	echo '#include <urcu/uatomic.h>'
	echo "#if UATOMIC_VERSION ==" \
		"UATOMIC_VERSION_CODE($major, $minor, $patch)"
	echo 'UATOMIC_VERSION_STRING UATOMIC_VERSION_MAJOR' \
		'UATOMIC_VERSION_MINOR UATOMIC_VERSION_PATCH'
	echo '#endif'
} | $UATOMIC_CC -E -P -x c - $flags 2> "$work/version.err" | tail -n 1)
[ "$got" = "\"$version\" $major $minor $patch" ]
result $? "the installed headers define UATOMIC_VERSION $version" \
	"(UATOMIC_VERSION_STRING, MAJOR, MINOR, PATCH: ${got:-none})" ||
	head -n 3 "$work/version.err"

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

# liburcu's own users: the liburcu-style program of tests/unit, built the
# same way with pkg-config's flags and nothing else.
user_src=$src/tests/unit/liburcu-user.c
if [ -n "$static" ]; then
	# shellcheck disable=SC2086
	$UATOMIC_CC -Wall -Wextra -Werror -o "$work/liburcu-user-static" \
		"$user_src" $flags -static -pthread \
		> "$work/cc-user-static.log" 2>&1
	result $? "a liburcu-style program builds statically with" \
		"pkg-config flags only" || cat "$work/cc-user-static.log"
	if [ -n "$run" ]; then
		# shellcheck disable=SC2086
		${TEST_RUNNER:-} "$work/liburcu-user-static" \
			> "$work/liburcu-user.out" 2>&1
		result $? "the liburcu-style program (static) runs" ||
			grep FAIL "$work/liburcu-user.out"
	fi
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
### The manual pages: installed, with a link per name, each rendering
man3=$stage/usr/local/share/man/man3
[ -f "$man3/uatomic_cmpxchg.3" ] && [ -L "$man3/uatomic_sub.3" ]
result $? "the manual pages are installed, a link for every name"
if command -v man > /dev/null 2>&1; then
	MANWIDTH=80 man -M "$stage/usr/local/share/man" 3 uatomic_cmpxchg \
		> "$work/man.txt" 2> "$work/man.err" &&
		grep -q 'compare-and-exchange' "$work/man.txt" &&
		[ ! -s "$work/man.err" ]
	result $? "man 3 uatomic_cmpxchg finds and renders the installed page"
	bad=
	for page in "$man3"/*.3; do
		# A link renders as its page does: it need only name a page
		# of this directory (rendering some 170 links again took 30 s).
		if [ -L "$page" ]; then
			target=$(readlink "$page")
			case $target in
			*/*) bad="$bad ${page##*/}(link out of man3)" ;;
			*) [ -f "$man3/$target" ] && [ ! -L "$man3/$target" ] ||
				bad="$bad ${page##*/}(link to no page)" ;;
			esac
			continue
		fi
		MANWIDTH=80 man -l "$page" > "$work/page.txt" 2> "$work/page.err"
		rc=$?
		# groff names what it cannot typeset (bad requests, fonts).
		if [ "$rc" -ne 0 ] || [ -s "$work/page.err" ] ||
				! grep -q '^NAME' "$work/page.txt"; then
			bad="$bad ${page##*/}"
		fi
		if command -v groff > /dev/null 2>&1 &&
		    [ -n "$(groff -t -man -ww -z "$page" 2>&1)" ]; then
			bad="$bad ${page##*/}(groff warns)"
		fi
	done
	[ -z "$bad" ]
	result $? "man -l renders every installed page, groff -ww silent" \
		"($(ls "$man3" | wc -l) pages and links)${bad:+; not:$bad}"
else
	echo "SKIP: man is not installed: the pages are not rendered" \
	     "(make deps installs man-db)"
fi

### uatomic-herd: the memory model installed, and run from there on a
### test of a user's algorithm (memory-model-readers.litmus, not one of
### tests/memory-model)
herd=$stage/usr/local/bin/uatomic-herd
user_test=$(dirname "$0")/memory-model-readers.litmus
[ -x "$herd" ] &&
	[ -f "$stage/usr/local/share/uatomic/memory-model/uatomic.cat" ] &&
	[ -f "$stage/usr/local/share/man/man1/uatomic-herd.1" ] &&
	"$herd" --translate "$user_test" > "$work/herd.txt" 2>&1 &&
	grep -q 'uatomic_inc__relaxed(nr_readers)' "$work/herd.txt"
result $? "uatomic-herd is installed with its model and man page, and" \
	"translates a test" || cat "$work/herd.txt"
if [ -n "${HERD7:-}" ] || command -v herd7 > /dev/null 2>&1; then
	"$herd" "$user_test" > "$work/herd.txt" 2>&1
	grep -q '^Observation readers+inc-after+mb Never ' "$work/herd.txt"
	result $? "the installed uatomic-herd forbids what the contract" \
		"forbids (a reader announced with uatomic_inc() and" \
		"cmm_smp_mb__after_uatomic_inc())" || cat "$work/herd.txt"
else
	echo "SKIP: herd7 not found (HERD7, or herd7 on PATH): the installed" \
	     "uatomic-herd is not run"
fi

### The firmware kit's tools are a bare-metal install's: their pages not
### here either (tests/firmware-kit checks them there)
kit_pages=
for page in uatomic-check-tls-layout.1 uatomic-check-trap-return.1; do
	[ -e "$stage/usr/local/share/man/man1/$page" ] &&
		kit_pages="$kit_pages $page"
done
[ -z "$kit_pages" ]
result $? "no page of a tool this install does not have" \
	"${kit_pages:+(installed:$kit_pages)}"

### make uninstall removes every file make install wrote
make -C "$src" O="$obj" uninstall \
	DESTDIR="$stage" PREFIX=/usr/local > "$work/uninstall.log" 2>&1
result $? "make uninstall DESTDIR=... runs" || cat "$work/uninstall.log"
left=$(find "$stage" ! -type d | sed "s|^$stage||" | head -n 5 | tr '\n' ' ')
[ -z "$left" ]
result $? "make uninstall leaves no file behind${left:+ (left: $left)}"

### Interrupted installs: SIGTERM and SIGKILL during the copies and the
### renames, into an empty DESTDIR and over an earlier install holding a
### file this one no longer has
. "$src/tests/install/interrupt.sh"
for point in "TERM copy 50" "TERM rename 50" "KILL copy 50" \
		"KILL rename 150 over"; do
	# shellcheck disable=SC2086 # three or four words
	interrupted_install $point
done

# The library built with a Debian build's flags (dpkg-buildflags).
sh "$src/tests/install/buildflags.sh" "$work" || failed=1

exit $failed
