#!/bin/sh
# live.sh - the live reload: a commit made while gitview is open shows up
# within 2 s with the selection kept; nothing runs and no CPU time goes
# while nothing changes; a checkout that takes the selected commit out of
# the view says so; the stat fallback (GITVIEW_WATCH=stat), a linked
# worktree (HEAD in its own git dir, refs in the common one) and a bare
# repository reload too.

. "$(dirname "$0")/../lib.sh"
. "$TOP/tests/paneslib.sh"
start_x

git init -q "$TEST_TMP/r" && cd "$TEST_TMP/r" || exit 1
i=1
while [ $i -le 6 ]; do
	commit_at -f f.txt $i "live: c$i"
	i=$((i + 1))
done
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

# --- a commit while gitview is open ------------------------------------------

gv_start || exit 1
gv_wait_loaded 10
expect_primary commit-start "$(rev HEAD)"
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
if loaded_since 3 2; then
	pass checkout-reloads
else
	fail checkout-reloads "no 'loaded 3 commits' within 2 s of git checkout HEAD~4"
fi
if gv_wait_trace "status: commit $(echo "$C6" | cut -c1-10) left the view" 2; then
	pass checkout-says-where
else
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'status:' > "$TEST_TMP/st"
	fail checkout-says-where "no status message that $(describe "$C6") left the view" "$TEST_TMP/st"
fi
expect_primary checkout-first-selected "$OLD"
git checkout -q main
quit_check live-quit

# --- the stat fallback ---------------------------------------------------------

GITVIEW_WATCH=stat
export GITVIEW_WATCH
gv_start || exit 1
gv_wait_loaded 10
expect_primary stat-start "$(rev HEAD)"
gv_mark
commit_at -f f.txt 8 "live: c8"
if loaded_since 8 3; then
	pass stat-commit-shows
else
	fail stat-commit-shows "no 'loaded 8 commits' within 3 s of the commit, with GITVIEW_WATCH=stat"
fi
expect_primary stat-selection-kept "$NEW"
quit_check stat-quit
unset GITVIEW_WATCH

# --- a linked worktree ---------------------------------------------------------

git worktree add -q --detach "$TEST_TMP/wt" HEAD~2 2>/dev/null
cd "$TEST_TMP/wt" || exit 1
gv_start || exit 1
gv_wait_loaded 10
expect_primary worktree-start "$(rev HEAD)"
gv_mark
commit_at -f f.txt 9 "live: wt"
if loaded_since 7 2; then
	pass worktree-head-reloads
else
	fail worktree-head-reloads "no 'loaded 7 commits' within 2 s of a commit in the worktree (its own HEAD)"
fi
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
gv_start || exit 1
gv_wait_loaded 10
expect_primary bare-start "$(rev HEAD)"
gv_mark
(cd "$TEST_TMP/r" && commit_at -f f.txt 10 "live: pushed" && git push -q "$TEST_TMP/bare.git" main)
if loaded_since 9 2; then
	pass bare-push-shows
else
	fail bare-push-shows "no 'loaded 9 commits' within 2 s of a push into the bare repository"
fi
quit_check bare-quit
