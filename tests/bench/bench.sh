#!/bin/sh
# See LICENSE file for copyright and license details.
#
# bench.sh: how fast gitview shows and loads a big history, next to git.
#
#	make bench        (runs: sh tests/bench/bench.sh, from the top)
#
# For each repository, three rounds of: time `git rev-list --parents
# --all` alone (its first line and its end of output), then run
# `./gitview --all` on a private Xvfb with GITVIEW_TRACE=1, read from its
# trace when the first commit was selected and when all commits were
# loaded, poll PRIMARY with xclip for the selection as an outsider sees
# it, and read the peak RSS (VmHWM) once loading is done, and the event
# loop's longest stall over the load (the trace's "longest stall", the
# longest time from poll's return to its next call). Each figure is the
# median of the three rounds, but the stall the worst. Targets: loaded
# <= 1.5 x git alone, peak RSS <= 150 bytes a commit (64 from 500,000
# commits), stall <= 16 ms (a frame at 60 Hz). Missing a target is
# reported, not an error: the exit status is non-zero only when gitview
# failed. Then tests/bench/revload on git rev-list's output: gitview's
# own CPU a commit to parse, add and lay out the history, without git, X
# or the event loop (least of 5 rounds), a figure a busy machine blurs
# less than the load's wall clock.
#
# The same load figures again on a copy of each history with a
# commit-graph file, which most real repositories have and where git
# walks several times faster, so that gitview's own cost shows: a mirror
# clone sharing the objects (git clone --mirror --shared, into the
# temporary directory: the history and the cache are only read) where
# `git commit-graph write --reachable` writes the file; then three rounds
# as above in the copy, git alone measured in the same run. Shown beside
# the figures of the history as it is (the synthetic repository has a
# commit-graph file from the start, so there the two are alike): git's
# speed-up, and the ratio loaded / git alone, target <= 1.25 from
# 500,000 commits (the million's target), <= 1.3 below (its 100,000);
# bytes a commit as above. Reported, not an error. A history that has a
# commit-graph file (the synthetic one) is loaded again in a copy where
# git uses none (core.commitGraph false), as a repository without one:
# gitview then learns the size only as commits come and its tables grow
# while it loads; the loop's longest stall there, target <= 16 ms too.
#
# The commit pane, for the synthetic repository and $GITVIEW_BENCH_REPO:
# three commits are picked (and the picks cached beside the synthetic
# repository, keyed by the repository's refs): a small one (the newest
# non-merge on HEAD changing one file and at most 20 lines), a merge (the
# newest on HEAD whose --cc patch is not empty; else the newest) and the
# largest (most lines added + deleted, by git log --shortstat -M, among
# the non-merges of branches, tags and remotes: notes and refs/pull are
# left out). For each, three rounds of: time `git diff-tree` with
# gitview's arguments alone (its first byte and its end of output), then
# run `./gitview -1 SHA` (which selects it at start) and read from its
# trace how long after the selection the first patch line came and the
# diff ended. Medians of three; no target, the ratio is gitview's done
# over git's total.
#
# Find, for the synthetic repository and $GITVIEW_BENCH_REPO: a message
# find (msg:change 1000$: in the 500,000 commits, 140 from near the top
# to near the root), a pickaxe (adds:main N/10, where main/f
# holds "main N" at main's tip: one match near the top, one deep down)
# and a bare pattern (the message's word, matched against the message,
# the author and the committer) over --all, the whole history. gitview
# runs one git for each: for msg: and a bare pattern, `git rev-list
# --format=...` of every commit, matched in gitview; its find's end
# (from the find's start, the Return key's turn, to "find done") is
# shown beside that git command alone, target <= 1.2 times it.
# For $GITVIEW_BENCH_REPO they are picked from its history (a subject
# word in about 20 commits; a long identifier a recent commit adds) over
# its newest 50,000 commits by date (--since, for git and gitview alike:
# git log -S over a long history takes minutes), unless set. Three
# rounds of: git alone, the very command gitview traces for the find
# (its first line and its end), then gitview twice, typing /PATTERN
# Return with xdotool once loaded and again as soon as the first commit
# is selected; from the trace: the find's first match and its end (from
# the find's start) and the jump's selection (from Return as sent). No
# target; ratios are gitview's first match / git's first line and done /
# git's end. Then, in three more runs, Down every 200 ms while the
# pickaxe runs: its latency is from sending the key to the "selected"
# trace line, target < 100 ms (the trace counts from gitview's main(), a
# few ms after the bench's fork, so this is a little low); the time
# until PRIMARY holds the next commit, polled with xclip, is shown too
# (it includes each xclip's own start, tens of ms on a busy machine).
#
# Compare and links, for the synthetic repository: in a mirror clone
# sharing its objects (the cache is only read), a commit on top of main
# whose message names 8 commits spread over the history by 7-digit
# prefixes. Three rounds of: git alone (git diff-tree of main~20 and
# main with gitview's arguments, git range-diff main~20...main, git
# rev-parse of the 8 prefixes), then ./gitview --all: from "loaded" to
# its trace "links 8" (the message's hex words looked up among the
# commits, once the history is in), then, after m on main~20 and a goto
# to main (: and Return), from sending d and R to the patch's end. No
# target; ratios against git alone. GITVIEW_BENCH_COMPARE=0 skips it,
# =only runs it alone (no load, patch or find sections).
# Containing branches, for the synthetic repository: in a mirror clone
# sharing its objects, branches added on commits spread over the history
# up to 100; ./gitview --all, once loaded, goes to three old commits of
# main (: and Return): from the selection to its patch's end and to the
# end of the walks that find its Branches: ("walks done"), beside git
# branch -a --contains of the same commit alone. No target: the patch
# must not wait for the walks. GITVIEW_BENCH_BRANCHES=0 skips it, =only
# runs it alone.
# The patch's options (GITVIEW_BENCH_DIFFOPTS), for the synthetic
# repository and $GITVIEW_BENCH_REPO, from gitview's trace (`patch SHA
# again on screen in N ms`, from the key to the repaint; `page on screen
# in N ms`): the largest commit's patch run again with - (-U2) with the
# changed words off, then again with W (on), beside git diff-tree -U2
# alone: target words on <= 1.10 x off; the small commit's patch run
# again by w (three times): target <= 50 ms; and in a repository made in
# the temporary directory, a commit whose patch is 10,000 lines (5,000
# lines rewritten), paged down with Next 30 times, unified and then side
# by side (s): median and worst, target <= 16 ms a page. Medians of 3.
#
# Lanes (GITVIEW_BENCH_LANES): for $GITVIEW_BENCH_REPO with --all (made
# for git.git; CI has no such copy, and without it this part is skipped,
# saying so), the lane columns of the widest row of a 40-row screen at the
# top and at ten places through the history, as tests/graphtest -r lays
# out git rev-list --parents' output with gitview's lanes.c, cut as
# config.h's lanegap, lanestub and lanemax say and not cut (target: at
# most 16 cut); then gitview --all on the synthetic history, once loaded:
# three Next (a page down) from the top and three End (Home between), the
# ms from gitview's reading each key to the list's repaint, from the
# trace ("key", "list drawn"), target <= 50 ms, shown against git
# rev-list --parents --all alone in the same run.
#
# The live reload, for the synthetic repository: a mirror clone sharing
# its objects (in the temporary directory: the cache is only read) is
# opened with `./gitview --all`; once it has loaded and rested, a commit
# is made on main there (git commit-tree and git update-ref), three
# rounds. From the trace: how long after gitview saw the refs change
# ("refs changed") the new commit was in the list again ("first", the
# reload's first row: git lists the newest first) and the whole history
# ("loaded"), and the event loop's longest stall during the reload
# ("longest stall", target <= 16 ms, as on each load above; and the most CPU time a turn took,
# which on a busy machine is less: the rest is waiting for the CPU);
# the same reload's time with git
# alone (rev-list --parents --all, its first line and its end) beside
# it. Then the CPU time gitview takes in 10 idle seconds (utime + stime
# from /proc/PID/stat; target 0), and the peak RSS (VmHWM) a commit once
# loaded and after the reloads, which hold the ids of the view before
# beside the new one (no target).
#
# Where a line came from (GITVIEW_BENCH_ORIGIN), for $GITVIEW_BENCH_REPO
# (made for git.git; without it the section is skipped, saying so): the
# newest of its last 20 commits (no merges) whose first hunk starts with
# a context line; three rounds of git blame --porcelain -L N,N PARENT --
# PATH alone (N and PATH from git diff-tree's first hunk), then gitview
# --all: a goto to the commit, Tab and ] (the first file's part on top),
# o; the ms from gitview's reading the key ("key o" in the trace) to the
# file view's text read at the line blame names ("file view REV:PATH line
# N"), as a ratio against git blame alone. No target.
#
# Real shapes (GITVIEW_BENCH_FIXTURES): the load figures as above (three
# rounds, medians) of `gitview --all` on two repositories of
# tests/fixtures/real.sh, built when needed: prs (about 3,800 commits, a
# quarter of them merges of short topic branches) and branches (5,000
# branches on commits of one timestamp), as a ratio against git rev-list
# --parents --all in the same run. No target: small histories, where
# gitview's start dominates.
#
# Merge-heavy (GITVIEW_BENCH_MERGES): the load figures as above (three
# rounds, medians, git alone in the same round) on a history that
# tests/bench/genrepo -m makes and caches beside the synthetic one:
# 100,000 commits (GITVIEW_BENCH_MERGES_COMMITS), short topic branches
# of 1 to 5 commits merged into main as pull requests are, a quarter of
# the commits merges. Without a commit-graph file (none is written),
# target loaded <= 1.2 x git alone, then on a copy with one, target
# <= 1.3 x. Its own table, each target beside its figure.
#
# Folded merges (GITVIEW_BENCH_FOLD), on the merge-heavy history: three
# rounds of `./gitview` once loaded, z (the folds: the first-parent line)
# and of `./gitview --first-parent` once loaded, r (its reload); each the
# ms from gitview's reading the key to the next "loaded" in its trace,
# and gitview's own CPU ms meanwhile (schedstat). Medians of 3, as a
# ratio folded / --first-parent, target <= 1.2: the folds'
# counts must not slow the line's load.
#
# CPU time, beside each load's wall clock (which a busy machine blurs):
# gitview's own (user + sys, from /proc/PID/schedstat when the bench sees
# "loaded"; its git not included) and git rev-list's alone (the shell's
# times), and the CPU time of the loop's longest
# turn (the trace's "ms CPU": on a busy machine the wall stall is mostly
# waiting for the CPU).
#
# Repositories: a synthetic one made by tests/bench/genrepo and cached
# outside the tree, $GITVIEW_BENCH_REPO if set, and this project's own.
#
# Environment:
#	GITVIEW_BENCH_COMMITS  commits in the synthetic repo (500000)
#	GITVIEW_BENCH_LANES    0: skip the lanes section; only: run it alone
#	GITVIEW_BENCH_LOAD     only: the load figures alone (the synthetic
#	                       history, the merge-heavy one and
#	                       $GITVIEW_BENCH_REPO, each with a commit-graph
#	                       copy; no other section)
#	GITVIEW_BENCH_MERGES   0: skip the merge-heavy section; only: run it
#	                       alone
#	GITVIEW_BENCH_MERGES_COMMITS  commits in it (100000)
#	GITVIEW_BENCH_FOLD     0: skip the folded merges; only: run them alone
#	                       (on the merge-heavy history)
#	GITVIEW_BENCH_LIVE     0: skip the live reload section; only: run it
#	                       alone (no load, commit pane or find sections)
#	GITVIEW_BENCH_COMPARE  0: skip the compare section; only: run it alone
#	GITVIEW_BENCH_BRANCHES 0: skip the containing branches section; only:
#	                       run it alone
#	GITVIEW_BENCH_DIFFOPTS 0: skip the patch options section; only: run it
#	                       alone (no load, commit pane or find sections;
#	                       not on this project's own history)
#	GITVIEW_BENCH_DIR      cache directory
#	                       (${XDG_CACHE_HOME:-$HOME/.cache}/gitview-bench)
#	GITVIEW_BENCH_FIXTURES 0: skip the real-shaped fixtures section; only:
#	                       run it alone
#	GITVIEW_BENCH_FIND     0: skip the find section; only: run it alone, for
#	                       $GITVIEW_BENCH_REPO (else the synthetic history)
#	GITVIEW_BENCH_ORIGIN   0: skip the o section; only: run it alone
#	GITVIEW_BENCH_FIND_MSG, GITVIEW_BENCH_FIND_ADDS, GITVIEW_BENCH_FIND_ARGS
#	                       for $GITVIEW_BENCH_REPO: the msg: and adds:
#	                       patterns (no prefix) and gitview's arguments
#	GITVIEW_BENCH_FIND_BARE  the bare pattern (over --all; the msg: one's
#	                       by default)
#	GITVIEW_BENCH_REPO     a real repository to measure as well
#	GITVIEW_BENCH_MONKEY   0: skip the memory section; only: run it alone
#	GITVIEW_BENCH_MONKEY_SECONDS  its length (120)
#	GITVIEW_BENCH_TIMEOUT  seconds to wait for gitview to load (120)

LC_ALL=C
export LC_ALL
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_OBJECT_DIRECTORY \
	GIT_ALTERNATE_OBJECT_DIRECTORIES GIT_CEILING_DIRECTORIES

top=$(pwd)
gv=$top/gitview
genrepo=$top/tests/bench/genrepo
commits=${GITVIEW_BENCH_COMMITS:-500000}
branches=30
cache=${GITVIEW_BENCH_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gitview-bench}
timeout=${GITVIEW_BENCH_TIMEOUT:-120}
maxratio=1.5
loadt=$maxratio   # the plain load's target of the history being measured
cgt0=             # the commit-graph copy's, when not by size
maxmratio=1.2     # merge-heavy, without a commit-graph file
maxmcgratio=1.3   # the same with one
mergeson=${GITVIEW_BENCH_MERGES:-1}
foldon=${GITVIEW_BENCH_FOLD:-1}
maxfoldratio=1.2  # folded load / --first-parent's
mcommits=${GITVIEW_BENCH_MERGES_COMMITS:-100000}
mtopics=6         # topics open at once in genrepo -m
maxcgratio=1.25   # with a commit-graph file, at a million commits
maxcgsmall=1.3    # the same on a history of about 100,000
maxbpc=150
maxbpcbig=64      # bytes a commit at a million commits
big=500000        # commits from which the million-commit targets hold
maxlat=100
maxfind=1.2       # a find matched in gitview against its git alone
findon=${GITVIEW_BENCH_FIND:-1}
compareon=${GITVIEW_BENCH_COMPARE:-1}
brancheson=${GITVIEW_BENCH_BRANCHES:-1}
optson=${GITVIEW_BENCH_DIFFOPTS:-1}
maxwords=1.10
maxtoggle=50
maxpage=16
laneson=${GITVIEW_BENCH_LANES:-1}
lanescreen=40
maxlanecols=16
maxkeyms=50
liveon=${GITVIEW_BENCH_LIVE:-1}
fixtureson=${GITVIEW_BENCH_FIXTURES:-1}
originon=${GITVIEW_BENCH_ORIGIN:-1}
monkeyon=${GITVIEW_BENCH_MONKEY:-1}
monkeysecs=${GITVIEW_BENCH_MONKEY_SECONDS:-120}
maxrssgrowth=2    # RSS at the monkey's end over its first minute's
loadon=${GITVIEW_BENCH_LOAD:-1}
maxstall=16
patchkeyon=${GITVIEW_BENCH_PATCHKEY:-1}
keypresses=40
keyrest=0.25
keyhold=40
keyrepeat=30
maxkeypatch=5
maxkeypatchw=10

