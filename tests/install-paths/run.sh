#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/install-paths/run.sh - "make install", "make uninstall" and "make
# headers_install" with paths that hold spaces, quotes and '$' (and a
# PREFIX with a quote or backslash, which uatomic.pc cannot carry), through a
# symbolically linked prefix, over files of the user's, and into a place
# where install must fail: each in a scratch directory whose whole
# listing (names, kinds, sizes, link targets) is compared before and
# after.  Install writes only under DESTDIR and PREFIX, uninstall removes
# only what install recorded (a neighbour "notes" of "notes x" stays), a
# failed install leaves nothing, and an O= make cannot carry is refused
# before anything is written; ldconfig runs after an install to a
# directory of the dynamic linker's, without DESTDIR.  make runs from
# inside the scratch directory (-C), so that a path split at a space
# would land there and be seen.  Prints PASS:/FAIL: lines and "N passed,
# N failed".
set -u
LC_ALL=C
export LC_ALL
src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
work=$obj/tests-out/install-paths
scratch=$work/scratch
rm -rf "$work"
mkdir -p "$scratch"
passed=0
failed=0

pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# The scratch directory as text: every entry, its kind, size and target
# (tab-separated: the names hold spaces).
listing() {
	(cd "$scratch" && find . -printf '%p\t%y\t%s\t%l\n' | sort)
}

# mk LOG MAKE-ARG...: make in the scratch directory, on this build.
mk() {
	log=$1
	shift
	make -C "$scratch" -f "$src/Makefile" O="$obj" "$@" > "$log" 2>&1
}

# The first complaint of a log.
complaint() {
	grep -m 1 -E '\*\*\*|rror' "$1" | sed "s|$scratch|<scratch>|g"
}

