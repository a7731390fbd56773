#!/bin/sh
# views.sh - views of other arguments: the digit keys load config.h's
# views[] (1 HEAD, 2 --all, 3 --first-parent, 4 --since=2.weeks --all),
# F4 edits the view's arguments in the status line; each view lists what
# git rev-list lists with the same arguments, the title names it, the
# selection stays when its commit is in the new view (else the first
# row), a quoted path reads back through F4, --follow, -g and -L from F4
# list what git log lists, Alt-Left goes back a view at a time, Escape
# leaves the view as it is, and arguments git refuses are git's message
# in red with the view kept. Everything expected comes from git rev-list
# and git log.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

# the fixture: c1 c2 c3 on main, side (s1 s2) from c2 merged as M, then
# r1 on main and topic's t1 from c1, both a day old: the start (HEAD), 7
# commits; --all 8; --first-parent 5; --since=2.weeks --all 2 (r1, t1).
# "dir with space/f" changes in c1, s2 and t1; f moves to g in c3
repo_init "$TEST_TMP/v" -b main
mkdir "dir with space"
echo 1 > "dir with space/f" && echo f > f && git add . && at 1 git commit -q -m 'v: c1'
commit_at -f c2 2 'v: c2'
git mv f g && at 3 git commit -q -m 'v: c3 f moves to g'
git checkout -q -b side HEAD~1
commit_at -f s 4 'v: s1'
commit_at -f "dir with space/f" 5 'v: s2'
git checkout -q main
at 6 git merge -q --no-ff -m 'v: M' side
recent="$(($(date +%s) - 86400)) +0000"
echo r > r && git add r
GIT_AUTHOR_DATE=$recent GIT_COMMITTER_DATE=$recent git commit -q -m 'v: r1'
git checkout -q -b topic main~3
echo t >> "dir with space/f" && git add . &&
	GIT_AUTHOR_DATE=$recent GIT_COMMITTER_DATE=$recent git commit -q -m 'v: t1'
git checkout -q main
S1=$(git rev-parse side~1)
R1=$(git rev-parse main)

# gcount ARGS...: what git rev-list --count lists with ARGS (HEAD by
# default, as gitview's); a FAIL of a
# test bug when it cannot
gcount()
{
	_gc=$(git rev-list --count --default HEAD "$@") && [ -n "$_gc" ] ||
		fail views-fixture "test bug: git rev-list --count $* said nothing"
	echo "$_gc"
}

# loaded: N of the first "loaded N commits" after the mark, once it came
loaded()
{
	gv_wait_trace 'loaded [0-9]* commits' 10 || return 1
	tail -n +$((GV_MARK + 1)) "$GV_ERR" |
		sed -n 's/.*trace: .*loaded \([0-9]*\) commits.*/\1/p' | head -n 1
}

# title_is TEXT: the window's title starts with TEXT
title_is()
{
	case $(gv_title) in "$1"*) return 0 ;; esac
	return 1
}

# vcheck NAME TITLE ARGS...: after the mark, a view of ARGS loaded as
# many commits as git rev-list ARGS, and the title names it (TITLE)
vcheck()
{
	_vc=$1 _vt=$2
	shift 2
	check "$_vc-count" "$(gcount "$@")" "$(loaded)"
	if wait_for 3 title_is "$_vt"; then
		pass "$_vc-title"
	else
		fail "$_vc-title" "title '$(gv_title)', expected it to start '$_vt'"
	fi
}

# f4 TEXT: after the mark, F4, its line emptied, TEXT typed, Return
f4()
{
	gv_mark
	gv_key F4
	gv_wait_trace 'ask: View' 3
	gv_key ctrl+u
	gv_type "$1"
	gv_key Return
}

# no_load NAME: since the mark, no git ran to check or load a view
no_load()
{
	gv_sync > /dev/null
	if tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -q 'run: git \(rev-list\|log\)'; then
		fail "$1" "a view was checked or loaded: $(tail -n +$((GV_MARK + 1)) "$GV_ERR" |
			grep 'run: git \(rev-list\|log\)' | head -n 1)"
	else
		pass "$1"
	fi
}

gv_start || exit 1
GV_MARK=0
vcheck views-start "gitview: v: " HEAD
case $(gv_title) in *"("*) fail views-start-plain "the start's title names a view: $(gv_title)" ;;
*) pass views-start-plain ;; esac

# s1, selected, is not on the first-parent line: 3 selects its first row
goto "$S1"
wait_primary "$S1" 5 || fail views-goto "goto $S1: PRIMARY '$(primary)'"
gv_mark
gv_key 3
vcheck views-first-parent "gitview: v (first parent): " --first-parent
if wait_primary "$(git rev-list --first-parent -n 1 HEAD)" 5; then
	pass views-first-parent-first-row
else
	fail views-first-parent-first-row "PRIMARY '$(primary)', expected the first row"
fi
status_says views-first-parent-said "commit $(echo "$S1" | cut -c1-10) is not in this view"

# Alt-Left: the start again, at s1
gv_mark
gv_key alt+Left
vcheck views-back "gitview: v: " HEAD
wait_primary "$S1" 5 && pass views-back-selection ||
	fail views-back-selection "PRIMARY '$(primary)', expected $S1 as before 3"

