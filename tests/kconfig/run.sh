#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/kconfig/run.sh - the configuration side of the tree: every
# configs/*_defconfig round-trips through kconfig-conf --defconfig and
# --savedefconfig (run as the Makefile's kconfig-env runs them) without a
# kconfig warning; scripts/check-defconfig.sh rejects what kconfig drops
# silently; and make refuses, with a useful message, an unknown
# defconfig, an unconfigured O= tree, a .config that is no configuration
# (empty, a link to /dev/null, binary, cut short) and an ARCH= that
# contradicts .config.  Run by "make check" with the UATOMIC_* variables of
# tests/Makefile.
# shellcheck disable=SC2086 # is empty or one word
set -u
LC_ALL=C
export LC_ALL

src=$UATOMIC_SRCTREE
out=$UATOMIC_OBJTREE/tests-out/kconfig
rm -rf "$out"
mkdir -p "$out"

# Our own make and kconfig runs: nothing inherited from "make check".
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES GNUMAKEFLAGS
unset KCONFIG_CONFIG KCONFIG_AUTOCONFIG KCONFIG_AUTOHEADER \
	KCONFIG_ALLCONFIG KCONFIG_TRISTATE CONFIG_ ARCH CROSS_COMPILE

ok=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; ok=1; }

if ! command -v kconfig-conf > /dev/null 2>&1; then
	fail "kconfig-conf runs (not found: make deps, or apt-get install" \
	     "kconfig-frontends)"
	exit 1
fi

# kconf DIR ARG...: kconfig-conf as the Makefile's kconfig-env runs it:
# in the output directory, with $srctree and absolute kconfig paths.
kconf() {
	dir=$1
	shift
	(cd "$dir" && srctree=$src KCONFIG_CONFIG=$dir/.config \
		KCONFIG_AUTOCONFIG=$dir/include/config/auto.conf \
		KCONFIG_AUTOHEADER=$dir/include/config/autoconf.h \
		kconfig-conf "$@" "$src/Kconfig")
}

# The first kconfig complaint in a log, if any.
kconfig_warning() {
	grep -m 1 -iE 'warning:|error:' "$1"
}

### Every defconfig round-trips
for defconfig in "$src"/configs/*_defconfig; do
	name=${defconfig##*/}
	d=$out/$name
	mkdir -p "$d"
	what="$name round-trips through savedefconfig, without kconfig warnings"
	if ! kconf "$d" -s --defconfig="$defconfig" > "$d/conf.log" 2>&1; then
		fail "$what (kconfig-conf --defconfig failed:" \
		     "$(head -n 1 "$d/conf.log"))"
	elif ! kconf "$d" -s --savedefconfig="$d/defconfig" \
			>> "$d/conf.log" 2>&1; then
		fail "$what (kconfig-conf --savedefconfig failed:" \
		     "$(tail -n 1 "$d/conf.log"))"
	elif w=$(kconfig_warning "$d/conf.log"); then
		fail "$what ($w)"
	elif ! "$src/scripts/check-defconfig.sh" "$defconfig" \
			"$d/.config" > "$d/check.log" 2>&1; then
		fail "$what ($(head -n 1 "$d/check.log"))"
	elif ! cmp -s "$defconfig" "$d/defconfig"; then
		fail "$what (savedefconfig gives: $(diff "$defconfig" \
			"$d/defconfig" | grep '^[<>]' | head -n 2 |
			tr '\n' ' '))"
	else
		pass "$what"
	fi
done

### scripts/check-defconfig.sh rejects what kconfig drops silently
# reject WHAT LINE...: a defconfig of these lines must be refused, the
# message naming the first line.
reject() {
	what=$1
	shift
	d=$out/reject-$(echo "$1" | tr -c 'A-Za-z0-9_\n' -)
	mkdir -p "$d"
	printf '%s\n' "$@" > "$d/bad_defconfig"
	kconf "$d" -s --defconfig="$d/bad_defconfig" > "$d/conf.log" 2>&1
	if "$src/scripts/check-defconfig.sh" "$d/bad_defconfig" \
			"$d/.config" > "$d/check.log" 2>&1; then
		fail "check-defconfig.sh rejects $what (accepted)"
	elif ! grep -qF -- "$1" "$d/check.log"; then
		fail "check-defconfig.sh rejects $what (the message does not" \
		     "name '$1': $(head -n 1 "$d/check.log"))"
	else
		pass "check-defconfig.sh rejects $what"
	fi
}
reject "an unknown symbol" "CONFIG_NO_SUCH_SYMBOL=y"
reject "an out-of-range value" "CONFIG_CACHE_LINE_SIZE=3"
reject "an unmet dependency" "CONFIG_IMPL_ASM=y" "CONFIG_ARCH_GENERIC=y"

### make's refusals

# A make log without the scratch paths, which may hold any text.
clean_log() {
	sed "s|${out}[^ :]*|<scratch>|g" "$1"
}

# refuse WHAT LOG TEXT... -- MAKE-ARG...: make must fail, its output
# holding every TEXT.
refuse() {
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
		return
	fi
	missing=$(printf '%s' "$texts" | while IFS= read -r t; do
		clean_log "$log" | grep -qF -- "$t" || echo "$t"
	done)
	if [ -n "$missing" ]; then
		got=$(clean_log "$log" | grep -m 1 -E 'rror|\*\*\*')
		fail "$what (no \"$(echo "$missing" | head -n 1)\" in: $got)"
	else
		pass "$what"
	fi
}

