#!/bin/sh
# tests/monkey.sh - drive gitview with random input and check, after each
# step, what must always hold. POSIX sh; run from the project root:
#
#	make monkey [SECONDS=N] [SEED=N [RUN=K [STEPS=I]]]
#	MONKEY_SECONDS=N MONKEY_SEED=N sh tests/monkey.sh
#
# Input: every key gitview.1 lists but q, the four prompts (/ ? &
# :) with patterns from a list (field prefixes, regex errors, multi-byte
# text, revisions that are not commits) ended by Return, Escape or Tab,
# clicks of the three buttons, double and triple clicks, drags, wheel
# turns (the four directions) and window sizes (xdotool windowsize, down
# to 120x90). Positions are drawn as fractions of the window, so a step
# is the same whatever the size.
#
# Runs: the time (MONKEY_SECONDS, 60) is cut into runs of MONKEY_SLICE s
# (20), each gitview on one repository of tests/fixtures/real.sh with one
# argument set, in turn from the seed's place in the list (--all, a path
# limit, a range, a clone with local changes...). A run's steps come from
# a small PRNG (an LCG in sh arithmetic) seeded with the seed and the run's
# number, so `MONKEY_SEED=N MONKEY_RUN=K MONKEY_STEPS=I` replays run K's
# first I steps exactly (the seed is printed at the start, and a failure
# prints that command).
#
# After each step, once gitview has answered a request for PRIMARY (a round
# trip through its event queue: X delivers events in order, so the
# step's input has been read by then):
#   - gitview is alive, and no ASan/UBSan report appeared (log_path files);
#     at the end of each run, q, and no leak report (LeakSanitizer, at exit);
#   - PRIMARY is a full id of a commit the view lists (git rev-list with
#     the run's arguments, computed once) and the window title names it;
#     or, since the last drag or double or triple click (two clicks in a
#     row may be one), whatever that selected; or, with no commit selected (a local changes row), what it
#     held at the step before. A title and PRIMARY that disagree are read
#     again for 2 s before this fails (a goto's answer may land between);
#   - the status line is not red (gitview's trace: "status red") with a
#     message older than the last change of the selected commit;
# and every 12th step a settle step: Escape three times, 2 s, then the git
# children are only the history's load (rev-list --parents), the cat-file
# batch, the selected commit's patch (diff-tree etc. naming it) or the
# files pane's tree (ls-tree), at most four; the open fds at most 12 more
# than at the first settle.
#
# MONKEY_SKIP="red children primary" (any of the words) leaves those checks
# out, to look past a known defect.
#
# MONKEY_REPO=/path/to/repo (MONKEY_ARGS its arguments) makes the whole
# time one run on that repository, and prints gitview's RSS after the
# first MONKEY_RSS_AT seconds (60) and at the end (make bench's memory
# section, on git.git: growth is memory kept).
#
# Output: one PASS or FAIL line a run; a FAIL has the replay command, the
# steps before it and gitview's last trace lines below it. The last line
# gives the steps, steps per second and the seed.
#
# GITVIEW: the program (default: the sanitizer build tests/out/san/gitview
# when it is there, else ./gitview).

. "$(dirname "$0")/lib/lib.sh"

# the commit's actions write in the repository (a branch named by random
# keys, a reset): in the shared fixtures, and git.git for make bench, not
GITVIEW_READONLY=1
export GITVIEW_READONLY

if [ -z "${GITVIEW_MONKEY_PLAIN:-}" ] && [ "$GITVIEW" = "$TOP/gitview" ] &&
	[ -x "$TOP/tests/out/san/gitview" ]; then
	GITVIEW=$TOP/tests/out/san/gitview
fi
SECS=${MONKEY_SECONDS:-60}
SLICE=${MONKEY_SLICE:-20}
SEED=${MONKEY_SEED:-}
[ -n "$SEED" ] || SEED=$(( ($(date +%s) * 7 + $$) % 1000000 ))
ONLYRUN=${MONKEY_RUN:-}
# checks left out (words: primary red children), to look past a defect
# known and fixed elsewhere
SKIP=${MONKEY_SKIP:-}
MAXSTEPS=${MONKEY_STEPS:-}
SANDIR=$TEST_TMP/san
mkdir -p "$SANDIR"
ASAN_OPTIONS="detect_leaks=1:log_path=$SANDIR/asan"
UBSAN_OPTIONS="print_stacktrace=1:log_path=$SANDIR/ubsan"
export ASAN_OPTIONS UBSAN_OPTIONS

