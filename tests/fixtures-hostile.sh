#!/bin/sh
# tests/fixtures-hostile.sh - build the fixture repository "hostile" under
# $TEST_OUT/fixtures (issue 7): content that tries to break a history
# browser. Fixed identities and dates (lib.sh), so the SHA1s are the same
# on every run; the big cases go through git fast-import, so it builds in
# seconds. tests/x/hostile.sh builds it when its stamp is missing; the
# commit subjects name each case, the tags below name the commits.
#
#   root1, root2, root3   three root commits (root2, root3 merged later)
#   skew-parent, skew-child   a child dated a day before its parent
#   octopus               a merge of 33 parents (main and 32 branches oct/NN)
#   latin1-enc            an ISO-8859-1 message with an encoding header
#   latin1-raw            ISO-8859-1 bytes, no encoding header
#   bad-utf8              invalid UTF-8 (stray bytes, overlong, surrogate)
#   controls              control characters and ANSI escapes in the
#                         subject, the author's name and a file name
#   long-subject          a subject of 10,000 characters
#   empty-message         no message at all
#   emoji                 colour emoji in the subject, a file name, the
#                         patch text and so in a blamed line
#   scripts               CJK, right-to-left text, combining marks
#   names                 file names with a newline, quotes, leading
#                         dashes, spaces, backslashes and unicode
#   binary                binary files
#   many-files            one commit touching 10,000 files
#   big-file              one 50 MB text file (generated, not in the tree)
#   refs                  10,000 refs: refs/heads/many/NNNN and
#                         refs/tags/many-NNNN spread over the commits
#   tree-tag, blob-tag    a tag pointing at a tree, an annotated one at a blob
#
# and, through tests/fixtures-armed.sh, $FIXTURES/armed: repositories
# that configure programs for git to run (tests/x/armed.sh)

. "$(dirname "$0")/lib.sh"

set -e

R=$FIXTURES/hostile
rm -rf "$R" "$FIXTURES/.hostile.stamp"
mkdir -p "$FIXTURES"
git init -q "$R"
cd "$R"

# ci N MSG-FILE: commit what is staged at epoch + N minutes with the
# message in MSG-FILE byte for byte. Not git commit: it would take a
# message that is not UTF-8 for ISO-8859-1 and convert it.
ci()
{
	_ci_t=$(git write-tree)
	_ci_d="$((TEST_EPOCH + $1 * 60)) +0000"
	_ci_c=$( {
		printf 'tree %s\nparent %s\n' "$_ci_t" "$(git rev-parse HEAD)"
		printf 'author %s <%s> %s\n' "$GIT_AUTHOR_NAME" "$GIT_AUTHOR_EMAIL" "$_ci_d"
		printf 'committer %s <%s> %s\n\n' "$GIT_COMMITTER_NAME" "$GIT_COMMITTER_EMAIL" "$_ci_d"
		cat "$2"
	} | git hash-object -t commit -w --literally --stdin)
	git update-ref HEAD "$_ci_c"
}
M=$TEST_TMP/msg

# --- roots and clock skew ----------------------------------------------------

echo root1 > README
git add README
commit_at 1 "hostile: root1 the first root"
git tag root1
git checkout -q --orphan r2
git rm -rq --cached .
rm -f README
echo root2 > root2.txt
git add root2.txt
commit_at 2 "hostile: root2 a second root"
git tag root2
git checkout -q --orphan r3
git rm -rq --cached .
rm -f root2.txt
echo root3 > root3.txt
git add root3.txt
commit_at 3 "hostile: root3 a third root"
git tag root3
git checkout -q main
at 4 git merge -q --no-ff --allow-unrelated-histories \
	-m "hostile: merge root2" r2 >/dev/null
at 5 git merge -q --no-ff --allow-unrelated-histories \
	-m "hostile: merge root3" r3 >/dev/null