# 2: --all has s1: it stays selected (selected again by the new view)
gv_mark
gv_key 2
vcheck views-all "gitview: v (all): " --all
if gv_wait_trace "selected $S1" 5; then
	pass views-all-kept
else
	fail views-all-kept "the view of --all did not select $S1 again (PRIMARY '$(primary)')"
fi

# 4 from the commit pane too: the last two weeks, r1 and t1 alone
gv_mark
gv_key Tab 4
vcheck views-recent "gitview: v (last two weeks): " --since=2.weeks --all
gv_key shift+Tab

# F4 opens the arguments as they are: Return alone loads them again
gv_mark
gv_key F4
gv_wait_trace 'ask: View' 3
gv_key Return
vcheck views-f4-same "gitview: v (--since=2.weeks --all): " --since=2.weeks --all

# a path with a space, quoted; read back by F4 and loaded again
f4 "--all -- 'dir with space/f'"
vcheck views-f4-path "gitview: v (--all -- 'dir with space/f'): " --all -- "dir with space/f"
gv_mark
gv_key F4
gv_wait_trace 'ask: View' 3
gv_key Return
vcheck views-f4-quoted "gitview: v (--all -- 'dir with space/f'): " --all -- "dir with space/f"

# --follow and -g from F4 too: as git log lists them
f4 "--follow -- g"
check views-follow-count "$(git log --follow --format=%H -- g | wc -l)" "$(loaded)"
# the oldest, c1, named g f then: its patch is of f, as at the start
gv_mark
gv_key End
if gv_wait_trace "run: git diff-tree .* $(git rev-parse main~4) -- f\$" 5; then
	pass views-follow-path
else
	fail views-follow-path "no git diff-tree of c1 -- f: $(grep 'run: git diff-tree' "$GV_ERR" |
		tail -n 1)"
fi
# -g HEAD: an entry a row, a commit as often as the reflog has it (the
# fixture's checkouts), named as git log -g names it
[ "$(git rev-list -g HEAD | sort -u | wc -l)" -lt "$(git rev-list -g HEAD | wc -l)" ] ||
	fail views-fixture "test bug: HEAD's reflog has no commit twice"
f4 "-g HEAD"
check views-reflog-count "$(git rev-list -g HEAD | wc -l)" "$(loaded)"
gv_key Home  # c1, kept from --follow's view, is an old entry: the first row
want="gitview: v (-g HEAD): $(git log -g -1 --abbrev=7 --format='%h %gd: %gs' HEAD)"
if wait_for 3 title_is "$want"; then
	pass views-reflog-title
else
	fail views-reflog-title "title '$(gv_title)', expected '$want'"
fi
# -L: the line's history, as git log -L lists it
f4 "-L1,1:c2"
check views-lines-count "$(git log -L1,1:c2 --format=%x01%H | grep -c "$(printf '^\001')")" \
	"$(loaded)"

# Escape: nothing checked or loaded, the title as it was
title=$(gv_title)
gv_mark
gv_key F4
gv_wait_trace 'ask: View' 3
gv_type "--first-parent"
gv_key Escape
gv_wait_trace 'ask: cancelled' 3
gv_wait_trace 'status: View: cancelled$' 3 && pass views-escape-says ||
	fail views-escape-says "no 'View: cancelled' in the status line"
no_load views-escape
check views-escape-title "$title" "$(gv_title)"

# arguments git refuses: its message in red, no load, the view kept
want=$(git log nope --all 2>&1 | grep '^fatal:' | head -n 1)
[ -n "$want" ] || fail views-fixture "test bug: git log nope says no fatal:"
f4 "nope --all"
status_says views-bad-said "$want"
gv_wait_trace 'trace: status red$' 3 && pass views-bad-red || fail views-bad-red "not said in red"
if tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -q 'run: git rev-list'; then
	fail views-bad-no-load "a view was loaded for arguments git refused"
else
	pass views-bad-no-load
fi
check views-bad-title "$title" "$(gv_title)"

# Alt-Left back through them all, each as git lists it: -g HEAD,
# --follow, the path (twice), the last two weeks (twice), --all, the start
gv_mark
gv_key alt+Left
check views-back-reflog "$(git rev-list -g HEAD | wc -l)" "$(loaded)"
gv_mark
gv_key alt+Left
check views-back-follow "$(git log --follow --format=%H -- g | wc -l)" "$(loaded)"

# back NAME ARGS...: Alt-Left loads git rev-list ARGS's commits
back()
{
	_bk=$1
	shift
	gv_mark
	gv_key alt+Left
	check "views-back-$_bk" "$(gcount "$@")" "$(loaded)"
}
back quoted --all -- "dir with space/f"
back path --all -- "dir with space/f"
back f4-same --since=2.weeks --all
back recent --since=2.weeks --all
back all --all
back start HEAD
case $(gv_title) in *"("*) fail views-back-start-plain "title '$(gv_title)'" ;;
*) pass views-back-start-plain ;; esac
quit_check views-quit
