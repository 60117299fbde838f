#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/man/run.sh - the manual pages of man/man3 against man-pages(7)
# and against the headers:
#   - each page renders with no warning under "groff -t -ww -man -z" and
#     "mandoc -T lint" (both Debian packages; "make deps" installs them);
#   - each page has the sections man-pages(7) asks of a function page
#     (NAME, SYNOPSIS, DESCRIPTION, ATTRIBUTES, HISTORY, SEE ALSO), and its
#     sections come in the order man-pages(7) lists them;
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
man3=$src/man/man3
work=$obj/tests-out/man
rm -rf "$work"
mkdir -p "$work"
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

pages=$(ls "$man3"/*.3)
npages=$(echo "$pages" | wc -l)

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
	echo "SKIP: groff is not installed: not checked (make deps)"
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
	echo "SKIP: mandoc is not installed: not checked (make deps)"
fi

### Sections: present, and in man-pages(7)'s order
order="NAME LIBRARY SYNOPSIS CONFIGURATION DESCRIPTION OPTIONS EXIT_STATUS
RETURN_VALUE ERRORS ENVIRONMENT FILES ATTRIBUTES VERSIONS STANDARDS HISTORY
NOTES CAVEATS BUGS EXAMPLES SEE_ALSO"
required="NAME SYNOPSIS DESCRIPTION ATTRIBUTES HISTORY SEE_ALSO"
bad=
for page in $pages; do
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
result $? "every page has $required, in man-pages(7) order" \
	"${bad:+(not:$bad)}"

### Every public name has a page or a link
"$src/scripts/man-pages.sh" names "$man3" > "$work/documented"
cut -d' ' -f1 "$work/documented" | sort > "$work/documented.names"
dups=$(uniq -d "$work/documented.names" | tr '\n' ' ')
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
