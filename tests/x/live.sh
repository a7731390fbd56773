#!/bin/sh
# live.sh - the live reload: a commit made while gitview is open shows up
# within 2 s with the selection kept; nothing runs and no CPU time goes
# while nothing changes; a checkout that takes the selected commit out of
# the view says so; the stat fallback (GITVIEW_WATCH=stat), a linked
# worktree (HEAD in its own git dir, refs in the common one) and a bare
# repository reload too; a reload git refuses leaves the view as it was.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

repo_init "$TEST_TMP/r"
commits_at -f f.txt 1 6 'live: c'
rev()
{
	git rev-parse --verify --quiet "$1^{commit}"
}

# cputime PID: utime + stime of PID in clock ticks (/proc/PID/stat)
cputime()
{
	proc_check "$1"
	sed 's/^.*) //' "$PROC/$1/stat" | awk '{ print $12 + $13 }'
}

# wakeups PID: the times PID slept and was woken (voluntary context
# switches, /proc/PID/status): each turn of an event loop that waits
wakeups()
{
	proc_check "$1"
	awk '$1 == "voluntary_ctxt_switches:" { print $2 }' "$PROC/$1/status"
}

# loaded_since N TIMEOUT: wait for "loaded N commits" after the mark
loaded_since()
{
	gv_wait_trace "loaded $1 commits" "$2"
}
# reloads NAME N TIMEOUT [WHAT]: PASS NAME when "loaded N commits" comes
# after the mark within TIMEOUT s (of WHAT, the FAIL says)
reloads()
{
	if loaded_since "$2" "$3"; then
		pass "$1"
	else
		fail "$1" "no 'loaded $2 commits' within $3 s${4:+ of $4}"
	fi
}

# --- a commit while gitview is open ------------------------------------------

gv_open commit-start "$(rev HEAD)"
gv_key j
C5=$(rev HEAD~1)
expect_primary commit-select "$C5"
gv_wait_patch "$C5" 5
gv_mark
t0=$(_now_ms)
commit_at -f f.txt 7 "live: c7"
NEW=$(rev HEAD)
if loaded_since 7 2; then
	pass commit-shows-within-2s
else
	fail commit-shows-within-2s "no 'loaded 7 commits' within 2 s of the commit (after $(( $(_now_ms) - t0 )) ms)"
	gv_diag
fi
# the selection kept: the reload selected it again, and nothing else
sels=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n 's/.*trace: .*selected \([0-9a-f]*\)$/\1/p' | sort -u)
check commit-selection-kept "$C5" "$sels"
expect_primary commit-primary-kept "$C5"
gv_key Home
expect_primary commit-new-selectable "$NEW"

# --- idle: no git, no CPU ----------------------------------------------------

gv_wait_patch "$NEW" 5
gv_wait_trace "walks done $NEW" 5
gv_sync > /dev/null
gv_mark
cpu0=$(cputime "$GV_PID")
w0=$(wakeups "$GV_PID")
sleep 10  # the interval measured, not a wait for gitview
cpu1=$(cputime "$GV_PID")
w1=$(wakeups "$GV_PID")
check idle-cpu-flat "$cpu0" "$cpu1"
check idle-no-wakeups "$w0" "$w1"
n=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -c 'trace: run:')
check idle-runs-no-git 0 "$n"

# --- a checkout that takes the selection out of the view ---------------------

gv_key j
C6=$(rev HEAD~1)
expect_primary checkout-select "$C6"
gv_mark
git checkout -q HEAD~4
OLD=$(rev HEAD)
reloads checkout-reloads 3 2 "git checkout HEAD~4"
status_says checkout-says-where "commit $(echo "$C6" | cut -c1-10) left the view" 2
expect_primary checkout-first-selected "$OLD"
git checkout -q main
quit_check live-quit

# --- the stat fallback ---------------------------------------------------------

GITVIEW_WATCH=stat
export GITVIEW_WATCH
gv_open stat-start "$(rev HEAD)"
gv_mark
commit_at -f f.txt 8 "live: c8"
reloads stat-commit-shows 8 3 "the commit, with GITVIEW_WATCH=stat"
expect_primary stat-selection-kept "$NEW"
quit_check stat-quit
unset GITVIEW_WATCH

# --- a linked worktree ---------------------------------------------------------

