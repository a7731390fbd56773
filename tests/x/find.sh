#!/bin/sh
# find.sh - find and filter in the commit list: / and ? with a bare
# pattern (message, author, committer), smart case, the prefixes sha:,
# path:, adds:, changes:; n and N walk the matches in list order and
# wrap; & keeps only the matching commits, & and an empty pattern shows
# all again on the same commit; an invalid or unmatched pattern leaves the
# selection; Escape closes the prompt, Up recalls the last pattern; the
# prompt is drawn in the status line; Escape in the list stops a running
# find and its git; a red message (no match) goes with the next action (a
# goto, a move); a bare pattern runs one git, matched a line at a time as
# git matches, and jumps to the nearest match while that git still runs,
# where n waits for the rest before it wraps. Everything expected comes
# from git rev-list --grep/--author/--committer -E [-i], git rev-list --
# PATH and git log -S / -G.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture, dated in order (git's order is then topological, and is
# gitview's):
#
#   f1  sub/a.txt                     "f1 start"
#   f2  Jane Doe                      "f2 jane work", body: xylophone
#   f3  adds needle-string-42 (x.txt) "f3 add the string"
#   f4  jane roe, sub/b.txt           "f4 roe in sub"
#   f5                                "f5 more", body: Xylophone again
#   f6  removes the needle line, and sub/d.txt
#   f7  committer Zed Committer (its only zed), sub/c.txt
#   t1  Jane Doe, on topic from f7, sub/t.txt
#   f8  on main
#   m1  merge topic
#   f9
build_fd()
{
	repo_init "$TEST_TMP/fd"
	commit_at -f sub/a.txt 1 'f1 start'
	echo two > two.txt && git add two.txt
	GIT_AUTHOR_NAME='Jane Doe' at 2 git commit -q -m 'f2 jane work' \
		-m 'the body mentions a xylophone'
	printf 'keep\nneedle-string-42\n' > x.txt && git add x.txt
	at 3 git commit -q -m 'f3 add the string'
	echo b > sub/b.txt && git add sub/b.txt
	GIT_AUTHOR_NAME='jane roe' at 4 git commit -q -m 'f4 roe in sub'
	echo five > five.txt && git add five.txt
	at 5 git commit -q -m 'f5 more' -m 'Xylophone again, in the body'
	printf 'keep\n' > x.txt && echo d > sub/d.txt && git add x.txt sub/d.txt
	at 6 git commit -q -m 'f6 remove the string'
	echo c > sub/c.txt && git add sub/c.txt
	GIT_COMMITTER_NAME='Zed Committer' at 7 git commit -q -m 'f7 by someone'
	git checkout -q -b topic
	echo t > sub/t.txt && git add sub/t.txt
	GIT_AUTHOR_NAME='Jane Doe' at 8 git commit -q -m 't1 topic work'
	git checkout -q main
	commit_at -f main.txt 9 'f8 main work'
	at 10 git merge -q --no-ff -m 'm1 merge topic' topic
	commit_at -f main.txt 11 'f9 end'
}

build_fd
git rev-list HEAD > "$TEST_TMP/order"
NC=$(wc -l < "$TEST_TMP/order")
if ! is_topo "$TEST_TMP/order" > "$TEST_TMP/topo"; then
	fail fd-fixture "test bug: git's default order is not topological" "$TEST_TMP/topo"
	exit 1
fi
by()
{
	git rev-list -1 --grep="^$1" HEAD
}

