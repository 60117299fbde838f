#!/bin/sh
# SPDX-License-Identifier: MIT
#
# boards/kit/install-kit.sh ROOT - stages the firmware kit of a bare-metal
# tree under ROOT (scripts/install.sh's staging root), for make install:
#   $datadir/uatomic/cmake/toolchain-<family>.cmake   (toolchain.cmake.in)
#   $datadir/uatomic/meson/cross-<family>.ini         (cross.ini.in)
#   $datadir/uatomic/tls/<family>-tls.{ld,c}          (Cortex-M, RISC-V)
#   $datadir/uatomic/bin/uatomic-check-trap-return    (RISC-V trap returns)
#   $datadir/uatomic/bin/uatomic-check-tls-layout     (TLS segment alone)
#   $mandir/man1/ the two tools' pages
# The family is the tree's (Cortex-M, RISC-V rv32 or rv64, AArch64,
# Xtensa); the files carry its compiler, core flags and C library flags.
# The environment is scripts/install.sh's: prefix libdir datadir mandir
# srctree SRCARCH arch_cflags libc_cflags cross_compile.
set -eu
root=$1
: "${prefix:?}" "${libdir:?}" "${datadir:?}" "${mandir:?}" "${srctree:?}" \
	"${SRCARCH:?}" "${arch_cflags?}" "${libc_cflags?}" "${cross_compile?}"
kit=$srctree/boards/kit

case "$SRCARCH:$arch_cflags" in
arm:*) family=cortex-m cpu_family=arm tls=cortex-m
	# shellcheck disable=SC2086
	cpu=$(printf '%s\n' $arch_cflags | sed -n 's/^-m\(cpu\|arch\)=//p' |
		head -n 1) ;;
riscv:*rv32*) family=riscv32 cpu_family=riscv32 cpu=rv32 tls=riscv ;;
riscv:*) family=riscv64 cpu_family=riscv64 cpu=rv64 tls=riscv ;;
arm64:*) family=aarch64 cpu_family=aarch64 cpu=armv8-a tls= ;;
xtensa:*) family=xtensa cpu_family=xtensa cpu=lx106 tls= ;;
*) exit 0 ;;
esac

# up: the path from DIR (under prefix) back to prefix, or prefix itself.
up() {
	case "$1/" in
	"${prefix%/}"/*) printf '%s' "${1#"${prefix%/}"}" |
		sed 's|/[^/]*|/..|g; s|^/||' ;;
	*) printf '%s' "$prefix" ;;
	esac
}
case "$libdir/" in
"${prefix%/}"/*) libdir_rel=${libdir#"${prefix%/}"/} ;;
*) libdir_rel= ;;
esac
[ "$libdir_rel" != "$libdir" ] || libdir_rel=
# Meson wants an array of quoted strings.
meson_list() {
	# shellcheck disable=SC2086
	for f in $1; do
		printf "'%s', " "$f"
	done | sed 's/, $//'
}
sedr() { printf '%s' "$1" | sed 's/[\\|&]/\\&/g'; }
subst() {
	sed -e "s|@family@|$family|g" -e "s|@cpu_family@|$cpu_family|g" \
	    -e "s|@cpu@|$cpu|g" -e "s|@processor@|$cpu_family|g" \
	    -e "s|@cross_compile@|$(sedr "$cross_compile")|g" \
	    -e "s|@libdir_rel@|$(sedr "$libdir_rel")|g" "$@"
}

d=$root$datadir/uatomic
mkdir -p "$d/cmake" "$d/meson" "$d/bin" "$root$mandir/man1"
subst -e "s|@up@|$(sedr "$(up "$datadir/uatomic/cmake")")|" \
      -e "s|@arch_cflags@|$(sedr "$arch_cflags")|" \
      -e "s|@libc_cflags@|$(sedr "$libc_cflags")|" \
	"$kit/toolchain.cmake.in" > "$d/cmake/toolchain-$family.cmake"
# pkg-config's directory: from the cross file's own ("here") when libdir
# is under prefix.
if [ -n "$libdir_rel" ]; then
	pcdir="here / '$(up "$datadir/uatomic/meson")/$libdir_rel/pkgconfig'"
else
	pcdir="'$libdir/pkgconfig'"
fi
subst -e "s|@pkg_config_libdir@|$(sedr "$pcdir")|" \
      -e "s|@here@|$(sedr "$datadir/uatomic/meson")|" \
      -e "s|@arch_cflags@|$(sedr "$(meson_list "$arch_cflags")")|" \
      -e "s|@libc_cflags@|$(sedr "$(meson_list "$libc_cflags")")|" \
	"$kit/cross.ini.in" > "$d/meson/cross-$family.ini"
if [ -n "$tls" ]; then
	mkdir -p "$d/tls"
	cp "$kit/tls/$tls-tls.ld" "$kit/tls/$tls-tls.c" "$d/tls/"
fi
cp "$srctree/scripts/check-trap-return.sh" "$d/bin/uatomic-check-trap-return"
cp "$kit/uatomic-check-tls-layout" "$d/bin/uatomic-check-tls-layout"
chmod 755 "$d/bin/uatomic-check-trap-return" "$d/bin/uatomic-check-tls-layout"
for page in uatomic-check-trap-return.1 uatomic-check-tls-layout.1; do
	cp "$srctree/man/man1/$page" "$root$mandir/man1/$page"
done