# round_trip WHAT PREFIX-DIR MAKE-ARG...: install with MAKE-ARGs, check
# that new entries are all under PREFIX-DIR and that a header and the
# library are there, uninstall, and compare the listing with the one
# before.
round_trip() {
	what=$1
	under=$2
	shift 2
	listing > "$work/before"
	if ! mk "$work/install.log" install "$@"; then
		fail "$what: make install ($(complaint "$work/install.log"))"
		return
	fi
	listing > "$work/after"
	outside=$(diff "$work/before" "$work/after" | sed -n 's/^> //p' |
		cut -f1 | while IFS= read -r p; do
			p=${p#.}
			# Under the prefix, or a directory on the way to it.
			case "$p/" in
			"${under#"$scratch"}"/*) continue ;;
			esac
			case "${under#"$scratch"}/" in
			"$p"/*) continue ;;
			esac
			echo ".$p"
		done | head -n 3)
	if [ -n "$outside" ]; then
		fail "$what: make install writes only under the prefix (also:" \
		     "$(echo "$outside" | tr '\n' ' '))"
	elif [ -f "$under/include/uatomic/urcu/uatomic.h" ] &&
	     [ -f "$under/lib/libuatomic.a" ] &&
	     [ -f "$under/lib/pkgconfig/uatomic.pc" ]; then
		pass "$what: make install writes there and only there"
	else
		fail "$what: make install writes the headers, libraries and" \
		     "uatomic.pc there"
	fi
	if ! mk "$work/uninstall.log" uninstall "$@"; then
		fail "$what: make uninstall ($(complaint "$work/uninstall.log"))"
		return
	fi
	listing > "$work/after"
	if diff "$work/before" "$work/after" > "$work/diff"; then
		pass "$what: make uninstall leaves the file system as it was"
	else
		fail "$what: make uninstall leaves the file system as it was" \
		     "($(grep '^[<>]' "$work/diff" | head -n 3 | tr '\n' ' '))"
	fi
}

# The neighbours a path split at its space would hit.
mkdir -p "$scratch/dest/opt"
echo "the user's notes" > "$scratch/dest/opt/notes"
echo "the user's notes" > "$scratch/notes"
mkdir -p "$scratch/x/lib"
echo "not ours" > "$scratch/x/lib/libuatomic.a"

round_trip "PREFIX with a space (/opt/notes x), beside a file /opt/notes" \
	"$scratch/dest/opt/notes x" DESTDIR="$scratch/dest" \
	PREFIX="/opt/notes x"
round_trip "DESTDIR with a space, a quote and a \$\$ (a literal \$)" \
	"$scratch/it's a \"test\" \$5/usr/local" \
	DESTDIR="$scratch/it's a \"test\" \$\$5"
round_trip "PREFIX with a space and no DESTDIR" "$scratch/notes x" \
	PREFIX="$scratch/notes x"

# A symbolic link as the prefix: written through, never replaced.
mkdir -p "$scratch/real/lib"
echo "the user's own" > "$scratch/real/lib/mine.so"
ln -s real "$scratch/link"
round_trip "PREFIX a symbolic link to a directory holding the user's files" \
	"$scratch/real" PREFIX="$scratch/link"

# The user's own files among ours survive uninstall; installing twice
# records the directories the first install made.
mkdir -p "$scratch/mixed"
listing > "$work/before-mixed"
if mk "$work/i1.log" install DESTDIR="$scratch/mixed" &&
   echo mine > "$scratch/mixed/usr/local/include/uatomic/mine.h" &&
   mk "$work/i2.log" install DESTDIR="$scratch/mixed" &&
   mk "$work/u.log" uninstall DESTDIR="$scratch/mixed" &&
   [ "$(cat "$scratch/mixed/usr/local/include/uatomic/mine.h")" = mine ] &&
   [ -z "$(find "$scratch/mixed" ! -type d ! -name mine.h)" ]; then
	pass "install twice then uninstall: only the user's file is left"
else
	fail "install twice then uninstall: only the user's file is left" \
	     "($(find "$scratch/mixed" ! -type d | head -n 3 | tr '\n' ' '))"
fi
rm -rf "$scratch/mixed"

# pkg-config hands out the prefix with a space as one word (escaped).
if command -v pkg-config > /dev/null 2>&1; then
	pre="$scratch/pc dir"
	if mk "$work/pc.log" install PREFIX="$pre"; then
		flags=$(PKG_CONFIG_PATH="$pre/lib/pkgconfig" pkg-config \
			--cflags uatomic)
		# The -I word (the only one: no CPU flags).
		eval "set -- $flags"
		if [ -f "${1#-I}/urcu/uatomic.h" ]; then
			pass "pkg-config --cflags gives the prefix with a space" \
			     "as one word: $flags"
		else
			fail "pkg-config --cflags gives the prefix with a space" \
			     "as one word: $flags"
		fi
		mk "$work/pc-un.log" uninstall PREFIX="$pre"
	else
		fail "make install PREFIX='<scratch>/pc dir'" \
		     "($(complaint "$work/pc.log"))"
	fi
	rmdir "$pre" 2> /dev/null
fi

# A quote or backslash in PREFIX, libdir or includedir, which pkg-config
# cannot read in uatomic.pc: refused before anything is written.
for pre in "it's" 'a"b' 'a\b'; do
	listing > "$work/before"
	if ! mk "$work/pcq.log" install PREFIX="$scratch/$pre" &&
	   grep -qF -- "'$scratch/$pre' holds a quote or a backslash" \
		"$work/pcq.log" && listing | cmp -s - "$work/before"; then
		pass "PREFIX <scratch>/$pre is refused, saying why; nothing" \
		     "written"
	else
		fail "PREFIX <scratch>/$pre is refused, saying why; nothing" \
		     "written ($(complaint "$work/pcq.log"))"
		mk "$work/pcq-un.log" uninstall PREFIX="$scratch/$pre"
	fi
done
listing > "$work/before"
if ! mk "$work/pcq.log" install DESTDIR="$scratch/d" \
	includedir='/usr/include/x"y' &&
   grep -q "includedir '/usr/include/x\"y' holds a quote" "$work/pcq.log" &&
   listing | cmp -s - "$work/before"; then
	pass "includedir with a quote is refused, saying why; nothing written"
else
	fail "includedir with a quote is refused, saying why; nothing" \
	     "written ($(complaint "$work/pcq.log"))"
fi

# A lone '$' (a shell variable make would read as its own) is refused.
listing > "$work/before"
if ! mk "$work/dollar.log" install DESTDIR="$scratch/cost\$b" &&
   grep -q "holds a '\\$' that make reads as a variable" "$work/dollar.log" &&
   listing | cmp -s - "$work/before"; then
	pass "DESTDIR with a lone \$ is refused, nothing written"
else
	fail "DESTDIR with a lone \$ is refused, nothing written" \
	     "($(complaint "$work/dollar.log"))"
fi

# Uninstall where nothing was installed removes nothing, and says so.
if ! mk "$work/none.log" uninstall DESTDIR="$scratch/nonexist x" &&
   grep -q "nothing was installed here" "$work/none.log" &&
   listing | cmp -s - "$work/before"; then
	pass "uninstall where nothing was installed removes nothing, saying so"
else
	fail "uninstall where nothing was installed removes nothing, saying so" \
	     "($(complaint "$work/none.log"))"
fi

# A failed install leaves nothing: a file stands where a directory goes.
mkdir -p "$scratch/blocked/usr/local/share"
: > "$scratch/blocked/usr/local/share/man"
listing > "$work/before"
if ! mk "$work/blocked.log" install DESTDIR="$scratch/blocked" &&
   grep -q "nothing was installed" "$work/blocked.log" &&
   listing | cmp -s - "$work/before"; then
	pass "a failed install says so and leaves the file system as it was"
else
	fail "a failed install says so and leaves the file system as it was" \
	     "($(complaint "$work/blocked.log"))"
fi

# One install at a time: while another holds the manifest's directory
# (flock), install waits, saying so, then installs; its manifest lists
# every file there (itself aside).
if command -v flock > /dev/null 2>&1; then
	mkdir -p "$scratch/locked/usr/local/share/uatomic"
	listing > "$work/before"
	flock "$scratch/locked/usr/local/share/uatomic" sleep 4 &
	holder=$!
	sleep 1
	if mk "$work/locked.log" install DESTDIR="$scratch/locked" &&
	   grep -q "WAIT    another make install is writing" \
		"$work/locked.log" &&
	   [ "$(find "$scratch/locked" ! -type d | wc -l)" -eq \
	     $(($(grep -c '^file ' \
		"$scratch/locked/usr/local/share/uatomic/install-manifest") + \
		1)) ] &&
	   mk "$work/locked-un.log" uninstall DESTDIR="$scratch/locked" &&
	   listing | cmp -s - "$work/before"; then
		pass "an install waits for the one writing there, saying so," \
		     "and uninstall then leaves nothing"
	else
		fail "an install waits for the one writing there, saying so," \
		     "and uninstall then leaves nothing" \
		     "($(complaint "$work/locked.log"))"
	fi
	wait "$holder"
	rm -rf "$scratch/locked"
else
	echo "SKIP: an install waits for the one writing there: no flock(1)" \
	     "(util-linux), install takes no lock"
fi

# A manifest line that leads out of the install directories is refused
# by install as by uninstall, before anything is written or removed.
mkdir -p "$scratch/outside"
echo "the user's victim" > "$scratch/victim"
if mk "$work/out1.log" install DESTDIR="$scratch/outside"; then
	echo "file /usr/local/lib/../../../../victim" \
		>> "$scratch/outside/usr/local/share/uatomic/install-manifest"
	listing > "$work/before"
	if ! mk "$work/out2.log" install DESTDIR="$scratch/outside" &&
	   grep -q "'file /usr/local/lib/../../../../victim' is not a path" \
		"$work/out2.log" && listing | cmp -s - "$work/before"; then
		pass "install refuses a manifest line outside the install" \
		     "directories, saying so; nothing written or removed"
	else
		fail "install refuses a manifest line outside the install" \
		     "directories ($(complaint "$work/out2.log"); victim:" \
		     "$(cat "$scratch/victim" 2>&1))"
	fi
else
	fail "install into <scratch>/outside ($(complaint "$work/out1.log"))"
fi
rm -rf "$scratch/outside"

# headers_install with a space: the tree lands there, nowhere else.
listing > "$work/before"
if mk "$work/hdr.log" headers_install INSTALL_HDR_PATH="$scratch/hdr x" &&
   [ -f "$scratch/hdr x/include/uatomic/urcu/uatomic.h" ] &&
   [ "$(listing | diff "$work/before" - | sed -n 's/^> //p' |
	grep -v '^\./hdr x')" = "" ] && [ ! -e "$scratch/hdr" ]; then
	pass "headers_install INSTALL_HDR_PATH with a space writes only there"
else
	fail "headers_install INSTALL_HDR_PATH with a space writes only there" \
	     "($(complaint "$work/hdr.log"))"
fi

# An O= make cannot carry: refused before anything is written.
listing > "$work/before"
if ! make -C "$scratch" -f "$src/Makefile" O="$scratch/out x" install \
		> "$work/o.log" 2>&1 &&
   grep -q "holds a character make cannot carry" "$work/o.log" &&
   listing | cmp -s - "$work/before"; then
	pass "O= with a space is refused before anything is written"
else
	fail "O= with a space is refused before anything is written" \
	     "($(complaint "$work/o.log"))"
fi

# The dynamic linker's cache: an install without DESTDIR into one of its
# directories runs ldconfig (as root) or says to; a DESTDIR stage or a
# libdir outside ld.so.conf's directories does not run it.  A stand-in
# ldconfig on PATH lists the scratch prefix's lib as one of the
# directories ("ldconfig -v -N -X") and records every other call.
if ! grep -q '^CONFIG_PLATFORM_BAREMETAL=y' "$obj/.config"; then
	fake=$work/fake-bin
	mkdir -p "$fake"
	{
		echo '#!/bin/sh'
		echo 'if [ "$*" = "-v -N -X" ]; then'
		echo "	echo '$scratch/ld/lib: (from /etc/ld.so.conf.d/t.conf:1)'"
		echo '	exit 0'
		echo 'fi'
		echo "echo \"ldconfig \$*\" >> '$work/ldconfig.calls'"
	} > "$fake/ldconfig"
	chmod +x "$fake/ldconfig"
	root=
	[ "$(id -u)" = 0 ] && root=1
	# ldconfig_case WHAT WANT MAKE-ARG...: WANT is "run" (ldconfig ran
	# and make says LDCONFIG, or, not root, says to run it) or "not".
	ldconfig_case() {
		what=$1
		want=$2
		shift 2
		rm -f "$work/ldconfig.calls"
		PATH=$fake:$PATH mk "$work/ld.log" install "$@"
		rc=$?
		calls=0
		[ -f "$work/ldconfig.calls" ] &&
			calls=$(wc -l < "$work/ldconfig.calls")
		said=$(grep -E 'LDCONFIG|ldconfig' "$work/ld.log" |
			head -n 1 | sed "s|$scratch|<scratch>|g; s/^ *//")
		case "$want:$root:$calls" in
		run:1:1) ok=$(grep -c '^  LDCONFIG ' "$work/ld.log") ;;
		run::0) ok=$(grep -c "run 'ldconfig' as root" "$work/ld.log") ;;
		not:*:0) ok=1 ;;
		*) ok=0 ;;
		esac
		if [ "$rc" -eq 0 ] && [ "$ok" -ge 1 ]; then
			pass "ldconfig: $what: $calls call(s)${said:+: $said}"
		else
			fail "ldconfig: $what: $calls call(s)${said:+: $said}" \
			     "(make: $rc)"
		fi
		PATH=$fake:$PATH mk "$work/ld-un.log" uninstall "$@"
	}
	ldconfig_case "no DESTDIR, a directory of ld.so.conf's: run" \
		run PREFIX="$scratch/ld"
	ldconfig_case "a DESTDIR stage: not run" not \
		DESTDIR="$scratch/stage" PREFIX="$scratch/ld"
	ldconfig_case "a libdir outside ld.so.conf's directories: not run" \
		not PREFIX="$scratch/elsewhere"
	if grep -q "not among the dynamic linker's directories" \
			"$work/ld.log"; then
		pass "ldconfig: outside ld.so.conf's directories, make install" \
		     "says to use an rpath or ld.so.conf.d"
	else
		fail "ldconfig: outside ld.so.conf's directories, make install" \
		     "says to use an rpath or ld.so.conf.d"
	fi
	rm -rf "$scratch/ld" "$scratch/stage" "$scratch/elsewhere"
fi

[ -f "$scratch/notes" ] && [ -f "$scratch/dest/opt/notes" ] &&
	[ "$(cat "$scratch/x/lib/libuatomic.a")" = "not ours" ] &&
	[ -f "$scratch/real/lib/mine.so" ] && [ -L "$scratch/link" ] &&
	[ -f "$scratch/victim" ]
if [ $? -eq 0 ]; then
	pass "every file of the user's is still there"
else
	fail "every file of the user's is still there"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