refuse "make no_such_defconfig fails, pointing to 'make help'" \
	"$out/no-such.log" "make help" -- \
	O="$out/no-such" no_such_defconfig

refuse "make all in an unconfigured O= tree fails, pointing to 'make help'" \
	"$out/unconfigured.log" "make help" -- \
	O="$out/unconfigured" all

# A .config that is no configuration (empty, a link to /dev/null, binary,
# cut short) stops the build, naming what is wrong, and is left as it
# was: kconfig would fill it with the generic target's defaults.
broken=$out/broken
if make -C "$src" O="$broken" x86_64_defconfig > "$broken.log" 2>&1; then
	cp "$broken/.config" "$out/whole.config"
	# not_a_config WHAT TEXT: make all on the .config made by the
	# caller stops, saying TEXT, and leaves the file as it was.
	not_a_config() {
		# shellcheck disable=SC2012 # one name, ls for its kind
		ls -l "$broken/.config" | cut -c1 > "$out/kind.before"
		rm -f "$out/before.config"
		cp -P "$broken/.config" "$out/before.config"
		refuse "a .config that is $1 stops make all, saying so" \
			"$out/broken-$2.log" "$3" "make <target>_defconfig" -- \
			O="$broken" all
		# shellcheck disable=SC2012 # one name, ls for its kind
		if ls -l "$broken/.config" | cut -c1 |
			cmp -s - "$out/kind.before" &&
		   cmp -s "$broken/.config" "$out/before.config" &&
		   [ ! -e "$broken/lib/libuatomic.a" ]; then
			pass "a .config that is $1 is left as it was," \
			     "nothing built"
		else
			fail "a .config that is $1 is left as it was," \
			     "nothing built"
		fi
		rm -f "$broken/.config"
	}
	: > "$broken/.config"
	not_a_config "empty" empty "is empty"
	ln -s /dev/null "$broken/.config"
	not_a_config "a link to /dev/null" devnull "is not a regular file"
	head -c 4096 /bin/sh > "$broken/.config"
	not_a_config "binary" binary "holds NUL bytes"
	head -c 600 "$out/whole.config" > "$broken/.config"
	not_a_config "cut in the middle of a line" cut \
		"ends in the middle of a line"
	sed '/^CONFIG_ARCH_X86_64=y$/,$d' "$out/whole.config" \
		> "$broken/.config"
	not_a_config "cut before its target's line" notarget \
		"chooses no target"
	printf 'CONFIG_ARCH_X86_64=y\n\033[2J\n' > "$broken/.config"
	not_a_config "a line kconfig does not write" garbage \
		"line 2 is not a kconfig line"
	cp "$out/whole.config" "$broken/.config"
	if make -C "$src" O="$broken" -n all > "$out/broken-whole.log" 2>&1
	then
		pass "the whole .config is accepted again"
	else
		fail "the whole .config is accepted again ($(clean_log \
			"$out/broken-whole.log" | grep -m 1 -E 'rror|\*\*\*'))"
	fi
else
	fail "make x86_64_defconfig in an O= tree ($(clean_log \
		"$broken.log" | grep -m 1 -E 'rror|\*\*\*'))"
fi

# ARCH= only checks the configured target: right after the defconfig
# (no auto.conf yet), once the configuration has been read, and right
# after switching the tree to another target.
arch=$out/arch
if make -C "$src" O="$arch" x86_64_defconfig \
		> "$out/arch-defconfig.log" 2>&1; then
	refuse "make ARCH=arm64 all right after x86_64_defconfig fails, naming both" \
		"$out/arch-fresh.log" "ARCH=arm64" "x86_64" -- \
		O="$arch" ARCH=arm64 all
	if make -C "$src" O="$arch" ARCH=x86_64 -n all \
			> "$out/arch-same.log" 2>&1; then
		pass "make ARCH=x86_64 right after x86_64_defconfig is accepted"
	else
		fail "make ARCH=x86_64 right after x86_64_defconfig is" \
		     "accepted ($(clean_log "$out/arch-same.log" |
			grep -m 1 -E 'rror|\*\*\*'))"
	fi
	make -C "$src" O="$arch" -n all > "$out/arch-read.log" 2>&1
	refuse "make ARCH=arm64 all on a read x86_64 .config fails, naming both" \
		"$out/arch-read-mismatch.log" "ARCH=arm64" "x86_64" -- \
		O="$arch" ARCH=arm64 all
	# Switched to another target: ARCH= follows the new .config.
	if ! make -C "$src" O="$arch" generic_defconfig \
			> "$out/arch-switch.log" 2>&1; then
		fail "make generic_defconfig over an x86_64 O= tree" \
		     "($(clean_log "$out/arch-switch.log" |
			grep -m 1 -E 'rror|\*\*\*'))"
	elif make -C "$src" O="$arch" ARCH=generic -n all \
			> "$out/arch-switched.log" 2>&1; then
		pass "make ARCH=generic right after switching to" \
		     "generic_defconfig is accepted"
	else
		fail "make ARCH=generic right after switching to" \
		     "generic_defconfig is accepted ($(clean_log \
			"$out/arch-switched.log" | grep -m 1 -E 'rror|\*\*\*'))"
	fi
else
	fail "make x86_64_defconfig in an O= tree" \
	     "($(grep -m 1 -E 'rror|\*\*\*' "$out/arch-defconfig.log" ||
		head -n 1 "$out/arch-defconfig.log"))"
fi

exit $ok