tmp=
xpid=
gvpid=
failed=0
summary=
cgsummary=
psummary=
fsummary=
ksummary=
csummary=
osummary=
lsummary=
xsummary=
gsummary=
ksummary2=
vsummary=
msummary=
# gitview's diff command (config.def.h), the commit appended
diffargs='-r -p --raw -z -M --root --cc --no-commit-id --no-ext-diff --no-textconv --no-color -U3'

say() {
	printf '%s\n' "$*"
}

fail() {
	say "bench: $*" >&2
	exit 1
}

# nanoseconds, wall clock
now() {
	date +%s%N
}

# ms with one decimal from a difference of nanoseconds
ms() {
	awk -v n="$1" 'BEGIN { printf "%.1f", n / 1e6 }'
}

median3() {
	printf '%s\n' "$@" | sort -n | sed -n 2p
}

# shellcheck disable=SC2317 # called by the trap
cleanup() {
	if [ -n "$gvpid" ]; then
		kill -TERM "$gvpid" 2>/dev/null
		sleep 0.2
		kill -KILL "$gvpid" 2>/dev/null
	fi
	if [ -n "$xpid" ]; then
		kill -TERM "$xpid" 2>/dev/null
		i=0
		while kill -0 "$xpid" 2>/dev/null && [ "$i" -lt 40 ]; do
			i=$((i + 1))
			sleep 0.05
		done
		kill -KILL "$xpid" 2>/dev/null
		wait "$xpid" 2>/dev/null
	fi
	[ -n "$tmp" ] && rm -rf "$tmp"
}

trap cleanup EXIT
trap 'exit 130' INT HUP TERM

for t in git Xvfb xclip xdotool awk timeout dd cksum; do
	command -v "$t" >/dev/null 2>&1 || fail "$t not found"
done
case $(now) in
*[!0-9]*|'') fail "date +%s%N does not give nanoseconds" ;;
esac
[ -x "$gv" ] || fail "$gv not built (make gitview)"
[ -x "$genrepo" ] || fail "$genrepo not built (make tests/bench/genrepo)"
[ -x "$top/tests/bench/revload" ] || fail "tests/bench/revload not built (make tests/bench/revload)"
case $commits$mcommits in
''|*[!0-9]*) fail "GITVIEW_BENCH_COMMITS=$commits, GITVIEW_BENCH_MERGES_COMMITS=$mcommits: not numbers" ;;
esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gitview-bench.XXXXXX") || fail "mktemp"

# --- the synthetic repositories, made once -----------------------------------

# makerepo DIR STAMP CG N ARGS...: DIR written by genrepo ARGS through
# git fast-import (N commits), unless STAMP in it says it was already;
# with CG = cg, a commit-graph file too
makerepo() {
	mdir=$1 mstamp=$2 mcg=$3 mn=$4
	shift 4
	if [ -f "$mdir/gitview-bench-stamp" ] &&
	   [ "$(cat "$mdir/gitview-bench-stamp")" = "$mstamp" ]; then
		say "bench: reusing $mdir"
		return
	fi
	say "bench: making $mdir (genrepo $*)"
	mkdir -p "$cache" || fail "cannot create $cache"
	rm -rf "$mdir" "$mdir.tmp"
	git init -q --bare "$mdir.tmp" || fail "git init $mdir.tmp"
	t0=$(now)
	# glibc keeps what fast-import frees (as in tests/fixtures/real.sh:
	# trimming the heap after each blob made it 40 times slower on a VM)
	"$genrepo" "$@" |
		GIT_DIR=$mdir.tmp MALLOC_TOP_PAD_=268435456 MALLOC_TRIM_THRESHOLD_=536870912 \
		git fast-import --quiet --active-branches=64 ||
		fail "git fast-import failed"
	t1=$(now)
	GIT_DIR=$mdir.tmp git symbolic-ref HEAD refs/heads/main ||
		fail "git symbolic-ref failed"
	if [ "$mcg" = cg ]; then
		GIT_DIR=$mdir.tmp git commit-graph write --reachable ||
			fail "git commit-graph write failed"
	fi
	t2=$(now)
	n=$(GIT_DIR=$mdir.tmp git rev-list --all --count)
	[ "$n" = "$mn" ] ||
		fail "$mdir.tmp has $n commits, want $mn (genrepo failed?)"
	say "$mstamp" >"$mdir.tmp/gitview-bench-stamp"
	mv "$mdir.tmp" "$mdir" || fail "mv $mdir.tmp $mdir"
	say "bench: generate + fast-import $(ms $((t1 - t0))) ms," \
		"commit-graph $(ms $((t2 - t1))) ms"
}

# a label for N commits: 500k for 500000
klabel() {
	case $1 in
	*000) echo "${1%000}k" ;;
	*) echo "$1" ;;
	esac
}

gensum=$(cksum <"$top/tests/bench/genrepo.c" | awk '{ print $1 }')
label=synth-$(klabel "$commits")
synth=$cache/$label.git
stamp="commits=$commits branches=$branches genrepo=$gensum"
mlabel=merges-$(klabel "$mcommits")
msynth=$cache/$mlabel.git
mstamp="merges commits=$mcommits topics=$mtopics genrepo=$gensum"

if [ "$patchkeyon" = only ] || [ "$monkeyon" = only ] ||
   { [ "$findon" = only ] && [ -n "${GITVIEW_BENCH_REPO:-}" ]; }; then
	:  # git.git alone, or no repository of the bench's own
elif [ "$mergeson" = only ] || [ "$foldon" = only ]; then
	makerepo "$msynth" "$mstamp" nocg "$mcommits" -m "$mcommits" "$mtopics"
else
	makerepo "$synth" "$stamp" cg "$commits" "$commits" "$branches"
	[ "$mergeson" = 0 ] || [ "$fixtureson" = only ] || [ "$liveon" = only ] ||
		[ "$brancheson" = only ] || [ "$compareon" = only ] || [ "$originon" = only ] ||
		[ "$laneson" = only ] || [ "$optson" = only ] ||
		makerepo "$msynth" "$mstamp" nocg "$mcommits" -m "$mcommits" "$mtopics"
fi

# --- a private X server ---------------------------------------------------------

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset \
	3>"$tmp/display" >"$tmp/xvfb.log" 2>&1 &
xpid=$!
i=0
while :; do
	d=$(cat "$tmp/display" 2>/dev/null)
	case $d in
	*[0-9]) break ;;
	esac
	kill -0 "$xpid" 2>/dev/null || { cat "$tmp/xvfb.log" >&2; fail "Xvfb died"; }
	i=$((i + 1))
	[ $i -gt 200 ] && fail "Xvfb did not start in 10 s"
	sleep 0.05
done
DISPLAY=:$d
export DISPLAY
say "bench: Xvfb on $DISPLAY"

# --- one repository -----------------------------------------------------------

# run "$@" in the repository $rdir (a bare one through GIT_DIR)
inrepo() {
	(
		cd "$rdir" || exit 127
		if [ "$bare" = true ]; then
			GIT_DIR=$rdir
			export GIT_DIR
		fi
		exec "$@"
	)
}

firstline() {
	inrepo git rev-list --parents --all 2>/dev/null | {
		IFS= read -r _
		now
		cat >/dev/null
	}
}

# is $1 a full hex object id?
isoid() {
	case ${#1} in
	40|64) ;;
	*) return 1 ;;
	esac
	case $1 in
	*[!0-9a-f]*) return 1 ;;
	esac
	return 0
}

# the first "+T ms WHAT" of the trace file $1 for WHAT=$2: "T ARG"
traced() {
	awk -v what="$2" '
	$1 == "gitview:" && $2 == "trace:" && $3 ~ /^\+[0-9.]+ms$/ && $4 == what {
		t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
		print t, $5
		exit
	}' "$1" 2>/dev/null
}

# a PASS or MISS marker for value $1 <= target $2
mark() {
	awk -v v="$1" -v t="$2" 'BEGIN { print (v != "" && v + 0 <= t + 0) ? "PASS" : "MISS" }'
}

stopgv() {
	[ -n "$gvpid" ] || return
	kill -TERM "$gvpid" 2>/dev/null
	i=0
	while kill -0 "$gvpid" 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt 100 ]; then
			kill -KILL "$gvpid" 2>/dev/null
			break
		fi
		sleep 0.05
	done
	wait "$gvpid" 2>/dev/null
	gvpid=
}

# the CPU ms (user + sys) process $1 has taken: schedstat's ns, or stat's
# ticks
procms() {
	if [ -r "/proc/$1/schedstat" ]; then
		awk '{ printf "%.0f", $1 / 1e6 }' "/proc/$1/schedstat"
	else
		sed 's/^.*) //' "/proc/$1/stat" | awk -v hz="$(getconf CLK_TCK)" '{ printf "%.0f", ($12 + $13) * 1000 / hz }'
	fi
}

# the CPU ms (user + sys) of the shell's children between two outputs of
# the times builtin, files $1 and $2 (its second line: "0m1.20s 0m0.30s")
timesms() {
	awk 'FNR == 2 { split($1, u, /[ms]/); split($2, y, /[ms]/)
		t[FILENAME == ARGV[1]] = (u[1] * 60 + u[2] + y[1] * 60 + y[2]) * 1000 }
		END { printf "%.0f", t[0] - t[1] }' "$1" "$2"
}