# in_order NAME: the commits of $TEST_TMP/set.NAME in the list's order
in_order()
{
	sort -u "$TEST_TMP/set.$1" > "$TEST_TMP/set.$1.u"
	grep -Fxf "$TEST_TMP/set.$1.u" "$TEST_TMP/order"
}
# expect_set NAME CMD...: what git's CMD lists, in the list's order, into
# $TEST_TMP/m.NAME (appends to the set: call it once per field)
git_set()
{
	_gs=$1
	shift
	"$@" >> "$TEST_TMP/set.$_gs"
	in_order "$_gs" > "$TEST_TMP/m.$_gs"
}
# bare NAME PATTERN: a bare pattern's matches (smart case)
bare()
{
	: > "$TEST_TMP/set.$1"
	_bi=-i
	case $2 in *[A-Z]*) _bi= ;; esac
	git_set "$1" git rev-list -E $_bi --grep="$2" HEAD
	git_set "$1" git rev-list -E $_bi --author="$2" HEAD
	git_set "$1" git rev-list -E $_bi --committer="$2" HEAD
}
field()
{
	: > "$TEST_TMP/set.$1"
	_fn=$1
	shift
	git_set "$_fn" "$@"
}

start_x
gv_open -o "$TEST_TMP/order" fd-start "$(c 0)"
pane_geometry || { gv_kill; exit 1; }

# home: select the first row
home()
{
	gv_key Home
	wait_primary "$(c 0)" 3
}
# next_after FILE ROW: the first match in FILE (list order) below ROW,
# wrapping
next_after()
{
	_na=
	while read -r _s; do
		if [ "$(row "$_s")" -gt "$2" ]; then
			_na=$_s
			break
		fi
	done < "$1"
	[ -n "$_na" ] || _na=$(head -n 1 "$1")
	echo "$_na"
}
# walk_matches SET NAME PATTERN: from the first row, /PATTERN and n
# through every match and once more (the wrap): the order must be git's
# SET in the list's order, starting below the first row
walk_matches()
{
	_wm=$TEST_TMP/m.$1
	shift
	if [ ! -f "$_wm" ]; then
		fail "fd-$1" "test bug: no set $_wm"
		return 1
	fi
	_wm_n=$(wc -l < "$_wm")
	if [ "$_wm_n" -lt 2 ]; then
		fail "fd-$1" "test bug: '$2' matches $_wm_n commits in git, want 2 or more"
		return 1
	fi
	# the expected walk: rotated to start below row 0, then the wrap
	awk -v first="$(next_after "$_wm" 0)" '
		{ l[NR] = $0; if ($0 == first) s = NR }
		END { for (i = 0; i <= NR; i++) print l[(s - 1 + i) % NR + 1] }' "$_wm" > "$_wm.want"
	home
	ask slash "$2"
	if ! wait_primary "$(head -n 1 "$_wm.want")" 5; then
		fail "fd-$1" "/$2: PRIMARY is $(describe "$(primary)" "$TEST_TMP/order"), expected $(describe "$(head -n 1 "$_wm.want")" "$TEST_TMP/order")"
		return 1
	fi
	gv_walk n "$_wm_n" "$_wm.got" ||
		echo "    (walk stopped: $GV_WALK_ERR)"
	_d=$TEST_TMP/walk.diff
	if diff "$_wm.want" "$_wm.got" > "$_d"; then
		pass "fd-$1"
	else
		awk 'NR == FNR { w[FNR] = $0; n = FNR; next } { g[FNR] = $0; m = FNR }
			END { for (i = 1; i <= (n > m ? n : m); i++)
				printf "%2d want %s  got %s%s\n", i, substr(w[i], 1, 7), substr(g[i], 1, 7), w[i] == g[i] ? "" : "  <--" }' \
			"$_wm.want" "$_wm.got" > "$_d"
		fail "fd-$1" "/$2 then n: not git's matches in order, wrapping" "$_d"
	fi
}

F2=$(by f2) F3=$(by f3) F5=$(by f5) F6=$(by f6) F7=$(by f7)

# --- / and n: a word in message bodies only ----------------------------------

bare xylo xylophone
check fd-fixture-xylophone "$F5 $F2" "$(paste -sd' ' "$TEST_TMP/m.xylo")"
if git log --format=%s HEAD | grep -qi xylophone; then
	fail fd-fixture-body-only "test bug: xylophone is in a subject"
fi
walk_matches xylo xylophone-n xylophone

