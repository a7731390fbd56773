#!/bin/sh
# kinds.sh - repository kinds (tests/fixtures/kinds.sh): an empty
# repository, a detached HEAD, a bare repository (from inside and through
# GIT_DIR), a linked worktree, a shallow clone, a superproject with a
# submodule, a SHA-256 repository. In each: j walks git rev-list's commits
# from the first to the last, PRIMARY the full id; the commit pane shows
# what git shows; the file view opens and Return selects a line's commit;
# q exits 0. Everything expected comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
# a detached HEAD's label, as gitview was built (config.h)
colour HEADC SchemeRefHead bg

KINDS=$FIXTURES/kinds

# in_kind NAME: cd into a fixture of tests/fixtures/kinds.sh, built when needed
in_kind()
{
	fixture "$KINDS/.stamp" kinds
	cd "$KINDS/$1" || exit 1
}

# is_id STRING: a full object id of this repository's hash
is_id()
{
	printf '%s\n' "$1" | grep -Eqx "[0-9a-f]{$HEXLEN}"
}
_primary_id()
{
	is_id "$(primary)"
}

# only_trace: gitview's stderr without its trace lines
only_trace()
{
	grep -v '^gitview: trace: ' "$GV_ERR" > "$TEST_TMP/stderr.rest"
	if [ -s "$TEST_TMP/stderr.rest" ]; then
		fail "$1" "gitview wrote more than its trace on stderr" "$TEST_TMP/stderr.rest"
	else
		pass "$1"
	fi
}

# kind_walk NAME: gitview was started in this repository: its first row
# is git's first, and j walks git rev-list's commits in git's order (the
# fixtures have no clock skew), each PRIMARY a full id
kind_walk()
{
	git rev-list --default HEAD > "$TEST_TMP/order"
	HEXLEN=$(head -n 1 "$TEST_TMP/order" | tr -d '\n' | wc -c)
	gv_wait_loaded 10
	wait_for 5 _primary_id
	expect_primary "$1-first" "$(head -n 1 "$TEST_TMP/order")" "$TEST_TMP/order"
	check "$1-first-is-HEAD" "$(git rev-parse HEAD)" "$(primary)"
	if gv_walk j $(($(wc -l < "$TEST_TMP/order") - 1)) "$TEST_TMP/walk"; then
		check_file "$1-walk" "$TEST_TMP/order" "$TEST_TMP/walk"
	else
		fail "$1-walk" "$GV_WALK_ERR"
	fi
	gv_key Home
	wait_primary "$(head -n 1 "$TEST_TMP/order")" 3
}

# kind_pane NAME SHA: SHA is selected; the commit pane's first screen is
# git's (tried for a while: the walks for Follows: take a moment)
kind_pane()
{
	git_pane "$2" > "$TEST_TMP/pane.want"
	NLINES=$(wc -l < "$TEST_TMP/pane.want")
	_kp_n=$((NLINES < TEXTROWS ? NLINES : TEXTROWS))
	head -n "$_kp_n" "$TEST_TMP/pane.want" > "$TEST_TMP/pane.head"
	_kp_i=0
	while [ $_kp_i -lt 10 ]; do
		{ pane_visible "$_kp_n"; echo; } > "$TEST_TMP/pane.got"
		cmp -s "$TEST_TMP/pane.head" "$TEST_TMP/pane.got" && break
		sleep 0.3
		_kp_i=$((_kp_i + 1))
	done
	check_file "$1" "$TEST_TMP/pane.head" "$TEST_TMP/pane.got"
	TTOP=0
}

