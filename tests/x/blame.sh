#!/bin/sh
# blame.sh - the file view and the tree view: b in the files pane (or a
# double-click on a file) shows the file at the selected commit with git
# blame's commit beside each line; Down moves the line cursor, Return
# selects the line's commit; `,` blames again at the parent of the line's
# commit, following a rename; `<` goes back to the file view before;
# Escape returns to the patch. t lists the whole tree in the files pane:
# a click opens a directory, then a file. A binary and an empty file open
# without harm; moving the selection while git blame runs kills it. A
# path of 3,900 bytes is blamed whole.
# Everything expected comes from git blame --porcelain and git ls-tree.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: notes.txt gets its lines from five commits and is renamed
# to doc/notes.md on the way; src/deep/leaf.c is deep in the tree
#
#   c1  notes.txt l1..l8, src/a.txt, src/z.txt, src/deep/leaf.c,
#       top.txt, bin.dat (binary), empty.txt (empty)
#   c2  notes.txt: L2, L7
#   c3  git mv notes.txt doc/notes.md; L4
#   c4  doc/notes.md: L5; src/deep/leaf.c: its line 2
#   c5  doc/notes.md: L6 (HEAD: the only file it touches)
build_bl()
{
	repo_init "$TEST_TMP/bl"
	printf 'l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\n' > notes.txt
	mkdir -p src/deep
	printf 'a\n' > src/a.txt
	printf 'z\n' > src/z.txt
	printf 'int leaf1;\nint leaf2;\nint leaf3;\n' > src/deep/leaf.c
	printf 'top\n' > top.txt
	printf 'GIF89a\000\001\002\003binary\000\377\n' > bin.dat
	: > empty.txt
	git add .
	at 1 git commit -q -m 'bl: c1 the files'
	printf 'l1\nL2\nl3\nl4\nl5\nl6\nL7\nl8\n' > notes.txt
	at 2 git commit -q -am 'bl: c2 two lines'
	git mv notes.txt doc.tmp && mkdir doc && git mv doc.tmp doc/notes.md
	printf 'l1\nL2\nl3\nL4\nl5\nl6\nL7\nl8\n' > doc/notes.md
	git add -A
	at 3 git commit -q -m 'bl: c3 rename to doc/notes.md'
	printf 'l1\nL2\nl3\nL4\nL5\nl6\nL7\nl8\n' > doc/notes.md
	printf 'int leaf1;\nint LEAF2;\nint leaf3;\n' > src/deep/leaf.c
	at 4 git commit -q -am 'bl: c4 line 5 and leaf'
	printf 'l1\nL2\nl3\nL4\nL5\nL6\nL7\nl8\n' > doc/notes.md
	at 5 git commit -q -am 'bl: c5 line 6'
}

build_bl
HEAD=$(git rev-parse HEAD)
C1=$(git rev-parse HEAD~4)
C2=$(git rev-parse HEAD~3)
C3=$(git rev-parse HEAD~2)
C4=$(git rev-parse HEAD~1)
F=doc/notes.md
if [ "$(git diff-tree -r --name-only --no-commit-id "$C3" -M | paste -sd' ')" != "$F" ] ||
   [ -z "$(git diff-tree -r -M --no-commit-id "$C3" | grep R)" ]; then
	fail bl-fixture "test bug: c3 is not a rename to $F"
	exit 1
fi

# blamed N REV PATH: the commit git blame names for line N
blamed()
{
	git blame -L "$1,$1" --porcelain "$2" -- "$3" | head -n 1 | cut -d' ' -f1
}
# previous N REV PATH: "SHA PATH" of the previous line of line N's record
previous()
{
	git blame -L "$1,$1" --porcelain "$2" -- "$3" | sed -n 's/^previous //p' | head -n 1
}

start_x
gv_open bl-start "$HEAD"
pane_geometry || { gv_kill; exit 1; }

