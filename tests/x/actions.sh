#!/bin/sh
# actions.sh - the commit's actions (config.def.h's usercmds[]):
# B creates a branch at the selected commit and T a tag, each asking its
# name in the status line (Escape: nothing runs; a name starting with '-'
# is refused, -m would rename the branch; a name git refuses shows git's
# message, red); C cherry-picks and V reverts after a y/n (n: nothing
# runs); X resets the current branch there, asking soft, mixed or hard,
# hard asking once more (n: nothing changes); O checks the commit out,
# detached. The view reloads after each
# (not by the refs' watch), to git rev-list --count's number of commits.
# Expected values from git itself: a twin of the repository where git runs
# the same commands says what each reset and checkout leaves.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: main c1 c2 c3 (a.txt, b.txt; keep at c3), topic from c1 with
# t1 (c.txt)
repo_init "$TEST_TMP/base" -b main
commit_at -f a.txt 1 "actions: c1"
commit_at -f b.txt 2 "actions: c2"
git checkout -q -b topic HEAD~1
commit_at -f c.txt 3 "actions: t1 adds c.txt"
git checkout -q main
commit_at -f a.txt 4 "actions: c3"
git branch keep  # c3 stays in the view (--all) when main is reset
C1=$(git rev-parse main~2) C2=$(git rev-parse main~1) C3=$(git rev-parse main)
T1=$(git rev-parse topic)

# fresh NAME: a copy of the fixture in $TEST_TMP/NAME, the current directory
fresh()
{
	rm -rf "${TEST_TMP:?}/$1"
	cp -a "$TEST_TMP/base" "$TEST_TMP/$1"
	cd "$TEST_TMP/$1" || exit 1
}

# pick SHA: select it with the goto field
pick()
{
	goto "$1"
	wait_primary "$1" 5 || fail "actions-select" "goto $1: PRIMARY is $(primary)"
	gv_wait_trace "selected" 5
}

# ran WORDS [TIMEOUT]: the command WORDS ended (its status line)
ran()
{
	gv_wait_trace "status: $1: " "${2:-10}"
}

# reloaded NAME: after the mark, the view reloaded as the command ended,
# not by the refs' watch, and holds git's number of commits
reloaded()
{
	if ! gv_wait_trace 'loaded [0-9]* commits' 10; then
		fail "$1" "no reload after the command"
		return
	fi
	_rl=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" |
		grep -m 1 'trace: +[0-9.]*ms loaded [0-9]* commits\|reload: the refs changed')
	case $_rl in
	*'refs changed'*) fail "$1" "reloaded by the refs' watch, not after the command" ;;
	*) check "$1" "$(git rev-list --count --all)" \
		"$(printf '%s\n' "$_rl" | sed 's/.*loaded \([0-9]*\) commits.*/\1/')" ;;
	esac
}

# no_run NAME WORDS: no git WORDS... ran since the mark
no_run()
{
	if _gv_since "run: git $2"; then
		fail "$1" "git $2 ran"
	else
		pass "$1"
	fi
}

# the refs' watch would reload too, and first when the machine is slow:
# without it only the command's own reload can bring the new commits
GITVIEW_WATCH=off
export GITVIEW_WATCH
start_x

# --- branch, tag, cherry-pick, revert ---------------------------------------
fresh one
gv_start --all || exit 1
gv_wait_loaded 10
REFS=$(git for-each-ref)

pick "$C2"
gv_mark
gv_key B
gv_wait_trace "ask: New branch here, its name: " 5 && pass actions-branch-asks ||
	fail actions-branch-asks "B: no name asked"
gv_type zz
gv_key Escape
gv_wait_trace "ask: cancelled" 5
no_run actions-branch-escape-no-run "branch"
check actions-branch-escape-refs "$REFS" "$(git for-each-ref)"

gv_mark
gv_key B
gv_wait_trace "ask: " 5
gv_type -m  # git branch -m C2 would rename main
gv_key Return
gv_wait_trace "status: -m would be an option: not run" 5 &&
	pass actions-branch-dash-refused || fail actions-branch-dash-refused "no refusal said"
no_run actions-branch-dash-no-run "branch"
check actions-branch-dash-refs "$REFS" "$(git for-each-ref)"

gv_mark
gv_key B
gv_wait_trace "ask: " 5
gv_type newb
gv_key Return
ran "git branch newb $C2"
check actions-branch "$C2" "$(git rev-parse -q --verify refs/heads/newb)"
reloaded actions-branch-reload

# the same name again: git refuses it, and says why in red
EXP=$(git branch newb "$C2" 2>&1)
gv_mark
gv_key B
gv_wait_trace "ask: " 5
gv_type newb
gv_key Return
ran "git branch newb $C2"
if [ -n "$EXP" ] && _gv_since "status: git branch newb $C2: $EXP" &&
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -A1 "status: git branch newb $C2: " |
	grep -q 'status red'; then
	pass actions-branch-fails-red
