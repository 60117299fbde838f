#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/install.sh install|uninstall - "make install" and "make
# uninstall".  The top Makefile passes everything in the environment, each
# value one quoted word, so that a path may hold spaces, quotes or '$':
#   DESTDIR prefix libdir includedir mandir datadir   where to install
#   bindir                                            (uatomic-herd)
#   srctree objtree SRCARCH config_h                  what to install from
#   libs LIBVERSION SOVERSION baremetal               the libraries
#   arch_cflags libc_cflags cross_compile board tls   the target's facts
#   multiarch                                        the compiler's triplet
#
# uatomic.pc and the CMake package (lib/cmake/uatomic/) are relocatable:
# when libdir and includedir lie under prefix, they name them relative to
# their own place (pkg-config's ${pcfiledir}, CMake's
# CMAKE_CURRENT_LIST_DIR), so a tree installed with DESTDIR=/stage
# PREFIX=/, or moved, or read through PKG_CONFIG_SYSROOT_DIR, still
# points at itself.  Both tell, as variables, the compiler flags the
# headers and the library were built for (arch_cflags) without imposing
# them: the CPU is the user's toolchain's, and <urcu/uatomic-target.h>
# refuses a compilation that contradicts them.  libc_cflags name the C
# library the build used (picolibc's --specs on RISC-V firmware): the
# user's toolchain picks its own, so they are told, not imposed.
#
# install: everything is first staged under $objtree/install-stage (the
# libraries, the header tree of scripts/headers-install.sh, uatomic.pc and
# the manual pages of scripts/man-pages.sh); only then is DESTDIR touched.
# Each staged file is copied next to its place under a temporary name and,
# once every copy has succeeded, renamed into place.  A failure before the
# renames removes the copies and the directories made, so nothing is
# left; a failure during them says which files are in place.  What is
# installed, and each directory install made, is recorded in the manifest
# $datadir/uatomic/install-manifest ("file PATH" and "dir PATH" lines,
# paths without DESTDIR, and "destdir" when install made DESTDIR).  Files
# of an earlier install that this one no longer has are removed: the
# manifest says they were ours.
#
# uninstall: removes the files the manifest lists, then the directories
# it lists when they are empty, then the manifest: nothing else.  A
# manifest line outside the install directories stops it before anything
# is removed.
set -eu
mode=${1:-}
dest=${DESTDIR:-}
# What the Makefile must have passed (DESTDIR may be empty).
: "${prefix:?}" "${libdir:?}" "${includedir:?}" "${mandir:?}" \
	"${datadir:?}" "${bindir:?}" "${srctree:?}" "${objtree:?}" \
	"${SRCARCH:?}" "${config_h:?}" "${libs:?}" "${LIBVERSION:?}" "${SOVERSION:?}"
baremetal=${baremetal:-}
arch_cflags=${arch_cflags:-}
libc_cflags=${libc_cflags:-}
cross_compile=${cross_compile:-}
board=${board:-}
tls=${tls:-}
multiarch=${multiarch:-}
nl='
'

# say TEXT...: a line on stderr, as it is (a path's backslashes too).
say() {
	printf '%s\n' "$*" >&2
}

die() {
	said=1
	say "*** make $mode: $*"
	exit 1
}

# Every path is one line of the manifest: no newline in it.
for v in "$dest" "$libdir" "$includedir" "$mandir" "$datadir" "$bindir"; do
	case "$v" in
	*"$nl"*) die "a path holds a newline: '$v'" ;;
	esac
