#!/bin/sh
# tests/fixtures-real.sh - repositories in the shapes real histories have,
# under tests/out/fixtures/real, with fixed identities and dates (lib.sh's
# epoch), no network. Most are written by `git fast-import` from a stream
# that awk prints, so that the whole takes seconds. Built once: the stamp
# holds this script's checksum, and a run with the same script and the
# stamp there does nothing; in_real (lib.sh) builds them when needed.
#
#   series   main m1..m3; series-v1 (from m2): 14 commits p01..p14, each
#            changing its own file; series-v2 (from m3): their rebase, p05
#            changed, p08 dropped, p15 added after p10 (range-diff
#            series-v1...series-v2 pads its numbers to two digits)
#   blame    src/big.c of 5,000 lines, then 80 commits by 40 authors with
#            multi-byte names, each rewriting about 60 lines of it
#   sub-lib  a repository of three commits, the submodule of super
#   super    a superproject: s1, s2 adds the submodule lib (sub-lib's
#            first commit, git submodule add from the local path), s3
#            moves lib on and changes main.c, s4
#   wide.git (bare: a checkout of 30,000 files takes 10 s)
#            w1 adds 30,000 files (d00/f0000..d29/f0999), w2 changes every
#            one of them, w3 changes one
#   branches 100 commits on main and 5,000 branches b0000..b4999, each one
#            commit on main~(N mod 100): 5,100 commits, all of one timestamp
#   prs      1,000 pull requests, each a topic branch of 1 to 4 commits
#            forked from main as it was 0 to 3 merges before, merged by
#            "Merge pull request #N"; a direct commit on main every third;
#            tags v0.1..v0.9 every hundred pull requests; topic-996..topic-1000
#            left unmerged: about 3,800 commits, a quarter of them merges
#   rails    300 pull requests merged into main, each one commit, and
#            release branches as rails has them: 1-0-beta forked at #60,
#            three commits, v1.0.0.beta1 on its tip, merged at #180;
#            v1.0.0.alpha1 on main at #100, 1-0-stable forked there: two
#            commits and a merge of #41's topic, v1.0.0.alpha9 (so #41's
#            commit is nearest to alpha9 but precedes alpha1 and beta1
#            first); v1.0.0 at #150; #230's topic forked at alpha1;
#            1-0-stable merged at #250; v1.1.0 (lightweight) at #280
#   reflog   main m1..m3 and topic t1..t4 on m1, rebased on m2 then on m3
#            (git rebase, so HEAD's reflog has both: 21 entries)
#   i18n     20 commits cycling: ISO-8859-1 names and messages (commit
#            encoding iso-8859-1), CJK, emoji (with ZWJ sequences and skin
#            tones), combining and right-to-left names, messages of long
#            paragraphs (unwrapped lines of 1,500 and 4,000 characters), a
#            path in CJK
#
# Prints the seconds it took.

. "$(dirname "$0")/lib.sh"

set -e

REAL=$FIXTURES/real
SUM=$(cksum < "$TOP/tests/fixtures-real.sh")
if [ -f "$REAL/.stamp" ] && [ "$(cat "$REAL/.stamp")" = "$SUM" ]; then
	echo "fixtures-real: up to date in $REAL"
	exit 0
fi
T0=$(date +%s)

rm -rf "$REAL"
mkdir -p "$REAL"

# fast_repo NAME [--bare]: a new repository NAME reading a fast-import
# stream on stdin; HEAD is main, checked out unless bare. glibc's malloc
# is told to keep what it freed: fast-import frees and allocates a buffer
# for each blob, and growing and trimming the heap each time made it
# 40 times slower here (80 s for wide instead of 2).
fast_repo()
{
	git init -q ${2:-} "$REAL/$1"
	(
		cd "$REAL/$1"
		MALLOC_TOP_PAD_=268435456 MALLOC_TRIM_THRESHOLD_=536870912 \
			git fast-import --quiet --done ${FAST_MARKS:+--export-marks="$FAST_MARKS"}
		[ -n "${2:-}" ] || git checkout -q -f main
	)
}

# lap NAME: NAME took the ms since the last lap (printed at the end)
LAPS=
LAP=$(date +%s%N)
lap()
{
	_l=$(date +%s%N)
	LAPS="$LAPS $1 $(((_l - LAP) / 1000000)) ms,"
	LAP=$_l
}