git worktree add -q --detach "$TEST_TMP/wt" HEAD~2 2>/dev/null
cd "$TEST_TMP/wt" || exit 1
gv_open worktree-start "$(rev HEAD)"
gv_mark
commit_at -f f.txt 9 "live: wt"
reloads worktree-head-reloads 7 2 "a commit in the worktree (its own HEAD)"
expect_primary worktree-selection-kept "$(rev HEAD~1)"
gv_mark
(cd "$TEST_TMP/r" && git branch -q wt-elsewhere main)
if gv_wait_trace 'reload: the refs changed' 2; then
	pass worktree-common-refs-reload
else
	fail worktree-common-refs-reload "no reload within 2 s of a branch made in the main worktree (refs in the common dir)"
fi
quit_check worktree-quit

# --- a bare repository ---------------------------------------------------------

git clone -q --bare "$TEST_TMP/r" "$TEST_TMP/bare.git"
cd "$TEST_TMP/bare.git" || exit 1
gv_open bare-start "$(rev HEAD)"
gv_mark
(cd "$TEST_TMP/r" && commit_at -f f.txt 10 "live: pushed" && git push -q "$TEST_TMP/bare.git" main)
reloads bare-push-shows 9 2 "a push into the bare repository"
quit_check bare-quit

# --- what came shows: the first row, the count --------------------------------

repo_init "$TEST_TMP/one"
commit_at -f f.txt 1 "one: c1"
C1=$(rev HEAD)
# top_drawn: the first row the list was last drawn from (gv_sync first)
top_drawn()
{
	sed -n 's/.*trace: .*list drawn from row \([0-9]*\),.*/\1/p' "$GV_ERR" | tail -n 1
}
# came NAME N MSG: the reload loads N commits and says MSG
came()
{
	reloads "$1-loaded" "$2" 3
	status_says "$1-says" "$3\$" 2
}
# came_top NAME N MSG SHA: came, SHA still selected, and the list still
# drawn from its first row, where what came is
came_top()
{
	came "$1" "$2" "$3"
	expect_primary "$1-selection-kept" "$4"
	gv_sync > /dev/null
	check "$1-first-row-shown" 0 "$(top_drawn)"
}
# plumb N MSG [PARENT]: a commit of HEAD's tree on PARENT (HEAD), made
# without touching the work tree or a ref; prints its id
plumb()
{
	at "$1" git commit-tree "$(git rev-parse HEAD^{tree})" -p "${3:-HEAD}" -m "$2"
}
gv_open top-start "$C1"
gv_mark
commit_at -f f.txt 2 "one: c2"
C2=$(rev HEAD)
came_top top-one 2 "1 new commit" "$C1"
gv_key k
expect_primary top-one-new-above "$C2"

gv_mark
C3=$(plumb 3 "one: c3")
C4=$(plumb 4 "one: c4" "$C3")
git update-ref refs/heads/main "$C4"
came_top top-two 4 "2 new commits" "$C2"
gv_key Home
expect_primary top-two-newest-first "$C4"

# --- a filter open: made again from the new history ----------------------------

gv_mark
gv_key ampersand
xdotool type --delay 10 -- 'c[246]$'
gv_key Return
gv_wait_trace 'find done' 5
gv_key End
expect_primary filter-open "$C2"
gv_mark
C5=$(plumb 5 "one: c5")
C6=$(plumb 6 "one: c6" "$C5")
git update-ref refs/heads/main "$C6"
came filter-reload 6 "2 new commits"
gv_wait_trace 'find done' 5
expect_primary filter-selection-kept "$C2"
git rev-list -E --grep='c[246]$' HEAD > "$TEST_TMP/filter.exp"
gv_key Home
expect_primary filter-home "$(head -n 1 "$TEST_TMP/filter.exp")"
gv_walk j $(($(wc -l < "$TEST_TMP/filter.exp") - 1)) "$TEST_TMP/filter.got"
check_file filter-kept "$TEST_TMP/filter.exp" "$TEST_TMP/filter.got"
gv_key ampersand Return
gv_sync > /dev/null

# --- the file view open: it stays ----------------------------------------------

