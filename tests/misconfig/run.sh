#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/misconfig/run.sh - a build set up wrongly stops with a message
# that says what is wrong and what to do, before it builds or runs
# anything: a missing cross compiler, a missing emulator (TEST_RUNNER), a
# .config for another target than ARCH=, a hand-edited .config with an
# invalid value (kconfig would fix it silently) or a symbol set twice, a
# .config string that would run a command (CROSS_COMPILE, TEST_RUNNER),
# an empty test runner on a bare-metal board, a
# defconfig naming an unknown symbol, O= inside the source tree's sources
# or outputs, O= a file, a read-only O= or one make cannot carry, ARCH=
# naming no target, a SANITIZE= or STRESS= value that cannot work, a
# Cortex-M BASEPRI level that masks nothing on the board.  A tree stuck
# on an absent compiler is reconfigured, randconfig output is accepted
# (its runner and toolchain the settled target's), and two makes in one
# tree take turns.  And what is allowed stays allowed: an O= build beside
# a configured source tree reads nothing of that tree's configuration.
# Works in a copy of the source tree.  Prints PASS:/FAIL: lines; run by
# "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C
export LC_ALL
# Our own make runs: nothing inherited from the calling build.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES GNUMAKEFLAGS EXTRA_CFLAGS \
	CROSS_COMPILE TEST_RUNNER ARCH SANITIZE STRESS KCONFIG_CONFIG \
	KCONFIG_ALLCONFIG KCONFIG_SEED CC CXX CFLAGS CPPFLAGS LDFLAGS
scratch=$UATOMIC_OBJTREE/tests-out/misconfig
rm -rf "$scratch"
mkdir -p "$scratch/src/tests"
failed=0