echo "monkey: seed $SEED ($GITVIEW; replay: make monkey SEED=$SEED)${SKIP:+; not checked: $SKIP}"

if [ ! -x "$GITVIEW" ]; then
	fail monkey "no $GITVIEW (make san, or make gitview)"
	exit 1
fi
in_real prs
REAL=$FIXTURES/real

# the runs: REPO|ARGS (ARGS split at spaces); local is a clone of series
# with a change in the work tree and one in the index
CONFIGS='prs|--all
prs|-- src/f07.c
series|series-v1...series-v2
local|--all
branches|--all
blame|
i18n|
super|
wide.git|
prs|main~300..topic-998
series|--all -- part-05.txt'
if [ -n "${MONKEY_REPO:-}" ]; then
	CONFIGS="$(cd "$MONKEY_REPO" && pwd)|${MONKEY_ARGS:-}"
	SLICE=$SECS
fi
RSSAT=${MONKEY_RSS_AT:-60}
NCONF=$(printf '%s\n' "$CONFIGS" | wc -l)

git clone -q --shared "$REAL/series" "$TEST_TMP/local"
(
	cd "$TEST_TMP/local" &&
	echo "a change in the work tree" >> README &&
	echo new > staged.txt && git add staged.txt
) || { fail monkey "cannot make the local clone"; exit 1; }

# rnd N: R = the next number of the PRNG, in [0, N)
RS=1
rnd()
{
	RS=$(( (RS * 1103515245 + 12345) % 2147483648 ))
	R=$(( (RS / 65536) % $1 ))
}

# pick WORD...: PICK = one of the words
pick()
{
	rnd $#
	shift $R
	PICK=$1
}

KEYS='j k Down Up Next Prior Home End g G space Tab shift+Tab Return y w
minus plus equal a W s m d R r b t bracketleft bracketright Left Right
alt+Left alt+Right ctrl+plus ctrl+minus ctrl+0 n N Escape comma less
BackSpace shift+Insert Escape j k Down Up Tab'
FINDPATS='p05 Merge alice 山田 Jörg part x ^prs ( [a- line.00 🦊 a.*b zzz-none
café é src/f07 README topic big'
PREFIXES='- - - author: committer: msg: sha: path: adds: changes:'
GOTOS='HEAD HEAD~3 main series-v1 v0.3 b0042 topic-997 abc deadbeef
:/part main^{tree} main:README nosuch HEAD^2 HEAD@{1} 0000000 ..main
-n --all'

# gen_step: STEP = the next step, from the PRNG alone
gen_step()
{
	set -f
	_gen_step
	set +f
}
# shellcheck disable=SC2086 # the lists are split into words
_gen_step()
{
	rnd 100
	if [ $R -lt 50 ]; then
		pick $KEYS
		STEP="key $PICK"
	elif [ $R -lt 60 ]; then
		pick slash question ampersand colon
		_k=$PICK
		if [ $_k = colon ]; then
			pick $GOTOS
			_t=$PICK
		else
			pick $PREFIXES
			_t=$PICK
			[ "$_t" = - ] && _t=
			pick $FINDPATS
			_t=$_t$PICK
		fi
		pick Return Return Return Escape Tab Up
		STEP="prompt $_k $PICK $_t"
	elif [ $R -lt 70 ]; then
		rnd 1000; _x=$R
		rnd 1000; _y=$R
		pick 1 1 1 1 2 3
		STEP="click $_x $_y $PICK"
	elif [ $R -lt 76 ]; then
		rnd 1000; _x=$R
		rnd 1000; _y=$R
		pick 2 3
		STEP="clicks $_x $_y $PICK"
	elif [ $R -lt 84 ]; then
		rnd 1000; _x=$R
		rnd 1000; _y=$R
		rnd 1000; _x2=$R
		rnd 1000; _y2=$R
		STEP="drag $_x $_y $_x2 $_y2"
	elif [ $R -lt 96 ]; then
		rnd 1000; _x=$R
		rnd 1000; _y=$R
		pick 4 4 5 5 5 6 7
		_b=$PICK
		rnd 8
		STEP="wheel $_x $_y $_b $((R + 1))"
	else
		pick 120 300 640 900 1280
		_w=$PICK
		pick 90 200 480 800
		STEP="resize $_w $PICK"
	fi
}

