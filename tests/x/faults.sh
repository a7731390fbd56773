#!/bin/sh
# faults.sh - when things go wrong: git not on PATH; a git
# rev-list, diff-tree or blame killed while it runs; a diff-tree that
# ignores SIGTERM or is stopped; the X server killed under gitview; storms
# of resizes and keys; a thousand selection changes faster than git
# answers, after which no fd and no zombie is left over; git cat-file
# --batch killed; a limit of 24 open files.
#
# What the test can see of the status line: it is drawn, not a property,
# so the test reads its text from the trace (GITVIEW_TRACE logs every
# status message as "status: ...") and checks on a screenshot that the
# bottom of the window is drawn in the error colour (SchemeError's, $ERRFG).
#
# A fake git earlier on PATH (only for gitview, through $GV_LAUNCH) runs
# the real one, except for the commands named in $TEST_TMP/fake:
#   NAME hang   never answers, ignores SIGTERM (a sleep)
#   NAME slow   answers 0.3 s late
#   NAME after  answers, then hangs ignoring SIGTERM (a sleep)
#   NAME hold   prints the first $HOLDN lines of the real one's output,
#               then hangs (a sleep, in its place: the one writer left)

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

REALGIT=$(command -v git)
HOLDN=1000
mkdir -p "$TEST_TMP/bin"
cat > "$TEST_TMP/bin/git" <<EOF
#!/bin/sh
sub=\$1
[ "\$1" = -C ] && sub=\$3
case \$(sed -n "s/^\$sub //p" "$TEST_TMP/fake" 2>/dev/null) in
hang) trap '' TERM; exec sleep 60 ;;
slow) sleep 0.3 ;;
after) trap '' TERM; "$REALGIT" "\$@"; exec sleep 60 ;;
hold)
	"$REALGIT" "\$@" > "$TEST_TMP/hold.out"
	head -n $HOLDN "$TEST_TMP/hold.out"
	exec sleep 60 ;;
esac
exec "$REALGIT" "\$@"
EOF
cat > "$TEST_TMP/bin/gitview" <<EOF
#!/bin/sh
PATH=$TEST_TMP/bin:\$PATH exec "$GITVIEW" "\$@"
EOF
chmod +x "$TEST_TMP/bin/git" "$TEST_TMP/bin/gitview"
: > "$TEST_TMP/fake"
REALGV=$GITVIEW