# the awk programs below print fast-import streams; bytes, not characters
AWK="env LC_ALL=C awk"

# --- series: a patch series and its rebase ---------------------------------
$AWK -v epoch="$TEST_EPOCH" '
function who(t) {
	return sprintf("author A U Thor <author@example.com> %d +0000\ncommitter C O Mitter <committer@example.com> %d +0000\n", t, t)
}
function whoc(ta, tc) {
	return sprintf("author A U Thor <author@example.com> %d +0000\ncommitter C O Mitter <committer@example.com> %d +0000\n", ta, tc)
}
# part(n, v): the file of patch n, version v
function part(n, v,   s, i) {
	s = ""
	for (i = 1; i <= 8; i++)
		s = s sprintf("part %02d line %d%s\n", n, i, (i == 4 && v) ? " (changed in v2)" : "")
	return s
}
BEGIN {
	mark = 0
	for (i = 1; i <= 3; i++) {
		printf "commit refs/heads/main\nmark :%d\n%s", ++mark, who(epoch + i * 60)
		printf "data <<EOM\nseries: m%d on main\nEOM\n", i
		if (i > 1) printf "from :%d\n", mark - 1
		printf "M 100644 inline README\ndata <<EOF\nmain %d\nEOF\n\n", i
		m[i] = mark
	}
	# v1 from m2
	prev = m[2]
	for (n = 1; n <= 14; n++) {
		ta[n] = epoch + (10 + n) * 60
		printf "commit refs/heads/series-v1\nmark :%d\n%s", ++mark, who(ta[n])
		printf "data <<EOM\nseries: p%02d change part %d\n\nThe body of p%02d says why part %d changes.\nEOM\n", n, n, n, n
		printf "from :%d\n", prev
		printf "M 100644 inline part-%02d.txt\ndata <<EOF\n%sEOF\n\n", n, part(n, 0)
		prev = mark
	}
	# v2 from m3: p05 changed, p08 dropped, p15 after p10
	prev = m[3]
	k = 0
	for (n = 1; n <= 14; n++) {
		if (n == 8)
			continue
		k++
		printf "commit refs/heads/series-v2\nmark :%d\n%s", ++mark, whoc(ta[n], epoch + (40 + k) * 60)
		printf "data <<EOM\nseries: p%02d change part %d\n\nThe body of p%02d says why part %d changes.\nEOM\n", n, n, n, n
		printf "from :%d\n", prev
		printf "M 100644 inline part-%02d.txt\ndata <<EOF\n%sEOF\n\n", n, part(n, n == 5)
		prev = mark
		if (n == 10) {
			k++
			printf "commit refs/heads/series-v2\nmark :%d\n%s", ++mark, who(epoch + (40 + k) * 60)
			printf "data <<EOM\nseries: p15 add part 15\nEOM\n"
			printf "from :%d\n", prev
			printf "M 100644 inline part-15.txt\ndata <<EOF\n%sEOF\n\n", part(15, 0)
			prev = mark
		}
	}
	print "done"
}' | fast_repo series
lap series

# --- blame: a long file, 40 authors ---------------------------------------
$AWK -v epoch="$TEST_EPOCH" '
BEGIN {
	nfirst = split("Ævar|Jürgen|Łukasz|Søren|Ñuño|Дмитрий|Ελένη|山田|김민준|François|Zoë|Þór|Ğökhan|Ильдар|Αλέξης|张伟|Nguyễn|Željko|Åsa|Ołeh", first, "|")
	split("Arnfjörð|Müller", last, "|")
	split("aevar juergen lukasz soeren nuno dmitry eleni yamada minjun francois zoe thor gokhan ildar alexis zhangwei nguyen zeljko asa oleh", mail, " ")
	for (a = 0; a < 40; a++) {
		name[a] = first[a % 20 + 1] " " last[int(a / 20) + 1]
		email[a] = mail[a % 20 + 1] (int(a / 20) + 1) "@example.com"
	}
	for (l = 1; l <= 5000; l++)
		line[l] = sprintf("\tline %04d: %s", l, (l % 97 == 0) ? "/* naïve café, ünïcödé, 日本語 */" : "x = x + 1;")
	mark = 0
	for (c = 0; c <= 80; c++) {
		a = c == 0 ? 0 : (c - 1) % 40
		t = epoch + c * 3600
		if (c > 0)
			for (l = 1; l <= 5000; l++)
				if ((l * 7 + c * 13) % 80 == 0)
					line[l] = sprintf("\tline %04d: y = %d; /* %s */", l, c, name[a])
		printf "commit refs/heads/main\nmark :%d\n", ++mark
		printf "author %s <%s> %d +0000\n", name[a], email[a], t
		printf "committer %s <%s> %d +0000\n", name[a], email[a], t
		printf "data <<EOM\nblame: revision %d of big.c by %s\nEOM\n", c, name[a]
		if (c > 0) printf "from :%d\n", mark - 1
		printf "M 100644 inline src/big.c\ndata <<EOF\n"
		for (l = 1; l <= 5000; l++)
			print line[l]
		printf "EOF\n\n"
	}
	print "done"
}' | fast_repo blame
lap blame