# fv_wait (tests/lib/steps.sh), and the cursor is on line 1
fv_open_wait()
{
	fv_wait "$@" || return 1
	CUR=1
}
# fv_goto N: move the line cursor to line N (1-based) with Up/Down
fv_goto()
{
	_fg_k=
	while [ "$CUR" -lt "$1" ]; do _fg_k="$_fg_k Down"; CUR=$((CUR + 1)); done
	while [ "$CUR" -gt "$1" ]; do _fg_k="$_fg_k Up"; CUR=$((CUR - 1)); done
	[ -n "$_fg_k" ] && gv_key $_fg_k
	return 0
}
# fv_return NAME EXPECTED: Return on the cursor's line selects EXPECTED
fv_return()
{
	gv_key Return
	expect_primary "$1" "$2"
}
# open_head: select HEAD, focus the files pane, b on its one file
open_head()
{
	select_commit "$HEAD" 0 || return 1
	gv_mark
	gv_key Tab Tab b
	fv_open_wait "$1" "$F"
}

# --- b, Down, Return ---------------------------------------------------------

# line 4 came with the rename (c3), line 5 from c4, line 3 from c1
N=4
X1=$(blamed $N HEAD "$F")
check bl-fixture-line-4 "$C3" "$X1"
set -- $(previous $N HEAD "$F")
P1=$1 PP1=$2
check bl-fixture-previous "$C2 notes.txt" "$P1 $PP1"
gv_mark
gv_key Tab Tab b
if fv_open_wait bl-b-opens "$F"; then
	pass bl-b-opens
	fv_goto $N
	fv_return bl-return-line-4 "$X1"

	# , at the commit of line 4 (c3): the parent's blame of the old path
	M=3
	X2=$(blamed $M "$P1" "$PP1")
	check bl-fixture-parent-line-3 "$C1" "$X2"
	gv_mark
	gv_key comma
	if fv_open_wait bl-comma-after-return-reblames "$PP1"; then
		pass bl-comma-after-return-reblames
		fv_goto $M
		fv_return bl-comma-after-return-line-3 "$X2"
	else
		gv_diag
	fi
fi

# , straight from the file view (no Return first), twice along the rename
open_head bl-open-head-1 && {
	N=5
	X1=$(blamed $N HEAD "$F")                       # c4
	set -- $(previous $N HEAD "$F")                 # c3 doc/notes.md
	P1=$1 PP1=$2
	fv_goto $N
	gv_mark
	gv_key comma
	if fv_open_wait bl-comma-reblames "$PP1"; then
		grep -q "run: git.* blame --incremental --no-textconv $P1 -- $PP1\$" "$GV_ERR"
		check bl-comma-at-the-parent "0" "$?"
		# line 2, through the rename: c2's, in notes.txt
		M=2
		X2=$(blamed $M "$P1" "$PP1")
		check bl-fixture-c3-line-2 "$C2" "$X2"
		set -- $(previous $M "$P1" "$PP1")     # c1 notes.txt
		P2=$1 PP2=$2
		check bl-fixture-c3-previous "$C1 notes.txt" "$P2 $PP2"
		CUR=$N
		fv_goto $M
		gv_mark
		gv_key comma
		if fv_open_wait bl-comma-twice-old-path "$PP2"; then
			grep -q "run: git.* blame --incremental --no-textconv $P2 -- $PP2\$" "$GV_ERR"
			check bl-comma-twice-old-path "0" "$?"
			CUR=$M
			fv_goto 1
			fv_return bl-comma-twice-line-1 "$(blamed 1 "$P2" "$PP2")"
		fi
	fi
}

# , then < : back to the first view, the cursor on the same line
open_head bl-open-head-2 && {
	N=5
	X1=$(blamed $N HEAD "$F")
	set -- $(previous $N HEAD "$F")
	PP1=$2
	fv_goto $N
	gv_mark
	gv_key comma
	fv_open_wait bl-comma-for-back "$PP1" && {
		gv_mark
		gv_key less
		if fv_open_wait bl-back "$F"; then
			pass bl-back
			# the cursor is back on line N: Return gives the first answer
			fv_return bl-back-return-same-line "$X1"
			gv_key Escape
			check bl-escape-back-to-patch "commit $X1" "$(top_line)"
		fi
	}
}