# fake [NAME MODE]: what the fake git does for NAME; no argument: nothing
fake()
{
	if [ $# -eq 0 ]; then
		: > "$TEST_TMP/fake"
	else
		echo "$1 $2" > "$TEST_TMP/fake"
	fi
}

# kid PATTERN: the pid of gitview's first child whose command line has
# PATTERN; kids: "pid stat args" of each
kids()
{
	proc_children "$GV_PID"
}
kid()
{
	kids | awk -v p="$1" 'index($0, p) { print $1; exit }'
}
_has_kid()
{
	[ -n "$(kid "$1")" ]
}
# new_hang PID: the pid of a hanging fake git (sleep 60) under gitview
# other than PID
new_hang()
{
	kids | awk -v p="$1" 'index($0, "sleep 60") && $1 != p { print $1; exit }'
}
_new_hang()
{
	[ -n "$(new_hang "$1")" ]
}
# bad_kids: children that are zombies or not git cat-file --batch
bad_kids()
{
	kids | awk '$2 ~ /^Z/ || NF != 5 || $3 !~ /(^|\/)git$/ || $4 != "cat-file" || $5 != "--batch"'
}
_no_bad_kids()
{
	[ -z "$(bad_kids)" ]
}
# expect_clean NAME: within 3 s, no child but cat-file and no zombie
expect_clean()
{
	if wait_for 3 _no_bad_kids; then
		pass "$1"
	else
		kids > "$TEST_TMP/kids"
		fail "$1" "gitview (pid $GV_PID) has children other than git cat-file --batch, or zombies (pid, state, command):" "$TEST_TMP/kids"
	fi
}
# expect_status NAME PATTERN: a status message matching PATTERN (grep)
# in the trace after the mark, and the status line in the error colour
expect_status()
{
	status_says "$1-says" ".*$2"
	if wait_for 3 status_red; then
		pass "$1-drawn-red"
	else
		fail "$1-drawn-red" "no pixel of the error colour #$ERRFG in the bottom 24 rows of the window"
	fi
}
# answers NAME OLD [KEY]: KEY (j) moves PRIMARY off OLD within 1 s
answers()
{
	_an_t0=$(_now_ms)
	gv_key "${3:-j}"
	until _primary_not "$2" || [ $(( $(_now_ms) - _an_t0 )) -gt 1000 ]; do
		sleep 0.02
	done
	_an_dt=$(( $(_now_ms) - _an_t0 ))
	if [ $_an_dt -le 1000 ] && _primary_not "$2"; then
		pass "$1"
	else
		fail "$1" "${3:-j} did not move PRIMARY within 1 s (after $_an_dt ms: $(describe "$(primary)"))"
		gv_diag
	fi
}

# --- git not on PATH --------------------------------------------------------

in_fixture linear
env PATH=/nonexistent "$GITVIEW" > /dev/null 2> "$TEST_TMP/nogit.err" < /dev/null
check nogit-exit-status 1 $?
if grep -q '^gitview: cannot run git: No such file or directory$' "$TEST_TMP/nogit.err"; then
	pass nogit-message
else
	fail nogit-message "expected 'gitview: cannot run git: No such file or directory' on stderr" "$TEST_TMP/nogit.err"
fi

start_x

# --- the fixtures -----------------------------------------------------------

# flat: 100,000 commits in a line, so that git rev-list takes a while
repo_init "$TEST_TMP/flat"
line_history 100000 flat || { fail flat-fixture "git fast-import failed"; exit 1; }
git rev-list HEAD > "$TEST_TMP/flat.order"
FLATN=$(wc -l < "$TEST_TMP/flat.order" | tr -d ' ')
flat()
{
	sed -n "$1p" "$TEST_TMP/flat.order"
}

# dbig: a commit whose patch (300,000 lines) is larger than a pipe holds
repo_init "$TEST_TMP/dbig"
commit_at -f README 1 "dbig: root"
seq 1 300000 > big.txt
git add big.txt
at 2 git commit -q -m "dbig: big"
commit_at -f README 3 "dbig: after"
git rev-list HEAD > "$TEST_TMP/dbig.order"
DTIP=$(sed -n 1p "$TEST_TMP/dbig.order")
DBIG=$(sed -n 2p "$TEST_TMP/dbig.order")
DROOT=$(sed -n 3p "$TEST_TMP/dbig.order")

# --- git rev-list killed in the middle of the history -----------------------

# The fake git holds rev-list after its first $HOLDN commits (the sleep it
# became is then the only writer of gitview's pipe), so the kill surely
# comes in the middle of the history, however fast the machine. gitview
# is stopped while it comes, so that the mark is before what it says.
fake rev-list hold
GITVIEW=$TEST_TMP/bin/gitview
cd "$TEST_TMP/flat" || exit 1
gv_run
if wait_for 10 grep -q 'trace: .*selected' "$GV_ERR" && wait_for 10 _has_kid 'sleep 60'; then
	kill -STOP "$GV_PID"
	kill -9 "$(kid 'sleep 60')"
	gv_mark  # while gitview is stopped: what it says of the kill comes after
	kill -CONT "$GV_PID"
else
	kids > "$TEST_TMP/kids"
	fail revkill "no git rev-list held after $HOLDN commits under gitview (pid $GV_PID) within 10 s (its children:)" "$TEST_TMP/kids"
	gv_mark
fi
fake
if wait_for 10 _gv_findwin; then
	gv_focus
	gv_wait_loaded 10
	n=$(gv_loaded_count)
	if [ "$n" = "$HOLDN" ]; then
		pass revkill-partial
	else
		fail revkill-partial "loaded '$n' commits of $FLATN after git rev-list was killed after $HOLDN"
	fi
	expect_status revkill "git rev-list stopped after $n commits: Killed"
	expect_primary revkill-first "$(flat 1)"
	gv_key End
	expect_primary revkill-end-is-last-loaded "$(flat "$n")"
	gv_key Home j
	expect_primary revkill-keys "$(flat 2)"
	gv_mark
	gv_key r
	if gv_wait_trace 'loaded' 20; then
		check revkill-reload-count "$FLATN" "$(gv_loaded_count)"
	else
		fail revkill-reload-count "no trace 'loaded' within 20 s of r"
	fi
	expect_primary revkill-reload-keeps "$(flat 2)"
	gv_key End
	expect_primary revkill-reload-end "$(flat "$FLATN")"
	quit_check revkill-quit
else
	fail revkill-window "no window after git rev-list was killed" "$GV_ERR"
	gv_kill
fi

# --- a diff-tree that dies, a blame that dies ----------------------------------

GITVIEW=$REALGV
cd "$TEST_TMP/dbig" || exit 1
gv_open diffkill-start "$DTIP"
# select the big commit until its diff-tree is caught running (stop
# gitview, so that it is: its pipe is full), then kill it
tries=0 dk=
while [ $tries -lt 5 ] && [ -z "$dk" ]; do
	gv_mark
	gv_key j
	wait_primary "$DBIG" 3
	if wait_for 3 _has_kid diff-tree; then
		kill -STOP "$GV_PID"
		dk=$(kid diff-tree)
		case $(proc_state "$dk") in
		''|Z*) dk= ;;
		*) kill -9 "$dk" ;;
		esac
		kill -CONT "$GV_PID"
	fi
	[ -n "$dk" ] || { gv_key k; wait_primary "$DTIP" 3; }
	tries=$((tries + 1))