# The copy: the real tree is never configured or written.
src=$scratch/src
(cd "$UATOMIC_SRCTREE" && cp -R Kconfig Makefile arch boards include lib scripts \
	configs samples "$src/" && cp -R tests/Makefile tests/include tests/firmware \
	tests/liburcu \
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

### A tree stuck on a compiler that is not installed: reconfiguring works
# (auto.conf of the refused configuration was read before make remade it)
printf 'CONFIG_ARCH_X86_64=y\nCONFIG_CROSS_COMPILE="uatomic-absent-"\n' \
	> "$src/configs/absentcc_defconfig"
o=$scratch/stuck
configure "$o" absentcc_defconfig
stops "a configuration whose compiler is absent stops, naming it" \
	"$o.log" "uatomic-absent-gcc" "not found" -- O="$o" all
for goal in olddefconfig x86_64_defconfig clean -n\ all; do
	# shellcheck disable=SC2086
	if make -C "$src" O="$o" $goal > "$o.$goal.log" 2>&1 &&
	   ! grep -q uatomic-absent "$o.$goal.log"; then
		pass "then 'make $goal' works and names no old compiler"
	else
		fail "then 'make $goal' works and names no old compiler" \
		     "($(complaint "$o.$goal.log"))"
	fi
done
rm -f "$src/configs/absentcc_defconfig"

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
# A symbol set twice: kconfig takes the later line, which is the one blamed.
o=$scratch/edit-duplicate
configure "$o" x86_64_defconfig
echo CONFIG_CACHE_LINE_SIZE=128 >> "$o/.config"
n=$(wc -l < "$o/.config")
first=$(grep -n '^CONFIG_CACHE_LINE_SIZE=' "$o/.config" | head -n 1 |
	cut -d: -f1)
what="a .config setting a symbol twice blames the later line ($n),"
stops "$what naming the first ($first)" \
	"$o.log" ".config:$n: 'CONFIG_CACHE_LINE_SIZE=128' sets" \
	"a second time (line $first already has" -- O="$o" all &&
	if grep -q ".config:$first:" "$o.log"; then
		fail "the first, valid line ($first) is not blamed"
	else
		pass "the first, valid line ($first) is not blamed"
	fi

### A .config's strings reach the shell (the compiler's name, the test
### runner, the flags): one that would run a command stops make, naming
### the symbol, before anything runs
# poisoned WHAT LINE GOAL TEXT: a .config holding LINE (instead of its
# symbol's own) stops "make GOAL", saying TEXT, and $scratch/ran is not
# made.
poisoned() {
	o=$scratch/poisoned
	rm -rf "$o" "$scratch/ran"
	configure "$o" x86_64_defconfig
	grep -v "^${2%%=*}=" "$o/.config" > "$o/edited"
	printf '%s\n' "$2" >> "$o/edited"
	mv "$o/edited" "$o/.config"
	stops "a .config with $1 stops make $3, naming it" "$o.log" \
		"${2%%=*}" "$4" -- O="$o" "$3" || return
	if [ -e "$scratch/ran" ]; then
		fail "a .config with $1: nothing ran (the command did)"
	else
		pass "a .config with $1: nothing ran"
	fi
}
string="a configuration string may not have"
poisoned "a command in CROSS_COMPILE" \
	"CONFIG_CROSS_COMPILE=\"x;touch $scratch/ran;\"" all "$string"
poisoned "make's \$(shell ...) in CROSS_COMPILE" \
	"CONFIG_CROSS_COMPILE=\"\$(shell touch $scratch/ran)\"" all "$string"
poisoned "a command in TEST_RUNNER" \
	"CONFIG_TEST_RUNNER=\"\$\$(touch $scratch/ran)\"" check "$string"
poisoned "a space in CROSS_COMPILE" "CONFIG_CROSS_COMPILE=\"a b-\"" all \
	"is not a toolchain prefix"
rm -f "$scratch/ran"
stops "a command in CROSS_COMPILE= stops make, naming it" \
	"$scratch/cross-cmd.log" "is not a toolchain prefix" -- \
	O="$o" CROSS_COMPILE="x;touch $scratch/ran;" all
if [ -e "$scratch/ran" ]; then
	fail "a command in CROSS_COMPILE=: nothing ran (the command did)"
else
	pass "a command in CROSS_COMPILE=: nothing ran"
fi

# randconfig seeds whose choices kconfig-conf drew before their
# dependencies settled (a Cortex-M and RV32/RV64 bare-metal CPU with the
# Linux platform): what randconfig writes, make accepts.
for seed in 6 12 13; do
	o=$scratch/randconfig-$seed
	KCONFIG_SEED=$seed make -C "$src" O="$o" randconfig > "$o.log" 2>&1 &&
		make -C "$src" O="$o" -n all >> "$o.log" 2>&1
	rc=$?
	if grep -q 'not valid here' "$o.log"; then
		fail "randconfig seed $seed: make accepts its .config" \
		     "($(complaint "$o.log"))"
	elif [ "$rc" -eq 0 ] || grep -q "Compiler '.*' not found" "$o.log"; then
		pass "randconfig seed $seed: make accepts its .config (it builds" \
		     "or names a compiler that is not installed)"
	else
		fail "randconfig seed $seed: make accepts its .config" \
		     "($(complaint "$o.log"))"
	fi
done

# randconfig seeds that drew a bare-metal board (qemu_virt_rv64,
# qemu_virt_rv32) while the platform was still Linux, and kept its empty
# test runner: the toolchain, LLVM and runner strings are those of the
# target randconfig settled on.
for seed in 808 816; do
	o=$scratch/randconfig-$seed
	KCONFIG_SEED=$seed make -C "$src" O="$o" randconfig > "$o.log" 2>&1
	c=$o/.config
	value() { sed -n "s/^CONFIG_$1=//p" "$c"; }
	if grep -q '^CONFIG_PLATFORM_BAREMETAL=y' "$c"; then
		runner=BOARD_TEST_RUNNER
	else
		runner=ARCH_TEST_RUNNER
	fi
	wrong=
	for pair in "TEST_RUNNER $runner" "CROSS_COMPILE ARCH_CROSS_COMPILE" \
			"LLVM ARCH_LLVM"; do
		# shellcheck disable=SC2086 # two words
		set -- $pair
		want=$(value "$2")
		[ "$(value "$1")" = "${want:-\"\"}" ] ||
			wrong="$wrong $1=$(value "$1") (the target's: $want)"
	done
	if [ -z "$wrong" ] && [ -s "$c" ]; then
		pass "randconfig seed $seed: the runner and toolchain are the" \
		     "settled target's ($(value BOARD_DIR))"
	else
		fail "randconfig seed $seed: the runner and toolchain are the" \
		     "settled target's (${wrong:-$(complaint "$o.log")})"
	fi
done

# An empty test runner on a bare-metal board: make check stops, naming
# the board's command, before anything is built.
o=$scratch/baremetal-no-runner
configure "$o" qemu_virt_rv64_defconfig
grep -v '^CONFIG_TEST_RUNNER=' "$o/.config" > "$o/edited"
echo 'CONFIG_TEST_RUNNER=""' >> "$o/edited"
mv "$o/edited" "$o/.config"
if stops "an empty TEST_RUNNER on a bare-metal board stops make check" \
	"$o.log" "TEST_RUNNER is empty on the bare-metal board" \
	"qemu-system-riscv64" "TEST_RUNNER=none" -- O="$o" check; then
	if [ -e "$o/tests-out" ] || [ -e "$o/lib/libuatomic.a" ]; then
		fail "the empty bare-metal runner stops make check before" \
		     "anything is built"
	else
		pass "the empty bare-metal runner stops make check before" \
		     "anything is built"
	fi
fi

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

### A BASEPRI level that masks nothing on the board (its implemented
### priority bits all zero): refused, naming the board's bits and the range
printf 'CONFIG_ARCH_ARM_M=y\nCONFIG_ARM_M_MASK_BASEPRI=y\nCONFIG_ARM_M_BASEPRI_LEVEL=0x10\n' \
	> "$src/configs/lowbasepri_defconfig"
stops "a defconfig's ARM_M_BASEPRI_LEVEL=0x10 on the 3-bit mps2-an385 stops, naming the bits and the levels that mask" \
	"$scratch/lowbasepri.log" "CONFIG_ARM_M_BASEPRI_LEVEL=0x10 masks no interrupt" \
	"implements 3 priority bits" "from 0x20 to 0xff" \
	"configs/lowbasepri_defconfig" -- \
	O="$scratch/lowbasepri" lowbasepri_defconfig
rm -f "$src/configs/lowbasepri_defconfig"
# Hand-edited: the highest level below the range stops make before it
# builds anything (CROSS_COMPILE= : the host compiler will do, nothing is
# compiled), and .config keeps the user's line; the lowest level in the
# range is accepted.
o=$scratch/edit-basepri
configure "$o" qemu_mps2_an385_basepri_defconfig
sed -i 's/^CONFIG_ARM_M_BASEPRI_LEVEL=.*/CONFIG_ARM_M_BASEPRI_LEVEL=0x1f/' \
	"$o/.config"
if stops "a hand-edited ARM_M_BASEPRI_LEVEL=0x1f on the 3-bit mps2-an385 stops make, naming the bits and the levels that mask" \
	"$o.log" "CONFIG_ARM_M_BASEPRI_LEVEL=0x1f masks no interrupt" \
	"implements 3 priority bits" "from 0x20 to 0xff" -- \
	O="$o" CROSS_COMPILE= all; then
	if grep -qx "CONFIG_ARM_M_BASEPRI_LEVEL=0x1f" "$o/.config" &&
	   [ ! -e "$o/lib/libuatomic.a" ]; then
		pass "the refused BASEPRI level: .config keeps the user's line, nothing is built"
	else
		fail "the refused BASEPRI level: .config keeps the user's line, nothing is built"
	fi
fi
sed -i 's/^CONFIG_ARM_M_BASEPRI_LEVEL=.*/CONFIG_ARM_M_BASEPRI_LEVEL=0x20/' \
	"$o/.config"
if make -C "$src" O="$o" CROSS_COMPILE= -n all > "$o.ok.log" 2>&1 &&
   grep -q "UATOMIC_CONFIG_ARM_M_BASEPRI_LEVEL 0x20" \
	"$o/include/generated/urcu/uatomic-config.h"; then
	pass "ARM_M_BASEPRI_LEVEL=0x20, the 3-bit board's lowest level that masks, is accepted"
else
	fail "ARM_M_BASEPRI_LEVEL=0x20, the 3-bit board's lowest level that masks, is accepted" \
	     "($(complaint "$o.ok.log"))"
fi


### ARCH= naming no target: no made-up defconfig is suggested
o=$scratch/other-arch
stops "ARCH=bogus stops, suggesting no bogus_defconfig but the real ones" \
	"$o.bogus.log" "there is no configs/bogus_defconfig" \
	"x86_64_defconfig" -- O="$o" ARCH=bogus all &&
	if grep -q "make bogus_defconfig" "$o.bogus.log"; then
		fail "ARCH=bogus: 'make bogus_defconfig' is not suggested"
	fi

### Two makes in one tree: the second says so and waits for the first
# (the first stands in as a process holding the tree's lock for 3 s, as a
# make does for its whole run, its process number in the lock file).
o=$scratch/twice
configure "$o" x86_64_defconfig
flock "$o/.make.lock" sh -c 'echo $$ > "$1"; sleep 3' sh "$o/.make.lock" &
first=$!
sleep 1
start=$(date +%s)
make -C "$src" O="$o" -n all > "$o.second.log" 2>&1
second=$?
waited=$(($(date +%s) - start))
wait "$first"
if [ "$second" -eq 0 ] && [ "$waited" -ge 1 ] &&
   grep -q "another make (process [0-9]*) is running in $o: waiting" \
	"$o.second.log"; then
	pass "a second make in one tree says another make (its process)" \
	     "is running, waits for it (${waited} s), then works"
else
	fail "a second make in one tree says another make (its process)" \
	     "is running, waits for it (${waited} s), then works" \
	     "($(complaint "$o.second.log"))"
fi

### A read-only O= names the path it could not write
o=$scratch/read-only
mkdir -p "$o"
if [ "$(id -u)" -ne 0 ]; then
	chmod a-w "$o"
	ro=
elif unshare -m true 2> /dev/null; then
	# root writes anywhere: a read-only bind mount in its own namespace.
	ro="unshare -m sh -c 'mount --bind -o ro \"$o\" \"$o\" && exec \"\$@\"' sh"
else
	ro=skip
fi
if [ "$ro" = skip ]; then
	echo "SKIP: root without unshare -m: the read-only O= is not tried"
else
	eval "$ro" make -C "$src" O="$o" x86_64_defconfig > "$o.log" 2>&1
	rc=$?
	if [ "$rc" -ne 0 ] && grep -qF "cannot write $o/.make.lock" "$o.log" &&
	   grep -q "O=$o must be a directory you can write to" "$o.log"; then
		pass "a read-only O= stops, naming the path it could not write"
	else
		fail "a read-only O= stops, naming the path it could not write" \
		     "($(complaint "$o.log"))"
	fi
	chmod u+w "$o"
fi

### O= with a character make cannot carry: refused, nothing written
for name in "a b" "it's" 'cost$5' "c:d"; do
	o="$scratch/o $name"
	[ "$name" = "a b" ] || o="$scratch/o-$name"
	if ! make -C "$src" O="$o" x86_64_defconfig > "$scratch/badpath.log" 2>&1 &&
	   grep -qF "holds a character make cannot carry" "$scratch/badpath.log" &&
	   [ ! -e "$o" ] && [ ! -e "$scratch/o" ]; then
		pass "O='<scratch>/${o#"$scratch/"}' is refused before anything is written"
	else
		fail "O='<scratch>/${o#"$scratch/"}' is refused before anything is written" \
		     "($(complaint "$scratch/badpath.log"))"
	fi
done

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
for h in include/config/autoconf.h include/generated/urcu/uatomic-config.h; do
	echo '#error "the source tree configuration was read"' > "$src/$h"
done
o=$scratch/beside
if make -C "$src" O="$o" generic_defconfig > "$o.log" 2>&1 &&
   make -C "$src" O="$o" -j2 all "$o/tests-out/unit/ops" >> "$o.log" 2>&1 &&
   grep -q "^#define UATOMIC_CONFIG_ARCH_GENERIC 1" \
	"$o/include/generated/urcu/uatomic-config.h" &&
   ! grep -q "CACHE_LINE_SIZE 256" "$o/include/generated/urcu/uatomic-config.h"
then
	pass "an O= build beside a configured source tree reads nothing of" \
	     "its .config, auto.conf or generated headers"
else
	fail "an O= build beside a configured source tree reads nothing of" \
	     "its .config, auto.conf or generated headers" \
	     "($(complaint "$o.log"))"
fi
exit $failed
