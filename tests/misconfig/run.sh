#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/misconfig/run.sh - a build set up wrongly stops with a message
# that says what is wrong and what to do, before it builds or runs
# anything: a missing cross compiler, a missing emulator (TEST_RUNNER), a
# .config for another target than ARCH=, a hand-edited .config with an
# invalid value (kconfig would fix it silently), a defconfig naming an
# unknown symbol, O= inside the source tree's sources or outputs, O= a
# file, a SANITIZE= or STRESS= value that cannot work.  And what is
# allowed stays allowed: an O= build beside a
# configured source tree reads nothing of that tree's configuration.
# Works in a copy of the source tree.  Prints PASS:/FAIL: lines; run by
# "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C
export LC_ALL
# Our own make runs: nothing inherited from the calling build.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES GNUMAKEFLAGS EXTRA_CFLAGS \
	CROSS_COMPILE TEST_RUNNER ARCH SANITIZE STRESS KCONFIG_CONFIG \
	KCONFIG_ALLCONFIG KCONFIG_SEED CC CXX
scratch=$UATOMIC_OBJTREE/tests-out/misconfig
rm -rf "$scratch"
mkdir -p "$scratch/src/tests"
failed=0

# The copy: the real tree is never configured or written.
src=$scratch/src
(cd "$UATOMIC_SRCTREE" && cp -R Kconfig Makefile arch boards include lib scripts \
	configs samples "$src/" && cp -R tests/Makefile tests/include tests/liburcu \
	tests/unit tests/stress tests/litmus "$src/tests/")
rm -rf "$src/include/config" "$src/include/generated"

pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failed=1; }

# The first complaint of a log, without the scratch paths.
complaint() {
	grep -m 1 -E '\*\*\*|rror' "$1" | sed "s|$scratch|<scratch>|g"
}

# stops WHAT LOG TEXT... -- MAKE-ARG...: make must fail, its output holding
# every TEXT.
stops() {
	what=$1
	log=$2
	shift 2
	texts=
	while [ "$1" != "--" ]; do
		texts="$texts$1
"
		shift
	done
	shift
	if make -C "$src" "$@" > "$log" 2>&1; then
		fail "$what (make succeeded)"
		return 1
	fi
	missing=$(printf '%s' "$texts" | while IFS= read -r t; do
		grep -qF -- "$t" "$log" || echo "$t"
	done)
	if [ -n "$missing" ]; then
		fail "$what (no \"$(echo "$missing" | head -n 1)\" in:" \
		     "$(complaint "$log"))"
		return 1
	fi
	pass "$what"
}

# configure DIR DEFCONFIG: a configured, unbuilt O= tree.
configure() {
	make -C "$src" O="$1" "$2" > "$1.conf.log" 2>&1 ||
		fail "make O=... $2 ($(complaint "$1.conf.log"))"
}

### A missing cross compiler
o=$scratch/cross
configure "$o" x86_64_defconfig
stops "CROSS_COMPILE=nonexistent- stops, naming the compiler and 'make deps'" \
	"$o.log" "nonexistent-gcc" "make deps" "CROSS_COMPILE" -- \
	O="$o" CROSS_COMPILE=nonexistent- all

### The options of make check: unknown or impossible values
stops "SANITIZE=memory stops, naming the sanitizers there are" \
	"$o.sanitize.log" "unknown sanitizer 'memory'" \
	"thread, address or undefined" -- O="$o" SANITIZE=memory check
stops "SANITIZE=thread on the hand-written implementation stops, naming the builtins defconfig" \
	"$o.tsan-asm.log" "SANITIZE=thread needs the compiler-builtins" \
	"x86_64_builtins_defconfig" -- O="$o" SANITIZE=thread check
stops "SANITIZE=thread,address stops: they cannot be combined" \
	"$o.tsan-asan.log" "cannot be combined" -- \
	O="$o" SANITIZE=thread,address check
stops "STRESS=bogus stops, naming STRESS=long" "$o.stress.log" \
	"STRESS=bogus" "STRESS=long" -- O="$o" STRESS=bogus check

### A missing emulator: stops before building or running a test
o=$scratch/runner
configure "$o" x86_64_defconfig
if stops "TEST_RUNNER naming a missing program stops 'make check', saying to run 'make deps' or set TEST_RUNNER" "$o.log" \
	"$scratch/no-such-qemu-aarch64" "not found" "make deps" \
	"TEST_RUNNER" -- \
	O="$o" TEST_RUNNER="$scratch/no-such-qemu-aarch64 -L /usr" check; then
	if [ -e "$o/tests-out" ] || [ -e "$o/lib/libuatomic.a" ]; then
		fail "the missing TEST_RUNNER stops make check before anything" \
		     "is built"
	else
		pass "the missing TEST_RUNNER stops make check before anything" \
		     "is built"
	fi
fi

### A .config for another target than ARCH= says
o=$scratch/other-arch
configure "$o" arm64_defconfig
stops "ARCH=x86_64 on an arm64 .config stops, naming both and the defconfig to use" \
	"$o.log" "ARCH=x86_64" "arm64" "make x86_64_defconfig" -- \
	O="$o" ARCH=x86_64 all

