#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/man/run.sh - the manual pages of man/ (every section) against
# man-pages(7), against the headers and as man-db renders them:
#   - each page renders with no warning under "groff -t -ww -man -z" and
#     "mandoc -T lint" (both Debian packages; "make deps" installs them);
#   - each page's header line (.TH) carries the tree's version,
#     "uatomic MAJOR.MINOR.PATCH" (the top Makefile's VERSION_*;
#     "scripts/man-pages.sh set-version man VERSION" writes it);
#   - each page has the sections man-pages(7) asks of its section (a
#     function page: NAME, SYNOPSIS, DESCRIPTION, ATTRIBUTES, HISTORY,
#     SEE ALSO), in the order man-pages(7) lists them;
#   - example code (.EX/.EE) holds no tab: after a table groff's tab
#     stops are the table's columns, not every half inch, and a tab
#     pushes the code to the right of the page; and under man-db
#     ("man -l") each line of an EXAMPLES section's code starts at the
#     section's margin plus its own indentation, each line of other
#     example code at its block's margin plus its own;
#   - a page's ATTRIBUTES table names every interface its SYNOPSIS shows
#     (each name followed by "(");
#   - every page is reachable from uatomic(7) by the pages' "name(n)"
#     cross-references;
#   - every public name of the installed headers has a page or a link
#     (a name in a page's NAME section: scripts/man-pages.sh names), no
#     name is on two pages, and every "name(3)" a page cites is a page or
#     a link of this set or of the system.
# A public name is one that the headers (include/urcu, include/generic,
# arch/*/include/asm) define as a macro, function, typedef, enum tag or
# enumeration constant, unless it begins with "_" (the _CMM_* names of
# liburcu excepted), "arch_" or "UATOMIC_ARCH_" (a port's interface,
# Documentation/porting.md) or "UATOMIC_CONFIG_" (the configuration).
# Prints PASS:/FAIL: lines; run by "make check" (tests/Makefile).
set -u
LC_ALL=C
export LC_ALL
src=${UATOMIC_SRCTREE:-$(cd "$(dirname "$0")/../.." && pwd)}
obj=${UATOMIC_OBJTREE:-$src}
mandir=$src/man
work=$obj/tests-out/man
rm -rf "$work"
mkdir -p "$work"
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

# Every page of every section (man/man<n>/<page>.<n>).
pages=$(ls "$mandir"/man[1-9]/*.[1-9]*)
npages=$(echo "$pages" | wc -l)
# The tree's version: from make (tests/man/check.mk), else the
# VERSION_MAJOR, _MINOR and _PATCH of the top Makefile or a fragment.
version=${UATOMIC_LIBVERSION:-$(for part in MAJOR MINOR PATCH; do
	cat "$src/Makefile" "$src"/scripts/*.mk "$src"/scripts/Makefile.* |
		sed -n "s/^VERSION_$part[ \t]*:=[ \t]*//p" | head -n 1
done | paste -sd. -)}

### Rendering: groff and mandoc say nothing
if command -v groff > /dev/null 2>&1; then
	bad=
	for page in $pages; do
		if [ -n "$(groff -t -ww -man -z "$page" 2>&1)" ]; then
			bad="$bad ${page##*/}"
			groff -t -ww -man -z "$page" 2>&1 | sed 's/^/  /'
		fi
	done
	[ -z "$bad" ]
	result $? "groff -t -ww -man -z is silent on all $npages pages" \
		"${bad:+(not:$bad)}"
else
	skip "groff is not installed: not checked (make deps)"
fi
if command -v mandoc > /dev/null 2>&1; then
	bad=
	for page in $pages; do
		if [ -n "$(mandoc -T lint -W style "$page" 2>&1)" ]; then
			bad="$bad ${page##*/}"
			mandoc -T lint -W style "$page" 2>&1 | sed 's/^/  /'
		fi
	done
	[ -z "$bad" ]
	result $? "mandoc -T lint is silent on all $npages pages" \
		"${bad:+(not:$bad)}"
else
	skip "mandoc is not installed: not checked (make deps)"
fi