# one run of gitview in $rdir: sets selms, extsel, loadms, loadn, hwm
# (kB), gvcpu (its own CPU ms once loaded), stallms and stallcpu (the
# loop's longest stall over the load, wall and CPU), run and trace; 1
# when it did not load or showed no selection
gvrun() {
	# PRIMARY must first be free of the last run's owner
	stale=
	i=0
	while :; do
		stale=$(timeout 2 xclip -o -selection primary 2>/dev/null)
		isoid "$stale" || { stale=; break; }
		i=$((i + 1))
		[ $i -gt 50 ] && break
		sleep 0.1
	done
	trace=$tmp/trace.$name.$k
	: >"$trace"
	t0=$(now)
	(
		cd "$rdir" || exit 127
		if [ "$bare" = true ]; then
			GIT_DIR=$rdir
			export GIT_DIR
		fi
		GITVIEW_TRACE=1
		export GITVIEW_TRACE
		exec "$gv" --all
	) </dev/null >/dev/null 2>"$trace" &
	gvpid=$!
	deadline=$(($(date +%s) + timeout))

	# the selection, as an outsider sees it
	extsel='' extsha=''
	while :; do
		s=$(timeout 2 xclip -o -selection primary 2>/dev/null)
		if isoid "$s" && [ "$s" != "$stale" ]; then
			t1=$(now)
			extsel=$(ms $((t1 - t0)))
			extsha=$s
			break
		fi
		kill -0 "$gvpid" 2>/dev/null || break
		[ "$(date +%s)" -ge "$deadline" ] && break
		sleep 0.01
	done

	# loaded, from the trace; the peak RSS once it is
	loaded=
	while :; do
		loaded=$(traced "$trace" loaded)
		[ -n "$loaded" ] && break
		kill -0 "$gvpid" 2>/dev/null || break
		[ "$(date +%s)" -ge "$deadline" ] && break
		sleep 0.05
	done
	hwm='' gvcpu=''
	if [ -n "$loaded" ] && [ -r "/proc/$gvpid/status" ]; then
		hwm=$(awk '$1 == "VmHWM:" { print $2 }' "/proc/$gvpid/status")
		gvcpu=$(procms "$gvpid")
	fi
	# the loop's longest stall over the load, traced in the turn after
	i=0
	while [ -n "$loaded" ] && [ -z "$(traced "$trace" longest)" ] && [ $i -lt 100 ]; do
		i=$((i + 1))
		sleep 0.01
	done
	# shellcheck disable=SC2046 # two numbers
	set -- $(sed -n 's/^gitview: trace: +[0-9.]*ms longest stall \([0-9.]*\) ms, \([0-9.]*\) ms CPU$/\1 \2/p' \
		"$trace" | head -n 1)
	stallms=${1:-} stallcpu=${2:-}
	alive=yes
	kill -0 "$gvpid" 2>/dev/null || alive=no
	stopgv

	sel=$(traced "$trace" selected)
	selms=${sel%% *}
	selsha=${sel#* }
	loadms=${loaded%% *}
	loadn=${loaded#* }
	run=$(sed -n "s/^gitview: trace: run: \(git rev-list\)/\1/p" "$trace" | head -n 1)

	if [ -z "$loaded" ]; then
		if [ $alive = no ]; then
			why="exited before loading"
		else
			why="not loaded after $timeout s"
		fi
		return 1
	fi
	if [ -z "$selms" ]; then
		why="no 'selected' line in the trace"
		return 1
	fi
	if [ -z "$extsel" ]; then
		why="PRIMARY never held a commit id"
		return 1
	fi
	if [ -z "$hwm" ]; then
		why="no VmHWM in /proc/$gvpid/status"
		return 1
	fi
	if [ "$extsha" != "$selsha" ]; then
		say "   NOTE: PRIMARY held $extsha, the trace says $selsha"
	fi
	return 0
}

gvfailed() {
	[ -n "$run" ] && say "   run: $run"
	say "   gitview FAILED (round $k): $why; its stderr:"
	sed 's/^/   | /' "$trace" | tail -n 20
	say "   gitview selected ${selms:--} ms (trace), ${extsel:--} ms (PRIMARY)"
	failed=1
	summary="$summary$(printf '%-14s %9s   (gitview failed: %s)' "$name" "$n" "$why")
"
}

# --- the commit pane -----------------------------------------------------------

# $1 with one decimal, or - when empty
orndash() {
	if [ -n "$1" ]; then
		awk -v v="$1" 'BEGIN { printf "%.1f", v }'
	else
		printf -- -
	fi
}

# git diff-tree with gitview's arguments for $1, output to stdout
difftree() {
	# shellcheck disable=SC2086 # $diffargs is a list of words
	inrepo git diff-tree $diffargs "$1" 2>/dev/null
}

# when difftree $1's first byte came
firstbyte() {
	difftree "$1" | {
		dd bs=1 count=1 >/dev/null 2>&1
		now
		cat >/dev/null
	}
}

# the picks for the commit pane, "KIND SHA" a line, into $pfile
pick() {
	key=$(
		printf '%s\n' "$rdir"
		inrepo git for-each-ref --format='%(objectname) %(refname)'
	)
	key=$(printf '%s\n' "$key" | cksum | awk '{ print $1 "-" $2 }')
	pfile=$cache/picks.$name.$key
	if [ -s "$pfile" ]; then
		say "   commit pane: reusing the picks in $pfile"
		return 0
	fi
	say "   commit pane: picking a small commit, a merge and the largest"
	t0=$(now)
	small=$(inrepo git log --no-merges -n 1000 --format='%x01%H' --shortstat HEAD 2>/dev/null |
		awk '/^\001/ { h = substr($0, 2); next }
		/ changed/ {
			n = 0
			for (i = 1; i <= NF; i++)
				if ($i ~ /^(insertion|deletion)/)
					n += $(i - 1)
			if ($1 == 1 && n <= 20) { print h; exit }
		}')
	[ -n "$small" ] ||
		small=$(inrepo git rev-list --no-merges -n 1 HEAD 2>/dev/null)
	merge=
	for c in $(inrepo git rev-list --merges -n 200 HEAD 2>/dev/null); do
		[ -n "$merge" ] || merge=$c
		s=$(inrepo git diff-tree -p --cc --no-commit-id "$c" 2>/dev/null | head -c 1 | wc -c)
		if [ "$s" -gt 0 ]; then
			merge=$c
			break
		fi
	done
	refs='--branches --tags --remotes'
	# shellcheck disable=SC2086 # $refs is a list of words
	[ -n "$(inrepo git rev-list -n 1 $refs 2>/dev/null)" ] || refs=--all
	# shellcheck disable=SC2086
	largest=$(inrepo git log $refs --no-merges -M --root --format='%x01%H' --shortstat 2>/dev/null |
		awk '/^\001/ { h = substr($0, 2); next }
		/ changed/ {
			n = 0
			for (i = 1; i <= NF; i++)
				if ($i ~ /^(insertion|deletion)/)
					n += $(i - 1)
			if (n > max) { max = n; best = h }
		}
		END { print best }')
	t1=$(now)
	say "   commit pane: picked in $(ms $((t1 - t0))) ms"
	{
		[ -n "$small" ] && say "small $small"
		[ -n "$merge" ] && say "merge $merge"
		[ -n "$largest" ] && say "largest $largest"
	} >"$pfile.tmp" && mv "$pfile.tmp" "$pfile"
	[ -s "$pfile" ]
}

# the "+T ms patch SHA WHAT ..." of trace $1 for SHA $2, WHAT $3: "T REST"
ptraced() {
	awk -v sha="$2" -v what="$3" '
	$1 == "gitview:" && $2 == "trace:" && $3 ~ /^\+[0-9.]+ms$/ &&
	$4 == "patch" && $5 == sha && $6 == what {
		t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
		print t, $7
		exit
	}' "$1" 2>/dev/null
}

# the time of "+T ms selected SHA" in trace $1 for SHA $2
seltraced() {
	awk -v sha="$2" '
	$1 == "gitview:" && $2 == "trace:" && $3 ~ /^\+[0-9.]+ms$/ &&
	$4 == "selected" && $5 == sha {
		t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
		print t
		exit
	}' "$1" 2>/dev/null
}

# one run of gitview -1 $1: sets pfirst, pdone (ms after the selection,
# pfirst empty for an empty patch), plines and trace; 1 when it failed
pgvrun() {
	trace=$tmp/ptrace.$name.$kind.$k
	: >"$trace"
	(
		cd "$rdir" || exit 127
		if [ "$bare" = true ]; then
			GIT_DIR=$rdir
			export GIT_DIR
		fi
		GITVIEW_TRACE=1
		export GITVIEW_TRACE
		exec "$gv" -1 "$1"
	) </dev/null >/dev/null 2>"$trace" &
	gvpid=$!
	deadline=$(($(date +%s) + timeout))
	done_=
	while :; do
		done_=$(ptraced "$trace" "$1" "done")
		[ -n "$done_" ] && break
		kill -0 "$gvpid" 2>/dev/null || break
		[ "$(date +%s)" -ge "$deadline" ] && break
		sleep 0.02
	done
	alive=yes
	kill -0 "$gvpid" 2>/dev/null || alive=no
	stopgv
	selt=$(seltraced "$trace" "$1")
	first_=$(ptraced "$trace" "$1" first)
	pfirst='' pdone='' plines=''
	if [ -z "$selt" ]; then
		why="no 'selected $1' line in the trace"
		return 1
	fi
	if [ -z "$done_" ]; then
		if [ $alive = no ]; then
			why="exited before its patch was done"
		else
			why="patch not done after $timeout s"
		fi
		return 1
	fi
	# shellcheck disable=SC2034 # read through eval by patchbench
	pdone=$(awk -v a="${done_%% *}" -v s="$selt" 'BEGIN { printf "%.1f", a - s }')
	plines=${done_#* }
	# shellcheck disable=SC2034 # read through eval by patchbench
	[ -n "$first_" ] &&
		pfirst=$(awk -v a="${first_%% *}" -v s="$selt" 'BEGIN { printf "%.1f", a - s }')
	return 0
}

# the commit pane for the repository bench() set up
patchbench() {
	say ""
	say "== $name: commit pane (ms after the selection; git diff-tree alone)"
	pick || { say "   no commits picked, skipped"; return; }
	while read -r kind sha; do
		short=$(inrepo git rev-parse --short "$sha" 2>/dev/null)
		gtot1='' gtot2='' gtot3='' gfb1='' gfb2='' gfb3=''
		pf1='' pf2='' pf3='' pd1='' pd2='' pd3=''
		ok=yes
		for k in 1 2 3; do
			t0=$(now)
			difftree "$sha" | cat >/dev/null
			t1=$(now)
			eval "gtot$k=$((t1 - t0))"
			t0=$(now)
			t1=$(firstbyte "$sha")
			eval "gfb$k=$((t1 - t0))"
			if ! pgvrun "$sha"; then
				say "   gitview FAILED ($kind $short, round $k): $why; its stderr:"
				sed 's/^/   | /' "$trace" | tail -n 20
				failed=1
				ok=no
				break
			fi
			eval "pf$k=\$pfirst pd$k=\$pdone"
		done
		if [ $ok = no ]; then
			psummary="$psummary$(printf '%-14s %-7s %-12s   (gitview failed: %s)' \
				"$name" "$kind" "$short" "$why")
"
			continue
		fi
		gtot=$(ms "$(median3 "$gtot1" "$gtot2" "$gtot3")")
		gfb=$(ms "$(median3 "$gfb1" "$gfb2" "$gfb3")")
		# an empty patch has no first line: - in every round
		pf=$(median3 "$pf1" "$pf2" "$pf3")
		pd=$(median3 "$pd1" "$pd2" "$pd3")
		pf=$(orndash "$pf")
		ratio=$(awk -v a="$pd" -v b="$gtot" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
		printf '   %-8s %-12s %7s lines: first %s ms, done %s ms; git first byte %s ms, all %s ms; ratio %s\n' \
			"$kind" "$short" "$plines" "$pf" "$pd" "$gfb" "$gtot" "$ratio"
		psummary="$psummary$(printf '%-14s %-7s %-12s %8s %9s %9s %8s %9s %6s' \
			"$name" "$kind" "$short" "$plines" "$pf" "$pd" "$gfb" "$gtot" "$ratio")
"
	done <"$pfile"
}

# --- find ----------------------------------------------------------------------

# is there an upper-case letter in $1? (gitview then matches case-sensitively)
hasupper() {
	case $1 in
	*[ABCDEFGHIJKLMNOPQRSTUVWXYZ]*) return 0 ;;
	esac
	return 1
}

# gitfind FIND: run alone the git command gitview runs for FIND (msg:...
# or adds:...) with the view's arguments $fargs; prints "FIRST END LINES"
# (ns from its start to its first line and to its end; FIRST is - when
# it printed nothing)
gitfind() {
	gt0=$(now)
	case $1 in
	msg:*)
		# shellcheck disable=SC2086 # $fargs is a list of words
		inrepo git rev-list --no-show-signature --encoding=UTF-8 "$fmsgformat" \
			--default HEAD $fargs ;;
	bare:*)
		# shellcheck disable=SC2086
		inrepo git rev-list --no-show-signature --encoding=UTF-8 "$fbareformat" \
			--default HEAD $fargs ;;
	adds:*)
		if hasupper "${1#adds:}"; then
			# shellcheck disable=SC2086
			inrepo git log --format=%H --default HEAD "-S${1#adds:}" $fargs
		else
			# shellcheck disable=SC2086
			inrepo git log --format=%H --default HEAD "-S${1#adds:}" \
				--regexp-ignore-case $fargs
		fi ;;
	esac 2>/dev/null | {
		if IFS= read -r _; then
			f=$(now)
			c=$(($(wc -l) + 1))
		else
			f=- c=0
		fi
		e=$(now)
		[ "$f" = - ] || f=$((f - gt0))
		say "$f $((e - gt0)) $c"
	}
}

# gitsearch FIND: git's own search for FIND (msg:... or bare:...) as
# gitview ran it before it matched the commits itself: rev-list --grep,
# and for a bare pattern --author and --committer too, at once; prints
# "NS COMMITS", ns to the last one's end and the commits found together
gitsearch() {
	gp=${1#*:} gi=--regexp-ignore-case
	hasupper "$gp" && gi=--extended-regexp
	gt0=$(now)
	for o in grep author committer; do
		case $o$1 in grepmsg:*|*bare:*) ;; *) continue ;; esac
		# shellcheck disable=SC2086 # $fargs is a list of words
		inrepo git rev-list --default HEAD "--$o=$gp" --extended-regexp "$gi" $fargs \
			>"$tmp/gs.$o" 2>/dev/null &
	done
	wait
	e=$(now)
	say "$((e - gt0)) $(cat "$tmp"/gs.* | sort -u | wc -l)"
	rm -f "$tmp"/gs.*
}

# the formats of gitview's finds matched in gitview (parse.c)
fmsgformat='--format=%H%x00%x00%x00%B%x00'
fbareformat='--format=%H%x00%an <%ae>%x00%cn <%ce>%x00%B%x00'


# the git command line gitview should trace for find $1, for comparing
gitfindline() {
	case $1 in
	msg:*) l="git rev-list --no-show-signature --encoding=UTF-8 $fmsgformat --default HEAD" ;;
	bare:*) l="git rev-list --no-show-signature --encoding=UTF-8 $fbareformat --default HEAD" ;;
	adds:*) l="git log --no-color --no-show-signature --no-ext-diff --no-textconv --format=%H"
		l="$l --default HEAD -S${1#adds:}"
		hasupper "${1#adds:}" || l="$l --regexp-ignore-case" ;;
	esac
	say "$l $fargs"
}

# start gitview $fargs in $rdir with its trace in $trace; sets gvpid and
# gvt0 (ns, just before the fork), then waits for its window and focuses
# it; 1 when no window came
gvstart() {
	: >"$trace"
	gvt0=$(now)
	(
		cd "$rdir" || exit 127
		if [ "$bare" = true ]; then
			GIT_DIR=$rdir
			export GIT_DIR
		fi
		GITVIEW_TRACE=1
		export GITVIEW_TRACE
		# shellcheck disable=SC2086 # $fargs is a list of words
		exec "$gv" $fargs
	) </dev/null >/dev/null 2>"$trace" &
	gvpid=$!
	deadline=$(($(date +%s) + timeout))
	wid=
	while [ -z "$wid" ]; do
		kill -0 "$gvpid" 2>/dev/null || { why="exited before its window"; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="no window after $timeout s"; return 1; }
		sleep 0.02
		wid=$(xdotool search --onlyvisible --pid "$gvpid" 2>/dev/null | head -n 1)
	done
	timeout 5 xdotool windowfocus --sync "$wid" >/dev/null 2>&1 ||
		timeout 5 xdotool windowfocus "$wid" >/dev/null 2>&1
	return 0
}

# wait until the trace has a "+T ms $1" line; 1 at gitview's exit or the
# deadline
gvwait() {
	while [ -z "$(traced "$trace" "$1")" ]; do
		kill -0 "$gvpid" 2>/dev/null || { why="exited before '$1'"; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="no '$1' after $timeout s"; return 1; }
		sleep 0.02
	done
	return 0
}

# type find $1 into gitview; sets fsend: ms from gitview's start to when
# Return was sent
gvtype() {
	xdotool key --delay 0 slash
	xdotool type --delay 5 -- "${1#bare:}"
	t1=$(now)
	xdotool key --delay 0 Return
	fsend=$(ms $((t1 - gvt0)))
}

# from the trace of a find sent at $fsend: "FIRST DONE MATCHES SELECTED"
# (first match and done from the find's start, the Return key's turn;
# the jump's selection from gitview's start; - for what is missing)
findtraced() {
	awk -v after="$fsend" '
	$1 == "gitview:" && $2 == "trace:" && $3 ~ /^\+[0-9.]+ms$/ {
		t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
		if ($4 == "find" && $5 == "start" && start == "")
			start = t
		else if ($4 == "find" && $5 == "first" && first == "")
			first = t - start
		else if ($4 == "find" && $5 == "done" && done == "")
			{ done = t - start; n = $6 }
		else if ($4 == "selected" && sel == "" && t + 0 >= after + 0)
			sel = t
	}
	END {
		print first == "" ? "-" : first, done == "" ? "-" : done,
		    n == "" ? "-" : n, sel == "" ? "-" : sel
	}' "$trace" 2>/dev/null
}

# one find $1 in gitview, $2 = loaded (type it once the history is in)
# or loading (as soon as the first commit is selected); sets ffirst,
# fdone, fn, fjump (ms from Return to the jump's selection) and frun
gvfind() {
	ffirst='' fdone='' fn='' fjump='' frun=''
	trace=$tmp/ftrace.$name.$2.$k
	gvstart || { stopgv; return 1; }
	if [ "$2" = loaded ]; then
		gvwait loaded || { stopgv; return 1; }
	else
		gvwait selected || { stopgv; return 1; }
	fi
	gvtype "$1"
	deadline=$(($(date +%s) + timeout))
	gvwait find || { stopgv; return 1; }
	while [ "$(findtraced | awk '{ print $2 }')" = - ]; do
		kill -0 "$gvpid" 2>/dev/null || { why="exited before the find was done"; stopgv; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="find not done after $timeout s"; stopgv; return 1; }
		sleep 0.05
	done
	stopgv
	frun=$(grep -E '^gitview: trace: run: git (rev-list|log) .*( --format=%H%x00| -S)' \
		"$trace" |
		tail -n 1 | sed 's/^gitview: trace: run: //')
	# shellcheck disable=SC2046 # four words
	set -- $(findtraced)
	# shellcheck disable=SC2034 # read by findbench
	ffirst=$1 fdone=$2 fn=$3
	[ "$fn" = - ] && fn=0
	if [ "$4" = - ]; then
		# shellcheck disable=SC2034 # read by findbench
		fjump=-
	else
		# shellcheck disable=SC2034 # read by findbench
		fjump=$(awk -v s="$4" -v r="$fsend" 'BEGIN { printf "%.1f", s - r }')
	fi
	return 0
}

# Down keys during find $1 (a slow one), 200 ms apart, while it runs:
# for each, the ms from sending it to PRIMARY holding the next commit
# (polled with xclip) are appended to $lats, and to its "selected" trace
# line to $tlats
gvkeys() {
	trace=$tmp/ktrace.$name.$k
	gvstart || { stopgv; return 1; }
	gvwait loaded || { stopgv; return 1; }
	gvtype "$1"
	deadline=$(($(date +%s) + timeout))
	# from the jump to the first match on, if there is one before the end
	while [ "$(findtraced | awk '{ print ($4 != "-" || $2 != "-") }')" = 0 ]; do
		kill -0 "$gvpid" 2>/dev/null || { why="exited during the find"; stopgv; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="no jump after $timeout s"; stopgv; return 1; }
		sleep 0.02
	done
	nk=0
	p0=$(timeout 2 xclip -o -selection primary 2>/dev/null)
	while [ $nk -lt 150 ] && ! grep -q 'trace: .* find done' "$trace"; do
		c0=$(grep -c 'trace: .* selected ' "$trace")
		t1=$(now)
		xdotool key --delay 0 Down
		while :; do
			p=$(timeout 2 xclip -o -selection primary 2>/dev/null)
			t2=$(now)
			isoid "$p" && [ "$p" != "$p0" ] && break
			[ $((t2 - t1)) -gt 2000000000 ] && break
		done
		lats="$lats $(ms $((t2 - t1)))"  # none in 2 s: counted as 2 s
		p0=$p
		i=0
		while [ "$(grep -c 'trace: .* selected ' "$trace")" -le "$c0" ] && [ $i -lt 100 ]; do
			i=$((i + 1))
			sleep 0.01
		done
		s=$(awk '$1 == "gitview:" && $4 == "selected" { t = $3 }
			END { sub(/^\+/, "", t); sub(/ms$/, "", t); print t }' "$trace")
		[ $i -lt 100 ] &&
			tlats="$tlats $(awk -v s="$s" -v t="$(ms $((t1 - gvt0)))" 'BEGIN { printf "%.1f", s - t }')"
		nk=$((nk + 1))
		t2=$(now)
		w=$((200000000 - (t2 - t1)))
		[ $w -gt 0 ] && sleep "$(awk -v w=$w 'BEGIN { printf "%.3f", w / 1e9 }')"
	done
	stopgv
	nkeys=$((nkeys + nk))
	return 0
}

# the median and the largest of the numbers $@: "MEDIAN MAX"
medmax() {
	printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
		if (NR == 0) { print "- -"; exit }
		if (NR % 2) m = v[(NR + 1) / 2]; else m = (v[NR / 2] + v[NR / 2 + 1]) / 2
		printf "%.1f %.1f\n", m, v[NR] }'
}