# Escape right after b: the patch again
open_head bl-open-head-3 && {
	gv_key Escape
	check bl-escape-patch "commit $HEAD" "$(top_line)"
	gv_key ISO_Left_Tab Down
	expect_primary bl-escape-then-list-down "$C4"
}

# a double-click on the file opens it too
select_commit "$HEAD" 0 && {
	gv_mark
	press_gap
	xdotool mousemove --window "$GV_WID" $((FILESX + 3 * ${CHARW:-7})) "$(fy 0)" \
		click --repeat 2 --delay 60 1
	_pressed 2
	if fv_open_wait bl-double-click-opens "$F"; then
		pass bl-double-click-opens
		fv_goto 2
		fv_return bl-double-click-return-line-2 "$(blamed 2 HEAD "$F")"
	fi
}

# --- the tree view -----------------------------------------------------------

# tree_rows OPEN...: the entries the tree view shows, in order, with the
# directories OPEN opened (git ls-tree -r -t order)
tree_rows()
{
	git ls-tree -r -t --name-only HEAD | awk -v open=" $* " '
		{
			n = split($0, p, "/")
			shown = 1
			d = ""
			for (i = 1; i < n; i++) {
				d = d (i > 1 ? "/" : "") p[i]
				if (index(open, " " d " ") == 0)
					shown = 0
			}
			if (shown)
				print
		}'
}
# tree_click NAME PATH OPEN...: click PATH's row in the tree with OPEN
# opened
tree_click()
{
	_tc_n=$1 _tc_p=$2
	shift 2
	_tc_r=$(tree_rows "$@" | awk -v p="$_tc_p" '$0 == p { print NR - 1; exit }')
	if [ -z "$_tc_r" ]; then
		fail "$_tc_n" "test bug: $_tc_p is not shown with '$*' open"
		return 1
	fi
	press_gap
	xdotool mousemove --window "$GV_WID" $((FILESX + 3 * ${CHARW:-7})) "$(fy "$_tc_r")" click 1
	_pressed 1
}

# tree_open NAME: Tab Tab t, and wait for the tree view's git ls-tree to
# have run and been reaped by gitview, which reads its output to the end
# first: the clicks after it land on the tree
tree_open()
{
	gv_mark
	gv_key Tab Tab t
	if ! gv_wait_trace 'run: git.* ls-tree ' 5; then
		fail "$1" "no git ls-tree in the trace after t"
		return 1
	fi
	if ! wait_for 5 _no_lstree; then
		fail "$1" "git ls-tree still running 5 s after t"
		return 1
	fi
	return 0
}
_no_lstree()
{
	_nl=$(proc_children "$GV_PID") || return 1
	! printf '%s\n' "$_nl" | grep -Eq 'ls-tree|^[0-9]+ Z'
}

DEEP=src/deep/leaf.c
if ! git ls-tree -r --name-only HEAD | grep -qx "$DEEP"; then
	fail bl-tree-fixture "test bug: no $DEEP in git ls-tree"
fi
select_commit "$HEAD" 0 && tree_open bl-tree-open && {
	tree_click bl-tree-open-src src && tree_click bl-tree-open-deep src/deep src &&
	{
		gv_mark
		tree_click bl-tree-open-file "$DEEP" src src/deep
	} && if fv_open_wait bl-tree-opens-deep-file "$DEEP"; then
		pass bl-tree-opens-deep-file
		check bl-tree-header "$DEEP at $(git rev-parse --short=10 HEAD)" "$(top_line)"
		CUR=1
		fv_goto 2
		fv_return bl-tree-return-line-2 "$(blamed 2 HEAD "$DEEP")"
	fi
}