# kind_fview NAME SHA: SHA is selected; b on its first file opens the
# file view, Down to line 2 (when there is one) and Return select git
# blame's commit of that line; its header reads "PATH at SHORT"; Escape
# goes back to the patch. PRIMARY is then the patch's first line.
kind_fview()
{
	_kf_path=$(git diff-tree -r --root --no-commit-id --name-only "$2" | head -n 1)
	_kf_n=1
	[ "$(git cat-file blob "$2:$_kf_path" | wc -l)" -ge 2 ] && _kf_n=2
	_kf_want=$(git blame -L "$_kf_n,$_kf_n" --porcelain "$2" -- "$_kf_path" | head -n 1 | cut -d' ' -f1)
	# PRIMARY back from text selected before (Return on SHA itself does
	# not take it again)
	[ "$(primary)" = "$2" ] || select_commit "$2" "$(row_of "$2" "$TEST_TMP/order")" || return 1
	gv_mark
	gv_key Tab Tab b
	fv_wait "$1-opens" "$_kf_path" || return 1
	[ $_kf_n -eq 2 ] && gv_key Down
	gv_key Return
	expect_primary "$1-return" "$_kf_want"
	check "$1-header" "$_kf_path at $(echo "$2" | cut -c1-10)" "$(text_triple 0)"
	gv_key Escape
	check "$1-escape" "commit $_kf_want" "$(top_line)"
}

# kind_all NAME [ARGS]: in the current repository: start gitview, walk,
# the pane and the file view of the first commit, q
kind_all()
{
	gv_start || return 1
	kind_walk "$1"
	pane_geometry || { gv_kill; return 1; }
	select_commit "$(head -n 1 "$TEST_TMP/order")" 0 || { gv_kill; return 1; }
	kind_pane "$1-pane" "$(head -n 1 "$TEST_TMP/order")"
	kind_fview "$1-fview" "$(head -n 1 "$TEST_TMP/order")"
}

start_x

# --- an empty repository ----------------------------------------------------

in_kind empty
gv_start || exit 1
gv_wait_loaded 10
check empty-loaded 0 "$(gv_loaded_count)"
check empty-title "gitview: empty" "$(gv_title)"
gv_geometry
# the status line says something, not in the error colour
gv_shot "$TEST_TMP/empty.ppm"
_sh=$(px_crop "$TEST_TMP/empty.ppm" $((GV_W - 3)) 0 1 "$GV_H" | awk -v h="$GV_H" -v bg="$STATUSBG" '
	{ c[$2] = $3 } END { n = 0; for (y = h - 1; y >= 0 && c[y] == bg; y--) n++; print n }')
if [ "$_sh" -ge 8 ] && px_crop "$TEST_TMP/empty.ppm" 0 $((GV_H - _sh)) $((GV_W / 2)) "$_sh" |
   awk -v bg="$STATUSBG" -v err="$ERRFG" '$3 != bg && $3 != err { f = 1 } END { exit !f }'; then
	pass empty-status-message
else
	fail empty-status-message "no text in the status line (its height: $_sh)"
fi
if px_crop "$TEST_TMP/empty.ppm" 0 $((GV_H - _sh)) $((GV_W / 2)) "$_sh" | grep -q " $ERRFG\$"; then
	fail empty-status-no-error "the status line shows an error"
else
	pass empty-status-no-error
fi
# keys that need a commit do nothing, and gitview stays
sel_reset
gv_mark
gv_key j k End Home Return Tab b Tab t Tab b y r
# r's reload says "loaded" once the keys before it have been handled
gv_wait_trace 'loaded' 5
check empty-keys-primary-untouched "$SENT" "$(primary)"
if proc_alive "$GV_PID"; then pass empty-keys-alive; else fail empty-keys-alive "gitview exited"; fi
only_trace empty-stderr
quit_check empty-quit
# --all lists nothing there either: the same
gv_start --all || exit 1
gv_wait_loaded 10
check empty-all-loaded 0 "$(gv_loaded_count)"
quit_check empty-all-quit
# a revision git does not know: git's message, exit 1, no window (as
# outside a repository, as gitview.1 says)
for a in nosuchref main --no-such-option; do
	_msg=$(git rev-list --default HEAD "$a" 2>&1 >/dev/null | head -n 1)
	gv_run "$a"
	gv_wait 10
	check "empty-$a-exit-status" 1 $?
	if [ -n "$_msg" ] && grep -qF -- "$_msg" "$GV_ERR"; then
		pass "empty-$a-git-message"
	else
		fail "empty-$a-git-message" "stderr lacks git's '$_msg'" "$GV_ERR"
	fi
	check_empty "empty-$a-no-window" "$(gv_windows)"
done

# --- a detached HEAD ----------------------------------------------------------

in_kind detached
kind_all detached && {
	# the red HEAD label on the first row, none on the second
	gv_shot "$TEST_TMP/det.ppm"
	if px_row_has "$TEST_TMP/det.ppm" "$(list_row_y 0)" 0 $((GV_W / 2)) "$HEADC"; then
		pass detached-head-label
	else
		fail detached-head-label "no #$HEADC (a detached HEAD's label) on the first row"
	fi
	if px_row_has "$TEST_TMP/det.ppm" "$(list_row_y 1)" 0 $((GV_W / 2)) "$HEADC"; then
		fail detached-head-label-once "#$HEADC on the second row too"
	else
		pass detached-head-label-once
	fi
	only_trace detached-stderr
	quit_check detached-quit
}

# --- a bare repository ---------------------------------------------------------

in_kind bare.git
kind_all bare && {
	case $(gv_title) in
	"gitview: bare.git: "*) pass bare-title ;;
	*) fail bare-title "'$(gv_title)' does not start 'gitview: bare.git: '" ;;
	esac
	only_trace bare-stderr
	quit_check bare-quit
}
mkdir -p "$TEST_TMP/elsewhere"
cd "$TEST_TMP/elsewhere" || exit 1
GIT_DIR=$KINDS/bare.git
export GIT_DIR
kind_all bare-git-dir && {
	only_trace bare-git-dir-stderr
	quit_check bare-git-dir-quit
}
unset GIT_DIR