# one git command for a bare pattern, which gitview matches against the
# message, the author and the committer (it was three: --grep, --author,
# --committer, each a walk of the whole history)
home
ask slash xylophone
if gv_wait_trace 'find done' 10; then
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -E 'run: git (rev-list|log) ' > "$TEST_TMP/runs"
	if [ "$(wc -l < "$TEST_TMP/runs" | tr -d ' ')" = 1 ]; then
		pass fd-bare-one-git
	else
		fail fd-bare-one-git "not one git for /xylophone" "$TEST_TMP/runs"
	fi
	# nor one for the commit pane's notes: the fixture has no notes ref
	[ -z "$(git for-each-ref refs/notes/)" ] ||
		fail fd-no-notes-fixture "test bug: the fixture has notes"
	if grep -q 'run: git log -1 --pretty=oneline .*--notes' "$GV_ERR"; then
		fail fd-no-notes-git "git log --notes ran without a notes ref" "$TEST_TMP/runs"
	else
		pass fd-no-notes-git
	fi
else
	fail fd-bare-one-git "no 'find done' within 10 s of /xylophone"
fi

# count_bare NAME PATTERN: /PATTERN finds as many commits as git's
# --grep, --author and --committer together, a line at a time as git
# matches (smart case)
count_bare()
{
	bare "$1" "$2"
	_cb=$(wc -l < "$TEST_TMP/m.$1" | tr -d ' ')
	home
	ask slash "$2"
	if gv_wait_trace 'find done' 10; then
		check "fd-$1" "find done $_cb matches" "$(tail -n +$((GV_MARK + 1)) "$GV_ERR" |
			sed -n 's/.*trace: .*\(find done [0-9]* matches\).*/\1/p' | tail -n 1)"
	else
		fail "fd-$1" "no 'find done' within 10 s of /$2"
	fi
}
count_bare line-start '^f[0-9] '
count_bare line-start-body '^the body'
count_bare empty-line '^$'
count_bare author-anchored '^jane doe <'
[ "$(wc -l < "$TEST_TMP/m.empty-line")" -eq "$NC" ] ||
	fail fd-fixture-empty-line "test bug: git's ^\$ does not match every commit"
[ -s "$TEST_TMP/m.line-start-body" ] && [ -s "$TEST_TMP/m.author-anchored" ] ||
	fail fd-fixture-anchors "test bug: git finds no ^the body or no ^jane doe <"
# a match across lines is none: git's lines are matched one by one
count_bare across-lines 'work[[:space:]]+the'
if [ -s "$TEST_TMP/m.across-lines" ] || ! git log -1 --format=%B "$F2" | tr '\n' ' ' |
	grep -Eq 'work[[:space:]]+the'; then
	fail fd-fixture-across-lines "test bug: f2's message does not hold work, then the on the next line"
fi

# from a row between the matches: the next one below it
gv_key Home
select_commit "$F3" "$(row "$F3")"
ask slash xylophone
expect_primary fd-find-from-the-selection "$F2" "$TEST_TMP/order"
# N: the previous match (list order), wrapping at the top
gv_key N
expect_primary fd-N-previous "$F5" "$TEST_TMP/order"
gv_key N
expect_primary fd-N-wraps "$F2" "$TEST_TMP/order"

# ? goes backward: from the first row it wraps to the last match; then n
# goes on backward and N forward
home
ask question xylophone
expect_primary fd-question-wraps-to-last "$F2" "$TEST_TMP/order"
gv_key n
expect_primary fd-question-n-backward "$F5" "$TEST_TMP/order"
gv_key N
expect_primary fd-question-N-forward "$F2" "$TEST_TMP/order"

# --- fields ---------------------------------------------------------------

field author-lower git rev-list -E -i --author=jane HEAD
walk_matches author-lower author-smart-case-lower author:jane
field author-upper git rev-list -E --author=Jane HEAD
walk_matches author-upper author-smart-case-upper author:Jane
if cmp -s "$TEST_TMP/m.author-lower" "$TEST_TMP/m.author-upper"; then
	fail fd-fixture-smart-case "test bug: jane and Jane match the same commits"