# binary and empty files: the view says so, and gitview goes on
for what in bin.dat:binary empty.txt:empty; do
	path=${what%%:*} kind=${what#*:}
	select_commit "$HEAD" 0 || break
	# the tree view is still on (t toggles it): only top-level entries
	gv_key Tab Tab
	gv_mark
	tree_click "bl-tree-$kind" "$path" || continue
	if fv_open_wait "bl-tree-$kind-opens" "$path"; then
		pass "bl-tree-$kind-opens"
		case $kind in
		binary) want="(a binary file of $(git cat-file -s "HEAD:$path") bytes)" ;;
		empty) want="(an empty file)" ;;
		esac
		sel_reset
		press_gap
		xdotool mousemove --window "$GV_WID" "${X0:-8}" "$(ty 1)" click --repeat 3 --delay 40 1
		_pressed 3
		check "bl-$kind-says-so" "$want" "$(sel_get)"
		gv_key j k j Return
		gv_sync > /dev/null  # the keys have been handled
		if proc_alive "$GV_PID"; then
			pass "bl-$kind-alive"
		else
			fail "bl-$kind-alive" "gitview exited"
			exit 1
		fi
		# the list still answers j
		select_commit "$HEAD" 0 && {
			gv_key j
			expect_primary "bl-$kind-then-j" "$C4"
		}
	fi
done
gv_key t
gv_quit
check bl-quit 0 $?

# --- moving on while git blame runs ------------------------------------------

# a 10,000-line file changed by 300 commits: blame takes a while
repo_init "$TEST_TMP/big"
awk -v t="$TEST_EPOCH" 'BEGIN {
	n = 10000
	for (i = 1; i <= n; i++)
		L[i] = "line " i " of the big file"
	for (c = 0; c < 300; c++) {
		if (c > 0)
			for (k = 0; k < 40; k++) {
				j = (c * 7919 + k * 104729) % n + 1
				L[j] = "line " j " changed in " c
			}
		printf "commit refs/heads/main\nmark :%d\n", c + 1
		printf "committer C O Mitter <committer@example.com> %d +0000\n", t + 60 * c
		printf "data <<EOM\nbig: %d\nEOM\n", c
		if (c > 0)
			printf "from :%d\n", c
		printf "M 100644 inline big.txt\ndata <<EOM\n"
		for (i = 1; i <= n; i++)
			print L[i]
		printf "EOM\n\n"
	}
}' | git fast-import --quiet || { fail bl-big-fixture "git fast-import failed"; exit 1; }
git checkout -q main
BIGHEAD=$(git rev-parse HEAD)
gv_open bl-big-start "$BIGHEAD"
gv_mark
wait_for 5 grep -q "patch $BIGHEAD done" "$GV_ERR"
gv_mark
# b, then at once to the list and j
gv_key Tab Tab
xdotool key --delay 5 b ISO_Left_Tab j
expect_primary bl-big-j-moves "$(git rev-parse HEAD~1)"
if gv_wait_trace "run: git.* blame --incremental --no-textconv $BIGHEAD -- big.txt" 1; then
	pass bl-big-blame-started
else
	fail bl-big-blame-started "no git blame of big.txt in the trace"
fi
# a bound, not a wait for gitview: git blame alone takes longer than
# this on big.txt, so a blame gitview did not kill is still there
sleep 0.2
proc_children "$GV_PID" > "$TEST_TMP/children"
if grep -Eq 'blame --incremental|cat-file blob|^ *[0-9]+ Z' "$TEST_TMP/children"; then
	fail bl-big-no-blame-left "a git blame (or a zombie) is left behind" "$TEST_TMP/children"
else
	pass bl-big-no-blame-left
fi
gv_quit
check bl-big-quit 0 $?

# --- from a subdirectory: the paths of the patch and the tree are the top's,
# and blame runs from the top (gitview starts in src/deep; the test goes
# back to the top for git's answers)
cd "$TEST_TMP/bl/src/deep" || exit 1
gv_start || exit 1
gv_wait_loaded 10
cd "$TEST_TMP/bl" || exit 1
pane_geometry || { gv_kill; exit 1; }
select_commit "$HEAD" 0 && tree_open bl-subdir-tree && {
	tree_click bl-subdir-tree-src src && tree_click bl-subdir-tree-deep src/deep src &&
	{
		gv_mark
		tree_click bl-subdir-tree-file "$DEEP" src src/deep
	} && if fv_open_wait bl-subdir-opens "$DEEP"; then
		check bl-subdir-header "$DEEP at $(git rev-parse --short=10 HEAD)" "$(top_line)"
		fv_goto 2
		fv_return bl-subdir-return-line-2 "$(blamed 2 HEAD "$DEEP")"
	fi
}
quit_check bl-subdir-quit