### The header line: .TH TITLE SECTION DATE SOURCE MANUAL, the source
### "uatomic VERSION"
bad=
for page in $pages; do
	# The fourth argument of .TH, quoted or not.
	got=$(sed -n '/^\.TH /{p;q;}' "$page" | awk '{
		s = substr($0, 5); n = 0
		while (s != "") {
			sub(/^[ \t]+/, "", s)
			if (s == "") break
			if (substr(s, 1, 1) == "\"") {
				e = index(substr(s, 2), "\"")
				if (e == 0) e = length(s)
				arg = substr(s, 2, e - 1); s = substr(s, e + 2)
			} else {
				e = match(s, /[ \t]/)
				if (e == 0) e = length(s) + 1
				arg = substr(s, 1, e - 1); s = substr(s, e)
			}
			if (++n == 4) { print arg; exit }
		}
	}')
	[ "$got" = "uatomic $version" ] ||
		bad="$bad ${page##*/}(\"$got\")"
done
[ -z "$bad" ]
result $? "every page's header line says \"uatomic $version\"" \
	"${bad:+(not:$bad; scripts/man-pages.sh set-version man $version)}"

### Sections: present, and in man-pages(7)'s order
order="NAME LIBRARY SYNOPSIS CONFIGURATION DESCRIPTION OPTIONS EXIT_STATUS
RETURN_VALUE ERRORS ENVIRONMENT FILES ATTRIBUTES VERSIONS STANDARDS HISTORY
NOTES CAVEATS BUGS EXAMPLES SEE_ALSO"
bad=
for page in $pages; do
	# What man-pages(7) asks of a page of each section: a command
	# (1, 8) shows its synopsis, a function (2, 3) its attributes and
	# history too, an overview (7) describes.
	case ${page##*.} in
	2*|3*) required="NAME SYNOPSIS DESCRIPTION ATTRIBUTES HISTORY SEE_ALSO" ;;
	1*|8*) required="NAME SYNOPSIS DESCRIPTION SEE_ALSO" ;;
	*) required="NAME DESCRIPTION SEE_ALSO" ;;
	esac
	secs=$(sed -n 's/^\.SH *//p' "$page" | tr -d '"' | tr ' ' '_')
	last=0
	for s in $secs; do
		i=0
		pos=
		for o in $order; do
			i=$((i + 1))
			[ "$o" = "$s" ] && pos=$i
		done
		if [ -z "$pos" ]; then
			# A section of the page's own: it goes with the one before.
			continue
		fi
		if [ "$pos" -lt "$last" ]; then
			bad="$bad ${page##*/}($s-out-of-order)"
		fi
		last=$pos
	done
	for r in $required; do
		echo "$secs" | grep -qx "$r" || bad="$bad ${page##*/}(no-$r)"
	done
done
[ -z "$bad" ]
result $? "every page has the sections man-pages(7) asks of its section," \
	"in man-pages(7) order${bad:+ (not:$bad)}"

### Example code: no tab, and at the margin as man-db renders it
bad=
for page in $pages; do
	n=$(sed -n '/^\.EX/,/^\.EE/p' "$page" | grep -c '	')
	[ "$n" -eq 0 ] || bad="$bad ${page##*/}($n)"
done
[ -z "$bad" ]
result $? "no example code (.EX/.EE) holds a tab, which groff puts at" \
	"the last table's columns${bad:+ (lines with tabs:$bad)}"