# --- a linked worktree --------------------------------------------------------

in_kind wt-linked
kind_all worktree && {
	check worktree-head-is-linked "$(git rev-parse linked)" "$(git rev-parse HEAD)"
	case $(gv_title) in
	"gitview: wt-linked: "*) pass worktree-title ;;
	*) fail worktree-title "'$(gv_title)' does not start 'gitview: wt-linked: '" ;;
	esac
	quit_check worktree-quit
}

# --- a shallow clone ----------------------------------------------------------

# the grafted commit is drawn as a root: selectable, no Parent: line, its
# patch adds every file (git diff-tree --root)
in_kind shallow
kind_all shallow && {
	GRAFT=$(cat "$(git rev-parse --git-dir)/shallow")
	check shallow-fixture-graft "$(tail -n 1 "$TEST_TMP/order")" "$GRAFT"
	select_commit "$(head -n 1 "$TEST_TMP/order")" 0
	gv_key End
	expect_primary shallow-end-is-graft "$GRAFT"
	gv_wait_patch "$GRAFT" 5
	kind_pane shallow-graft-pane "$GRAFT"
	if grep -q '^Parent:' "$TEST_TMP/pane.got"; then
		fail shallow-graft-no-parent "a Parent: line" "$TEST_TMP/pane.got"
	else
		pass shallow-graft-no-parent
	fi
	select_commit "$(sed -n '2p' "$TEST_TMP/order")" 1 || { gv_kill; exit 1; }
	gv_key j
	expect_primary shallow-j-to-graft "$GRAFT"
	gv_key j
	expect_primary shallow-j-stays-on-graft "$GRAFT"
	gv_wait_patch "$GRAFT" 5
	kind_fview shallow-graft-fview "$GRAFT"
	only_trace shallow-stderr
	quit_check shallow-quit
}

# --- a submodule ---------------------------------------------------------------

