# tests/lib/lib.sh - sourced by every test script; POSIX sh.
#
# Pins the environment the way tig's test/tools/libtest.sh does, so results
# do not depend on the user's git config, time zone or locale, and gives
# the X tests a private Xvfb and a handful of helpers that drive gitview
# only through the surfaces gitview.1 names: argv, exit status, stderr, window
# properties, keys, mouse and PRIMARY.
#
# Output protocol: each check prints exactly one line, `PASS: name` or
# `FAIL: name: why`; tests/run.sh counts them, and fails a script that
# printed neither. Detail lines after a FAIL start with four spaces.
#
# No check passes on nothing: check, expect_primary and wait_primary fail
# on an empty expected value (a `sed -n` or `grep` that matched nothing
# would equal a lost PRIMARY), check_file on a missing file or an empty
# expected one. Where nothing is the answer, check_empty says so.

# --- locations -------------------------------------------------------------

if [ -z "${TOP:-}" ]; then
	TOP=$(cd "$(dirname "$0")" &&
		while [ ! -f tests/lib/lib.sh ] && [ "$PWD" != / ]; do cd ..; done; pwd)
fi
export TOP
# TEST_OUT: where fixtures (and run.sh's logs) go; tests/out by default
OUT=${TEST_OUT:-$TOP/tests/out}
# the program under test; override to test an installed gitview
GITVIEW=${GITVIEW:-$TOP/gitview}
FIXTURES=$OUT/fixtures
TEST_NAME=$(basename "$0" .sh)
# the sanitizer build reports leaks at exit (run.sh's ASAN_OPTIONS,
# detect_leaks=1) but those of libraries listed in tests/lib/lsan.supp
LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$TOP/tests/lib/lsan.supp:print_suppressions=0}
export LSAN_OPTIONS

# --- environment -----------------------------------------------------------

for _v in $(env | sed -n 's/^\(GIT_[A-Za-z0-9_]*\)=.*/\1/p'); do
	unset "$_v"
done
unset _v
unset EMAIL GITVIEW_TRACE XENVIRONMENT

TZ=UTC
LC_ALL=C.UTF-8
LANG=C.UTF-8
export TZ LC_ALL LANG
unset LANGUAGE LC_CTYPE LC_MESSAGES

TEST_TMP=$(mktemp -d "${TMPDIR:-/tmp}/gitview-test.XXXXXX") || exit 1
HOME=$TEST_TMP/home
XDG_CONFIG_HOME=$HOME/.config
mkdir -p "$HOME"
export HOME XDG_CONFIG_HOME
unset XDG_CONFIG_DIRS

GIT_CONFIG_NOSYSTEM=1
GIT_AUTHOR_NAME='A U Thor'
GIT_AUTHOR_EMAIL='author@example.com'
GIT_COMMITTER_NAME='C O Mitter'
GIT_COMMITTER_EMAIL='committer@example.com'
# 2009-02-13 23:31:30 UTC; commit_at N adds N minutes
TEST_EPOCH=1234567890
GIT_AUTHOR_DATE="$TEST_EPOCH +0000"
GIT_COMMITTER_DATE="$TEST_EPOCH +0000"
export GIT_CONFIG_NOSYSTEM GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL \
	GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL GIT_AUTHOR_DATE \
	GIT_COMMITTER_DATE

cat > "$HOME/.gitconfig" <<'EOF'
[init]
	defaultBranch = main
[advice]
	detachedHead = false
[core]
	pager = cat
EOF

# --- reporting -------------------------------------------------------------

# LAST_CHECK and GV_STEP: what a script stopped at its time limit was on
LAST_CHECK=
GV_STEP=

pass()
{
	LAST_CHECK=$1
	echo "PASS: $1"
}

# fail NAME WHY [DETAIL-FILE]
fail()
{
	LAST_CHECK=$1
	echo "FAIL: $1: $2"
	if [ -n "${3:-}" ] && [ -s "$3" ]; then
		sed 's/^/    /' "$3" | head -n 40
	fi
	return 1
}

skip()
{
	echo "SKIP: $1: $2"
}

# check NAME EXPECTED ACTUAL: single-line values are quoted in the FAIL
# line, multi-line values are shown as a diff below it. An empty
# EXPECTED fails whatever ACTUAL is: it is most often a `sed -n` or `grep`
# that matched nothing, and an empty ACTUAL (a PRIMARY lost, a trace line
# never written) would equal it. Where nothing is what a test expects, it
# says so with check_empty.
check()
{
	if [ -z "$2" ]; then
		fail "$1" "test bug: the expected value is empty (got '$3'); where nothing is expected, use check_empty"
		return 1
	fi
	if [ "$2" = "$3" ]; then
		pass "$1"
		return 0
	fi
	case "$2$3" in
	*'
'*)
		printf '%s\n' "$2" > "$TEST_TMP/check.expected"
		printf '%s\n' "$3" > "$TEST_TMP/check.actual"
		diff -u "$TEST_TMP/check.expected" "$TEST_TMP/check.actual" \
			| tail -n +3 > "$TEST_TMP/check.diff"
		fail "$1" "expected (-) vs got (+)" "$TEST_TMP/check.diff"
		;;
	*)
		fail "$1" "expected '$2', got '$3'"
		;;
	esac
}