# at X Y (per mille): PX PY in the window, of the size last read (at the
# start and after each resize: one process less a step)
at_px()
{
	[ -n "${GV_W:-}" ] || gv_geometry
	PX=$(( $1 * (GV_W - 1) / 1000 ))
	PY=$(( $2 * (GV_H - 1) / 1000 ))
}

# do_step STEP...: send it; sets FREE when it may select text
do_step()
{
	_op=$1
	shift
	case $_op in
	key)
		timeout 5 xdotool key --delay 15 "$1" ;;
	prompt)
		timeout 5 xdotool key --delay 15 "$1"
		[ -n "${3:-}" ] && timeout 10 xdotool type --delay 10 -- "$3"
		timeout 5 xdotool key --delay 15 "$2" ;;
	click)
		at_px "$1" "$2"
		timeout 5 xdotool mousemove --window "$GV_WID" $PX $PY click "$3"
		# a click on the line of the step before's, within gitview's
		# doubleclick ms, makes a double-click (seed 4242, run 3)
		case $LASTSTEP in
		'click '*' 1'|clicks*) [ "$3" = 1 ] && FREE=1 ;;
		esac ;;
	clicks)
		at_px "$1" "$2"
		timeout 5 xdotool mousemove --window "$GV_WID" $PX $PY click --repeat "$3" --delay 60 1
		FREE=1 ;;
	drag)
		at_px "$1" "$2"
		_x=$PX _y=$PY
		at_px "$3" "$4"
		timeout 5 xdotool mousemove --window "$GV_WID" $_x $_y mousedown 1 \
			mousemove --window "$GV_WID" $(( (_x + PX) / 2 )) $(( (_y + PY) / 2 )) \
			mousemove --window "$GV_WID" $PX $PY mouseup 1
		FREE=1 ;;
	wheel)
		at_px "$1" "$2"
		timeout 5 xdotool mousemove --window "$GV_WID" $PX $PY click --repeat "$4" --delay 20 "$3" ;;
	resize)
		timeout 5 xdotool windowsize "$GV_WID" "$1" "$2"
		GV_W= ;;
	settle)
		timeout 5 xdotool key --delay 30 Escape Escape Escape
		sleep 2 ;;
	esac
}

# the short id and the kind of the title: TSHA (7 hex) or empty; TREST
# (in the shell: each process costs a step's time on a busy machine)
read_title()
{
	TITLE=$(xprop -id "$GV_WID" -notype _NET_WM_NAME 2>/dev/null)
	TITLE=${TITLE#*= \"}
	TITLE=${TITLE%\"}
	_r=${TITLE#gitview: }
	_r=${_r#*: }
	TSHA=
	case $_r in
	[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]|[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]\ *)
		TSHA=${_r%"${_r#???????}"} ;;
	esac
}

# is_id STRING: 40 hex digits
is_id()
{
	case $1 in
	*[!0-9a-f]*) return 1 ;;
	????????????????????????????????????????) return 0 ;;
	esac
	return 1
}

# primary_ok: WHY is empty when PRIMARY and the title agree
primary_ok()
{
	WHY=
	if [ "$FREE" = 1 ]; then
		# text a drag or a click selected, until the selection takes
		# PRIMARY back
		if is_id "$P" && [ -n "$TSHA" ] && [ "${P#$TSHA}" != "$P" ]; then
			FREE=0
		fi
		return 0
	fi
	if is_id "$P"; then
		if ! grep -qx "$P" "$SET"; then
			WHY="PRIMARY $P is not a commit of git rev-list $ARGS"
		elif [ -z "$TSHA" ]; then
			[ "$P" = "$PREVP" ] || WHY="PRIMARY changed to $P while the title, '$TITLE', names no commit"
		elif [ "${P#$TSHA}" = "$P" ]; then
			WHY="PRIMARY $P but the title is '$TITLE'"
		fi
	elif [ -z "$TSHA" ] && [ "$P" = "$PREVP" ]; then
		:	# a local changes row: PRIMARY left as it was
	elif [ -z "$P" ]; then
		WHY="PRIMARY is empty (gitview does not answer, or gave it up); the title is '$TITLE'"
	else
		WHY="PRIMARY is '$P' (not a commit id, and no text was selected); it was '$PREVP'; the title is '$TITLE'"
	fi
	[ -z "$WHY" ]
}

# vmrss: gitview's resident memory, kB
vmrss()
{
	sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\) kB/\1/p' "$PROC/$GV_PID/status" 2>/dev/null
}

