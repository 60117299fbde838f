#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/make-lock.sh LOCK COMMAND... - runs COMMAND (the top Makefile's
# own make) holding an exclusive flock(1) on LOCK, the tree's .make.lock,
# so that two makes never build one tree at once.  When another make
# holds it, says so, naming its process, and waits for it.  The lock is
# the open file descriptor 9, which COMMAND inherits: it is released when
# the make and every process it started have ended.
set -u
lock=$1
shift

if ! command -v flock > /dev/null 2>&1; then
	# util-linux is in every Debian system; without it, no lock.
	exec "$@"
fi
exec 9>> "$lock" || {
	echo "*** cannot write $lock: build in a directory you can write" \
	     "to (O=...)" >&2
	exit 1
}
if ! flock -n 9; then
	other=$(cat "$lock" 2> /dev/null)
	echo "*** another make${other:+ (process $other)} is running in" \
	     "${lock%/*}: waiting for it to finish" >&2
	flock 9
fi
# For the next make's message: this process becomes the make.
echo $$ > "$lock"
exec "$@"
