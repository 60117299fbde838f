#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/htmldocs/run.sh - the HTML reference "make htmldocs" built in
# $UATOMIC_HTMLDOCS (default: the output tree's htmldocs/), as a browser
# shows it ("make check-htmldocs"):
#   - it has an index, a page for every manual page of man/ and for
#     README.md and every Documentation/*.md, and the index links each;
#   - every link of every page names a file of the reference that exists
#     and an anchor that file has (tests/htmldocs/links.py);
#   - a headless Chromium renders a manual page (HTMLDOCS_PAGE, default
#     uatomic_cmpxchg.3) to a screenshot, kept in the output tree, and
#     the page it loaded shows the page's synopsis: its SYNOPSIS
#     section holds the first prototype of the synopsis mandoc renders
#     from the page's source;
#   - Chromium's DOM of the index links every page.
# Chromium and mandoc are Debian packages ("make deps-htmldocs"); without
# Chromium the browser's checks are skipped.  Prints PASS:/FAIL:/SKIP:
# lines.
set -u
LC_ALL=C
export LC_ALL
src=${UATOMIC_SRCTREE:-$(cd "$(dirname "$0")/../.." && pwd)}
obj=${UATOMIC_OBJTREE:-$src}
html=$(cd "${UATOMIC_HTMLDOCS:-$obj/htmldocs}" && pwd) || exit 1
page=${HTMLDOCS_PAGE:-uatomic_cmpxchg.3}
work=$obj/tests-out/htmldocs
rm -rf "$work"
mkdir -p "$work"
failed=0

# result, pass, fail, skip: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

### The reference: an index, a page per manual page and per document
bad=
[ -f "$html/index.html" ] || bad=" index.html"
for p in "$src"/man/man[1-9]/*.[1-9]*; do
	f=man/${p##*/}.html
	[ -f "$html/$f" ] || bad="$bad $f"
	grep -qF "href=\"$f\"" "$html/index.html" 2> /dev/null ||
		bad="$bad $f(not-in-index)"
done
for p in "$src"/README.md "$src"/Documentation/*.md; do
	f=doc/$(basename "$p" .md).html
	[ -f "$html/$f" ] || bad="$bad $f"
	grep -qF "href=\"$f\"" "$html/index.html" 2> /dev/null ||
		bad="$bad $f(not-in-index)"
done
[ -z "$bad" ]
result $? "the reference has an index linking a page for each manual" \
	"page and document${bad:+ (not:$bad)}"

### Every link resolves
"$(dirname "$0")/links.py" "$html" > "$work/links.log" 2>&1
result $? "every link resolves to a file and anchor of the reference" \
	"($(tail -n 1 "$work/links.log"))" ||
	grep -v '^checked' "$work/links.log" | head -n 20 | sed 's/^/  /'
grep '^NOTE:' "$work/links.log"

### Chromium: the screenshot, and the synopsis on the page it loaded
chromium=$(command -v chromium || command -v chromium-browser)
if [ -z "$chromium" ]; then
	skip "chromium is not installed: the reference is not rendered" \
		"(make deps-htmldocs)"
	exit $failed
fi
# The sandbox needs user namespaces, which a container or root lacks;
# the pages are our own files.
browse() {
	timeout 120 "$chromium" --headless --no-sandbox --disable-gpu \
		--hide-scrollbars --user-data-dir="$work/profile" \
		--window-size=1024,1280 "$@" 2>> "$work/chromium.log"
}
url=file://$html/man/$page.html
shot=$work/$page.png
start=$(date +%s)
browse --screenshot="$shot" "$url" > /dev/null
# A PNG of the window's size (the signature, then IHDR's width and
# height), more than a blank page's few kilobytes.
size=$(od -An -tx1 -j16 -N8 "$shot" 2> /dev/null | tr -d ' \n')
[ -f "$html/man/$page.html" ] && [ "$(head -c 8 "$shot" 2> /dev/null | od -An -tx1 | tr -d ' \n')" = \
	89504e470d0a1a0a ] && [ "$size" = 0000040000000500 ] &&
	[ "$(wc -c < "$shot")" -gt 20000 ]
result $? "Chromium renders man/$page.html to a 1024x1280 screenshot" \
	"($shot, $(wc -c < "$shot" 2> /dev/null || echo 0) bytes," \
	"$(($(date +%s) - start)) s)" || tail -n 5 "$work/chromium.log"
echo "NOTE: the screenshot: $shot"

browse --dump-dom "$url" > "$work/$page.dom"
# The first prototype of the synopsis, as mandoc renders the source, and
# the text of the SYNOPSIS section of the DOM Chromium built; both with
# their white space squeezed.
source=$(ls "$src"/man/man[1-9]/"$page")
name=${page%.*}
want=$(mandoc -T ascii "$source" | col -b |
	sed -n '/^SYNOPSIS/,/^[A-Z]/p' | grep -F "$name(" | head -n 1 |
	tr -s ' \t' ' ' | sed 's/^ //; s/ $//')
got=$(tr '\n' ' ' < "$work/$page.dom" |
	sed 's/.*id="SYNOPSIS"//; s/<h1 .*//; s/<[^>]*>//g' |
	sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&amp;/\&/g' |
	tr -s ' \t' ' ')
[ -n "$want" ] && case $got in *"$want"*) true ;; *) false ;; esac
result $? "the page Chromium loaded shows its synopsis" \
	"(\"${want:-nothing: no prototype of $name in the source}\")"

browse --dump-dom "file://$html/index.html" > "$work/index.dom"
bad=
for p in "$src"/man/man[1-9]/*.[1-9]*; do
	grep -qF "href=\"man/${p##*/}.html\"" "$work/index.dom" ||
		bad="$bad ${p##*/}"
done
[ -z "$bad" ]
result $? "Chromium's index links every manual page${bad:+ (not:$bad)}"
exit $failed