# b on f.txt at c2: line 1 came with the file (c1), so , there says in
# red that there is no parent to blame: only in the file view; and j in
# the list (another commit) takes the red away
gv_key colon
xdotool type --delay 10 -- "$C2"
gv_key Return
expect_primary fview-c2 "$C2"
gv_wait_patch "$C2" 5
gv_mark
gv_key Tab Tab b
fv_wait fview-opens f.txt && pass fview-opens
gv_mark
C7=$(plumb 7 "one: c7")
git update-ref refs/heads/main "$C7"
came fview-reload 7 "1 new commit"
expect_primary fview-selection-kept "$C2"
gv_mark
gv_key comma
if gv_wait_trace 'status: this line came with the file' 3; then
	pass fview-kept
else
	fail fview-kept "after the reload, , on line 1 does not say that it came with the file: the file view closed"
fi
if wait_for 3 status_red; then
	pass fview-parent-red
else
	fail fview-parent-red "no red in the status line after , on a line that came with the file"
fi
gv_key Tab Tab j
expect_primary fview-j-moves "$C1"
if wait_for 3 status_not_red; then
	pass fview-red-goes
else
	fail fview-red-goes "the status line is still red 3 s after j selected another commit"
fi
quit_check top-quit

# --- a selection made while the reload runs ------------------------------------

# a git whose rev-list stops 2 s after its first two lines, once
# $TEST_TMP/slowrev is there: the reload shows c8 and c7, c1 awaited
git_wrap "$TEST_TMP/bin" <<EOF
if [ -f "$TEST_TMP/slowrev" ] && [ "\$1 \$2" = "rev-list --parents" ]; then
	"$REALGIT" "\$@" | awk '{ print; fflush() } NR == 2 { system("sleep 2") }'
	exit 0
fi
EOF
gv_start_path "$TEST_TMP/bin" || exit 1
gv_wait_loaded 10
gv_key End
expect_primary during-c1 "$C1"
touch "$TEST_TMP/slowrev"
gv_mark
C8=$(plumb 8 "one: c8")
git update-ref refs/heads/main "$C8"
if gv_wait_trace 'trace: .*first ' 3; then
	gv_key End
	USER=$(primary_change "$C1")
	rm -f "$TEST_TMP/slowrev"
	loaded_since 8 5
	gv_sync > /dev/null
	if is_sha "$USER" && [ "$USER" != "$C1" ]; then
		check during-user-selection-kept "$(describe "$USER")" "$(describe "$(primary)")"
	else
		fail during-user-selection-kept "test bug: End while the reload ran selected nothing ('$USER')"
	fi
	if tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -q 'status: .*left the view'; then
		fail during-no-left-message "the reload says its commit left the view, though the user selected another"
	else
		pass during-no-left-message
	fi
else
	rm -f "$TEST_TMP/slowrev"
	fail during-reload-starts "no reload's first row within 3 s of the commit"
fi
quit_check during-quit

# --- a reload that git refuses ---------------------------------------------------

# a branch written to a missing object: git rev-list --all refuses the
# reload before its first commit; the view read before stays, with its
# selection, and the status line says so in red
repo_init "$TEST_TMP/broken"
commits_at -f f.txt 1 4 'broken: c'
gv_start --all || exit 1
gv_wait_loaded 10
gv_key j
wait_primary "$(rev HEAD~1)" 5 || fail refused-select "j did not select $(describe "$(rev HEAD~1)")"
gv_mark
echo 0123456789abcdef0123456789abcdef01234567 > .git/refs/heads/broken
if git rev-list --all > /dev/null 2>&1; then
	fail refused-fixture "test bug: git rev-list --all takes the broken branch"
elif gv_wait_trace 'status: reload failed' 3; then
	if _gv_since 'status: reload failed, the view kept: fatal: ' && wait_for 3 status_red; then
		pass refused-says-kept
	else
		fail refused-says-kept "no red 'reload failed, the view kept: fatal: ...' in the status line"
	fi
	st=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'status: .*left the view')
	check_empty refused-no-left-message "$st"
	# y copies the selection: there is one, and it is the same
	gv_key y
	wait_for 3 _clipboard_is "$(rev HEAD~1)"
	check refused-selection-kept "$(rev HEAD~1)" "$(clipboard)"
	gv_key j
	expect_primary refused-list-kept "$(rev HEAD~2)"
	gv_mark
	rm .git/refs/heads/broken
	loaded_since 4 3 || fail refused-then-reloads "no 'loaded 4 commits' within 3 s"
	expect_primary refused-then-selection-kept "$(rev HEAD~2)"
else
	fail refused-says-kept "no 'reload failed' within 3 s of the broken branch"
fi
quit_check refused-quit