# --- the shapes of real files: find in the file view, a multi-byte author
# at the annotation's cut, CRLF lines, a deleted file, a submodule, the
# focus after Escape, and the tree's focus and the compare
#
#   f1  by Ævar Arnfjörð Bjarmason: words.txt (5 lines), crlf.txt (CRLF,
#       one lone CR), gone.txt, sub (a submodule at S1)
#   f2  by A U Thor: words.txt lines 3 and 4, crlf.txt's last line,
#       gone.txt deleted, sub now at S2
AEVAR='Ævar Arnfjörð Bjarmason'
build_fv()
{
	repo_init "$TEST_TMP/fv"
	printf 'alpha\nbeta gamma\ndelta\ngamma ray\nepsilon\n' > words.txt
	printf 'one\r\ntwo\r\nmid\rdle\r\nlast\r\n' > crlf.txt
	printf 'gone line 1\ngone line 2\n' > gone.txt
	S1=$(git hash-object -t commit --stdin <<-EOS
	tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904
	author S <s@example.com> 1234567890 +0000
	committer S <s@example.com> 1234567890 +0000

	sub one
	EOS
	)
	S2=$(printf 'tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\nauthor S <s@example.com> 1234567890 +0000\ncommitter S <s@example.com> 1234567890 +0000\n\nsub two\n' |
	     git hash-object -t commit --stdin)
	git add words.txt crlf.txt gone.txt
	git update-index --add --cacheinfo "160000,$S1,sub"
	GIT_AUTHOR_NAME=$AEVAR at 1 git commit -q -m 'fv: f1 by a multi-byte name'
	printf 'alpha\nbeta gamma\nDELTA two\ngamma ray two\nepsilon\n' > words.txt
	printf 'one\r\ntwo\r\nmid\rdle\r\nLAST\r\n' > crlf.txt
	git rm -q gone.txt
	git update-index --cacheinfo "160000,$S2,sub"
	git add words.txt crlf.txt
	at 2 git commit -q -m 'fv: f2 two lines, one gone, sub moved'
	# an empty directory is a submodule not checked out, as a clone
	# leaves it: no local changes row above HEAD
	mkdir sub
}
build_fv
FHEAD=$(git rev-parse HEAD)
F1=$(git rev-parse HEAD~1)
FILES=$(git diff-tree -r --name-only --no-commit-id HEAD | paste -sd' ')
if [ "$FILES" != "crlf.txt gone.txt sub words.txt" ] ||
   [ "$(git ls-tree HEAD sub | cut -d' ' -f1-2)" != "160000 commit" ]; then
	fail fv-fixture "test bug: HEAD touches '$FILES', sub is '$(git ls-tree HEAD sub)'"
	exit 1
fi
if ! git diff-files --quiet || ! git diff-index --cached --quiet HEAD; then
	fail fv-fixture "test bug: local changes in the work tree would stand above HEAD"
	exit 1
fi
# file_row PATH: its row in the files pane (git diff-tree's order)
file_row()
{
	git diff-tree -r --name-only --no-commit-id HEAD | awk -v p="$1" '$0 == p { print NR - 1 }'
}
# fv_b NAME PATH: a click on PATH in the files pane (which takes the
# focus), then b
fv_b()
{
	press_gap
	files_click "$(file_row "$2")"
	_pressed 1
	gv_mark
	gv_key b
}

# fv_line N: line N of the file view, by a triple-click on its text
# (past the annotation, whose click selects a commit); print PRIMARY
fv_line()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" $((TEXTW * 2 / 3)) "$(ty "$1")" click --repeat 3 --delay 40 1
	_pressed 3
	sel_get
}

gv_open fv-start "$FHEAD"
gv_mark
wait_for 5 grep -q "patch $FHEAD done" "$GV_ERR"