done
# PREFIX=/ makes "//lib": one slash between components, none at the end.
normal() { printf '%s' "$1" | sed 's|//*|/|g; s|\(.\)/$|\1|'; }
prefix=$(normal "$prefix")
libdir=$(normal "$libdir")
includedir=$(normal "$includedir")
mandir=$(normal "$mandir")
datadir=$(normal "$datadir")
manifest=$datadir/uatomic/install-manifest
# uatomic.pc names libdir and includedir from its own place, and
# pkg-config reads a quote or backslash there as its own quoting: the
# Cflags came out empty or mangled, rc 0, and a program compiled against
# whatever <urcu/uatomic.h> came first (liburcu's).  Such a path is
# refused before anything is written.
pc_path() {
	case "$2" in
	*[\'\"\\]*)
		die "$1 '$2' holds a quote or a backslash, which pkg-config" \
		    "cannot read in uatomic.pc (its Cflags would come out" \
		    "empty or mangled): nothing installed; choose a path" \
		    "without ' \" or \\"
		;;
	esac
}
if [ "$mode" = install ]; then
	pc_path prefix "$prefix"
	pc_path libdir "$libdir"
	pc_path includedir "$includedir"
fi
for v in "$libdir" "$includedir" "$mandir" "$datadir" "$bindir"; do
	case "$v" in
	/*) ;;
	*) die "'$v' is not an absolute path: PREFIX, libdir, includedir," \
		"mandir, datadir and bindir must be (DESTDIR is put before" \
		"them)" ;;
	esac
done

# A multiarch libdir (lib/x86_64-linux-gnu, the compiler's triplet):
# the headers that differ between architectures go to the triplet's
# include directory (scripts/headers-install.sh), as Debian's
# /usr/include/<triplet>, so that a "Multi-Arch: same" package of each
# architecture can be installed together; uatomic.pc and the CMake
# package name both directories; the Kconfig fragment goes under libdir.
arch_inc=
arch_include_flag=
kconfig_dir=$datadir/uatomic
if [ -n "$multiarch" ] && [ "${libdir##*/}" = "$multiarch" ]; then
	arch_inc=/$multiarch
	kconfig_dir=$libdir/uatomic
	# shellcheck disable=SC2016
	arch_include_flag=' -I${archincludedir}/uatomic'
fi

