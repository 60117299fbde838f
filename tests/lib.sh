# SPDX-License-Identifier: MIT
#
# tests/lib.sh - sourced by the host checks' run.sh scripts: their
# PASS:/FAIL: lines, which scripts/run-tests.sh counts.  A script sets
# failed=0, reports each assertion with result (or pass/fail), and ends
# with "exit $failed".
#   pass TEXT...       prints "PASS: TEXT"
#   fail TEXT...       prints "FAIL: TEXT" and sets failed=1
#   skip TEXT...       prints "SKIP: TEXT": what could not be checked here
#   result RC TEXT...  pass when RC is 0, else fail; returns RC, so that
#                      "result $? TEXT || show-the-log" shows a failure's log

pass() {
	echo "PASS: $*"
}

fail() {
	echo "FAIL: $*"
	failed=1
}

skip() {
	echo "SKIP: $*"
}

result() {
	result_rc=$1
	shift
	if [ "$result_rc" -eq 0 ]; then
		pass "$@"
	else
		fail "$@"
	fi
	return "$result_rc"
}

# tree_tar SRCTREE: a tar archive (on stdout) of the tree's own files: a
# git checkout's tracked and untracked-but-not-ignored ones (what a
# commit would hold; no build output), else everything but .git.
tree_tar() {
	if git -C "$1" rev-parse --git-dir > /dev/null 2>&1; then
		(cd "$1" && git ls-files -z --cached --others --exclude-standard |
			xargs -0 sh -c 'for f; do [ -e "$f" ] &&
				printf "%s\0" "$f"; done' sh |
			tar --null -T - -cf -)
	else
		(cd "$1" && tar --exclude=./.git -cf - .)
	fi
}