# a ratio a / b with two decimals, - when either is missing or b is 0
ratio2() {
	awk -v a="$1" -v b="$2" 'BEGIN {
		if (a == "-" || b == "-" || a == "" || b == "" || b + 0 <= 0) print "-"
		else printf "%.2f", a / b }'
}

# median of three that may be -: - when any is
median3d() {
	case " $* " in
	*" - "*) printf -- - ;;
	*) median3 "$@" ;;
	esac
}

# find for the repository bench() set up: $fmsg and $fadds (with their
# prefixes) over the view $fargs
findbench() {
	say ""
	say "== $name: find (gitview $fargs, a bare pattern over --all; ms; medians of 3;" \
		"gitview's first match and done from the find's start)"
	fsaved=$fargs
	for f in "$fmsg" "$fadds" "$fbare"; do
		[ -n "$f" ] || continue
		fargs=$fsaved
		case $f in bare:*) fargs=--all ;; esac
		say "   $f (gitview $fargs)"
		say "   git alone: $(gitfindline "$f")"
		gs=''
		case $f in
		msg:*|bare:*)
			# shellcheck disable=SC2046 # two words
			set -- $(gitsearch "$f")
			gs=$1 gsn=$2
			gw='rev-list --grep'
			case $f in bare:*) gw="$gw --author --committer, at once" ;; esac
			printf '   %-34s %s\n' "git's own search, as before" \
				"$(ms "$gs") ms to the last one's end, $gsn commits ($gw)" ;;
		esac
		ok=yes
		gfl='' gal='' fl='' dl='' jl='' vfl='' vdl='' vjl=''
		for k in 1 2 3; do
			# shellcheck disable=SC2046 # three words
			set -- $(gitfind "$f")
			gfl="$gfl $1" gal="$gal $2" gn=$3
			for v in loaded loading; do
				if ! gvfind "$f" $v; then
					say "   gitview FAILED ($v, round $k): $why; its stderr:"
					sed 's/^/   | /' "$trace" | tail -n 20
					failed=1
					ok=no
					break 2
				fi
				if [ $v = loaded ]; then
					fl="$fl $ffirst" dl="$dl $fdone" jl="$jl $fjump" ln=$fn
				else
					vfl="$vfl $ffirst" vdl="$vdl $fdone" vjl="$vjl $fjump" vn=$fn
				fi
			done
		done
		if [ $ok = no ]; then
			fsummary="$fsummary$(printf '%-14s %-22s   (gitview failed: %s)' "$name" "$f" "$why")
"
			continue
		fi
		[ "$frun" = "$(gitfindline "$f")" ] ||
			say "   NOTE: gitview ran: $frun"
		# shellcheck disable=SC2086 # lists of three numbers
		{
			gf=$(median3d $gfl)
			ga=$(ms "$(median3 $gal)")
		}
		[ "$gf" = - ] || gf=$(ms "$gf")
		[ -z "$gs" ] || gn=$gsn  # git lists every commit; its own search counts the matches
		printf '   %-34s %s\n' "git: first line, all (to EOF)" "$gf ms, $ga ms; $gn matches"
		for v in loaded loading; do
			# shellcheck disable=SC2086
			if [ $v = loaded ]; then
				what="gitview, find once loaded"
				mf=$(median3d $fl) md=$(median3 $dl) mj=$(median3d $jl) mn=$ln
			else
				what="gitview, find while loading"
				mf=$(median3d $vfl) md=$(median3 $vdl) mj=$(median3d $vjl) mn=$vn
			fi
			rf=$(ratio2 "$mf" "$gf")
			rd=$(ratio2 "$md" "$ga")
			dmark=
			[ -z "$gs" ] || [ $v = loading ] ||
				dmark="  $(mark "$rd" "$maxfind") (target <= $maxfind)"
			printf '   %-34s %s\n' "$what" \
				"first match $mf ms, done $md ms, $mn matches; selected $mj ms after Return" \
				"  ratio first / git first" "$rf" \
				"  ratio done / git all" "$rd$dmark"
			[ "$mn" = "$gn" ] || say "   NOTE: gitview found $mn matches, git $gn"
			fl_='%-14s %-22s %-7s %8s %9s %8s %9s %8s %6s %6s %7s %s'
			# shellcheck disable=SC2059 # the format is fl_
			fsummary="$fsummary$(printf "$fl_" "$name" "$f" "$v" "$gf" "$ga" "$mf" "$md" \
				"$mj" "$rf" "$rd" "$mn/$gn" \
				"$([ -n "$gs" ] && printf 'before: %s ms' "$(ms "$gs")")")
"
		done
	done
	fargs=$fsaved

	# key latency while a slow find runs
	[ -n "$fadds" ] || return
	lats='' tlats='' nkeys=0
	for k in 1 2 3; do
		if ! gvkeys "$fadds"; then
			say "   gitview FAILED (keys, round $k): $why; its stderr:"
			sed 's/^/   | /' "$trace" | tail -n 20
			failed=1
			ksummary="$ksummary$(printf '%-14s %-22s   (gitview failed: %s)' "$name" "$fadds" "$why")
"
			return
		fi
	done
	if [ "$nkeys" -eq 0 ]; then
		say "   Down during $fadds: the find ended before the first key"
		ksummary="$ksummary$(printf '%-14s %-22s   (the find ended before the first key)' "$name" "$fadds")
"
		return
	fi
	# shellcheck disable=SC2046,SC2086 # two words; $lats is a list of numbers
	set -- $(medmax $lats) $(medmax $tlats)
	kmed=$1 kmax=$2 tmed=$3 tmax=$4
	kmark=$(awk -v v="$tmax" -v t="$maxlat" 'BEGIN { print v != "-" && v + 0 < t + 0 ? "PASS" : "MISS" }')
	kmmark=$(awk -v v="$tmed" -v t="$maxlat" 'BEGIN { print v != "-" && v + 0 < t + 0 ? "PASS" : "MISS" }')
	printf '   %-34s %s\n' "Down every 200 ms during $fadds" "$nkeys keys in 3 runs, while the find ran" \
		"  median latency" "$tmed ms  $kmmark (target < $maxlat; trace), $kmed ms (PRIMARY, external)" \
		"  worst latency" "$tmax ms  $kmark (target < $maxlat; trace), $kmax ms (PRIMARY, external)"
	ksummary="$ksummary$(printf '%-14s %-22s %5s %8s %s %8s %s %8s %8s' \
		"$name" "$fadds" "$nkeys" "$tmed" "$kmmark" "$tmax" "$kmark" "$kmed" "$kmax")
"
}

# the finds and the view for the repository bench() set up: $1 = synth
# (genrepo's messages and files) or repo (picked from its history, or
# from $GITVIEW_BENCH_FIND_MSG, _ADDS and _ARGS)
findpick() {
	if [ "$1" = synth ]; then
		fargs=--all
		fmsg='msg:change 1000$'
		# main/f holds "main N" for main's Nth commit: "main N/10" is
		# added once near the end (N) and once early (N/10)
		fadds=$(inrepo git cat-file -p main:main/f 2>/dev/null | sed 's/.$//')
		[ -n "$fadds" ] && fadds="adds:$fadds"
		fbare="bare:${GITVIEW_BENCH_FIND_BARE:-${fmsg#msg:}}"
		return
	fi
	fargs=${GITVIEW_BENCH_FIND_ARGS:-}
	if [ -z "$fargs" ]; then
		# git log -S over a long history takes minutes: the newest
		# 50,000 commits by date, for git and gitview alike
		fargs=--all
		if [ "$n" -gt 50000 ]; then
			d=$(inrepo git log --all --format=%ct --skip=49999 -n 1 2>/dev/null)
			[ -n "$d" ] && fargs="--all --since=@$d"
		fi
	fi
	if [ -n "${GITVIEW_BENCH_FIND_MSG:-}" ]; then
		fmsg=msg:$GITVIEW_BENCH_FIND_MSG
	else
		# a word of the subjects in about 20 of the view's commits
		# shellcheck disable=SC2086 # $fargs is a list of words
		fmsg=$(inrepo git log --format=%s $fargs 2>/dev/null |
			tr -cs 'abcdefghijklmnopqrstuvwxyz' '\n' | awk 'length($0) >= 5' | sort | uniq -c |
			awk '{ d = $1 - 20; d = d < 0 ? -d : d
				if (best == "" || d < bd) { best = $2; bd = d } }
				END { print best }')
		[ -n "$fmsg" ] && fmsg="msg:$fmsg"
	fi
	fbare=${GITVIEW_BENCH_FIND_BARE:-${fmsg#msg:}}
	[ -n "$fbare" ] && fbare="bare:$fbare"
	if [ -n "${GITVIEW_BENCH_FIND_ADDS:-}" ]; then
		fadds=adds:$GITVIEW_BENCH_FIND_ADDS
	else
		# a long identifier from a line that a recent commit adds, or
		# else the first such line
		inrepo git log --all --no-merges -n 50 -p --format= --no-color 2>/dev/null |
			sed -n 's/^+\([^+]\)/\1/p' >"$tmp/added"
		fadds=$(tr -cs 'A-Za-z0-9_' '\n' <"$tmp/added" |
			grep -E '^[A-Za-z_][A-Za-z0-9_]{9,}$' | head -n 1)
		[ -n "$fadds" ] ||
			fadds=$(sed -n 's/^[[:space:]]*//; s/[[:space:]]*$//; /..../{ p; q; }' "$tmp/added")
		[ -n "$fadds" ] && fadds="adds:$fadds"
	fi
}

# the find section's table, when it ran
findsummary() {
	[ -n "$fsummary" ] || return 0
	say ""
	say "== find (ms, medians of 3; gv-1st and gv-done from the find's start, jump from Return to the selection; ratios against git alone, target r-done <= $maxfind for msg: and bare; before: git's own search, as gitview ran it)"
	printf '%-14s %-22s %-7s %8s %9s %8s %9s %8s %6s %6s %7s\n' \
		repo find gitview git-1st git-all gv-1st gv-done jump r-1st r-done matches
	printf '%s' "$fsummary"
}

# findsection synth|repo: the find section unless GITVIEW_BENCH_FIND=0
findsection() {
	[ -n "$1" ] && [ "$findon" != 0 ] || return 0
	findpick "$1"
	if [ -z "$fmsg" ] && [ -z "$fadds" ]; then
		say ""
		say "== $name: find: no pattern picked, skipped"
		return 0
	fi
	findbench
}

# --- the patch's options --------------------------------------------------------

# the "... N ms" ends of trace lines "+T ms $1 ... in N ms", one a line
againtimes() {
	awk -v what="$1" '$1 == "gitview:" && $2 == "trace:" && index($0, what) {
		t = $NF; sub(/ms$/, "", t); print t }' "$trace" 2>/dev/null
}

# wait until the trace has $2 lines with $1; 1 at gitview's exit or the
# deadline
waitcount() {
	while [ "$(againtimes "$1" | wc -l)" -lt "$2" ]; do
		kill -0 "$gvpid" 2>/dev/null || { why="exited before '$1' $2"; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="no '$1' $2 after $timeout s"; return 1; }
		sleep 0.02
	done
}

# start gitview -1 $1 in $rdir and wait for its patch; trace in $trace
optsstart() {
	fargs="-1 $1"
	gvstart || { stopgv; return 1; }
	waitcount "patch $1 done" 1 || { stopgv; return 1; }
}

# the largest patch: with -U2, the changed words off, then on, beside
# git alone
wordsbench() {
	on1='' on2='' on3='' off1='' off2='' off3='' g1='' g2='' g3=''
	for k in 1 2 3; do
		t0=$(now)
		# shellcheck disable=SC2086 # $diffargs is a list of words
		inrepo git diff-tree $diffargs -U2 "$1" 2>/dev/null | cat >/dev/null
		t1=$(now)
		eval "g$k=$(ms $((t1 - t0)))"
		trace=$tmp/otrace.$name.words.$k
		optsstart "$1" || return 1
		# - (-U2, the words on: a warm-up); W (off) and +; - (-U2, the
		# words off); W (-U2, the words on again)
		xdotool key --delay 0 minus
		waitcount "again on screen" 1 || { stopgv; return 1; }
		xdotool key --delay 0 W plus
		waitcount "again on screen" 2 || { stopgv; return 1; }
		xdotool key --delay 0 minus
		waitcount "again on screen" 3 || { stopgv; return 1; }
		xdotool key --delay 0 W
		waitcount "again on screen" 4 || { stopgv; return 1; }
		stopgv
		eval "off$k=$(againtimes "again on screen" | sed -n 3p)"
		eval "on$k=$(againtimes "again on screen" | sed -n 4p)"
	done
	won=$(median3 "$on1" "$on2" "$on3")
	woff=$(median3 "$off1" "$off2" "$off3")
	wgit=$(median3 "$g1" "$g2" "$g3")
	wlines=$(ptraced "$trace" "$1" done | awk '{ print $2 }')
	return 0
}

# the small commit: w three times; git diff-tree -w alone
togglebench() {
	g1='' g2='' g3=''
	for k in 1 2 3; do
		t0=$(now)
		# shellcheck disable=SC2086 # $diffargs is a list of words
		inrepo git diff-tree $diffargs -w "$1" 2>/dev/null | cat >/dev/null
		t1=$(now)
		eval "g$k=$(ms $((t1 - t0)))"
	done
	tgit=$(median3 "$g1" "$g2" "$g3")
	trace=$tmp/otrace.$name.toggle
	optsstart "$1" || return 1
	for k in 1 2 3; do
		xdotool key --delay 0 w
		waitcount "again on screen" $k || { stopgv; return 1; }
	done
	stopgv
	# shellcheck disable=SC2046 # three numbers
	tmed=$(median3 $(againtimes "again on screen"))
	return 0
}

# a commit whose patch is 10,000 lines, in $tmp/pages
pagesrepo() {
	[ -d "$tmp/pages" ] && return 0
	git init -q "$tmp/pages" || return 1
	awk 'BEGIN { for (i = 1; i <= 5000; i++) printf "line %d of the old text, long enough to be a line of code\n", i }' >"$tmp/pages/f.txt"
	(cd "$tmp/pages" && git add f.txt && git commit -q -m old) || return 1
	awk 'BEGIN { for (i = 1; i <= 5000; i++) printf "line %d of the new text, long enough to be a line of code\n", i }' >"$tmp/pages/f.txt"
	(cd "$tmp/pages" && git commit -q -am new) || return 1
}

# Next 30 times in the commit pane, unified then side by side: sets
# pglines, pgu and pgs ("MEDIAN MAX" ms)
pagebench() {
	pagesrepo || return 1
	ordir=$rdir obare=$bare
	rdir=$tmp/pages bare=false
	trace=$tmp/otrace.pages
	sha=$(inrepo git rev-parse HEAD)
	optsstart "$sha" || { rdir=$ordir bare=$obare; return 1; }
	pglines=$(ptraced "$trace" "$sha" done | awk '{ print $2 }')
	xdotool key --delay 0 Tab
	for i in $(seq 30); do xdotool key --delay 0 Next; sleep 0.03; done
	waitcount "page on screen" 30
	# shellcheck disable=SC2046 # the numbers
	pgu=$(medmax $(againtimes "page on screen"))
	xdotool key --delay 0 s
	for i in $(seq 30); do xdotool key --delay 0 Next; sleep 0.03; done
	waitcount "page on screen" 60
	stopgv
	# shellcheck disable=SC2046 # the numbers
	pgs=$(medmax $(againtimes "page on screen" | sed -n '31,$p'))
	rdir=$ordir bare=$obare
	return 0
}

# the section for the repository bench() set up
optsbench() {
	[ "$optson" != 0 ] || return 0
	say ""
	say "== $name: the patch's options (ms, from the key to the repaint, gitview's trace)"
	pick || { say "   no commits picked, skipped"; return; }
	largest=$(awk '$1 == "largest" { print $2 }' "$pfile")
	small=$(awk '$1 == "small" { print $2 }' "$pfile")
	won='' woff='' wgit='' wr='' wlines='' tmed='' tgit=''
	if [ -n "$largest" ] && wordsbench "$largest"; then
		wr=$(ratio2 "$won" "$woff")
		printf '   %-34s %s\n' "largest patch ($wlines lines), -U2" \
			"words on $won ms, off $woff ms, git diff-tree alone $wgit ms" \
			"words on / off" "$wr  $(mark "$wr" $maxwords) (target <= $maxwords)" \
			"words on / git alone" "$(ratio2 "$won" "$wgit")"
	else
		say "   changed words: FAILED: $why"
		failed=1
	fi
	if [ -n "$small" ] && togglebench "$small"; then
		printf '   %-34s %s\n' "w on the small commit" \
			"$tmed ms  $(mark "$tmed" $maxtoggle) (target <= $maxtoggle); git diff-tree -w alone $tgit ms"
	else
		say "   toggle: FAILED: $why"
		failed=1
	fi
	osummary="$osummary$(printf '%-14s %8s %8s %8s %8s %6s %6s %6s' "$name" "${wlines:--}" \
		"${won:--}" "${woff:--}" "${wgit:--}" "${wr:--}" "${tmed:--}" "${tgit:--}")
"
}

# three rounds in $rdir, each git alone then gitview, so that both see
# the same load on the machine: sets gittot and gitfirst (ms), selms,
# extsel, loadms, hwm, gitcpu and gvcpu (CPU ms), each the median of
# three, stallms and stallcpu (the worst of three) and loadn and run; 1
# when gitview failed (why says how)
loadrounds() {
	tot1='' tot2='' tot3='' fl1='' fl2='' fl3=''
	sel1='' sel2='' sel3='' ext1='' ext2='' ext3=''
	load1='' load2='' load3='' hwm1='' hwm2='' hwm3='' stalls='' stallcpus=''
	gc1='' gc2='' gc3='' vc1='' vc2='' vc3=''
	for k in 1 2 3; do
		t0=$(now)
		# git's CPU alone: times in the pipeline's subshell, whose child it is
		{
			times >"$tmp/times.0"
			inrepo git rev-list --parents --all 2>/dev/null
			times >"$tmp/times.1"
		} | cat >/dev/null
		t1=$(now)
		eval "tot$k=$((t1 - t0)) gc$k=$(timesms "$tmp/times.0" "$tmp/times.1")"
		t0=$(now)
		t1=$(firstline)
		eval "fl$k=$((t1 - t0))"
		gvrun || return 1
		eval "sel$k=\$selms ext$k=\$extsel load$k=\$loadms hwm$k=\$hwm vc$k=\$gvcpu"
		stalls="$stalls ${stallms:--}" stallcpus="$stallcpus ${stallcpu:--}"
	done
	# shellcheck disable=SC2086 # lists of three
	{
		stallms=$(printf '%s\n' $stalls | sort -n | tail -n 1)
		stallcpu=$(printf '%s\n' $stallcpus | sort -n | tail -n 1)
	}
	gitcpu=$(median3 "$gc1" "$gc2" "$gc3")
	gvcpu=$(median3 "$vc1" "$vc2" "$vc3")
	gittot=$(ms "$(median3 "$tot1" "$tot2" "$tot3")")
	gitfirst=$(ms "$(median3 "$fl1" "$fl2" "$fl3")")
	selms=$(median3 "$sel1" "$sel2" "$sel3")
	extsel=$(median3 "$ext1" "$ext2" "$ext3")
	loadms=$(median3 "$load1" "$load2" "$load3")
	hwm=$(median3 "$hwm1" "$hwm2" "$hwm3")
	return 0
}

# the bytes a commit may take in a history of $1 commits
bpctarget() {
	if [ "${1:-0}" -ge "$big" ]; then echo "$maxbpcbig"; else echo "$maxbpc"; fi
}

# gitview's own cost a commit in a load, without git, X or the loop:
# tests/bench/revload on git rev-list's output, saved in $tmp
revloadcost() {
	inrepo git rev-list --parents --all >"$tmp/revload.in" 2>/dev/null
	rlout=$("$top/tests/bench/revload" 5 <"$tmp/revload.in")
	rm -f "$tmp/revload.in"
}

# a / b with two decimals, - when b is not above 0
div2() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'
}