fi
bare committer 'zed|roe'
if ! grep -qx "$F7" "$TEST_TMP/m.committer" || git log -1 --format='%an %B' "$F7" | grep -qi zed; then
	fail fd-fixture-committer "test bug: f7 should match zed by its committer alone"
fi
walk_matches committer bare-matches-committer 'zed|roe'
field committerf git rev-list -E -i --committer=mitter HEAD
walk_matches committerf committer-field committer:mitter
field msg git rev-list -E -i --grep='string|roe' HEAD
walk_matches msg msg-alternation 'msg:string|roe'
field path git rev-list HEAD -- sub
walk_matches path path-directory path:sub
field adds git log --format=%H -S needle-string-42 HEAD
check fd-fixture-adds "$F6 $F3" "$(paste -sd' ' "$TEST_TMP/m.adds")"
walk_matches adds adds-added-then-removed adds:needle-string-42
field changes git log --format=%H -E -i -G 'needle-[a-z]+-42' HEAD
walk_matches changes changes-regex 'changes:needle-[a-z]+-42'

# sha: a prefix of F6's id
home
ask slash "sha:$(echo "$F6" | cut -c1-8)"
expect_primary fd-sha-prefix "$F6" "$TEST_TMP/order"
home
ask slash "sha:$(echo "$F7" | cut -c1-6 | tr a-f A-F)"
expect_primary fd-sha-prefix-upper-case "$F7" "$TEST_TMP/order"

# --- what leaves the selection alone -------------------------------------------

# stays NAME SHA: PRIMARY is still SHA once gitview has handled the keys
# (the sync) and the find they started has ended (its trace after ask's
# mark; with no git run, nothing to wait for)
stays()
{
	gv_sync > /dev/null
	if _gv_since 'run: git' && ! gv_wait_trace 'find done' 10; then
		fail "$1" "no trace 'find done' 10 s after the find"
		return
	fi
	gv_sync > /dev/null
	check "$1" "$(describe "$2" "$TEST_TMP/order")" "$(describe "$(primary)" "$TEST_TMP/order")"
}
select_commit "$F3" "$(row "$F3")"
ask slash '('
stays fd-invalid-regex-stays "$F3"
gv_key j
expect_primary fd-invalid-regex-then-j "$(c $(($(row "$F3") + 1)))" "$TEST_TMP/order"
select_commit "$F3" "$(row "$F3")"
ask slash 'zzz-no-such-thing'
stays fd-no-match-stays "$F3"
gv_key n
stays fd-no-match-n-stays "$F3"
ask slash 'sha:ffffffffff'
stays fd-sha-no-match-stays "$F3"
ask slash 'sha:xyz'
stays fd-sha-not-hex-stays "$F3"

# Escape closes the prompt: what was typed does not run, j moves again
ask slash ''  # an empty pattern: nothing
stays fd-empty-pattern-stays "$F3"
gv_key slash
xdotool type --delay 10 -- 'xylophone'
gv_key Escape
gv_key j
expect_primary fd-escape-closes-prompt "$(c $(($(row "$F3") + 1)))" "$TEST_TMP/order"

# Up recalls the last pattern, Up Up the one before
home
ask slash 'adds:needle-string-42'
expect_primary fd-before-recall "$F6" "$TEST_TMP/order"
home
gv_key slash Up Return
expect_primary fd-up-recalls "$F6" "$TEST_TMP/order"
home
ask slash 'author:Jane'
expect_primary fd-before-recall-2 "$(next_after "$TEST_TMP/m.author-upper" 0)" "$TEST_TMP/order"
home
gv_key slash Up Up Return
expect_primary fd-up-up-recalls "$F6" "$TEST_TMP/order"

# --- the prompt is drawn in the status line --------------------------------------

