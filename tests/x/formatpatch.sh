#!/bin/sh
# formatpatch.sh - F writes the selected commit's patch as git
# format-patch -1 writes it (without its signature) and names its file,
# whatever the repository's format.*, diff.*, log.* and color.* say: no
# file elsewhere (format.suffix=/../../X, format.outputDirectory), no
# file copied in (format.signatureFile), no header added (format.headers,
# to, cc, from), no other prefix, colour or author. On a merge it writes
# the merge's diff against its first parent, never the commit below it
# (as git format-patch -1 MERGE does). Where: never inside the work tree
# or the repository unasked: started in the work tree (or a bare
# repository), a directory of gitview's own in $TMPDIR; started outside,
# there; config.h's patchdir when it names one. The status line names
# the file. Expected values from git itself, taken before the repository
# is armed.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: c1 (with a .mailmap that renames the author, and the
# directories sub/0000 and sub/0001, which format.suffix=/../../X climbs
# out of), a side commit, C on main with a subject longer than a file
# name may be, and the merge M of side
repo_init "$TEST_TMP/m" -b main
mkdir -p sub/0000 sub/0001 && echo s > sub/s.txt && : > sub/0000/k && : > sub/0001/k &&
	printf 'Mapped Evil <evil@example.com> <author@example.com>\n' > .mailmap &&
	git add . && at 1 git commit -q -m 'fp: c1' || exit 1
git checkout -q -b side && echo b > b.txt && git add b.txt && at 2 git commit -q -m 'fp: side b' &&
	git checkout -q main && printf 'one\ntwo\n' > sub/s.txt && git add sub/s.txt &&
	at 3 git commit -q -m 'fp: C, a subject longer than the name of a patch file may be' &&
	at 4 git merge -q --no-ff -m 'Merge branch side: b.txt' side || exit 1
C=$(git rev-parse HEAD^1)
M=$(git rev-parse HEAD)
TOPDIR=$(git rev-parse --show-toplevel)

# git's answers: C's file; the merge's name (format-patch's: 0001-, %f,
# cut to 64 with .patch) and its diff against its first parent
EXP=$(git format-patch -1 --no-signature -o "$TEST_TMP/exp" "$C")
MNAME=0001-$(git log -1 --format=%f "$M" | cut -c1-52).patch
git diff "$M^1" "$M" > "$TEST_TMP/mdiff"
[ -s "$EXP" ] && [ -s "$TEST_TMP/mdiff" ] && [ "$MNAME" != 0001-.patch ] ||
	{ fail fp-expected "no answer from git"; exit 1; }

# armed: what git format-patch, git log and git diff would follow
printf 'SECRET-SIGNATURE\n' > "$TEST_TMP/secret"
git notes add -m 'a note' "$C"
while read -r k v; do git config "$k" "$v"; done <<EOF
format.suffix /../../X
format.signature SIG
format.signatureFile $TEST_TMP/secret
format.headers X-Evil: 1
format.to to@example.com
format.cc cc@example.com
format.from Evil <evil@example.com>
format.outputDirectory $TEST_TMP/outdir
format.subjectPrefix EVIL
format.attach BOUNDARY
format.thread deep
format.numbered true
format.coverLetter true
format.signOff true
format.notes true
format.useAutoBase whenAble
format.filenameMaxLength 10
format.encodeEmailHeaders false
format.pretty oneline
diff.noprefix true
diff.mnemonicPrefix true
diff.relative true
diff.submodule log
color.ui always
log.showRoot false
log.mailmap true
EOF
[ "$(git config format.suffix)" = /../../X ] || { fail fp-armed "git config"; exit 1; }

GVTMP=$TEST_TMP/tmp  # gitview's $TMPDIR
mkdir -p "$GVTMP" "$TEST_TMP/out" "$TEST_TMP/chosen" && TMPDIR=$GVTMP && export TMPDIR

