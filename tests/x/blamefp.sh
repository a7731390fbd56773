#!/bin/sh
# blamefp.sh - blame by merge: p in the file view toggles git blame
# --first-parent, the line at hand kept: each line then names the commit
# of the first-parent line that brought it (the merge of a topic branch,
# or a commit made on the line itself), drawn with its subject where the
# author was; the header and the status line name the option; p again
# gives plain blame's answer; `,` blames again, still by merge, at the
# first parent of the line's merge, and again at the one before; o on a
# patch line then names the merge too (git blame --porcelain).
# Everything expected comes from git blame --line-porcelain.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: f.c of twelve lines on main, three topic branches merged
# into it with --no-ff, each changing lines of f.c, and commits made on
# main itself
#
#   base    f.c: "line 1" .. "line 12"
#   t1      on topic-0: line 2
#   M0      main merges topic-0
#   a1, a2  on topic-a: lines 2 and 3
#   d1      on main: line 11
#   Ma      main merges topic-a
#   b1, b2  on topic-b: line 6, line 2 again
#   Mb      main merges topic-b (a subject longer than its column)
#   d2      on main: line 9 (HEAD: f.c is the file it touches)
build_fp()
{
	repo_init "$TEST_TMP/fp"
	seq -f 'line %g' 1 12 > f.c
	git add f.c
	at 1 git commit -q -m 'fp: base'
	git checkout -q -b topic-0
	sed -i 's/^line 2$/line 2 from topic-0/' f.c
	at 2 git commit -q -am 'fp: t1'
	git checkout -q main
	at 3 git merge -q --no-ff -m "Merge branch 'topic-0'" topic-0 >/dev/null
	git checkout -q -b topic-a
	sed -i 's/^line 2 from topic-0$/line 2 from topic-a/' f.c
	at 4 git commit -q -am 'fp: a1'
	sed -i 's/^line 3$/line 3 from topic-a/' f.c
	at 5 git commit -q -am 'fp: a2'
	git checkout -q main
	sed -i 's/^line 11$/line 11 on main/' f.c
	at 6 git commit -q -am 'fp: d1 on main'
	at 7 git merge -q --no-ff -m "Merge branch 'topic-a'" topic-a >/dev/null
	git checkout -q -b topic-b
	sed -i 's/^line 6$/line 6 from topic-b/' f.c
	at 8 git commit -q -am 'fp: b1'
	sed -i 's/^line 2 from topic-a$/line 2 from topic-b/' f.c
	at 9 git commit -q -am 'fp: b2'
	git checkout -q main
	at 10 git merge -q --no-ff -m 'Merge pull request #7 from someone/a-topic-with-a-long-name' topic-b >/dev/null
	sed -i 's/^line 9$/line 9 on main/' f.c
	at 11 git commit -q -am 'fp: d2 on main'
}