home
gv_shot_stable "$TEST_TMP/before.ppm"
gv_key slash
xdotool type --delay 10 -- 'some pattern'
# the prompt drawn: the window changed, then is still
_prompt_drawn()
{
	gv_shot "$TEST_TMP/prompt.ppm" && [ -s "$TEST_TMP/prompt.ppm" ] &&
		! cmp -s "$TEST_TMP/before.ppm" "$TEST_TMP/prompt.ppm"
}
wait_for 5 _prompt_drawn && gv_shot_stable "$TEST_TMP/prompt.ppm"
gv_key Escape
# the bounding box of the pixels that changed
box=$(convert "$TEST_TMP/before.ppm" "$TEST_TMP/prompt.ppm" -compose difference \
	-composite -threshold 0 -format '%@' info: 2>/dev/null)
case $box in
*x*+*+*)
	bh=${box#*x}; bh=${bh%%+*}
	by=${box##*+}
	bw=${box%%x*}
	if [ "$bw" -le 1 ] && [ "$bh" -le 1 ]; then
		fail fd-prompt-in-status-line "the window did not change when the prompt opened"
	elif [ "$by" -ge $((GV_H - ROWH)) ]; then
		pass fd-prompt-in-status-line
	else
		fail fd-prompt-in-status-line "pixels changed outside the bottom row (status line: y >= $((GV_H - ROWH))): $box"
	fi
	;;
*)
	fail fd-prompt-in-status-line "cannot compare the screenshots ('$box')"
	;;
esac

# --- filter ---------------------------------------------------------------------

M=$TEST_TMP/m.author-lower
NM=$(wc -l < "$M")
select_commit "$F7" "$(row "$F7")"
ask ampersand 'author:jane'
gv_key Home
expect_primary fd-filter-home "$(head -n 1 "$M")" "$TEST_TMP/order"
gv_key End
expect_primary fd-filter-end "$(tail -n 1 "$M")" "$TEST_TMP/order"
gv_key Home
wait_primary "$(head -n 1 "$M")" 3
gv_walk Down $((NM - 1)) "$TEST_TMP/filter.got"
check_file fd-filter-down-walks-git-set "$M" "$TEST_TMP/filter.got"
gv_key Down
stays fd-filter-down-at-the-end "$(tail -n 1 "$M")"
# Up from the last: the one before it among the matches
gv_key Up
expect_primary fd-filter-up "$(tail -n 2 "$M" | head -n 1)" "$TEST_TMP/order"

# & then Return: everything again, on the same commit
KEPT=$(tail -n 2 "$M" | head -n 1)
gv_key ampersand Return
stays fd-unfilter-keeps-selection "$KEPT"
gv_key Down
WANT=$(c $(($(row "$KEPT") + 1)))
if wait_primary "$WANT" 3; then
	pass fd-unfilter-whole-list
else
	fail fd-unfilter-whole-list "& Return, then Down: PRIMARY is $(describe "$(primary)" "$TEST_TMP/order"), expected $(describe "$WANT" "$TEST_TMP/order"), the commit below $(describe "$KEPT" "$TEST_TMP/order") in the whole list"
	# the prompt may have come up holding the filter: clear it
	gv_key ampersand ctrl+u Return
	gv_sync > /dev/null
	select_commit "$KEPT" "$(row "$KEPT")"
	gv_key Down
	expect_primary fd-unfilter-ctrl-u-whole-list "$(c $(($(row "$KEPT") + 1)))" "$TEST_TMP/order"
fi
gv_key End
expect_primary fd-unfilter-end "$(c $((NC - 1)))" "$TEST_TMP/order"

# a filter that matches nothing keeps the list
home
ask ampersand 'zzz-no-such-thing'
gv_wait_trace 'find done' 10
gv_sync > /dev/null  # what the filter's end does is done
gv_key End
expect_primary fd-filter-no-match-keeps-list "$(c $((NC - 1)))" "$TEST_TMP/order"

gv_quit
check fd-quit 0 $?

# --- path: in a path-limited view ------------------------------------------------

# gitview -- sub: path:x.txt matches the commits of the view that touch
# x.txt too (only F6), not every commit of the view
git rev-list HEAD -- sub > "$TEST_TMP/order.sub"
git rev-list HEAD -- x.txt | grep -Fxf - "$TEST_TMP/order.sub" > "$TEST_TMP/m.subx"
check fd-fixture-path-in-view "$F6" "$(cat "$TEST_TMP/m.subx")"
gv_open -o "$TEST_TMP/order.sub" fd-sub-start "$(head -n 1 "$TEST_TMP/order.sub")" -- sub
ask slash 'path:x.txt'
if wait_primary "$F6" 5; then
	pass fd-sub-path-find
	# the only match: n wraps onto it again
	gv_wait_trace 'find done' 10
	gv_key n
	gv_sync > /dev/null
	check fd-sub-path-only-match "$(describe "$F6" "$TEST_TMP/order.sub")" "$(describe "$(primary)" "$TEST_TMP/order.sub")"
else
	fail fd-sub-path-find "/path:x.txt in 'gitview -- sub': PRIMARY is $(describe "$(primary)" "$TEST_TMP/order.sub"), expected $(describe "$F6" "$TEST_TMP/order.sub"), the one commit of the view that touches x.txt"
fi
gv_quit
check fd-sub-quit 0 $?

# --- a find while the history loads ------------------------------------------

# 20,000 commits read slowly (a git that sleeps 0.1 s every 1,000 lines of
# rev-list --parents): /msg: of an old commit starts at once, git's search
# prints its id before the list has it, and once the list is in the match
# is marked and selected; a find of a new commit jumps while loading
repo_init "$TEST_TMP/slow"
awk 'BEGIN {
	for (i = 1; i <= 20000; i++) {
		printf "commit refs/heads/main\nmark :%d\n", i
		printf "committer C O Mitter <committer@example.com> %d +0000\n", 1234567890 + 60 * i
		printf "data <<EOM\nslow %d\nEOM\n", i
		if (i > 1)
			printf "from :%d\n", i - 1
		printf "\n"
	}
}' | git fast-import --quiet || fail fd-slow-fixture "git fast-import failed"
git checkout -q main 2>/dev/null
OLD=$(git rev-list --grep='^slow 7$' HEAD)
NEW=$(git rev-list --grep='^slow 19990$' HEAD)
git_wrap "$TEST_TMP/bin" <<EOF2
if [ "\$1 \$2" = "rev-list --parents" ]; then
	"$REALGIT" "\$@" | awk '{ print; fflush() } NR % 1000 == 0 { system("sleep 0.1") }'
	exit 0
