# SPDX-License-Identifier: MIT
# shellcheck shell=sh disable=SC2154 # src, obj, work: tests/install/run.sh
#
# tests/install/interrupt.sh - sourced by tests/install/run.sh: an install
# stopped by a signal at a given copy or rename (cp and mv wrappers first
# on PATH count the install's temporary files and signal it), then
# installed again, then uninstalled.  SIGTERM must say what it left and
# leave no temporary file (during the copies, nothing at all); after
# SIGKILL, which nothing can catch, a second install must complete, and
# uninstall must leave DESTDIR as empty as it was, orphans included.

# The wrappers: the Nth cp to (or mv from) a .uatomic-install.* name
# sends the signal to the install script, their parent.
kill_wrappers() {
	bin=$1
	mkdir -p "$bin"
	for tool in cp mv; do
		cat > "$bin/$tool" <<EOF
#!/bin/sh
real=\$(PATH=\${PATH#"$bin:"} command -v $tool)
"\$real" "\$@" || exit
case "$tool \$*" in
"cp "*/.uatomic-install.*) ;;
"mv "*/.uatomic-install.*" "*) ;;
*) exit 0 ;;
esac
set -- \$UATOMIC_KILL_AT
[ "\$2" = $(if [ "$tool" = cp ]; then echo copy; else echo rename; fi) ] ||
	exit 0
n=\$((\$(cat "\$UATOMIC_KILL_COUNT" 2> /dev/null || echo 0) + 1))
echo \$n > "\$UATOMIC_KILL_COUNT"
[ "\$n" -ne "\$3" ] || kill -\$1 \$PPID
EOF
		chmod +x "$bin/$tool"
	done
}

# interrupted_install SIGNAL copy|rename N [over]
interrupted_install() {
	what="SIG$1 at the $3th ${2}${4:+, over an earlier install}"
	d=$work/interrupt
	rm -rf "$d"
	mkdir -p "$d/dest"
	kill_wrappers "$d/bin"
	m=$d/dest/usr/local/share/uatomic/install-manifest
	if [ -n "${4:-}" ]; then
		make -C "$src" O="$obj" install DESTDIR="$d/dest" \
			PREFIX=/usr/local > "$d/first.log" 2>&1
		# A file the earlier install had and this one has not.
		echo old > "$d/dest/usr/local/include/uatomic/urcu/old.h"
		echo "file /usr/local/include/uatomic/urcu/old.h" >> "$m"
	fi
	PATH="$d/bin:$PATH" UATOMIC_KILL_AT="$1 $2 $3" \
		UATOMIC_KILL_COUNT="$d/count" \
		make -C "$src" O="$obj" install DESTDIR="$d/dest" \
		PREFIX=/usr/local > "$d/stopped.log" 2>&1
	rc=$?
	tmps=$(find "$d/dest" -name '.uatomic-install.*' | wc -l)
	if [ "$rc" -eq 0 ] || [ "$(cat "$d/count" 2> /dev/null)" != "$3" ]; then
		fail "$what: the install is stopped (rc $rc, $(cat \
			"$d/count" 2> /dev/null) ${2}s seen)"
		return
	fi
	if [ "$1" = TERM ]; then
		grep -q "interrupted by SIGTERM" "$d/stopped.log" &&
			[ "$tmps" -eq 0 ]
		result $? "$what: says so and leaves no temporary file" \
			"($tmps left: $(grep -m 1 '\*\*\*' "$d/stopped.log"))"
		if [ "$2" = copy ] && [ -z "${4:-}" ]; then
			left=$(find "$d/dest" -mindepth 1 | head -n 3)
			[ -z "$left" ]
			result $? "$what: nothing was installed" \
				"${left:+(left: $left)}"
		fi
	else
		echo "NOTE: $what: the install left $tmps temporary files"
	fi
	make -C "$src" O="$obj" install DESTDIR="$d/dest" PREFIX=/usr/local \
		> "$d/again.log" 2>&1 &&
		[ -z "$(find "$d/dest" -name '.uatomic-install.*')" ]
	result $? "$what: a second install completes, no temporary file" \
		"left" || grep '\*\*\*' "$d/again.log"
	make -C "$src" O="$obj" uninstall DESTDIR="$d/dest" \
		PREFIX=/usr/local > "$d/uninstall.log" 2>&1
	left=$(find "$d/dest" -mindepth 1 | sed "s|^$d/dest||" | head -n 3 |
		tr '\n' ' ')
	[ -z "$left" ]
	result $? "$what: then uninstall leaves DESTDIR empty" \
		"${left:+(left: $left)}"
	rm -rf "$d"
}
