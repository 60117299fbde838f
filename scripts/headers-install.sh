#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/headers-install.sh DEST SRCTREE SRCARCH CONFIG_H [ARCHDEST] -
# installs the public header tree for one configured target into DEST:
#   DEST/urcu/*.h          the API, and the generated urcu/uatomic-config.h
#   DEST/urcu/generic/*.h  include/generic/
#   DEST/urcu/asm/*.h      arch/SRCARCH/include/asm/
# With ARCHDEST (a multiarch install: /usr/include/<triplet>/uatomic), the
# headers that differ between architectures, urcu/uatomic-config.h and
# urcu/asm/, go there instead, so that DEST is the same file for file on
# every architecture (Debian Policy 9.1.1 and the multiarch spec: a
# "Multi-Arch: same" package's shared files must be identical); the
# compiler is given both directories (-IDEST -IARCHDEST).
# "#include <asm/...>" and "<generic/...>" are rewritten to these paths, so
# that with -IDEST nothing shadows the system's own <asm/...> headers.  The
# tree needs no -D flag and no Kconfig to be used.
# The new tree is written beside the old one and replaces it only when
# complete: a failure leaves the old tree as it was, and no half of one.
set -eu
final=$1
src=$2
arch=$3
config=$4
archfinal=${5:-}

mkdir -p "$final"
dest=$(mktemp -d "$final/.urcu-new.XXXXXX")
archdest=$dest/arch
trap 'rm -rf "$dest"' EXIT
mkdir -p "$dest/urcu/generic" "$archdest/urcu/asm"

install_one() {
	sed -e 's|#\([ ]*\)include <asm/|#\1include <urcu/asm/|' \
	    -e 's|#\([ ]*\)include <generic/|#\1include <urcu/generic/|' \
	    "$1" > "$2"
}

for f in "$src"/include/urcu/*.h; do
	install_one "$f" "$dest/urcu/${f##*/}"
done
for f in "$src"/include/generic/*.h; do
	install_one "$f" "$dest/urcu/generic/${f##*/}"
done
for f in "$src"/arch/"$arch"/include/asm/*.h; do
	install_one "$f" "$archdest/urcu/asm/${f##*/}"
done
cp "$config" "$archdest/urcu/uatomic-config.h"

chmod -R a+rX "$dest"
if [ -z "$archfinal" ]; then
	mv "$archdest/urcu/asm" "$archdest/urcu/uatomic-config.h" "$dest/urcu/"
else
	mkdir -p "$archfinal"
	rm -rf "$archfinal/urcu"
	mv "$archdest/urcu" "$archfinal/urcu"
fi
rm -rf "$final/urcu"
mv "$dest/urcu" "$final/urcu"