else
	fail actions-branch-fails-red "not git's '$EXP' in red" "$GV_ERR"
fi

pick "$C1"
gv_mark
gv_key T
gv_wait_trace "ask: New tag here, its name: " 5
gv_type newt
gv_key Return
ran "git tag newt $C1"
check actions-tag "$C1" "$(git rev-parse -q --verify refs/tags/newt)"
check actions-tag-light commit "$(git cat-file -t refs/tags/newt)"

pick "$T1"
gv_mark
gv_key C
gv_wait_trace "status: run git cherry-pick $T1? y/n" 5
gv_key n
gv_wait_trace "status: not run" 5
no_run actions-pick-n "cherry-pick"
check actions-pick-n-head "$C3" "$(git rev-parse HEAD)"

gv_mark
gv_key C
gv_wait_trace "status: run git cherry-pick $T1? y/n" 5
gv_key y
ran "git cherry-pick $T1"
check actions-pick "$(git log -1 --format=%s "$T1")" "$(git log -1 --format=%s)"
check actions-pick-parent "$C3" "$(git rev-parse HEAD~1)"
reloaded actions-pick-reload
PICKED=$(git rev-parse HEAD)

pick "$PICKED"
gv_mark
gv_key V
gv_wait_trace "status: run git revert --no-edit $PICKED? y/n" 5
gv_key y
ran "git revert --no-edit $PICKED"
check actions-revert "Revert \"$(git log -1 --format=%s "$PICKED")\"" "$(git log -1 --format=%s)"
check actions-revert-parent "$PICKED" "$(git log --format=%H -2 | sed -n 2p)"
reloaded actions-revert-reload
quit_check actions-quit

# --- reset soft, mixed, hard; checkout ----------------------------------------
# the local changes: a.txt changed, b.txt changed and staged; the twin
# gets git's own commands
fresh twin
echo local >> a.txt && echo staged >> b.txt && git add b.txt
fresh two
echo local >> a.txt && echo staged >> b.txt && git add b.txt
gv_start --all || exit 1
gv_wait_loaded 10

# reset KIND SHA: X at SHA, KIND's letter; the twin does the same
reset()
{
	pick "$2"
	gv_mark
	gv_key X
	gv_wait_trace "status: Reset the current branch here: s soft, m mixed, h hard?" 5
	gv_key "$(printf %.1s "$1")"
	git -C "$TEST_TMP/twin" reset -q "--$1" "$2" -- > /dev/null
}

reset soft "$C2"
ran "git reset --soft $C2 --"
check actions-reset-soft "$C2" "$(git rev-parse HEAD)"
check actions-reset-soft-status "$(git -C ../twin status --porcelain)" "$(git status --porcelain)"
reloaded actions-reset-soft-reload

reset mixed "$C1"
ran "git reset --mixed $C1 --"
check actions-reset-mixed "$C1" "$(git rev-parse HEAD)"
check actions-reset-mixed-status "$(git -C ../twin status --porcelain)" "$(git status --porcelain)"

# hard asks once more: n leaves all as it was
BEFORE=$(git status --porcelain; git diff)
pick "$C3"
gv_mark
gv_key X
gv_wait_trace "status: Reset the current branch here: s soft" 5
gv_key h
gv_wait_trace "status: really discard the local changes (git reset --hard $C3 --)? y/n" 5 &&
	pass actions-reset-hard-asks || fail actions-reset-hard-asks "h: no second question"
gv_key n
gv_wait_trace "status: not run" 5
no_run actions-reset-hard-n "reset"
check actions-reset-hard-n-head "$C1" "$(git rev-parse HEAD)"
check actions-reset-hard-n-tree "$BEFORE" "$(git status --porcelain; git diff)"

gv_mark
gv_key X
gv_wait_trace "status: Reset the current branch here: s soft" 5
gv_key h
gv_wait_trace "status: really discard" 5
gv_key y
git -C ../twin reset -q --hard "$C3" --
ran "git reset --hard $C3 --"
check actions-reset-hard "$C3" "$(git rev-parse HEAD)"
# nothing left: git's own hard reset leaves nothing either
[ -z "$(git -C ../twin status --porcelain)" ] ||
	fail actions-reset-hard-twin "test bug: the twin's hard reset left changes"
check_empty actions-reset-hard-status "$(git status --porcelain; git diff)"
check actions-reset-hard-a "$(git -C ../twin show HEAD:a.txt)" "$(cat a.txt)"

pick "$C2"
gv_mark
gv_key O
gv_wait_trace "status: run git checkout --detach $C2? y/n" 5
gv_key y
git -C ../twin checkout -q --detach "$C2"
ran "git checkout --detach $C2"
check actions-checkout "$C2" "$(git rev-parse HEAD)"
check actions-checkout-status "$(git -C ../twin status | head -n 1)" "$(git status | head -n 1)"
reloaded actions-checkout-reload
quit_check actions-quit-two