### A hand-edited .config: kconfig would silently fix each of these
# edited WHAT SED-SCRIPT LINE DEFCONFIG: the edit must stop make, naming
# the line and its number, and leave the user's line in .config.
edited() {
	what=$1
	script=$2
	line=$3
	o=$scratch/edit-$(echo "$what" | tr -c 'a-z0-9\n' -)
	configure "$o" "$4"
	sed -i "$script" "$o/.config"
	n=$(grep -nxF -- "$line" "$o/.config" | cut -d: -f1)
	if [ -z "$n" ]; then
		fail "hand-edited .config, $what: the edit was made"
		return
	fi
	stops "a hand-edited .config with $what stops, naming the line ($line)" \
		"$o.log" ".config:$n: '$line'" "make olddefconfig" -- \
		O="$o" all || return
	if grep -qxF -- "$line" "$o/.config" &&
	   ! make -C "$src" O="$o" all > "$o.again.log" 2>&1; then
		pass "$what: .config keeps the user's line, and make stops again"
	else
		fail "$what: .config keeps the user's line, and make stops again"
	fi
}
edited "an out-of-range value" \
	's/^CONFIG_CACHE_LINE_SIZE=.*/CONFIG_CACHE_LINE_SIZE=3/' \
	"CONFIG_CACHE_LINE_SIZE=3" x86_64_defconfig
edited "an invalid bool value" 's/^CONFIG_SMP=y/CONFIG_SMP=maybe/' \
	"CONFIG_SMP=maybe" x86_64_defconfig
edited "an unknown symbol" '$a CONFIG_NO_SUCH_OPTION=y' \
	"CONFIG_NO_SUCH_OPTION=y" x86_64_defconfig
edited "an unmet dependency" \
	's/^CONFIG_IMPL_BUILTINS=y/CONFIG_IMPL_ASM=y/' \
	"CONFIG_IMPL_ASM=y" generic_defconfig
# The way out the message gives works.
o=$scratch/edit-an-out-of-range-value
if make -C "$src" O="$o" olddefconfig > "$o.old.log" 2>&1 &&
   make -C "$src" O="$o" -n all > "$o.accepted.log" 2>&1; then
	pass "after 'make olddefconfig' the fixed .config is accepted"
else
	fail "after 'make olddefconfig' the fixed .config is accepted" \
	     "($(complaint "$o.accepted.log"))"
fi

### A defconfig naming an unknown symbol
printf 'CONFIG_ARCH_X86_64=y\nCONFIG_NO_SUCH_SYMBOL=y\n' \
	> "$src/configs/unknownsym_defconfig"
stops "a defconfig naming an unknown symbol stops, naming the line" \
	"$scratch/unknownsym.log" "CONFIG_NO_SUCH_SYMBOL=y" "was not taken" -- \
	O="$scratch/unknownsym" unknownsym_defconfig
rm -f "$src/configs/unknownsym_defconfig"

### O= inside the source tree's sources, O= a file
for d in lib include/config arch/x86; do
	stops "O=<src>/$d stops: it is inside the tree's $(echo "$d" |
		cut -d/ -f1)/" "$scratch/inside.log" "inside the source tree" \
		"O=" -- O="$src/$d" x86_64_defconfig
	if [ -e "$src/$d/.config" ] || [ -e "$src/$d/include/config" ]; then
		fail "O=<src>/$d writes nothing there"
	fi
done
if make -C "$src" O="$src/build" x86_64_defconfig \
		> "$scratch/subdir.log" 2>&1; then
	pass "O=<src>/build, a new subdirectory of the tree, is accepted"
else
	fail "O=<src>/build, a new subdirectory of the tree, is accepted" \
	     "($(complaint "$scratch/subdir.log"))"
fi
rm -rf "$src/build"
: > "$scratch/a-file"
stops "O= naming a file stops, saying it must be a directory" \
	"$scratch/file.log" "is a file, not a directory" -- \
	O="$scratch/a-file" x86_64_defconfig

### O= beside a configured source tree reads nothing of its configuration
# The source tree's configuration, every file of it poisoned: reading
# any of them breaks the build.
mkdir -p "$src/include/config" "$src/include/generated/urcu"
printf 'CONFIG_ARCH_X86_64=y\nCONFIG_CACHE_LINE_SIZE=256\n' > "$src/.config"
echo '$(error the source tree auto.conf was read)' \
	> "$src/include/config/auto.conf"
for h in include/config/autoconf.h include/generated/urcu/config.h; do
	echo '#error "the source tree configuration was read"' > "$src/$h"
done
o=$scratch/beside
if make -C "$src" O="$o" generic_defconfig > "$o.log" 2>&1 &&
   make -C "$src" O="$o" -j2 all "$o/tests-out/unit/ops" >> "$o.log" 2>&1 &&
   grep -q "^#define UATOMIC_CONFIG_ARCH_GENERIC 1" \
	"$o/include/generated/urcu/config.h" &&
   ! grep -q "CACHE_LINE_SIZE 256" "$o/include/generated/urcu/config.h"
then
	pass "an O= build beside a configured source tree reads nothing of" \
	     "its .config, auto.conf or generated headers"
else
	fail "an O= build beside a configured source tree reads nothing of" \
	     "its .config, auto.conf or generated headers" \
	     "($(complaint "$o.log"))"
fi
exit $failed