# --- sub-lib and super: a submodule ---------------------------------------
git init -q "$REAL/sub-lib"
cd "$REAL/sub-lib"
commit_at -f lib.c 1 "sub-lib: first"
subfirst=$(git rev-parse HEAD)
commit_at -f lib.c 2 "sub-lib: second"
commit_at -f lib.h 3 "sub-lib: third"
git init -q "$REAL/super"
cd "$REAL/super"
commit_at -f main.c 4 "super: s1"
git -c protocol.file.allow=always submodule add -q "$REAL/sub-lib" lib
git -C lib checkout -q "$subfirst"
git add lib
at 5 git commit -q -m "super: s2 adds the submodule lib"
git -C lib checkout -q main
echo "s3" >> main.c
git add lib main.c
at 6 git commit -q -m "super: s3 moves lib on and changes main.c"
commit_at -f main.c 7 "super: s4"
lap super

# --- wide: a commit touching 30,000 files --------------------------------
$AWK -v epoch="$TEST_EPOCH" '
BEGIN {
	for (c = 1; c <= 3; c++) {
		t = epoch + c * 60
		printf "commit refs/heads/main\nmark :%d\n", c
		printf "author A U Thor <author@example.com> %d +0000\ncommitter C O Mitter <committer@example.com> %d +0000\n", t, t
		msg[1] = "wide: w1 adds 30,000 files"
		msg[2] = "wide: w2 changes every file"
		msg[3] = "wide: w3 changes one file"
		printf "data <<EOM\n%s\nEOM\n", msg[c]
		if (c > 1) printf "from :%d\n", c - 1
		if (c == 3) {
			printf "M 100644 inline d00/f0000\ndata <<EOF\nfile 0000 of d00\nchanged\nagain\nEOF\n\n"
			continue
		}
		for (d = 0; d < 30; d++)
			for (f = 0; f < 1000; f++) {
				printf "M 100644 inline d%02d/f%04d\ndata <<EOF\nfile %04d of d%02d\n%s", d, f, f, d, c == 2 ? "changed\n" : ""
				printf "EOF\n"
			}
		printf "\n"
	}
	print "done"
}' | fast_repo wide.git --bare
lap wide

# --- branches: 5,000 branches, one timestamp -------------------------------
# the branches' commits go to a scratch ref and the branches are written
# into packed-refs: fast-import's 5,000 loose refs took seconds, and a real
# repository's refs are packed
FAST_MARKS=$TEST_TMP/branches.marks
$AWK -v epoch="$TEST_EPOCH" '
BEGIN {
	who = sprintf("author A U Thor <author@example.com> %d +0000\ncommitter C O Mitter <committer@example.com> %d +0000\n", epoch, epoch)
	for (i = 1; i <= 100; i++) {
		printf "commit refs/heads/main\nmark :%d\n%s", i, who
		printf "data <<EOM\nbranches: main %d\nEOM\n", i
		if (i > 1) printf "from :%d\n", i - 1
		printf "M 100644 inline main.txt\ndata <<EOF\nmain %d\nEOF\n\n", i
	}
	for (b = 0; b < 5000; b++) {
		printf "commit refs/fixture/scratch\nmark :%d\n%s", 1000 + b, who
		printf "data <<EOM\nbranches: b%04d\nEOM\n", b
		printf "from :%d\n", 100 - b % 100
		printf "M 100644 inline b/%04d.txt\ndata <<EOF\nbranch %d\nEOF\n\n", b, b
	}
	print "done"
}' | fast_repo branches
FAST_MARKS=
cd "$REAL/branches"
git update-ref -d refs/fixture/scratch
{
	echo '# pack-refs with: peeled fully-peeled sorted '
	{
		awk '{ n = substr($1, 2) + 0 } n >= 1000 { printf "%s refs/heads/b%04d\n", $2, n - 1000 }' "$TEST_TMP/branches.marks"
		echo "$(git rev-parse main) refs/heads/main"
	} | LC_ALL=C sort -k2
} > .git/packed-refs
rm -f .git/refs/heads/main
lap branches

