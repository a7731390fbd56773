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
# it, and read the peak RSS (VmHWM) once loading is done. Each figure is
# the median of the three rounds. Targets: loaded <= 1.5 x git alone,
# peak RSS <= 150 bytes a commit. Missing a target is reported, not an
# error: the exit status is non-zero only when gitview failed.
#
# Repositories: a synthetic one made by tests/bench/genrepo and cached
# outside the tree, $GITVIEW_BENCH_REPO if set, and this project's own.
#
# Environment:
#	GITVIEW_BENCH_COMMITS  commits in the synthetic repo (500000)
#	GITVIEW_BENCH_DIR      cache directory
#	                       (${XDG_CACHE_HOME:-$HOME/.cache}/gitview-bench)
#	GITVIEW_BENCH_REPO     a real repository to measure as well
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
maxbpc=150

tmp=
xpid=
gvpid=
failed=0
summary=

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

for t in git Xvfb xclip xdotool awk timeout; do
	command -v "$t" >/dev/null 2>&1 || fail "$t not found"
done
case $(now) in
*[!0-9]*|'') fail "date +%s%N does not give nanoseconds" ;;
esac
[ -x "$gv" ] || fail "$gv not built (make gitview)"
[ -x "$genrepo" ] || fail "$genrepo not built (make tests/bench/genrepo)"
case $commits in
''|*[!0-9]*) fail "GITVIEW_BENCH_COMMITS=$commits: not a number" ;;
esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gitview-bench.XXXXXX") || fail "mktemp"

# --- the synthetic repository, made once -----------------------------------

case $commits in
*000) label=synth-${commits%000}k ;;
*) label=synth-$commits ;;
esac
synth=$cache/$label.git
stamp="commits=$commits branches=$branches genrepo=$(cksum <"$top/tests/bench/genrepo.c" | awk '{ print $1 }')"

if [ -f "$synth/gitview-bench-stamp" ] &&
   [ "$(cat "$synth/gitview-bench-stamp")" = "$stamp" ]; then
	say "bench: reusing $synth"
else
	say "bench: making $synth ($commits commits, $branches branches)"
	mkdir -p "$cache" || fail "cannot create $cache"
	rm -rf "$synth" "$synth.tmp"
	git init -q --bare "$synth.tmp" || fail "git init $synth.tmp"
	t0=$(now)
	"$genrepo" "$commits" "$branches" |
		GIT_DIR=$synth.tmp git fast-import --quiet --active-branches=64 ||
		fail "git fast-import failed"
	t1=$(now)
	GIT_DIR=$synth.tmp git symbolic-ref HEAD refs/heads/main ||
		fail "git symbolic-ref failed"
	GIT_DIR=$synth.tmp git commit-graph write --reachable ||
		fail "git commit-graph write failed"
	t2=$(now)
	n=$(GIT_DIR=$synth.tmp git rev-list --all --count)
	[ "$n" = "$commits" ] ||
		fail "$synth.tmp has $n commits, want $commits (genrepo failed?)"
	say "$stamp" >"$synth.tmp/gitview-bench-stamp"
	mv "$synth.tmp" "$synth" || fail "mv $synth.tmp $synth"
	say "bench: generate + fast-import $(ms $((t1 - t0))) ms," \
		"commit-graph $(ms $((t2 - t1))) ms"
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

# one run of gitview in $rdir: sets selms, extsel, loadms, loadn, hwm
# (kB), run and trace; 1 when it did not load or showed no selection
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
	hwm=
	if [ -n "$loaded" ] && [ -r "/proc/$gvpid/status" ]; then
		hwm=$(awk '$1 == "VmHWM:" { print $2 }' "/proc/$gvpid/status")
	fi
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

