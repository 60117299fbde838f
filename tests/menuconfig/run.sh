#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/menuconfig/run.sh - "make menuconfig" as a user drives it, in a
# detached tmux terminal: the menu opens on a generic_defconfig tree, the
# user walks to "Platform and threading", switches "Symmetric
# multi-processing" off, leaves with Esc Esc and saves; .config must then
# say CONFIG_SMP is not set and nothing else may have changed.  Needs
# tmux and kconfig-mconf (make deps installs them); without tmux it says
# so and checks nothing.  Prints PASS:/FAIL: lines.
set -u
LC_ALL=C
export LC_ALL
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES

if ! command -v tmux > /dev/null 2>&1; then
	echo "SKIP: tmux is not installed: menuconfig not tested" \
	     "(make deps installs it)"
	exit 0
fi

out=$UATOMIC_OBJTREE/tests-out/menuconfig
o=$out/o
rm -rf "$out"
mkdir -p "$out"
session=uatomic-menuconfig-$$
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

# On the way out the session goes, and with it make and kconfig-mconf
# (the pane's process group: mconf outlives the hang-up of a killed
# session).
pane_pid=
cleanup() {
	if [ -n "$pane_pid" ]; then
		kill -TERM -- "-$pane_pid" 2> /dev/null
	fi
	tmux kill-session -t "$session" 2> /dev/null
}
trap cleanup EXIT INT TERM

screen() {
	tmux capture-pane -p -t "$session" 2> /dev/null
}

# The menu item the cursor is on: mconf draws it on a blue background
# (so are the title line and the button of the dialog, left out).
selected() {
	esc=$(printf '\033')
	# Outside a UTF-8 locale the box is drawn in the line-drawing
	# character set, between shift-out and shift-in: drop it.
	so=$(printf '\016')
	si=$(printf '\017')
	tmux capture-pane -e -p -t "$session" 2> /dev/null |
		sed "s/$esc\\[44m/@@/g; s/$esc\\[[0-9;]*m//g; s/$so[^$si]*$si//g" |
		grep '^[^A-Za-z<]*@@' | grep -v -e '\.config - ' -e '<Select>' |
		sed 's/@@//g'
}

# keys KEY...: what the user types (nothing once the session is gone).
keys() {
	tmux send-keys -t "$session" "$@" 2> /dev/null
}

# wait_for TEXT: until TEXT is on the screen (5 s at most).
wait_for() {
	i=0
	while [ $i -lt 50 ]; do
		screen | grep -qF -- "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# walk_to TEXT: Down until the cursor is on a line containing TEXT.
walk_to() {
	i=0
	while [ $i -lt 40 ]; do
		selected | grep -qF -- "$1" && return 0
		keys Down
		sleep 0.15
		i=$((i + 1))
	done
	return 1
}

make -C "$UATOMIC_SRCTREE" O="$o" generic_defconfig > "$out/conf.log" 2>&1
result $? "make O=... generic_defconfig" || exit 1
cp "$o/.config" "$out/before"

tmux new-session -d -s "$session" -x 120 -y 40 \
	"make -C '$UATOMIC_SRCTREE' O='$o' menuconfig; echo \$? > '$out/rc'"
result $? "tmux starts make menuconfig in a 120x40 terminal" || exit 1
pane_pid=$(tmux display-message -p -t "$session" '#{pane_pid}')

wait_for "uatomic configuration"
result $? "the menu opens with its title" || { screen | head -20; exit 1; }

walk_to "Platform and threading" && keys Enter &&
	wait_for "Symmetric multi-processing" &&
	walk_to "Symmetric multi-processing" &&
	selected | grep -qF '[*]'
result $? "the cursor reaches \"Symmetric multi-processing\", shown on [*]"

keys n
sleep 0.3
selected | grep -qF '[ ]'
result $? "pressing n turns it off on the screen"

keys Escape Escape
sleep 0.5
keys Escape Escape
wait_for "save your new configuration"
result $? "leaving asks whether to save"
keys Enter

i=0
while [ ! -f "$out/rc" ] && [ $i -lt 50 ]; do
	sleep 0.1
	i=$((i + 1))
done
[ "$(cat "$out/rc" 2> /dev/null)" = 0 ]
result $? "make menuconfig exits with status 0"

grep -qx '# CONFIG_SMP is not set' "$o/.config"
result $? ".config now says \"# CONFIG_SMP is not set\""
changes=$(diff "$out/before" "$o/.config" | grep '^[<>] [#C]' |
	grep -v 'CONFIG_SMP[= ]' | head -n 3 | tr '\n' ';')
[ -z "$changes" ]
result $? "nothing else in .config changed${changes:+ (also: $changes)}"
exit $failed