# --- prs: a history that merges every pull request ------------------------
$AWK -v epoch="$TEST_EPOCH" '
function rnd() {
	seed = (seed * 1103515245 + 12345) % 2147483648
	return int(seed / 65536)
}
function who(n, t) {
	return sprintf("author %s <%s@example.com> %d +0000\ncommitter %s <%s@example.com> %d +0000\n", \
		n, n, t, "GitHub", "noreply", t)
}
function commit(ref, from, merge, msg, path, author,   t) {
	t = epoch + (++clock) * 60
	printf "commit %s\nmark :%d\n%s", ref, ++mark, who(author, t)
	printf "data <<EOM\n%s\nEOM\n", msg
	if (from) printf "from :%d\n", from
	if (merge) printf "merge :%d\n", merge
	if (path != "")
		printf "M 100644 inline %s\ndata <<EOF\n%s\nEOF\n", path, msg
	printf "\n"
	return mark
}
BEGIN {
	seed = 42
	nusers = split("alice bob carol dave erin frank grace heidi ivan judy", users, " ")
	main = commit("refs/heads/main", 0, 0, "prs: initial", "README", "alice")
	nm = 0
	mains[0] = main
	for (pr = 1; pr <= 1000; pr++) {
		u = users[rnd() % nusers + 1]
		back = rnd() % 4
		base = mains[nm - back < 0 ? 0 : nm - back]
		len = rnd() % 4 + 1
		# merged topics leave no branch: their commits go by "from"
		ref = pr > 995 ? sprintf("refs/heads/topic-%d", pr) : "refs/heads/main"
		tip = base
		for (k = 1; k <= len; k++) {
			if (rnd() % 3 == 0)
				path = sprintf("docs/d%02d.md", rnd() % 10)
			else
				path = sprintf("src/f%02d.c", rnd() % 40)
			tip = commit(ref, tip, 0, sprintf("prs: #%d part %d of %d by %s", pr, k, len, u), path, u)
		}
		if (pr > 995)
			continue
		main = commit("refs/heads/main", main, tip, sprintf("Merge pull request #%d from %s/topic-%d\n\nprs: topic %d", pr, u, pr, pr), "", "GitHub")
		mains[++nm] = main
		if (pr % 3 == 0) {
			main = commit("refs/heads/main", main, 0, sprintf("prs: direct fix after #%d", pr), sprintf("src/f%02d.c", rnd() % 40), "alice")
			mains[++nm] = main
		}
		if (pr % 100 == 0)
			printf "reset refs/tags/v0.%d\nfrom :%d\n\n", pr / 100, main
	}
	print "done"
}' | fast_repo prs
lap prs

