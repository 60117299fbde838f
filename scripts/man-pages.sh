#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/man-pages.sh install|uninstall SRCDIR MANDIR - installs the
# manual pages of SRCDIR (man/man<section>/*.<section>) into
# MANDIR/man<section>, and for every other name a page's NAME section
# lists, a symbolic link to that page (so that "man 3 uatomic_sub" finds
# uatomic_add.3); "uninstall" removes the same files.  The aliases come
# from the pages themselves, never from a list.  MAN_PAGES_SKIP names
# pages (uatomic-check-tls-layout.1 ...) that "install" leaves out: the
# pages of tools this install does not have.
# scripts/man-pages.sh names SRCDIR prints "NAME PAGE" for every name a
# page documents, the page's own included (tests/man checks them).
# scripts/man-pages.sh set-version SRCDIR VERSION writes "uatomic VERSION"
# as the source (fourth) argument of every page's .TH line.
set -eu
mode=$1
src=$2
dest=${3:-}

# The names of a page: the NAME section up to " \- ", split at commas
# (a name's own hyphen, uatomic\-herd, is a hyphen).
names() {
	sed -n '/^\.SH NAME/,/\(^\| \)\\- /p' "$1" |
		sed '1d; s/\(^\| \)\\- .*//' |
		sed 's/\\-/-/g' | tr ',\n' '  ' | tr -s ' ' '\n' | sed '/^$/d'
}

# Every page of SRCDIR, in every section.
pages() {
	for page in "$src"/man[1-9]/*.[1-9]*; do
		[ -f "$page" ] && echo "$page"
	done
}

case $mode in
install|uninstall) ;;
names)
	for page in $(pages); do
		for name in $(names "$page"); do
			echo "$name ${page##*/}"
		done
	done
	exit 0 ;;
set-version)
	for page in $(pages); do
		sed -i 's/^\(\.TH [^ ]* [^ ]* [^ ]* \)"[^"]*"/\1"uatomic '"$dest"'"/' \
			"$page"
	done
	exit 0 ;;
*) echo "usage: $0 install|uninstall SRCDIR MANDIR, names SRCDIR," \
	"or set-version SRCDIR VERSION" >&2
   exit 1 ;;
esac

for page in $(pages); do
	base=${page##*/}
	case " ${MAN_PAGES_SKIP:-} " in
	*" $base "*) [ "$mode" = install ] && continue ;;
	esac
	section=${page%/*}
	section=${section##*/}
	if [ "$mode" = install ]; then
		mkdir -p "$dest/$section"
		cp "$page" "$dest/$section/$base"
		chmod 644 "$dest/$section/$base"
	else
		rm -f "$dest/$section/$base"
	fi
	for name in $(names "$page"); do
		[ "$name.${base##*.}" = "$base" ] && continue
		if [ "$mode" = install ]; then
			ln -sf "$base" "$dest/$section/$name.${base##*.}"
		else
			rm -f "$dest/$section/$name.${base##*.}"
		fi
	done
	if [ "$mode" = uninstall ]; then
		rmdir "$dest/$section" 2>/dev/null || true
	fi
done
if [ "$mode" = uninstall ]; then
	rmdir "$dest" 2>/dev/null || true
fi