# check_empty NAME ACTUAL: PASS when ACTUAL is empty, the one check where
# nothing is the answer
check_empty()
{
	if [ -z "$2" ]; then
		pass "$1"
		return 0
	fi
	case $2 in
	*'
'*)
		printf '%s\n' "$2" > "$TEST_TMP/check.actual"
		fail "$1" "expected nothing, got $(wc -l < "$TEST_TMP/check.actual") lines" "$TEST_TMP/check.actual"
		;;
	*)
		fail "$1" "expected nothing, got '$2'"
		;;
	esac
}

# check_file NAME EXPECTED-FILE ACTUAL-FILE: PASS when both exist, the
# expected one is not empty, and they are the same. A file that is not
# there or an empty expectation fails: diff's word on a missing file is
# not a difference, and an empty one equals a file never written.
check_file()
{
	for _cf in "$2" "$3"; do
		if [ ! -f "$_cf" ]; then
			fail "$1" "test bug or nothing written: no file $_cf"
			return 1
		fi
	done
	if [ ! -s "$2" ]; then
		fail "$1" "test bug: the expected file $2 is empty"
		return 1
	fi
	diff -u "$2" "$3" > "$TEST_TMP/check.diff.all" 2>&1
	_cf_st=$?
	if [ $_cf_st -eq 0 ]; then
		pass "$1"
		return 0
	fi
	if [ $_cf_st -ne 1 ]; then
		fail "$1" "diff failed (status $_cf_st)" "$TEST_TMP/check.diff.all"
		return 1
	fi
	tail -n +3 "$TEST_TMP/check.diff.all" > "$TEST_TMP/check.diff"
	fail "$1" "expected (-) vs got (+)" "$TEST_TMP/check.diff"
}

# --- small utilities -------------------------------------------------------

# The colours gitview draws with are the tested binary's: config.h (which
# make copies from config.def.h; config.def.h itself before make has
# run), or GITVIEW_CONFIG for a gitview built elsewhere. The screenshot
# checks read them from there, not from values of their own, so a
# config.h with the user's own colours still passes.
GV_CONFIG=${GITVIEW_CONFIG:-$TOP/config.h}
[ -f "$GV_CONFIG" ] || GV_CONFIG=$TOP/config.def.h