fi
EOF2
gv_start_path "$TEST_TMP/bin" || exit 1
expect_primary fd-slow-start "$(git rev-parse HEAD)"
ask slash 'msg:^slow 19990$'
expect_primary fd-slow-new-while-loading "$NEW"
if grep -q 'loaded' "$GV_ERR"; then
	fail fd-slow-still-loading "test bug: the list was loaded before the find ended"
else
	pass fd-slow-still-loading
fi
ask slash 'msg:^slow 7$'
if wait_primary "$OLD" 10; then
	pass fd-slow-old-after-loading
else
	fail fd-slow-old-after-loading "PRIMARY is $(primary), expected $OLD ('slow 7')"
fi
if awk '/find first match/ && !l { f = NR } /loaded/ { l = NR } END { exit !(f && l && f < l) }' "$GV_ERR"; then
	pass fd-slow-match-before-load
else
	fail fd-slow-match-before-load "no 'find first match' before 'loaded' in the trace"
fi
gv_quit
check fd-slow-quit 0 $?

# --- Escape stops a find; a red message goes with the next action --------------

# a git whose pickaxe for "slow-needle" never ends (as git log -S on a
# long history), whose -S for "late-..." and -G for "needle..." answer
# 2 s late, the rest the real one's
cd "$TEST_TMP/fd" || exit 1
git_wrap "$TEST_TMP/bin2" <<EOF2
for a; do
	case \$a in
	-Sslow-needle*) while :; do sleep 1; done ;;
	-Slate-*|-Gneedle*) sleep 2 ;;
	esac