# the load figures again on a copy of the history with a commit-graph
# file, where git walks several times faster and gitview's own cost
# shows: a mirror clone sharing the objects (git clone --shared: the
# history is only read) in $tmp, where commit-graph write --reachable
# writes the file; the plain figures of bench() are in gittot, loadms and
# ratio
cgbench() {
	pgittot=$gittot ploadms=$loadms pratio=$ratio
	pgvcpu=$gvcpu pgitcpu=$gitcpu pstallcpu=$stallcpu
	ordir=$rdir obare=$bare on=$n
	cgdir=$tmp/cg.$name.git
	# shellcheck disable=SC2016 # expanded by that sh
	had=$(inrepo sh -c 'i=$(git rev-parse --git-path objects/info) &&
		{ [ -e "$i/commit-graph" ] || [ -d "$i/commit-graphs" ]; } && echo yes')
	say ""
	say "== $name: a copy with a commit-graph file ($cgdir)"
	[ "$had" = yes ] &&
		say "   NOTE: $rdir has a commit-graph file already: the figures above used it too"
	t0=$(now)
	if ! git clone -q --mirror --shared "$rdir" "$cgdir" >"$tmp/cg.log" 2>&1 ||
	   ! GIT_DIR=$cgdir git commit-graph write --reachable >>"$tmp/cg.log" 2>&1; then
		sed 's/^/   | /' "$tmp/cg.log" | tail -n 20
		say "   bench: the copy or its commit-graph failed, skipped"
		failed=1
		cgsummary="$cgsummary$(printf '%-14s %9s   (no copy with a commit-graph)' "$name" "$n")
"
		return
	fi
	t1=$(now)
	rdir=$cgdir bare=true
	n=$(inrepo git rev-list --all --count 2>/dev/null)
	say "   copied and commit-graph written in $(ms $((t1 - t0))) ms"
	if ! loadrounds; then
		[ -n "$run" ] && say "   run: $run"
		say "   gitview FAILED with the commit-graph (round $k): $why; its stderr:"
		sed 's/^/   | /' "$trace" | tail -n 20
		failed=1
		cgsummary="$cgsummary$(printf '%-14s %9s   (gitview failed: %s)' "$name" "$n" "$why")
"
		rdir=$ordir bare=$obare n=$on
		return
	fi
	[ "$n" = "$on" ] || say "   NOTE: the copy lists $n commits, the history $on"
	[ "$loadn" = "$n" ] || say "   NOTE: gitview loaded $loadn commits, git lists $n"
	cgratio=$(div2 "$loadms" "$gittot")
	speedup=$(div2 "$pgittot" "$gittot")
	bpc=$(awk -v h="$hwm" -v n="$loadn" 'BEGIN { printf "%.0f", h * 1024 / n }')
	cgt=$maxcgsmall
	[ "$n" -ge "$big" ] && cgt=$maxcgratio
	[ -n "$cgt0" ] && cgt=$cgt0
	cmark=$(mark "$cgratio" "$cgt")
	cbmark=$(mark "$bpc" "$(bpctarget "$loadn")")
	printf '   %-34s %s\n' \
		"commits" "$n" \
		"git: first line" "$gitfirst ms" \
		"git: all (to EOF)" "$gittot ms (the history as it is: $pgittot ms; speed-up $speedup)" \
		"gitview: first commit selected" "$selms ms (trace), $extsel ms (PRIMARY, external)" \
		"gitview: loaded" "$loadms ms (trace; the history as it is: $ploadms ms)" \
		"ratio loaded / git" "$cgratio  $cmark (target <= $cgt; the history as it is: $pratio)" \
		"CPU: gitview itself, git alone" "$gvcpu ms, $gitcpu ms (user + sys; ratio $(div2 "$gvcpu" "$gitcpu"))" \
		"longest stall of the loop, loading" "worst of 3: $stallms ms, $stallcpu ms CPU  $(mark "$stallms" $maxstall) $(mark "$stallcpu" $maxstall) (target <= $maxstall)" \
		"bytes / commit" "$bpc  $cbmark (target <= $(bpctarget "$loadn"))"
	cgsummary="$cgsummary$(printf '%-14s %9s %9s %9s %9s %9s %8s %7s %9s %s' \
		"$name" "$n" "$pgittot" "$ploadms" "$pratio" "$gittot" "$speedup" \
		"$selms" "$loadms" "$cgratio $cmark")
"
	rdir=$ordir bare=$obare n=$on
}

# a history with a commit-graph file (the synthetic one): the load again
# in a copy sharing its objects where git is told to use none
# (core.commitGraph false), as in a repository without one: gitview then
# learns the history's size only as it comes, and its tables grow as it
# loads. Its own lines: loaded against git alone, and the loop's longest
# stall, target <= $maxstall as with the file
nocgbench() {
	[ "$had" = yes ] || return 0
	ordir=$rdir obare=$bare on=$n
	ncdir=$tmp/nocg.$name.git
	say ""
	say "== $name: a copy without a commit-graph file ($ncdir)"
	if ! git clone -q --mirror --shared "$rdir" "$ncdir" >"$tmp/nocg.log" 2>&1 ||
	   ! GIT_DIR=$ncdir git config core.commitGraph false >>"$tmp/nocg.log" 2>&1; then
		sed 's/^/   | /' "$tmp/nocg.log" | tail -n 20
		say "   bench: the copy failed, skipped"
		failed=1
		return
	fi
	rdir=$ncdir bare=true
	if loadrounds; then
		printf '   %-34s %s\n' \
			"git: all (to EOF)" "$gittot ms" \
			"gitview: loaded" "$loadms ms (trace), $loadn commits" \
			"ratio loaded / git" "$(div2 "$loadms" "$gittot")" \
			"CPU: gitview itself, git alone" "$gvcpu ms, $gitcpu ms (user + sys)" \
			"longest stall of the loop, loading" \
			"worst of 3: $stallms ms  $(mark "$stallms" $maxstall) (target <= $maxstall)" \
			"  its CPU time" "worst of 3: $stallcpu ms  $(mark "$stallcpu" $maxstall)"
	else
		say "   gitview FAILED without the commit-graph (round $k): $why"
		failed=1
	fi
	rdir=$ordir bare=$obare n=$on
}

# userepo NAME DIR: sets name, rdir, bare and n (its commits) for DIR;
# 1 when it is not a repository
userepo() {
	name=$1
	rdir=$(cd "$2" 2>/dev/null && pwd) || { say "bench: $2: no such directory" >&2; failed=1; return 1; }
	bare=$(cd "$rdir" && git rev-parse --is-bare-repository 2>/dev/null) ||
		{ say "bench: $rdir: not a git repository" >&2; failed=1; return 1; }
	if [ "$bare" != true ]; then
		# a work tree's top, or else (inside .git) use it as GIT_DIR
		top2=$(cd "$rdir" && git rev-parse --show-toplevel 2>/dev/null)
		if [ -n "$top2" ]; then
			rdir=$top2
		else
			rdir=$(cd "$rdir" && cd "$(git rev-parse --git-dir)" && pwd) ||
				{ failed=1; return 1; }
			bare=true
		fi
	fi
	n=$(inrepo git rev-list --all --count 2>/dev/null)
}

# bench NAME DIR [patches [synth|repo]]: the last for a find section
bench() {
	userepo "$1" "$2" || return
	say ""
	say "== $name: $rdir"
	if [ "$optson" = only ]; then
		optsbench
		return
	fi
	if [ -z "$n" ] || [ "$n" -eq 0 ]; then
		say "   no commits, skipped"
		summary="$summary$(printf '%-14s %9s   (no commits, skipped)' "$name" 0)
"
		return
	fi

	loadrounds || { gvfailed; [ "$3" = patches ] && patchbench; findsection "$4"; return; }

	[ -n "$run" ] && say "   run: $run"
	[ "$n" -ge 10000 ] ||
		say "   NOTE: a small history: fixed costs dominate both targets"
	[ "$loadn" = "$n" ] || say "   NOTE: gitview loaded $loadn commits, git lists $n"

	ratio=$(awk -v a="$loadms" -v b="$gittot" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
	bpc=$(awk -v h="$hwm" -v n="$loadn" 'BEGIN { printf "%.0f", h * 1024 / n }')
	hwmb=$((hwm * 1024))
	rmark=$(mark "$ratio" "$loadt")
	bmark=$(mark "$bpc" "$(bpctarget "$loadn")")
	ahead=$(awk -v a="$loadms" -v s="$selms" 'BEGIN { printf "%.1f", a - s }')
	gahead=$(awk -v a="$gittot" -v s="$selms" 'BEGIN { printf "%.1f", a - s }')

	printf '   %-34s %s\n' \
		"commits" "$n" \
		"git: first line" "$gitfirst ms" \
		"git: all (to EOF)" "$gittot ms" \
		"gitview: first commit selected" "$selms ms (trace), $extsel ms (PRIMARY, external)" \
		"gitview: loaded" "$loadms ms (trace)" \
		"ratio loaded / git" "$ratio  $rmark (target <= $loadt)" \
		"CPU: gitview itself, git alone" "$gvcpu ms, $gitcpu ms (user + sys; ratio $(div2 "$gvcpu" "$gitcpu"))" \
		"peak RSS (VmHWM)" "$hwmb bytes" \
		"bytes / commit" "$bpc  $bmark (target <= $(bpctarget "$loadn"))" \
		"first screen before load finished" "$ahead ms (gitview loaded - selected)" \
		"first screen before git finished" "$gahead ms (git alone - selected)" \
		"longest stall of the loop, loading" "worst of 3: $stallms ms ($stalls)  $(mark "$stallms" $maxstall) (target <= $maxstall)" \
		"  its CPU time" "worst of 3: $stallcpu ms ($stallcpus)  $(mark "$stallcpu" $maxstall) (the rest is waiting for the CPU)"
	summary="$summary$(printf '%-14s %9s %8s %9s %9s %9s %9s %5s %s %7s %s %6s %s' \
		"$name" "$n" "$gitfirst" "$gittot" "$selms" "$extsel" "$loadms" \
		"$ratio" "$rmark" "$bpc" "$bmark" "$stallms" "$(mark "$stallms" $maxstall)")
"
	revloadcost
	printf '   %-34s %s\n' "parse, add and lay out alone" "$rlout (tests/bench/revload)"
	cgbench
	nocgbench
	[ "$loadon" = only ] && return
	[ "$3" = patches ] && patchbench
	[ "$3" = patches ] && optsbench
	findsection "$4"
}

# --- merge-heavy ---------------------------------------------------------------

# the load figures (bench) on genrepo -m's history, without a commit-graph
# file and on a copy with one, against the targets above; their rows go
# to a table of their own, each target beside its figure
mergesbench() {
	[ "$mergeson" != 0 ] || return 0
	msum=$summary mcgsum=$cgsummary
	mm=$(GIT_DIR=$msynth git rev-list --all --merges --count 2>/dev/null)
	ratio='' cgratio='' loadt=$maxmratio cgt0=$maxmcgratio
	bench "$mlabel" "$msynth"
	loadt=$maxratio cgt0=
	summary=$msum cgsummary=$mcgsum
	say "   merges: $mm of $n commits ($(awk -v m="$mm" -v n="$n" 'BEGIN { printf "%.1f", n ? 100 * m / n : 0 }')%)"
	if [ -z "$cgratio" ]; then
		msummary="$msummary$(printf '%-14s %9s   (gitview failed: %s)' "$mlabel" "$n" "$why")
"
		return
	fi
	msummary="$msummary$(printf '%-14s %9s %6s %8s %8s %5s %s %7s %7s %5s %s %6s %6s %6s %6s %6s %6s' \
		"$mlabel" "$n" "$mm" "$pgittot" "$ploadms" "$pratio" "$(mark "$pratio" "$maxmratio")" \
		"$gittot" "$loadms" "$cgratio" "$(mark "$cgratio" "$maxmcgratio")" \
		"$pgvcpu" "$pgitcpu" "$gvcpu" "$gitcpu" "$pstallcpu" "$stallcpu")
"
}

# the ms from key $1, sent once gitview has loaded, to the next "loaded"
# in its trace: keyms, and gitview's own CPU ms meanwhile: keycpu; 1
# when it did not come
keyload() {
	gvwait loaded || return 1
	c0=$(procms "$gvpid")
	xdotool key --delay 0 "$1"
	keyms=
	while [ -z "$keyms" ]; do
		keyms=$(awk -v k="$1" '$1 == "gitview:" && $2 == "trace:" && $3 ~ /^\+[0-9.]+ms$/ {
			t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
			if ($4 == "key" && $5 == k && kt == "") kt = t
			else if (kt != "" && $4 == "loaded") { printf "%.1f", t - kt; exit }
		}' "$trace" 2>/dev/null)
		kill -0 "$gvpid" 2>/dev/null || { why="exited before $1's load"; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="no load after $1 in $timeout s"; return 1; }
		sleep 0.02
	done
	keycpu=$(($(procms "$gvpid") - c0))
}

# the folded merges (see the header): z's load beside --first-parent's
foldbench() {
	[ "$foldon" != 0 ] || return 0
	userepo "$mlabel" "$msynth" || return
	say ""
	say "== folded merges: $rdir"
	fpall= foldall= fpcpu= foldcpu= trace=$tmp/fold.trace
	for round in 1 2 3; do
		fargs=--first-parent
		gvstart && keyload r || { stopgv; say "   gitview failed: $why"; return; }
		fpall="$fpall $keyms" fpcpu="$fpcpu $keycpu"
		stopgv
		fargs=
		gvstart && keyload z || { stopgv; say "   gitview failed: $why"; return; }
		foldall="$foldall $keyms" foldcpu="$foldcpu $keycpu"
		stopgv
		say "   round $round: --first-parent (r) $(echo "$fpall" | awk '{ print $NF }') ms" \
			"($(echo "$fpcpu" | awk '{ print $NF }') ms CPU), folded (z) $keyms ms ($keycpu ms CPU)"
	done
	# shellcheck disable=SC2086 # lists of numbers
	fpms=$(median3 $fpall) foldms=$(median3 $foldall)
	fratio=$(ratio2 "$foldms" "$fpms")
	# shellcheck disable=SC2086 # lists of numbers
	fpc=$(median3 $fpcpu) foldc=$(median3 $foldcpu)
	fsummary=$(printf '%-14s %9s %10s %10s %6s %s %7s %7s %6s' "$mlabel" "$n" "$fpms" "$foldms" \
		"$fratio" "$(mark "$fratio" "$maxfoldratio")" "$fpc" "$foldc" "$(ratio2 "$foldc" "$fpc")")
}

foldsummary() {
	[ -n "${fsummary:-}" ] || return 0
	say ""
	say "== folded merges (ms from the key to loaded, medians of 3; target: folded / --first-parent <= $maxfoldratio; gitview's own CPU ms meanwhile)"
	printf '%-14s %9s %10s %10s %11s %7s %7s %6s\n' repo commits first-par folded ratio \
		fp-cpu f-cpu ratio
	printf '%s\n' "$fsummary"
}

mergessummary() {
	foldsummary
	[ -n "$msummary" ] || return 0
	say ""
	say "== merge-heavy (ms, medians of 3; targets: loaded / git alone <= $maxmratio without a commit-graph, <= $maxmcgratio with one; CPU user + sys, gitview's own and git's alone; stall-cpu the loop's longest turn's CPU, worst of 3)"
	printf '%-14s %9s %6s %8s %8s %10s %7s %7s %10s %6s %6s %6s %6s %6s %6s\n' \
		repo commits merges git-all loaded ratio cg-git cg-load cg-ratio gv-cpu git-cpu \
		cg-gv cg-git stl-cpu cg-stl
	printf '%s' "$msummary"
}

# the first "+T ms patch $1 done" at or after $2 ms, in $trace
donetraced() {
	awk -v sha="$1" -v after="$2" '
	$1 == "gitview:" && $2 == "trace:" && $4 == "patch" && $5 == sha && $6 == "done" {
		t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
		if (t + 0 >= after + 0) { print t; exit }
	}' "$trace" 2>/dev/null
}

# wait for donetraced $1 $2; prints its ms from $2; 1 at the deadline
gvdone() {
	while [ -z "$(donetraced "$1" "$2")" ]; do
		kill -0 "$gvpid" 2>/dev/null || { why="exited before patch $1 was done"; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="no patch $1 done after $timeout s"; return 1; }
		sleep 0.01
	done
	awk -v a="$(donetraced "$1" "$2")" -v b="$2" 'BEGIN { printf "%.1f", a - b }'
}

# "MS N": the ms from loaded to the first "links N SHA" after it in
# $trace, "- -" when there is none yet
linkstraced() {
	awk '$1 == "gitview:" && $2 == "trace:" && $3 ~ /^\+[0-9.]+ms$/ {
		t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
		if ($4 == "loaded") l = t
		else if ($4 == "links" && l != "" && t + 0 >= l + 0 && r == "")
			{ r = sprintf("%.1f", t - l); n = $5 }
	}
	END { print (r == "" ? "- -" : r " " n) }' "$trace" 2>/dev/null
}

# a goto to $1 (: HEX Return), waiting for its selection
gvgoto() {
	xdotool key --delay 0 colon
	xdotool type --delay 2 -- "$1"
	xdotool key --delay 0 Return
	while ! grep -q "trace: .* selected $1\$" "$trace"; do
		kill -0 "$gvpid" 2>/dev/null || { why="exited before selecting $1"; return 1; }
		[ "$(date +%s)" -ge "$deadline" ] && { why="goto $1: not selected after $timeout s"; return 1; }
		sleep 0.02
	done
}

# a key $1 sent now: sets ksend, ms from gitview's start
gvsend() {
	t1=$(now)
	xdotool key --delay 0 "$1"
	ksend=$(ms $((t1 - gvt0)))
}

# the compare section (see the header), in the synthetic repository
comparebench() {
	[ "$compareon" = 0 ] && return
	say ""
	say "== compare and links: $synth"
	clone=$tmp/compare.git
	rm -rf "$clone"
	git clone -q --mirror --shared "$synth" "$clone" 2>/dev/null || { say "   cannot clone, skipped"; return; }
	srdir=$rdir sbare=$bare
	rdir=$clone bare=true
	to=$(inrepo git rev-parse main)
	from=$(inrepo git rev-parse main~20)
	nall=$(inrepo git rev-list --all --count)
	words=$(inrepo git rev-list --all | awk -v s=$((nall / 8 + 1)) 'NR % s == 1' |
		head -n 8 | cut -c1-9 | tr '\n' ' ')
	links=$(printf '%s\n' "bench: links" "" "Names $words." |
		GIT_COMMITTER_DATE="2524608000 +0000" GIT_AUTHOR_DATE="2524608000 +0000" \
		inrepo git commit-tree -p "$to" "$to^{tree}")
	[ -n "$links" ] && inrepo git update-ref refs/heads/bench-links "$links" ||
		{ say "   cannot make the commit that names others, skipped"; rdir=$srdir bare=$sbare; return; }
	gd='' gr='' gp='' vd='' vr='' vl=''
	for k in 1 2 3; do
		t0=$(now)
		# shellcheck disable=SC2086 # $diffargs is a list of words
		inrepo git diff-tree $diffargs "$from" "$to" >/dev/null
		t1=$(now)
		inrepo git range-diff --no-color "$from...$to" >/dev/null
		t2=$(now)
		# shellcheck disable=SC2086 # the words
		inrepo git rev-parse $words >/dev/null
		t3=$(now)
		gd="$gd $(ms $((t1 - t0)))" gr="$gr $(ms $((t2 - t1)))" gp="$gp $(ms $((t3 - t2)))"
		trace=$tmp/ctrace.$k
		fargs=--all
		gvstart || { say "   gitview: $why"; stopgv; break; }
		gvwait loaded || { say "   gitview: $why"; stopgv; break; }
		while [ "$(linkstraced | cut -d' ' -f1)" = - ]; do
			kill -0 "$gvpid" 2>/dev/null || break
			[ "$(date +%s)" -ge "$deadline" ] && break
			sleep 0.02
		done
		set -- $(linkstraced)
		vl="$vl $1" nl=$2
		gvgoto "$from" || { say "   gitview: $why"; stopgv; break; }
		xdotool key --delay 0 m
		gvgoto "$to" || { say "   gitview: $why"; stopgv; break; }
		gvsend d
		v=$(gvdone "$to" "$ksend") || { say "   gitview: $why"; stopgv; break; }
		vd="$vd $v"
		gvsend R
		v=$(gvdone "$to" "$ksend") || { say "   gitview: $why"; stopgv; break; }
		vr="$vr $v"
		stopgv
	done
	rdir=$srdir bare=$sbare
	# shellcheck disable=SC2086 # lists of numbers
	set -- "$(median3 $gd)" "$(median3 $vd)" "$(median3 $gr)" "$(median3 $vr)" \
		"$(median3 $gp)" "$(median3 $vl)"
	printf '   %-34s %s\n' \
		"d: git diff-tree main~20 main" "$1 ms" \
		"d: gitview, key to patch done" "$2 ms  ratio $(ratio2 "$2" "$1")" \
		"R: git range-diff main~20...main" "$3 ms" \
		"R: gitview, key to patch done" "$4 ms  ratio $(ratio2 "$4" "$3")" \
		"links: git rev-parse of 8 prefixes" "$5 ms" \
		"links: gitview, ${nl:-?} found, after loaded" "$6 ms  ratio $(ratio2 "$6" "$5")"
	csummary=$(printf '%-14s %8s %8s %6s %8s %8s %6s %8s %8s %6s' "$label" \
		"$1" "$2" "$(ratio2 "$2" "$1")" "$3" "$4" "$(ratio2 "$4" "$3")" \
		"$5" "$6" "$(ratio2 "$6" "$5")")
}

# the compare section's table
comparesummary() {
	[ -n "$csummary" ] || return
	say ""
	say "== compare and links (ms, medians of 3; gitview from the key (d, R) or from loaded (links); ratios against git alone)"
	printf '%-14s %8s %8s %6s %8s %8s %6s %8s %8s %6s\n' \
		repo git-d gv-d ratio git-R gv-R ratio git-rp gv-lnk ratio
	printf '%s\n' "$csummary"
}

# --- containing branches -------------------------------------------------------

# the containing branches section (see the header), in a clone of the
# synthetic history sharing its objects, with branches added to make 100
branchbench() {
	[ "$brancheson" = 0 ] && return
	say ""
	say "== containing branches: $synth"
	clone=$tmp/branches.git
	rm -rf "$clone"
	git clone -q --mirror --shared "$synth" "$clone" 2>/dev/null || { say "   cannot clone, skipped"; return; }
	srdir=$rdir sbare=$bare
	rdir=$clone bare=true
	nall=$(inrepo git rev-list --all --count)
	have=$(inrepo git for-each-ref refs/heads | wc -l)
	# tips spread over the history, the newest first
	inrepo git rev-list --all | awk -v s=$((nall / 100 + 1)) -v n=$((100 - have)) \
		'NR % s == 7 && k < n { printf "create refs/heads/bench-b%03d %s\n", k++, $1 }' |
		inrepo git update-ref --stdin
	nb=$(inrepo git for-each-ref refs/heads refs/remotes | wc -l)
	# three old commits: three quarters of the way down main and below
	olds=$(inrepo git rev-list --first-parent main |
		awk '{ a[NR] = $1 } END { print a[int(NR * 3 / 4)], a[int(NR * 4 / 5)], a[int(NR * 5 / 6)] }')
	gb='' vp='' vw='' nc=''
	trace=$tmp/btrace
	fargs=--all
	gvstart || { say "   gitview: $why"; stopgv; rdir=$srdir bare=$sbare; return; }
	gvwait loaded || { say "   gitview: $why"; stopgv; rdir=$srdir bare=$sbare; return; }
	for sha in $olds; do
		t0=$(now)
		nc=$(inrepo git branch -a --contains "$sha" | wc -l)
		t1=$(now)
		gb="$gb $(ms $((t1 - t0)))"
		gvgoto "$sha" || { say "   gitview: $why"; break; }
		st=$(seltraced "$trace" "$sha")
		v=$(gvdone "$sha" "$st") || { say "   gitview: $why"; break; }
		vp="$vp $v"
		while ! grep -q "trace: .* walks done $sha\$" "$trace"; do
			kill -0 "$gvpid" 2>/dev/null || { why="exited before its walks"; break 2; }
			[ "$(date +%s)" -ge "$deadline" ] && { why="no walks done after $timeout s"; break 2; }
			sleep 0.01
		done
		vw="$vw $(awk -v s="$st" '$4 == "walks" && $5 == "done" && $6 == sha {
			t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t); last = t }
			END { printf "%.1f", last - s }' sha="$sha" "$trace")"
	done
	stopgv
	rdir=$srdir bare=$sbare
	# shellcheck disable=SC2086 # lists of numbers
	set -- "$(median3 $gb)" "$(median3 $vp)" "$(median3 $vw)"
	printf '   %-44s %s\n' \
		"git branch -a --contains (an old commit)" "$1 ms ($nc of $nb branches)" \
		"gitview: selection to its patch done" "$2 ms" \
		"gitview: selection to Branches: (walks done)" "$3 ms  ratio $(ratio2 "$3" "$1")"
	bsummary=$(printf '%-14s %8s %8s %8s %8s %6s' "$label" "$nb" "$1" "$2" "$3" "$(ratio2 "$3" "$1")")
}