# check_step: WHY is empty when all holds after the step
check_step()
{
	WHY=
	if proc_gone "$GV_PID"; then
		wait "$GV_PID"
		WHY="gitview exited with status $?"
		return 1
	fi
	for _f in "$SANDIR"/*; do
		if [ -e "$_f" ]; then
			WHY="a sanitizer report: $(ls "$SANDIR" | tr '\n' ' ')"
			return 1
		fi
	done
	# PRIMARY, read until it and the title agree (2 s at most)
	_n=0
	while :; do
		P=$(primary)
		read_title
		primary_ok && break
		_n=$((_n + 1))
		if [ $_n -ge 10 ]; then
			case " $SKIP " in
			*' primary '*) break ;;
			esac
			return 1
		fi
		sleep 0.2
	done
	PREVP=$P
	case " $SKIP " in
	*' red '*) return 0 ;;
	esac
	# red: after the last "status red|not red", no other commit selected
	WHY=$(awk '
		/gitview: trace: status: / { msg = $0; sub(/.*trace: status: /, "", msg) }
		/gitview: trace: status red$/ { red = 1; redmsg = msg; before = sel; after = ""; next }
		/gitview: trace: status not red$/ { red = 0; next }
		/gitview: trace: .*selected [0-9a-f]+$/ {
			sel = $NF
			if (red && sel != before && after == "")
				after = sel
		}
		END {
			if (red && after != "")
				printf "the status line is red (\047%s\047) though %s was selected after it", redmsg, substr(after, 1, 7)
		}' "$GV_ERR")
	[ -z "$WHY" ]
}

# check_children: after a settle step
check_children()
{
	WHY=
	proc_children "$GV_PID" | grep -v ' [ZX] ' > "$TEST_TMP/children"
	_bad=$(awk -v sha="$TSHA" '
		{ sub(/^[0-9]+ [A-Za-z] /, "") }
		/^git rev-list --parents / || /^git cat-file --batch/ || /^git ls-tree / { n++; next }
		/^git (diff-tree|diff-files|diff-index|diff|range-diff) / {
			n++
			if (sha == "" || index($0, sha)) next
		}
		{ print "unexpected: " $0 }
		END { if (n > 4) print n " git children" }' "$TEST_TMP/children")
	if [ -n "$_bad" ]; then
		WHY="2 s after Escape: $(echo "$_bad" | head -n 3 | tr '\n' ';')"
		return 1
	fi
	_fds=$(ls "$PROC/$GV_PID/fd" 2>/dev/null | wc -l)
	if [ -z "$FD0" ]; then
		FD0=$_fds
	elif [ "$_fds" -gt $((FD0 + 12)) ]; then
		WHY="$_fds open fds, $FD0 at the first settle"
		ls -l "$PROC/$GV_PID/fd" > "$TEST_TMP/fds" 2>&1
		return 1
	fi
	return 0
}

# monkey_fail NAME: the FAIL line, the replay command, the steps, the trace
monkey_fail()
{
	echo "FAIL: $1: step $STEPN ($STEP): $WHY"
	{
		echo "replay: make monkey SEED=$SEED RUN=$RUN STEPS=$STEPN (in $REPO: gitview $ARGS)"
		tail -n 25 "$TEST_TMP/steps"
		echo "git children:"
		proc_children "$GV_PID" 2>/dev/null
		echo "gitview's stderr:"
		grep -v 'trace: \(key\|list drawn\)' "$GV_ERR" | tail -n 15
		for _f in "$SANDIR"/*; do
			[ -f "$_f" ] && head -n 30 "$_f"
		done
	} | sed 's/^/    /'
	FAILS=$((FAILS + 1))
}

start_x
T0=$(date +%s)
END=$((T0 + SECS))
RUN=0
TOTAL=0
RUNS=0
FAILS=0
while :; do
	RUN=$((RUN + 1))
	if [ -n "$ONLYRUN" ]; then
		[ "$RUN" -lt "$ONLYRUN" ] && continue
		[ "$RUN" -gt "$ONLYRUN" ] && break
	else
		[ "$(date +%s)" -lt "$END" ] || break
	fi
	RUNS=$((RUNS + 1))
	_c=$(printf '%s\n' "$CONFIGS" | sed -n "$(( (SEED + RUN - 1) % NCONF + 1 ))p")
	REPO=${_c%%|*}
	ARGS=${_c#*|}
	if [ "$REPO" = local ]; then
		cd "$TEST_TMP/local" || exit 1
	elif [ "${REPO#/}" != "$REPO" ]; then
		cd "$REPO" || exit 1
	else
		cd "$REAL/$REPO" || exit 1
	fi
	SET=$TEST_TMP/set.$RUN
	# shellcheck disable=SC2086
	git rev-list --default HEAD $ARGS | sed 's/^[-<>=+]//' > "$SET"
	RS=$(( (SEED * 7919 + RUN) % 2147483648 ))
	rnd 2
	NAME="monkey-run$RUN-$REPO"
	: > "$TEST_TMP/steps"
	STEPN=0
	STEP=start
	LASTSTEP=
	FREE=0
	PREVP=
	FD0=
	# shellcheck disable=SC2086
	if ! gv_start $ARGS; then
		FAILS=$((FAILS + 1))
		continue
	fi
	timeout 5 xdotool windowsize "$GV_WID" 1000 700
	if ! wait_for 20 _primary_sha; then
		WHY="no commit selected at start"
		monkey_fail "$NAME"
		gv_kill
		continue
	fi
	PREVP=$(primary)
	RUNT0=$(date +%s)
	RSS1=
	RUNEND=$(( $(date +%s) + SLICE ))
	[ "$RUNEND" -gt "$END" ] && [ -z "$ONLYRUN" ] && RUNEND=$END
	ok=1
	while :; do
		if [ -n "$MAXSTEPS" ]; then
			[ "$STEPN" -lt "$MAXSTEPS" ] || break
		elif [ -n "$ONLYRUN" ]; then
			[ "$STEPN" -lt 100000 ] || break
			[ "$(date +%s)" -lt $((T0 + SECS)) ] || break
		else
			[ "$(date +%s)" -lt "$RUNEND" ] || break
		fi
		STEPN=$((STEPN + 1))
		if [ $((STEPN % 12)) -eq 0 ]; then
			STEP=settle
		else
			gen_step
		fi
		echo "$STEPN: $STEP" >> "$TEST_TMP/steps"
		set -f
		# shellcheck disable=SC2086
		set -- $STEP
		set +f
		do_step "$@"
		LASTSTEP=$STEP
		[ -z "$RSS1" ] && [ $(( $(date +%s) - RUNT0 )) -ge "$RSSAT" ] && RSS1=$(vmrss)
		if ! check_step || { [ "$STEP" = settle ] &&
		     [ "${SKIP#*children}" = "$SKIP" ] && ! check_children; }; then
			monkey_fail "$NAME"
			ok=0
			break
		fi
	done
	TOTAL=$((TOTAL + STEPN))
	[ -n "$RSS1" ] && echo "monkey: RSS $RSS1 kB after $RSSAT s," \
		"$(vmrss) kB after $(( $(date +%s) - RUNT0 )) s ($STEPN steps)"
	if [ $ok = 1 ]; then
		# out of a prompt, or q is typed into it
		timeout 5 xdotool key --delay 30 Escape Escape Escape
		gv_quit
		_st=$?
		if [ $_st -ne 0 ]; then
			STEP=q WHY="q: exit status $_st"
			monkey_fail "$NAME"
		elif [ -n "$(ls "$SANDIR")" ]; then
			STEP=q WHY="a sanitizer report at exit"
			monkey_fail "$NAME"
		else
			pass "$NAME ($REPO: gitview $ARGS): $STEPN steps"
		fi
	else
		gv_kill
		rm -f "$SANDIR"/*
	fi
done
_t=$(( $(date +%s) - T0 ))
[ "$_t" -gt 0 ] || _t=1
echo "monkey: seed $SEED: $TOTAL steps in $RUNS runs, $_t s, $(awk -v n=$TOTAL -v t=$_t 'BEGIN { printf "%.1f", n / t }') steps/s, $FAILS failed"
[ "$FAILS" -eq 0 ]