done
EOF2
# pickaxe: gitview's children that run the slow pickaxe (zombies too)
pickaxe()
{
	proc_children "$GV_PID" | grep -e '-Sslow-needle'
}
_pickaxe_runs()
{
	[ -n "$(pickaxe)" ]
}
_pickaxe_gone()
{
	[ -z "$(pickaxe)" ]
}
gv_start_path "$TEST_TMP/bin2" || exit 1
gv_wait_loaded 10
expect_primary fd-esc-start "$(c 0)" "$TEST_TMP/order"
ask slash 'adds:slow-needle'
if wait_for 5 _pickaxe_runs; then
	pass fd-esc-find-runs
	gv_mark
	gv_key Escape
	if wait_for 2 _pickaxe_gone; then
		pass fd-esc-kills-git
	else
		pickaxe > "$TEST_TMP/kids"
		fail fd-esc-kills-git "2 s after Escape the pickaxe's git still runs (pid, state, command)" "$TEST_TMP/kids"
	fi
	status_says fd-esc-says 'adds:slow-needle: find stopped' 2
	gv_key j
	expect_primary fd-esc-list-stays "$(c 1)" "$TEST_TMP/order"
else
	fail fd-esc-find-runs "test bug: no git with -Sslow-needle under gitview 5 s after /adds:slow-needle"
fi

# no commit adds it: red; a goto that works, or a move, clears it
NOADD=$(git log --format=%H -Szzz-no-commit-adds-this)
[ -z "$NOADD" ] && pass fd-red-fixture || fail fd-red-fixture "test bug: git log -S finds $NOADD"
# red_then NAME KEYS...: the failed find, then KEYS: the line is red
# before them and not after
red_then()
{
	_rt=$1
	shift
	ask slash 'adds:zzz-no-commit-adds-this'
	if gv_wait_trace 'status: adds:zzz-no-commit-adds-this: no commit matches' 10 &&
	   wait_for 3 status_red; then
		pass "$_rt-red"
	else
		fail "$_rt-red" "no red 'no commit matches' after /adds:zzz-no-commit-adds-this"
	fi
	"$@"
	if wait_for 3 status_not_red; then
		pass "$_rt-red-goes"
	else
		fail "$_rt-red-goes" "the status line is still red 3 s after: $*"
	fi
}
goto_f6()
{
	gv_key colon
	xdotool type --delay 10 -- "$F6"
	gv_key Return
	expect_primary fd-red-goto-goes "$F6" "$TEST_TMP/order"
}
red_then fd-red-goto goto_f6
red_then fd-red-move gv_key k
expect_primary fd-red-move-moved "$(c $(($(row "$F6") - 1)))" "$TEST_TMP/order"

# a find that ends after the user has gone elsewhere (a goto): the
# selection stays where the user put it, and no red comes for a find
# the user has left: not when nothing matches, nor a jump when something
# does
# late NAME PATTERN: the find, then a goto to F7 while it runs
late()
{
	home
	ask slash "$2"
	goto_f7
	if gv_wait_trace 'find done' 10; then
		pass "$1-ends"
	else
		fail "$1-ends" "no 'find done' within 10 s of /$2"
	fi
	gv_sync > /dev/null
	check "$1-selection-kept" "$(describe "$F7" "$TEST_TMP/order")" "$(describe "$(primary)" "$TEST_TMP/order")"
}
goto_f7()
{
	gv_key colon
	xdotool type --delay 10 -- "$F7"
	gv_key Return
	wait_primary "$F7" 3
}
NG=$(git log --format=%H -G'needle-string-42' | wc -l)
[ "$NG" -ge 1 ] && pass fd-late-fixture || fail fd-late-fixture "test bug: git log -G finds no commit"
late fd-late-none 'adds:late-zzz-nothing'
if gv_wait_trace 'status: .*no commit matches' 1 || ! status_not_red; then
	fail fd-late-none-not-red "a find left for a goto says in red that nothing matches"
else
	pass fd-late-none-not-red
fi
late fd-late-match 'changes:needle-string-42'
quit_check fd-esc-quit