done
if [ -z "$dk" ]; then
	fail diffkill "could not catch git diff-tree $DBIG running in $tries tries"
else
	expect_status diffkill "git diff-tree stopped after [0-9]* lines: Killed"
	answers diffkill-answers "$DBIG"
	expect_primary diffkill-next "$DROOT"
	# the message was about the other commit's patch: it goes
	gv_wait_patch "$DROOT" 5
	_n=0
	while status_red && [ $_n -lt 20 ]; do
		sleep 0.1
		_n=$((_n + 1))
	done
	if [ $_n -lt 20 ]; then
		pass diffkill-message-goes
	else
		fail diffkill-message-goes "the status line is still red after selecting another commit"
	fi
	expect_clean diffkill-no-zombie
fi
quit_check diffkill-quit

# the blame: the fake git blames, then hangs; then it is killed
fake blame after
GITVIEW=$TEST_TMP/bin/gitview
cd "$TEST_TMP/dbig" || exit 1
gv_open blamekill-start "$DTIP"
gv_mark
gv_key Tab Tab b
if wait_for 5 _has_kid 'sleep 60'; then
	kill -9 "$(kid 'sleep 60')"
	expect_status blamekill "git blame stopped: Killed"
	gv_key Escape Tab  # the focus is back in the files pane: Tab, the list
	answers blamekill-answers "$DTIP"
	expect_clean blamekill-no-zombie
else
	kids > "$TEST_TMP/kids"
	fail blamekill "no blame running under gitview 5 s after b" "$TEST_TMP/kids"
fi
fake
quit_check blamekill-quit

# --- a diff-tree that ignores SIGTERM, one that is stopped -------------------

fake diff-tree hang
gv_open stubborn-start "$DTIP"
if wait_for 3 _has_kid 'sleep 60'; then
	h=$(kid 'sleep 60')
	answers stubborn-term-ignored-answers "$DTIP"
	if wait_for 1 proc_gone "$h"; then
		pass stubborn-term-ignored-killed
	else
		fail stubborn-term-ignored-killed "the diff-tree that ignores SIGTERM (pid $h) still runs 1 s after the selection moved on"
	fi
	# the next commit's diff-tree, which hangs too: stop it
	h0=$h h=
	if wait_for 3 _new_hang "$h0"; then
		h=$(new_hang "$h0")
		kill -STOP "$h"
		answers stubborn-stopped-answers "$DBIG"
		if wait_for 1 proc_gone "$h"; then
			pass stubborn-stopped-killed
		else
			fail stubborn-stopped-killed "the stopped diff-tree (pid $h) is still there 1 s after the selection moved on"
		fi
	else
		kids > "$TEST_TMP/kids"
		fail stubborn-stopped "no new diff-tree (other than pid $h0) under gitview within 3 s of the move to $(describe "$DBIG"); its children:" "$TEST_TMP/kids"
	fi
	if kids | awk '$2 ~ /^Z/ { z = 1 } END { exit !z }'; then
		kids > "$TEST_TMP/kids"
		fail stubborn-no-zombie "zombie children of gitview (pid, state, command):" "$TEST_TMP/kids"
	else
		pass stubborn-no-zombie
	fi
else
	fail stubborn "no diff-tree running under gitview"