# find in the file view: the file's lines, the cursor to each hit in turn
# (Return then selects its line's commit), `match K of M`; the patch
# behind does not move
W=words.txt
NG=$(git show "HEAD:$W" | grep -c gamma)
G1=$(git show "HEAD:$W" | grep -n gamma | sed -n 1p | cut -d: -f1)
G2=$(git show "HEAD:$W" | grep -n gamma | sed -n 2p | cut -d: -f1)
check fv-fixture-gamma "2 2 4 $F1 $FHEAD" "$NG $G1 $G2 $(blamed "$G1" HEAD $W) $(blamed "$G2" HEAD $W)"
fv_b fv-find-open "$W"
if fv_open_wait fv-find-open "$W"; then
	gv_mark
	gv_key slash
	xdotool type --delay 10 -- gamma
	gv_key Return
	if gv_wait_trace "status: match 1 of $NG\$" 5; then
		pass fv-find-first
	else
		fail fv-find-first "no 'match 1 of $NG' in the trace"
	fi
	fv_return fv-find-first-line "$(blamed "$G1" HEAD $W)"
	gv_mark
	gv_key n
	gv_wait_trace "status: match 2 of $NG\$" 5
	check fv-find-n "0" "$?"
	fv_return fv-find-n-line "$(blamed "$G2" HEAD $W)"
	gv_mark
	gv_key n
	gv_wait_trace "status: match 1 of $NG (search wrapped)\$" 5
	check fv-find-n-wraps "0" "$?"
	fv_return fv-find-wrapped-line "$(blamed "$G1" HEAD $W)"
	gv_mark
	gv_key N
	gv_wait_trace "status: match 2 of $NG (search wrapped)\$" 5
	check fv-find-N-wraps "0" "$?"
	fv_return fv-find-N-line "$(blamed "$G2" HEAD $W)"
	# author: looks in the annotation: the lines of Ævar's f1 (the
	# selection is f2's now, so Return on one selects another commit)
	NA=$(git blame --line-porcelain HEAD -- $W | grep -c "^author $AEVAR\$")
	A1=$(git blame --line-porcelain HEAD -- $W | awk -v a="author $AEVAR" '/^author / { n++ } $0 == a { print n; exit }')
	check fv-fixture-aevar "3 1 $F1" "$NA $A1 $(blamed "$A1" HEAD $W)"
	gv_key Up Up Up Up Up
	gv_mark
	gv_key slash
	xdotool type --delay 10 -- 'author:Arnfj'
	gv_key Return
	gv_wait_trace "status: match 1 of $NA\$" 5
	check fv-find-author "0" "$?"
	fv_return fv-find-author-line "$F1"
	# one more find, then Escape: the patch behind did not scroll
	gv_mark
	gv_key n
	gv_wait_trace "status: match 2 of $NA\$" 5
	check fv-find-author-n "0" "$?"
	gv_key Escape
	check fv-find-patch-stays "commit $F1" "$(top_line)"
fi

# the annotation's author is cut on a character and marked: 11 letters
# of the name and an ellipsis
select_commit "$FHEAD" 0
fv_b fv-cut-open "$W"
if fv_open_wait fv-cut-open "$W"; then
	CUT=$(printf '%s' "$AEVAR" | sed 's/^\(.\{11\}\).*/\1…/')
	check fv-fixture-cut "Ævar Arnfjö…" "$CUT"
	if wait_for 3 grep -q "trace: cut: annotation $(printf %.8s "$F1") $CUT\$" "$GV_ERR"; then
		pass fv-annotation-cut
	else
		grep 'cut: ' "$GV_ERR" | tail -n 3 > "$TEST_TMP/cut"
		fail fv-annotation-cut "no 'cut: annotation ... $CUT' in the trace" "$TEST_TMP/cut"
	fi
	gv_key Escape
fi

# CRLF: a CR before the newline is the line's end and shows nothing; a
# CR elsewhere stays (^M)
select_commit "$FHEAD" 0
fv_b fv-crlf-open crlf.txt
if fv_open_wait fv-crlf-open crlf.txt; then
	for n in 1 3 4; do
		want=$(git show HEAD:crlf.txt | sed -n "${n}p" | sed 's/\r$//; s/\r/^M/g')
		check "fv-crlf-line-$n" "$want" "$(fv_line "$n")"
	done
	gv_key Escape
fi