# wrote NAME DIR [NOTE]: after F, the status line names DIR/NAME (DIR a
# pattern); prints the file's path
wrote()
{
	gv_wait_trace "status: wrote $2/$1$3\$" 5 || return 1
	sed -n "s|^gitview: trace: status: wrote \\(.*/$1\\)$3\$|\\1|p" "$GV_ERR" | tail -n 1
}
# press_f NAME FILE DIR [NOTE]: F; PASS NAME when the status line says
# it wrote DIR/FILE (wrote's), whose path is then in $F
press_f()
{
	gv_mark
	gv_key F
	if F=$(wrote "$2" "$3" "${4:-}"); then
		pass "$1"
	else
		grep 'trace: status\|trace: run: git.* log' "$GV_ERR" | tail -n 4 \
			> "$TEST_TMP/status"
		fail "$1" "no 'wrote $3/$2${4:-}' in the status line" "$TEST_TMP/status"
	fi
}
# same_patch NAME: $F is M's patch as F first wrote it ($MF)
same_patch()
{
	[ -n "$F" ] && cmp -s "$F" "$MF" && pass "$1" ||
		fail "$1" "${F:-no file}: not M's patch"
}
# nothing_else NAME: no file written where the repository's config said,
# nothing new in the work tree
nothing_else()
{
	check_empty "$1-elsewhere" "$(find "$TEST_TMP" \( -name X -o -name outdir \) -print)"
	check_empty "$1-worktree" "$(git -C "$TOPDIR" status --porcelain --ignored)"
}

# 1. started in the work tree: C's patch, then M's, in $TMPDIR
cd sub || exit 1
start_x
gv_open fp-start "$M"
goto "$C"
expect_primary fp-goto-c "$C"
gv_wait_patch "$C" 5
press_f fp-tmpdir-status "$(basename "$EXP")" "$GVTMP/gitview-patch-[^/]*"
if [ -n "$F" ] && cmp -s "$F" "$EXP"; then
	pass fp-as-format-patch
else
	diff "$EXP" "${F:-/dev/null}" > "$TEST_TMP/fp.diff" 2>&1
	fail fp-as-format-patch "not what git format-patch -1 --no-signature wrote" \
		"$TEST_TMP/fp.diff"
fi
nothing_else fp-c

gv_key g
expect_primary fp-merge-selected "$M"
gv_wait_patch "$M" 5
press_f fp-merge-status "$MNAME" "$GVTMP/gitview-patch-[^/]*" \
	" (a merge: its diff against its first parent)"
MF=$F
check fp-merge-commit "From $M Mon Sep 17 00:00:00 2001" "$(sed -n 1p "${MF:-/dev/null}")"
sed -n '/^diff --git /,$p' "${MF:-/dev/null}" > "$TEST_TMP/mgot"
check_file fp-merge-diff "$TEST_TMP/mdiff" "$TEST_TMP/mgot"
nothing_else fp-merge
quit_check fp-quit

# 2. started outside the work tree: there
cd "$TEST_TMP/out" || exit 1
GIT_DIR=$TOPDIR/.git GIT_WORK_TREE=$TOPDIR && export GIT_DIR GIT_WORK_TREE
gv_start || exit 1
unset GIT_DIR GIT_WORK_TREE
gv_wait_loaded 10
expect_primary fp-out-start "$M"
gv_wait_patch "$M" 5
press_f fp-out-status "$MNAME" "$TEST_TMP/out" " (a merge.*)"
same_patch fp-out-file
quit_check fp-out-quit

# 3. started in a bare repository: in $TMPDIR, not in the repository
git clone -q --bare "$TOPDIR" "$TEST_TMP/bare.git" && cd "$TEST_TMP/bare.git" || exit 1
gv_open fp-bare-start "$M"
press_f fp-bare-status "$MNAME" "$GVTMP/gitview-patch-[^/]*" " (a merge.*)"
check_empty fp-bare-nothing "$(find "$TEST_TMP/bare.git" -name '*.patch')"
quit_check fp-bare-quit

# 4. config.h's patchdir: there, even from the work tree
if ! gv_build_config '/^static const char patchdir\[\]/ {
		print "static const char patchdir[] = \"" dir "\";"; next }
	{ print }' -v dir="$TEST_TMP/chosen"; then
	fail fp-build "x.c with the test's config.h" "$TEST_TMP/build.log"
	exit 1
fi
GITVIEW=$TEST_TMP/b/gitview
cd "$TOPDIR/sub" || exit 1
gv_open fp-chosen-start "$M"
press_f fp-chosen-status "$MNAME" "$TEST_TMP/chosen" " (a merge.*)"
same_patch fp-chosen-file
nothing_else fp-chosen
quit_check fp-chosen-quit