fi
fake
quit_check stubborn-quit

# --- the X server goes away -------------------------------------------------

Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp -noreset \
	3>"$TEST_TMP/display2" >"$TEST_TMP/xvfb2.log" 2>&1 &
X2=$!
if wait_for 10 test -s "$TEST_TMP/display2"; then
	fake diff-tree hang
	D1=$DISPLAY
	DISPLAY=:$(cat "$TEST_TMP/display2")
	cd "$TEST_TMP/flat" || exit 1
	if gv_start; then
		wait_for 3 _has_kid 'sleep 60'
		kids | awk '{ print $1 }' > "$TEST_TMP/xgone.kids"
		t0=$(_now_ms)
		kill -9 "$X2"
		gv_wait 5
		st=$?
		dt=$(( $(_now_ms) - t0 ))
		check xgone-exit-status 1 $st
		if [ $st -ne 124 ] && [ $dt -le 2000 ]; then
			pass xgone-fast
		else
			fail xgone-fast "gitview took $dt ms to exit after the X server was killed"
		fi
		if grep -q '^gitview: lost the connection to the X server$' "$GV_ERR"; then
			pass xgone-message
		else
			fail xgone-message "no 'lost the connection to the X server' on stderr" "$GV_ERR"
		fi
		left=
		for p in $(cat "$TEST_TMP/xgone.kids"); do
			wait_for 1 proc_gone "$p" || left="$left $p ($(proc_args "$p"))"
		done
		if [ "$(wc -l < "$TEST_TMP/xgone.kids")" -lt 2 ]; then
			fail xgone-no-children "test bug: gitview had only $(wc -l < "$TEST_TMP/xgone.kids") children"
		elif [ -z "$left" ]; then
			pass xgone-no-children
		else
			fail xgone-no-children "still running after gitview exited:$left"
		fi
	fi
	DISPLAY=$D1
	fake
else
	fail xgone-xvfb "a second Xvfb did not start" "$TEST_TMP/xvfb2.log"
fi
wait "$X2" 2>/dev/null

# --- storms: resizes, held keys, selection changes faster than git ------------

cd "$TEST_TMP/flat" || exit 1
gv_start || exit 1
gv_wait_loaded 20
expect_primary storm-start "$(flat 1)"
# each resize exposes the window; every 20th time it is unmapped and
# mapped again too (a whole expose)
i=1
while [ $i -le 200 ]; do
	xdotool windowsize "$GV_WID" $((40 + (i * 137) % 1200)) $((20 + (i * 89) % 780))
	[ $((i % 20)) -eq 0 ] && xdotool windowunmap "$GV_WID" windowmap "$GV_WID"
	i=$((i + 1))
done
xdotool windowsize "$GV_WID" 1000 700
if proc_alive "$GV_PID"; then pass storm-alive; else fail storm-alive "gitview died" "$GV_ERR"; exit 1; fi
answers storm-answers "$(flat 1)"
expect_primary storm-j "$(flat 2)"
gv_key Home
wait_primary "$(flat 1)"
gv_focus
xdotool key --repeat 500 --delay 5 Down
expect_primary held-down-500 "$(flat 501)"
gv_key End
expect_primary held-then-end "$(flat "$FLATN")"

# a thousand selection changes while every diff-tree answers late: a held
# key (no diff a row), then presses slower than a burst's (a diff each, at
# once, killed by the next)
gv_key Home
wait_primary "$(flat 1)"
gv_mark
gv_wait_patch "$(flat 1)" 5
# the diff-tree reaped: only cat-file is left
wait_for 3 _no_bad_kids
fds0=$(ls "/proc/$GV_PID/fd" | wc -l)
fake diff-tree slow
gv_mark
gv_focus
xdotool key --repeat 500 --delay 3 Down
xdotool key --repeat 440 --delay 25 Up
xdotool key --repeat 60 --delay 130 Up
expect_primary thousand-changes "$(flat 1)"
n=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -c 'run: git diff-tree')
if [ "$n" -lt 50 ]; then
	fail thousand-changes-diffs "only $n git diff-tree started in 1,000 selection changes: the kill path is not exercised"
else
	pass thousand-changes-diffs
fi
gv_wait_patch "$(flat 1)" 5
expect_clean thousand-changes-no-zombie
fds1=$(ls "/proc/$GV_PID/fd" | wc -l)
check thousand-changes-fds "$fds0" "$fds1"
fake
gv_key j
expect_primary thousand-changes-then-j "$(flat 2)"
quit_check storm-quit

