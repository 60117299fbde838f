#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/headers-install.sh DEST SRCTREE SRCARCH CONFIG_H - installs the
# public header tree for one configured target into DEST:
#   DEST/urcu/*.h          the API, and the generated urcu/uatomic-config.h
#   DEST/urcu/generic/*.h  include/generic/
#   DEST/urcu/asm/*.h      arch/SRCARCH/include/asm/
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

mkdir -p "$final"
dest=$(mktemp -d "$final/.urcu-new.XXXXXX")
trap 'rm -rf "$dest"' EXIT
mkdir -p "$dest/urcu/generic" "$dest/urcu/asm"

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
	install_one "$f" "$dest/urcu/asm/${f##*/}"
done
cp "$config" "$dest/urcu/uatomic-config.h"

chmod -R a+rX "$dest"
rm -rf "$final/urcu"
mv "$dest/urcu" "$final/urcu"