# bench NAME DIR
bench() {
	name=$1
	rdir=$(cd "$2" 2>/dev/null && pwd) || { say "bench: $2: no such directory" >&2; failed=1; return; }
	bare=$(cd "$rdir" && git rev-parse --is-bare-repository 2>/dev/null) ||
		{ say "bench: $rdir: not a git repository" >&2; failed=1; return; }
	if [ "$bare" != true ]; then
		# a work tree's top, or else (inside .git) use it as GIT_DIR
		top2=$(cd "$rdir" && git rev-parse --show-toplevel 2>/dev/null)
		if [ -n "$top2" ]; then
			rdir=$top2
		else
			rdir=$(cd "$rdir" && cd "$(git rev-parse --git-dir)" && pwd) ||
				{ failed=1; return; }
			bare=true
		fi
	fi
	n=$(inrepo git rev-list --all --count 2>/dev/null)
	say ""
	say "== $name: $rdir"
	if [ -z "$n" ] || [ "$n" -eq 0 ]; then
		say "   no commits, skipped"
		summary="$summary$(printf '%-14s %9s   (no commits, skipped)' "$name" 0)
"
		return
	fi

	# three rounds, each git alone then gitview, so that both see the
	# same load on the machine; every figure is the median of three
	tot1='' tot2='' tot3='' fl1='' fl2='' fl3=''
	sel1='' sel2='' sel3='' ext1='' ext2='' ext3=''
	load1='' load2='' load3='' hwm1='' hwm2='' hwm3=''
	for k in 1 2 3; do
		t0=$(now)
		inrepo git rev-list --parents --all 2>/dev/null | cat >/dev/null
		t1=$(now)
		eval "tot$k=$((t1 - t0))"
		t0=$(now)
		t1=$(firstline)
		eval "fl$k=$((t1 - t0))"
		gvrun || { gvfailed; return; }
		eval "sel$k=\$selms ext$k=\$extsel load$k=\$loadms hwm$k=\$hwm"
	done
	gittot=$(ms "$(median3 "$tot1" "$tot2" "$tot3")")
	gitfirst=$(ms "$(median3 "$fl1" "$fl2" "$fl3")")
	selms=$(median3 "$sel1" "$sel2" "$sel3")
	extsel=$(median3 "$ext1" "$ext2" "$ext3")
	loadms=$(median3 "$load1" "$load2" "$load3")
	hwm=$(median3 "$hwm1" "$hwm2" "$hwm3")

	[ -n "$run" ] && say "   run: $run"
	[ "$n" -ge 10000 ] ||
		say "   NOTE: a small history: fixed costs dominate both targets"
	[ "$loadn" = "$n" ] || say "   NOTE: gitview loaded $loadn commits, git lists $n"

	ratio=$(awk -v a="$loadms" -v b="$gittot" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
	bpc=$(awk -v h="$hwm" -v n="$loadn" 'BEGIN { printf "%.0f", h * 1024 / n }')
	hwmb=$((hwm * 1024))
	rmark=$(mark "$ratio" $maxratio)
	bmark=$(mark "$bpc" $maxbpc)
	ahead=$(awk -v a="$loadms" -v s="$selms" 'BEGIN { printf "%.1f", a - s }')
	gahead=$(awk -v a="$gittot" -v s="$selms" 'BEGIN { printf "%.1f", a - s }')

	printf '   %-34s %s\n' \
		"commits" "$n" \
		"git: first line" "$gitfirst ms" \
		"git: all (to EOF)" "$gittot ms" \
		"gitview: first commit selected" "$selms ms (trace), $extsel ms (PRIMARY, external)" \
		"gitview: loaded" "$loadms ms (trace)" \
		"ratio loaded / git" "$ratio  $rmark (target <= $maxratio)" \
		"peak RSS (VmHWM)" "$hwmb bytes" \
		"bytes / commit" "$bpc  $bmark (target <= $maxbpc)" \
		"first screen before load finished" "$ahead ms (gitview loaded - selected)" \
		"first screen before git finished" "$gahead ms (git alone - selected)"
	summary="$summary$(printf '%-14s %9s %8s %9s %9s %9s %9s %5s %s %7s %s' \
		"$name" "$n" "$gitfirst" "$gittot" "$selms" "$extsel" "$loadms" \
		"$ratio" "$rmark" "$bpc" "$bmark")
"
}

bench "$label" "$synth"
[ -n "${GITVIEW_BENCH_REPO:-}" ] && bench "$(basename "$GITVIEW_BENCH_REPO")" "$GITVIEW_BENCH_REPO"
bench self "$top"

say ""
say "== summary (ms; targets: ratio <= $maxratio, bytes/commit <= $maxbpc)"
printf '%-14s %9s %8s %9s %9s %9s %9s %10s %12s\n' \
	repo commits git-1st git-all sel-trace sel-ext loaded ratio bytes/commit
printf '%s' "$summary"
exit $failed