build_fp
HEAD=$(git rev-parse HEAD)
# blamed N OPTS REV: "HEX SUMMARY" of line N of f.c in git blame
# --line-porcelain OPTS REV
blamed()
{
	git blame --line-porcelain $2 "$3" -- f.c | awk -v n="$1" '
	/^[0-9a-f]+ [0-9]+ [0-9]+/ && length($1) >= 40 { hex = $1; final = $3 }
	/^summary / { sum = substr($0, 9) }
	/^\t/ && final == n { print hex, sum; exit }'
}
# ann "HEX SUMMARY": the annotation by merge, the commit's 8 digits and
# its subject in the 23 columns of author and date, by what it merged
# ("Merge branch 'x'" as x, "Merge pull request #7 from u/x" as "#7
# u/x"), cut and marked when longer (the fixture's subjects are ASCII)
ann()
{
	_an_s=$(printf '%s\n' "${1#* }" | sed -e "s/^Merge branch '\([^']*\)'/\1/" \
		-e 's/^Merge pull request \(#[0-9]*\) from /\1 /')
	if [ ${#_an_s} -gt 23 ]; then
		printf '%.8s %.22s\342\200\246' "$1" "$_an_s"
	else
		printf '%.8s %s' "$1" "$_an_s"
	fi
}
commit_of()
{
	printf '%s' "${1%% *}"
}
for n in 2 3 6 9 11; do
	eval "FP$n=\$(blamed $n --first-parent HEAD)"
done
PL6=$(blamed 6 '' HEAD)
MB=$(git rev-parse HEAD~1) MA=$(git rev-parse HEAD~2) D1=$(git rev-parse HEAD~3)
M0=$(git rev-parse HEAD~4)
# the fixture's shape: the merges name their topics' lines, the commits
# on main their own
check fp-fixture "$MB $MA $MB $HEAD $D1" \
	"$(commit_of "$FP2") $(commit_of "$FP3") $(commit_of "$FP6") $(commit_of "$FP9") \
$(commit_of "$FP11")"
# `,` from line 2: at Mb's first parent (Ma), then at Ma's (d1), where
# the line is M0's (t1's to plain blame)
AT1=$(blamed 2 --first-parent "$MB^")
AT2=$(blamed 2 --first-parent "$MA^")
check fp-fixture-walk "$MA $M0 fp: b1 fp: t1" \
	"$(commit_of "$AT1") $(commit_of "$AT2") ${PL6#* } $(blamed 2 '' "$MA^" | cut -d' ' -f2-)"

start_x
gv_open fp-start "$HEAD"
pane_geometry || { gv_kill; exit 1; }

# line_is NAME N WANT: after gv_mark, the cursor is on line N and its
# annotation as drawn is WANT
line_is()
{
	if gv_wait_trace "fview: line $2 by " 5 &&
	   [ "$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n "s/^gitview: trace: fview: line $2 by //p" |
	        tail -n 1)" = "$3" ]; then
		pass "$1"
	else
		tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'fview: line' | tail -n 3 > "$TEST_TMP/ann"
		fail "$1" "no 'fview: line $2 by $3' as the last annotation drawn" "$TEST_TMP/ann"
	fi
}

# b on HEAD's file, plain blame; Down to line 2
gv_mark
gv_key Tab Tab b
fv_opened fp-open "" "[0-9a-f]*" f.c || { gv_kill; exit 1; }
gv_mark
gv_key Down
gv_wait_trace "fview: line 2 by " 3

# p: blame --first-parent, on line 2 still: Mb's, by its subject
gv_mark
gv_key p
fv_opened fp-p-runs "--first-parent " "$HEAD" f.c
line_is fp-p-keeps-line-2 2 "$(ann "$FP2")"
check fp-header "f.c at $(printf %.10s "$HEAD")  (blame --first-parent)" "$(text_triple 0)"
gv_key Return
expect_primary fp-line-2 "$(commit_of "$FP2")"
# lines 3 and 6: Ma, Mb; 9 and 11: the commits on main, by their subjects
for step in 3:1 6:3 9:3 11:2; do
	n=${step%:*}
	gv_mark
	i=0
	while [ $i -lt "${step#*:}" ]; do
		gv_key Down
		i=$((i + 1))
	done
	eval "want=\$FP$n"
	line_is "fp-line-$n-shown" "$n" "$(ann "$want")"
	if [ "$n" -lt 9 ]; then
		gv_key Return
		expect_primary "fp-line-$n" "$(commit_of "$want")"
	fi
done

# up to line 6, p again: plain blame's answer there, b1
gv_key Up Up Up Up Up
gv_mark
gv_key p
fv_opened fp-p-again-runs "" "$HEAD" f.c
status_says fp-p-again-status "blame without options\$" 2
gv_key Return
expect_primary fp-p-again-line-6 "$(commit_of "$PL6")"

# p, up to line 2, `,`: blamed by merge again at Mb^ = Ma, where line 2
# is Ma's; `,` again: at Ma^ = d1, where it is M0's
gv_mark
gv_key p
fv_opened fp-p-thrice-runs "--first-parent " "$HEAD" f.c
gv_key Up Up Up Up
gv_mark
gv_key comma
fv_opened fp-comma-runs "--first-parent " "$MA" f.c
line_is fp-comma-line-2-shown 2 "$(ann "$AT1")"
gv_key Return
expect_primary fp-comma-line-2 "$(commit_of "$AT1")"
gv_mark
gv_key comma
fv_opened fp-comma-again-runs "--first-parent " "$D1" f.c
line_is fp-comma-again-line-2-shown 2 "$(ann "$AT2")"
gv_key Return
expect_primary fp-comma-again-line-2 "$(commit_of "$AT2")"

# o, by merge still, on HEAD's patch: its first line, line 6 as it was
# in HEAD^, came with Mb (with b1 to plain blame); its file view opens
# there on that line
set -- $(git blame --porcelain --first-parent -L 6,6 HEAD^ -- f.c | head -n 1)
OHEX=$1 OLINE=$2
check fp-fixture-o "$MB $(git rev-parse HEAD~1^2~1)" \
	"$OHEX $(git blame --porcelain -L 6,6 HEAD^ -- f.c | head -n 1 | cut -d' ' -f1)"
gv_key Escape
select_commit "$HEAD" 0
gv_mark
gv_key o
if gv_wait_trace "run: git.* blame --porcelain --no-textconv --first-parent -L 6,6 $HEAD^ -- f.c\$" 5
then
	pass fp-o-runs
else
	fail fp-o-runs "no 'git blame --porcelain --no-textconv --first-parent -L 6,6 $HEAD^ -- f.c'"
fi
expect_primary fp-o-selects "$OHEX"
gv_wait_trace "file view $OHEX:f.c line $OLINE\$" 5
check fp-o-file-view 0 $?
quit_check fp-quit