# a file the commit deleted: the parent's version, said in the status line
select_commit "$FHEAD" 0
fv_b fv-gone-open gone.txt
if gv_wait_trace "run: git.* blame --incremental --no-textconv $FHEAD^ -- gone.txt\$" 5 &&
   wait_for 10 fv_idle; then
	pass fv-gone-opens
	check fv-gone-line-1 "$(git show HEAD^:gone.txt | sed -n 1p)" "$(fv_line 1)"
	_gv_since "status: gone.txt was deleted in $(printf %.10s "$FHEAD")"
	check fv-gone-says-so "0" "$?"
	if _gv_since 'git blame stopped\|cat-file.*fatal'; then
		fail fv-gone-no-error "an error in the trace"
	else
		pass fv-gone-no-error
	fi
	gv_key Escape
else
	fail fv-gone-opens "no blame of gone.txt at $FHEAD^ in the trace"
fi

# a submodule: the commit it records, and no git for it
select_commit "$FHEAD" 0
fv_b fv-sub-open sub
want="(a submodule at commit $(git ls-tree HEAD sub | awk '{ print $3 }'))"
check fv-sub-note "$want" "$(text_triple 1)"
gv_sync > /dev/null
tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -E 'run: git|stopped|fatal' > "$TEST_TMP/subgit"
if [ -s "$TEST_TMP/subgit" ]; then
	fail fv-sub-no-git "git ran for the submodule" "$TEST_TMP/subgit"
else
	pass fv-sub-no-git
fi
# Escape: the focus is back in the files pane, where b was pressed: Up
# moves to the file above (its part of the patch on top)
gv_key Escape Up
check fv-escape-focus-files "diff --git a/gone.txt b/gone.txt" "$(top_line)"

# b from the list, Escape: the list has the keys again
select_commit "$F1" 1 && select_commit "$FHEAD" 0
gv_mark
gv_key b
fv_open_wait fv-list-b crlf.txt && {
	gv_key Escape j
	expect_primary fv-escape-focus-list "$F1"
}

# the tree view's submodule: from ls-tree, no more git
select_commit "$FHEAD" 0 && tree_open fv-tree && {
	R=$(git ls-tree --name-only HEAD | awk '$0 == "sub" { print NR - 1 }')
	gv_mark
	press_gap
	xdotool mousemove --window "$GV_WID" $((FILESX + 3 * ${CHARW:-7})) "$(fy "$R")" click 1
	_pressed 1
	check fv-tree-sub-note "(a submodule at commit $(git ls-tree HEAD sub | awk '{ print $3 }'))" "$(text_triple 1)"
	gv_sync > /dev/null
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -E 'run: git|stopped|fatal' > "$TEST_TMP/subgit"
	if [ -s "$TEST_TMP/subgit" ]; then
		fail fv-tree-sub-no-git "git ran for the submodule" "$TEST_TMP/subgit"
	else
		pass fv-tree-sub-no-git
	fi
	gv_key Escape t
}

# t gives the tree the focus: Down moves in the tree (no commit moves, no
# ls-tree runs again), b opens the entry
select_commit "$FHEAD" 0 && {
	gv_mark
	gv_key t
	if gv_wait_trace 'run: git.* ls-tree ' 5 && wait_for 5 _no_lstree; then
		gv_mark
		gv_key Down Down b
		WANT=$(git ls-tree --name-only HEAD | sed -n 3p)
		if fv_open_wait fv-t-focus "$WANT"; then
			pass fv-t-focus
		fi
		gv_key Escape
		expect_primary fv-t-no-commit-moved "$FHEAD"
		if _gv_since 'ls-tree'; then
			fail fv-t-no-ls-tree "git ls-tree ran again"
		else
			pass fv-t-no-ls-tree
		fi
	else
		fail fv-t-focus "no git ls-tree after t"
	fi
	# with the tree on, m and d: the files pane lists the compare's files
	gv_key ISO_Left_Tab ISO_Left_Tab
	select_commit "$F1" 1 && gv_key m && select_commit "$FHEAD" 0 && {
		gv_mark
		gv_key d
		gv_wait_trace "run: git.* diff-tree .*$F1 $FHEAD" 5 && gv_wait_patch "$FHEAD"
		gv_sync > /dev/null
		if _gv_since 'ls-tree'; then
			fail fv-d-no-tree "git ls-tree ran for the compare"
		else
			pass fv-d-no-tree
		fi
		# the second file of the compare: deleted since the mark, so
		# b opens it as the mark has it
		SECOND=$(git diff-tree -r --name-only "$F1" "$FHEAD" | sed -n 2p)
		check fv-fixture-compare "gone.txt D" "$SECOND $(git diff-tree -r --name-status "$F1" "$FHEAD" | sed -n 2p | cut -c1)"
		gv_mark
		gv_key Tab Tab Down Down b
		if gv_wait_trace "run: git.* blame --incremental --no-textconv $F1 -- $SECOND\$" 5; then
			pass fv-d-files-compare
		else
			tail -n +$((GV_MARK + 1)) "$GV_ERR" > "$TEST_TMP/trace"
			fail fv-d-files-compare "no blame of $SECOND at the mark $F1 in the trace" "$TEST_TMP/trace"
		fi
		gv_key Escape
	}
}
quit_check fv-quit