# colour VAR NAME [fg|bg|N]: set VAR to RRGGBB (upper case, as px_crop
# prints) of the scheme NAME (SchemeSel, SchemeStatus, ...) in
# $GV_CONFIG, its fg (the default) or bg; or of entry N (from 0) of the
# array NAME (lanecolors, statuscolors). "#rgb" counts as "#rrggbb"; a
# colour that is not written in hex ends the script with a FAIL: a
# screenshot check cannot know what it looks like.
colour()
{
	_co=$(sed 's,/\*.*\*/,,g' "$GV_CONFIG" | awk -v name="$2" -v which="${3:-fg}" '
		function hex(s) {
			gsub(/[" \t]/, "", s)
			if (s ~ /^#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]$/)
				s = "#" substr(s, 2, 1) substr(s, 2, 1) substr(s, 3, 1) substr(s, 3, 1) substr(s, 4, 1) substr(s, 4, 1)
			return s ~ /^#[0-9A-Fa-f]+$/ && length(s) == 7 ? toupper(substr(s, 2)) : s
		}
		which ~ /^[fb]g$/ && index($0, "[" name "]") {
			sub(/^[^{]*\{/, ""); sub(/\}.*/, "")
			split($0, f, ",")
			print hex(which == "fg" ? f[1] : f[2]); exit
		}
		which ~ /^[0-9]+$/ && $0 ~ "[^A-Za-z0-9_]" name "\\[" { on = 1; next }
		on && /;/ { exit }
		on {
			n = split($0, f, ",")
			for (i = 1; i <= n; i++)
				if (f[i] ~ /"/ && k++ == which) { print hex(f[i]); exit }
		}')
	case $_co in
	[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]) eval "$1=\$_co" ;;
	*)
		echo "FAIL: $TEST_NAME-colour: cannot read colour $2 ${3:-fg} from $GV_CONFIG (got '$_co'); the screenshot checks need it as #rrggbb"
		exit 1 ;;
	esac
}

# wait_for TIMEOUT_S CMD...: run CMD every 50 ms until it succeeds.
wait_for()
{
	_wf_n=$(( $1 * 20 ))
	_wf_end=$(( $(date +%s) + $1 + 1 ))
	shift
	GV_STEP="waiting for: $*"
	# a count of tries and a deadline: a check that itself waits (a
	# click and a selection read) must not make N seconds N minutes
	while [ "$_wf_n" -gt 0 ] && [ "$(date +%s)" -lt "$_wf_end" ]; do
		"$@" && { GV_STEP=; return 0; }
		sleep 0.05
		_wf_n=$((_wf_n - 1))
	done
	"$@"
	_wf_st=$?
	GV_STEP=
	return $_wf_st
}

# at N CMD...: run CMD with author and committer dates at epoch + N minutes
at()
{
	_at_d="$((TEST_EPOCH + $1 * 60)) +0000"
	shift
	GIT_AUTHOR_DATE=$_at_d GIT_COMMITTER_DATE=$_at_d "$@"
}

# commit_at [-f FILE] N MSG...: commit at epoch + N minutes. With -f,
# append a line to FILE (creating directories) and commit the change;
# otherwise make an empty commit.
commit_at()
{
	_ca_file=
	if [ "$1" = -f ]; then
		_ca_file=$2
		shift 2
	fi
	_ca_n=$1
	shift
	if [ -n "$_ca_file" ]; then
		mkdir -p "$(dirname "$_ca_file")"
		echo "$*" >> "$_ca_file"
		git add -- "$_ca_file"
		at "$_ca_n" git commit -q -m "$*"
	else
		at "$_ca_n" git commit -q --allow-empty -m "$*"
	fi
}

# commits_at [-f FILE] FIRST LAST PREFIX: commit_at N "PREFIXN" for N
# from FIRST to LAST (a line of commits c1, c2...)
commits_at()
{
	_cs_f=
	if [ "$1" = -f ]; then
		_cs_f=$2
		shift 2
	fi
	_cs_n=$1
	while [ "$_cs_n" -le "$2" ]; do
		if [ -n "$_cs_f" ]; then
			commit_at -f "$_cs_f" "$_cs_n" "$3$_cs_n"
		else
			commit_at "$_cs_n" "$3$_cs_n"
		fi
		_cs_n=$((_cs_n + 1))
	done
}

# repo_init DIR [GIT-INIT-OPTIONS...]: a new repository DIR, the current
# directory; the script ends when git cannot make it
repo_init()
{
	_ri_d=$1
	shift
	git init -q "$@" "$_ri_d" && cd "$_ri_d" || exit 1
}

# fixture STAMP NAME: build tests/fixtures/NAME.sh's repositories unless
# STAMP says they are built; when that fails, a FAIL with its output and
# the script ends
fixture()
{
	[ -f "$1" ] && return 0
	sh "$TOP/tests/fixtures/$2.sh" > "$TEST_TMP/fixture-$2.log" 2>&1 && return 0
	fail "$TEST_NAME-fixtures" "tests/fixtures/$2.sh failed" "$TEST_TMP/fixture-$2.log"
	exit 1
}

# in_fixture NAME: cd into a fixture repository, building them if needed
in_fixture()
{
	fixture "$FIXTURES/.stamp" basic
	cd "$FIXTURES/$1" || exit 1
}

# in_real NAME: cd into a repository of tests/fixtures/real.sh (series,
# blame, super, wide.git, branches, prs, i18n...), building them if needed
in_real()
{
	fixture "$FIXTURES/real/.stamp" real
	cd "$FIXTURES/real/$1" || exit 1
}

# is_topo ORDER-FILE [REV-ARGS...]: true when every commit in ORDER-FILE
# (one SHA1 a line) stands above all of its parents, using `git rev-list
# --parents REV-ARGS` (default HEAD) in the current repository. Prints the
# violations.
is_topo()
{
	_it_f=$1
	shift
	git rev-list --parents --default HEAD "$@" | awk '
		NR == FNR { pos[$1] = FNR; next }
		{
			for (i = 2; i <= NF; i++)
				if (($i in pos) && ($1 in pos) && pos[$i] < pos[$1]) {
					printf "parent %s (row %d) above child %s (row %d)\n", \
						substr($i, 1, 7), pos[$i] - 1, substr($1, 1, 7), pos[$1] - 1
					bad = 1
				}
		}
		END { exit bad }' "$_it_f" -
}

# --- cleanup ---------------------------------------------------------------

GV_PIDS=
X_PID=

cleanup()
{
	# a gitview the test left running ends with q too, so that the
	# sanitizer build reports its leaks
	for _p in $GV_PIDS; do
		proc_alive "$_p" && [ "$(proc_state "$_p")" != T ] || continue
		_cw=$(xdotool search --onlyvisible --pid "$_p" 2>/dev/null | head -n 1)
		[ -n "$_cw" ] || continue
		timeout 3 xdotool windowfocus "$_cw" key --delay 30 Escape Escape Escape q \
			>/dev/null 2>&1
		wait_for 3 proc_gone "$_p" && wait "$_p" 2>/dev/null
		gv_sancheck "$_p"
	done
	for _p in $GV_PIDS ${X_WATCH:-} $X_PID; do
		reap "$_p"
	done
	GV_PIDS=
	X_PID=
	X_WATCH=
	rm -rf "$TEST_TMP"
}

# stopped from outside (run.sh's time limit): say where, as a FAIL
on_term()
{
	echo "FAIL: $TEST_NAME-time-limit: stopped from outside (time limit), ${GV_STEP:-between waits}; the last check before: ${LAST_CHECK:-none}"
	exit 143
}

trap cleanup EXIT
trap 'exit 130' INT
trap on_term TERM HUP

# --- X ---------------------------------------------------------------------

# start_x: a private Xvfb, no window manager; exports DISPLAY. -noreset:
# otherwise the server resets when its last client leaves, and a gitview
# connecting during the reset fails to open the display. X_SCREEN: the
# screen's size and depth (1280x800x24).
start_x()
{
	Xvfb -displayfd 3 -screen 0 "${X_SCREEN:-1280x800x24}" -nolisten tcp -noreset \
		3>"$TEST_TMP/display" >"$TEST_TMP/xvfb.log" 2>&1 &
	X_PID=$!
	if ! wait_for 10 test -s "$TEST_TMP/display"; then
		fail "$TEST_NAME-xvfb" "Xvfb did not start" "$TEST_TMP/xvfb.log"
		exit 1
	fi
	DISPLAY=:$(cat "$TEST_TMP/display")
	export DISPLAY
	unset XAUTHORITY
	# if this shell is killed outright (SIGKILL, no trap), take Xvfb down
	# with it; gitview then loses its display and exits too
	( trap - EXIT; while kill -0 $$ 2>/dev/null; do sleep 1; done
	  kill "$X_PID" 2>/dev/null ) >/dev/null 2>&1 &
	X_WATCH=$!
}

# The process table, read from /proc: no package needed, and a helper
# that cannot look says so instead of taking that for an answer. PROC is
# /proc but for the harness's own test (tests/lib/harness.sh).
PROC=${GV_PROC:-/proc}

# proc_check PID: end the script with a FAIL unless PID is a process id
# and the process table can be read
proc_check()
{
	case $1 in
	''|*[!0-9]*)
		echo "FAIL: $TEST_NAME-proc: test bug: '$1' is not a process id"
		exit 1 ;;
	esac
	if ! [ -r "$PROC/self/stat" ]; then
		echo "FAIL: $TEST_NAME-proc: cannot read $PROC/self/stat: cannot tell whether process $1 runs"
		exit 1
	fi
}

# proc_state PID: PID's state letter (R, S, T, Z, ...); false when there
# is no such process
proc_state()
{
	proc_check "$1"
	read -r _pst 2>/dev/null < "$PROC/$1/stat" || return 1
	_pst=${_pst##*) }
	echo "${_pst%% *}"
}

# proc_gone PID: true when PID has exited (gone or a zombie)
proc_gone()
{
	proc_check "$1"
	read -r _pgl 2>/dev/null < "$PROC/$1/stat" || return 0
	case ${_pgl##*) } in
	Z*|X*) return 0 ;;
	esac
	return 1
}

proc_alive()
{
	! proc_gone "$1"
}

# proc_children PID: "pid state command" of each child of PID
proc_children()
{
	proc_check "$1"
	for _pcd in "$PROC"/[0-9]*; do
		read -r _pcl 2>/dev/null < "$_pcd/stat" || continue
		_pcl=${_pcl##*) }
		_pcs=${_pcl%% *}
		_pcl=${_pcl#* }
		[ "${_pcl%% *}" = "$1" ] || continue
		_pcc=$(tr '\0' ' ' < "$_pcd/cmdline" 2>/dev/null | sed 's/ $//')
		echo "${_pcd##*/} $_pcs ${_pcc:-(no command line)}"
	done
}

# proc_args PID: PID's command line, or (gone)
proc_args()
{
	_pa=$(tr '\0' ' ' 2>/dev/null < "$PROC/$1/cmdline" | sed 's/ $//')
	echo "${_pa:-(gone)}"
}

# reap PID [SECONDS]: end PID and collect it, never waiting unbounded:
# SIGTERM, SECONDS (2) for it to go, then SIGKILL (which also ends a
# stopped one). PID must be a child of this shell.
reap()
{
	proc_check "$1"
	if proc_alive "$1"; then
		kill "$1" 2>/dev/null
		if ! wait_for "${2:-2}" proc_gone "$1"; then
			kill -9 "$1" 2>/dev/null
			wait_for 2 proc_gone "$1" || {
				echo "FAIL: $TEST_NAME-reap: process $1 ($(proc_args "$1")) survives SIGKILL"
				return 1
			}
		fi
	fi
	wait "$1" 2>/dev/null
	return 0
}

# gv_run ARGS...: start gitview in the background in the current
# directory; sets GV_PID and GV_ERR (its stderr), and GV_MARK (steps.sh's
# gv_mark) to its start. Must not run in a subshell, so that gv_wait can
# reap it.
GV_N=0
gv_run()
{
	GV_N=$((GV_N + 1))
	GV_ERR=$TEST_TMP/gitview.$GV_N.err
	# a mark left from the gitview before counts lines of another file:
	# a wait for the start's trace then skipped it and ran to its time
	# limit (armedkinds.sh: 20 s a repository, 200 s of its 225)
	GV_MARK=0
	GITVIEW_TRACE=1 "$GITVIEW" "$@" 2>"$GV_ERR" </dev/null &
	GV_PID=$!
	GV_PIDS="$GV_PIDS $GV_PID"
	GV_WID=
}

# gv_windows [PID]: the windows carrying _NET_WM_PID = PID
gv_windows()
{
	xdotool search --pid "${1:-$GV_PID}" 2>/dev/null
}

# gv_start ARGS...: gv_run, then wait for the mapped window and focus it.
# Sets GV_WID. Fails (returns 1, prints FAIL) when no window appears.
gv_start()
{
	gv_run "$@"
	GV_WID=
	if wait_for 10 _gv_findwin; then
		:
	else
		{
			if proc_gone "$GV_PID"; then
				wait "$GV_PID"
				echo "gitview exited with status $?; its stderr:"
			else
				echo "gitview (pid $GV_PID) is running; windows with its pid: $(gv_windows | tr '\n' ' ')"
				echo "its stderr:"
			fi
			cat "$GV_ERR"
		} > "$TEST_TMP/start.err"
		fail "$TEST_NAME-start" "no gitview window for: gitview $*" "$TEST_TMP/start.err"
		gv_kill
		return 1
	fi
	gv_focus
}

# gv_open [-o ORDER-FILE] NAME SHA [ARGS...]: gv_start ARGS, wait for the
# first load, and PASS NAME when it selects SHA (expect_primary, which
# names rows by ORDER-FILE); the script ends when no window comes
gv_open()
{
	_go_order=
	if [ "$1" = -o ]; then
		_go_order=$2
		shift 2
	fi
	_go_name=$1 _go_sha=$2
	shift 2
	gv_start "$@" || exit 1
	gv_wait_loaded 10
	expect_primary "$_go_name" "$_go_sha" "$_go_order"
}

_gv_findwin()
{
	proc_gone "$GV_PID" && return 1
	GV_WID=$(xdotool search --onlyvisible --pid "$GV_PID" 2>/dev/null | head -n 1)
	[ -n "$GV_WID" ]
}

# gv_focus: give the window the keyboard focus. There is no window
# manager, so nobody else does; xdotool's XSetInputFocus sticks.
gv_focus()
{
	timeout 5 xdotool windowfocus --sync "$GV_WID" >/dev/null 2>&1 \
		|| timeout 5 xdotool windowfocus "$GV_WID" >/dev/null 2>&1
}

# gv_key KEY...: type keysyms into gitview. Keys go through XTEST to the
# focused window (real events, not XSendEvent ones).
gv_key()
{
	[ "$(xdotool getwindowfocus 2>/dev/null)" = "$GV_WID" ] || gv_focus
	xdotool key --delay 15 "$@"
}

# gv_wait_loaded [TIMEOUT]: wait for gitview's trace "loaded N commits"
gv_wait_loaded()
{
	wait_for "${1:-10}" grep -q 'gitview: trace: .*loaded' "$GV_ERR"
}

# gv_loaded_count: N from the trace line "loaded N commits"
gv_loaded_count()
{
	sed -n 's/.*gitview: trace: .*loaded \([0-9]*\) commits.*/\1/p' "$GV_ERR" | tail -n 1
}

# gv_wait [TIMEOUT]: wait for gitview to exit; return its exit status,
# 124 if it did not exit in time (it is then killed).
gv_wait()
{
	if wait_for "${1:-5}" proc_gone "$GV_PID"; then
		wait "$GV_PID"
		_gw_st=$?
	else
		reap "$GV_PID"
		_gw_st=124
	fi
	GV_PIDS=$(echo "$GV_PIDS" | sed "s/ $GV_PID\$//; s/ $GV_PID / /")
	gv_sancheck "$GV_PID"
	return $_gw_st
}

# gv_sancheck PID: a FAIL when the sanitizer build's gitview PID left a
# report: in ASAN_OPTIONS's log_path.PID (run.sh, the monkey) or on its
# stderr. LeakSanitizer reports at exit, which is why tests end gitview
# with q: one killed by a signal has no exit to report at.
gv_sancheck()
{
	_sc_a=$(printf '%s\n' "${ASAN_OPTIONS:-}" | sed -n 's/.*log_path=\([^:]*\).*/\1/p')
	_sc_u=$(printf '%s\n' "${UBSAN_OPTIONS:-}" | sed -n 's/.*log_path=\([^:]*\).*/\1/p')
	for _sc_f in ${_sc_a:+"$_sc_a.$1"} ${_sc_u:+"$_sc_u.$1"} "$GV_ERR"; do
		[ -f "$_sc_f" ] && grep -q 'ERROR: [A-Za-z]*Sanitizer\|runtime error:' "$_sc_f" || continue
		grep -A 30 'ERROR: [A-Za-z]*Sanitizer\|runtime error:' "$_sc_f" > "$TEST_TMP/san.$1"
		fail "$TEST_NAME-sanitizer" "gitview (pid $1) left a report in $_sc_f" "$TEST_TMP/san.$1"
		return 1
	done
	return 0
}

# gv_quit: press q, wait for the exit, return gitview's exit status (124
# when it did not exit within 5 s; it is then killed)
gv_quit()
{
	proc_gone "$GV_PID" || gv_key q
	GV_QUIT_DIAG=
	if ! wait_for 5 proc_gone "$GV_PID"; then
		GV_QUIT_DIAG=$(gv_diag)
	fi
	gv_wait 1
}

# quit_check NAME: gv_quit, PASS when the exit status is 0
quit_check()
{
	gv_quit
	_qc_st=$?
	if [ $_qc_st -eq 0 ]; then
		pass "$1"
	elif [ -n "$GV_QUIT_DIAG" ]; then
		fail "$1" "gitview did not exit within 5 s of q"
		printf '%s\n' "$GV_QUIT_DIAG"
	else
		tail -n 5 "$GV_ERR" > "$TEST_TMP/quit.err"
		fail "$1" "q: exit status $_qc_st, expected 0" "$TEST_TMP/quit.err"
	fi
}

# gv_kill: stop gitview without caring how: Escape out of what is open
# and q when its window is there (a leak is reported only at an exit),
# else or after 3 s a signal
gv_kill()
{
	if [ -n "${GV_WID:-}" ] && proc_alive "$GV_PID" &&
		[ "$(proc_state "$GV_PID")" != T ]; then
		timeout 3 xdotool windowfocus "$GV_WID" key --delay 30 Escape Escape Escape q \
			>/dev/null 2>&1
		wait_for 3 proc_gone "$GV_PID"
	fi
	kill "$GV_PID" 2>/dev/null
	gv_wait 5
	return 0
}

# primary [TARGET]: the PRIMARY selection's contents
primary()
{
	timeout 3 xclip -o -selection primary ${1:+-t "$1"} 2>/dev/null
}

_primary_is()
{
	[ "$(primary)" = "$1" ]
}

# wait_primary EXPECTED [TIMEOUT]: poll until PRIMARY equals EXPECTED (8
# s: see sel_get). An empty EXPECTED prints a FAIL (a test bug: the
# value it came from matched nothing) and returns false.
wait_primary()
{
	if [ -z "$1" ]; then
		echo "FAIL: $TEST_NAME-wait-primary: test bug: waiting for an empty PRIMARY; the last check before: ${LAST_CHECK:-none}"
		return 1
	fi
	wait_for "${2:-8}" _primary_is "$1"
}

_primary_not()
{
	_pn=$(primary)
	[ -n "$_pn" ] && [ "$_pn" != "$1" ]
}

# primary_change OLD [TIMEOUT]: wait until PRIMARY is non-empty and
# differs from OLD; print the new value (or the last one seen)
primary_change()
{
	wait_for "${2:-3}" _primary_not "$1"
	_pc_st=$?
	primary
	return $_pc_st
}

# gv_sync: a round trip through gitview's event queue, for the checks that
# something did NOT happen: a sentinel on CLIPBOARD, then y, which puts the
# selected commit's id there. Once CLIPBOARD is no longer the sentinel,
# gitview has handled every key, click and selection event sent before
# the y (the X server delivers them in order). Prints CLIPBOARD; false
# when y did not answer within TIMEOUT s (8). Not while a prompt or the
# goto field has the focus (y would be typed), nor with no commit.
_GS_N=0
gv_sync()
{
	_GS_N=$((_GS_N + 1))
	_gs_sent="gitview-test-sync-$_GS_N"
	printf '%s' "$_gs_sent" | xclip -i -selection clipboard >/dev/null 2>&1
	wait_for 3 _clipboard_is "$_gs_sent" || return 1
	gv_key y
	wait_for "${1:-8}" _clipboard_not "$_gs_sent" || return 1
	clipboard
}

# clipboard: the CLIPBOARD selection's contents
clipboard()
{
	timeout 3 xclip -o -selection clipboard 2>/dev/null
}
_clipboard_is()
{
	[ "$(clipboard)" = "$1" ]
}
_clipboard_not()
{
	_cn=$(clipboard)
	[ -n "$_cn" ] && [ "$_cn" != "$1" ]
}

# paste_watch, then a paste (middle click, Shift-Insert), then paste_wait:
# waits until gitview has read what was pasted. The owner of PRIMARY puts
# it in a property of gitview's window, and gitview, as ICCCM asks of the
# one that pasted, deletes the property once read: paste_wait sees that
# deletion (xev). paste_watch returns once xev listens (it has seen a
# property of the test's own set on the window). It sets the property
# again until xev has seen it: set once, it came before xev listened,
# and the wait ran to its end (3 s, each time in goto.sh).
paste_watch()
{
	xev -id "$GV_WID" -event property > "$TEST_TMP/xev.log" 2>&1 &
	XEV_PID=$!
	wait_for 3 _paste_watched
}
_paste_watched()
{
	grep -q GITVIEW_TEST_WATCH "$TEST_TMP/xev.log" && return 0
	xprop -id "$GV_WID" -f GITVIEW_TEST_WATCH 8s -set GITVIEW_TEST_WATCH on
	return 1
}
paste_wait()
{
	wait_for "${1:-5}" grep -q 'state PropertyDelete' "$TEST_TMP/xev.log"
	_pw_st=$?
	reap "$XEV_PID"
	return $_pw_st
}

# gv_diag: why gitview does not answer: its state, its children, a
# backtrace when gdb is there, its stderr. Detail lines for a FAIL.
gv_diag()
{
	{
		if proc_gone "$GV_PID"; then
			echo "gitview (pid $GV_PID) has exited"
		else
			echo "gitview (pid $GV_PID): state $(proc_state "$GV_PID"), in $(cat "$PROC/$GV_PID/wchan" 2>/dev/null)"
			proc_children "$GV_PID" | sed 's/^/child /'
			# times and CPU for the reader (ps: a diagnostic, never an answer)
			ps -o pid,stat,etime,time,args -p "$GV_PID" --ppid "$GV_PID" 2>&1
			if command -v gdb >/dev/null 2>&1; then
				timeout 10 gdb -p "$GV_PID" -batch -ex bt 2>/dev/null | grep '^#' | head -n 12
			fi
		fi
		tail -n 5 "$GV_ERR" | sed 's/^/stderr: /'
	} | sed 's/^/    /'
}

# gv_walk KEY COUNT FILE: write PRIMARY to FILE, then press KEY COUNT
# times, appending PRIMARY each time it changes. Fails (after writing what
# it saw) when a key does not move the selection within 3 s.
gv_walk()
{
	_gw_cur=$(primary)
	printf '%s\n' "$_gw_cur" > "$3"
	_gw_i=0
	GV_WALK_ERR=
	while [ "$_gw_i" -lt "$2" ]; do
		gv_key "$1"
		_gw_cur=$(primary_change "$_gw_cur") || {
			GV_WALK_ERR="$1 number $((_gw_i + 1)) did not move the selection off $(describe "$_gw_cur")"
			return 1
		}
		printf '%s\n' "$_gw_cur" >> "$3"
		_gw_i=$((_gw_i + 1))
	done
	return 0
}

# row_of SHA FILE: SHA's 0-based line number in FILE, or -1
row_of()
{
	awk -v s="$1" '$1 == s { print NR - 1; f = 1; exit } END { if (!f) print -1 }' "$2"
}

# describe SHA [ORDER-FILE]: SHA as "1234567 'subject' (git row N)"
describe()
{
	if [ -z "$1" ]; then
		echo "(nothing)"
		return
	fi
	case $1 in
	*[!0-9a-f]*|'') echo "'$1' (not a SHA1)"; return ;;
	esac
	_d_s=$(git log -1 --format=%s "$1" 2>/dev/null) || _d_s='?'
	if [ -n "${2:-}" ]; then
		echo "$(echo "$1" | cut -c1-7) '$_d_s' (git row $(row_of "$1" "$2"))"
	else
		echo "$(echo "$1" | cut -c1-7) '$_d_s'"
	fi
}

# expect_primary NAME EXPECTED [ORDER-FILE]: PASS when PRIMARY becomes
# EXPECTED within 8 s. An empty EXPECTED fails at once, as check's does
# (a lost PRIMARY reads as empty).
expect_primary()
{
	if [ -z "$2" ]; then
		fail "$1" "test bug: the expected PRIMARY is empty (PRIMARY is $(describe "$(primary)" "${3:-}"))"
		return 1
	fi
	if wait_primary "$2"; then
		pass "$1"
	else
		_ep=$(primary)
		fail "$1" "PRIMARY is $(describe "$_ep" "${3:-}"), expected $(describe "$2" "${3:-}")"
		[ -n "$_ep" ] || gv_diag
	fi
}

_primary_sha()
{
	is_sha "$(primary)"
}

# is_sha STRING
is_sha()
{
	printf '%s\n' "$1" | grep -Eqx '[0-9a-f]{40}'
}

# starts_on_head FILE ARGS...: true when gitview ARGS starts on HEAD, as
# gitk does: FILE, git's list of the view (rev-list's, its marks kept),
# has HEAD but as a --boundary commit (-), and ARGS have no --reverse
# before "--"; else gitview starts on its first row
starts_on_head()
{
	_sh_file=$1
	shift
	for _sh_a in "$@"; do
		case $_sh_a in
		--) break ;;
		--reverse) return 1 ;;
		esac
	done
	grep -Eqx "[<>=+]?$(git rev-parse HEAD)" "$_sh_file"
}

# walk_test MODE NAME ARGS...: start gitview ARGS in the current
# repository, check that it starts on HEAD when git lists it
# (starts_on_head), walk it with j from the first row (Home) to the last,
# and compare with `git rev-list ARGS`: MODE exact wants git's order,
# MODE topo wants git's set in some topological order. Then checks that
# j past the end stays on the last row, and that q exits 0.
walk_test()
{
	_wt_mode=$1
	_wt_name=$2
	shift 2
	_wt_exp=$TEST_TMP/$_wt_name.expected
	_wt_got=$TEST_TMP/$_wt_name.got
	git rev-list --default HEAD "$@" > "$_wt_exp.marked"
	# without the marks of --boundary (-), --left-right (< >), --cherry-mark
	sed 's/^[-<>=+]//' "$_wt_exp.marked" > "$_wt_exp"
	_wt_n=$(wc -l < "$_wt_exp")
	if [ "$_wt_n" -eq 0 ]; then
		fail "$_wt_name" "test bug: git rev-list $* lists no commits"
		return 1
	fi
	gv_start "$@" || return 1
	gv_wait_loaded 10
	wait_for 5 _primary_sha
	if starts_on_head "$_wt_exp.marked" "$@"; then
		expect_primary "$_wt_name-start" "$(git rev-parse HEAD)" "$_wt_exp"
		gv_key Home
		gv_sync > /dev/null  # Home has been handled: the first row is selected
	fi
	if [ "$_wt_mode" = exact ] && [ "$(primary)" != "$(head -n 1 "$_wt_exp")" ]; then
		fail "$_wt_name-first" "first row is $(describe "$(primary)" "$_wt_exp"), expected $(describe "$(head -n 1 "$_wt_exp")" "$_wt_exp")"
	fi
	if ! gv_walk j $((_wt_n - 1)) "$_wt_got"; then
		fail "$_wt_name" "after $(($(wc -l < "$_wt_got") - 1)) of $((_wt_n - 1)) moves: $GV_WALK_ERR"
		gv_diag
		gv_kill
		return 1
	fi
	case $_wt_mode in
	exact)
		_wt_d=$TEST_TMP/$_wt_name.diff
		diff "$_wt_exp" "$_wt_got" > "$_wt_d"
		if [ -s "$_wt_d" ]; then
			paste -d ' ' "$_wt_exp" "$_wt_got" | awk -v OFS='  ' '
				BEGIN { print "row  git      gitview" }
				{ print sprintf("%3d", NR - 1), substr($1, 1, 7), substr($2, 1, 7) ($1 == $2 ? "" : "  <--") }' > "$_wt_d"
			fail "$_wt_name" "j walk differs from git rev-list $*" "$_wt_d"
		else
			pass "$_wt_name"
		fi
		;;
	topo)
		sort "$_wt_exp" > "$_wt_exp.sorted"
		sort "$_wt_got" > "$_wt_got.sorted"
		if ! cmp -s "$_wt_exp.sorted" "$_wt_got.sorted"; then
			comm -3 "$_wt_exp.sorted" "$_wt_got.sorted" | sed 's/^\t/only gitview: /; t; s/^/only git: /' > "$TEST_TMP/comm"
			fail "$_wt_name-set" "j walk visits a different set than git rev-list $*" "$TEST_TMP/comm"
		else
			pass "$_wt_name-set"
		fi
		if is_topo "$_wt_got" "$@" > "$TEST_TMP/topo"; then
			pass "$_wt_name-topo"
		else
			fail "$_wt_name-topo" "not topological" "$TEST_TMP/topo"
		fi
		;;
	esac
	if [ "$_wt_n" -ge 2 ]; then
		gv_key j j k
		_wt_want=$(sed -n "$((_wt_n - 1))p" "$_wt_got")
		if wait_primary "$_wt_want" 3; then
			pass "$_wt_name-end"
		else
			fail "$_wt_name-end" "j j k at the last row gave $(describe "$(primary)" "$_wt_got"), expected the row above the last, $(describe "$_wt_want" "$_wt_got")"
		fi
	fi
	quit_check "$_wt_name-quit"
}

# gv_title: the decoded _NET_WM_NAME of gitview's window
gv_title()
{
	xprop -id "$GV_WID" -notype _NET_WM_NAME 2>/dev/null | _xprop_string
}

# gv_prop PROP: a string property of gitview's window, decoded
gv_prop()
{
	xprop -id "$GV_WID" -notype "$1" 2>/dev/null | _xprop_string
}

# xprop prints  NAME = "value"  with \" and \\ escaped
_xprop_string()
{
	sed -n '1{
		s/^[^=]*= "//
		s/"$//
		s/\\"/"/g
		s/\\\\/\\/g
		p
	}'
}

# gv_geometry: sets GV_W and GV_H from the window's size
gv_geometry()
{
	eval "$(xdotool getwindowgeometry --shell "$GV_WID" | sed -n 's/^WIDTH=/GV_W=/p; s/^HEIGHT=/GV_H=/p')"
}

# gv_click X Y [BUTTON]: move the pointer inside the window and click
gv_click()
{
	xdotool mousemove --window "$GV_WID" "$1" "$2" click "${3:-1}"
}

# gv_shot FILE: a screenshot of the window (PPM)
gv_shot()
{
	import -window "$GV_WID" "ppm:$1" 2>/dev/null
}

# gv_shot_stable FILE [TIMEOUT]: a screenshot once two in a row are the
# same and not empty: gitview has drawn what it had to (it paints off
# screen and copies once, so a shot is never half a frame). False when
# the window keeps changing for TIMEOUT s (5).
gv_shot_stable()
{
	gv_shot "$1.prev"
	wait_for "${2:-5}" _gv_shot_same "$1"
}
_gv_shot_same()
{
	gv_shot "$1" && [ -s "$1" ] && cmp -s "$1" "$1.prev" && return 0
	mv "$1" "$1.prev" 2>/dev/null
	return 1
}