in_kind super
P2=$(git rev-parse HEAD~2)
P3=$(git rev-parse HEAD~1)
kind_all super && {
	for c in "$P2" "$P3"; do
		n=$([ "$c" = "$P2" ] && echo p2 || echo p3)
		select_commit "$c" "$(row_of "$c" "$TEST_TMP/order")" || continue
		git_pane "$c" > "$TEST_TMP/pane.want"
		NLINES=$(wc -l < "$TEST_TMP/pane.want")
		for want in "-Subproject commit $(git rev-parse -q --verify "$c^:lib")" \
		            "+Subproject commit $(git rev-parse "$c:lib")"; do
			case $want in ?'Subproject commit ') continue ;; esac
			i=$(line_of "$want" "$TEST_TMP/pane.want")
			if [ "$i" -lt 0 ]; then
				fail "super-$n-subproject-line" "test bug: git shows no '$want'"
				continue
			fi
			show_line "$i"
			check "super-$n-${want%%S*}subproject-line" "$want" "$(text_triple "$ROW")"
		done
		# the files pane lists lib: a click on it brings its diff
		k=$(git diff-tree -r --no-commit-id --name-only "$c" | awk '$0 == "lib" { print NR - 1 }')
		select_commit "$c" "$(row_of "$c" "$TEST_TMP/order")" || continue
		files_click "$k"
		check "super-$n-files-lib" "diff --git a/lib b/lib" "$(top_line)"
		# b on it (the file at hand): the file view says what it is, from
		# the raw diff, and runs no git for it (no cat-file, no blame)
		gv_mark
		gv_key b
		{
			sel_reset
			press_gap
			xdotool mousemove --window "$GV_WID" "${X0:-8}" "$(ty 1)" click --repeat 3 --delay 40 1
			_pressed 3
			check "super-$n-b-lib-says-submodule" "(a submodule at commit $(git rev-parse "$c:lib"))" "$(sel_get)"
			tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -E 'run: git|stopped|fatal' > "$TEST_TMP/subgit"
			if [ -s "$TEST_TMP/subgit" ]; then
				fail "super-$n-b-lib-no-git" "git ran for the submodule" "$TEST_TMP/subgit"
			else
				pass "super-$n-b-lib-no-git"
			fi
			gv_key Down Return
			if proc_alive "$GV_PID"; then pass "super-$n-b-lib-alive"; else fail "super-$n-b-lib-alive" "gitview exited"; exit 1; fi
			gv_key Escape
		}
	done
	only_trace super-stderr
	quit_check super-quit
}

# --- SHA-256 ----------------------------------------------------------------------

in_kind sha256
kind_all sha256 && {
	check sha256-fixture-64-hex 64 "$HEXLEN"
	select_commit "$(git rev-parse HEAD)" 0
	check sha256-title "gitview: sha256: $(git log -1 --format='%h %s' --abbrev=7 HEAD)" "$(gv_title)"
	check sha256-commit-line "commit $(git rev-parse HEAD)" "$(text_triple 0)"
	pane_charw 71 || { gv_kill; exit 1; }
	# the merge: its Parent: lines, a click on each selects that parent
	M=$(git rev-parse HEAD~1)
	for k in 1 2; do
		select_commit "$M" 1 || break
		[ $k = 1 ] && kind_pane sha256-merge-pane "$M"
		i=$(awk -v k=$k '/^Parent: / { n++; if (n == k) { print NR - 1; exit } }' "$TEST_TMP/pane.want")
		show_line "$i"
		sel_reset
		gv_mark
		text_clicks 1 "$ROW" 12
		check "sha256-click-parent-$k" "$(git rev-parse "$M^$k")" "$(sel_get)"
	done
	# goto: the full id, a prefix, a tag
	for what in full:HEAD~3 prefix:HEAD~4 tag:v1; do
		rev=${what#*:}
		id=$(git rev-parse "$rev^{commit}")
		case $what in
		full:*) text=$id ;;
		prefix:*) text=$(echo "$id" | cut -c1-12) ;;
		tag:*) text=$rev ;;
		esac
		gv_mark
		gv_key colon ctrl+u
		xdotool type --delay 10 -- "$text"
		gv_key Return
		expect_primary "sha256-goto-${what%%:*}" "$id"
	done
	# y: CLIPBOARD too
	gv_key y
	if wait_for 3 sh -c '[ "$(timeout 3 xclip -o -selection clipboard 2>/dev/null)" = "$1" ]' sh "$id"; then
		pass sha256-y-clipboard
	else
		fail sha256-y-clipboard "CLIPBOARD is not $id"
	fi
	# the file view of a file with lines from three commits, at HEAD
	select_commit "$(git rev-parse HEAD)" 0 && kind_fview sha256-head-fview "$(git rev-parse HEAD)"
	only_trace sha256-stderr
	quit_check sha256-quit
}