# below_prefix DIR: DIR's path below prefix ("/lib"), or nothing when
# DIR does not lie under prefix.
below_prefix() {
	case "$1/" in
	"${prefix%/}"/*) printf '%s' "${1#"${prefix%/}"}" ;;
	esac
}

### Staging: the whole installed tree, built where nothing is at stake
stage_tree() {
	root=$1
	rm -rf "$root"
	mkdir -p "$root$libdir/pkgconfig" "$root$datadir/uatomic"
	for lib in $libs; do
		cp "$lib" "$root$libdir/"
	done
	if [ -z "$baremetal" ]; then
		ln -s "libuatomic.so.$LIBVERSION" \
			"$root$libdir/libuatomic.so.$SOVERSION"
		ln -s "libuatomic.so.$SOVERSION" "$root$libdir/libuatomic.so"
	fi
	"$srctree/scripts/headers-install.sh" "$root$includedir/uatomic" \
		"$srctree" "$SRCARCH" "$config_h" \
		${arch_inc:+"$root$includedir$arch_inc/uatomic"}
	# A .pc value escapes its spaces with a backslash (pkg-config(1));
	# then, for sed's replacement text, \, | and & stand for themselves.
	sq() { printf '%s' "$1" | sed 's/ /\\ /g; s/[\\|&]/\\&/g'; }
	# The CMake package's strings are "..." quoted: \, " and $ are
	# escaped (cmake-language(7), "Quoted Argument").  sedr: the same
	# for sed's replacement text.
	cmk() { printf '%s' "$1" | sed 's/[\\"$]/\\&/g'; }
	sedr() { printf '%s' "$1" | sed 's/[\\|&]/\\&/g'; }
	# Relocatable when libdir and includedir lie under prefix: uatomic.pc
	# names prefix as ${pcfiledir} and as many ".." as libdir/pkgconfig
	# is deep; uatomicConfig.cmake likewise from lib/cmake/uatomic.
	pc_prefix=$prefix pc_libdir=$libdir pc_includedir=$includedir
	cm_up=''
	cm_libdir=$(cmk "$libdir")
	cm_includedir=$(cmk "$includedir")
	lib_rel=$(below_prefix "$libdir")
	inc_rel=$(below_prefix "$includedir")
	if [ -n "$lib_rel" ] && [ -n "$inc_rel" ]; then
		pc_prefix="\${pcfiledir}/$(printf '%s' "$lib_rel/pkgconfig" |
			sed 's|/[^/]*|/..|g; s|^/||')"
		pc_libdir="\${prefix}$lib_rel"
		pc_includedir="\${prefix}$inc_rel"
		cm_up=$(printf '%s' "$lib_rel/cmake/uatomic" |
			sed 's|/[^/]*|/..|g; s|^/||')
		cm_libdir="\${_uatomic_prefix}$(cmk "$lib_rel")"
		cm_includedir="\${_uatomic_prefix}$(cmk "$inc_rel")"
	fi
	# Where the Kconfig fragment is, for pkg-config's kconfig variable
	# and CMake's uatomic_KCONFIG.
	case "$kconfig_dir/" in
	"$libdir"/*) pc_kconfig="\${libdir}${kconfig_dir#"$libdir"}"
		cm_kconfig="$cm_libdir$(cmk "${kconfig_dir#"$libdir"}")" ;;
	"${prefix%/}"/*) pc_kconfig="\${prefix}${kconfig_dir#"${prefix%/}"}"
		cm_kconfig="\${_uatomic_prefix}$(cmk "${kconfig_dir#"${prefix%/}"}")" ;;
	*) pc_kconfig=$kconfig_dir cm_kconfig=$(cmk "$kconfig_dir") ;;
	esac
	if [ -n "$baremetal" ]; then
		platform=baremetal threads=0
	else
		platform=linux threads=1
	fi
	sed -e "s|@prefix@|$(sq "$pc_prefix")|" \
	    -e "s|@libdir@|$(sq "$pc_libdir")|" \
	    -e "s|@includedir@|$(sq "$pc_includedir")|" \
	    -e "s|@arch_include@|$arch_inc|" \
	    -e "s|@arch_include_flag@|$arch_include_flag|" \
	    -e "s|@arch_cflags@|$(sedr "$arch_cflags")|" \
	    -e "s|@kconfig@|$(sq "$pc_kconfig")/Kconfig|" \
	    -e "s|@libc_cflags@|$(sedr "$libc_cflags")|" \
	    -e "s|@cross_compile@|$(sedr "$cross_compile")|" \
	    -e "s|@board@|$(sedr "$board")|" \
	    -e "s|@platform@|$platform|" -e "s|@tls@|$tls|" \
	    -e "s|@version@|$LIBVERSION|" \
	    ${baremetal:+-e '/^Libs.private: -pthread$/d'} \
	    "$srctree/scripts/uatomic.pc.in" \
	    > "$root$libdir/pkgconfig/uatomic.pc"
	cmake_dir=$root$libdir/cmake/uatomic
	mkdir -p "$cmake_dir"
	if [ -n "$baremetal" ]; then
		cm_lib=libuatomic.a cm_kind=STATIC
	else
		cm_lib=libuatomic.so.$LIBVERSION cm_kind=SHARED
	fi
	sed -e "s|@up@|$cm_up|" \
	    -e "s|@prefix@|$(sedr "$(cmk "$prefix")")|" \
	    -e "s|@libdir@|$(sedr "$cm_libdir")|" \
	    -e "s|@includedir@|$(sedr "$cm_includedir")|" \
	    -e "s|@arch_include@|$arch_inc|" \
	    -e "s|@arch_cflags@|$(sedr "$(cmk "$arch_cflags")")|" \
	    -e "s|@kconfig@|$(sedr "$cm_kconfig")/Kconfig|" \
	    -e "s|@libc_cflags@|$(sedr "$(cmk "$libc_cflags")")|" \
	    -e "s|@cross_compile@|$(sedr "$(cmk "$cross_compile")")|" \
	    -e "s|@board@|$(sedr "$(cmk "$board")")|" \
	    -e "s|@platform@|$platform|" -e "s|@tls@|$tls|" \
	    -e "s|@threads@|$threads|" \
	    -e "s|@lib@|$cm_lib|" -e "s|@kind@|$cm_kind|" \
	    -e "s|@soname@|libuatomic.so.$SOVERSION|" \
	    -e "s|@version@|$LIBVERSION|" \
	    "$srctree/scripts/uatomicConfig.cmake.in" \
	    > "$cmake_dir/uatomicConfig.cmake"
	sed -e "s|@version@|$LIBVERSION|" \
	    "$srctree/scripts/uatomicConfigVersion.cmake.in" \
	    > "$cmake_dir/uatomicConfigVersion.cmake"
	# The Kconfig fragment of this build (scripts/gen-kconfig-fragment.sh):
	# it names the architecture's flags, so a multiarch install keeps it
	# under libdir (lib/<triplet>/uatomic/Kconfig), as uatomic.pc.
	mkdir -p "$root$kconfig_dir"
	"$srctree/scripts/gen-kconfig-fragment.sh" \
		"$objtree/include/config/auto.conf" "$config_h" \
		"$arch_cflags" > "$root$kconfig_dir/Kconfig"
	# The manual pages; the firmware kit's tools (man1/uatomic-check-*)
	# only with the kit.
	man_skip=
	[ -n "$baremetal" ] ||
		man_skip="uatomic-check-tls-layout.1 uatomic-check-trap-return.1"
	MAN_PAGES_SKIP=$man_skip \
		"$srctree/scripts/man-pages.sh" install "$srctree/man" \
		"$root$mandir"
	# uatomic's memory model and uatomic-herd, which finds it from its
	# own place: relative when both lie under prefix, as uatomic.pc
	# does (Documentation/memory-model.md).
	mm=$datadir/uatomic/memory-model
	mkdir -p "$root$bindir" "$root$mm"
	for f in uatomic.cat uatomic.bell uatomic.def; do
		cp "$srctree/tools/memory-model/$f" "$root$mm/$f"
		chmod 644 "$root$mm/$f"
	done
	bin_rel=$(below_prefix "$bindir")
	mm_rel=$(below_prefix "$mm")
	if [ -n "$bin_rel" ] && [ -n "$mm_rel" ]; then
		mm=$(printf '%s' "$bin_rel" | sed 's|/[^/]*|/..|g; s|^/||')$mm_rel
	fi
	# A Python string: \ and " escaped.
	mm=$mm awk '/^INSTALLED_MODEL = None$/ {
		v = ENVIRON["mm"]; gsub(/[\\"]/, "\\\\&", v)
		print "INSTALLED_MODEL = \"" v "\""; next } { print }' \
		"$srctree/tools/memory-model/uatomic-herd" \
		> "$root$bindir/uatomic-herd"
	chmod 755 "$root$bindir/uatomic-herd"
	# Bare metal: the firmware kit (toolchain and cross files, TLS
	# snippets, the check tools: boards/kit/install-kit.sh).
	if [ -n "$baremetal" ]; then
		"$srctree/boards/kit/install-kit.sh" "$root" || return 1
	fi
}

# The manifest's entries of KIND (file or dir), one path a line.
entries() {
	[ -f "$dest$manifest" ] || return 0
	sed -n "s|^$1 ||p" "$dest$manifest"
}

# Is PATH one this install may have written: a file under an install
# directory, or a directory under one or on the way to one?
inside() {
	kind=$1
	p=$2
	case "$p" in
	/*) ;;
	*) return 1 ;;
	esac
	case "$p/" in
	*/../* | */./*) return 1 ;;
	esac
	for d in "$libdir" "$includedir" "$mandir" "$datadir" "$bindir"; do
		d=${d%/}
		case "$p" in
		"$d"/*) return 0 ;;
		esac
		if [ "$kind" = dir ]; then
			case "$d/" in
			"$p"/*) return 0 ;;
			esac
		fi
	done
	return 1
}

# check_manifest OUTCOME: an existing manifest is read only when every
# line of it names a path install writes with these paths (install
# removes the files it lists that it no longer has, uninstall all of
# them); otherwise the script stops, naming the line and OUTCOME.
check_manifest() {
	[ -f "$dest$manifest" ] || return 0
	n=0
	while IFS= read -r line; do
		n=$((n + 1))
		kind=${line%% *}
		p=${line#* }
		[ "$line" = destdir ] && [ -n "$dest" ] && continue
		if [ "$kind" = "$line" ] ||
		   { [ "$kind" != file ] && [ "$kind" != dir ]; } ||
		   ! inside "$kind" "$p"; then
			die "$dest$manifest:$n: '$line' is not a path make" \
			    "install writes with these paths: $1"
		fi
	done < "$dest$manifest"
}

# The temporary name of PATH's copy made by process PID, beside it.
tmpname() {
	printf '%s/.uatomic-install.%s.%s' "${1%/*}" "$2" "${1##*/}"
}