# the containing branches section's table
branchsummary() {
	[ -n "$bsummary" ] || return
	say ""
	say "== containing branches (ms, medians of 3 old commits, gitview from the selection; ratio: Branches: against git alone)"
	printf '%-14s %8s %8s %8s %8s %6s\n' repo branches git gv-patch gv-brnch ratio
	printf '%s\n' "$bsummary"
}

# --- o: where a line came from -------------------------------------------------

# in $rdir: "COMMIT N PATH" of the newest of the last 20 commits (no
# merges) whose first hunk starts with a context line (N its old number,
# PATH the parent's name); nothing when none does
originpick() {
	for c in $(inrepo git rev-list --no-merges -n 20 HEAD); do
		inrepo git diff-tree -p -M --no-commit-id --no-ext-diff --no-textconv "$c" |
			awk -v c="$c" '/^--- a\// && p == "" { p = substr($0, 7) }
			/^@@ / && p != "" { h = $2; sub(/^-/, "", h); sub(/,.*/, "", h); getline
				if ($0 ~ /^ /) print c, h, p; exit }' | grep . && return 0
	done
	return 1
}

# the o section (see the header), in $GITVIEW_BENCH_REPO
originbench() {
	[ "$originon" = 0 ] && return
	say ""
	if [ -z "${GITVIEW_BENCH_REPO:-}" ]; then
		say "== o: skipped (GITVIEW_BENCH_REPO is not set; made for git.git)"
		return
	fi
	rdir=$(cd "$GITVIEW_BENCH_REPO" && pwd) bare=false
	set -- $(originpick)
	[ $# -ge 3 ] || { say "== o: no commit of the last 20 whose first hunk starts with a context line, skipped"; return; }
	oc=$1 on=$2 op=$3
	say "== o: $(basename "$rdir") $(printf %.10s "$oc"), line $on of $op in its parent"
	gb='' vo=''
	for k in 1 2 3; do
		t0=$(now)
		inrepo git blame --porcelain --no-textconv -L "$on,$on" "$oc^1" -- "$op" >"$tmp/oblame"
		gb="$gb $(ms $(($(now) - t0)))"
		trace=$tmp/otrace.$k
		fargs=--all
		gvstart || { say "   gitview: $why"; stopgv; break; }
		gvwait loaded || { say "   gitview: $why"; stopgv; break; }
		gvgoto "$oc" || { say "   gitview: $why"; stopgv; break; }
		while ! grep -q "trace: .* patch $oc done" "$trace"; do
			kill -0 "$gvpid" 2>/dev/null || break
			[ "$(date +%s)" -ge "$deadline" ] && break
			sleep 0.02
		done
		xdotool key --delay 20 Tab bracketright o
		set -- $(head -n 1 "$tmp/oblame")
		while ! grep -q "trace: .* file view $1:.* line $2\$" "$trace"; do
			kill -0 "$gvpid" 2>/dev/null || { why="exited before the file view"; break; }
			[ "$(date +%s)" -ge "$deadline" ] && { why="no file view of $1 at line $2"; break; }
			sleep 0.02
		done
		v=$(awk -v want="$1" '$1 == "gitview:" && $2 == "trace:" {
			t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
			if ($4 == "key" && $5 == "o") k = t
			else if ($4 == "file" && $5 == "view" && k != "" && index($6, want ":") == 1) { printf "%.1f", t - k; exit }
		}' "$trace")
		stopgv
		[ -n "$v" ] || { say "   gitview: $why"; break; }
		vo="$vo $v"
	done
	# shellcheck disable=SC2086 # lists of numbers
	set -- "$(median3 $gb)" "$(median3 $vo)"
	printf '   %-34s %s\n' \
		"git blame --porcelain -L alone" "$1 ms" \
		"o: gitview, key to file view" "$2 ms  ratio $(ratio2 "$2" "$1")"
	gsummary=$(printf '%-14s %-12s %10s %10s %6s' "$(basename "$rdir")" "$(printf %.10s "$oc")" \
		"$1" "$2" "$(ratio2 "$2" "$1")")
}

# --- lanes ---------------------------------------------------------------------

# the int NAME of config.h (lanegap, lanestub, lanemax)
confint() {
	sed 's,/\*.*\*/,,g' "$top/config.h" 2>/dev/null | tr ',;' '\n\n' |
		sed -n "s/.*[^a-z]$1 *= *\([0-9]*\).*/\1/p" | head -n 1
}

# the lane columns of $GITVIEW_BENCH_REPO --all: tests/graphtest -r on git
# rev-list's output, cut as config.h says and not cut
lanecolumns() {
	rdir=$(cd "$1" 2>/dev/null && pwd) || { say "bench: $1: no such directory" >&2; failed=1; return; }
	bare=$(cd "$rdir" && git rev-parse --is-bare-repository 2>/dev/null) ||
		{ say "bench: $rdir: not a git repository" >&2; failed=1; return; }
	t0=$(now)
	inrepo git rev-list --parents --all >"$tmp/lanes.revs" 2>/dev/null
	t1=$(now)
	"$top/tests/graphtest" -r "$lanescreen" "$gap" "$stub" "$lmax" <"$tmp/lanes.revs" >"$tmp/lanes.cut"
	t2=$(now)
	"$top/tests/graphtest" -r "$lanescreen" 0 0 0 <"$tmp/lanes.revs" >"$tmp/lanes.whole"
	say ""
	say "== lanes: $(basename "$1") --all ($(wc -l <"$tmp/lanes.revs") commits): columns of the widest row of a $lanescreen-row screen"
	printf '   %-22s %6s %8s\n' screen cut not-cut
	paste "$tmp/lanes.cut" "$tmp/lanes.whole" | sed '$d' |
		awk '{ printf "   %-22s %6s %8s\n", $2, $3, $7 }'
	most=$(sed -n 's/^most: \([0-9]*\) lanes.*/\1/p' "$tmp/lanes.cut")
	wmost=$(sed -n 's/^most: \([0-9]*\) lanes.*/\1/p' "$tmp/lanes.whole")
	lsummary="$lsummary$(printf '%-14s %-20s %8s %s  (not cut: %s; first screen %s)' "$(basename "$1")" \
		"columns (most of 11)" "$most" "$(mark "$most" "$maxlanecols")" "$wmost" \
		"$(sed -n 1p "$tmp/lanes.cut" | awk '{ print $3 }')")
"
	say "   layout of all of it (graphtest, cut): $(ms $((t2 - t1))) ms; git rev-list alone: $(ms $((t1 - t0))) ms"
}

# the time from gitview's reading key $1 ("key" in the trace) to the next
# repaint of the list ("list drawn"): appends ms to $keyms; 1 when none
# came in 5 s
keydraw() {
	c0=$(grep -c 'trace: .* list drawn ' "$trace")
	xdotool key --delay 0 "$1"
	i=0
	while [ "$(grep -c 'trace: .* list drawn ' "$trace")" -le "$c0" ]; do
		i=$((i + 1))
		[ $i -gt 500 ] && return 1
		sleep 0.01
	done
	keyms="$keyms $(awk -v key="$1" '
		$1 != "gitview:" || $2 != "trace:" { next }
		{ t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t) }
		$4 == "key" && $5 == key { k = t; d = "" }
		$4 == "list" && $5 == "drawn" && k != "" && d == "" { d = t }
		END { printf "%.1f", d - k }' "$trace")"
}

