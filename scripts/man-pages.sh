#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/man-pages.sh install|uninstall SRCDIR MAN3DIR - installs the
# manual pages of SRCDIR (man/man3/*.3) into MAN3DIR, and for every other
# name a page's NAME section lists, a symbolic link to that page (so that
# "man 3 uatomic_sub" finds uatomic_add.3); "uninstall" removes the same
# files.  The aliases come from the pages themselves, never from a list.
# scripts/man-pages.sh names SRCDIR prints "NAME PAGE" for every name a
# page documents, the page's own included (tests/man checks them).
set -eu
mode=$1
src=$2
dest=${3:-}

# The names of a page: the NAME section up to "\-", split at commas.
names() {
	sed -n '/^\.SH NAME/,/\\-/p' "$1" | sed '1d; s/\\-.*//' |
		tr ',\n' '  ' | tr -s ' ' '\n' | sed '/^$/d'
}

case $mode in
install) mkdir -p "$dest" ;;
uninstall) ;;
names)
	for page in "$src"/*.3; do
		for name in $(names "$page"); do
			echo "$name ${page##*/}"
		done
	done
	exit 0 ;;
*) echo "usage: $0 install|uninstall SRCDIR MAN3DIR, or names SRCDIR" >&2
   exit 1 ;;
esac

for page in "$src"/*.3; do
	base=${page##*/}
	if [ "$mode" = install ]; then
		cp "$page" "$dest/$base"
		chmod 644 "$dest/$base"
	else
		rm -f "$dest/$base"
	fi
	for name in $(names "$page"); do
		[ "$name.3" = "$base" ] && continue
		if [ "$mode" = install ]; then
			ln -sf "$base" "$dest/$name.3"
		else
			rm -f "$dest/$name.3"
		fi
	done
done
if [ "$mode" = uninstall ]; then
	rmdir "$dest" 2>/dev/null || true
fi