# Removes the copies beside PATH that an install killed outright
# (SIGKILL, a power cut) left: their process is gone.  A running
# install's copies are left alone.
orphans=0
remove_orphans() {
	for o in "${1%/*}"/.uatomic-install.*."${1##*/}"; do
		pid=${o##*/.uatomic-install.}
		pid=${pid%%.*}
		case $pid in
		'' | *[!0-9]*) continue ;;
		esac
		[ "$o" = "$(tmpname "$1" "$pid")" ] || continue
		[ "$pid" != $$ ] || continue
		if kill -0 "$pid" 2> /dev/null || [ -d "/proc/$pid" ]; then
			continue
		fi
		rm -f -- "$o" && orphans=$((orphans + 1))
	done
	return 0
}

# What a stop leaves, whatever stopped it (a failed command, an error of
# this script, SIGINT, SIGTERM, SIGHUP).  Before the first rename nothing
# is in place: the copies, the directories made and the manifest's
# journal are undone, and the earlier manifest put back.  From the first
# rename on, the journal lists every file of this install and of the
# earlier one: the copies not yet in place are removed, and a second
# "make install" completes the install ("make uninstall" removes it).
phase=
why=
said=
journal_in_place=
on_exit() {
	rc=$1
	trap - EXIT INT TERM HUP
	[ "$rc" -ne 0 ] || exit 0
	[ -n "$why" ] || [ -n "$said" ] ||
		why="stopped (exit status $rc) in its $mode${phase:+ ($phase)}"
	case $phase in
	dirs | copies)
		printf '%s' "$copies" | while IFS= read -r t; do
			rm -f -- "$t"
		done
		rm -f -- "$(tmpname "$dest$manifest" $$)"
		if [ -z "$journal_in_place" ]; then
			:
		elif [ -f "$stage/old-manifest" ]; then
			cp -- "$stage/old-manifest" "$dest$manifest"
		else
			rm -f -- "$dest$manifest"
		fi
		printf '%s' "$made" | sed '1!G;h;$!d' |
		while IFS= read -r d; do
			rmdir -- "$d" 2> /dev/null || true
		done
		[ -n "$said" ] ||
		say "*** make install: $why - nothing was installed: the" \
		    "copies and the directories made were removed again"
		;;
	renames)
		printf '%s' "$copies" | while IFS= read -r t; do
			rm -f -- "$t"
		done
		say "*** make install: $why after $moved of $nfiles" \
		    "file(s) were in place: $dest$manifest lists every" \
		    "file of this install and of the one before; run" \
		    "'make install' again to complete it, or 'make" \
		    "uninstall' with the same paths to remove it all"
		;;
	*)
		[ -z "$why" ] || say "*** make $mode: $why"
		;;
	esac
	exit "$rc"
}
trap 'on_exit $?' EXIT
for sig in INT TERM HUP; do
	# shellcheck disable=SC2064 # the signal's name, now
	trap "why='interrupted by SIG$sig'; exit 1" "$sig"