# --- git rev-list killed before its first line --------------------------------

# rev-list a sleep that prints nothing, killed once the window is open:
# the window stays and says so in red
GITVIEW=$TEST_TMP/bin/gitview
fake rev-list hang
gv_start || exit 1
if wait_for 5 _has_kid "sleep 60"; then
	gv_mark
	kill -9 "$(kid "sleep 60")"
	if gv_wait_trace 'status: git rev-list stopped after 0 commits: Killed' 5; then
		pass revkill0-says
	else
		fail revkill0-says "no 'git rev-list stopped after 0 commits: Killed' in the status line" "$GV_ERR"
	fi
	if proc_alive "$GV_PID"; then
		pass revkill0-window-stays
	else
		fail revkill0-window-stays "gitview exited" "$GV_ERR"
	fi
	check revkill0-window "$GV_WID" "$(gv_windows | head -n 1)"
	_red()
	{
		proc_alive "$GV_PID" || return 1  # import waits forever on a window gone
		status_red
	}
	if wait_for 3 _red; then
		pass revkill0-drawn-red
	else
		fail revkill0-drawn-red "no pixel of the error colour #$ERRFG in the bottom 24 rows"
	fi
	fake
	quit_check revkill0-quit
else
	fail revkill0 "no git rev-list (the fake's sleep) under gitview within 5 s"
	fake
	gv_kill
fi
GITVIEW=$REALGV

# --- git cat-file --batch killed --------------------------------------------

# The rows' text and the commit's message come from one cat-file: killed,
# it is started again, and the rows below the page, never asked for
# before, get their subject (the title needs it) and the message.
GITVIEW=$REALGV
cd "$TEST_TMP/flat" || exit 1
gv_start || exit 1
gv_wait_loaded 10
wait_primary "$(flat 1)" 5 || fail catkill-start "no $(flat 1) in PRIMARY"
ck=$(kid 'cat-file --batch')
if [ -z "$ck" ]; then
	kids > "$TEST_TMP/kids"
	fail catkill "no git cat-file --batch under gitview" "$TEST_TMP/kids"
else
	gv_mark
	kill -9 "$ck"
	gv_wait_trace "status: git cat-file ended" 5
	old=$(primary)
	gv_key Next Next
	wait_for 3 _primary_not "$old"
	sel=$(primary)
	want="gitview: flat: $(git rev-parse --short=7 "$sel") $(git log -1 --format=%s "$sel")"
	_title_is() { [ "$(gv_title)" = "$1" ]; }
	wait_for 3 _title_is "$want"
	check catkill-subject-later "$want" "$(gv_title)"
	gv_key j
	wait_for 3 _primary_not "$sel"
	sel=$(primary)
	gv_wait_patch "$sel" 5
	want="gitview: flat: $(git rev-parse --short=7 "$sel") $(git log -1 --format=%s "$sel")"
	wait_for 3 _title_is "$want"
	check catkill-subject-next "$want" "$(gv_title)"
fi
quit_check catkill-quit

# --- few file descriptors ------------------------------------------------------

# poll() refuses more slots than the fd limit allows, even unused ones:
# with ulimit -n 24 (X, cat-file and a few gits) gitview starts, follows
# the keys and quits
cat > "$TEST_TMP/bin/gitview-fds" <<EOF
#!/bin/sh
ulimit -n 24 || exit 99
exec "$REALGV" "\$@"
EOF
chmod +x "$TEST_TMP/bin/gitview-fds"
GITVIEW=$TEST_TMP/bin/gitview-fds
cd "$TEST_TMP/dbig" || exit 1
if gv_start; then
	gv_wait_loaded 10
	wait_primary "$DTIP" 5 || fail fds24-start "no $DTIP in PRIMARY"
	gv_mark
	gv_key j
	expect_primary fds24-next "$DBIG"
	if gv_wait_patch "$DBIG" 10; then
		pass fds24-patch
	else
		fail fds24-patch "no 'patch $DBIG done' with ulimit -n 24"
	fi
	gv_key j
	expect_primary fds24-root "$DROOT"
	quit_check fds24-quit
else
	fail fds24 "with ulimit -n 24, no window"
fi
GITVIEW=$REALGV
