#!/bin/sh
# armed.sh - nothing a repository configures runs, at start or behind any
# key. tests/fixtures/armed.sh builds one repository per kind
# of program a repository can make git run (filters clean, smudge and
# process with racily clean entries, a merge driver, textconv, external
# diffs through an include, gpg.program with log.showSignature, hooks,
# fsmonitor, pager, editor, ssh, a partial clone that allows ssh), each
# leaving a marker when it runs, and one armed with all of them at once.
# First git itself runs each one (the fixture is armed); then gitview
# opens a copy of the one with all, goes through every key of its key
# table in every pane (the local changes rows, M on the merge, m d D R,
# Y, y, b and the file view, L, o, t, e with a harmless diff tool, finds,
# the menu...), waiting for each key's git to end, quits with q, and no
# marker may be there; the same with the commit's actions, which write
# (keys_write: branch, tag, reset, checkout, cherry-pick, revert); then
# the same with the partial clone's keys that reach git. armedkinds.sh
# does it in each of the others. F (format-patch and format.*) has its
# own test.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
. "$TOP/tests/lib/armed.sh"

proof clean clean diff-files
proof required clean diff-files
proof smudge smudge cat-file --filters HEAD:a.txt
proof process process cat-file --filters HEAD:a.txt
proof merge merge show --remerge-diff HEAD~1
proof textconv textconv log -p -1
proof external external diff HEAD~1 HEAD
proof external command diff HEAD~1 HEAD
proof signature gpg log -1
proof signature gpg commit -q --allow-empty -m signed
proof hooks hook-pre-commit hook run pre-commit
proof fsmonitor fsmonitor --no-optional-locks status
proof partial ssh cat-file blob HEAD:a.txt
fresh programs
if [ "$(git var GIT_PAGER)" = "$EVIL pager" ] && [ "$(git var GIT_EDITOR)" = "$EVIL editor" ]; then
	pass armed-programs
else
	fail armed-programs "test bug: git var names another pager or editor than the fixture's"
fi

start_x
# ARMED_KINDS: some of them only (to see one fail before its fix)
for kind in ${ARMED_KINDS:-all partial}; do
	if [ "$kind" = all ]; then
		armed all keys_kind keys_git keys_all
		ARMED_NAME=all-write ARMED_ARGS=--all
		armed all keys_write
		ARMED_NAME= ARMED_ARGS=
	else
		armed "$kind" keys_kind
	fi
done

# a git without GIT_NO_LAZY_FETCH (before 2.39.4 and 2.45) in the
# environment gitview gives its git (cat-file --batch's): the partial
# clone's protocol.ssh.allow=always must not let a lazy fetch run ssh
fresh partial
gv_start || exit 1
gv_wait_loaded 10
_cf=$(ps -o pid=,args= --ppid "$GV_PID" |
	sed -n 's/^ *\([0-9]*\) git cat-file --batch$/\1/p' | head -n 1)
if [ -n "$_cf" ] && tr '\0' '\n' < "/proc/$_cf/environ" | grep -q '^GIT_CONFIG_COUNT='; then
	grep -zv '^GIT_NO_LAZY_FETCH=' "/proc/$_cf/environ" > "$TEST_TMP/env"
	quit_check armed-oldgit-quit
	rm -f "$MARKS"/*
	xargs -0 sh -c 'exec env -i "$@" git cat-file blob HEAD:a.txt' sh \
		< "$TEST_TMP/env" > /dev/null 2>&1
	if [ -z "$(ls "$MARKS")" ]; then
		pass armed-oldgit-no-fetch
	else
		fail armed-oldgit-no-fetch "its environment, no GIT_NO_LAZY_FETCH: a fetch ran:" \
			"$MARKS/ssh"
	fi
else
	fail armed-oldgit-no-fetch "no git cat-file --batch under gitview, or no GIT_CONFIG_COUNT"
	gv_kill
fi