# page down and End in gitview --all on the synthetic history, once it is
# loaded: three Next from the top, then End, Home three times; ms from
# the key to the repaint, against git rev-list --parents --all alone
keybench() {
	rdir=$synth bare=true fargs=--all trace=$tmp/lanes.trace
	t0=$(now)
	inrepo git rev-list --parents --all 2>/dev/null | cat >/dev/null
	gitall=$(ms $(($(now) - t0)))
	gvstart || { stopgv; say "bench: lanes: gitview: $why" >&2; failed=1; return; }
	gvwait loaded || { stopgv; say "bench: lanes: gitview: $why" >&2; failed=1; return; }
	keyms=
	for k in 1 2 3; do keydraw Next || break; done
	pg=$keyms keyms=
	for k in 1 2 3; do
		keydraw End || break
		xdotool key --delay 0 Home
		sleep 0.2
	done
	en=$keyms
	stopgv
	# shellcheck disable=SC2086 # lists of numbers
	set -- $(medmax $pg) $(medmax $en)
	say ""
	say "== lanes: keys in gitview --all, $label (ms from reading the key to the list's repaint, medians of 3; git rev-list alone $gitall ms)"
	printf '   %-10s %8s %8s %10s %s\n' key median worst "/ git-all" ""
	printf '   %-10s %8s %8s %10s %s\n' Next "$1" "$2" "$(ratio2 "$1" "$gitall")" "$(mark "$2" "$maxkeyms") (target <= $maxkeyms)"
	printf '   %-10s %8s %8s %10s %s\n' End "$3" "$4" "$(ratio2 "$3" "$gitall")" "$(mark "$4" "$maxkeyms") (target <= $maxkeyms)"
	say "   (the first End: $(echo $en | awk '{ print $1 }') ms)"
	lsummary="$lsummary$(printf '%-14s %-20s %8s %s  (worst; End %s %s)' "$label" "Next ms" "$2" \
		"$(mark "$2" "$maxkeyms")" "$4" "$(mark "$4" "$maxkeyms")")
"
}

lanesection() {
	[ "$laneson" != 0 ] || return 0
	gap=$(confint lanegap) stub=$(confint lanestub) lmax=$(confint lanemax)
	say ""
	say "== lanes (config.h: lanegap ${gap:-?}, lanestub ${stub:-?}, lanemax ${lmax:-?})"
	if [ -n "${GITVIEW_BENCH_REPO:-}" ]; then
		lanecolumns "$GITVIEW_BENCH_REPO"
	else
		say "   GITVIEW_BENCH_REPO is not set: no real history's columns (set it to a clone of git.git)"
	fi
	keybench
}

# --- a key press to the patch --------------------------------------------------

# the last key $1 sent after trace line $2: "KEY SHA DONE DRAWN" once the
# patch of the commit it selected is done (ms from gitview's start), and
# with $3 the commit pane's next repaint, or the patch's end when none
# came (an empty patch, or one below a long message: nothing to draw)
keypatch() {
	tail -n +"$(($2 + 1))" "$trace" | awk -v key="$1" -v settled="$3" '
	$1 != "gitview:" || $2 != "trace:" || $3 !~ /^\+[0-9.]+ms$/ { next }
	{ t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t) }
	$4 == "key" && $5 == key { k = t; sha = d = p = "" }
	$4 == "selected" && k != "" { sha = $5; d = p = "" }
	$4 == "patch" && $5 == sha && $6 == "done" { d = t; p = "" }
	$4 == "text" && $5 == "drawn" && d != "" && p == "" { p = t }
	END { if (d != "" && (p != "" || settled)) print k, sha, d, p != "" ? p : d }'
}

# gitview on $GITVIEW_BENCH_REPO (HEAD), loaded: Down $keypresses times
# with rests, not measured, and Home (both gits then read a warm page
# cache); Down $keypresses times again,
# each followed by a rest with nothing of the bench running (the trace
# is read after it); from the trace the ms from reading each key to the
# commit pane's repaint once the patch of the commit it selected is done,
# and git diff-tree alone on that commit right after (a date's start,
# measured, taken off); then a held key, Down $keyhold times $keyrepeat
# ms apart: the rows it passed and the diff-trees gitview ran
patchkeybench() {
	[ "$patchkeyon" != 0 ] || return 0
	say ""
	if [ -z "${GITVIEW_BENCH_REPO:-}" ]; then
		say "== key to patch: GITVIEW_BENCH_REPO is not set, skipped (set it to a clone of git.git)"
		return 0
	fi
	name=$(basename "$GITVIEW_BENCH_REPO") rdir=$(cd "$GITVIEW_BENCH_REPO" && pwd) fargs=
	bare=$(cd "$rdir" && git rev-parse --is-bare-repository 2>/dev/null)
	trace=$tmp/patchkey.trace
	say "== $name: a key press to its patch on screen (Down $keypresses times, ${keyrest} s apart)"
	gvstart && gvwait loaded && gvwait "text" ||
		{ stopgv; say "   gitview FAILED: $why"; failed=1; return; }
	cal= gvk= gitk= dif=
	# a pass over the same rows first, not measured, then back to the
	# top: the objects of each commit's diff in the page cache for
	# gitview's git and git alone both (on a cold cache only gitview's,
	# which runs first, paid the disk: +107 ms on the first press)
	for k in $(seq "$keypresses"); do
		xdotool key --delay 0 Down
		sleep "$keyrest"
	done
	xdotool key --delay 0 Home
	sleep "$keyrest"
	sleep "$keyrest"
	for k in $(seq "$keypresses"); do
		m=$(wc -l <"$trace")
		xdotool key --delay 0 Down
		# the rest now, the trace read after it: polling it every 10 ms
		# (a tail and an awk each time) took a core's share from
		# gitview's git diff-tree on two cores, +57 to +65 ms median
		# against -9 to +9 with nothing running beside it
		sleep "$keyrest"
		i=0
		while [ -z "$(keypatch Down "$m" 1)" ]; do
			i=$((i + 1))
			[ $i -gt 200 ] && { stopgv; say "   gitview FAILED: no patch after Down $k"; failed=1; return; }
			sleep 0.05
		done
		[ -n "$(keypatch Down "$m")" ] || sleep 0.1  # a repaint still to come?
		# shellcheck disable=SC2046 # four words
		set -- $(keypatch Down "$m" 1)
		g=$(awk -v k="$1" -v p="$4" 'BEGIN { printf "%.1f", p - k }')
		t0=$(now)
		t1=$(now)
		difftree "$2" >/dev/null
		t2=$(now)
		cal="$cal $(ms $((t1 - t0)))" gvk="$gvk $g"
		gitk="$gitk $(ms $((t2 - t1)))"
	done
	m=$(wc -l <"$trace")
	xdotool key --delay "$keyrepeat" --repeat "$keyhold" Down
	sleep 0.5
	i=0
	while [ -z "$(keypatch Down "$m" 1)" ] && [ $i -lt 500 ]; do i=$((i + 1)); sleep 0.01; done
	rows=$(tail -n +"$((m + 1))" "$trace" | grep -c 'trace: +[0-9.]*ms selected ')
	runs=$(tail -n +"$((m + 1))" "$trace" | grep -c 'trace: run: git diff-tree ')
	stopgv
	# shellcheck disable=SC2086 # lists of numbers
	{
		c=$(medmax $cal | cut -d' ' -f1)
		set -- $(printf '%s\n' $gitk | awk -v c="$c" '{ printf "%.1f\n", $1 - c }')
		gitk="$*"
		set -- $(medmax $gvk) $(medmax $gitk)
	}
	dmed=$(awk -v a="$1" -v b="$3" 'BEGIN { printf "%+.1f", a - b }')
	dmax=$(awk -v a="$2" -v b="$4" 'BEGIN { printf "%+.1f", a - b }')
	dm=$(mark "$dmed" "$maxkeypatch") dw=$(mark "$dmax" "$maxkeypatchw")
	hm=$(awk -v r="$rows" -v d="$runs" 'BEGIN { print (r > 2 && d <= r / 4) ? "PASS" : "MISS" }')
	printf '   %-34s %s\n' \
		"gitview: median, worst" "$1 $2 ms (all:$gvk)" \
		"git diff-tree alone: median, worst" "$3 $4 ms (a date's start, $c ms, taken off)" \
		"gitview - git: median" "$dmed ms  $dm (target <= +$maxkeypatch)" \
		"gitview - git: worst" "$dmax ms  $dw (target <= +$maxkeypatchw)" \
		"held: $keyhold Down ${keyrepeat} ms apart" "$rows rows, $runs diff-tree runs  $hm (target: at most a run per 4 rows)"
	ksummary2="$(printf '%-14s %6s %6s %6s %6s %7s %s %7s %s %5s %5s %s' "$name" "$1" "$2" "$3" "$4" \
		"$dmed" "$dm" "$dmax" "$dw" "$rows" "$runs" "$hm")
"
}

patchkeysummary() {
	[ -n "$ksummary2" ] || return 0
	say ""
	say "== key to patch on screen (ms; targets: gitview - git diff-tree alone <= +$maxkeypatch median, <= +$maxkeypatchw worst; a held key at most a diff-tree per 4 rows)"
	printf '%-14s %6s %6s %6s %6s %10s %10s %5s %5s\n' repo gv-med gv-max git-med git-max med-diff max-diff rows runs
	printf '%s' "$ksummary2"
}

# --- the live reload ----------------------------------------------------------

# the "+T ms WHAT..." lines of trace $1 after its line $2 for WHAT=$3:
# "T REST", the first one
traced_after() {
	tail -n +"$(($2 + 1))" "$1" | awk -v what="$3" '
	$1 == "gitview:" && $2 == "trace:" && $3 ~ /^\+[0-9.]+ms$/ && $4 == what {
		t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t)
		$1 = $2 = $3 = $4 = ""
		print t, $0
		exit
	}'
}