if command -v man > /dev/null 2>&1 && command -v col > /dev/null 2>&1; then
	# Each line of example code gets a marker "@@<block>:<line>:<indent>
	# :<x>@@" after its indentation (<indent>: its columns in the
	# source, a tab to the next multiple of 8; <x>: 1 in EXAMPLES); the
	# marker's column in man-db's rendering is where the line starts.
	bad=
	mkdir -p "$work/marked"
	for page in $pages; do
		marked=$work/marked/${page##*/}
		awk '
			/^\.SH/ { in_examples = ($0 ~ /^\.SH "?EXAMPLES/) }
			/^\.EX/ { block++; in_ex = 1; print; next }
			/^\.EE/ { in_ex = 0 }
			in_ex && !/^[.\047]/ && /[^ \t]/ {
				lead = $0; sub(/[^ \t].*/, "", lead)
				col = 0
				for (i = 1; i <= length(lead); i++) {
					if (substr(lead, i, 1) == "\t")
						col = int(col / 8) * 8 + 8
					else
						col++
				}
				printf "%s@@%d:%d:%d:%d@@%s\n", lead, block, NR,
					col, in_examples, substr($0, length(lead) + 1)
				next
			}
			{ print }
		' "$page" > "$marked"
		MANWIDTH=80 man -l "$marked" 2> "$work/man.err" | col -bx |
		awk -v page="${page##*/}" \
		    -v lines="$(grep -c '@@[0-9]' "$marked")" '
			# The margin of a section: where NAME'"'"'s text starts.
			margin == "" && prev == "NAME" && /[^ ]/ {
				margin = match($0, /[^ ]/) - 1
			}
			{ prev = $0 }
			/@@[0-9]+:[0-9]+:[0-9]+:[01]@@/ {
				at = index($0, "@@") - 1
				m = substr($0, at + 3)
				split(m, f, /[:@]/)
				block = f[1]; line = f[2]; indent = f[3]
				if (!(block in base))
					base[block] = f[4] ? margin : at - indent
				want = base[block] + indent
				if (at != want && !wrong++)
					first = sprintf("%d(column %d, not %d)",
						line, at, want)
				seen++
			}
			END {
				if (wrong > 1)
					first = first " and " (wrong - 1) " more"
				if (wrong)
					printf " %s:%s", page, first
				if (seen != lines)
					printf " %s(%d of %d lines of example code" \
						" not shown)", page, lines - seen, lines
			}
		' >> "$work/margin.bad" ||
			echo " ${page##*/}(not read)" >> "$work/margin.bad"
	done
	bad=$(cat "$work/margin.bad")
	[ -z "$bad" ]
	result $? "man -l shows each line of example code at its margin" \
		"plus its own indentation${bad:+ (not:$bad)}"
	# What a user sees on an 80-column terminal: no warning from troff
	# (a word wider than its table column, a bad request).
	bad=
	for page in $pages; do
		MANWIDTH=80 man -l "$page" 2>&1 > /dev/null |
			sed "s|^|  ${page##*/}: |" > "$work/man.err"
		if [ -s "$work/man.err" ]; then
			bad="$bad ${page##*/}"
			cat "$work/man.err"
		fi
	done
	[ -z "$bad" ]
	result $? "man -l renders all $npages pages at 80 columns without" \
		"a warning${bad:+ (not:$bad)}"
else
	skip "man (man-db) or col is not installed: the examples' margin" \
		"is not checked (make deps)"
fi

### ATTRIBUTES: a row for every interface of the SYNOPSIS
bad=
for page in $pages; do
	grep -q '^\.SH "\{0,1\}ATTRIBUTES' "$page" || continue
	sed -n '/^\.SH "\{0,1\}SYNOPSIS/,/^\.SH/p' "$page" |
		grep '^\.[BI]' | tr -d '"' |
		grep -o '[A-Za-z_][A-Za-z0-9_]*(' | tr -d '(' |
		sort -u > "$work/synopsis"
	sed -n '/^\.SH "\{0,1\}ATTRIBUTES/,/^\.SH/p' "$page" |
		sed -n '/^\.TS/,/^\.TE/p' |
		grep -o '\\fB[A-Za-z_][A-Za-z0-9_]*\\f[PR]()' |
		sed 's/^\\fB//; s/\\f[PR]()$//' | sort -u > "$work/attributes"
	missing=$(comm -23 "$work/synopsis" "$work/attributes" | tr '\n' ' ')
	[ -z "$missing" ] || bad="$bad ${page##*/}(${missing% })"
done
[ -z "$bad" ]
result $? "every ATTRIBUTES table names each interface of its page's" \
	"SYNOPSIS${bad:+ (missing:$bad)}"

### Every page is reachable from uatomic(7)
"$src/scripts/man-pages.sh" names "$mandir" > "$work/documented"
# The pages a page cites, by "name(n)" in a request or a font escape:
# a page of that name, else the page that names it.
# A name's hyphen is "\-" in the source (uatomic\-herd).
cited() {
	sed 's/\\-/-/g' "$1" > "$work/cited.src"
	sed -n -e 's/^\.[BI]R \([A-Za-z_][A-Za-z0-9_.-]*\) (\([1-9]\)).*/\1 \2/p' \
		-e 's/^\.MR \([A-Za-z_][A-Za-z0-9_.-]*\) \([1-9]\).*/\1 \2/p' \
		"$work/cited.src"
	grep -o '\\fB[A-Za-z_][A-Za-z0-9_.-]*\\f[PR](\([1-9]\))' \
		"$work/cited.src" | sed 's/^\\fB\(.*\)\\f[PR](\(.\))$/\1 \2/'
}
if [ -f "$mandir/man7/uatomic.7" ]; then
	echo "uatomic.7" > "$work/reached"
	todo=uatomic.7
	while [ -n "$todo" ]; do
		next=
		for p in $todo; do
			cited "$(ls "$mandir"/man*/"$p")" | while read -r name sec; do
				if [ -f "$mandir/man$sec/$name.$sec" ]; then
					echo "$name.$sec"
				else
					awk -v n="$name" -v s="$sec" \
						'$1 == n && $2 ~ "\\." s "$" { print $2 }' \
						"$work/documented"
				fi
			done > "$work/cites"
			for c in $(sort -u "$work/cites"); do
				grep -qxF "$c" "$work/reached" && continue
				echo "$c" >> "$work/reached"
				next="$next $c"
			done
		done
		todo=$next
	done
	bad=
	for page in $pages; do
		grep -qxF "${page##*/}" "$work/reached" ||
			bad="$bad ${page##*/}"
	done
	[ -z "$bad" ]
	result $? "each of the $npages pages is reachable from uatomic(7)" \
		"${bad:+(not:$bad)}"
else
	fail "no uatomic(7): man/man7/uatomic.7, the overview every page" \
		"is reached from"
fi

### Every public name has a page or a link
# A name on two pages of one section is wrong (a command and a function
# may share one).
dups=$(awk '{ sub(/.*\./, "", $2); print $1 "(" $2 ")" }' \
	"$work/documented" | sort | uniq -d | tr '\n' ' ')
cut -d' ' -f1 "$work/documented" | sort -u > "$work/documented.names"
[ -z "$dups" ]
result $? "no name is on two pages${dups:+ (on two: $dups)}"

headers=$(ls "$src"/include/urcu/*.h "$src"/include/generic/*.h \
	"$src"/arch/*/include/asm/*.h)
# shellcheck disable=SC2086
awk '
	# Macros: "#define NAME" and "# define NAME(".
	/^#[ \t]*define[ \t]+[A-Za-z_]/ {
		sub(/^#[ \t]*define[ \t]+/, "")
		sub(/[^A-Za-z0-9_].*/, "")
		print
		next
	}
	# Enumeration tags and constants (at the start of a line, as the
	# headers write them).
	/^enum [a-z_][a-z0-9_]* \{/ { print $2; in_enum = 1; next }
	in_enum && /^\}/ { in_enum = 0; next }
	in_enum && /^[ \t]+[A-Za-z_][A-Za-z0-9_]*/ {
		sub(/^[ \t]+/, "")
		sub(/[^A-Za-z0-9_].*/, "")
		print
		next
	}
	# Typedefs at file scope: the name before the attributes and ";".
	/^typedef .*;/ {
		s = $0
		gsub(/__attribute__\(\([^()]*\)\)/, "", s)
		sub(/;.*/, "", s)
		n = split(s, w, /[^A-Za-z0-9_]+/)
		print w[n]
		next
	}
	# Functions at file scope: "type name(" on one line.
	/^(static |extern |const |inline )*[A-Za-z_][A-Za-z0-9_ ]*[ *]+[a-z][a-z0-9_]*\(/ {
		s = $0
		sub(/\(.*/, "", s)
		n = split(s, w, /[^A-Za-z0-9_]+/)
		print w[n]
	}
' $headers | grep -v -e '^__' -e '^_[A-Z]' -e '^arch_' -e '^UATOMIC_ARCH_' \
	-e '^UATOMIC_CONFIG_' -e '^$' > "$work/public"
# liburcu's own names that begin with a single "_": public too.
# shellcheck disable=SC2086
grep -ho '^#[ \t]*define[ \t]\+_CMM_[A-Z_]*' $headers |
	sed 's/.*[ \t]//' >> "$work/public"
sort -u -o "$work/public" "$work/public"
missing=$(comm -23 "$work/public" "$work/documented.names" | tr '\n' ' ')
[ -z "$missing" ]
result $? "each of the $(wc -l < "$work/public") public names of the" \
	"headers has a page or a link${missing:+; none for: $missing}"

# Every cross-reference to a name of this API is a page or a link of
# this set (the system's pages, pthread_key_create(3) and the like, are
# the system's business).
# shellcheck disable=SC2086
refs=$(sed -n 's/^\.BR \([A-Za-z_][A-Za-z0-9_]*\) (3).*/\1/p' $pages |
	grep -E '^(caa_|cmm_|uatomic_|CAA_|CMM_|URCU_|UATOMIC_|DEFINE_|DECLARE_)' |
	sort -u)
bad=
for name in $refs; do
	grep -qx "$name" "$work/documented.names" || bad="$bad $name(3)"
done
[ -z "$bad" ]
result $? "every page of this API that a page cites exists${bad:+; not:$bad}"

[ "$failed" -eq 0 ]
