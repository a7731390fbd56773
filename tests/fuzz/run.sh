#!/bin/sh
# tests/fuzz/run.sh CC SECONDS JOBS "TARGETS" SOURCES...: make fuzz's loop.
# Builds each target of tests/fuzz/fuzz.c (when a source changed since)
# and runs it SECONDS on its corpus in tests/out/fuzz and the seeds,
# JOBS targets at a time, then prints its runs, inputs a second of its
# run's time and of the CPU time it had (on a shared machine, or with
# more jobs than cores, the first is lower: the target is the second),
# its coverage, and that it found no crash; a crash fails the run with
# the log's end.
cc=$1 secs=$2 jobs=$3 targets=$4
shift 4
case $jobs in
''|*[!0-9]*) echo "run.sh: FUZZJOBS is not a number: $jobs" >&2; exit 2 ;;
esac
out=tests/out/fuzz

# the CPU seconds the commands run between the shell's times into $1
# and into $2 had (times runs in this shell: a $(...)'s has run nothing)
cputime()
{
	awk -v f0="$1" 'FNR == 2 { split($1, u, "m"); split($2, s, "m");
		c = u[1] * 60 + u[2] + s[1] * 60 + s[2]; d += FILENAME == f0 ? -c : c }
		END { printf "%.2f", d }' "$1" "$2"
}

# inputs no longer than the code each needs: rev's 2 KB reach its
# checkpoints (every 8 rows, not 256); linelog's and batch's records
# all their code in 8 and 16 KB, diff's and ref's too (at 64 KB, an
# hour's corpora ran 5,300 and 2,500 inputs a CPU second); a pattern is
# at most 511 bytes
maxlen()
{
	case $1 in
	rev) echo 2048 ;;
	linelog) echo 8192 ;;
	batch|diff|ref) echo 16384 ;;
	pattern) echo 512 ;;
	*) echo 65536 ;;
	esac
}

# runs target $1 and writes its line, or its log's end, to $out/$1.sum;
# in a subshell of its own its times count only its own fuzzer
fuzzone()
{
	t=$1
	mkdir -p "$out/corpus-$t"
	times > "$out/times0-$t"
	if "$out/fuzz-$t" -max_total_time="$secs" -max_len="$(maxlen "$t")" \
		-print_final_stats=0 -artifact_prefix="$out/crash-$t-" \
		"$out/corpus-$t" "$out/seeds/$t" > "$out/$t.log" 2>&1; then
		times > "$out/times1-$t"
		grep -o 'Done [0-9]* runs in [0-9]* second' "$out/$t.log" |
		awk -v t="$t" \
		    -v cpu="$(cputime "$out/times0-$t" "$out/times1-$t")" \
		    -v cov="$(grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*' \
			"$out/$t.log" | tail -n 1)" \
		    '{ printf "fuzz-%s: %d runs in %d s, %.0f inputs/s, %.0f a CPU " \
			"second of %.1f s (target >= 10000), %s, no crash\n", t, $2,
			$5, $2 / ($5 ? $5 : 1), $2 / (cpu > 0 ? cpu : 1), cpu, cov }' \
		    > "$out/$t.sum"
		return 0
	fi
	{ echo "fuzz-$t: FAILED, $out/$t.log ends:"; tail -n 40 "$out/$t.log"; } \
		> "$out/$t.sum"
	return 1
}

# built again only when a source is newer: a long run under nice after a
# build starts at once
for t in $targets; do
	up=$(echo "$t" | tr a-z A-Z) def=
	[ "$t" = rev ] && def=-DCPSTEP=8
	[ -e "$out/fuzz-$t" ] && [ -z "$(find tests/fuzz/fuzz.c "$@" ./*.h \
		-newer "$out/fuzz-$t" 2>/dev/null)" ] ||
	$cc -g -O1 -std=c99 -D_POSIX_C_SOURCE=200809L -DFUZZ_$up $def -I. \
		-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-o "$out/fuzz-$t" tests/fuzz/fuzz.c "$@" || exit 1
done

# one at a time, a crash ends the loop; with JOBS, each batch of JOBS
# runs to its end and any crash fails the whole
fail=0 n=0 batch=
for t in $targets; do
	rm -f "$out/$t.sum"
	if [ "$jobs" -le 1 ]; then
		fuzzone "$t" || fail=1
		cat "$out/$t.sum"
		[ $fail = 0 ] || exit 1
		continue
	fi
	( fuzzone "$t" ) &
	n=$((n + 1)) batch="$batch $t"
	if [ $n -ge "$jobs" ]; then
		wait
		for b in $batch; do cat "$out/$b.sum"; grep -q 'no crash$' \
			"$out/$b.sum" || fail=1; done
		n=0 batch=
	fi
done
wait
for b in $batch; do cat "$out/$b.sum"; grep -q 'no crash$' "$out/$b.sum" ||
	fail=1; done
exit $fail