# wait until trace $1 has a line after line $2 for WHAT=$3 (timeout s)
wait_traced() {
	i=0
	while [ -z "$(traced_after "$1" "$2" "$3")" ]; do
		kill -0 "$gvpid" 2>/dev/null || return 1
		i=$((i + 1))
		[ $i -gt $((timeout * 20)) ] && return 1
		sleep 0.05
	done
}

# ticks of CPU (utime + stime) of process $1
cputicks() {
	sed 's/^.*) //' "/proc/$1/stat" 2>/dev/null | awk '{ print $12 + $13 }'
}

livebench() {
	name=$1
	ldir=$tmp/live.$name.git
	say ""
	say "== $name: live reload (gitview --all in a mirror clone sharing the objects; ms, medians of 3)"
	if ! git clone -q --mirror --shared "$2" "$ldir" >"$tmp/live.log" 2>&1; then
		sed 's/^/   | /' "$tmp/live.log" | tail -n 5
		say "   bench: the clone failed, skipped"
		failed=1
		return
	fi
	n=$(GIT_DIR=$ldir git rev-list --all --count)
	trace=$tmp/trace.live
	(
		GIT_DIR=$ldir GITVIEW_TRACE=1
		export GIT_DIR GITVIEW_TRACE
		exec "$gv" --all
	) </dev/null >/dev/null 2>"$trace" &
	gvpid=$!
	if ! wait_traced "$trace" 0 loaded || ! wait_traced "$trace" 0 "walks"; then
		say "   gitview FAILED: not loaded; its stderr:"
		sed 's/^/   | /' "$trace" | tail -n 20
		stopgv
		failed=1
		return
	fi
	sels='' fulls='' stls='' stcs='' gfs='' gas=''
	hwm0=$(awk '$1 == "VmHWM:" { print $2 }' "/proc/$gvpid/status" 2>/dev/null)
	for k in 1 2 3; do
		sleep 1  # the refs rest: one reload a round
		m=$(wc -l <"$trace")
		new=$(GIT_DIR=$ldir git commit-tree -p main -m "live $k" "main^{tree}")
		GIT_DIR=$ldir git update-ref refs/heads/main "$new"
		n=$((n + 1))
		if ! wait_traced "$trace" "$m" longest; then
			say "   gitview FAILED (round $k): no reload; its stderr:"
			sed 's/^/   | /' "$trace" | tail -n 20
			stopgv
			failed=1
			return
		fi
		ch=$(traced_after "$trace" "$m" refs | cut -d' ' -f1)
		fi_=$(traced_after "$trace" "$m" first | cut -d' ' -f1)
		fsha=$(traced_after "$trace" "$m" first | awk '{ print $2 }')
		lo=$(traced_after "$trace" "$m" loaded | cut -d' ' -f1)
		ln=$(traced_after "$trace" "$m" loaded | awk '{ print $2 }')
		st=$(traced_after "$trace" "$m" longest | awk '{ print $3 }')
		sc=$(traced_after "$trace" "$m" longest | awk '{ print $5 }')
		[ "$fsha" = "$new" ] || say "   NOTE: the reload's first row is $fsha, the new commit $new"
		[ "$ln" = "$n" ] || say "   NOTE: the reload loaded $ln commits, git lists $n"
		sels="$sels $(awk -v a="$fi_" -v b="$ch" 'BEGIN { printf "%.1f", a - b }')"
		fulls="$fulls $(awk -v a="$lo" -v b="$ch" 'BEGIN { printf "%.1f", a - b }')"
		stls="$stls $st" stcs="$stcs $sc"
		t0=$(now)
		t1=$(GIT_DIR=$ldir git rev-list --parents --all | { IFS= read -r _; now; cat >/dev/null; })
		t2=$(now)
		gfs="$gfs $(ms $((t1 - t0)))" gas="$gas $(ms $((t2 - t0)))"
	done
	wait_traced "$trace" "$m" walks
	sleep 1
	c0=$(cputicks "$gvpid")
	sleep 10
	c1=$(cputicks "$gvpid")
	hwm1=$(awk '$1 == "VmHWM:" { print $2 }' "/proc/$gvpid/status" 2>/dev/null)
	stopgv
	hz=$(getconf CLK_TCK 2>/dev/null || echo 100)
	idle=$(awk -v a="$c0" -v b="$c1" -v hz="$hz" 'BEGIN { printf "%.0f", (b - a) * 1000 / hz }')
	# shellcheck disable=SC2086 # lists of three numbers
	{
		msel=$(median3 $sels) mfull=$(median3 $fulls) mst=$(median3 $stls)
		wst=$(printf '%s\n' $stls | sort -n | tail -n 1)
		wsc=$(printf '%s\n' $stcs | sort -n | tail -n 1)
		mgf=$(median3 $gfs) mga=$(median3 $gas)
	}
	smark=$(mark "$wst" $maxstall)
	cmark=$(mark "$wsc" $maxstall)
	imark=$(mark "$idle" 0)
	printf '   %-34s %s\n' \
		"commits" "$n" \
		"new commit in the list" "$msel ms after the refs changed (git alone: first line $mgf ms)" \
		"whole history again" "$mfull ms after the refs changed (git alone: $mga ms)" \
		"longest stall of the loop" "median $mst ms, worst $wst ms  $smark (target <= $maxstall)" \
		"  its CPU time" "worst $wsc ms  $cmark (the rest is waiting for the CPU)" \
		"CPU time in 10 idle seconds" "$idle ms  $imark (target 0)" \
		"peak RSS, loaded; with the reloads" "$(awk -v a="${hwm0:-0}" -v b="${hwm1:-0}" -v n="$n" \
			'BEGIN { printf "%.0f and %.0f bytes a commit (no target: a reload holds the ids of the view before it beside the new one)", a * 1024 / n, b * 1024 / n }')"
	vsummary="$(printf '%-14s %9s %8s %8s %8s %8s %8s %s %8s %s %6s %s' "$name" "$n" "$msel" "$mgf" \
		"$mfull" "$mga" "$wst" "$smark" "$wsc" "$cmark" "$idle" "$imark")
"
}


# the live reload section's table
livesummary() {
	[ -n "$vsummary" ] || return 0
	say ""
	say "== live reload (ms; medians of 3 but the worst stall; targets: stall <= $maxstall, idle CPU 0)"
	printf '%-14s %9s %8s %8s %8s %8s %13s %13s %11s\n' repo commits new git-1st all git-all stall stall-cpu idle-cpu
	printf '%s' "$vsummary"
}

# the load of gitview --all on tests/fixtures/real.sh's prs and branches
fixturesbench() {
	if ! sh "$top/tests/fixtures/real.sh" >"$tmp/fixtures.log" 2>&1; then
		sed 's/^/   | /' "$tmp/fixtures.log"
		say "bench: tests/fixtures/real.sh failed"
		failed=1
		return
	fi
	for f in prs branches; do
		name=real-$f rdir=$top/tests/out/fixtures/real/$f bare=false
		n=$(inrepo git rev-list --all --count)
		say ""
		say "== $name: $rdir"
		if ! loadrounds; then
			gvfailed
			continue
		fi
		ratio=$(div2 "$loadms" "$gittot")
		printf '   %-34s %s\n' \
			"commits" "$n" \
			"git: all (to EOF)" "$gittot ms" \
			"gitview: first commit selected" "$selms ms (trace), $extsel ms (PRIMARY, external)" \
			"gitview: loaded" "$loadms ms (trace)" \
			"ratio loaded / git" "$ratio"
		xsummary="$xsummary$(printf '%-14s %9s %9s %9s %9s %6s' \
			"$name" "$n" "$gittot" "$selms" "$loadms" "$ratio")
"
	done
}

# memory kept: tests/monkey.sh's random input for monkeysecs on
# $GITVIEW_BENCH_REPO (else this project's history), one gitview, its
# RSS after the first minute and at the end (the checks that look at
# what it shows are left out: only whether it lives and what it holds)
monkeybench() {
	mrepo=${GITVIEW_BENCH_REPO:-$top}
	say ""
	say "== memory kept: the monkey for $monkeysecs s on $mrepo"
	say "   (RSS, kB; target: the end <= $maxrssgrowth x the first minute)"
	env MONKEY_SECONDS="$monkeysecs" MONKEY_REPO="$mrepo" MONKEY_ARGS= GITVIEW="$gv" \
		GITVIEW_MONKEY_PLAIN=1 MONKEY_SKIP="red children primary" \
		sh "$top/tests/monkey.sh" >"$tmp/monkey.log" 2>&1
	pat='^monkey: RSS \([0-9]*\) kB after [0-9]* s,'
	pat="$pat"' \([0-9]*\) kB after \([0-9]*\) s (\([0-9]*\) steps)$'
	# shellcheck disable=SC2046 # four numbers
	set -- $(sed -n "s/$pat/\\1 \\2 \\3 \\4/p" "$tmp/monkey.log")
	if [ $# -ne 4 ]; then
		say "   FAILED: no RSS from the monkey (it needs a minute at least); its log:"
		grep -v '^    ' "$tmp/monkey.log" | tail -n 5 | sed 's/^/   | /'
		failed=1
		return
	fi
	grep -q '^FAIL' "$tmp/monkey.log" && grep '^FAIL' "$tmp/monkey.log" | head -n 3 | sed 's/^/   | /'
	r=$(awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b / a }')
	printf '   %-34s %s\n' "after the first minute" "$1" "after $3 s ($4 steps)" \
		"$2  $r x $(mark "$r" $maxrssgrowth) (target <= $maxrssgrowth x)"
}

fixturessummary() {
	[ -n "$xsummary" ] || return 0
	say ""
	say "== real shapes: gitview --all (ms, medians of 3; ratio = loaded / git alone)"
	printf '%-14s %9s %9s %9s %9s %6s\n' repo commits git-all sel-trace loaded ratio
	printf '%s' "$xsummary"
}

if [ "$monkeyon" = only ]; then
	monkeybench
	exit $failed
fi
if [ "$findon" = only ]; then
	if [ -n "${GITVIEW_BENCH_REPO:-}" ]; then
		userepo "$(basename "$GITVIEW_BENCH_REPO")" "$GITVIEW_BENCH_REPO" && findsection repo
	else
		userepo "$label" "$synth" && findsection synth
	fi
	findsummary
	exit $failed
fi
if [ "$patchkeyon" = only ]; then
	patchkeybench
	patchkeysummary
	exit $failed
fi
if [ "$foldon" = only ]; then
	foldbench
	foldsummary
	exit $failed
fi
if [ "$mergeson" = only ]; then
	mergesbench
	foldbench
	mergessummary
	exit $failed
fi
if [ "$loadon" = only ]; then
	bench "$label" "$synth"
	mergesbench
	[ -n "${GITVIEW_BENCH_REPO:-}" ] && bench "$(basename "$GITVIEW_BENCH_REPO")" "$GITVIEW_BENCH_REPO"
	laneson=only optson=only fixtureson=0
fi
if [ "$fixtureson" = only ]; then
	fixturesbench
	fixturessummary
	exit $failed
fi
if [ "$liveon" = only ]; then
	livebench "$label" "$synth"
	livesummary
	exit $failed
fi
if [ "$brancheson" = only ]; then
	branchbench
	branchsummary
	exit $failed
fi
if [ "$compareon" = only ]; then
	comparebench
	comparesummary
	exit $failed
fi
if [ "$originon" = only ]; then
	originbench
	exit $failed
fi
if [ "$laneson" != only ] && [ "$loadon" != only ]; then
	bench "$label" "$synth" patches synth
	[ "$optson" = only ] || [ "$liveon" = 0 ] || livebench "$label" "$synth"
	[ "$optson" = only ] || comparebench
	[ "$optson" = only ] || branchbench
	[ "$optson" = only ] || { mergesbench; foldbench; }
	[ -n "${GITVIEW_BENCH_REPO:-}" ] && bench "$(basename "$GITVIEW_BENCH_REPO")" "$GITVIEW_BENCH_REPO" patches repo
	[ "$optson" = only ] || bench self "$top"
	if [ "$optson" != 0 ]; then
		say ""
		say "== paging a 10,000-line patch (Next x 30; ms from the key to the repaint)"
		name=pages
		if pagebench; then
			printf '   %-34s %s\n' "patch" "$pglines lines" \
				"unified: median, worst" "$pgu" \
				"side by side: median, worst" "$pgs  $(mark "${pgs#* }" $maxpage) (target <= $maxpage a page)"
		else
			say "   FAILED: $why"
			failed=1
		fi
	fi
fi
[ "$optson" = only ] || lanesection
[ "$optson" = only ] || originbench
[ "$optson" = only ] || [ "$fixtureson" = 0 ] || fixturesbench
[ "$optson" = only ] || patchkeybench
[ "$optson" = only ] || [ "$monkeyon" = 0 ] || monkeybench

if [ -n "$summary" ]; then
	say ""
	say "== summary (ms; targets: ratio <= $maxratio, bytes/commit <= $maxbpc, <= $maxbpcbig from $big commits, the loop's longest stall <= $maxstall, worst of 3)"
	printf '%-14s %9s %8s %9s %9s %9s %9s %10s %12s %11s\n' \
		repo commits git-1st git-all sel-trace sel-ext loaded ratio bytes/commit stall
	printf '%s' "$summary"
fi
if [ -n "$cgsummary" ]; then
	say ""
	say "== load with a commit-graph (a copy of each history; ms, medians of 3; targets: ratio <= $maxcgratio from $big commits, else <= $maxcgsmall)"
	printf '%-14s %9s %9s %9s %9s %9s %8s %7s %9s %s\n' \
		repo commits git-all loaded ratio cg-git-all speedup cg-sel cg-loaded cg-ratio
	printf '%s' "$cgsummary"
fi
if [ -n "$psummary" ]; then
	say ""
	say "== commit pane (ms; gitview after the selection, medians of 3; ratio = gv-done / git-all)"
	printf '%-14s %-7s %-12s %8s %9s %9s %8s %9s %6s\n' \
		repo commit sha lines gv-first gv-done git-1st git-all ratio
	printf '%s' "$psummary"
	dd_=$(sed -n 's/.*diffdelay *= *\([0-9][0-9]*\).*/\1/p' "$top/config.h" 2>/dev/null)
	[ -n "$dd_" ] &&
		say "(gv-first and gv-done include gitview's diffdelay, $dd_ ms in config.h, before it runs git diff-tree)"
fi
findsummary
if [ -n "$ksummary" ]; then
	say ""
	say "== key latency during a find (Down every 200 ms; ms from sending to the trace's selection, target < $maxlat; and to PRIMARY changing, polled with xclip)"
	printf '%-14s %-22s %5s %8s %4s %8s %4s %8s %8s\n' repo find keys median '' worst '' ext-med ext-max
	printf '%s' "$ksummary"
fi
comparesummary
branchsummary
if [ -n "$osummary" ]; then
	say ""
	say "== the patch's options (ms, medians of 3; words: the largest patch with -U2, ratio on / off, target <= $maxwords; w: the small commit, target <= $maxtoggle)"
	printf '%-14s %8s %8s %8s %8s %6s %6s %6s\n' repo lines words-on off git on/off w w-git
	printf '%s' "$osummary"
	[ -n "${pgs:-}" ] && say "paging 10,000 lines side by side: median, worst $pgs ms (target <= $maxpage); unified $pgu"
fi
if [ -n "$lsummary" ]; then
	say ""
	say "== lanes (targets: at most $maxlanecols columns a screen; a key's repaint <= $maxkeyms ms)"
	printf '%s' "$lsummary"
fi
if [ -n "$gsummary" ]; then
	say ""
	say "== o (ms, medians of 3; gitview from the key to the file view's text; ratio against git blame -L alone)"
	printf '%-14s %-12s %10s %10s %6s\n' repo commit git-blame gv-o ratio
	printf '%s\n' "$gsummary"
fi
mergessummary
livesummary
fixturessummary
patchkeysummary
exit $failed