done

do_install() {
	stage=$objtree/install-stage
	root=$stage/root
	stage_tree "$root" || die "staging in $stage failed: nothing installed"

	made=		# directories made, in order (rolled back in reverse)
	copies=		# temporary copies next to their places
	rollback() {
		why=$*
		exit 1
	}
	phase=dirs

	# DESTDIR itself, when missing, is made (and recorded: a "destdir"
	# line; its missing parents are made too, and left).
	made_dest=
	if [ -n "$dest" ] && [ ! -d "$dest" ]; then
		made_dest=1
		p=$dest
		while [ ! -d "$p" ] && [ ! -L "$p" ]; do
			made="$p$nl$made"
			p=$(dirname -- "$p")
		done
		mkdir -p -- "$dest" 2> "$stage/err" ||
			rollback "cannot make DESTDIR $dest ($(cat "$stage/err"))"
	fi

	# One install at a time in these directories: the manifest's own
	# directory, made first, is locked (flock(1), util-linux) until this
	# one ends; a second install waits, then reads the first one's
	# manifest, so that the later install is the whole of what is there
	# (two at once mixed their files under one manifest).
	new_dirs=
	chain=
	t=$dest${manifest%/*}
	while [ ! -d "$t" ] && [ ! -L "$t" ]; do
		chain="$t$nl$chain"
		new_dirs="${t#"$dest"}$nl$new_dirs"
		t=$(dirname -- "$t")
	done
	mkdir -p -- "$dest${manifest%/*}" 2> "$stage/err" ||
		rollback "cannot make $dest${manifest%/*} ($(cat "$stage/err"))"
	made="$made$chain"
	if command -v flock > /dev/null 2>&1; then
		exec 8< "$dest${manifest%/*}"
		if ! flock -n 8; then
			echo "  WAIT    another make install is writing under" \
			     "${dest:+$dest }$prefix"
			flock 8
		fi
	fi
	check_manifest "nothing installed"
	old_files=$(entries file)
	if [ -f "$dest$manifest" ]; then
		cp -- "$dest$manifest" "$stage/old-manifest"
	fi

	# The directories, parents first.  A symbolic link to a directory is
	# a directory here: written through, never replaced or recorded.
	dirs=$(cd "$root" && find . -type d | sed 's|^\.||; /^$/d' | sort)
	while IFS= read -r d; do
		t=$dest$d
		if [ -d "$t" ]; then
			continue
		elif [ -e "$t" ] || [ -L "$t" ]; then
			rollback "$t is in the way (not a directory)"
		fi
		mkdir -- "$t" 2> "$stage/err" ||
			rollback "cannot make $t ($(cat "$stage/err"))"
		made="$made$t$nl"
		new_dirs="$new_dirs$d$nl"
	done <<EOF
$dirs
EOF

	# manifest_of FILES: the manifest listing FILES, and the directories
	# this install and earlier ones made that are still there.
	manifest_of() {
		printf '%s\n' "$1" | sed '/^$/d; s|^|file |'
		printf '%s\n%s' "$(entries dir)" "$new_dirs" | sort -u |
		while IFS= read -r d; do
			if [ -n "$d" ] && [ -d "$dest$d" ]; then
				echo "dir $d"
			fi
		done
		if [ -n "$made_dest" ] ||
		   grep -qx destdir "$dest$manifest" 2> /dev/null; then
			echo destdir
		fi
	}
	files=$(cd "$root" && find . ! -type d | sed 's|^\.||' | sort)
	manifest_of "$files" > "$root$manifest"
	# The journal, in place before any file is: what this install and
	# the earlier one wrote, so that a stop anywhere (even SIGKILL)
	# leaves a manifest that lists every file there may be.
	journal=$(tmpname "$dest$manifest" $$)
	manifest_of "$(printf '%s\n%s\n' "$old_files" "$files" |
		sort -u)" > "$journal" 2> "$stage/err" ||
		rollback "cannot write $journal ($(cat "$stage/err"))"
	mv -fT -- "$journal" "$dest$manifest" 2> "$stage/err" ||
		rollback "cannot write $dest$manifest ($(cat "$stage/err"))"
	journal_in_place=1
	files="$files$nl$manifest"
	nfiles=$(printf '%s\n' "$files" | wc -l)

	# Copies next to each place (the ones an install killed before it
	# left removed), then the renames.
	phase=copies
	while IFS= read -r f; do
		t=$dest$f
		if [ -d "$t" ] && [ ! -L "$t" ]; then
			rollback "$t is in the way (a directory)"
		fi
		remove_orphans "$t"
		tmp=$(tmpname "$t" $$)
		copies="$copies$tmp$nl"
		cp -P -- "$root$f" "$tmp" 2> "$stage/err" ||
			rollback "cannot write $tmp ($(cat "$stage/err"))"
	done <<EOF
$files
EOF
	# The manifest last: until it is in place, the journal lists every
	# file, this install's and the earlier one's.
	moved=0
	phase=renames
	put() {
		tmp=$(tmpname "$dest$1" $$)
		# Counted first: a signal is taken once mv has renamed.
		moved=$((moved + 1))
		mv -fT -- "$tmp" "$dest$1" 2> "$stage/err" || {
			moved=$((moved - 1))
			rollback "cannot rename $tmp to $dest$1" \
				"($(cat "$stage/err"))"
		}
	}
	while IFS= read -r f; do
		[ "$f" = "$manifest" ] || put "$f"
	done <<EOF
$files
EOF
	# Files of an earlier install that this one no longer has.
	printf '%s\n' "$old_files" | grep -vxF -e "$files" |
	while IFS= read -r f; do
		[ -n "$f" ] || continue
		if [ -f "$dest$f" ] || [ -L "$dest$f" ]; then
			rm -f -- "$dest$f"
			echo "  RM      $dest$f (installed before, not now)"
		fi
		remove_orphans "$dest$f"
	done
	put "$manifest"
	phase=
	rm -rf "$stage"
	[ "$orphans" -eq 0 ] || echo "  RM      $orphans copies an" \
		"interrupted install left"
	echo "  INSTALL $moved files under ${dest:+$dest }$prefix (list:" \
	     "$dest$manifest)"
}

do_uninstall() {
	[ -f "$dest$manifest" ] ||
		die "no $dest$manifest: nothing was installed here by make" \
		    "install with these paths (DESTDIR='$dest'," \
		    "PREFIX='$prefix'); nothing removed"
	# Every line is checked before anything is removed.
	check_manifest "nothing removed"

	removed=0
	left=
	entries file > "$objtree/.uninstall-files"
	while IFS= read -r f; do
		[ "$f" = "$manifest" ] && continue
		t=$dest$f
		if [ -L "$t" ] || [ -f "$t" ]; then
			rm -f -- "$t"
			removed=$((removed + 1))
		elif [ -e "$t" ]; then
			left="$left '$t' (not a file)"
		fi
		remove_orphans "$t"
	done < "$objtree/.uninstall-files"
	entries dir | awk '{ print gsub("/", "/"), $0 }' | sort -rn |
		cut -d' ' -f2- > "$objtree/.uninstall-dirs"
	# DESTDIR, when install made it: the empty path, last.
	grep -qx destdir "$dest$manifest" && echo >> "$objtree/.uninstall-dirs"
	# The empty directories, deepest first, while the manifest still
	# lists them (a stop here leaves a manifest "make uninstall" reads
	# again); then the manifest, and its own directories.
	rmdirs() {
		while IFS= read -r d; do
			t=$dest$d
			[ -L "$t" ] && continue
			[ -d "$t" ] || continue
			rmdir -- "$t" 2> /dev/null ||
				[ -z "$1" ] || left="$left '$t' (not empty)"
		done < "$objtree/.uninstall-dirs"
	}
	rmdirs ''
	rm -f -- "$dest$manifest" "$objtree/.uninstall-files"
	remove_orphans "$dest$manifest"
	rmdirs last
	rm -f "$objtree/.uninstall-dirs"
	echo "  UNINSTALL $removed files under ${dest:+$dest }$prefix${left:+;" \
	     "left:$left}"
}

# The dynamic linker's cache (ld.so(8), ldconfig(8)): a shared library
# installed into, or removed from, the running system is found by its
# soname through the cache, which ldconfig rebuilds (as libtool's and
# Meson's installs run it).  Only then: a DESTDIR stage (a package build;
# the package's trigger runs it) or a firmware tree has no cache to
# update, and a libdir outside ld.so.conf's directories is not in the
# cache whatever is run.  Not root: says what to run.
update_ld_cache() {
	[ -z "$dest" ] && [ "$baremetal" != y ] || return 0
	ldconfig=$(PATH=$PATH:/sbin:/usr/sbin command -v ldconfig) || {
		echo "  NOTE    no ldconfig: programs find $libdir's" \
		     "libuatomic.so.$SOVERSION through an rpath or" \
		     "LD_LIBRARY_PATH"
		return 0
	}
	real=$(readlink -f -- "$libdir" 2> /dev/null || echo "$libdir")
	"$ldconfig" -v -N -X 2> /dev/null | sed -n 's|^\(/[^:]*\):.*|\1|p' |
	while IFS= read -r d; do
		readlink -f -- "$d" 2> /dev/null || echo "$d"
	done | grep -qxF -- "$real" || {
		echo "  NOTE    $libdir is not among the dynamic linker's" \
		     "directories (/etc/ld.so.conf): give programs an rpath," \
		     "or add it to /etc/ld.so.conf.d/ and run ldconfig"
		return 0
	}
	if [ "$(id -u)" != 0 ]; then
		echo "  NOTE    run 'ldconfig' as root: the dynamic linker's" \
		     "cache does not know $libdir's libuatomic.so.$SOVERSION yet"
	elif "$ldconfig"; then
		echo "  LDCONFIG $libdir"
	else
		echo "  NOTE    ldconfig failed: run it as root, or programs" \
		     "do not find libuatomic.so.$SOVERSION"
	fi
}

case $mode in
install) do_install && update_ld_cache ;;
uninstall) do_uninstall && update_ld_cache ;;
*) die "usage: $0 install|uninstall (the environment names the paths)" ;;
esac