git branch -q -D r2 r3
# skew: the parent is dated 1,440 minutes later than its child
commit_at -f skew.txt 1500 "hostile: skew-parent dated a day ahead"
git tag skew-parent
commit_at -f skew.txt 7 "hostile: skew-child older than its parent"
git tag skew-child

# --- an octopus of 33 parents --------------------------------------------------

base=$(git rev-parse HEAD)
{
	i=1
	while [ $i -le 32 ]; do
		n=$(printf %02d $i)
		d=$((TEST_EPOCH + 60 * (10 + i)))
		msg="hostile: oct/$n an octopus arm"
		printf 'commit refs/heads/oct/%s\n' "$n"
		printf 'mark :%d\n' $i
		printf 'author A U Thor <author@example.com> %d +0000\n' $d
		printf 'committer C O Mitter <committer@example.com> %d +0000\n' $d
		printf 'data %d\n%s\n' ${#msg} "$msg"
		printf 'from %s\n' "$base"
		printf 'M 100644 inline oct/%s.txt\ndata 3\n%s\n\n' "$n" "$n"
		i=$((i + 1))
	done
	d=$((TEST_EPOCH + 60 * 50))
	msg="hostile: octopus merge of 33 parents"
	printf 'commit refs/heads/main\nmark :100\n'
	printf 'author A U Thor <author@example.com> %d +0000\n' $d
	printf 'committer C O Mitter <committer@example.com> %d +0000\n' $d
	printf 'data %d\n%s\n' ${#msg} "$msg"
	printf 'from %s\n' "$base"
	i=1
	while [ $i -le 32 ]; do
		printf 'merge :%d\n' $i
		i=$((i + 1))
	done
	i=1
	while [ $i -le 32 ]; do
		n=$(printf %02d $i)
		printf 'M 100644 inline oct/%s.txt\ndata 3\n%s\n\n' "$n" "$n"
		i=$((i + 1))
	done
} | git fast-import --quiet --force
git reset -q --hard main
git tag octopus

# --- messages --------------------------------------------------------------

# "Grüße aus Köln, café, naïve" in ISO-8859-1, with and without the header
printf 'hostile: latin1-enc Gr\374\337e aus K\366ln\n\ncaf\351, na\357ve, \251 \261 \327\n' > "$M"
echo latin1-enc >> enc.txt && git add enc.txt
at 60 git -c i18n.commitEncoding=ISO-8859-1 commit -q --cleanup=verbatim -F "$M" >/dev/null 2>&1
git tag latin1-enc
printf 'hostile: latin1-raw Gr\374\337e aus K\366ln\n\ncaf\351 without an encoding header\n' > "$M"
echo latin1-raw >> enc.txt && git add enc.txt
ci 61 "$M"
git tag latin1-raw
printf 'hostile: bad-utf8 stray \377\376 cut \342\202 overlong \300\257 surrogate \355\240\200 end\n\nbody \200\201\202 \370\210\200\200\200\n' > "$M"
printf 'bad \377 utf-8 \342\202 in a file\n' > bad-utf8.txt && git add bad-utf8.txt
ci 62 "$M"
git tag bad-utf8

# control characters and ANSI escape sequences: subject, author, file name
printf 'hostile: controls \033[31mred\033[0m \033]0;evil title\007 bell\007 bs\010 cr\r vt\013 ff\014 del\177 c1\302\233 nul-free\n\nbody \033[2J\033[H cleared?\n' > "$M"
ctlname=$(printf 'ctl-\033[31mred\033[0m-\001-\177.txt')
printf 'line with \033[1mbold\033[0m and \010\010backspaces\n' > "$ctlname"
git add -- "$ctlname"
GIT_AUTHOR_NAME=$(printf 'Evil \033[7mReverse\033[0m \001Name') ci 63 "$M"
git tag controls

awk 'BEGIN { s = "hostile: long-subject "; while (length(s) < 10000) s = s "very "; print substr(s, 1, 10000) }' > "$M"
echo long >> long.txt && git add long.txt
ci 64 "$M"
git tag long-subject

: > "$M"
echo empty >> empty-msg.txt && git add empty-msg.txt
ci 65 "$M"
git tag empty-message

# --- emoji, scripts ---------------------------------------------------------

emoji=$(printf '\360\237\230\200\360\237\216\211\360\237\221\215\360\237\217\275 \360\237\221\250\342\200\215\360\237\221\251\342\200\215\360\237\221\247 \360\237\207\253\360\237\207\267 \342\235\244\357\270\217')
printf 'hostile: emoji %s\n\nbody %s\n' "$emoji" "$emoji" > "$M"
printf 'first line %s\nsecond \360\237\230\200 line\n' "$emoji" > "emoji-$emoji.txt"
git add -- "emoji-$emoji.txt"
ci 70 "$M"
git tag emoji

# CJK, Hebrew, Arabic, combining marks (e + U+0301, a + U+0308 U+0304,
# a Zalgo pile), a right-to-left override U+202E
scripts=$(printf '\346\274\242\345\255\227\343\201\213\343\201\252\343\202\253\343\203\212 \355\225\234\352\265\255\354\226\264 \327\251\327\201\327\234\327\225\327\235 \330\247\331\204\330\271\330\261\330\250\331\212\330\251 e\314\201 a\314\210\314\204 Z\315\221\315\233\314\241\314\252 \342\200\256reversed\342\200\254 end')
printf 'hostile: scripts %s\n\n%s\n' "$scripts" "$scripts" > "$M"
mkdir -p scripts
printf '%s\n' "$scripts" > "scripts/$(printf '\346\274\242\345\255\227 \327\251\327\201\327\234\327\225\327\235 e\314\201').txt"
git add scripts
ci 71 "$M"
git tag scripts

# --- file names and binary files ---------------------------------------------

for n in "$(printf 'new\nline.txt')" '"double" quotes.txt' "'single' quotes.txt" \
	'-rf' '--all' '-- dashes.txt' '  spaced  name .txt' 'back\slash.txt' \
	'tab	name.txt' "$(printf '\303\274n\303\257\303\247\303\270d\303\251 \342\230\203.txt')"; do
	printf 'name: %s\n' "$n" > "./$n"
done
git add -- .
echo "hostile: names odd file names" > "$M"
ci 72 "$M"
git tag names

printf 'GIF89a\000\001\002\003\377\376binary\000\n' > bin.dat
printf '\211PNG\r\n\032\n\000\000\000\rIHDR\000\000\000\001' > image.png
head -c 4096 /dev/zero > zeros.bin
git add bin.dat image.png zeros.bin
echo "hostile: binary three binary files" > "$M"
ci 73 "$M"
git tag binary

# --- the big ones: 10,000 files, 50 MB ------------------------------------------

head=$(git rev-parse HEAD)
{
	d=$((TEST_EPOCH + 60 * 80))
	msg="hostile: many-files a commit touching 10,000 files"
	printf 'commit refs/heads/main\n'
	printf 'author A U Thor <author@example.com> %d +0000\n' $d
	printf 'committer C O Mitter <committer@example.com> %d +0000\n' $d
	printf 'data %d\n%s\n' ${#msg} "$msg"
	printf 'from %s\n' "$head"
	awk 'BEGIN {
		for (i = 0; i < 10000; i++) {
			s = sprintf("file %05d\n", i)
			printf "M 100644 inline many/d%02d/f%05d.txt\ndata %d\n%s\n", i % 100, i, length(s), s
		}
	}'
	d=$((TEST_EPOCH + 60 * 81))
	msg="hostile: big-file one 50 MB text file"
	printf 'commit refs/heads/main\n'
	printf 'author A U Thor <author@example.com> %d +0000\n' $d
	printf 'committer C O Mitter <committer@example.com> %d +0000\n' $d
	printf 'data %d\n%s\n' ${#msg} "$msg"
	# 819,200 lines of 64 bytes: 52,428,800 bytes
	printf 'M 100644 inline big.txt\ndata 52428800\n'
	awk 'BEGIN {
		for (i = 1; i <= 819200; i++)
			printf "line %07d of the fifty megabyte file, 64 bytes to a line....\n", i
	}'
	printf '\n'
} | git fast-import --quiet --force
git reset -q --hard main
git tag many-files main~1
git tag big-file main
commit_at -f README 90 "hostile: last an ordinary commit on top"

# --- refs ------------------------------------------------------------------

git tag tree-tag "HEAD^{tree}"
at 91 git tag -a -m "a tag of a blob" blob-tag HEAD:README
git rev-list --all > "$TEST_TMP/all"
awk 'NR == FNR { c[n++] = $1; next } END {
	for (i = 0; i < 5000; i++) {
		printf "create refs/heads/many/%04d %s\n", i, c[i % n]
		printf "create refs/tags/many-%04d %s\n", i, c[(i * 7) % n]
	}
}' "$TEST_TMP/all" /dev/null | git update-ref --stdin
git pack-refs --all

# --- sanity ------------------------------------------------------------------

die_fx()
{
	echo "fixtures-hostile: $*" >&2
	exit 1
}
[ "$(git rev-list --parents -n 1 octopus | wc -w)" = 34 ] || die_fx "the octopus has not 33 parents"
[ "$(git rev-list --all --max-parents=0 | wc -l)" = 3 ] || die_fx "not 3 roots"
[ "$(git diff-tree -r --no-commit-id --name-only many-files | wc -l)" = 10000 ] || die_fx "many-files does not touch 10,000 files"
[ "$(git cat-file -s big-file:big.txt)" = 52428800 ] || die_fx "big.txt is not 50 MB"
[ "$(git for-each-ref | wc -l)" -ge 10000 ] || die_fx "fewer than 10,000 refs"
[ "$(git cat-file -t tree-tag)" = tree ] || die_fx "tree-tag is not a tree"
[ "$(git cat-file -t 'blob-tag^{}')" = blob ] || die_fx "blob-tag is not a blob's"
[ "$(git log -1 --format=%e latin1-enc)" = ISO-8859-1 ] || die_fx "latin1-enc has no encoding header"
# the bytes as written, not converted to UTF-8
git cat-file commit latin1-enc | LC_ALL=C grep -q "$(printf 'K\366ln')" || die_fx "latin1-enc is not in ISO-8859-1"
git cat-file commit latin1-raw | LC_ALL=C grep -q "$(printf 'K\366ln')" || die_fx "latin1-raw is not in ISO-8859-1"
git cat-file commit bad-utf8 | LC_ALL=C grep -q "$(printf 'stray \377\376')" || die_fx "bad-utf8 is valid UTF-8"
git cat-file commit controls | LC_ALL=C grep -q "^author Evil $(printf '\033')" || die_fx "controls: no escape in the author"
[ -z "$(git log -1 --format=%e latin1-raw)" ] || die_fx "latin1-raw has an encoding header"
[ "$(git cat-file commit empty-message | sed '1,/^$/d' | wc -c)" = 0 ] || die_fx "empty-message has a message"
[ "$(git log -1 --format=%s long-subject | wc -c)" = 10001 ] || die_fx "long-subject is not 10,000 characters"
[ "$(git log -1 --format=%ct skew-child)" -lt "$(git log -1 --format=%ct skew-parent)" ] || die_fx "no clock skew"

# the repositories armed with programs of their own (issue 34)
sh "$TOP/tests/fixtures-armed.sh" > /dev/null || die_fx "tests/fixtures-armed.sh failed"

touch "$FIXTURES/.hostile.stamp"
echo "fixtures-hostile: built in $R"