# --- i18n: encodings, scripts, long paragraphs -----------------------------
$AWK -v epoch="$TEST_EPOCH" '
function para(n, w,   s, i) {
	s = ""
	for (i = 1; i <= n; i++)
		s = s (i > 1 ? " " : "") w[i % 12 + 1]
	return s
}
BEGIN {
	split("the patch series changes how the loader reads refs from packed files and why it matters", w, " ")
	# names and messages: latin-1 as bytes (\xNN), then UTF-8
	kind[1] = "latin1"; nm[1] = "J\366rg M\374ller"; msg[1] = "i18n: Gr\366\337e ge\344ndert, caf\351 \340 la cr\350me"
	kind[2] = "cjk"; nm[2] = "山田太郎"; msg[2] = "i18n: 修正：日本語のテキスト 中文提交说明 한국어 커밋"
	kind[3] = "emoji"; nm[3] = "🦊 Fox McCloud"; msg[3] = "i18n: 🎉 release 🚀 with emoji 👍🏽 and a family 👩‍👩‍👧"
	kind[4] = "long"; nm[4] = "Paragraph Writer"; msg[4] = "i18n: a message of long paragraphs"
	kind[5] = "mixed"; nm[5] = "Ame\314\201lie \330\271\331\204\331\212"; msg[5] = "i18n: combining e\314\201 and right-to-left \330\271\330\261\330\250\331\212 text"
	mark = 0
	for (c = 1; c <= 20; c++) {
		k = (c - 1) % 5 + 1
		t = epoch + c * 60
		printf "commit refs/heads/main\nmark :%d\n", ++mark
		printf "author %s <%s@example.com> %d +0000\n", nm[k], kind[k], t
		printf "committer %s <%s@example.com> %d +0000\n", nm[k], kind[k], t
		if (kind[k] == "latin1")
			printf "encoding iso-8859-1\n"
		if (kind[k] == "long") {
			body = para(250, w) "\n\n" para(650, w) "\n\n" \
				"wrapped:\n" para(10, w) "\n" para(10, w) "\n\n" \
				sprintf("%0600d", c) "\n"
			printf "data <<EOM\n%s %d\n\n%s\nEOM\n", msg[k], c, body
		} else
			printf "data <<EOM\n%s %d\n\n%s\nEOM\n", msg[k], c, msg[k]
		if (c > 1) printf "from :%d\n", mark - 1
		if (kind[k] == "cjk")
			printf "M 100644 inline 文档/说明-%d.txt\ndata <<EOF\n%s\nEOF\n\n", c, msg[k]
		else if (kind[k] == "latin1")
			printf "M 100644 inline latin1.txt\ndata <<EOF\n%s %d\nEOF\n\n", msg[k], c
		else
			printf "M 100644 inline %s.txt\ndata <<EOF\n%s %d\nEOF\n\n", kind[k], msg[k], c
	}
	print "done"
}' | fast_repo i18n
lap i18n

# --- rails: pull requests, release branches and their tags ---------------
$AWK -v epoch="$TEST_EPOCH" '
function commit(ref, from, merge, msg, path, author,   t) {
	t = epoch + (++clock) * 60
	printf "commit %s\nmark :%d\n", ref, ++mark
	printf "author %s <%s@example.com> %d +0000\ncommitter %s <%s@example.com> %d +0000\n", \
		author, author, t, author, author, t
	printf "data <<EOM\n%s\nEOM\n", msg
	if (from) printf "from :%d\n", from
	if (merge) printf "merge :%d\n", merge
	if (path != "")
		printf "M 100644 inline %s\ndata <<EOF\n%s\nEOF\n", path, msg
	printf "\n"
	return mark
}
function tag(name, at) {
	printf "tag %s\nfrom :%d\n", name, at
	printf "tagger rafael <rafael@example.com> %d +0000\n", epoch + clock * 60
	printf "data <<EOM\nRails %s\nEOM\n\n", name
}
BEGIN {
	nusers = split("dhh jeremy rafael jean byroot eileen aaron xavier", users, " ")
	mb = "Merge branch \x27"
	main = commit("refs/heads/main", 0, 0, "rails: initial", "README", "dhh")
	for (pr = 1; pr <= 300; pr++) {
		u = users[pr % nusers + 1]
		base = pr == 230 ? alpha1 : main
		tip = commit("refs/heads/main", base, 0, sprintf("rails: #%d by %s", pr, u), \
			sprintf("lib/f%02d.rb", pr % 30), u)
		if (pr == 41)
			c41 = tip
		main = commit("refs/heads/main", main, tip, \
			sprintf("Merge pull request #%d from %s/topic-%d", pr, u, pr), "", u)
		if (pr == 60)
			betabase = main
		if (pr == 70) {
			b = betabase
			for (k = 1; k <= 3; k++)
				b = commit("refs/heads/1-0-beta", b, 0, "rails: beta fix " k, \
					"beta.rb", "rafael")
			tag("v1.0.0.beta1", b)
		}
		if (pr == 100) {
			tag("v1.0.0.alpha1", main)
			alpha1 = main
		}
		if (pr == 105) {
			st = "refs/heads/1-0-stable"
			s = commit(st, alpha1, 0, "rails: stable s1", "stable.rb", "rafael")
			s = commit(st, s, 0, "rails: stable s2", "stable.rb", "rafael")
			s = commit(st, s, c41, mb "topic-41\x27 into 1-0-stable", "", "rafael")
			tag("v1.0.0.alpha9", s)
		}
		if (pr == 150)
			tag("v1.0.0", main)
		if (pr == 180)
			main = commit("refs/heads/main", main, b, mb "1-0-beta\x27", "", "rafael")
		if (pr == 250)
			main = commit("refs/heads/main", main, s, mb "1-0-stable\x27", "", "rafael")
		if (pr == 280)
			printf "reset refs/tags/v1.1.0\nfrom :%d\n\n", main
	}
	print "done"
}' | fast_repo rails
lap rails