# --- gitview sub/: path: finds ------------------------------------------------

# paths given without -- stay the view's: a path: find runs git rev-list
# with them and finds what git finds
repo_sub "$TEST_TMP/pathfind"
gv_start sub/ || exit 1
gv_wait_loaded 10
n=$(git rev-list HEAD -- sub/f.txt | wc -l | tr -d ' ')
ask slash "path:sub/f.txt"
if gv_wait_trace 'find done' 10; then
	check pathfind-no-dashdash "find done $n matches" "$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n 's/.*trace: .*\(find done [0-9]* matches\).*/\1/p' | tail -n 1)"
else
	fail pathfind-no-dashdash "no 'find done' within 10 s of /path:sub/f.txt"
fi
if tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -q 'run: git rev-list --default HEAD -- sub/f.txt$'; then
	pass pathfind-leaves-view-paths
else
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'run:' > "$TEST_TMP/runs"
	fail pathfind-leaves-view-paths "the find did not run git rev-list --default HEAD -- sub/f.txt" "$TEST_TMP/runs"
fi
quit_check pathfind-quit

# --- a bare find jumps while its git still runs; n waits for the rest ----------

# a git that prints a bare find of xylophone (the records of rev-list
# --format, or the old --grep, --author and --committer) up to F2's, then
# waits for $GATE: F5, the first match below the top, is known to be the
# nearest while git runs; F2, the next, is not until it goes on
cd "$TEST_TMP/fd" || exit 1
GATE=$TEST_TMP/gate
git_wrap "$TEST_TMP/bin3" <<EOF2
case " \$* " in
*" --format=%H%x00"*|*" --grep=xylophone "*|*" --author=xylophone "*|*" --committer=xylophone "*)
	"$REALGIT" "\$@" > "$TEST_TMP/held.\$\$" || exit
	at=\$(grep -b -a -m 1 "$F2" "$TEST_TMP/held.\$\$" | cut -d: -f1)
	if [ -n "\$at" ]; then
		head -c "\$at" "$TEST_TMP/held.\$\$"
		while [ ! -e "$GATE" ]; do sleep 0.05; done
		tail -c +\$((at + 1)) "$TEST_TMP/held.\$\$"
	else
		cat "$TEST_TMP/held.\$\$"
	fi
	exit 0 ;;
esac
EOF2
rm -f "$GATE"
gv_start_path "$TEST_TMP/bin3" || exit 1
gv_wait_loaded 10
expect_primary fd-held-start "$(c 0)" "$TEST_TMP/order"
check fd-held-fixture "$F5" "$(next_after "$TEST_TMP/m.xylo" 0)"
ask slash xylophone
if wait_primary "$F5" 5 && ! _gv_since 'find done'; then
	pass fd-held-jumps-while-git-runs
else
	fail fd-held-jumps-while-git-runs "/xylophone with git held before F2: PRIMARY is $(describe "$(primary)" "$TEST_TMP/order"), expected $(describe "$F5" "$TEST_TMP/order") before the find's end"
fi
# n: F2 is not known yet; nothing wraps to the top
[ "$(primary)" = "$F5" ] || select_commit "$F5" "$(row "$F5")"
gv_mark
gv_key n
gv_sync > /dev/null
if _gv_since 'status: search wrapped' || _gv_since 'find done'; then
	fail fd-held-n-no-wrap "n while git searches below: it wrapped (or the find ended)"
else
	check fd-held-n-no-wrap "$(describe "$F5" "$TEST_TMP/order")" "$(describe "$(primary)" "$TEST_TMP/order")"
fi
# git goes on: the n waiting goes to F2
touch "$GATE"
if wait_primary "$F2" 5; then
	pass fd-held-n-goes-on
else
	fail fd-held-n-goes-on "n before F2 was found, then git went on: PRIMARY is $(describe "$(primary)" "$TEST_TMP/order"), expected $(describe "$F2" "$TEST_TMP/order")"
fi
quit_check fd-held-quit
