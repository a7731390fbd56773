#!/bin/sh
# tests/fuzz/run.sh CC SECONDS "TARGETS" SOURCES...: make fuzz's loop.
# Builds each target of tests/fuzz/fuzz.c (when a source changed since)
# and runs it SECONDS on its
# corpus in tests/out/fuzz and the seeds, then prints its runs, inputs a
# second of its run's time and of the CPU time it had (on a shared
# machine the first is lower: the target is the second), its coverage,
# and that it found no crash; a crash stops the loop with the log's end.
cc=$1 secs=$2 targets=$3
shift 3
out=tests/out/fuzz

# the CPU seconds the commands run between the shell's times into $1
# and into $2 had (times runs in this shell: a $(...)'s has run nothing)
cputime()
{
	awk -v f0="$1" 'FNR == 2 { split($1, u, "m"); split($2, s, "m");
		c = u[1] * 60 + u[2] + s[1] * 60 + s[2]; d += FILENAME == f0 ? -c : c }
		END { printf "%.2f", d }' "$1" "$2"
}

for t in $targets; do
	up=$(echo "$t" | tr a-z A-Z) len=65536 def=
	# inputs no longer than the code each needs: rev's 2 KB reach its
	# checkpoints (every 8 rows, not 256); linelog's and batch's records
	# all their code in 8 and 16 KB; a pattern is at most 511 bytes
	case $t in
	rev) len=2048 def=-DCPSTEP=8 ;;
	linelog) len=8192 ;;
	batch) len=16384 ;;
	pattern) len=512 ;;
	esac
	# built again only when a source is newer: a long run under nice
	# after a build starts at once
	[ -e "$out/fuzz-$t" ] && [ -z "$(find tests/fuzz/fuzz.c "$@" ./*.h \
		-newer "$out/fuzz-$t" 2>/dev/null)" ] ||
	$cc -g -O1 -std=c99 -D_POSIX_C_SOURCE=200809L -DFUZZ_$up $def -I. \
		-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-o "$out/fuzz-$t" tests/fuzz/fuzz.c "$@" || exit 1
	mkdir -p "$out/corpus-$t"
	times > "$out/times0"
	"$out/fuzz-$t" -max_total_time="$secs" -max_len=$len \
		-print_final_stats=0 -artifact_prefix="$out/crash-$t-" \
		"$out/corpus-$t" "$out/seeds/$t" > "$out/$t.log" 2>&1 ||
		{ tail -n 40 "$out/$t.log"; exit 1; }
	times > "$out/times1"
	grep -o 'Done [0-9]* runs in [0-9]* second' "$out/$t.log" |
	awk -v t="$t" -v cpu="$(cputime "$out/times0" "$out/times1")" \
	    -v cov="$(grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*' "$out/$t.log" | tail -n 1)" \
	    '{ printf "fuzz-%s: %d runs in %d s, %.0f inputs/s, %.0f a CPU second of %.1f s " \
	        "(target >= 10000), %s, no crash\n", t, $2, $5, $2 / ($5 ? $5 : 1),
	        $2 / (cpu > 0 ? cpu : 1), cpu, cov }'
done