# --- reflog: a topic rebased twice, by git itself -------------------------
git init -q "$REAL/reflog"
cd "$REAL/reflog"
commit_at -f m.txt 1 "reflog: m1"
git checkout -q -b topic
for k in 1 2 3 4; do
	commit_at -f "t$k.txt" $((1 + k)) "reflog: t$k"
done
git checkout -q main
commit_at -f m.txt 10 "reflog: m2"
git checkout -q topic
at 11 git rebase -q main
git checkout -q main
commit_at -f m.txt 12 "reflog: m3"
git checkout -q topic
at 13 git rebase -q main
lap reflog

# sanity: the shapes the tests rely on
die_shape()
{
	echo "fixtures-real: $*" >&2
	exit 1
}
cd "$REAL/series"
[ "$(git rev-list --count main..series-v1)" = 14 ] && [ "$(git rev-list --count main..series-v2)" = 14 ] ||
	die_shape "series: not 14 commits a side"
git range-diff --no-color series-v1...series-v2 > "$TEST_TMP/rd"
grep -q '^ 5:  [0-9a-f]* !  6:  [0-9a-f]* series: p05' "$TEST_TMP/rd" || die_shape "series: range-diff has no changed p05"
grep -q '^ 8:  [0-9a-f]* <  -:  -* series: p08' "$TEST_TMP/rd" || die_shape "series: range-diff has no dropped p08"
grep -q '^ -:  -* > 11:  [0-9a-f]* series: p15' "$TEST_TMP/rd" || die_shape "series: range-diff has no added p15"
cd "$REAL/blame"
[ "$(git show HEAD:src/big.c | wc -l)" = 5000 ] || die_shape "blame: big.c is not 5,000 lines"
[ "$(git log --format=%an | sort -u | wc -l)" = 40 ] || die_shape "blame: not 40 authors"
cd "$REAL/super"
[ "$(git ls-tree HEAD lib | cut -d' ' -f2)" = commit ] || die_shape "super has no submodule lib"
cd "$REAL/wide.git"
[ "$(git diff-tree -r --name-only --no-commit-id HEAD~1 | wc -l)" = 30000 ] || die_shape "wide: w2 does not touch 30,000 files"
cd "$REAL/branches"
[ "$(git for-each-ref refs/heads | wc -l)" = 5001 ] && [ "$(git log --all --format=%ct | sort -u | wc -l)" = 1 ] ||
	die_shape "branches: not 5,000 branches of one timestamp"
cd "$REAL/prs"
n=$(git rev-list --count --all)
m=$(git rev-list --count --merges --all)
[ "$n" -ge 3000 ] && [ $((m * 5)) -ge "$n" ] && [ $((m * 3)) -le "$n" ] || die_shape "prs: $m merges of $n commits"
cd "$REAL/i18n"
[ "$(git cat-file commit HEAD~19 | sed -n 's/^encoding //p')" = iso-8859-1 ] || die_shape "i18n: the first commit has no encoding header"

cd "$REAL/rails"
c41=$(git rev-parse 'main^{/^rails: #41 }')
[ "$(git rev-parse 'v1.0.0.alpha9^{commit}^2')" = "$c41" ] &&
	git merge-base --is-ancestor v1.0.0.alpha1 v1.0.0.alpha9 &&
	! git merge-base --is-ancestor v1.0.0.alpha1 v1.0.0.beta1 &&
	git merge-base --is-ancestor "$c41" v1.0.0.beta1 ||
	die_shape "rails: #41 is not a parent of alpha9, which contains alpha1, or beta1 has alpha1"
cd "$REAL/reflog"
[ "$(git rev-list -g HEAD | wc -l)" -ge 20 ] &&
	[ "$(git reflog HEAD | grep -c 'rebase (finish)')" = 2 ] ||
	die_shape "reflog: not two rebases in HEAD's reflog"
lap checks
echo "$SUM" > "$REAL/.stamp"
echo "fixtures-real: built in $REAL in $(($(date +%s) - T0)) s:${LAPS%,}"