# --- a path of 3,900 bytes ------------------------------------------------------

# long.txt 19 directories of 202 bytes deep (3,867 bytes of path), and a
# decoy at its first 1,023 bytes, what a cut to a buffer of 1 KB names:
# b, Return, `,` and L name the whole path
repo_init "$TEST_TMP/long"
seg=$(printf '%0200d' 0 | tr 0 d)
LONG= i=10
while [ $i -lt 29 ]; do
	LONG="$LONG$seg$i/"
	i=$((i + 1))
done
LONG=${LONG}long.txt
DECOY=$(printf '%s' "$LONG" | cut -c1-1023)
mkdir -p "$(dirname "$LONG")"
printf 'long 1\nlong 2\n' > "$LONG"
printf 'decoy\n' > "$DECOY"
git add -A
at 1 git commit -q -m 'long: c1 a deep file and its decoy'
printf 'long 1\nlong 2\nlong 3\n' > "$LONG"
at 2 git commit -q -am 'long: c2 its line 3'
LHEAD=$(git rev-parse HEAD)
LC1=$(git rev-parse HEAD~1)
if [ "$(git diff-tree -r --name-only --no-commit-id HEAD)" != "$LONG" ] ||
   [ "$(git show "$LC1:$DECOY")" != decoy ] || [ ${#LONG} -lt 3800 ]; then
	fail long-fixture "test bug: HEAD does not touch the ${#LONG}-byte path alone, or no decoy"
else
	gv_start || exit 1
	gv_wait_loaded 10
	wait_primary "$LHEAD" 5 || fail long-start "no $LHEAD in PRIMARY"
	gv_mark
	gv_key Tab Tab b
	if fv_open_wait long-b-blames "$LONG"; then
		pass long-b-blames
		if gv_wait_trace "file view $LHEAD:$LONG line 1\$" 5; then
			pass long-b-opens
		else
			fail long-b-opens "no 'file view $LHEAD:<the ${#LONG}-byte path> line 1' in the trace"
		fi
		CUR=1
		fv_goto 3
		fv_return long-return-line-3 "$(blamed 3 HEAD "$LONG")"
		# , from line 3 (the cursor stays): blame at its parent, the same path
		set -- $(previous 3 HEAD "$LONG")
		check long-fixture-previous "$LC1 $LONG" "$1 $2"
		gv_mark
		gv_key comma
		if fv_open_wait long-comma "$LONG" && _gv_since "blame --incremental --no-textconv $LC1 -- "; then
			pass long-comma
		else
			fail long-comma "no 'git blame ... $LC1 -- <the ${#LONG}-byte path>' in the trace"
		fi
		gv_mark
		gv_key less
		fv_open_wait long-back "$LONG"
		gv_mark
		gv_key Up L
		if gv_wait_trace "run: git log .* -L2,2:$LONG $LHEAD\$" 5; then
			pass long-L
		else
			fail long-L "no 'git log ... -L2,2:<the ${#LONG}-byte path> $LHEAD' in the trace"
		fi
	else
		gv_diag
	fi
	quit_check long-quit
fi
